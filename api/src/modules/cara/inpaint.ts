/**
 * Empties a drawn area of a room photo: whatever stands in it is removed and the wall, the skirting, the floor and
 * the rug are filled in from the room on either side, continued along the room's horizontal direction.
 *
 * Rooms are made of long bands that run along that direction (wall, skirting, floor, a rug's edge), so the fill is
 * guided by rows sheared to it:
 * 1. The direction: the slope whose sheared rows line up the most edge pixels in the windows left and right of the
 *    area (the wall/floor line is the longest edge there).
 * 2. The bands: sheared rows where an edge crosses a large share of those windows are the lines between bands
 *    (a piece of furniture beside the area crosses only its own width, and does not make a line).
 * 3. The colours: in each band the dominant colour of the windows (the peak of a colour histogram) tells the room
 *    from the furniture around it; each sheared row is filled from the nearest room pixels on its left and its
 *    right, blended across, and the room's own texture (the pixels' difference from their row's colour) is copied
 *    in from the same rows, mirrored at the area's edges.
 * Only pixels inside the area are written. Decision 039 records why this is written here rather than taken from a
 * package (OpenCV's fast-marching and Navier-Stokes fills smear the structure lines of an area this size).
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Photo {
  data: Buffer;
  width: number;
  height: number;
}

export interface EmptiedArea {
  /** The room's horizontal direction near the area, as dy/dx of its sheared rows. */
  slope: number;
  /** The lines found between the bands, as the y where each crosses the area's centre column. */
  lines: number[];
}

/** Greatest slope looked for (about 11 degrees): steeper lines are not the room's horizontals. */
const MAX_SLOPE = 0.2;
const SLOPE_STEP = 0.004;
/** Share of the windows' columns an edge must cross to be a line between bands. */
const LINE_SHARE = 0.3;
/** Greatest channel difference from a band's colour for a pixel to be the room's. */
const ROOM_TOLERANCE = 30;
/** Pixels: how fast a sample's say in its band's colour falls with its distance from the area. */
const NEARNESS = 40;
/** Least limit of the grain copied into the fill: a larger difference is an edge of something, not the room's texture. */
const GRAIN = 5;

