import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clipRegion, compositeRaw, cutout, regionsFromShade, renderRoom } from './render';

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
    // The piece (2:1) fills the first area's width and stands on its bottom edge: the row above the floor is changed,
    // the top of the area (above the piece) is not.
    const row = (y: number) => Array.from({ length: 160 }, (_, k) => (y * width + 20 + k) * 3).filter((i) => out[i] !== before[i]).length;
    expect(row(40 + 150)).toBeGreaterThan(100);
    expect(row(45)).toBe(0);
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
