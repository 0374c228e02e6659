/**
 * A tiny solid-model renderer that draws furniture as SVG: pieces are convex solids (boxes, extruded profiles,
 * solids of revolution) in inches, seen through an orthographic camera, lit by one key light and painted back to
 * front. One model gives the front, angled and side views of a product.
 */

export type Vec3 = [number, number, number];
export type Vec2 = [number, number];

/** How a surface takes the light: matte wood and fabric, glossy lacquer, metal, glass, a glowing lamp shade. */
export type Finish = 'matte' | 'fabric' | 'gloss' | 'metal' | 'glass' | 'glow';

export interface Face {
  points: Vec3[];
  /** Outward normal when the solid is not convex (solids of revolution); else found from the solid's centre. */
  normal?: Vec3;
  /** Part of a curved surface: drawn without an edge line so the facets read as one surface. */
  smooth: boolean;
}

export interface Solid {
  faces: Face[];
  color: string;
  finish: Finish;
  min: Vec3;
  max: Vec3;
  /** Does not cast the floor shadow (wall pieces, rugs, the room itself). */
  noShadow?: boolean;
  /** Left out when the picture is framed (a chain running up to the ceiling). */
  noFit?: boolean;
}

export interface Camera {
  /** Degrees around the vertical axis; negative turns the piece to show its right side. */
  yaw: number;
  /** Degrees looking down. */
  pitch: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Colours

export function parseHex(hex: string): Vec3 {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1]!, 16) : 0x8a7560;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function toHex([r, g, b]: Vec3): string {
  const c = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Scales a colour's brightness: below 1 darker, above 1 towards white. */
export function shade(hex: string, k: number): string {
  const rgb = parseHex(hex);
  if (k <= 1) return toHex(rgb.map((c) => c * k) as Vec3);
  const t = Math.min(1, k - 1);
  return toHex(rgb.map((c) => c + (255 - c) * t) as Vec3);
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Vec3);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Vec3;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// ---------------------------------------------------------------------------------------------------------------
// Solids

function boundsOf(faces: Face[]): { min: Vec3; max: Vec3 } {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const f of faces)
    for (const p of f.points)
      for (let i = 0; i < 3; i++) {
        if (p[i]! < min[i]!) min[i] = p[i]!;
        if (p[i]! > max[i]!) max[i] = p[i]!;
      }
  return { min, max };
}

export interface SolidOptions {
  finish?: Finish;
  noShadow?: boolean;
  noFit?: boolean;
}

export function solid(faces: Face[], color: string, options: SolidOptions = {}): Solid {
  return { faces, color, finish: options.finish ?? 'matte', ...boundsOf(faces), noShadow: options.noShadow, noFit: options.noFit };
}

/** An axis-aligned box from one corner to the other. */
export function box(a: Vec3, b: Vec3, color: string, options?: SolidOptions): Solid {
  const [x0, y0, z0] = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])];
  const [x1, y1, z1] = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])];
  const q = (...pts: Vec3[]): Face => ({ points: pts, smooth: false });
  return solid(
    [
      q([x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]),
      q([x0, y0, z0], [x0, y1, z0], [x1, y1, z0], [x1, y0, z0]),
      q([x0, y1, z0], [x0, y1, z1], [x1, y1, z1], [x1, y1, z0]),
      q([x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]),
      q([x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]),
      q([x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]),
    ],
    color,
    options,
  );
}

export type Axis = 'x' | 'y' | 'z';

/** Places a profile point (u, v) and a position along the axis into space. */
function place(axis: Axis, u: number, v: number, w: number): Vec3 {
  if (axis === 'x') return [w, v, u]; // profile (z, y)
  if (axis === 'y') return [u, w, v]; // profile (x, z)
  return [u, v, w]; // profile (x, y)
}

/**
 * A convex profile extruded along an axis from `from` to `to`; the far end may be scaled about `centre` (a frustum).
 * Profiles: along x they are (z, y); along y (x, z); along z (x, y).
 */
