/**
 * The embedded renderer: replaces what stands in each drawn area of a room photo by a product. The area is first
 * emptied (the old piece removed, the wall and floor filled in from the room around it: `inpaint.ts`); then the
 * product's picture (drawn on a light background, which is keyed out) is fitted in: scaled from the room's scale at
 * the area, its base sheared to the floor line along the room's horizontal direction, over a contact shadow, a
 * footprint shadow and ambient occlusion, its light and colour matched to the room and its edges feathered. Pixels
 * outside the areas are not touched. Outputs a high definition JPEG (the photo's size) and a low definition one.
 */
import type { ImageRegion } from '@storefront/contracts';
import sharp from 'sharp';
import { CATEGORY_BY_NAME } from '../catalog';
import { emptyArea } from './inpaint';

export const LOW_DEFINITION_WIDTH = 640;
const HIGH_QUALITY = 88;
const LOW_QUALITY = 78;

export interface Cutout {
  /** RGBA pixels of the product, background removed and trimmed to the piece. */
  data: Buffer;
  width: number;
  height: number;
  /** Mean colour of the opaque pixels. */
  mean: [number, number, number];
  /** The picture's background (the studio's white, the light the piece was photographed in), when known. */
  background?: [number, number, number];
}

/**
 * Keys out a product picture's light background: the background colour is read from the border; a pixel close to it
 * becomes transparent (with a soft edge), and the result is trimmed to the opaque pixels.
 */
export async function cutout(picture: Buffer, maxSide = 900): Promise<Cutout> {
  const { data, info } = await sharp(picture).resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // Background: the median of the border pixels, per channel.
  const border: number[][] = [[], [], []];
  const sample = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) border[c]!.push(data[i + c]!);
  };
  for (let x = 0; x < width; x += 4) {
    sample(x, 0);
    sample(x, height - 1);
  }
  for (let y = 0; y < height; y += 4) {
    sample(0, y);
    sample(width - 1, y);
  }
  const bg = border.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!) as [number, number, number];
  const rgba = Buffer.alloc(width * height * 4);
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  // The studio's shadow under the piece is not the piece: from the bottom of each column up, a pixel that only
  // darkens the background evenly (the same ratio in each channel) and changes smoothly from the pixel below is
  // shadow; the first that does not (a leg, the piece's edge) stops the walk.
  const shadow = new Uint8Array(width * height);
  const ratio = (i: number, c: number) => (data[i + c]! + 1) / (bg[c]! + 1);
  for (let x = 0; x < width; x++) {
    let previous = -1;
    for (let y = height - 1; y >= 0; y--) {
      const i = (y * width + x) * 3;
      const r0 = ratio(i, 0);
      const r1 = ratio(i, 1);
      const r2 = ratio(i, 2);
      const even = Math.max(r0, r1, r2) - Math.min(r0, r1, r2) < 0.07 && r0 > 0.35 && r0 < 1.04;
      const level = data[i]! + data[i + 1]! + data[i + 2]!;
      if (!even || (previous >= 0 && Math.abs(level - previous) > 45)) break;
      shadow[y * width + x] = 1;
      previous = level;
    }
  }
  const NEAR = 18;
  const FAR = 44;
  const ENCLOSED = 9;
  const distance = (p: number) => {
    const i = p * 3;
    return Math.max(Math.abs(data[i]! - bg[0]), Math.abs(data[i + 1]! - bg[1]), Math.abs(data[i + 2]! - bg[2]));
  };
  // The background is what the border reaches through pixels close to its colour (or the shadow): a light piece
  // whose own colour is near the background's stays whole, only its rim is blended.
  const outside = new Uint8Array(width * height);
  const queue: number[] = [];
  const reach = (p: number) => {
    if (outside[p] || (!shadow[p] && distance(p) > NEAR)) return;
    outside[p] = 1;
    queue.push(p);
  };
  for (let x = 0; x < width; x++) {
    reach(x);
    reach((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    reach(y * width);
    reach(y * width + width - 1);
  }
  while (queue.length) {
    const p = queue.pop()!;
    const x = p % width;
    if (x > 0) reach(p - 1);
    if (x < width - 1) reach(p + 1);
    if (p >= width) reach(p - width);
    if (p < width * (height - 1)) reach(p + width);
  }
  const nextToOutside = (p: number) => {
    const x = p % width;
    return (x > 0 && outside[p - 1]) || (x < width - 1 && outside[p + 1]) || (p >= width && outside[p - width]) || (p < width * (height - 1) && outside[p + width]);
  };
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const d = Math.max(Math.abs(r - bg[0]), Math.abs(g - bg[1]), Math.abs(b - bg[2]));
      const p = y * width + x;
      // Background enclosed by the piece (between a chair back's slats) is nearly the background's very colour.
      const alpha = outside[p] || d <= ENCLOSED ? 0 : !nextToOutside(p) || d >= FAR ? 255 : Math.round((Math.max(0, d - NEAR) / (FAR - NEAR)) * 255);
      const o = (y * width + x) * 4;
      // An edge pixel is part piece, part background: the background's share is taken out of its colour, so no
      // light fringe follows the piece into the room.
      const a = alpha / 255;
      const unmix = (v: number, c: number) => (a > 0 && a < 1 ? Math.max(0, Math.min(255, Math.round((v - (1 - a) * c) / a))) : v);
      rgba[o] = unmix(r, bg[0]);
      rgba[o + 1] = unmix(g, bg[1]);
      rgba[o + 2] = unmix(b, bg[2]);
      rgba[o + 3] = alpha;
      if (alpha > 128) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        sum[0]! += r;
        sum[1]! += g;
        sum[2]! += b;
        count++;
      }
    }
  }
  if (maxX < 0) return { data: rgba, width, height, mean: bg, background: bg };
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const trimmed = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) rgba.copy(trimmed, y * w * 4, ((minY + y) * width + minX) * 4, ((minY + y) * width + maxX + 1) * 4);
  return { data: trimmed, width: w, height: h, mean: [sum[0]! / count, sum[1]! / count, sum[2]! / count], background: bg };
}

