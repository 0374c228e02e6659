import { ERR, FILE_CALLS, IMAGE_WIDTHS, MESSAGES, fileReadUrl, productImageName } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/api';
import { insertProducts } from '../../../testing/catalog';
import { variantKey } from '../../files';
import { SHAPES } from '../generator';
import { catalogImage, drawnCount } from './read';
import { productSvg } from './render';
import { BANNER_BRANDS, BANNER_SIZE, ROOM_SIZE, ROOM_SLUGS } from './rooms';

let api: TestApi;

async function read(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(new URL(url, api.url), { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, ms: performance.now() - started };
}

const url = (filename: string, width = 0, format: 'jpg' | 'png' | 'webp' = 'jpg') => fileReadUrl(filename, width, format);

/** Sizes within each shape's usual range (inches: width, depth, height). */
const SIZES: Record<string, [number, number, number]> = {
  sofa: [88, 38, 33], sectional: [124, 96, 33], chair: [32, 34, 34], 'dining-chair': [21, 24, 39], stool: [19, 20, 42], ottoman: [36, 24, 18],
  bench: [52, 18, 18], bed: [80, 90, 60], nightstand: [27, 18, 27], dresser: [66, 20, 36], chest: [40, 20, 54], 'table-round': [54, 54, 30],
  'table-rect': [84, 42, 30], 'coffee-table': [50, 30, 17], 'side-table': [22, 22, 24], console: [60, 16, 32], sideboard: [72, 20, 35],
  desk: [60, 28, 30], bookcase: [40, 16, 84], cabinet: [48, 18, 84], mirror: [36, 2, 48], lamp: [16, 16, 30], chandelier: [36, 36, 30],
  armoire: [48, 24, 80], chaise: [64, 30, 34], daybed: [80, 40, 36], credenza: [72, 18, 29], buffet: [70, 20, 36], etagere: [34, 16, 80],
  vanity: [48, 20, 64], rug: [96, 120, 1],
};

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(
    api.services,
    [...SHAPES, 'hovercraft'].map((shape, i) => {
      const [width, length, height] = SIZES[shape] ?? [30, 20, 30];
      return { skuNumber: `IMG-${shape.toUpperCase()}`, shape, width, length, height, finishColor: ['#6b4a2f', '#d9cbb5', '#3b4a5a', '#8c8f7a'][i % 4]!, views: 6 };
    }),
  );
  await insertProducts(api.services, [
    { skuNumber: 'IMG-SIZES', shape: 'sofa', views: 3 },
    { skuNumber: 'IMG-CACHE', shape: 'chair', views: 3 },
    { skuNumber: 'IMG-CROWD', shape: 'dresser', views: 3 },
    { skuNumber: 'img-crowd', shape: 'desk', views: 3 },
  ]);
}, 60_000);
afterAll(() => api.close());