export function prism(profile: Vec2[], axis: Axis, from: number, to: number, color: string, options: SolidOptions & { scaleEnd?: number; centre?: Vec2; smooth?: boolean } = {}): Solid {
  const k = options.scaleEnd ?? 1;
  const [cu, cv] = options.centre ?? centroid(profile);
  const end = profile.map(([u, v]) => [cu + (u - cu) * k, cv + (v - cv) * k] as Vec2);
  const a = profile.map(([u, v]) => place(axis, u, v, from));
  const b = end.map(([u, v]) => place(axis, u, v, to));
  const faces: Face[] = [
    { points: a, smooth: false },
    { points: [...b].reverse(), smooth: false },
  ];
  const smooth = options.smooth ?? profile.length > 8;
  for (let i = 0; i < profile.length; i++) {
    const j = (i + 1) % profile.length;
    faces.push({ points: [a[i]!, a[j]!, b[j]!, b[i]!], smooth });
  }
  return solid(faces, color, options);
}

function centroid(points: Vec2[]): Vec2 {
  let u = 0;
  let v = 0;
  for (const [a, b] of points) {
    u += a;
    v += b;
  }
  return [u / points.length, v / points.length];
}

/** A rounded rectangle profile (centre, size, corner radius). */
export function roundedRect(cu: number, cv: number, w: number, h: number, r: number, steps = 5): Vec2[] {
  const rr = Math.max(0.01, Math.min(r, w / 2 - 0.01, h / 2 - 0.01));
  const out: Vec2[] = [];
  const corners: Array<[number, number, number]> = [
    [cu + w / 2 - rr, cv + h / 2 - rr, 0],
    [cu - w / 2 + rr, cv + h / 2 - rr, 90],
    [cu - w / 2 + rr, cv - h / 2 + rr, 180],
    [cu + w / 2 - rr, cv - h / 2 + rr, 270],
  ];
  for (const [x, y, start] of corners)
    for (let i = 0; i <= steps; i++) {
      const t = ((start + (90 * i) / steps) * Math.PI) / 180;
      out.push([x + rr * Math.cos(t), y + rr * Math.sin(t)]);
    }
  return out;
}

export function circle(cu: number, cv: number, r: number, segments = 28): Vec2[] {
  return Array.from({ length: segments }, (_, i) => {
    const t = (i / segments) * Math.PI * 2;
    return [cu + r * Math.cos(t), cv + r * Math.sin(t)] as Vec2;
  });
}

/** A vertical cylinder (or cone frustum when rTop differs) standing on y0. */
export function cylinder(cx: number, cz: number, r: number, y0: number, y1: number, color: string, options: SolidOptions & { rTop?: number; segments?: number } = {}): Solid {
  const k = options.rTop === undefined ? 1 : options.rTop / r;
  return prism(circle(cx, cz, r, options.segments ?? 28), 'y', y0, y1, color, { ...options, scaleEnd: k, centre: [cx, cz], smooth: true });
}

/** A solid of revolution around a vertical axis: the profile is (radius, height) pairs from bottom to top. */
export function lathe(cx: number, cz: number, profile: Vec2[], color: string, options: SolidOptions & { segments?: number } = {}): Solid {
  const n = options.segments ?? 28;
  const ring = (r: number, y: number) => Array.from({ length: n }, (_, i) => [cx + r * Math.cos((i / n) * Math.PI * 2), y, cz + r * Math.sin((i / n) * Math.PI * 2)] as Vec3);
  const rings = profile.map(([r, y]) => ring(r, y));
  const faces: Face[] = [];
  const first = profile[0]!;
  const last = profile[profile.length - 1]!;
  if (first[0] > 0.01) faces.push({ points: [...rings[0]!].reverse(), smooth: false, normal: [0, -1, 0] });
  if (last[0] > 0.01) faces.push({ points: rings[rings.length - 1]!, smooth: false, normal: [0, 1, 0] });
  for (let k = 0; k + 1 < rings.length; k++) {
    const [r1, y1] = profile[k]!;
    const [r2, y2] = profile[k + 1]!;
    const l = Math.hypot(y2 - y1, r2 - r1) || 1;
    const nr = (y2 - y1) / l;
    const ny = -(r2 - r1) / l;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const t = ((i + 0.5) / n) * Math.PI * 2;
      const pts: Vec3[] = [rings[k]![i]!, rings[k]![j]!, rings[k + 1]![j]!, rings[k + 1]![i]!];
      // Collapsed ring (a point): a triangle.
      const unique = pts.filter((p, idx) => pts.findIndex((q) => q[0] === p[0] && q[1] === p[1] && q[2] === p[2]) === idx);
      if (unique.length >= 3) faces.push({ points: unique, smooth: true, normal: [nr * Math.cos(t), ny, nr * Math.sin(t)] });
    }
  }
  return solid(faces, color, options);
}

