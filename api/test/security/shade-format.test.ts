/**
 * I4 of the security report: `/ca/inpainting_message` took an SVG as the selection's `shade` and had librsvg (through
 * sharp) rasterize it, a parser anyone could reach. The shade now passes the one check room photos pass
 * (`checkPicture`): a bmp, png, jpg or webp by its magic number before any decoder sees it, decoding as that
 * format. An SVG, or any other format, is refused before anything is stored; the check also reaches photos, which
 * no longer hand an SVG to librsvg even to read its size.
 */
import { CARA_CALLS, CARA_MESSAGES, ERR, type AiCase, type StoredPhoto } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/modules/catalog';
import { rasterFormat } from '../../src/modules/files';
import { caraCases, caraPhotos, products } from '../../src/platform/db/schema';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { guestId } from './page-server';

const SHADE_REFUSED = { err: ERR.FILE_TYPE, errmsg: 'The selection could not be read' };
const PHOTO_REFUSED = { err: ERR.FILE_TYPE, errmsg: CARA_MESSAGES.photoType };

let api: TestApi;
let sku = '';
let room: Buffer;
beforeAll(async () => {
  // No worker: a render stays queued, nothing is drawn.
  api = await startTestApi({ CARA_JOB_CONCURRENCY: '0' });
  await seedCatalog(api.services.db, { seed: 1, count: 40, now: new Date('2026-11-01T00:00:00Z') });
  const [row] = await api.services.db.select({ sku: products.skuNumber }).from(products).where(eq(products.status, 1)).limit(1);
  sku = row!.sku;
  room = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 190, g: 180, b: 160 } } }).jpeg().toBuffer();
});
afterAll(() => api.close());

const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** An SVG that marks an area, as a crafted client would send it (with an external reference for good measure). */
const SVG = Buffer.from(
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/hostname">]>' +
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="640" height="360">' +
    '<rect x="100" y="100" width="200" height="150" fill="white"/><image xlink:href="file:///etc/passwd" width="10" height="10"/><text>&x;</text></svg>',
);
/** The shade the upload widget draws: transparent, with the selected area opaque. */
const pngShade = () =>
  sharp({ create: { width: 640, height: 360, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 200, height: 150, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } }, left: 100, top: 100 }])
    .png()
    .toBuffer();

async function counts(): Promise<{ photos: number; cases: number }> {
  return {
    photos: (await api.services.db.select({ id: caraPhotos.id }).from(caraPhotos)).length,
    cases: (await api.services.db.select({ id: caraCases.id }).from(caraCases)).length,
  };
}

async function photoOf(guest: string): Promise<StoredPhoto> {
  const res = await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: dataUrl('image/jpeg', room) }, headers: { GuestUId: guest } });
  expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
  return res.val.photo;
}

const generate = (guest: string, fields: Record<string, unknown>) =>
  api.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, { body: { type: 'generate', sku_number: [sku], source: 2, ...fields }, headers: { GuestUId: guest } });

/** Pictures that are not a raster picture of the formats taken, each with the type a client might claim. */
async function notRaster(): Promise<Array<[string, string, Buffer]>> {
  const gif = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ffffff' } }).gif().toBuffer();
  const tiff = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ffffff' } }).tiff().toBuffer();
  const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [
    ['an SVG', 'image/svg+xml', SVG],
    ['an SVG claiming to be a PNG', 'image/png', SVG],
    ['an SVG with leading spaces', 'image/png', Buffer.concat([Buffer.from('   \n'), SVG])],
    ['an SVG behind a PNG signature', 'image/png', Buffer.concat([pngMagic, SVG])],
    ['a GIF', 'image/gif', gif],
    ['a TIFF', 'image/tiff', tiff],
  ];
}

describe('I4: the shade is a raster picture, checked as photos are', () => {
  it('I4: none of these is a raster format by its magic number, so no decoder is handed them', async () => {
    for (const [label, , bytes] of await notRaster()) expect({ label, format: rasterFormat(bytes) }).toEqual({ label, format: label.includes('PNG signature') ? 'png' : null });
    expect(rasterFormat(await pngShade())).toBe('png');
  });

  it('I4: an SVG shade (or any other format) is refused, as JSON or multipart, and nothing is stored', async () => {
    const guest = guestId('i4-shade');
    const photo = await photoOf(guest);
    for (const [label, type, bytes] of await notRaster()) {
      const before = await counts();
      // The photo inline with the shade: not even the photo is kept when the shade is refused.
      const inline = await generate(guest, { image: dataUrl('image/jpeg', room), shade: dataUrl(type, bytes) });
      expect({ label, ...pick(inline) }).toEqual({ label, ...SHADE_REFUSED });
      const byId = await generate(guest, { image_id: photo.image_id, shade: dataUrl(type, bytes) });
      expect({ label, ...pick(byId) }).toEqual({ label, ...SHADE_REFUSED });
      const form = new FormData();
      for (const [k, v] of Object.entries({ type: 'generate', image_id: photo.image_id, sku_number: sku, source: '2' })) form.append(k, v);
      form.append('shade', new Blob([new Uint8Array(bytes)], { type }), 'shade.png');
      const multipart = await api.call(CARA_CALLS.inpaintingMessage, { form, headers: { GuestUId: guest } });
      expect({ label, ...pick(multipart) }).toEqual({ label, ...SHADE_REFUSED });
      expect({ label, ...(await counts()) }).toEqual({ label, ...before });
    }
  });

  it('I4: the same pictures are refused as room photos, by the same check', async () => {
    const guest = guestId('i4-photo');
    for (const [label, type, bytes] of await notRaster()) {
      const res = await api.call(CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: dataUrl(type, bytes) }, headers: { GuestUId: guest } });
      expect({ label, ...pick(res) }).toEqual({ label, ...PHOTO_REFUSED });
    }
  });

  it('I4: the PNG shade the widget draws still marks the area to render', async () => {
    const guest = guestId('i4-png');
    const photo = await photoOf(guest);
    const res = await generate(guest, { image_id: photo.image_id, shade: dataUrl('image/png', await pngShade()) });
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    const [row] = await api.services.db.select().from(caraCases).where(eq(caraCases.id, Number(res.val.case.case_id)));
    expect(row!.regions).toHaveLength(1);
    expect(row!.regions[0]!.left).toBeCloseTo(100, -1);
    expect(row!.regions[0]!.width).toBeCloseTo(200, -1);
  });
});