/** A region clipped to the photo and rounded to whole pixels; null when nothing is left. */
export function clipRegion(region: ImageRegion, width: number, height: number): { left: number; top: number; width: number; height: number } | null {
  const left = Math.max(0, Math.round(region.left));
  const top = Math.max(0, Math.round(region.top));
  const right = Math.min(width, Math.round(region.left + region.width));
  const bottom = Math.min(height, Math.round(region.top + region.height));
  if (right - left < 2 || bottom - top < 2) return null;
  return { left, top, width: right - left, height: bottom - top };
}

function meanOf(data: Buffer, width: number, channels: number, box: { left: number; top: number; width: number; height: number }): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  const step = Math.max(1, Math.floor(Math.sqrt((box.width * box.height) / 4000)));
  for (let y = box.top; y < box.top + box.height; y += step) {
    for (let x = box.left; x < box.left + box.width; x += step) {
      const i = (y * width + x) * channels;
      sum[0]! += data[i]!;
      sum[1]! += data[i + 1]!;
      sum[2]! += data[i + 2]!;
      n++;
    }
  }
  return n ? [sum[0]! / n, sum[1]! / n, sum[2]! / n] : [128, 128, 128];
}

/** Inches. */
export interface Size {
  width: number;
  height: number;
  /** Depth (front to back), for the footprint's shadow. */
  length?: number;
}

export interface Placement {
  region: ImageRegion;
  cutout: Cutout;
  /** The product's real size. */
  size?: Size;
  /**
   * The size the area stands for: the typical piece of the product's kind (the area was drawn round the piece it
   * replaces). With `size` it sets the room's scale at the area, so a larger product is drawn larger.
   */
  reference?: Size;
}

/** The typical size of a kind of furniture: the middle of its category's ranges in the catalog. */
export function referenceSize(category: string): Size | undefined {
  const kind = CATEGORY_BY_NAME.get(category);
  if (!kind) return undefined;
  const mid = (r: readonly [number, number]) => (r[0] + r[1]) / 2;
  return { width: mid(kind.width), height: mid(kind.height), length: mid(kind.depth) };
}

type Box = { left: number; top: number; width: number; height: number };

/** Pixels over which the shadows fade out at an area's edges. */
const EDGE_FADE = 10;

/** Where and how big the piece is drawn in its area: its size in pixels, its left and the floor line under it. */
export interface Fit {
  width: number;
  height: number;
  left: number;
  /** The y of the piece's base at its centre column. */
  baseY: number;
  /** The floor line's slope (the room's horizontal direction). */
  slope: number;
  /** Pixels per inch at the area, when the sizes were known. */
  ppi: number | null;
}

/**
 * Fits a piece in its area: scaled from the room's scale at the area (the reference size) or, without sizes, as
 * large as the area allows; its base along the floor line, the lowest corner on the area's bottom edge, centred
 * across; never larger than the area.
 */