/** Turns a solid around the vertical axis through (cx, cz). */
export function rotateY(s: Solid, degrees: number, cx = 0, cz = 0): Solid {
  const t = (degrees * Math.PI) / 180;
  const c = Math.cos(t);
  const sn = Math.sin(t);
  const faces = s.faces.map((f) => ({
    smooth: f.smooth,
    normal: f.normal ? ([f.normal[0] * c - f.normal[2] * sn, f.normal[1], f.normal[0] * sn + f.normal[2] * c] as Vec3) : undefined,
    points: f.points.map(([x, y, z]) => [cx + (x - cx) * c - (z - cz) * sn, y, cz + (x - cx) * sn + (z - cz) * c] as Vec3),
  }));
  return { ...s, faces, ...boundsOf(faces) };
}

export function translate(s: Solid, [dx, dy, dz]: Vec3): Solid {
  const faces = s.faces.map((f) => ({ smooth: f.smooth, normal: f.normal, points: f.points.map(([x, y, z]) => [x + dx, y + dy, z + dz] as Vec3) }));
  return { ...s, faces, ...boundsOf(faces) };
}

// ---------------------------------------------------------------------------------------------------------------
// Projection and painting

interface Projected {
  solid: Solid;
  faces: Array<{ points: Vec2[]; fill: string; stroke: string; smooth: boolean; finish: Finish; normal: Vec3; area: number }>;
  sMin: Vec2;
  sMax: Vec2;
  depth: number;
}

const LIGHT: Vec3 = normalize([-0.45, 0.8, 0.6]);

function normalize([x, y, z]: Vec3): Vec3 {
  const l = Math.hypot(x, y, z) || 1;
  return [x / l, y / l, z / l];
}

function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export class View {
  readonly ca: number;
  readonly sa: number;
  readonly cp: number;
  readonly sp: number;
  /** Towards the viewer, in world space. */
  readonly toViewer: Vec3;
  constructor(camera: Camera) {
    const a = (camera.yaw * Math.PI) / 180;
    const p = (camera.pitch * Math.PI) / 180;
    this.ca = Math.cos(a);
    this.sa = Math.sin(a);
    this.cp = Math.cos(p);
    this.sp = Math.sin(p);
    this.toViewer = [-this.sa * this.cp, this.sp, this.ca * this.cp];
  }
  project([x, y, z]: Vec3): Vec2 {
    const zr = -x * this.sa + z * this.ca;
    return [x * this.ca + z * this.sa, -y * this.cp + zr * this.sp];
  }
  depth(p: Vec3): number {
    return dot(p, this.toViewer);
  }
}

function faceNormal(points: Vec3[], inside: Vec3): Vec3 {
  // Newell's method: robust for any planar polygon.
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  let n = normalize([nx, ny, nz]);
  const c = points.reduce<Vec3>((acc, p) => [acc[0] + p[0] / points.length, acc[1] + p[1] / points.length, acc[2] + p[2] / points.length], [0, 0, 0]);
  if (dot(n, sub(c, inside)) < 0) n = [-n[0], -n[1], -n[2]];
  return n;
}

