import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderRoomScene, roomMainArea } from '../catalog';
import { emptyArea, roomSlope } from './inpaint';

const WALL = [226, 220, 210];
const SKIRTING = [240, 238, 232];
const FLOOR = [176, 140, 100];
const SOFA = [150, 60, 70];
const SIDE_TABLE = [70, 50, 35];

/**
 * A room drawn here, independently of the fill: a wall with a gentle light fall, a skirting 12 px high and a floor
 * below a wall/floor line of the given slope (y = lineY + slope (x - 300)), a sofa standing in the area and a side
 * table just left of it.
 */
function room(slope: number, lineY = 200) {
  const width = 600;
  const height = 320;
  const data = Buffer.alloc(width * height * 3);
  const floorAt = (x: number) => lineY + slope * (x - 300);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const line = floorAt(x);
      const colour = y >= line ? FLOOR : y >= line - 12 ? SKIRTING : WALL.map((c) => c - Math.round((x / width) * 10));
      data.set(colour, (y * width + x) * 3);
    }
  const paint = (left: number, top: number, w: number, h: number, colour: number[]) => {
    for (let y = top; y < top + h; y++) for (let x = left; x < left + w; x++) data.set(colour, (y * width + x) * 3);
  };
  paint(220, 140, 160, 70, SOFA);
  paint(150, 150, 56, 50, SIDE_TABLE);
  return { photo: { data, width, height }, floorAt, area: { left: 210, top: 130, width: 180, height: 90 } };
}

const near = (data: Buffer, i: number, colour: number[], tolerance: number) => colour.every((c, k) => Math.abs(data[i + k]! - c) <= tolerance);

describe('emptying an area', () => {
  it('finds the room\'s horizontal direction from the wall/floor line beside the area', () => {
    for (const slope of [0, 0.05, -0.08]) {
      const { photo, area } = room(slope);
      expect(roomSlope(photo, area)).toBeCloseTo(slope, 1);
      expect(Math.abs(roomSlope(photo, area) - slope)).toBeLessThanOrEqual(0.012);
    }
  });

  it('removes the old piece, leaves no trace of its colour and copies nothing of the furniture beside it', () => {
    const { photo, area } = room(0.05);
    emptyArea(photo, area);
    let sofa = 0;
    let table = 0;
    for (let y = area.top; y < area.top + area.height; y++)
      for (let x = area.left; x < area.left + area.width; x++) {
        const i = (y * photo.width + x) * 3;
        if (near(photo.data, i, SOFA, 40)) sofa++;
        if (near(photo.data, i, SIDE_TABLE, 40)) table++;
      }
    expect(sofa).toBe(0);
    expect(table).toBe(0);
  });

  it('continues the wall/floor line and the skirting through the area', () => {
    const slope = 0.05;
    const { photo, area, floorAt } = room(slope);
    emptyArea(photo, area);
    for (const x of [area.left + 5, area.left + area.width / 2, area.left + area.width - 5]) {
      // Down the column: wall, then skirting, then floor, each change within a pixel or two of where it is drawn.
      let skirtingFrom = -1;
      let floorFrom = -1;
      for (let y = area.top; y < area.top + area.height; y++) {
        const i = (y * photo.width + x) * 3;
        if (skirtingFrom < 0 && near(photo.data, i, SKIRTING, 6)) skirtingFrom = y;
        if (floorFrom < 0 && near(photo.data, i, FLOOR, 6)) floorFrom = y;
      }
      expect(Math.abs(floorFrom - floorAt(x))).toBeLessThanOrEqual(2);
      expect(Math.abs(skirtingFrom - (floorAt(x) - 12))).toBeLessThanOrEqual(2);
      // Above the skirting, the wall.
      const wallRow = Math.round(floorAt(x) - 30);
      expect(near(photo.data, (wallRow * photo.width + x) * 3, WALL, 12)).toBe(true);
    }
  });

  it('writes only inside the area', () => {
    const { photo, area } = room(-0.04);
    const before = Buffer.from(photo.data);
    emptyArea(photo, area);
    for (let y = 0; y < photo.height; y++)
      for (let x = 0; x < photo.width; x++) {
        if (x >= area.left && x < area.left + area.width && y >= area.top && y < area.top + area.height) continue;
        const i = (y * photo.width + x) * 3;
        if (photo.data[i] !== before[i] || photo.data[i + 1] !== before[i + 1] || photo.data[i + 2] !== before[i + 2]) throw new Error(`changed outside the area at ${x},${y}`);
      }
  });
});