export function fitPiece(box: Box, piece: { width: number; height: number }, slope: number, size?: Size, reference?: Size): Fit {
  const aspect = piece.height / piece.width;
  const ppi = size && reference ? Math.min(box.width / reference.width, box.height / reference.height) : null;
  let width = ppi !== null && size ? size.width * ppi : box.width;
  // Never outside the area: the sheared piece's height is its own plus the floor line's rise across it.
  const maxWidth = Math.min(box.width - 2, (box.height - 2) / (aspect + Math.abs(slope)));
  width = Math.max(1, Math.min(width, maxWidth));
  const height = width * aspect;
  const left = box.left + (box.width - width) / 2;
  const baseY = box.top + box.height - 1 - (Math.abs(slope) * width) / 2;
  return { width: Math.round(width), height: Math.round(height), left: Math.round(left), baseY, slope, ppi };
}

function lumaOf(c: readonly number[]): number {
  return 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;
}

/** The mean colour of the brightest tenth of a box's pixels (sampled). */
function brightest(data: Buffer, width: number, box: Box): [number, number, number] {
  const step = Math.max(1, Math.floor(Math.sqrt((box.width * box.height) / 6000)));
  const samples: Array<[number, number, number, number]> = [];
  for (let y = box.top; y < box.top + box.height; y += step)
    for (let x = box.left; x < box.left + box.width; x += step) {
      const i = (y * width + x) * 3;
      samples.push([lumaOf([data[i]!, data[i + 1]!, data[i + 2]!]), data[i]!, data[i + 1]!, data[i + 2]!]);
    }
  samples.sort((a, b) => b[0] - a[0]);
  const top = samples.slice(0, Math.max(1, Math.floor(samples.length / 10)));
  const sum = [0, 0, 0];
  for (const [, r, g, b] of top) [sum[0], sum[1], sum[2]] = [sum[0]! + r, sum[1]! + g, sum[2]! + b];
  return [sum[0]! / top.length, sum[1]! / top.length, sum[2]! / top.length];
}

/** Blurs a one-channel mask (Float32, 0..1) with a Gaussian through sharp; returns 0..1 values. */
async function blurMask(mask: Float32Array, width: number, height: number, sigma: number): Promise<Float32Array> {
  const bytes = Buffer.alloc(width * height);
  for (let i = 0; i < mask.length; i++) bytes[i] = Math.round(Math.min(1, mask[i]!) * 255);
  if (sigma < 0.4) return Float32Array.from(bytes, (v) => v / 255);
  const { data } = await sharp(bytes, { raw: { width, height, channels: 1 } }).blur(sigma).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return Float32Array.from(data, (v) => v / 255);
}

/**
 * Draws one piece into its emptied area: scaled, sheared to the floor line, its light matched to the room (level,
 * colour and the fall of light across the area), edges feathered, over a contact shadow, a soft footprint shadow and
 * ambient occlusion on the wall and floor behind. Writes only inside the area.
 */