function polygonArea(points: Vec2[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s / 2);
}

/** The colour a face gets from the key light, by finish. */
function lit(color: string, finish: Finish, normal: Vec3, view: View): string {
  const lambert = Math.max(0, dot(normal, LIGHT));
  if (finish === 'glow') return shade(color, 1.05 + 0.1 * lambert);
  if (finish === 'glass') return shade(color, 0.92 + 0.2 * lambert);
  let k = 0.6 + 0.5 * lambert;
  if (finish === 'fabric') k = 0.68 + 0.38 * lambert;
  // A highlight where the light reflects towards the viewer.
  const half = normalize([LIGHT[0] + view.toViewer[0], LIGHT[1] + view.toViewer[1], LIGHT[2] + view.toViewer[2]]);
  const spec = Math.max(0, dot(normal, half));
  if (finish === 'gloss') k += 0.25 * spec ** 12;
  if (finish === 'metal') k = 0.5 + 0.35 * lambert + 0.55 * spec ** 6;
  return shade(color, k);
}

function project(solid: Solid, view: View): Projected {
  const inside: Vec3 = [(solid.min[0] + solid.max[0]) / 2, (solid.min[1] + solid.max[1]) / 2, (solid.min[2] + solid.max[2]) / 2];
  const faces: Projected['faces'] = [];
  const sMin: Vec2 = [Infinity, Infinity];
  const sMax: Vec2 = [-Infinity, -Infinity];
  const ordered = solid.faces
    .map((face) => ({ face, depth: face.points.reduce((d, p) => d + view.depth(p), 0) / face.points.length }))
    .sort((a, b) => a.depth - b.depth);
  for (const { face } of ordered) {
    const normal = face.normal ?? faceNormal(face.points, inside);
    if (dot(normal, view.toViewer) <= 1e-6) continue;
    const points = face.points.map((p) => view.project(p));
    for (const [x, y] of points) {
      if (x < sMin[0]) sMin[0] = x;
      if (y < sMin[1]) sMin[1] = y;
      if (x > sMax[0]) sMax[0] = x;
      if (y > sMax[1]) sMax[1] = y;
    }
    const fill = lit(solid.color, solid.finish, normal, view);
    const stroke = face.smooth || solid.finish === 'glow' ? fill : shade(fill, 0.82);
    faces.push({ points, fill, stroke, smooth: face.smooth, finish: solid.finish, normal, area: polygonArea(points) });
  }
  return { solid, faces, sMin, sMax, depth: view.depth(inside) };
}

const EPS = 0.02;

/** -1 when a is behind b, 1 when in front, 0 when no separating plane tells. */
function order(a: Solid, b: Solid, view: View): number {
  for (let k = 0; k < 3; k++) {
    const v = view.toViewer[k]!;
    if (Math.abs(v) < 1e-6) continue;
    if (a.max[k]! <= b.min[k]! + EPS) return v > 0 ? -1 : 1;
    if (b.max[k]! <= a.min[k]! + EPS) return v > 0 ? 1 : -1;
  }
  return 0;
}

/** Back-to-front order: a separating-plane test between overlapping solids, then a topological sort. */
function paintOrder(items: Projected[], view: View): Projected[] {
  const n = items.length;
  const after: number[][] = Array.from({ length: n }, () => []);
  const indegree = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.sMax[0] < b.sMin[0] || b.sMax[0] < a.sMin[0] || a.sMax[1] < b.sMin[1] || b.sMax[1] < a.sMin[1]) continue;
      let o = order(a.solid, b.solid, view);
      if (o === 0) o = a.depth < b.depth ? -1 : 1;
      if (o < 0) {
        after[i]!.push(j);
        indegree[j]! += 1;
      } else {
        after[j]!.push(i);
        indegree[i]! += 1;
      }
    }
  const done = new Array<boolean>(n).fill(false);
  const out: Projected[] = [];
  while (out.length < n) {
    let pick = -1;
    for (let i = 0; i < n; i++) if (!done[i] && indegree[i] === 0 && (pick < 0 || items[i]!.depth < items[pick]!.depth)) pick = i;
    if (pick < 0) {
      // A cycle: break it where the fewest solids still wait to be painted first, the farthest of those.
      for (let i = 0; i < n; i++)
        if (!done[i] && (pick < 0 || indegree[i]! < indegree[pick]! || (indegree[i] === indegree[pick] && items[i]!.depth < items[pick]!.depth))) pick = i;
    }
    done[pick] = true;
    out.push(items[pick]!);
    for (const j of after[pick]!) indegree[j]! -= 1;
  }
  return out;
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

