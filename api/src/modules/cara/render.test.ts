import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clipRegion, compositeRaw, cutout, fitPiece, regionsFromShade, renderRoom } from './render';

/** A product picture like the catalog's: a dark piece on a light background. */
async function productPicture(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 450, channels: 3, background: { r: 244, g: 242, b: 238 } } })
    .composite([{ input: { create: { width: 300, height: 150, channels: 3, background: { r: 90, g: 60, b: 40 } } }, left: 150, top: 200 }])
    .jpeg()
    .toBuffer();
}

async function room(width = 1920, height = 1080): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 170, b: 150 } } })
    .jpeg()
    .toBuffer();
}

describe('the renderer', () => {
  it('keys out the light background and trims to the piece', async () => {
    const piece = await cutout(await productPicture());
    expect(piece.width).toBeGreaterThanOrEqual(298);
    expect(piece.width).toBeLessThanOrEqual(304);
    expect(piece.height).toBeGreaterThanOrEqual(148);
    expect(piece.height).toBeLessThanOrEqual(154);
    // Centre opaque, the piece's colour.
    const centre = ((piece.height >> 1) * piece.width + (piece.width >> 1)) * 4;
    expect(piece.data[centre + 3]).toBe(255);
    expect(piece.mean[0]).toBeLessThan(120);
  });

  it('keeps a light piece whole and leaves the studio\'s shadow under a piece behind', async () => {
    // An ivory cabinet on two dark legs, over a soft shadow that fades into the background.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450">
      <defs><radialGradient id="s"><stop offset="0" stop-color="#1f1a15" stop-opacity="0.45"/><stop offset="1" stop-color="#1f1a15" stop-opacity="0"/></radialGradient></defs>
      <rect width="600" height="450" fill="rgb(244,242,238)"/>
      <ellipse cx="300" cy="352" rx="190" ry="26" fill="url(#s)"/>
      <rect x="160" y="150" width="280" height="180" fill="rgb(236,226,208)"/>
      <rect x="170" y="330" width="14" height="22" fill="rgb(60,45,35)"/><rect x="416" y="330" width="14" height="22" fill="rgb(60,45,35)"/>
    </svg>`;
    const piece = await cutout(await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer());
    // Trimmed to the cabinet and its legs: the shadow's wider ellipse is not part of it.
    expect(piece.width).toBeGreaterThanOrEqual(278);
    expect(piece.width).toBeLessThanOrEqual(284);
    expect(piece.height).toBeGreaterThanOrEqual(200);
    expect(piece.height).toBeLessThanOrEqual(206);
    // The ivory front is opaque all over, not half see-through.
    for (const [fx, fy] of [[0.5, 0.3], [0.2, 0.6], [0.8, 0.8]] as const) expect(piece.data[(Math.round(fy * 180) * piece.width + Math.round(fx * piece.width)) * 4 + 3]).toBe(255);
    // Between the legs, where only the shadow was, nothing is left.
    const between = ((piece.height - 5) * piece.width + (piece.width >> 1)) * 4;
    expect(piece.data[between + 3]).toBe(0);
  });

  it('fits the piece in its area with the aspect kept, on the floor line, and leaves every pixel outside the areas untouched', async () => {
    const width = 400;
    const height = 240;
    const photo = { data: Buffer.alloc(width * height * 3), width, height };
    for (let i = 0; i < photo.data.length; i++) photo.data[i] = (i * 7) % 251;
    const before = Buffer.from(photo.data);
    const piece = await cutout(await productPicture());
    const areas = [
      { left: 20, top: 40, width: 160, height: 160 },
      { left: 250, top: 100, width: 120, height: 90 },
    ];
    const out = await compositeRaw(photo, areas.map((region) => ({ region, cutout: piece })));
    const inside = (x: number, y: number) => areas.some((a) => x >= a.left && x < a.left + a.width && y >= a.top && y < a.top + a.height);
    let changedInside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const same = out[i] === before[i] && out[i + 1] === before[i + 1] && out[i + 2] === before[i + 2];
        if (!inside(x, y)) expect(same).toBe(true);
        else if (!same) changedInside++;
      }
    }
    expect(changedInside).toBeGreaterThan(1000);
  });

  /** A plain room: a wall over a floor whose line falls by `slope` per pixel, a grey old piece in the area. */
  function plainRoom(slope: number) {
    const width = 480;
    const height = 300;
    const data = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data.set(y >= 190 + slope * (x - 240) ? [170, 130, 95] : [225, 222, 214], (y * width + x) * 3);
    for (let y = 120; y < 200; y++) for (let x = 150; x < 330; x++) data.set([120, 120, 120], (y * width + x) * 3);
    return { data, width, height };
  }

  it('empties the area and stands the piece on its floor line, sheared to the room\'s direction', async () => {
    const piece = await cutout(await productPicture());
    const slope = 0.05;
    const photo = plainRoom(slope);
    const area = { left: 140, top: 100, width: 200, height: 110 };
    const out = await compositeRaw(photo, [{ region: area, cutout: piece }]);
    // The old grey piece is gone: what is not the new piece is wall, floor or a shadow on them.
    const isPiece = (i: number) => out[i]! < 140 && out[i]! > out[i + 2]! + 20;
    let grey = 0;
    const lowest: number[] = [];
    for (let x = area.left; x < area.left + area.width; x++) {
      let bottom = -1;
      for (let y = area.top; y < area.top + area.height; y++) {
        const i = (y * photo.width + x) * 3;
        if (Math.abs(out[i]! - 120) < 6 && Math.abs(out[i + 1]! - 120) < 6 && Math.abs(out[i + 2]! - 120) < 6) grey++;
        if (isPiece(i)) bottom = y;
      }
      if (bottom >= 0) lowest.push(bottom);
    }
    expect(grey).toBe(0);
    // The piece's base follows the floor line: its lowest pixels fall from left to right by the slope, and the
    // lowest of all stands on the area's bottom edge.
    expect(lowest.length).toBeGreaterThan(100);
    const rise = lowest[lowest.length - 5]! - lowest[4]!;
    expect(rise / (lowest.length - 9)).toBeCloseTo(slope, 1);
    expect(Math.max(...lowest)).toBeGreaterThanOrEqual(area.top + area.height - 3);
  });

  it('scales a piece from the room\'s scale at its area: a larger product is drawn larger, never beyond the area', () => {
    const box = { left: 0, top: 0, width: 600, height: 240 };
    const picture = { width: 400, height: 150 };
    const reference = { width: 92, height: 33 };
    const small = fitPiece(box, picture, 0.04, { width: 70, height: 33 }, reference);
    const large = fitPiece(box, picture, 0.04, { width: 90, height: 33 }, reference);
    const huge = fitPiece(box, picture, 0.04, { width: 140, height: 33 }, reference);
    expect(large.width / small.width).toBeCloseTo(90 / 70, 1);
    expect(huge.width).toBeLessThanOrEqual(box.width);
    expect(huge.height + 0.04 * huge.width).toBeLessThanOrEqual(box.height);
    // The lowest corner of the sheared base on the bottom edge.
    expect(large.baseY + (0.04 * large.width) / 2).toBeCloseTo(box.height - 1, 0);
  });

  it('matches the piece\'s brightness to the room around it', async () => {
    const piece = await cutout(await productPicture());
    const render = async (level: number) => {
      const data = Buffer.alloc(200 * 200 * 3, level);
      const out = await compositeRaw({ data, width: 200, height: 200 }, [{ region: { left: 50, top: 50, width: 100, height: 100 }, cutout: piece }]);
      const i = (120 * 200 + 100) * 3;
      return out[i]! + out[i + 1]! + out[i + 2]!;
    };
    expect(await render(230)).toBeGreaterThan(await render(40));
  });

  it('renders high and low definition JPEGs of a 1920x1080 photo', async () => {
    const piece = await cutout(await productPicture());
    const out = await renderRoom(await room(), [
      { region: { left: 100, top: 500, width: 700, height: 500 }, cutout: piece },
      { region: { left: 1100, top: 600, width: 600, height: 400 }, cutout: piece },
    ]);
    expect((await sharp(out.high).metadata()).width).toBe(1920);
    expect((await sharp(out.low).metadata()).width).toBe(640);
  });

  it('clips regions to the photo and reads the areas of a shade PNG', async () => {
    expect(clipRegion({ left: -10, top: 5, width: 50, height: 500 }, 100, 100)).toEqual({ left: 0, top: 5, width: 40, height: 95 });
    expect(clipRegion({ left: 99, top: 0, width: 10, height: 10 }, 100, 100)).toBeNull();
    const shade = await sharp({ create: { width: 800, height: 450, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        { input: { create: { width: 100, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.6 } } }, left: 40, top: 300 },
        { input: { create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.6 } } }, left: 500, top: 200 },
      ])
      .png()
      .toBuffer();
    const regions = await regionsFromShade(shade, 1600, 900);
    expect(regions).toHaveLength(2);
    expect(regions[0]!.left).toBeCloseTo(80, -1);
    expect(regions[0]!.width).toBeCloseTo(200, -1);
    expect(regions[1]!.top).toBeCloseTo(400, -1);
  });
});