async function drawPiece(photo: { data: Buffer; width: number; height: number }, box: Box, placement: Placement, slope: number): Promise<Fit> {
  const { data, width } = photo;
  const piece = placement.cutout;
  const fit = fitPiece(box, piece, slope, placement.size, placement.reference);
  const w = fit.width;
  const h = fit.height;
  const { data: scaled } = await sharp(piece.data, { raw: { width: piece.width, height: piece.height, channels: 4 } })
    .resize({ width: w, height: h, fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  // The room's light: its brightest surfaces (a wall, a white skirting) stand for the studio's white the piece was
  // photographed against; their ratio sets the piece's level, their tint its colour balance (half way, bounded),
  // and the emptied area's left and right thirds how the light falls across it.
  const third = Math.max(1, Math.floor(box.width / 3));
  const ringPad = Math.round(Math.max(box.width, box.height) * 0.2);
  const ring = clipRegion({ left: box.left - ringPad, top: box.top - ringPad, width: box.width + 2 * ringPad, height: box.height + 2 * ringPad }, width, photo.height) ?? box;
  const bright = brightest(data, width, ring);
  const studio = piece.background ?? [243, 240, 235];
  const gain = Math.min(1.08, Math.max(0.72, (lumaOf(bright) + 1) / (lumaOf(studio) + 1)));
  const balance = [0, 1, 2].map((c) => {
    const room = (bright[c]! + 1) / (lumaOf(bright) + 1);
    const own = (studio[c]! + 1) / (lumaOf(studio) + 1);
    return Math.min(1.08, Math.max(0.92, 1 + (room / own - 1) * 0.5));
  });
  const roomLum = lumaOf(meanOf(data, width, 3, box));
  const leftLight = lumaOf(meanOf(data, width, 3, { ...box, width: third }));
  const rightLight = lumaOf(meanOf(data, width, 3, { ...box, left: box.left + box.width - third, width: third }));
  const fall = Math.max(-0.1, Math.min(0.1, (rightLight - leftLight) / (roomLum + 1)));

  // The piece in area coordinates: alpha feathered (never above the mean of its 3x3 neighbours), sheared so its
  // base follows the floor line.
  const bw = box.width;
  const bh = box.height;
  const alpha = new Float32Array(bw * bh);
  const colour = new Float32Array(bw * bh * 3);
  const rawAlpha = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? 0 : scaled[(y * w + x) * 4 + 3]!);
  const top = fit.baseY - h;
  for (let x = 0; x < w; x++) {
    const ax = fit.left + x - box.left;
    if (ax < 0 || ax >= bw) continue;
    const shift = slope * (x - w / 2);
    for (let ay = 0; ay < bh; ay++) {
      const sy = box.top + ay - top - shift;
      const y0 = Math.floor(sy);
      const f = sy - y0;
      if (y0 < -1 || y0 >= h) continue;
      let a = 0;
      const rgb = [0, 0, 0];
      for (const [yy, wt] of [[y0, 1 - f], [y0 + 1, f]] as const) {
        if (yy < 0 || yy >= h || wt <= 0) continue;
        let neighbours = 0;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) neighbours += rawAlpha(x + dx, yy + dy);
        const own = Math.min(rawAlpha(x, yy), neighbours / 9);
        const s = (yy * w + x) * 4;
        a += own * wt;
        rgb[0]! += scaled[s]! * own * wt;
        rgb[1]! += scaled[s + 1]! * own * wt;
        rgb[2]! += scaled[s + 2]! * own * wt;
      }
      if (a <= 0) continue;
      const o = ay * bw + ax;
      alpha[o] = a / 255;
      const light = gain * (1 + fall * ((x - w / 2) / w) * 2);
      for (let c = 0; c < 3; c++) colour[o * 3 + c] = Math.min(255, (rgb[c]! / a) * light * balance[c]!);
    }
  }

  // Shadows on the room: ambient occlusion (the silhouette blurred, strongest at the floor), the footprint (a soft
  // ellipse on the floor under the piece) and the contact line where it stands.
  const scale = Math.max(w, h);
  const ao = await blurMask(alpha, bw, bh, Math.max(2, scale * 0.035));
  const contactSeed = new Float32Array(bw * bh);
  for (let ax = 0; ax < bw; ax++) {
    // The lowest opaque pixel of each column, when it reaches the floor line: where the piece stands.
    for (let ay = bh - 1; ay >= 0; ay--) {
      if (alpha[ay * bw + ax]! > 0.5) {
        const x = ax + box.left - fit.left;
        const floorY = fit.baseY + slope * (x - w / 2) - box.top;
        if (floorY - ay < Math.max(3, h * 0.04)) contactSeed[ay * bw + ax] = 1;
        break;
      }
    }
  }
  const contact = await blurMask(contactSeed, bw, bh, Math.max(1.5, scale * 0.008));
  const depthPx = placement.size?.length && fit.ppi ? placement.size.length * fit.ppi * 0.17 : w * 0.08;
  const ex = fit.left + w / 2 - box.left;
  const rx = w * 0.54;
  const ry = Math.max(4, depthPx * 0.75);
  for (let ay = 0; ay < bh; ay++) {
    for (let ax = 0; ax < bw; ax++) {
      const o = ay * bw + ax;
      const x = ax + box.left - fit.left;
      const floorY = fit.baseY + slope * (x - w / 2) - box.top;
      // Occlusion fades with height above the floor line.
      const above = (floorY - ay) / Math.max(1, h * 0.45);
      const aoWeight = above < 0 ? Math.max(0, 1 + above * 3) : Math.max(0, 1 - above) ** 1.5;
      const dx = (ax - ex) / rx;
      const dy = (ay - (floorY - depthPx * 0.45)) / ry;
      const d = dx * dx + dy * dy;
      const foot = d < 1 ? 0.32 * (1 - d) ** 1.6 : 0;
      // Shadows fade out towards the area's edges, so no edge of the area shows where they are cut.
      const edge = Math.min(1, (Math.min(ax, bw - 1 - ax, ay, bh - 1 - ay) + 1) / EDGE_FADE);
      const k = 1 - edge * (1 - (1 - 0.38 * ao[o]! * aoWeight) * (1 - 0.55 * contact[o]!) * (1 - foot));
      if (k >= 0.999 && alpha[o] === 0) continue;
      const i = ((box.top + ay) * width + box.left + ax) * 3;
      const a = alpha[o]!;
      for (let c = 0; c < 3; c++) {
        const under = data[i + c]! * k;
        data[i + c] = Math.round(colour[o * 3 + c]! * a + under * (1 - a));
      }
    }
  }
  return fit;
}

