/**
 * The embedded renderer: puts products into a room photo. For each area, the product's picture (drawn on a light
 * background, which is keyed out) is fitted into the area with its aspect kept and its base on the area's floor
 * line (the bottom edge), over a soft contact shadow, its brightness and colour temperature matched to the room
 * around the area. Pixels outside the areas are not touched. Outputs a high definition JPEG (the photo's size) and a
 * low definition one.
 */
import type { ImageRegion } from '@storefront/contracts';
import sharp from 'sharp';

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
  const sum = [0, 0, 0];
  let count = 0;
  const NEAR = 18;
  const FAR = 44;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const d = Math.max(Math.abs(r - bg[0]), Math.abs(g - bg[1]), Math.abs(b - bg[2]));
      const alpha = d <= NEAR ? 0 : d >= FAR ? 255 : Math.round(((d - NEAR) / (FAR - NEAR)) * 255);
      const o = (y * width + x) * 4;
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
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
  if (maxX < 0) return { data: rgba, width, height, mean: bg };
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const trimmed = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) rgba.copy(trimmed, y * w * 4, ((minY + y) * width + minX) * 4, ((minY + y) * width + maxX + 1) * 4);
  return { data: trimmed, width: w, height: h, mean: [sum[0]! / count, sum[1]! / count, sum[2]! / count] };
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

export interface Placement {
  region: ImageRegion;
  cutout: Cutout;
}

/**
 * Composites the products into the photo's raw RGB pixels (changed in place, only inside the areas). Returns the
 * pixels; exposed for tests, which check that nothing outside the areas moved.
 */
export async function compositeRaw(photo: { data: Buffer; width: number; height: number }, placements: readonly Placement[]): Promise<Buffer> {
  const { data, width, height } = photo;
  for (const { region, cutout: piece } of placements) {
    const box = clipRegion(region, width, height);
    if (!box) continue;
    // Fit with the aspect kept; base on the floor line (the area's bottom), centred across.
    const scale = Math.min(box.width / piece.width, (box.height * 0.94) / piece.height);
    const w = Math.max(1, Math.round(piece.width * scale));
    const h = Math.max(1, Math.round(piece.height * scale));
    const left = box.left + Math.round((box.width - w) / 2);
    const top = box.top + box.height - h;
    // Light: the room around the area (a ring just outside it, clipped to the photo).
    const ringPad = Math.round(Math.max(box.width, box.height) * 0.15);
    const ring = clipRegion({ left: box.left - ringPad, top: box.top - ringPad, width: box.width + 2 * ringPad, height: box.height + 2 * ringPad }, width, height) ?? box;
    const room = meanOf(data, width, 3, ring);
    const roomLum = 0.299 * room[0] + 0.587 * room[1] + 0.114 * room[2];
    const pieceLum = 0.299 * piece.mean[0] + 0.587 * piece.mean[1] + 0.114 * piece.mean[2];
    // Brightness towards the room's (half way, bounded); colour temperature from the room's channel balance.
    const gain = Math.min(1.35, Math.max(0.65, 1 + ((roomLum + 1) / (pieceLum + 1) - 1) * 0.5));
    const balance = room.map((c) => Math.min(1.15, Math.max(0.87, 1 + ((c + 1) / (roomLum + 1) - 1) * 0.5))) as [number, number, number];
    const { data: scaled } = await sharp(piece.data, { raw: { width: piece.width, height: piece.height, channels: 4 } })
      .resize({ width: w, height: h, fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Contact shadow: a soft ellipse under the piece's base, darkening the floor.
    const shadowW = w * 1.04;
    const shadowH = Math.max(3, Math.min(h * 0.09, box.height * 0.08));
    const cx = left + w / 2;
    const cy = box.top + box.height - shadowH * 0.35;
    const y0 = Math.max(box.top, Math.floor(cy - shadowH));
    const y1 = Math.min(box.top + box.height, Math.ceil(cy + shadowH));
    const x0 = Math.max(box.left, Math.floor(cx - shadowW / 2 - shadowH));
    const x1 = Math.min(box.left + box.width, Math.ceil(cx + shadowW / 2 + shadowH));
    // Integer arithmetic below: multipliers in 1/256ths (this loop touches every pixel of the areas).
    const halfW = shadowW / 2;
    for (let y = y0; y < y1; y++) {
      const dy = (y - cy) / shadowH;
      const dy2 = dy * dy;
      if (dy2 >= 1) continue;
      const row = y * width;
      for (let x = x0; x < x1; x++) {
        const dx = (x - cx) / halfW;
        const d = dx * dx + dy2;
        if (d >= 1) continue;
        const k = Math.round(256 * (1 - 0.5 * (1 - d) ** 1.5));
        const i = (row + x) * 3;
        data[i] = (data[i]! * k) >> 8;
        data[i + 1] = (data[i + 1]! * k) >> 8;
        data[i + 2] = (data[i + 2]! * k) >> 8;
      }
    }
    const m0 = Math.round(gain * balance[0]! * 256);
    const m1 = Math.round(gain * balance[1]! * 256);
    const m2 = Math.round(gain * balance[2]! * 256);
    const yFrom = Math.max(0, box.top - top);
    const yTo = Math.min(h, box.top + box.height - top);
    const xFrom = Math.max(0, box.left - left);
    const xTo = Math.min(w, box.left + box.width - left);
    for (let y = yFrom; y < yTo; y++) {
      const srcRow = y * w;
      const dstRow = (top + y) * width + left;
      for (let x = xFrom; x < xTo; x++) {
        const s = (srcRow + x) * 4;
        const a = scaled[s + 3]!;
        if (a === 0) continue;
        const i = (dstRow + x) * 3;
        const na = 255 - a;
        const r = Math.min(255, (scaled[s]! * m0) >> 8);
        const g = Math.min(255, (scaled[s + 1]! * m1) >> 8);
        const b = Math.min(255, (scaled[s + 2]! * m2) >> 8);
        data[i] = (r * a + data[i]! * na + 127) / 255;
        data[i + 1] = (g * a + data[i + 1]! * na + 127) / 255;
        data[i + 2] = (b * a + data[i + 2]! * na + 127) / 255;
      }
    }
  }
  return data;
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
