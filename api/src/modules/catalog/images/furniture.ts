import { box, circle, cylinder, lathe, luminance, mix, prism, rotateY, roundedRect, shade, type Solid, type Vec2 } from './scene';

/** What a product's drawing is made from. */
export interface Piece {
  sku: string;
  shape: string;
  /** #rrggbb */
  finishColor: string;
  finish?: string;
  materials?: string;
  /** Inches: width (x), length/depth (z), height (y). */
  width: number;
  length: number;
  height: number;
}

/** A small deterministic random source seeded from a string (the SKU). */
export class Seeded {
  private state: number;
  constructor(seed: string) {
    let h = 2166136261;
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
    this.state = h >>> 0 || 1;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Number.isFinite(n) ? n : lo));

export type LegStyle = 'taper' | 'block' | 'metal' | 'bun' | 'plinth';

/** The palette of a piece: its finish and the tones that go with it. */
export interface Palette {
  body: string;
  /** Legs, bases and frames: a tone that sets the finish off (dark wood under light finishes, brass or oak under dark). */
  legs: string;
  legFinish: 'matte' | 'metal';
  /** Pulls and knobs. */
  hardware: string;
  /** A neutral fabric for seats and bedding that goes with the finish. */
  fabric: string;
  /** Cushions and pillows. */
  linen: string;
}

export function paletteFor(piece: Piece, rng: Seeded): Palette {
  const body = /^#[0-9a-f]{6}$/i.test(piece.finishColor) ? piece.finishColor.toLowerCase() : '#8a6e55';
  const light = luminance(body) > 0.32;
  const legChoices: Array<[string, 'matte' | 'metal']> = light
    ? [
        ['#3b2a1f', 'matte'],
        ['#2b2b2b', 'metal'],
        ['#5a3e2b', 'matte'],
      ]
    : [
        ['#c29a5b', 'metal'],
        ['#c8a678', 'matte'],
        ['#b9b7b1', 'metal'],
      ];
  const [legs, legFinish] = rng.pick(legChoices);
  return {
    body,
    legs,
    legFinish,
    hardware: light ? rng.pick(['#2e2e2e', '#a07a3e']) : rng.pick(['#c9a45c', '#d0cfca']),
    fabric: light ? mix(body, '#4a4744', 0.55) : mix(body, '#efe8dc', 0.72),
    linen: mix(body, '#f4efe6', 0.82),
  };
}