function pathOf(points: Vec2[], tx: (p: Vec2) => Vec2): string {
  return `M${points.map((p) => tx(p).map(f1).join(' ')).join('L')}Z`;
}

export interface Frame {
  width: number;
  height: number;
  /** Margins as parts of the width and height. */
  marginX: number;
  marginTop: number;
  marginBottom: number;
  /** Zoom into a point of the picture (a detail view): the world point and how much larger. */
  focus?: { point: Vec3; zoom: number };
  /** Fixed scale (pixels per inch) and the world point at the picture's centre, instead of fitting the solids. */
  fixed?: { scale: number; centre: Vec3 };
}

export interface Rendered {
  /** SVG elements: the floor shadow, then the solids. */
  body: string;
  /** Pixels per inch used. */
  scale: number;
  toScreen: (p: Vec3) => Vec2;
}

/** Draws solids through a camera into a frame: fitted, shadowed, painted back to front. */
export function renderSolids(solids: Solid[], camera: Camera, frame: Frame, options: { shadow?: boolean; shadowOpacity?: number; ambientShadow?: boolean; backdrop?: Solid[] } = {},
): Rendered {
  const view = new View(camera);
  const projected = solids.map((s) => project(s, view));
  const backdrop = (options.backdrop ?? []).map((s) => project(s, view));
  const fitted = projected.filter((p) => !p.solid.noFit && p.faces.length > 0);
  const lo: Vec2 = [Infinity, Infinity];
  const hi: Vec2 = [-Infinity, -Infinity];
  for (const p of fitted.length ? fitted : projected) {
    lo[0] = Math.min(lo[0], p.sMin[0]);
    lo[1] = Math.min(lo[1], p.sMin[1]);
    hi[0] = Math.max(hi[0], p.sMax[0]);
    hi[1] = Math.max(hi[1], p.sMax[1]);
  }
  let scale: number;
  let ox: number;
  let oy: number;
  if (frame.fixed) {
    scale = frame.fixed.scale;
    const c = view.project(frame.fixed.centre);
    ox = frame.width / 2 - c[0] * scale;
    oy = frame.height / 2 - c[1] * scale;
  } else {
    const availW = frame.width * (1 - 2 * frame.marginX);
    const availH = frame.height * (1 - frame.marginTop - frame.marginBottom);
    scale = Math.min(availW / Math.max(1, hi[0] - lo[0]), availH / Math.max(1, hi[1] - lo[1]));
    ox = frame.width / 2 - ((lo[0] + hi[0]) / 2) * scale;
    oy = frame.height * frame.marginTop + availH / 2 - ((lo[1] + hi[1]) / 2) * scale;
    if (frame.focus) {
      const f = view.project(frame.focus.point);
      scale *= frame.focus.zoom;
      ox = frame.width / 2 - f[0] * scale;
      oy = frame.height / 2 - f[1] * scale;
    }
  }
  const tx = ([x, y]: Vec2): Vec2 => [x * scale + ox, y * scale + oy];
  const parts: string[] = [];
  const paint = (item: Projected) => {
    for (const face of item.faces) {
      const d = pathOf(face.points, tx);
      const width = face.smooth ? 0.8 : Math.max(0.8, Math.min(2, scale * 0.12));
      parts.push(`<path d="${d}" fill="${face.fill}" stroke="${face.stroke}" stroke-width="${f1(width)}" stroke-linejoin="round"/>`);
      if (face.finish === 'glass' && face.area * scale * scale > 400) parts.push(`<path d="${d}" fill="url(#glass)"/>`);
      else if (face.finish === 'glow') parts.push(`<path d="${d}" fill="url(#glow)"/>`);
      else if (!face.smooth && face.area * scale * scale > 900 && Math.abs(face.normal[1]) < 0.5) parts.push(`<path d="${d}" fill="url(#sheen)"/>`);
    }
  };
  // The room itself (floor, walls and what hangs on them, rugs) lies behind every piece: painted first, as given.
  backdrop.forEach(paint);
  if (options.shadow !== false) {
    const casters = solids.filter((s) => !s.noShadow && s.min[1] < 0.5);
    if (casters.length) {
      // Soft shadows without blur filters: ellipses filled with radial gradients that fade to nothing.
      const footprint = (min: Vec3, max: Vec3) => {
        const pts = [
          [min[0], 0, min[2]],
          [max[0], 0, min[2]],
          [max[0], 0, max[2]],
          [min[0], 0, max[2]],
        ].map((p) => tx(view.project(p as Vec3)));
        const xs = pts.map((p) => p[0]);
        const ys = pts.map((p) => p[1]);
        return { cx: (Math.min(...xs) + Math.max(...xs)) / 2, cy: (Math.min(...ys) + Math.max(...ys)) / 2, w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
      };
      const min: Vec3 = [Infinity, 0, Infinity];
      const max: Vec3 = [-Infinity, 0, -Infinity];
      for (const s of solids.filter((x) => !x.noShadow)) {
        min[0] = Math.min(min[0], s.min[0]);
        min[2] = Math.min(min[2], s.min[2]);
        max[0] = Math.max(max[0], s.max[0]);
        max[2] = Math.max(max[2], s.max[2]);
      }
      const all = footprint(min, max);
      const opacity = options.shadowOpacity ?? 1;
      if (options.ambientShadow !== false) parts.push(`<ellipse cx="${f1(all.cx)}" cy="${f1(all.cy)}" rx="${f1(all.w * 0.62)}" ry="${f1(Math.max(all.h * 0.75, all.w * 0.05))}" fill="url(#floorShadow)" opacity="${opacity}"/>`);
      for (const s of casters) {
        const f = footprint(s.min, s.max);
        parts.push(`<ellipse cx="${f1(f.cx)}" cy="${f1(f.cy)}" rx="${f1(f.w * 0.75 + 4)}" ry="${f1(Math.max(f.h * 0.75, 5))}" fill="url(#contactShadow)" opacity="${opacity}"/>`);
      }
    }
  }
  paintOrder(projected, view).forEach(paint);
  return { body: parts.join(''), scale, toScreen: (p) => tx(view.project(p)) };
}

/** Shared definitions every picture uses: shadow blurs, the sheen on vertical faces, glass and glowing shades. */
export function commonDefs(width: number, height: number, blur = 1): string {
  const region = `filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"`;
  return [
    `<filter id="soft" ${region}><feGaussianBlur stdDeviation="${f1(26 * blur)}"/></filter>`,
    '<radialGradient id="floorShadow"><stop offset="0" stop-color="#2e261e" stop-opacity="0.26"/><stop offset="0.55" stop-color="#2e261e" stop-opacity="0.12"/><stop offset="1" stop-color="#2e261e" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="contactShadow"><stop offset="0" stop-color="#1f1a15" stop-opacity="0.45"/><stop offset="0.6" stop-color="#1f1a15" stop-opacity="0.15"/><stop offset="1" stop-color="#1f1a15" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.10"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.10"/></linearGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#9fb3bf" stop-opacity="0.25"/></linearGradient>',
    '<radialGradient id="glow" cx="0.5" cy="0.6" r="0.7"><stop offset="0" stop-color="#fff6dc" stop-opacity="0.7"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient>',
  ].join('');
}