describe('an area as wide as the photo', () => {
  it('is filled from above and below it, and nothing outside it changes', () => {
    const { photo } = room(0.05);
    const area = { left: 0, top: 100, width: photo.width, height: 150 };
    const before = Buffer.from(photo.data);
    emptyArea(photo, area);
    for (let i = 0; i < photo.data.length; i += 3) {
      const y = Math.floor(i / 3 / photo.width);
      if (y < area.top || y >= area.top + area.height) expect(photo.data[i]).toBe(before[i]);
    }
    // The sofa and the side table are gone: each column runs from the wall above to the floor below.
    for (let y = area.top; y < area.top + area.height; y++)
      for (let x = 0; x < photo.width; x += 7) {
        const i = (y * photo.width + x) * 3;
        expect(near(photo.data, i, SOFA, 40) || near(photo.data, i, SIDE_TABLE, 40)).toBe(false);
      }
  });
});

describe('the room\'s grain', () => {
  /** The mean absolute difference of each pixel from its neighbours 3 px left and right, over a box. */
  function grain(photo: { data: Buffer; width: number }, box: { left: number; top: number; width: number; height: number }): number {
    let sum = 0;
    let n = 0;
    for (let y = box.top; y < box.top + box.height; y++)
      for (let x = box.left + 3; x < box.left + box.width - 3; x++) {
        const i = (y * photo.width + x) * 3 + 1;
        sum += Math.abs(photo.data[i]! - (photo.data[i - 9]! + photo.data[i + 9]!) / 2);
        n++;
      }
    return sum / n;
  }

  it('is copied into the fill from the room around, where the room has one', () => {
    const { photo, area } = room(0.05);
    // A wall with a grain of its own (a deterministic noise of a few levels).
    let seed = 7;
    for (let i = 0; i < photo.data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      photo.data[i] = Math.max(0, Math.min(255, photo.data[i]! + ((seed >> 16) % 9) - 4));
    }
    const wallOutside = { left: 20, top: 40, width: 120, height: 40 };
    const wallInside = { left: area.left + 10, top: area.top + 5, width: area.width - 20, height: 30 };
    emptyArea(photo, area);
    expect(grain(photo, wallInside)).toBeGreaterThan(grain(photo, wallOutside) * 0.5);
  });

  it('is not invented where the room has none', () => {
    const { photo, area } = room(0.05);
    emptyArea(photo, area);
    expect(grain(photo, { left: area.left + 10, top: area.top + 5, width: area.width - 20, height: 30 })).toBeLessThan(0.5);
  });
});

describe('emptying the example rooms', () => {
  it('removes the dining room\'s table and the bedroom\'s bed: none of their colour is left in the area', async () => {
    // The table is dark wood; the bed is the only blue-grey thing in its room (its walls, floor and rug are warm).
    const oldPiece = {
      'dining-room': (r: number, g: number, b: number) => r < 135 && g < 110 && b < 90,
      bedroom: (r: number, g: number, b: number) => b - r > 12,
    } as const;
    for (const [slug, isOld] of Object.entries(oldPiece) as Array<[keyof typeof oldPiece, (r: number, g: number, b: number) => boolean]>) {
      const { data, info } = await sharp(await renderRoomScene(slug)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const area = roomMainArea(slug)!;
      const count = () => {
        let n = 0;
        for (let y = area.top; y < area.top + area.height; y++)
          for (let x = area.left; x < area.left + area.width; x++) {
            const i = (y * info.width + x) * 3;
            if (isOld(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
          }
        return n;
      };
      expect(count()).toBeGreaterThan(5000);
      const { slope } = emptyArea({ data, width: info.width, height: info.height }, area);
      expect(count()).toBe(0);
      // The rooms are drawn with the camera turned 14 degrees and looking 10 degrees down: their floor line falls by
      // sin(14) sin(10) / cos(14) per pixel.
      expect(slope).toBeCloseTo((Math.sin((14 * Math.PI) / 180) * Math.sin((10 * Math.PI) / 180)) / Math.cos((14 * Math.PI) / 180), 2);
    }
  });
});