function isUpholstered(piece: Piece): boolean {
  return /linen|velvet|fabric|boucle|bouclé|leather|wool|cotton|chenille|performance|upholster|mohair|tweed/i.test(`${piece.materials ?? ''} ${piece.finish ?? ''}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Parts

function legs(positions: Array<[number, number]>, height: number, style: LegStyle, p: Palette, size = 1): Solid[] {
  const out: Solid[] = [];
  for (const [x, z] of positions) {
    if (style === 'taper') out.push(prism(roundedRect(x, z, 2.2 * size, 2.2 * size, 0.3, 1), 'y', 0, height, p.legs, { scaleEnd: 1.45, finish: p.legFinish }));
    else if (style === 'block') out.push(box([x - 1.4 * size, 0, z - 1.4 * size], [x + 1.4 * size, height, z + 1.4 * size], p.legs, { finish: p.legFinish }));
    else if (style === 'metal') out.push(cylinder(x, z, 0.55 * size, 0, height, p.legs, { finish: 'metal', segments: 12 }));
    else if (style === 'bun') out.push(lathe(x, z, [[1.2 * size, 0], [1.9 * size, height * 0.3], [2 * size, height * 0.55], [1.6 * size, height * 0.85], [1.2 * size, height]], p.legs, { finish: p.legFinish, segments: 18 }));
    else out.push(cylinder(x, z, 0.9 * size, 0, height, p.legs, { finish: p.legFinish, segments: 14 }));
  }
  return out;
}

function cornerLegs(w: number, d: number, inset: number): Array<[number, number]> {
  return [
    [-w / 2 + inset, -d / 2 + inset],
    [w / 2 - inset, -d / 2 + inset],
    [-w / 2 + inset, d / 2 - inset],
    [w / 2 - inset, d / 2 - inset],
  ];
}

/** A soft cushion: a rounded profile (depth by height) run along the width. */
function cushion(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: string, r = 2.5): Solid {
  return prism(roundedRect((z0 + z1) / 2, (y0 + y1) / 2, z1 - z0, y1 - y0, r, 4), 'x', x0, x1, color, { finish: 'fabric' });
}

/** A pillow standing upright: a rounded profile (width by height) run along the depth. */
function pillow(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: string): Solid {
  return prism(roundedRect((x0 + x1) / 2, (y0 + y1) / 2, x1 - x0, y1 - y0, Math.min(3, (y1 - y0) / 3), 4), 'z', z0, z1, color, { finish: 'fabric' });
}

type ArmStyle = 'track' | 'rolled' | 'slope' | 'none';

function arm(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, style: ArmStyle, color: string): Solid {
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  if (style === 'rolled') {
    const r = w / 2;
    const prof: Vec2[] = [];
    prof.push([x0, y0], [x1, y0]);
    for (let i = 0; i <= 10; i++) {
      const t = (i / 10) * Math.PI;
      prof.push([cx + r * Math.cos(t), y1 - r + r * Math.sin(t)]);
    }
    return prism(prof, 'z', z0, z1, color, { finish: 'fabric' });
  }
  if (style === 'slope') {
    const inner = x0 < 0 ? x1 : x0;
    const outer = x0 < 0 ? x0 : x1;
    const prof: Vec2[] = [
      [outer, y0],
      [inner, y0],
      [inner, y1 - 3],
      [(inner + outer) / 2, y1],
      [outer, y1 - 1],
    ];
    return prism(prof, 'z', z0, z1, color, { finish: 'fabric', smooth: false });
  }
  return prism(roundedRect(cx, (y0 + y1) / 2, w, y1 - y0, Math.min(2.2, w / 2), 4), 'z', z0, z1, color, { finish: 'fabric' });
}

// ---------------------------------------------------------------------------------------------------------------
// Seating

interface SeatOptions {
  arms: ArmStyle;
  legStyle: LegStyle;
  pillowBack: boolean;
  seats: number;
  /** The right-hand chaise of a sectional: its depth in inches. */
  chaise?: number;
}

function seating(piece: Piece, rng: Seeded, p: Palette, o: SeatOptions): Solid[] {
  const W = piece.width;
  const D = piece.shape === 'sectional' ? clamp(piece.length, 84, 120) : clamp(piece.length, 26, 44);
  const H = clamp(piece.height, 26, 44);
  const depth = o.chaise ? clamp(D * 0.42, 34, 42) : D;
  const out: Solid[] = [];
  const legH = o.legStyle === 'plinth' ? 1.2 : rng.range(4, 6.5);
  const armW = o.arms === 'none' ? 0 : clamp(W * 0.085, 4.5, 8);
  const armH = clamp(H * 0.72, 20, 27);
  const seatTop = clamp(H * 0.56, 17, 20.5);
  const backD = clamp(depth * 0.24, 7, 10);
  const z0 = -D / 2;
  const zFront = z0 + depth;
  const x0 = -W / 2 + armW;
  const x1 = W / 2 - armW;
  const body = p.body;
  const fabric = isUpholstered(piece) ? body : body;
  // Frame under the cushions.
  const deckTop = seatTop - 5;
  out.push(box([x0, legH, z0 + backD], [x1, deckTop, zFront], shade(body, 0.92), { finish: 'fabric' }));
  // Back.
  const backTop = o.pillowBack ? H - 3 : H;
  out.push(prism(roundedRect(z0 + backD / 2, (legH + backTop) / 2, backD, backTop - legH, 2.5, 4), 'x', x0, x1, body, { finish: 'fabric' }));
  // Arms.
  if (o.arms !== 'none') {
    out.push(arm(-W / 2, x0, legH, armH, z0, zFront, o.arms, body));
    out.push(arm(x1, W / 2, legH, armH, z0, o.chaise ? D / 2 : zFront, o.arms, body));
  }
  // Seat cushions.
  const gap = 0.35;
  const seats = Math.max(1, o.seats);
  const seatW = (x1 - x0) / seats;
  for (let i = 0; i < seats; i++) {
    const a = x0 + i * seatW + (i ? gap / 2 : 0);
    const b = x0 + (i + 1) * seatW - (i < seats - 1 ? gap / 2 : 0);
    out.push(cushion(a, b, deckTop, seatTop, z0 + backD, zFront + 0.8, fabric, 2.6));
    if (o.pillowBack) out.push(cushion(a, b, seatTop, H - 1, z0 + backD, z0 + backD + 6, shade(fabric, 1.02), 3));
  }
  if (o.chaise) {
    const cx0 = x1 - seatW;
    out.push(box([cx0, legH, zFront], [x1, deckTop, D / 2], shade(body, 0.92), { finish: 'fabric' }));
    out.push(cushion(cx0, x1, deckTop, seatTop, zFront + 0.8 + gap, D / 2 + 0.8, fabric, 2.6));
  }
  // Throw pillows.
  if (W > 50 && rng.chance(0.75)) {
    const tone = rng.pick([p.linen, mix(p.legs, '#ffffff', 0.35), shade(body, 1.25)]);
    const zp = z0 + backD + (o.pillowBack ? 6 : 0);
    const top = Math.min(seatTop + 16, H - 1);
    out.push(pillow(x0 + 1, x0 + 17, seatTop, top, zp, zp + 5, tone));
    out.push(pillow(x1 - 17, x1 - 1, seatTop, top, zp, zp + 5, tone));
  }
  // Legs or a recessed plinth under the main run and the chaise.
  const feet: Array<[number, number, number, number]> = [[-W / 2, W / 2, z0, zFront]];
  if (o.chaise) feet.push([x1 - seatW, W / 2, zFront, D / 2]);
  for (const [a, b, c, d] of feet) {
    if (o.legStyle === 'plinth') out.push(box([a + 2, 0, c + (c === z0 ? 2 : 0)], [b - 2, legH, d - 2], shade(body, 0.55)));
    else {
      const pos: Array<[number, number]> = [
        [a + 2.5, c + 2.5],
        [b - 2.5, c + 2.5],
        [a + 2.5, d - 2.5],
        [b - 2.5, d - 2.5],
      ];
      if (b - a > 80) pos.push([(a + b) / 2, c + 2.5], [(a + b) / 2, d - 2.5]);
      out.push(...legs(c === z0 ? pos : pos.slice(2), legH, o.legStyle, p));
    }
  }
  return out;
}

function diningChair(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 16, 30);
  const D = clamp(piece.length, 18, 30);
  const H = clamp(piece.height, 30, 46);
  const seatTop = 18.5;
  const frame = p.body;
  const seat = isUpholstered(piece) ? p.body : p.fabric;
  const wood = isUpholstered(piece) ? p.legs : frame;
  const post = 1.6;
  const out: Solid[] = [];
  const zb = -D / 2;
  // Back posts run from the floor to the top; the seat sits in front of them.
  out.push(box([-W / 2, 0, zb], [-W / 2 + post, H, zb + post], wood));
  out.push(box([W / 2 - post, 0, zb], [W / 2, H, zb + post], wood));
  out.push(...legs([[-W / 2 + post / 2 + 0.2, D / 2 - post / 2 - 0.4], [W / 2 - post / 2 - 0.2, D / 2 - post / 2 - 0.4]], seatTop - 2.5, 'taper', { ...p, legs: wood, legFinish: 'matte' }, 0.75));
  out.push(box([-W / 2 + post, seatTop - 4.5, zb + 0.2], [W / 2 - post, seatTop - 2.5, zb + post - 0.2], wood));
  out.push(cushion(-W / 2, W / 2, seatTop - 2.5, seatTop, zb + post, D / 2 + 0.3, seat, 1.2));
  const style = rng.pick(['panel', 'slats', 'ladder'] as const);
  const bx0 = -W / 2 + post;
  const bx1 = W / 2 - post;
  if (style === 'panel') {
    out.push(prism(roundedRect(0, (seatTop + 5 + H - 1) / 2, bx1 - bx0, H - 1 - (seatTop + 5), 1.5, 3), 'z', zb + 0.1, zb + post + 0.5, seat, { finish: 'fabric' }));
  } else if (style === 'slats') {
    out.push(box([bx0, H - 5, zb + 0.2], [bx1, H - 0.5, zb + post - 0.2], wood));
    const n = 3;
    const sw = (bx1 - bx0) / (n * 2 + 1);
    for (let i = 0; i < n; i++) out.push(box([bx0 + sw * (1 + i * 2), seatTop + 2, zb + 0.5], [bx0 + sw * (2 + i * 2), H - 5, zb + post - 0.5], wood));
    out.push(box([bx0, seatTop, zb + 0.2], [bx1, seatTop + 2, zb + post - 0.2], wood));
  } else {
    for (const y of [H - 4.5, H - 10, H - 15.5]) out.push(box([bx0, y, zb + 0.2], [bx1, y + 2.6, zb + post - 0.2], wood));
  }
  return out;
}

function stool(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 14, 26);
  const H = clamp(piece.height, 18, 48);
  const seatTop = H >= 40 ? 30 : H >= 33 ? 25 : H * 0.8;
  const out: Solid[] = [];
  const round = rng.chance(0.5);
  const metal = rng.chance(0.5);
  const legP = { ...p, legs: metal ? p.legs : p.body, legFinish: metal ? ('metal' as const) : ('matte' as const) };
  const seatColor = isUpholstered(piece) ? p.body : rng.chance(0.5) ? p.body : p.fabric;
  if (round) out.push(lathe(0, 0, [[W / 2 - 1, seatTop - 3], [W / 2, seatTop - 1.6], [W / 2 - 0.6, seatTop - 0.2], [W / 2 - 2.5, seatTop]], seatColor, { finish: 'fabric' }));
  else out.push(cushion(-W / 2, W / 2, seatTop - 3, seatTop, -W / 2, W / 2, seatColor, 1.2));
  const inset = round ? W * 0.2 : 1.6;
  const pos = round
    ? ([
        [-inset, -inset],
        [inset, -inset],
        [-inset, inset],
        [inset, inset],
      ] as Array<[number, number]>)
    : cornerLegs(W, W, inset);
  out.push(...legs(pos, seatTop - 3, metal ? 'metal' : 'taper', legP, metal ? 1.1 : 0.8));
  const ry = seatTop * 0.32;
  const a = pos[0]!;
  const b = pos[3]!;
  const t = metal ? 0.45 : 0.6;
  out.push(box([a[0] + 0.8, ry, b[1] - t], [b[0] - 0.8, ry + t * 2, b[1] + t], legP.legs, { finish: legP.legFinish }));
  out.push(box([b[0] - t, ry, a[1] + 0.8], [b[0] + t, ry + t * 2, b[1] - 0.8 - t], legP.legs, { finish: legP.legFinish }));
  out.push(box([a[0] - t, ry, a[1] + 0.8], [a[0] + t, ry + t * 2, b[1] - 0.8 - t], legP.legs, { finish: legP.legFinish }));
  if (H - seatTop > 6) {
    const top = Math.min(H, seatTop + 14);
    const bz = -W / 2 + (round ? W * 0.18 : 0);
    out.push(box([-W / 2 + 2, seatTop, bz], [-W / 2 + 3.2, top - 3, bz + 1.2], legP.legs, { finish: legP.legFinish }));
    out.push(box([W / 2 - 3.2, seatTop, bz], [W / 2 - 2, top - 3, bz + 1.2], legP.legs, { finish: legP.legFinish }));
    out.push(prism(roundedRect(0, top - 2, W - 3, 4, 1.5, 3), 'z', bz - 0.3, bz + 1.5, seatColor, { finish: 'fabric' }));
  }
  return out;
}

function ottoman(piece: Piece, rng: Seeded, p: Palette, bench: boolean): Solid[] {
  const W = clamp(piece.width, 16, 72);
  const D = clamp(piece.length, 14, 40);
  const H = clamp(piece.height, 12, 22);
  const out: Solid[] = [];
  const round = !bench && Math.abs(W - D) < 6 && rng.chance(0.6);
  const legStyle: LegStyle = rng.pick(['taper', 'bun', 'metal', 'plinth'] as const);
  const legH = legStyle === 'plinth' ? 0 : rng.range(3.5, 6);
  if (round) {
    out.push(lathe(0, 0, [[W / 2 - 1, legH], [W / 2, legH + 1.2], [W / 2, H - 1.5], [W / 2 - 1.2, H - 0.2], [W / 2 - 3, H]], p.body, { finish: 'fabric' }));
    if (legH > 0) out.push(...legs(cornerLegs(W * 0.7, W * 0.7, 0), legH, legStyle, p));
    return out;
  }
  out.push(prism(roundedRect(0, (legH + H) / 2, D, H - legH, 2.2, 4), 'x', -W / 2, W / 2, p.body, { finish: 'fabric' }));
  if (rng.chance(0.5)) {
    const nx = Math.max(2, Math.round(W / 12));
    const nz = Math.max(1, Math.round(D / 12));
    for (let i = 1; i < nx; i++)
      for (let j = 1; j <= nz; j++) {
        const x = -W / 2 + (W * i) / nx;
        const z = -D / 2 + (D * j) / (nz + 1);
        out.push(cylinder(x, z, 0.55, H, H + 0.25, shade(p.body, 0.6), { segments: 10 }));
      }
  }
  if (legH > 0) out.push(...legs(cornerLegs(W, D, 2.2), legH, legStyle, p));
  return out;
}

function bed(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 40, 90);
  const D = clamp(piece.length, 70, 100);
  const H = clamp(piece.height, 36, 80);
  const out: Solid[] = [];
  const zb = -D / 2;
  const headD = 4;
  const railTop = 14;
  const legH = 4;
  const channels = rng.chance(0.5);
  // Headboard.
  if (channels) {
    const n = Math.max(5, Math.round(W / 10));
    const cw = W / n;
    for (let i = 0; i < n; i++) {
      const x = -W / 2 + cw * i + cw / 2;
      out.push(prism(roundedRect(x, zb + headD / 2, cw, headD, cw / 2.2, 4), 'y', 0, H - 2, p.body, { finish: 'fabric' }));
    }
    out.push(box([-W / 2, H - 2, zb], [W / 2, H, zb + headD], shade(p.body, 0.9), { finish: 'fabric' }));
  } else {
    out.push(prism(roundedRect(0, H / 2, W, H, rng.chance(0.5) ? 8 : 2, 6), 'z', zb, zb + headD, p.body, { finish: 'fabric' }));
  }
  // Rails and the mattress.
  out.push(box([-W / 2, legH, zb + headD], [W / 2, railTop, D / 2], shade(p.body, 0.95), { finish: 'fabric' }));
  out.push(...legs([[-W / 2 + 2, D / 2 - 2], [W / 2 - 2, D / 2 - 2], [-W / 2 + 2, zb + headD + 2], [W / 2 - 2, zb + headD + 2]], legH, 'block', p, 0.9));
  const mw = W - 2;
  out.push(cushion(-mw / 2, mw / 2, railTop, railTop + 9, zb + headD, D / 2 - 1, '#f3f1ec', 2));
  // Duvet over the lower part, folded near the pillows.
  const duvet = rng.pick([p.linen, mix(p.body, '#ffffff', 0.55), '#e9e4da']);
  const dz = zb + headD + 26;
  out.push(cushion(-mw / 2 - 1.2, mw / 2 + 1.2, railTop + 3, railTop + 11, dz, D / 2 + 0.5, duvet, 2.5));
  out.push(cushion(-mw / 2 - 1.2, mw / 2 + 1.2, railTop + 11, railTop + 12.5, dz - 6, dz + 6, shade(duvet, 1.06), 0.7));
  // Pillows.
  const pw = mw / 2 - 3;
  for (const x of [-mw / 4, mw / 4]) out.push(pillow(x - pw / 2, x + pw / 2, railTop + 9, railTop + 23, zb + headD + 1, zb + headD + 8, '#fbfaf7'));
  if (rng.chance(0.6)) out.push(pillow(-10, 10, railTop + 9, railTop + 19, zb + headD + 8, zb + headD + 12, mix(p.body, '#ffffff', 0.2)));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Case goods

interface Front {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  kind: 'drawer' | 'door' | 'glass';
}

/** Drawer and door fronts standing proud of the carcass, each with its pull. */
function fronts(list: Front[], zFace: number, p: Palette, pull: 'knob' | 'bar' | 'ring', doorSide: (f: Front) => -1 | 1 = () => 1): Solid[] {
  const out: Solid[] = [];
  const g = 0.25;
  for (const f of list) {
    const a: [number, number, number] = [f.x0 + g, f.y0 + g, zFace];
    const b: [number, number, number] = [f.x1 - g, f.y1 - g, zFace + 0.7];
    if (f.kind === 'glass') {
      const fr = 1.4;
      out.push(box([a[0], a[1], zFace], [b[0], a[1] + fr, zFace + 0.7], p.body));
      out.push(box([a[0], b[1] - fr, zFace], [b[0], b[1], zFace + 0.7], p.body));
      out.push(box([a[0], a[1] + fr, zFace], [a[0] + fr, b[1] - fr, zFace + 0.7], p.body));
      out.push(box([b[0] - fr, a[1] + fr, zFace], [b[0], b[1] - fr, zFace + 0.7], p.body));
      out.push(box([a[0] + fr, a[1] + fr, zFace], [b[0] - fr, b[1] - fr, zFace + 0.2], '#c9d3d6', { finish: 'glass' }));
    } else {
      out.push(box(a, b, shade(p.body, 1.03), { finish: 'gloss' }));
    }
    const zp = zFace + 0.7;
    const cy = f.kind === 'drawer' ? (f.y0 + f.y1) / 2 : (f.y0 + f.y1) / 2;
    const cx = f.kind === 'drawer' ? (f.x0 + f.x1) / 2 : doorSide(f) > 0 ? f.x1 - 2.2 : f.x0 + 2.2;
    if (pull === 'knob') out.push(prism(circle(cx, cy, 0.7, 14), 'z', zp, zp + 1.1, p.hardware, { finish: 'metal', scaleEnd: 1.25, smooth: true }));
    else if (pull === 'ring') out.push(prism(circle(cx, cy, 1.1, 16), 'z', zp, zp + 0.4, p.hardware, { finish: 'metal', smooth: true }));
    else if (f.kind === 'drawer') out.push(box([cx - Math.min(5, (f.x1 - f.x0) / 4), cy - 0.35, zp], [cx + Math.min(5, (f.x1 - f.x0) / 4), cy + 0.35, zp + 0.9], p.hardware, { finish: 'metal' }));
    else out.push(box([cx - 0.35, cy - 4, zp], [cx + 0.35, cy + 4, zp + 0.9], p.hardware, { finish: 'metal' }));
  }
  return out;
}

function caseGood(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const shape = piece.shape;
  const W = clamp(piece.width, 14, 96);
  const D = clamp(piece.length, 12, 30);
  const H = clamp(piece.height, 14, 96);
  const out: Solid[] = [];
  const legStyle: LegStyle = rng.pick(['taper', 'block', 'plinth', 'metal', 'bun'] as const);
  const legH = legStyle === 'plinth' ? 3 : clamp(H * 0.12, 3, 8);
  const pull = rng.pick(['knob', 'bar', 'ring'] as const);
  const top = 1.2;
  const zb = -D / 2;
  const zf = D / 2;
  // Carcass and top.
  const overhang = rng.chance(0.5) ? 0.8 : 0;
  out.push(box([-W / 2, legH, zb], [W / 2, H - top, zf], shade(p.body, 0.88)));
  out.push(box([-W / 2 - overhang, H - top, zb - overhang], [W / 2 + overhang, H, zf + overhang], p.body, { finish: 'gloss' }));
  if (legStyle === 'plinth') out.push(box([-W / 2 + 1.2, 0, zb + 1.2], [W / 2 - 1.2, legH, zf - 1.2], shade(p.legs, 0.8)));
  else out.push(...legs(cornerLegs(W, D, 1.6), legH, legStyle, p));
  const y0 = legH + 0.8;
  const y1 = H - top - 0.8;
  const x0 = -W / 2 + 0.9;
  const x1 = W / 2 - 0.9;
  const list: Front[] = [];
  const rows = (n: number, cols: (row: number) => number, ya = y0, yb = y1) => {
    const rh = (yb - ya) / n;
    for (let r = 0; r < n; r++) {
      const c = cols(r);
      const cw = (x1 - x0) / c;
      for (let k = 0; k < c; k++) list.push({ x0: x0 + k * cw, x1: x0 + (k + 1) * cw, y0: yb - (r + 1) * rh, y1: yb - r * rh, kind: 'drawer' });
    }
  };
  const doors = (n: number, ya: number, yb: number, kind: 'door' | 'glass', xa = x0, xb = x1) => {
    const cw = (xb - xa) / n;
    for (let k = 0; k < n; k++) list.push({ x0: xa + k * cw, x1: xa + (k + 1) * cw, y0: ya, y1: yb, kind });
  };
  if (shape === 'nightstand') {
    if (rng.chance(0.5)) rows(rng.pick([2, 3]), () => 1);
    else {
      rows(1, () => 1, y1 - (y1 - y0) * 0.38, y1);
      // An open shelf below: a darker recess.
      out.push(box([x0 + 0.6, y0, zf - 0.2], [x1 - 0.6, y1 - (y1 - y0) * 0.38 - 0.6, zf + 0.05], shade(p.body, 0.55)));
    }
  } else if (shape === 'dresser') {
    rows(3, (r) => (r === 0 && rng.chance(0.5) ? 3 : 2));
  } else if (shape === 'chest') {
    rows(5, (r) => (r === 0 ? 2 : 1));
  } else if (shape === 'sideboard') {
    if (rng.chance(0.5)) doors(4, y0, y1, 'door');
    else {
      const third = (x1 - x0) / 3;
      doors(1, y0, y1, 'door', x0, x0 + third);
      rows(3, () => 1);
      list.splice(1);
      const rh = (y1 - y0) / 3;
      for (let r = 0; r < 3; r++) list.push({ x0: x0 + third, x1: x1 - third, y0: y1 - (r + 1) * rh, y1: y1 - r * rh, kind: 'drawer' });
      doors(1, y0, y1, 'door', x1 - third, x1);
    }
  } else if (H > 66) {
    // A display cabinet: glass doors above, solid doors below.
    const split = y0 + (y1 - y0) * 0.36;
    doors(2, y0, split, 'door');
    doors(2, split + 0.2, y1, 'glass');
    for (let k = 1; k < 4; k++) out.push(box([x0 + 0.5, split + ((y1 - split) * k) / 4, zb + 2], [x1 - 0.5, split + ((y1 - split) * k) / 4 + 0.6, zf - 1], shade(p.body, 0.8)));
  } else if (W > H * 1.6) {
    doors(rng.pick([3, 4]), y0, y1, rng.chance(0.25) ? 'glass' : 'door');
  } else {
    if (rng.chance(0.5)) {
      rows(1, () => 2, y1 - (y1 - y0) * 0.22, y1);
      doors(2, y0, y1 - (y1 - y0) * 0.22 - 0.2, 'door');
    } else doors(2, y0, y1, 'door');
  }
  out.push(...fronts(list, zf, p, pull, (f) => (f.x0 + f.x1 < 0 ? 1 : -1)));
  return out;
}

function bookcase(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 24, 72);
  const D = clamp(piece.length, 10, 22);
  const H = clamp(piece.height, 36, 96);
  const out: Solid[] = [];
  const t = 1.2;
  const base = 3;
  const zb = -D / 2;
  const zf = D / 2;
  out.push(box([-W / 2 + t, base, zb], [W / 2 - t, H - t, zb + 0.6], shade(p.body, 0.62)));
  out.push(box([-W / 2, 0, zb], [-W / 2 + t, H - t, zf], p.body));
  out.push(box([W / 2 - t, 0, zb], [W / 2, H - t, zf], p.body));
  out.push(box([-W / 2, H - t, zb], [W / 2, H, zf + 0.3], p.body, { finish: 'gloss' }));
  out.push(box([-W / 2 + t, 0, zb + 0.6], [W / 2 - t, base, zf - 0.5], shade(p.body, 0.75)));
  const shelves = Math.max(3, Math.round((H - base) / 14));
  const sh = (H - t - base) / shelves;
  const bookTones = [mix(p.body, '#ffffff', 0.6), '#6e7d7a', '#a5896b', '#3f4a57', '#c9bfae', '#8c4f3c', '#d8d2c4', '#55604a'];
  for (let s = 0; s < shelves; s++) {
    const y = base + s * sh;
    out.push(box([-W / 2 + t, y, zb + 0.6], [W / 2 - t, y + 0.9, zf], p.body));
    // Books and objects on the shelf.
    let x = -W / 2 + t + rng.range(0.5, 4);
    const limit = W / 2 - t - 1;
    while (x < limit - 2) {
      if (rng.chance(0.18)) {
        const r = rng.range(1.8, 3);
        if (x + 2 * r > limit) break;
        const hh = rng.range(4, Math.min(10, sh - 2.5));
        out.push(lathe(x + r, zb + D / 2, [[r * 0.6, y + 0.9], [r, y + 0.9 + hh * 0.4], [r * 0.7, y + 0.9 + hh * 0.85], [r * 0.4, y + 0.9 + hh]], rng.pick(['#e8e2d6', '#9aa59b', '#c57b57', '#2f3b45']), { finish: 'gloss', segments: 16 }));
        x += 2 * r + rng.range(1, 3);
        continue;
      }
      const n = Math.floor(rng.range(3, 9));
      for (let b = 0; b < n && x < limit - 1; b++) {
        const bw = rng.range(0.8, 1.8);
        const bh = Math.min(sh - 1.6, rng.range(6.5, 11));
        const bd = rng.range(5, Math.min(9, D - 2));
        out.push(box([x, y + 0.9, zb + 0.8], [Math.min(limit, x + bw), y + 0.9 + bh, zb + 0.8 + bd], rng.pick(bookTones)));
        x += bw + 0.05;
      }
      x += rng.range(2, 6);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

function tableTop(W: number, D: number, H: number, thick: number, round: boolean, color: string): Solid {
  if (round) return lathe(0, 0, [[W / 2 - 0.6, H - thick], [W / 2, H - thick * 0.4], [W / 2 - 0.3, H]], color, { finish: 'gloss', segments: 40 });
  return prism(roundedRect(0, H - thick / 2, D, thick, thick * 0.35, 2), 'x', -W / 2, W / 2, color, { finish: 'gloss' });
}

function table(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const shape = piece.shape;
  const W = clamp(piece.width, 14, 120);
  let D = clamp(piece.length, 12, 60);
  const H = clamp(piece.height, 12, 42);
  const low = shape === 'coffee-table' || H < 22;
  const round = shape === 'table-round' || ((shape === 'coffee-table' || shape === 'side-table') && Math.abs(W - D) < 5 && rng.chance(0.7));
  if (round) D = W;
  const thick = low ? clamp(H * 0.1, 1.2, 2.5) : 1.8;
  const out: Solid[] = [tableTop(W, D, H, thick, round, p.body)];
  const base = rng.chance(0.5) ? p.legs : shade(p.body, 0.92);
  const baseFinish = base === p.legs ? p.legFinish : 'matte';
  const under = H - thick;
  if (round) {
    const style = rng.pick(['pedestal', 'legs', 'drum'] as const);
    if (style === 'pedestal' || (style === 'drum' && !low)) {
      out.push(lathe(0, 0, [[W * 0.24, 0], [W * 0.22, 1.5], [W * 0.09, 4], [W * 0.07, under * 0.5], [W * 0.1, under - 0.01]], base, { finish: baseFinish }));
    } else if (style === 'drum') {
      out.push(cylinder(0, 0, W / 2 - 2, 0, under, shade(p.body, 0.9), { finish: 'matte' }));
    } else {
      const r = W / 2 - 4;
      const pos: Array<[number, number]> = [0, 1, 2, 3].map((i) => [r * Math.cos((i * Math.PI) / 2 + Math.PI / 4), r * Math.sin((i * Math.PI) / 2 + Math.PI / 4)]);
      out.push(...legs(pos, under, rng.pick(['taper', 'metal'] as const), { ...p, legs: base, legFinish: baseFinish }, low ? 0.9 : 1.1));
    }
    if (low && style !== 'drum') out.push(lathe(0, 0, [[W / 2 - 4, under * 0.28], [W / 2 - 4, under * 0.28 + 0.8]], p.body, { segments: 36 }));
    return out;
  }
  const style = rng.pick(low ? (['legs', 'sled', 'block'] as const) : (['legs', 'trestle', 'legs'] as const));
  const apron = low ? 0 : 3.5;
  if (apron) out.push(box([-W / 2 + 2, under - apron, -D / 2 + 2], [W / 2 - 2, under, D / 2 - 2], shade(p.body, 0.8)));
  const y = under - apron;
  if (style === 'legs') {
    out.push(...legs(cornerLegs(W, D, 2.4), y, rng.pick(['taper', 'block', 'metal'] as const), { ...p, legs: base, legFinish: baseFinish }, low ? 0.9 : 1.2));
  } else if (style === 'trestle') {
    for (const x of [-W / 2 + 9, W / 2 - 12]) {
      out.push(box([x, 0, -D / 2 + 4], [x + 3, 2.5, D / 2 - 4], base, { finish: baseFinish }));
      out.push(box([x, 2.5, -2.5], [x + 3, y, 2.5], base, { finish: baseFinish }));
    }
    out.push(box([-W / 2 + 12, y * 0.55, -1], [W / 2 - 12, y * 0.55 + 2.5, 1], base, { finish: baseFinish }));
  } else if (style === 'sled') {
    for (const x of [-W / 2 + 2, W / 2 - 3.2]) {
      out.push(box([x, 0, -D / 2 + 2], [x + 1.2, 1.2, D / 2 - 2], p.legs, { finish: 'metal' }));
      out.push(box([x, 1.2, -D / 2 + 2], [x + 1.2, y, -D / 2 + 3.2], p.legs, { finish: 'metal' }));
      out.push(box([x, 1.2, D / 2 - 3.2], [x + 1.2, y, D / 2 - 2], p.legs, { finish: 'metal' }));
    }
  } else {
    out.push(box([-W / 2 + 3, 0, -D / 2 + 3], [W / 2 - 3, y, D / 2 - 3], shade(p.body, 0.85)));
  }
  if (low && style !== 'block') out.push(box([-W / 2 + 3.2, y * 0.28, -D / 2 + 3.2], [W / 2 - 3.2, y * 0.28 + 1, D / 2 - 3.2], p.body));
  return out;
}

function desk(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 36, 84);
  const D = clamp(piece.length, 18, 36);
  const H = clamp(piece.height, 26, 34);
  const out: Solid[] = [tableTop(W, D, H, 1.6, false, p.body)];
  const under = H - 1.6;
  const pull = rng.pick(['knob', 'bar'] as const);
  if (rng.chance(0.5)) {
    // A drawer pedestal on the right, legs on the left.
    const pw = 17;
    out.push(box([W / 2 - pw - 0.5, 0, -D / 2 + 1], [W / 2 - 0.5, under, D / 2 - 1], shade(p.body, 0.88)));
    const rh = (under - 1.5) / 3;
    const list: Front[] = [0, 1, 2].map((r) => ({ x0: W / 2 - pw, x1: W / 2 - 1, y0: under - (r + 1) * rh, y1: under - r * rh - 0.4, kind: 'drawer' }));
    out.push(...fronts(list, D / 2 - 1, p, pull));
    out.push(box([-W / 2 + 1, under - 4, -D / 2 + 1], [W / 2 - pw - 0.5, under, D / 2 - 1.5], shade(p.body, 0.82)));
    out.push(...legs([[-W / 2 + 2.5, -D / 2 + 2.5], [-W / 2 + 2.5, D / 2 - 2.5]], under - 4, 'taper', p, 1.1));
  } else {
    out.push(box([-W / 2 + 1.5, under - 4.5, -D / 2 + 1.5], [W / 2 - 1.5, under, D / 2 - 1.5], shade(p.body, 0.85)));
    const n = W > 60 ? 3 : 2;
    const cw = (W - 5) / n;
    const list: Front[] = Array.from({ length: n }, (_, k) => ({ x0: -W / 2 + 2.5 + k * cw, x1: -W / 2 + 2.5 + (k + 1) * cw, y0: under - 4.2, y1: under - 0.4, kind: 'drawer' }));
    out.push(...fronts(list, D / 2 - 1.5, p, pull));
    out.push(...legs(cornerLegs(W, D, 2.5), under - 4.5, rng.pick(['taper', 'block', 'metal'] as const), p, 1.1));
  }
  return out;
}

function console_(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 30, 84);
  const D = clamp(piece.length, 10, 24);
  const H = clamp(piece.height, 26, 40);
  const out: Solid[] = [tableTop(W, D, H, 1.5, false, p.body)];
  const under = H - 1.5;
  const apron = 5;
  out.push(box([-W / 2 + 1, under - apron, -D / 2 + 1], [W / 2 - 1, under, D / 2 - 1], shade(p.body, 0.85)));
  const n = W > 56 ? 3 : 2;
  const cw = (W - 4) / n;
  out.push(...fronts(Array.from({ length: n }, (_, k) => ({ x0: -W / 2 + 2 + k * cw, x1: -W / 2 + 2 + (k + 1) * cw, y0: under - apron + 0.4, y1: under - 0.4, kind: 'drawer' as const })), D / 2 - 1, p, rng.pick(['knob', 'ring'] as const)));
  out.push(...legs(cornerLegs(W, D, 1.8), under - apron, rng.pick(['taper', 'block', 'metal'] as const), p, 1));
  out.push(box([-W / 2 + 2.4, 6, -D / 2 + 2.4], [W / 2 - 2.4, 7.2, D / 2 - 2.4], p.body));
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Mirrors and lighting

function mirror(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 16, 72);
  const H = clamp(piece.height, 16, 84);
  const out: Solid[] = [];
  const frameColor = p.body;
  const glass = '#cfd9dc';
  const lift = 10;
  if (rng.chance(0.35) || Math.abs(W - H) < 4) {
    const r = Math.min(W, H) / 2;
    const cy = lift + r;
    out.push(prism(circle(0, cy, r, 48), 'z', -1.5, 0, frameColor, { finish: 'gloss', smooth: true, noShadow: true }));
    out.push(prism(circle(0, cy, r - Math.max(2, r * 0.09), 48), 'z', 0, 0.25, glass, { finish: 'glass', smooth: true, noShadow: true }));
    return out;
  }
  const f = clamp(W * 0.07, 2, 4.5);
  const y0 = lift;
  const y1 = lift + H;
  const arch = rng.chance(0.4);
  if (arch) {
    const r = W / 2;
    const prof = (inset: number): Vec2[] => {
      const pts: Vec2[] = [[-W / 2 + inset, y0 + inset], [W / 2 - inset, y0 + inset]];
      for (let i = 0; i <= 24; i++) {
        const t = (i / 24) * Math.PI;
        pts.push([(r - inset) * Math.cos(t), y1 - r + (r - inset) * Math.sin(t)]);
      }
      return pts;
    };
    out.push(prism(prof(0), 'z', -1.5, 0, frameColor, { finish: 'gloss', smooth: false, noShadow: true }));
    out.push(prism(prof(f), 'z', 0, 0.25, glass, { finish: 'glass', smooth: false, noShadow: true }));
    return out;
  }
  out.push(box([-W / 2, y0, -1.5], [W / 2, y1, 0], frameColor, { finish: 'gloss', noShadow: true }));
  out.push(box([-W / 2 + f, y0 + f, 0], [W / 2 - f, y1 - f, 0.25], glass, { finish: 'glass', noShadow: true }));
  return out;
}

function lamp(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const H = clamp(piece.height, 16, 76);
  const W = clamp(piece.width, 10, 26);
  const out: Solid[] = [];
  const shadeColor = rng.pick(['#f1ebdf', '#ebe4d6', '#f4f1ea']);
  const shadeH = clamp(H * (H > 50 ? 0.18 : 0.36), 8, 15);
  const rBottom = W / 2;
  const rTop = rBottom * rng.range(0.68, 0.9);
  const shadeY = H - shadeH;
  if (H > 50) {
    out.push(lathe(0, 0, [[W * 0.42, 0], [W * 0.42, 0.9], [W * 0.36, 1.6], [0.7, 1.7]], p.legs, { finish: 'metal' }));
    out.push(cylinder(0, 0, 0.5, 1.7, shadeY + 1, p.body, { finish: 'metal', segments: 12 }));
  } else {
    const bodyH = shadeY - 2.5;
    const form = rng.pick(['gourd', 'column', 'urn'] as const);
    const rb = W * 0.26;
    const profile: Vec2[] =
      form === 'gourd'
        ? [[rb * 0.6, 1.2], [rb * 1.05, bodyH * 0.25], [rb * 1.15, bodyH * 0.45], [rb * 0.85, bodyH * 0.75], [rb * 0.35, bodyH]]
        : form === 'urn'
          ? [[rb * 0.55, 1.2], [rb * 0.6, bodyH * 0.15], [rb * 1.1, bodyH * 0.5], [rb * 0.9, bodyH * 0.8], [rb * 0.4, bodyH]]
          : [[rb * 0.6, 1.2], [rb * 0.62, bodyH * 0.9], [rb * 0.35, bodyH]];
    out.push(cylinder(0, 0, rb * 0.9, 0, 1.2, p.legs, { finish: p.legFinish, segments: 24 }));
    out.push(lathe(0, 0, profile, p.body, { finish: 'gloss' }));
    out.push(cylinder(0, 0, 0.35, bodyH, shadeY + 1, p.hardware, { finish: 'metal', segments: 10 }));
  }
  out.push(cylinder(0, 0, rBottom, shadeY, H, shadeColor, { rTop, finish: 'glow', segments: 40 }));
  return out;
}

function chandelier(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 16, 60);
  const H = clamp(piece.height, 14, 48);
  const out: Solid[] = [];
  const bottom = 6;
  const top = bottom + H;
  const metal = p.body;
  // Chain to the ceiling and the canopy.
  out.push(cylinder(0, 0, 0.35, top, top + 200, metal, { finish: 'metal', segments: 8, noFit: true, noShadow: true }));
  out.push(cylinder(0, 0, 3, top - 1, top, metal, { finish: 'metal', noShadow: true }));
  if (rng.chance(0.4)) {
    // A drum: a large shade with a diffuser.
    out.push(cylinder(0, 0, W / 2, bottom + H * 0.35, top - 4, rng.pick(['#f1ebdf', '#e3dccd']), { finish: 'glow', segments: 48, noShadow: true }));
    out.push(cylinder(0, 0, 0.4, top - 4, top - 1, metal, { finish: 'metal', segments: 8, noShadow: true }));
    return out;
  }
  const arms = rng.pick([5, 6, 8]);
  const armY = bottom + H * 0.35;
  out.push(lathe(0, 0, [[0.4, bottom], [2.2, bottom + 2], [2.6, armY], [1.2, armY + H * 0.3], [0.5, top - 1]], metal, { finish: 'metal', noShadow: true }));
  const reach = W / 2 - 2;
  for (let i = 0; i < arms; i++) {
    const deg = (360 / arms) * i + 15;
    const t = (deg * Math.PI) / 180;
    const x = reach * Math.cos(t);
    const z = reach * Math.sin(t);
    out.push(rotateY(box([0, armY, -0.4], [reach, armY + 0.8, 0.4], metal, { finish: 'metal', noShadow: true }), -deg));
    out.push(cylinder(x, z, 1.4, armY + 0.8, armY + 2.2, metal, { finish: 'metal', segments: 14, noShadow: true }));
    out.push(cylinder(x, z, 0.55, armY + 2.2, armY + 6.5, '#f7f3ea', { segments: 10, noShadow: true }));
    out.push(cylinder(x, z, 2.6, armY + 6.5, armY + 11, '#f1ebdf', { rTop: 1.6, finish: 'glow', segments: 20, noShadow: true }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The broader line: armoires, chaises, daybeds, credenzas, buffets, etageres, vanities, rugs

/** A tall two-door wardrobe under a cornice, with two drawers below, on bracket feet or a plinth. */
function armoire(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 30, 64);
  const D = clamp(piece.length, 16, 30);
  const H = clamp(piece.height, 60, 96);
  const out: Solid[] = [];
  const plinth = rng.chance(0.4);
  const legH = plinth ? 3.5 : 5;
  const cornice = 3.2;
  const zb = -D / 2;
  const zf = D / 2;
  out.push(box([-W / 2, legH, zb], [W / 2, H - cornice, zf], shade(p.body, 0.88)));
  // The cornice: two steps standing proud of the case.
  out.push(box([-W / 2 - 0.8, H - cornice, zb - 0.8], [W / 2 + 0.8, H - cornice + 1.4, zf + 0.8], shade(p.body, 0.95)));
  out.push(box([-W / 2 - 1.6, H - cornice + 1.4, zb - 1.6], [W / 2 + 1.6, H, zf + 1.6], p.body, { finish: 'gloss' }));
  if (plinth) out.push(box([-W / 2 - 0.6, 0, zb - 0.6], [W / 2 + 0.6, legH, zf + 0.6], shade(p.body, 0.8)));
  else out.push(...legs(cornerLegs(W, D, 2), legH, rng.pick(['bun', 'block'] as const), { ...p, legs: shade(p.body, 0.85), legFinish: 'matte' }, 1.3));
  const x0 = -W / 2 + 1;
  const x1 = W / 2 - 1;
  const y0 = legH + 0.8;
  const y1 = H - cornice - 0.8;
  const split = y0 + Math.min(14, (y1 - y0) * 0.2);
  const mirrored = rng.chance(0.25);
  const list: Front[] = [
    { x0, x1: 0, y0, y1: split, kind: 'drawer' },
    { x0: 0, x1, y0, y1: split, kind: 'drawer' },
    { x0, x1: 0, y0: split + 0.3, y1, kind: 'door' },
    { x0: 0, x1, y0: split + 0.3, y1, kind: 'door' },
  ];
  out.push(...fronts(list, zf, p, rng.pick(['knob', 'bar', 'ring'] as const), (f) => (f.x0 < 0 ? 1 : -1)));
  // Raised panels (or mirror glass) on the doors.
  for (const [a, b] of [
    [x0 + 3, -3],
    [3, x1 - 3],
  ] as Array<[number, number]>) {
    const top = y1 - 4;
    const bottom = split + 4;
    if (mirrored) out.push(box([a, bottom, zf + 0.7], [b, top, zf + 0.9], '#cfd9dc', { finish: 'glass' }));
    else {
      const mid = bottom + (top - bottom) * 0.45;
      out.push(box([a, mid + 1.5, zf + 0.7], [b, top, zf + 1.05], shade(p.body, 1.08)));
      out.push(box([a, bottom, zf + 0.7], [b, mid - 1.5, zf + 1.05], shade(p.body, 1.08)));
    }
  }
  return out;
}

/** A chaise lounge: one long seat, its back raised and sloped at one end, on legs. */
function chaise(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 50, 80);
  const D = clamp(piece.length, 22, 38);
  const H = clamp(piece.height, 26, 42);
  const out: Solid[] = [];
  const legStyle = rng.pick(['taper', 'metal', 'bun', 'taper'] as const);
  const legH = rng.range(5, 7.5);
  const seatTop = 17.5;
  const deckTop = seatTop - 4.5;
  const x0 = -W / 2;
  const x1 = W / 2;
  const z0 = -D / 2;
  const z1 = D / 2;
  const tufted = rng.chance(0.5);
  // The frame under the seat.
  out.push(box([x0 + 1, legH, z0 + 0.5], [x1, deckTop, z1 - 0.5], shade(p.body, 0.9), { finish: 'fabric' }));
  // The raised back: a wedge rising from the seat to the head end, run across the depth.
  const run = clamp(W * 0.34, 18, 26);
  out.push(
    prism(
      [
        [x0, legH],
        [x0 + run, legH],
        [x0 + run, seatTop - 0.5],
        [x0 + 6, H - 1],
        [x0 + 2.5, H],
        [x0, H - 2],
      ],
      'z',
      z0,
      z1,
      p.body,
      { finish: 'fabric', smooth: false },
    ),
  );
  // A long seat cushion from the back to the foot, rounded at the foot.
  out.push(prism(roundedRect((x0 + run + x1) / 2, (deckTop + seatTop) / 2, x1 - (x0 + run) + 0.5, seatTop - deckTop, 2.4, 4), 'z', z0 + 0.5, z1 - 0.5, p.body, { finish: 'fabric' }));
  if (tufted) {
    for (let x = x0 + run + 6; x < x1 - 3; x += 9)
      for (const z of [z0 + D * 0.3, z0 + D * 0.7]) out.push(cylinder(x, z, 0.5, seatTop - 0.1, seatTop + 0.15, shade(p.body, 0.6), { segments: 10 }));
  }
  // A bolster lying on the seat against the foot of the back.
  if (rng.chance(0.6)) out.push(prism(circle(x0 + run + 3.2, seatTop + 3.2, 3.4, 20), 'z', z0 + 1.5, z1 - 1.5, shade(p.body, 1.08), { finish: 'fabric', smooth: true }));
  const pos: Array<[number, number]> = [
    [x0 + 3, z0 + 3],
    [x1 - 3, z0 + 3],
    [x0 + 3, z1 - 3],
    [x1 - 3, z1 - 3],
  ];
  out.push(...legs(pos, legH, legStyle, p));
  return out;
}

/** A daybed: a twin mattress in a frame with a back and two arms as high, bolsters and pillows against the back. */
function daybed(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 70, 90);
  const D = clamp(piece.length, 34, 48);
  const H = clamp(piece.height, 28, 44);
  const out: Solid[] = [];
  const legH = rng.range(4, 6);
  const railTop = 13;
  const frame = 3;
  const zb = -D / 2;
  const zf = D / 2;
  const cane = rng.chance(0.3);
  const armH = H - rng.range(0, 4);
  // Back and arms, as high as each other: the three sides of a bed.
  out.push(prism(roundedRect(0, (legH + H) / 2, W, H - legH, 1.5, 3), 'z', zb, zb + frame, p.body, { finish: 'fabric' }));
  out.push(prism(roundedRect(-W / 2 + frame / 2, (legH + armH) / 2, frame, armH - legH, 1.4, 3), 'z', zb + frame, zf, p.body, { finish: 'fabric' }));
  out.push(prism(roundedRect(W / 2 - frame / 2, (legH + armH) / 2, frame, armH - legH, 1.4, 3), 'z', zb + frame, zf, p.body, { finish: 'fabric' }));
  if (cane) {
    // A woven panel set into the back.
    out.push(box([-W / 2 + 6, railTop + 8, zb + frame], [W / 2 - 6, H - 4, zb + frame + 0.3], mix(p.body, '#d9c7a0', 0.6)));
  }
  // The rail and the mattress, with its piped edge.
  out.push(box([-W / 2 + frame, legH, zb + frame], [W / 2 - frame, railTop, zf], shade(p.body, 0.9), { finish: 'fabric' }));
  const mattress = rng.pick([p.linen, mix(p.body, '#ffffff', 0.45)]);
  out.push(cushion(-W / 2 + frame, W / 2 - frame, railTop, railTop + 7, zb + frame, zf + 0.4, mattress, 1.6));
  // Bolsters against the arms and pillows against the back.
  const bolster = shade(p.body, 1.05);
  for (const x of [-W / 2 + frame + 4, W / 2 - frame - 4]) out.push(prism(circle(x, railTop + 11, 4, 20), 'z', zb + frame + 1, zf - 1, bolster, { finish: 'fabric', smooth: true }));
  const tone = rng.pick([p.linen, mix(p.legs, '#ffffff', 0.4), shade(p.body, 1.2)]);
  const n = W > 80 ? 3 : 2;
  const span = W - 2 * frame - 20;
  for (let i = 0; i < n; i++) {
    const cx = -span / 2 + (span * (i + 0.5)) / n;
    out.push(pillow(cx - 9, cx + 9, railTop + 7, Math.min(railTop + 24, H - 2), zb + frame, zb + frame + 5, i % 2 ? tone : shade(tone, 0.92)));
  }
  out.push(...legs(cornerLegs(W, D, 2.2), legH, rng.pick(['taper', 'block', 'bun'] as const), p));
  return out;
}

/** A credenza: a long, low case of doors, on short legs or a plinth; the doors now and then fluted. */
function credenza(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 48, 96);
  const D = clamp(piece.length, 14, 24);
  const H = clamp(piece.height, 22, 36);
  const out: Solid[] = [];
  const legStyle: LegStyle = rng.pick(['metal', 'taper', 'plinth'] as const);
  const legH = legStyle === 'plinth' ? 2.5 : rng.range(4, 6);
  const zb = -D / 2;
  const zf = D / 2;
  out.push(box([-W / 2, legH, zb], [W / 2, H - 1.2, zf], shade(p.body, 0.88)));
  out.push(box([-W / 2 - 0.5, H - 1.2, zb - 0.5], [W / 2 + 0.5, H, zf + 0.5], p.body, { finish: 'gloss' }));
  if (legStyle === 'plinth') out.push(box([-W / 2 + 2, 0, zb + 2], [W / 2 - 2, legH, zf - 2], shade(p.body, 0.55)));
  else out.push(...legs([...cornerLegs(W, D, 2.5), ...(W > 70 ? ([[0, zb + 2.5], [0, zf - 2.5]] as Array<[number, number]>) : [])], legH, legStyle, p));
  const x0 = -W / 2 + 0.9;
  const x1 = W / 2 - 0.9;
  const y0 = legH + 0.8;
  const y1 = H - 2;
  const n = W > 66 ? 4 : 3;
  const cw = (x1 - x0) / n;
  const list: Front[] = Array.from({ length: n }, (_, k) => ({ x0: x0 + k * cw, x1: x0 + (k + 1) * cw, y0, y1, kind: 'door' as const }));
  out.push(...fronts(list, zf, p, rng.pick(['bar', 'knob'] as const), (f) => ((f.x0 + f.x1) / 2 < 0 ? 1 : -1)));
  if (rng.chance(0.45)) {
    // Fluted doors: reeds standing on each door.
    for (const f of list)
      for (let x = f.x0 + 1.4; x < f.x1 - 1.2; x += 1.6) out.push(prism(roundedRect(x + 0.55, zf + 0.85, 1.1, 0.5, 0.24, 2), 'y', y0 + 1, y1 - 1, shade(p.body, 1.06), { finish: 'gloss' }));
  }
  return out;
}

/** A buffet: serving height on tall legs, a row of drawers over doors. */
function buffet(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 48, 90);
  const D = clamp(piece.length, 16, 24);
  const H = clamp(piece.height, 30, 42);
  const out: Solid[] = [];
  const legH = rng.range(8, 11);
  const zb = -D / 2;
  const zf = D / 2;
  out.push(box([-W / 2, legH, zb], [W / 2, H - 1.4, zf], shade(p.body, 0.88)));
  out.push(box([-W / 2 - 1, H - 1.4, zb - 1], [W / 2 + 1, H, zf + 1], p.body, { finish: 'gloss' }));
  out.push(box([-W / 2 + 0.5, legH - 1.2, zb + 0.5], [W / 2 - 0.5, legH, zf - 0.5], shade(p.body, 0.8)));
  out.push(...legs(cornerLegs(W, D, 2), legH - 1.2, rng.pick(['taper', 'block', 'metal'] as const), { ...p, legs: rng.chance(0.6) ? shade(p.body, 0.9) : p.legs }, 1.2));
  const x0 = -W / 2 + 0.9;
  const x1 = W / 2 - 0.9;
  const y0 = legH + 0.6;
  const y1 = H - 2.2;
  const row = Math.min(6, (y1 - y0) * 0.28);
  const n = W > 64 ? 3 : 2;
  const list: Front[] = [];
  for (let k = 0; k < n; k++) list.push({ x0: x0 + ((x1 - x0) * k) / n, x1: x0 + ((x1 - x0) * (k + 1)) / n, y0: y1 - row, y1, kind: 'drawer' });
  const doors = n === 3 ? 4 : 2;
  for (let k = 0; k < doors; k++) list.push({ x0: x0 + ((x1 - x0) * k) / doors, x1: x0 + ((x1 - x0) * (k + 1)) / doors, y0, y1: y1 - row - 0.3, kind: 'door' });
  out.push(...fronts(list, zf, p, rng.pick(['ring', 'bar', 'knob'] as const), (f) => ((f.x0 + f.x1) / 2 < 0 ? 1 : -1)));
  return out;
}

/** An etagere: an open tower of shelves on four slim posts, open on every side, with a few objects and books. */
function etagere(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 22, 48);
  const D = clamp(piece.length, 10, 22);
  const H = clamp(piece.height, 48, 96);
  const out: Solid[] = [];
  const metalFrame = /steel|iron|brass|bronze|nickel|metal/i.test(piece.materials ?? '') || luminance(p.body) > 0.45 || rng.chance(0.3);
  const post = metalFrame ? 0.9 : 1.5;
  const frame = metalFrame ? p.body : shade(p.body, 0.9);
  const glass = /glass/i.test(piece.materials ?? '');
  // Shelves in the veneer the materials name (a metal frame's), else the frame's own finish.
  const veneer = (piece.materials ?? '').match(/(black lacquer|ebonized|painted ivory|walnut|oak|ash|mahogany|cherry|pecan) veneer/i)?.[1]?.toLowerCase();
  const VENEERS: Record<string, string> = { 'black lacquer': '#141414', ebonized: '#1f1b18', 'painted ivory': '#ece4d3', walnut: '#5c3b22', oak: '#b08d5b', ash: '#8e8a84', mahogany: '#6b2e1f', cherry: '#7b3b2a', pecan: '#a8713a' };
  const shelfColor = glass ? '#cfd9dc' : /marble/i.test(piece.materials ?? '') ? '#e9e6e1' : metalFrame ? (VENEERS[veneer ?? ''] ?? mix(p.legs, '#8a6e55', 0.5)) : p.body;
  const zb = -D / 2;
  const zf = D / 2;
  for (const [x, z] of cornerLegs(W, D, post / 2)) out.push(box([x - post / 2, 0, z - post / 2], [x + post / 2, H, z + post / 2], frame, { finish: metalFrame ? 'metal' : 'matte' }));
  const shelves = H > 78 ? 5 : 4;
  const bottom = 3;
  const step = (H - bottom - 0.8) / (shelves - 1);
  const tones = ['#e8e2d6', '#9aa59b', '#c57b57', '#2f3b45', '#d8d2c4'];
  for (let s = 0; s < shelves; s++) {
    const y = bottom + s * step;
    out.push(box([-W / 2 + post * 0.2, y, zb + post * 0.2], [W / 2 - post * 0.2, y + (glass ? 0.4 : 0.8), zf - post * 0.2], shelfColor, { finish: glass ? 'glass' : 'gloss' }));
    if (s === shelves - 1) break;
    // A vase, a bowl or a short stack of books on most shelves, well apart: the shelves read as open.
    const top = y + (glass ? 0.4 : 0.8);
    if (rng.chance(0.8)) {
      const r = rng.range(1.8, 3);
      const hh = rng.range(5, Math.min(12, step - 3));
      const x = rng.range(-W / 2 + 4, -2);
      out.push(lathe(x, 0, [[r * 0.6, top], [r, top + hh * 0.4], [r * 0.7, top + hh * 0.85], [r * 0.4, top + hh]], rng.pick(tones), { finish: 'gloss', segments: 16 }));
    }
    if (rng.chance(0.6)) {
      const x = rng.range(2, W / 2 - 10);
      let y2 = top;
      for (let b = 0; b < rng.pick([2, 3, 4]); b++) {
        const bh = rng.range(0.9, 1.6);
        out.push(box([x, y2, -D / 4], [x + rng.range(6.5, 8.5), y2 + bh, D / 4], rng.pick(tones)));
        y2 += bh;
      }
    }
  }
  return out;
}

/** A vanity: a dressing table with a drawer each side of the knee space and a framed mirror standing on it. */
function vanity(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 34, 64);
  const D = clamp(piece.length, 14, 26);
  const H = clamp(piece.height, 44, 80);
  const tableH = 30;
  const out: Solid[] = [tableTop(W, D, tableH, 1.4, false, p.body)];
  const under = tableH - 1.4;
  const apron = 5;
  const zf = D / 2 - 1;
  out.push(box([-W / 2 + 1, under - apron, -D / 2 + 1], [W / 2 - 1, under, zf], shade(p.body, 0.86)));
  const side = Math.min(14, (W - 22) / 2);
  const list: Front[] = [
    { x0: -W / 2 + 1.5, x1: -W / 2 + 1.5 + side, y0: under - apron + 0.4, y1: under - 0.4, kind: 'drawer' },
    { x0: W / 2 - 1.5 - side, x1: W / 2 - 1.5, y0: under - apron + 0.4, y1: under - 0.4, kind: 'drawer' },
  ];
  out.push(...fronts(list, zf, p, rng.pick(['knob', 'ring'] as const)));
  out.push(...legs(cornerLegs(W, D, 1.8), under - apron, rng.pick(['taper', 'metal', 'block'] as const), p, 1));
  // The mirror on the back edge: an arch, an oval or a rectangle in a frame on two uprights.
  const mw = clamp(W * 0.62, 20, 36);
  const mBottom = tableH + 3;
  const mTop = H;
  const zm = -D / 2 + 1;
  const frameColor = rng.chance(0.5) ? p.body : p.hardware;
  for (const x of [-mw / 2 - 0.8, mw / 2 - 0.4]) out.push(box([x, tableH, zm - 0.6], [x + 1.2, mBottom + (mTop - mBottom) * 0.5, zm + 0.6], frameColor, { finish: frameColor === p.body ? 'gloss' : 'metal' }));
  const form = rng.pick(['arch', 'oval', 'rect'] as const);
  const cy = (mBottom + mTop) / 2;
  const outline = (inset: number): Vec2[] => {
    if (form === 'oval') return Array.from({ length: 40 }, (_, i) => [((mw / 2 - inset) * Math.cos((i / 40) * Math.PI * 2)) as number, cy + ((mTop - mBottom) / 2 - inset) * Math.sin((i / 40) * Math.PI * 2)] as Vec2);
    if (form === 'rect') return roundedRect(0, cy, mw - 2 * inset, mTop - mBottom - 2 * inset, 1, 2);
    const r = mw / 2 - inset;
    const pts: Vec2[] = [[-r, mBottom + inset], [r, mBottom + inset]];
    for (let i = 0; i <= 20; i++) pts.push([r * Math.cos((i / 20) * Math.PI), mTop - mw / 2 + r * Math.sin((i / 20) * Math.PI)]);
    return pts;
  };
  out.push(prism(outline(0), 'z', zm - 0.6, zm + 0.6, frameColor, { finish: frameColor === p.body ? 'gloss' : 'metal', smooth: false }));
  out.push(prism(outline(1.8), 'z', zm + 0.6, zm + 0.8, '#cfd9dc', { finish: 'glass', smooth: false }));
  return out;
}

/** A rug lying flat: a field in its colour, a border, and a medallion, stripes, a lattice or a plain weave. */
function rug(piece: Piece, rng: Seeded, p: Palette): Solid[] {
  // Sizes unclamped by the caller's ranges (a 10' x 14' rug is 168" long).
  const W = Math.max(24, Math.min(180, piece.width || 96));
  const D = Math.max(24, Math.min(200, piece.length || 120));
  const out: Solid[] = [];
  const field = p.body;
  const light = luminance(field) > 0.45;
  const accent = light ? rng.pick(['#5b6b7a', '#8a5a44', '#6e7a5e', '#3f4a57']) : rng.pick(['#e6dccb', '#c9a86a', '#d9c9b0', '#b98b6e']);
  const t = 0.6;
  const layer = (i: number) => [t + i * 0.08, t + (i + 1) * 0.08] as const;
  out.push(box([-W / 2, 0, -D / 2], [W / 2, t, D / 2], shade(field, 0.9), { finish: 'fabric' }));
  const jute = /jute/i.test(piece.materials ?? '');
  const pattern = jute ? 'plain' : rng.pick(['medallion', 'border', 'stripes', 'lattice', 'medallion'] as const);
  const b = Math.min(W, D) * 0.08;
  const [a0, a1] = layer(0);
  if (pattern === 'plain') {
    // A plain weave with a fine rib, bound round in a cotton tape.
    const tape = rng.pick(['#3a3430', '#efe9dc', '#6b5a48']);
    out.push(box([-W / 2, a0, -D / 2], [W / 2, a1, D / 2], tape, { finish: 'fabric' }));
    const [f0, f1] = layer(1);
    out.push(box([-W / 2 + 2.5, f0, -D / 2 + 2.5], [W / 2 - 2.5, f1, D / 2 - 2.5], field, { finish: 'fabric' }));
    for (let z = -D / 2 + 4; z < D / 2 - 3; z += 2.4) out.push(box([-W / 2 + 2.5, f1, z], [W / 2 - 2.5, f1 + 0.04, z + 0.5], shade(field, 0.94), { finish: 'fabric' }));
  } else {
    // The border band, then the field inside it.
    out.push(box([-W / 2 + 1, a0, -D / 2 + 1], [W / 2 - 1, a1, D / 2 - 1], accent, { finish: 'fabric' }));
    const [f0, f1] = layer(1);
    out.push(box([-W / 2 + b, f0, -D / 2 + b], [W / 2 - b, f1, D / 2 - b], field, { finish: 'fabric' }));
    const [g0, g1] = layer(2);
    if (pattern === 'medallion') {
      const mw = (W - 2 * b) * 0.32;
      const md = (D - 2 * b) * 0.22;
      out.push(prism([[0, -md], [mw, 0], [0, md], [-mw, 0]], 'y', g0, g1, accent, { finish: 'fabric', smooth: false }));
      const [h0, h1] = layer(3);
      out.push(prism(circle(0, 0, Math.min(mw, md) * 0.42, 24), 'y', h0, h1, field, { finish: 'fabric', smooth: false }));
      for (const [sx, sz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) out.push(prism([[sx * (W / 2 - b), sz * (D / 2 - b)], [sx * (W / 2 - b - mw * 0.5), sz * (D / 2 - b)], [sx * (W / 2 - b), sz * (D / 2 - b - md * 0.6)]], 'y', g0, g1, accent, { finish: 'fabric', smooth: false }));
    } else if (pattern === 'stripes') {
      const n = rng.pick([5, 7, 9]);
      const span = D - 2 * b;
      for (let i = 1; i < n; i += 2) out.push(box([-W / 2 + b, g0, -D / 2 + b + (span * i) / n], [W / 2 - b, g1, -D / 2 + b + (span * (i + 1)) / n], mix(accent, field, 0.35), { finish: 'fabric' }));
    } else if (pattern === 'lattice') {
      const step = Math.min(W, D) / 7;
      for (let x = -W / 2 + b + step / 2; x < W / 2 - b - step / 3; x += step)
        for (let z = -D / 2 + b + step / 2; z < D / 2 - b - step / 3; z += step) out.push(prism([[x, z - step * 0.32], [x + step * 0.32, z], [x, z + step * 0.32], [x - step * 0.32, z]], 'y', g0, g1, accent, { finish: 'fabric', smooth: false }));
    } else {
      // A second, thin border inside the first.
      out.push(box([-W / 2 + b * 1.6, g0, -D / 2 + b * 1.6], [W / 2 - b * 1.6, g1, D / 2 - b * 1.6], accent, { finish: 'fabric' }));
      const [h0, h1] = layer(3);
      out.push(box([-W / 2 + b * 1.6 + 1.5, h0, -D / 2 + b * 1.6 + 1.5], [W / 2 - b * 1.6 - 1.5, h1, D / 2 - b * 1.6 - 1.5], field, { finish: 'fabric' }));
    }
  }
  // Fringe at the two short ends.
  if (!jute && rng.chance(0.6)) for (const z of [-D / 2 - 2.5, D / 2]) out.push(box([-W / 2 + 1, 0, z], [W / 2 - 1, 0.2, z + 2.5], mix(field, '#f4efe6', 0.7), { finish: 'fabric' }));
  return out;
}

function generic(piece: Piece, _rng: Seeded, p: Palette): Solid[] {
  const W = clamp(piece.width, 12, 60);
  const D = clamp(piece.length, 12, 40);
  const H = clamp(piece.height, 12, 48);
  return [
    box([-W / 2, H - 1.5, -D / 2], [W / 2, H, D / 2], p.body, { finish: 'gloss' }),
    box([-W / 2 + 1.5, H * 0.2, -D / 2 + 1.5], [W / 2 - 1.5, H * 0.2 + 1, D / 2 - 1.5], p.body),
    ...legs(cornerLegs(W, D, 1.2), H - 1.5, 'block', { ...p, legs: shade(p.body, 0.85), legFinish: 'matte' }, 0.8),
  ];
}

/** The kind of picture a shape makes: it chooses the cameras of the views. */
export type Family = 'seating' | 'case' | 'table' | 'wall' | 'lighting' | 'hanging' | 'floor';

export function familyOf(shape: string): Family {
  if (['sofa', 'sectional', 'chair', 'dining-chair', 'stool', 'ottoman', 'bench', 'bed', 'chaise', 'daybed'].includes(shape)) return 'seating';
  if (['nightstand', 'dresser', 'chest', 'sideboard', 'cabinet', 'bookcase', 'console', 'desk', 'armoire', 'credenza', 'buffet', 'etagere', 'vanity'].includes(shape)) return 'case';
  if (shape === 'rug') return 'floor';
  if (shape === 'mirror') return 'wall';
  if (shape === 'lamp') return 'lighting';
  if (shape === 'chandelier') return 'hanging';
  return 'table';
}

/** The solids of a product's piece, varied by its SKU (arms, legs, pulls, tufting, proportions from its sizes). */
export function buildPiece(piece: Piece): Solid[] {
  const rng = new Seeded(piece.sku);
  const p = paletteFor(piece, rng);
  const full = { ...piece, width: clamp(piece.width, 8, 160), length: clamp(piece.length, 1, 140), height: clamp(piece.height, 8, 100) };
  switch (piece.shape) {
    case 'sofa':
      return seating(full, rng, p, {
        arms: rng.pick(['track', 'rolled', 'slope', 'track'] as const),
        legStyle: rng.pick(['taper', 'block', 'metal', 'bun', 'plinth'] as const),
        pillowBack: rng.chance(0.55),
        seats: full.width < 74 ? 2 : rng.pick([2, 3, 3]),
      });
    case 'sectional':
      return seating(full, rng, p, {
        arms: rng.pick(['track', 'slope', 'rolled'] as const),
        legStyle: rng.pick(['taper', 'block', 'plinth'] as const),
        pillowBack: rng.chance(0.6),
        seats: 3,
        chaise: 1,
      });
    case 'chair': {
      const armless = rng.chance(0.2);
      return seating({ ...full, width: clamp(full.width, 22, 40) }, rng, p, {
        arms: armless ? 'none' : rng.pick(['track', 'rolled', 'slope'] as const),
        legStyle: rng.pick(['taper', 'block', 'metal', 'bun', 'plinth'] as const),
        pillowBack: rng.chance(0.4),
        seats: 1,
      });
    }
    case 'dining-chair':
      return diningChair(full, rng, p);
    case 'stool':
      return stool(full, rng, p);
    case 'ottoman':
      return ottoman(full, rng, p, false);
    case 'bench':
      return ottoman(full, rng, p, true);
    case 'bed':
      return bed(full, rng, p);
    case 'nightstand':
    case 'dresser':
    case 'chest':
    case 'sideboard':
    case 'cabinet':
      return caseGood(full, rng, p);
    case 'bookcase':
      return bookcase(full, rng, p);
    case 'console':
      return console_(full, rng, p);
    case 'desk':
      return desk(full, rng, p);
    case 'table-round':
    case 'table-rect':
    case 'coffee-table':
    case 'side-table':
      return table(full, rng, p);
    case 'mirror':
      return mirror(full, rng, p);
    case 'lamp':
      return lamp(full, rng, p);
    case 'chandelier':
      return chandelier(full, rng, p);
    case 'armoire':
      return armoire(full, rng, p);
    case 'chaise':
      return chaise(full, rng, p);
    case 'daybed':
      return daybed(full, rng, p);
    case 'credenza':
      return credenza(full, rng, p);
    case 'buffet':
      return buffet(full, rng, p);
    case 'etagere':
      return etagere(full, rng, p);
    case 'vanity':
      return vanity(full, rng, p);
    case 'rug':
      return rug(piece, rng, p);
    default:
      return generic(full, rng, p);
  }
}
