/**
 * Writes sample pictures into a folder, to look at the drawings: every shape in every view, banners and rooms.
 * Usage: node --import tsx src/modules/catalog/images/samples.ts <folder> [shape ...]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHAPES } from '../generator';
import { renderProductImage } from './render';
import { BANNER_BRANDS, ROOM_SLUGS, renderBanner, renderRoomScene } from './rooms';
import type { Piece } from './furniture';

const SIZES: Record<string, [number, number, number]> = {
  sofa: [88, 38, 33], sectional: [124, 96, 33], chair: [32, 34, 34], 'dining-chair': [21, 24, 39], stool: [19, 20, 42], ottoman: [36, 24, 18],
  bench: [52, 18, 18], bed: [80, 90, 60], nightstand: [27, 18, 27], dresser: [66, 20, 36], chest: [40, 20, 54], 'table-round': [54, 54, 30],
  'table-rect': [84, 42, 30], 'coffee-table': [50, 30, 17], 'side-table': [22, 22, 24], console: [60, 16, 32], sideboard: [72, 20, 35],
  desk: [60, 28, 30], bookcase: [40, 16, 84], cabinet: [48, 18, 84], mirror: [36, 2, 48], lamp: [16, 16, 30], chandelier: [36, 36, 30], widget: [30, 20, 30],
};
const COLORS = ['#6b4a2f', '#d9cbb5', '#3b4a5a', '#8c8f7a', '#a8643f', '#c9b27c', '#2f2f2f', '#e8e1d4'];
const FINISHES = ['Walnut', 'Ivory Linen', 'Navy Velvet', 'Sage Boucle', 'Cognac Leather', 'Brushed Brass', 'Ebony', 'Carrara Marble'];

async function main(): Promise<void> {
  const out = process.argv[2] ?? 'samples';
  const only = process.argv.slice(3);
  await mkdir(out, { recursive: true });
  if (only[0] === 'rooms') {
    for (const slug of ROOM_SLUGS) await writeFile(join(out, `room_${slug}.png`), await sharp(await renderRoomScene(slug)).png().toBuffer());
    for (const brand of Object.keys(BANNER_BRANDS)) await writeFile(join(out, `banner_${brand}.png`), await sharp(await renderBanner(brand)).png().toBuffer());
    return;
  }
  const shapes = only.length ? only : [...SHAPES, 'widget'];
  for (const [i, shape] of shapes.entries()) {
    const [width, length, height] = SIZES[shape] ?? [30, 20, 30];
    const piece: Piece = { sku: `SAMPLE-${shape}-${i}`, shape, finishColor: COLORS[i % COLORS.length]!, finish: FINISHES[i % FINISHES.length], materials: '', width, length, height };
    const tiles: Buffer[] = [];
    for (let view = 1; view <= 6; view++) {
      const jpeg = await renderProductImage(piece, view);
      await writeFile(join(out, `${shape}_${view}.jpg`), jpeg);
      tiles.push(await sharp(jpeg).resize({ width: 400 }).toBuffer());
    }
    const sheet = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, k) => ({ input, left: (k % 3) * 400, top: Math.floor(k / 3) * 300 })))
      .png()
      .toBuffer();
    await writeFile(join(out, `sheet_${shape}.png`), sheet);
  }
}

await main();
