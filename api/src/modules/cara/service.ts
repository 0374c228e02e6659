/**
 * Cara's records: owners, room photos and their codes, cases and their renders (the render job handler), chat
 * history. Every read is scoped to the caller's owner key: an account never sees another owner's rows.
 */
import {
  ApiError,
  CARA_MESSAGES,
  CASE_STATUS,
  ERR,
  MESSAGES,
  PHOTO_CODE_LENGTH,
  PHOTO_MAX_BYTES,
  fileReadUrl,
  type AiCase,
  type ImageRegion,
} from '@storefront/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Caller } from '../../platform/caller';
import { caraCases, caraPhotos, caraRenders, files } from '../../platform/db/schema';
import type { Services } from '../../platform/services';
import { catalogImage } from '../catalog/images/read';
import { readName } from '../files/store';
import type { JobHandler } from './jobs';
import { cutout, renderRoom, type Cutout, type RenderOutput } from './render';

// ---------------------------------------------------------------------------------------------
// Owners.

export interface Owner {
  key: string;
  accountId: string | null;
  guestId: string | null;
  /** send_user_id of the owner's chat messages. */
  userId: string;
}

const GUEST_ID = /^[A-Za-z0-9_-]{6,80}$/;

/**
 * Who owns what the caller makes: a signed-in account holding AI_customer_service_page_entrance, or a visitor by its
 * GuestUId. Anyone else is refused with 25010.
 */
export function ownerOf(caller: Caller): Owner {
  if (caller.account) {
    if (!caller.roles.has('AI_customer_service_page_entrance')) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
    return { key: `a:${caller.account.id}`, accountId: caller.account.id, guestId: null, userId: caller.account.id };
  }
  if (!GUEST_ID.test(caller.guestId)) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
  return { key: `g:${caller.guestId}`, accountId: null, guestId: caller.guestId, userId: caller.guestId };
}

// ---------------------------------------------------------------------------------------------
// Photos.

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const PHOTO_PURPOSE = 'cara_photo';
export const RENDER_PURPOSE = 'cara_render';