describe('product pictures', () => {
  it('draws every shape (and a neutral piece for an unknown one) as a 1200x900 JPEG', async () => {
    const names = [...SHAPES, 'hovercraft'].map((shape) => productImageName(`IMG-${shape.toUpperCase()}`, 1));
    for (let i = 0; i < names.length; i += 6) {
      const batch = await Promise.all(names.slice(i, i + 6).map((name) => read(url(name))));
      for (const res of batch) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('x-image-placeholder')).toBeNull();
        const meta = await sharp(res.bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
      }
    }
  }, 180_000);

  it('gives each kind of the broader line a drawing of its own, not the neutral piece', () => {
    for (const shape of ['armoire', 'chaise', 'daybed', 'credenza', 'buffet', 'etagere', 'vanity', 'rug']) {
      const [width, length, height] = SIZES[shape]!;
      const piece = { sku: `IMG-${shape}`, shape, finishColor: '#6b4a2f', width, length, height };
      for (const view of [1, 2, 3]) expect(productSvg(piece, view)).not.toBe(productSvg({ ...piece, shape: 'hovercraft' }, view));
    }
  });

  it('draws each view differently: front, angle, side, finish close-up, detail, swatches', async () => {
    const views = await Promise.all([1, 2, 3, 4, 5, 6].map((view) => read(url(productImageName('IMG-SOFA', view)))));
    const digests = new Set<string>();
    for (const res of views) {
      expect(res.status).toBe(200);
      expect((await sharp(res.bytes).metadata()).width).toBe(1200);
      digests.add(res.bytes.toString('base64').slice(-200));
    }
    expect(digests.size).toBe(6);
  }, 60_000);

  it('serves widths 100, 300, 500 and 600 (an odd width snaps to the next one), in jpg, png and webp', async () => {
    const name = productImageName('IMG-SIZES', 1);
    for (const width of IMAGE_WIDTHS) {
      const res = await read(url(name, width));
      expect(res.status).toBe(200);
      const meta = await sharp(res.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, (width * 3) / 4]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await sharp((await read(url(name, 250))).bytes).metadata()).width).toBe(300);
    expect((await sharp((await read(url(name, 300, 'png'))).bytes).metadata()).format).toBe('png');
    expect((await sharp((await read(url(name, 300, 'webp'))).bytes).metadata()).format).toBe('webp');
  }, 60_000);

  it('keeps the original and its variants: a second read comes from memory with the same ETag, and If-None-Match gets 304', async () => {
    const name = productImageName('IMG-CACHE', 2);
    const first = await read(url(name, 300));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-variant-source')).toBe('resized');
    const again = await read(url(name, 300));
    expect(again.headers.get('x-variant-source')).toBe('memory');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const image = await catalogImage(api.services, name);
    expect(await api.services.files.get(image!.key)).not.toBeNull();
    expect(await api.services.files.get(variantKey({ storageKey: image!.key }, 300, 'jpg'))).not.toBeNull();
    const notModified = await read(url(name, 300), { 'If-None-Match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    // Warm reads are quick even when measured from the test itself.
    const times: number[] = [];
    for (let i = 0; i < 40; i++) times.push((await read(url(name, 300))).ms);
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.9)]!).toBeLessThan(50);
  }, 60_000);

  it('draws a picture once when many cold reads of it arrive together, and keeps SKUs that differ by case apart', async () => {
    const before = drawnCount(api.services);
    const name = productImageName('IMG-CROWD', 3);
    const all = await Promise.all([...Array.from({ length: 25 }, () => read(url(name, 300))), ...Array.from({ length: 25 }, () => read(url(name, 0)))]);
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(drawnCount(api.services) - before).toBe(1);
    const resized = all.slice(0, 25);
    expect(resized.every((r) => r.bytes.equals(resized[0]!.bytes))).toBe(true);
    const lower = await read(url(productImageName('img-crowd', 3), 0));
    expect(lower.status).toBe(200);
    expect(lower.bytes.equals(all[30]!.bytes)).toBe(false);
    expect(drawnCount(api.services) - before).toBe(2);
  }, 60_000);

  it('answers the no-image placeholder for an unknown product, a view it does not have, an unknown brand or room', async () => {
    for (const name of [productImageName('NO-SUCH-SKU', 1), productImageName('IMG-SIZES', 9), productImageName('IMG-SIZES', 0), 'banner_nobody.jpg', 'room_attic.jpg']) {
      const res = await read(url(name, 300));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-image-placeholder')).toBe('1');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const meta = await sharp(res.bytes).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 300]);
    }
    const original = await read(url(productImageName('NO-SUCH-SKU', 1)));
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
    // A product added afterwards shows once the short lookup memory has passed; its own picture is never the placeholder's.
    const placeholderTag = original.headers.get('etag');
    const real = await read(url(productImageName('IMG-SIZES', 2)));
    expect(real.headers.get('etag')).not.toBe(placeholderTag);
  }, 60_000);

  it('keeps reading uploads as before: other block-1 names and wrong blocks are a 404 envelope', async () => {
    for (const path of [
      `${FILE_CALLS.read.path}?blockid=1&width=100&format=jpg&filename=../../etc/passwd`,
      `${FILE_CALLS.read.path}?blockid=1&width=100&format=jpg&filename=Newcache_2_00000000-0000-4000-8000-000000000000.png`,
      `${FILE_CALLS.read.path}?blockid=2&width=100&format=jpg&filename=IMG-SOFA_1.jpg`,
    ]) {
      const response = await fetch(new URL(path, api.url));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ err: ERR.NOT_FOUND, val: null, errmsg: MESSAGES.fileNotFound });
    }
  });
});

describe('banners and room scenes', () => {
  it('draws a 1920x640 banner for every brand', async () => {
    const all = await Promise.all(Object.keys(BANNER_BRANDS).map((brand) => read(url(`banner_${brand}.jpg`))));
    for (const res of all) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-image-placeholder')).toBeNull();
      const meta = await sharp(res.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', BANNER_SIZE.width, BANNER_SIZE.height]);
    }
    const narrow = await read(url('banner_ca.jpg', 600));
    expect((await sharp(narrow.bytes).metadata()).width).toBe(600);
    // The wide widths: a phone's hero at 900 or 1200 px, a desktop's at 1600, never the original unasked.
    for (const [asked, served] of [[700, 900], [900, 900], [1100, 1200], [1600, 1600]] as const) {
      expect((await sharp((await read(url('banner_ca.jpg', asked))).bytes).metadata()).width).toBe(served);
    }
  }, 120_000);

  it('draws a room scene for every room', async () => {
    const all = await Promise.all(ROOM_SLUGS.map((slug) => read(url(`room_${slug}.jpg`))));
    for (const res of all) {
      expect(res.status).toBe(200);
      const meta = await sharp(res.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ROOM_SIZE.width, ROOM_SIZE.height]);
    }
  }, 120_000);
});