function luma(data: Buffer, i: number): number {
  return (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
}

/** The columns either side of the area that the fill reads from. */
function windows(photo: Photo, box: Box): number[] {
  const span = Math.max(48, Math.min(box.width, 420));
  const cols: number[] = [];
  for (let x = Math.max(0, box.left - span); x < box.left; x++) cols.push(x);
  for (let x = box.left + box.width; x < Math.min(photo.width, box.left + box.width + span); x++) cols.push(x);
  return cols;
}

/**
 * Per sheared row (index u - uMin), the share of window columns where a horizontal edge lies between row u and
 * u + 1, for one slope. Edges are luma differences across two rows above a threshold.
 */
function edgeProfile(photo: Photo, cols: readonly number[], slope: number, cx: number, yFrom: number, yTo: number, uMin: number, size: number, step: number): Float32Array {
  const hits = new Float32Array(size);
  const seen = new Float32Array(size);
  const { data, width, height } = photo;
  for (let c = 0; c < cols.length; c += step) {
    const x = cols[c]!;
    const shift = slope * (x - cx);
    for (let u = 0; u < size; u++) {
      const y = Math.round(uMin + u + shift);
      if (y < Math.max(1, yFrom) || y >= Math.min(height - 2, yTo)) continue;
      seen[u]! += 1;
      const a = luma(data, ((y - 1) * width + x) * 3) + luma(data, (y * width + x) * 3);
      const b = luma(data, ((y + 1) * width + x) * 3) + luma(data, ((y + 2) * width + x) * 3);
      if (Math.abs(a - b) > 14) hits[u]! += 1;
    }
  }
  // A row seen by few of the columns (it leaves the rows looked at) proves nothing.
  const columns = Math.ceil(cols.length / step);
  for (let u = 0; u < size; u++) hits[u] = seen[u]! >= columns * 0.5 ? hits[u]! / seen[u]! : 0;
  return hits;
}

/** The room's horizontal direction near the area: the slope whose sheared rows line up the most edge pixels. */
export function roomSlope(photo: Photo, box: Box): number {
  const cols = windows(photo, box);
  if (cols.length < 8) return 0;
  const cx = box.left + box.width / 2;
  const pad = Math.round(box.height * 0.25);
  const yFrom = box.top - pad;
  const yTo = box.top + box.height + pad;
  const reach = Math.ceil(MAX_SLOPE * (Math.max(...cols.map((x) => Math.abs(x - cx))) + 1));
  const uMin = yFrom - reach;
  const size = yTo - yFrom + 2 * reach;
  const step = Math.max(1, Math.floor(cols.length / 160));
  const score = (slope: number) => {
    const profile = edgeProfile(photo, cols, slope, cx, yFrom, yTo, uMin, size, step);
    // The two strongest separate lines: one long line decides, and a skirting's pair of edges confirms it.
    let first = 0;
    let at = -10;
    for (let u = 0; u < size; u++) if (profile[u]! > first) [first, at] = [profile[u]!, u];
    let second = 0;
    for (let u = 0; u < size; u++) if (Math.abs(u - at) > 3 && profile[u]! > second) second = profile[u]!;
    return first + 0.5 * second - Math.abs(slope) * 0.05;
  };
  // Coarse to fine: every fourth slope first, then the steps around the best of them.
  const search = (from: number, to: number, by: number) => {
    let best = 0;
    let bestScore = -1;
    for (let k = Math.round(from / SLOPE_STEP); k <= Math.round(to / SLOPE_STEP); k += by) {
      const value = score(k * SLOPE_STEP);
      if (value > bestScore) [bestScore, best] = [value, k * SLOPE_STEP];
    }
    return best;
  };
  const coarse = search(-MAX_SLOPE, MAX_SLOPE, 4);
  return Math.round(search(Math.max(-MAX_SLOPE, coarse - 3 * SLOPE_STEP), Math.min(MAX_SLOPE, coarse + 3 * SLOPE_STEP), 1) / SLOPE_STEP) * SLOPE_STEP;
}

interface Band {
  /** Sheared rows from (inclusive) to (exclusive). */
  from: number;
  to: number;
  /** The room's colour in this band (the dominant colour of the windows). */
  colour: [number, number, number];
}

/**
 * The dominant colour of samples: the fullest cell of a 16-level colour histogram, averaged. Each sample counts by
 * its weight (nearness to the area: a rug that reaches the area outweighs the bare floor farther off).
 */
function dominant(samples: readonly number[], weights: readonly number[]): [number, number, number] | null {
  if (!samples.length) return null;
  const counts = new Map<number, number>();
  for (let i = 0; i < samples.length; i += 3) {
    const key = ((samples[i]! >> 4) << 8) | ((samples[i + 1]! >> 4) << 4) | (samples[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + weights[i / 3]!);
  }
  // A cell's weight counts its neighbours too, so a gentle gradient split over two cells still wins.
  let bestKey = 0;
  let bestWeight = -1;
  for (const [key, n] of counts) {
    const r = key >> 8;
    const g = (key >> 4) & 15;
    const b = key & 15;
    let w = n * 2;
    for (const [dr, dg, db] of [[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]] as const) {
      const rr = r + dr;
      const gg = g + dg;
      const bb = b + db;
      if (rr < 0 || gg < 0 || bb < 0 || rr > 15 || gg > 15 || bb > 15) continue;
      w += counts.get((rr << 8) | (gg << 4) | bb) ?? 0;
    }
    if (w > bestWeight) [bestWeight, bestKey] = [w, key];
  }
  const centre = [((bestKey >> 8) << 4) + 8, (((bestKey >> 4) & 15) << 4) + 8, ((bestKey & 15) << 4) + 8];
  const sum = [0, 0, 0];
  let n = 0;
  for (let i = 0; i < samples.length; i += 3) {
    if (Math.abs(samples[i]! - centre[0]!) > 24 || Math.abs(samples[i + 1]! - centre[1]!) > 24 || Math.abs(samples[i + 2]! - centre[2]!) > 24) continue;
    sum[0]! += samples[i]!;
    sum[1]! += samples[i + 1]!;
    sum[2]! += samples[i + 2]!;
    n++;
  }
  return n ? [sum[0]! / n, sum[1]! / n, sum[2]! / n] : (centre as [number, number, number]);
}

function near(data: Buffer, i: number, colour: readonly number[], tolerance: number): boolean {
  return Math.abs(data[i]! - colour[0]!) <= tolerance && Math.abs(data[i + 1]! - colour[1]!) <= tolerance && Math.abs(data[i + 2]! - colour[2]!) <= tolerance;
}

/**
 * Removes what stands in the area and fills it from the room around it (in place; only the area's pixels change).
 * Returns the direction and the lines it followed.
 */
export function emptyArea(photo: Photo, box: Box, slope = roomSlope(photo, box)): EmptiedArea {
  const { data, width, height } = photo;
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  const cx = box.left + box.width / 2;
  const cols = windows(photo, box);
  if (cols.length < 8) {
    fillDown(photo, box);
    return { slope: 0, lines: [] };
  }
  const span = Math.max(48, Math.min(box.width, 420));
  const reach = Math.ceil(Math.abs(slope) * (box.width / 2 + span + 1));
  const uMin = box.top - reach;
  const size = box.height + 2 * reach;
  const at = (x: number, u: number) => Math.round(u + slope * (x - cx));

  // The lines between bands: local peaks of the edge profile crossing a large share of the windows.
  const profile = edgeProfile(photo, cols, slope, cx, 0, height, uMin, size, 1);
  const cuts: number[] = [];
  for (let u = 1; u + 1 < size; u++) {
    const p = profile[u]!;
    if (p >= LINE_SHARE && p >= profile[u - 1]! && p > profile[u + 1]!) {
      // The edge lies between the rows of the two-row pairs compared: the new band starts two rows on.
      const cut = u + 1;
      if (cuts.length && cut - cuts[cuts.length - 1]! < 3) continue;
      cuts.push(cut);
    }
  }
  const bounds = [0, ...cuts.filter((c) => c > 0 && c < size), size];
  const bands: Band[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const from = bounds[k]!;
    const to = bounds[k + 1]!;
    // The band's samples, leaving out the rows next to its lines (blended edge pixels).
    const samples: number[] = [];
    const weights: number[] = [];
    const inner = to - from > 4 ? 1 : 0;
    const stride = Math.max(1, Math.floor(((to - from) * cols.length) / 12000));
    let n = 0;
    for (let u = from + inner; u < to - inner; u++)
      for (const x of cols) {
        if (n++ % stride) continue;
        const y = at(x, uMin + u);
        if (y < 0 || y >= height) continue;
        const i = (y * width + x) * 3;
        samples.push(data[i]!, data[i + 1]!, data[i + 2]!);
        weights.push(1 / (1 + (x < box.left ? box.left - 1 - x : x - right) / NEARNESS));
      }
    bands.push({ from, to, colour: dominant(samples, weights) ?? [128, 128, 128] });
  }
  // Bands too thin to hold their own colour reliably borrow the check from their neighbours.
  const bandOf = new Int32Array(size);
  bands.forEach((b, k) => bandOf.fill(k, b.from, b.to));

  // Per band, the room's light as a plane in (x, sheared row): fitted to the band's room pixels in the windows.
  const models = bands.map((band) => fitPlane(photo, cols, band, slope, cx, uMin));
  const model = (k: number, c: number, x: number, u: number) => {
    const m = models[k]!;
    return m[c * 3]! + m[c * 3 + 1]! * (x - cx) + m[c * 3 + 2]! * u;
  };

  // Per sheared row and side: how the nearest room pixels differ from the plane (smoothed down the band).
  const NEAREST = 12;
  const residual = (dir: -1 | 1) => {
    const out = new Float32Array(size * 3).fill(Number.NaN);
    const start = dir < 0 ? box.left - 1 : right;
    for (let u = 0; u < size; u++) {
      const k = bandOf[u]!;
      const band = bands[k]!;
      if (u - band.from < 1 || band.to - u <= 1) continue;
      const sum = [0, 0, 0];
      let n = 0;
      for (let d = 0; d < span && n < NEAREST; d++) {
        const x = start + dir * d;
        if (x < 0 || x >= width) break;
        const y = at(x, uMin + u);
        if (y < 0 || y >= height) continue;
        const i = (y * width + x) * 3;
        if (!near(data, i, band.colour, ROOM_TOLERANCE)) continue;
        for (let c = 0; c < 3; c++) sum[c]! += data[i + c]! - model(k, c, x, u);
        n++;
      }
      if (n) for (let c = 0; c < 3; c++) out[u * 3 + c] = sum[c]! / n;
    }
    // Smoothed within each band over a few rows; rows without room pixels take the band's nearest.
    const smooth = new Float32Array(size * 3);
    for (const band of bands) {
      for (let u = band.from; u < band.to; u++) {
        for (let c = 0; c < 3; c++) {
          let s = 0;
          let n = 0;
          for (let r = 1; n === 0 && r < Math.max(6, band.to - band.from); r += 3)
            for (let v = Math.max(band.from, u - r); v < Math.min(band.to, u + r + 1); v++) {
              const value = out[v * 3 + c]!;
              if (Number.isNaN(value)) continue;
              s += value;
              n++;
            }
          smooth[u * 3 + c] = n ? s / n : 0;
        }
      }
    }
    return smooth;
  };
  const fromLeft = residual(-1);
  const fromRight = residual(1);

  // The fill: the band's plane, plus the two sides' differences blended across the area.
  for (let y = box.top; y < bottom; y++) {
    for (let x = box.left; x < right; x++) {
      const u = Math.min(size - 1, Math.max(0, Math.round(y - slope * (x - cx)) - uMin));
      const k = bandOf[u]!;
      const t = (x - box.left + 0.5) / box.width;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = model(k, c, x, u) + fromLeft[u * 3 + c]! * (1 - t) + fromRight[u * 3 + c]! * t;
        data[o + c] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  }
  addTexture(photo, box, slope, bands, bandOf, uMin, size);
  return { slope, lines: cuts.map((c) => uMin + c) };
}

/**
 * An area as wide as the photo has no room beside it: each column is blended from the pixel above the area to the
 * pixel below it (the one that exists, when the area reaches the top or the bottom; a mid grey when neither does).
 */
function fillDown(photo: Photo, box: Box): void {
  const { data, width, height } = photo;
  const bottom = box.top + box.height;
  for (let x = box.left; x < box.left + box.width; x++) {
    const above = box.top > 0 ? ((box.top - 1) * width + x) * 3 : -1;
    const below = bottom < height ? (bottom * width + x) * 3 : -1;
    for (let y = box.top; y < bottom; y++) {
      const t = (y - box.top + 1) / (box.height + 1);
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const a = above >= 0 ? data[above + c]! : below >= 0 ? data[below + c]! : 128;
        const b = below >= 0 ? data[below + c]! : a;
        data[o + c] = Math.round(a + (b - a) * t);
      }
    }
  }
}

/** Least squares of colour = a + b (x - cx) + c u over a band's room pixels, per channel (9 numbers). */
function fitPlane(photo: Photo, cols: readonly number[], band: Band, slope: number, cx: number, uMin: number): Float64Array {
  const { data, width, height } = photo;
  const out = new Float64Array(9);
  // Normal equations of [1, x, u]: sums.
  let n = 0;
  let sx = 0;
  let su = 0;
  let sxx = 0;
  let suu = 0;
  let sxu = 0;
  const sv = [0, 0, 0];
  const sxv = [0, 0, 0];
  const suv = [0, 0, 0];
  const inner = band.to - band.from > 4 ? 1 : 0;
  const stride = Math.max(1, Math.floor(((band.to - band.from) * cols.length) / 20000));
  let k = 0;
  for (let u = band.from + inner; u < band.to - inner; u++)
    for (const x of cols) {
      if (k++ % stride) continue;
      const y = Math.round(uMin + u + slope * (x - cx));
      if (y < 0 || y >= height) continue;
      const i = (y * width + x) * 3;
      if (!near(data, i, band.colour, ROOM_TOLERANCE)) continue;
      const dx = x - cx;
      n++;
      sx += dx;
      su += u;
      sxx += dx * dx;
      suu += u * u;
      sxu += dx * u;
      for (let c = 0; c < 3; c++) {
        sv[c]! += data[i + c]!;
        sxv[c]! += dx * data[i + c]!;
        suv[c]! += u * data[i + c]!;
      }
    }
  for (let c = 0; c < 3; c++) out[c * 3] = band.colour[c]!;
  if (n < 12) return out;
  // Solve the 3x3 system by Cramer's rule; a degenerate one (a single column or row) keeps the flat colour.
  const det = n * (sxx * suu - sxu * sxu) - sx * (sx * suu - sxu * su) + su * (sx * sxu - sxx * su);
  if (Math.abs(det) < 1e-6) {
    for (let c = 0; c < 3; c++) out[c * 3] = sv[c]! / n;
    return out;
  }
  for (let c = 0; c < 3; c++) {
    const v0 = sv[c]!;
    const v1 = sxv[c]!;
    const v2 = suv[c]!;
    const a = (v0 * (sxx * suu - sxu * sxu) - sx * (v1 * suu - sxu * v2) + su * (v1 * sxu - sxx * v2)) / det;
    const b = (n * (v1 * suu - sxu * v2) - v0 * (sx * suu - sxu * su) + su * (sx * v2 - v1 * su)) / det;
    const g = (n * (sxx * v2 - v1 * sxu) - sx * (sx * v2 - v1 * su) + v0 * (sx * sxu - sxx * su)) / det;
    out[c * 3] = a;
    out[c * 3 + 1] = b;
    out[c * 3 + 2] = g;
  }
  return out;
}

/**
 * The room's grain: each filled pixel takes the fine detail (the difference from its neighbours along the row) of a
 * room pixel of its own sheared row, mirrored across the nearer edge of the area. Furniture pixels lend nothing.
 */
function addTexture(photo: Photo, box: Box, slope: number, bands: Band[], bandOf: Int32Array, uMin: number, size: number): void {
  const { data, width, height } = photo;
  const cx = box.left + box.width / 2;
  const right = box.left + box.width;
  const span = Math.max(48, Math.min(box.width, 420));
  const R = 3;
  const grain = [0, 0, 0];
  const pixel = (x: number, u: number) => {
    if (x < 0 || x >= width || (x >= box.left && x < right)) return -1;
    const y = Math.round(uMin + u + slope * (x - cx));
    return y < 0 || y >= height ? -1 : (y * width + x) * 3;
  };
  // A room without grain (a drawing, a flat paint) gets none: what would be copied is only the edges of things.
  const spread: number[] = [];
  for (let k = 0; k < 4000 && spread.length < 1500; k++) {
    const u = Math.floor((k * 7919) % size);
    const sx = k % 2 ? box.left - 1 - R - ((k * 31) % (span - R - 1)) : right + R + ((k * 31) % (span - R - 1));
    const i = pixel(sx, u);
    const a = pixel(sx - R, u);
    const b = pixel(sx + R, u);
    if (i < 0 || a < 0 || b < 0) continue;
    spread.push(Math.abs(data[i + 1]! - (data[a + 1]! + data[b + 1]!) / 2));
  }
  spread.sort((p, q) => p - q);
  const typical = spread.length ? spread[spread.length >> 1]! : 0;
  if (typical < 1) return;
  // Grain up to a few times the room's own; more is the edge of something.
  const limit = Math.max(GRAIN, typical * 3);
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < right; x++) {
      const u = Math.min(size - 1, Math.max(0, Math.round(y - slope * (x - cx)) - uMin));
      const band = bands[bandOf[u]!]!;
      const onLeft = x - box.left <= right - 1 - x;
      const d = (onLeft ? x - box.left : right - 1 - x) % (span - R - 1);
      const sx = onLeft ? box.left - 1 - R - d : right + R + d;
      const i = pixel(sx, u);
      if (i < 0 || !near(data, i, band.colour, ROOM_TOLERANCE)) continue;
      const a = pixel(sx - R, u);
      const b = pixel(sx + R, u);
      if (a < 0 || b < 0 || !near(data, a, band.colour, ROOM_TOLERANCE) || !near(data, b, band.colour, ROOM_TOLERANCE)) continue;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        grain[c] = data[i + c]! - (data[a + c]! + data[b + c]!) / 2;
      }
      if (Math.abs(grain[0]!) > limit || Math.abs(grain[1]!) > limit || Math.abs(grain[2]!) > limit) continue;
      for (let c = 0; c < 3; c++) data[o + c] = Math.max(0, Math.min(255, Math.round(data[o + c]! + grain[c]!)));
    }
  }
}