export function newCode(): string {
  let code = '';
  for (let i = 0; i < PHOTO_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type PhotoRow = typeof caraPhotos.$inferSelect;

export function describePhoto(photo: PhotoRow, file: { id: string; storageKey: string }) {
  const filename = readName(file);
  return { image_id: photo.id, image_code: photo.code, filename, src: fileReadUrl(filename), width: photo.width, height: photo.height };
}

/** Stores a private file of the owner (bytes in the store, a row in files). */
export async function putFile(services: Services, owner: Owner, purpose: string, bytes: Buffer, name: string): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  const storageKey = `cara/${id}.jpg`;
  await services.files.put(storageKey, bytes, 'image/jpeg');
  await services.db.insert(files).values({ id, storageKey, purpose, ownerAccountId: owner.accountId, guestId: owner.guestId, originalName: name, mime: 'image/jpeg', size: bytes.length });
  return { id, storageKey };
}

/**
 * Stores a room photo: it must decode as bmp, png, jpg or webp and be landscape (after its orientation tag); it is
 * kept as a JPEG and gets a code.
 */
export async function storePhoto(services: Services, owner: Owner, bytes: Buffer, name = 'room.jpg'): Promise<{ photo: PhotoRow; file: { id: string; storageKey: string } }> {
  if (bytes.length === 0 || bytes.length > PHOTO_MAX_BYTES) throw new ApiError(bytes.length ? ERR.FILE_TOO_LARGE : ERR.FILE_TYPE, bytes.length ? MESSAGES.fileTooLarge : CARA_MESSAGES.photoType);
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || !['jpeg', 'png', 'webp', 'bmp'].includes(meta.format ?? '')) throw new ApiError(ERR.FILE_TYPE, CARA_MESSAGES.photoType);
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  if (width <= height) throw new ApiError(ERR.BAD_REQUEST, CARA_MESSAGES.landscapeOnly);
  const jpeg = await sharp(bytes, { failOn: 'none' })
    .rotate()
    .resize({ width: 4096, height: 4096, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  const file = await putFile(services, owner, PHOTO_PURPOSE, jpeg.data, name.slice(0, 200));
  for (let tries = 0; ; tries++) {
    try {
      const [photo] = await services.db
        .insert(caraPhotos)
        .values({ ownerKey: owner.key, code: newCode(), fileId: file.id, width: jpeg.info.width, height: jpeg.info.height })
        .returning();
      return { photo: photo!, file };
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

async function photoWith(services: Services, where: ReturnType<typeof and>): Promise<{ photo: PhotoRow; file: { id: string; storageKey: string } } | null> {
  const [row] = await services.db
    .select({ photo: caraPhotos, file: { id: files.id, storageKey: files.storageKey } })
    .from(caraPhotos)
    .innerJoin(files, eq(files.id, caraPhotos.fileId))
    .where(and(where, isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The owner's photo by id, code or read name; null when it is not the owner's (or does not exist). */
export async function findPhoto(services: Services, owner: Owner, by: { id?: string | null; code?: string | null; filename?: string | null }) {
  if (by.id) return /^[0-9a-f-]{36}$/i.test(by.id) ? photoWith(services, and(eq(caraPhotos.id, by.id), eq(caraPhotos.ownerKey, owner.key))) : null;
  if (by.code) return photoWith(services, and(eq(caraPhotos.code, by.code.toLowerCase()), eq(caraPhotos.ownerKey, owner.key)));
  if (by.filename) {
    const m = /^Newcache_\d+_([0-9a-f-]{36})\.jpg$/.exec(by.filename.trim());
    return m ? photoWith(services, and(eq(caraPhotos.fileId, m[1]!), eq(caraPhotos.ownerKey, owner.key))) : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Cases.

export type CaseRow = typeof caraCases.$inferSelect;

export async function caseViews(services: Services, rows: readonly CaseRow[]): Promise<AiCase[]> {
  if (!rows.length) return [];
  const photoIds = [...new Set(rows.map((r) => r.photoId))];
  const photos = await services.db
    .select({ id: caraPhotos.id, fileId: files.id, storageKey: files.storageKey })
    .from(caraPhotos)
    .innerJoin(files, eq(files.id, caraPhotos.fileId))
    .where(inArray(caraPhotos.id, photoIds));
  const photoSrc = new Map(photos.map((p) => [p.id, fileReadUrl(readName({ id: p.fileId, storageKey: p.storageKey }))]));
  const renders = await services.db
    .select({ caseId: caraRenders.caseId, lowId: files.id, storageKey: files.storageKey, createdAt: caraRenders.createdAt })
    .from(caraRenders)
    .innerJoin(files, eq(files.id, caraRenders.lowFileId))
    .where(inArray(caraRenders.caseId, rows.map((r) => r.id)))
    .orderBy(desc(caraRenders.createdAt));
  const latest = new Map<number, string>();
  for (const r of renders) if (!latest.has(r.caseId)) latest.set(r.caseId, fileReadUrl(readName({ id: r.lowId, storageKey: r.storageKey })));
  return rows.map((r) => ({
    case_id: String(r.id),
    status: r.status,
    source: r.source,
    file_src: photoSrc.get(r.photoId) ?? '',
    create_time: r.createdAt.getTime(),
    update_time: r.updatedAt.getTime(),
    sku_number: r.skuNumbers,
    low_definition_image: latest.get(r.id) ?? '',
    ...(r.status < 0 && r.notice ? { notice: r.notice } : {}),
  }));
}

export async function ownCase(services: Services, owner: Owner, id: string): Promise<CaseRow | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await services.db.select().from(caraCases).where(and(eq(caraCases.id, Number(id)), eq(caraCases.ownerKey, owner.key))).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The render job.

export interface RenderPayload {
  photoId: string;
  regions: ImageRegion[];
  skus: string[];
  accountId: string | null;
  guestId: string | null;
  ownerKey: string;
}

const cutouts = new Map<string, Promise<Cutout>>();
const CUTOUTS_MAX = 200;

/** The product's picture with its background removed (kept in memory per SKU). */
export async function productCutout(services: Services, sku: string): Promise<Cutout> {
  let pending = cutouts.get(sku);
  if (!pending) {
    pending = (async () => {
      const image = await catalogImage(services, `${sku}_1.jpg`);
      if (!image || image.placeholder) throw Object.assign(new Error(`${MESSAGES.productNotExist}: ${sku}`), { permanent: true });
      return cutout(await image.original());
    })();
    if (cutouts.size >= CUTOUTS_MAX) cutouts.delete(cutouts.keys().next().value!);
    cutouts.set(sku, pending);
    pending.catch(() => cutouts.delete(sku));
  }
  return pending;
}

/** An external inpainting service: POST multipart (photo, regions, product pictures); answers the rendered JPEG. */
async function renderExternally(url: string, photo: Buffer, payload: RenderPayload, services: Services): Promise<RenderOutput> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg');
  form.append('regions', JSON.stringify(payload.regions));
  form.append('sku_number', payload.skus.join(','));
  for (const [i, sku] of payload.skus.entries()) {
    const image = await catalogImage(services, `${sku}_1.jpg`);
    if (image) form.append(`product_${i}`, new Blob([new Uint8Array(await image.original())], { type: 'image/jpeg' }), `${sku}.jpg`);
  }
  const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`The inpainting service answered ${response.status}`);
  const high = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(high).metadata();
  const low = await sharp(high).resize({ width: 640 }).jpeg({ quality: 78 }).toBuffer();
  return { high, low, width: meta.width ?? 0, height: meta.height ?? 0 };
}

interface RenderResult {
  high: { id: string; storageKey: string; size: number };
  low: { id: string; storageKey: string; size: number };
}

export function renderHandler(services: Services): JobHandler {
  const putBytes = async (bytes: Buffer) => {
    const id = randomUUID();
    const storageKey = `cara/${id}.jpg`;
    await services.files.put(storageKey, bytes, 'image/jpeg');
    return { id, storageKey, size: bytes.length };
  };
  return {
    async run(job) {
      const payload = job.payload as unknown as RenderPayload;
      const [photo] = await services.db
        .select({ storageKey: files.storageKey })
        .from(caraPhotos)
        .innerJoin(files, eq(files.id, caraPhotos.fileId))
        .where(eq(caraPhotos.id, payload.photoId))
        .limit(1);
      const bytes = photo ? await services.files.get(photo.storageKey) : null;
      if (!bytes) throw Object.assign(new Error('The room photo is no longer available'), { permanent: true });
      let output: RenderOutput;
      if (services.config.INPAINTING_URL) output = await renderExternally(services.config.INPAINTING_URL, bytes, payload, services);
      else {
        const pieces = await Promise.all(payload.regions.map((_, i) => productCutout(services, payload.skus[i % payload.skus.length]!)));
        output = await renderRoom(bytes, payload.regions.map((region, i) => ({ region, cutout: pieces[i]! })));
      }
      const [high, low] = await Promise.all([putBytes(output.high), putBytes(output.low)]);
      return { high, low } satisfies RenderResult;
    },
    async complete(tx, job, result) {
      const payload = job.payload as unknown as RenderPayload;
      const { high, low } = result as RenderResult;
      await tx.insert(files).values([
        { id: high.id, storageKey: high.storageKey, purpose: RENDER_PURPOSE, ownerAccountId: payload.accountId, guestId: payload.guestId, originalName: 'render.jpg', mime: 'image/jpeg', size: high.size },
        { id: low.id, storageKey: low.storageKey, purpose: RENDER_PURPOSE, ownerAccountId: payload.accountId, guestId: payload.guestId, originalName: 'render-low.jpg', mime: 'image/jpeg', size: low.size },
      ]);
      await tx.insert(caraRenders).values({ caseId: job.caseId!, jobId: job.id, highFileId: high.id, lowFileId: low.id, skuNumbers: payload.skus.slice(0, payload.regions.length) });
      await tx.update(caraCases).set({ status: CASE_STATUS.DONE, notice: null, updatedAt: services.now() }).where(eq(caraCases.id, job.caseId!));
    },
    async fail(tx, job, notice) {
      if (job.caseId === null) return;
      await tx.update(caraCases).set({ status: CASE_STATUS.FAILED, notice: `The render failed: ${notice}`.slice(0, 500), updatedAt: services.now() }).where(eq(caraCases.id, job.caseId));
    },
    async discard(result) {
      const { high, low } = result as RenderResult;
      await Promise.all([services.files.delete(high.storageKey), services.files.delete(low.storageKey)]).catch(() => undefined);
    },
  };
}