/**
 * Renders the products into the photo's raw RGB pixels (changed in place, only inside the areas): every area is
 * emptied first, then the pieces are drawn, the farthest (highest floor line) first. Returns the pixels; exposed for
 * tests, which check that nothing outside the areas moved.
 */
export async function compositeRaw(photo: { data: Buffer; width: number; height: number }, placements: readonly Placement[]): Promise<Buffer> {
  const { width, height } = photo;
  const boxes = placements.map((p) => clipRegion(p.region, width, height));
  const slopes = boxes.map((box) => (box ? emptyArea(photo, box).slope : 0));
  const order = placements.map((_, i) => i).filter((i) => boxes[i]).sort((a, b) => boxes[a]!.top + boxes[a]!.height - (boxes[b]!.top + boxes[b]!.height));
  for (const i of order) await drawPiece(photo, boxes[i]!, placements[i]!, slopes[i]!);
  return photo.data;
}

export interface RenderOutput {
  high: Buffer;
  low: Buffer;
  width: number;
  height: number;
}

/** Renders the products into the photo: high and low definition JPEGs. */
export async function renderRoom(photo: Buffer, placements: readonly Placement[]): Promise<RenderOutput> {
  const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = await compositeRaw({ data, width: info.width, height: info.height }, placements);
  const base = sharp(pixels, { raw: { width: info.width, height: info.height, channels: 3 } });
  const [high, low] = await Promise.all([
    base.clone().jpeg({ quality: HIGH_QUALITY }).toBuffer(),
    base.clone().resize({ width: Math.min(LOW_DEFINITION_WIDTH, info.width) }).jpeg({ quality: LOW_QUALITY }).toBuffer(),
  ]);
  return { high, low, width: info.width, height: info.height };
}

/**
 * The areas a shade PNG marks: opaque (alpha) or, without alpha, non-black pixels, grouped into rectangles by
 * connected rows; scaled to the photo's size.
 */
export async function regionsFromShade(shade: Buffer, photoWidth: number, photoHeight: number): Promise<ImageRegion[]> {
  const { data, info } = await sharp(shade).ensureAlpha().resize({ width: Math.min(400, photoWidth), fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const hasAlpha = (() => {
    for (let i = 3; i < data.length; i += 4) if (data[i]! < 250) return true;
    return false;
  })();
  const on = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    on[p] = hasAlpha ? (data[i + 3]! > 40 ? 1 : 0) : data[i]! + data[i + 1]! + data[i + 2]! > 60 ? 1 : 0;
  }
  // Connected components (4-neighbour) -> bounding boxes.
  const seen = new Uint8Array(width * height);
  const boxes: Array<{ x0: number; y0: number; x1: number; y1: number; n: number }> = [];
  const stack: number[] = [];
  for (let p = 0; p < on.length; p++) {
    if (!on[p] || seen[p]) continue;
    const b = { x0: width, y0: height, x1: -1, y1: -1, n: 0 };
    stack.push(p);
    seen[p] = 1;
    while (stack.length) {
      const q = stack.pop()!;
      const x = q % width;
      const y = (q - x) / width;
      b.n++;
      if (x < b.x0) b.x0 = x;
      if (x > b.x1) b.x1 = x;
      if (y < b.y0) b.y0 = y;
      if (y > b.y1) b.y1 = y;
      for (const r of [q - 1, q + 1, q - width, q + width]) {
        if (r < 0 || r >= on.length || seen[r] || !on[r]) continue;
        if ((r === q - 1 && x === 0) || (r === q + 1 && x === width - 1)) continue;
        seen[r] = 1;
        stack.push(r);
      }
    }
    if (b.n >= 4) boxes.push(b);
  }
  const sx = photoWidth / width;
  const sy = photoHeight / height;
  return boxes
    .sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0)
    .map((b) => ({ left: b.x0 * sx, top: b.y0 * sy, width: (b.x1 - b.x0 + 1) * sx, height: (b.y1 - b.y0 + 1) * sy }));
}
