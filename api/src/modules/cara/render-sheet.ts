/**
 * The render sheet: the four example rooms, each with its main piece replaced by three products of the same kind
 * from the generated catalog, before and after, in one picture (docs/cara/render-sheet.jpg), and the time of each
 * render (the embedded renderer from the room photo's bytes to its two JPEGs).
 * Usage: pnpm --filter api render-sheet [output.jpg]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PRODUCT_STATUS } from '@storefront/contracts';
import { generateCatalog, type CatalogProduct } from '@storefront/contracts/generated-catalog';
import sharp from 'sharp';
import { renderProductImage, renderRoomScene, roomMainArea, type RoomSlug } from '../catalog';
import { cutout, referenceSize, renderRoom } from './render';

const ROOMS: ReadonlyArray<{ slug: RoomSlug; category: string }> = [
  { slug: 'living-room', category: 'Sofas' },
  { slug: 'dining-room', category: 'Dining Tables' },
  { slug: 'bedroom', category: 'Beds' },
  { slug: 'home-office', category: 'Desks' },
];
const TILE = { width: 480, height: 360 };
const LABEL = 34;

/** Three products of the category on sale, of different finishes, the first a small, then a middle, then a large one. */
function pick(products: readonly CatalogProduct[], category: string): CatalogProduct[] {
  const candidates = products.filter((p) => p.category === category && p.status === PRODUCT_STATUS.ON_SALE && !p.skuNumber.includes('-SET-'));
  const byWidth = [...candidates].sort((a, b) => a.width - b.width);
  const out: CatalogProduct[] = [];
  for (const at of [0.1, 0.5, 0.9]) {
    const start = Math.floor(at * (byWidth.length - 1));
    const found = byWidth.slice(start).find((p) => !out.some((q) => q.finishColor === p.finishColor)) ?? byWidth[start]!;
    out.push(found);
  }
  return out;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function tile(jpeg: Buffer, label: string): Promise<Buffer> {
  const picture = await sharp(jpeg).resize(TILE.width, TILE.height).toBuffer();
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${LABEL}"><rect width="100%" height="100%" fill="#ffffff"/><text x="8" y="22" font-family="sans-serif" font-size="15" fill="#222">${escapeXml(label)}</text></svg>`;
  return sharp({ create: { width: TILE.width, height: TILE.height + LABEL, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from(text), left: 0, top: 0 }, { input: picture, left: 0, top: LABEL }])
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const output = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../../../docs/cara/render-sheet.jpg'));
  const { products } = generateCatalog({ seed: 1, count: 3000, now: new Date('2026-12-01T00:00:00Z') });
  const tiles: Buffer[] = [];
  const rows: Array<{ room: string; sku: string; size: string; ms: number; cpuMs: number }> = [];
  for (const room of ROOMS) {
    const photo = await renderRoomScene(room.slug);
    const area = roomMainArea(room.slug)!;
    // The before: the room with its area outlined.
    const outline = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect x="${area.left}" y="${area.top}" width="${area.width}" height="${area.height}" fill="none" stroke="#e0412f" stroke-width="4" stroke-dasharray="14 8"/></svg>`;
    const before = await sharp(photo).composite([{ input: Buffer.from(outline) }]).jpeg().toBuffer();
    tiles.push(await tile(before, `${room.slug}: before, the area drawn`));
    for (const product of pick(products, room.category)) {
      const picture = await renderProductImage({ sku: product.skuNumber, shape: product.shape, finishColor: product.finishColor, finish: product.finish, materials: product.materials, width: product.width, length: product.length, height: product.height }, 1);
      const piece = await cutout(picture);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const out = await renderRoom(photo, [{ region: area, cutout: piece, size: { width: product.width, height: product.height, length: product.length }, reference: referenceSize(product.category) }]);
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      rows.push({ room: room.slug, sku: product.skuNumber, size: `${product.width}x${product.length}x${product.height} in`, ms, cpuMs: (used.user + used.system) / 1000 });
      tiles.push(await tile(out.high, `${product.skuNumber} ${product.width}" wide, ${product.finish}`));
    }
  }
  const tileHeight = TILE.height + LABEL;
  const sheet = await sharp({ create: { width: TILE.width * 4, height: tileHeight * ROOMS.length, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, k) => ({ input, left: (k % 4) * TILE.width, top: Math.floor(k / 4) * tileHeight })))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, sheet);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
  };
  // Wall time is what a designer waits; the processor time (all threads) tells it apart from a busy machine's.
  console.log('room          sku              size                  wall ms  cpu ms');
  for (const r of rows) console.log(`${r.room.padEnd(13)} ${r.sku.padEnd(16)} ${r.size.padEnd(20)} ${r.ms.toFixed(0).padStart(8)} ${r.cpuMs.toFixed(0).padStart(7)}`);
  const walls = rows.map((r) => r.ms);
  console.log(`median ${median(walls).toFixed(0)} ms wall (${median(rows.map((r) => r.cpuMs)).toFixed(0)} ms processor), slowest ${Math.max(...walls).toFixed(0)} ms, over ${rows.length} renders; sheet ${(sheet.length / 1024).toFixed(0)} KB at ${output}`);
}

await main();
