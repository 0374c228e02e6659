/**
 * Cara's records: owners, room photos and their codes, cases and their renders (the render job handler). Every read
 * is scoped to the caller's owner key: an account never sees another owner's rows. The SQL is in `repository.ts`.
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
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Caller } from '../../platform/caller';
import { clientKey, refundAll, trySpendAll, type DailyBudget } from '../../platform/rate-limit';
import type { Services } from '../../platform/services';
import { catalogImage } from '../catalog';
import { rasterFormat, readName, type RasterFormat } from '../files';
import { productsBySku } from './engine';
import type { JobHandler } from './jobs';
import { cutout, referenceSize, renderRoom, type Cutout, type RenderOutput } from './render';
import {
  addFile,
  addPhoto,
  addRender,
  announceCaseSettled,
  caseStatus,
  failCase,
  lowRenders,
  newestHighRender,
  ownCaseById,
  ownPhotoByCode,
  ownPhotoByFile,
  ownPhotoById,
  photoFiles,
  photoStorageKey,
  queueState,
  saveCaseAndQueue,
  type CaseRow,
  type FileRef,
  type PhotoRow,
} from './repository';
import { availableAmong, caseIdOf, photoBudgets, renderBudgets, renderRefusal, toCaseView } from './rules';
import { watchCase } from './signals';
import { caraWorker } from './worker';

export type { CaseRow, PhotoRow } from './repository';

// ---------------------------------------------------------------------------------------------
// Owners.

export interface Owner {
  key: string;
  accountId: string | null;
  guestId: string | null;
  /** send_user_id of the owner's chat messages. */
  userId: string;
  /** A guest's client address (its caps count the address too, whatever GuestUId it sends); null for an account. */
  client: string | null;
}

const GUEST_ID = /^[A-Za-z0-9_-]{6,80}$/;

/**
 * Who owns what the caller makes: a signed-in account holding AI_customer_service_page_entrance, or a visitor by its
 * GuestUId. Anyone else is refused with 25010.
 */
export function ownerOf(caller: Caller): Owner {
  if (caller.account) {
    if (!caller.roles.has('AI_customer_service_page_entrance')) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
    return { key: `a:${caller.account.id}`, accountId: caller.account.id, guestId: null, userId: caller.account.id, client: null };
  }
  if (!GUEST_ID.test(caller.guestId)) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
  return { key: `g:${caller.guestId}`, accountId: null, guestId: caller.guestId, userId: caller.guestId, client: clientKey(caller.ip) };
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

export function describePhoto(photo: PhotoRow, file: { id: string; storageKey: string }) {
  const filename = readName(file);
  return { image_id: photo.id, image_code: photo.code, filename, src: fileReadUrl(filename), width: photo.width, height: photo.height };
}

/** Stores a private file of the owner (bytes in the store, a row in files). */
export async function putFile(services: Services, owner: Owner, purpose: string, bytes: Buffer, name: string): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  const storageKey = `cara/${id}.jpg`;
  await services.files.put(storageKey, bytes, 'image/jpeg');
  await addFile(services.db, { id, storageKey, purpose, ownerAccountId: owner.accountId, guestId: owner.guestId, originalName: name, mime: 'image/jpeg', size: bytes.length });
  return { id, storageKey };
}

/** A picture a caller sent, as its header reads: its format, size and orientation tag. */
export interface PictureHeader {
  format: RasterFormat;
  width: number;
  height: number;
  orientation: number;
}

/**
 * The one check of every picture Cara is sent (a room photo, a selection's shade): a bmp, png, jpg or webp by its
 * magic number, so an SVG or any other format never reaches a decoder (I4); then its header must read as that
 * format; and a picture of more pixels than any camera's is refused from its header, before it is decoded (M4).
 * `refusal` is the message for bytes that are not such a picture.
 */
export async function checkPicture(services: Services, bytes: Buffer, refusal: string): Promise<PictureHeader> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
  const format = rasterFormat(bytes);
  if (!format) throw new ApiError(ERR.FILE_TYPE, refusal);
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== format) throw new ApiError(ERR.FILE_TYPE, refusal);
  if (meta.width * meta.height > services.config.UPLOAD_MAX_MEGAPIXELS * 1_000_000) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
  return { format, width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 };
}

/**
 * Stores a room photo: it must pass `checkPicture` and be landscape (after its orientation tag); it is kept as a
 * JPEG and gets a code.
 */
export async function storePhoto(services: Services, owner: Owner, bytes: Buffer, name = 'room.jpg'): Promise<{ photo: PhotoRow; file: { id: string; storageKey: string } }> {
  const picture = await checkPicture(services, bytes, CARA_MESSAGES.photoType);
  const maxPixels = services.config.UPLOAD_MAX_MEGAPIXELS * 1_000_000;
  const rotated = picture.orientation >= 5;
  const width = rotated ? picture.height : picture.width;
  const height = rotated ? picture.width : picture.height;
  if (width <= height) throw new ApiError(ERR.BAD_REQUEST, CARA_MESSAGES.landscapeOnly);
  const budgets = photoBudgets(services.config, owner);
  await spendOrRefuse(services, budgets);
  try {
    const jpeg = await sharp(bytes, { failOn: 'none', limitInputPixels: maxPixels })
      .rotate()
      .resize({ width: 4096, height: 4096, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    const file = await putFile(services, owner, PHOTO_PURPOSE, jpeg.data, name.slice(0, 200));
    return await addPhotoRow(services, owner, file, jpeg.info);
  } catch (error) {
    await refundAll(services.db, budgets, services.now());
    throw error;
  }
}

/** Spends the daily budgets, or refuses with the spec's daily-limit sentence (nothing stays counted then). */
async function spendOrRefuse(services: Services, budgets: readonly DailyBudget[]): Promise<void> {
  if (await trySpendAll(services.db, budgets, services.now())) throw new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
}

async function addPhotoRow(services: Services, owner: Owner, file: { id: string; storageKey: string }, size: { width: number; height: number }): Promise<{ photo: PhotoRow; file: { id: string; storageKey: string } }> {
  for (let tries = 0; ; tries++) {
    try {
      const photo = await addPhoto(services.db, { ownerKey: owner.key, code: newCode(), fileId: file.id, width: size.width, height: size.height });
      return { photo, file };
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

/** The owner's photo by id, code or read name; null when it is not the owner's (or does not exist). */
export async function findPhoto(services: Services, owner: Owner, by: { id?: string | null; code?: string | null; filename?: string | null }): Promise<{ photo: PhotoRow; file: FileRef } | null> {
  if (by.id) return /^[0-9a-f-]{36}$/i.test(by.id) ? ownPhotoById(services.db, owner.key, by.id) : null;
  if (by.code) return ownPhotoByCode(services.db, owner.key, by.code.toLowerCase());
  if (by.filename) {
    const m = /^Newcache_\d+_([0-9a-f-]{36})\.jpg$/.exec(by.filename.trim());
    return m ? ownPhotoByFile(services.db, owner.key, m[1]!) : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Cases.

/** Cases as the spec's items: with their photo's read path and their newest render's low definition picture. */
export async function caseViews(services: Services, rows: readonly CaseRow[]): Promise<AiCase[]> {
  if (!rows.length) return [];
  const photos = await photoFiles(services.db, [...new Set(rows.map((r) => r.photoId))]);
  const photoSrc = new Map(photos.map((p) => [p.id, fileReadUrl(readName({ id: p.fileId, storageKey: p.storageKey }))]));
  const renders = await lowRenders(services.db, rows.map((r) => r.id));
  const latest = new Map<number, string>();
  for (const r of renders) if (!latest.has(r.caseId)) latest.set(r.caseId, fileReadUrl(readName({ id: r.lowId, storageKey: r.storageKey })));
  return rows.map((r) => toCaseView(r, photoSrc.get(r.photoId), latest.get(r.id)));
}

/** The owner's case by its spec id; null when it is not the owner's (or is no case id). */
export async function ownCase(services: Services, owner: Owner, id: string): Promise<CaseRow | null> {
  const caseId = caseIdOf(id);
  return caseId === null ? null : ownCaseById(services.db, owner.key, caseId);
}

/** Available products among the SKUs (in order); refuses an unknown or unavailable one. */
export async function availableSkus(services: Services, skus: readonly string[]): Promise<string[]> {
  return availableAmong(skus, await productsBySku(services, skus));
}

/** Creates a case for a photo (or renders the owner's case `caseId` again) and queues its render. */
export async function createCase(services: Services, owner: Owner, input: { photoId: string; regions: ImageRegion[]; skus: string[]; source: number; caseId?: number | null }): Promise<CaseRow> {
  const payload: Record<string, unknown> = { photoId: input.photoId, regions: input.regions, skus: input.skus, accountId: owner.accountId, guestId: owner.guestId, ownerKey: owner.key };
  const budgets = renderBudgets(services.config, owner);
  await spendOrRefuse(services, budgets);
  let row: CaseRow | null;
  try {
    // The caps of what is in progress and queued are checked with the queue locked, in the transaction that adds
    // the render: parallel requests on any number of api processes cannot pass them together (M4).
    row = await saveCaseAndQueue(services.db, { ownerKey: owner.key, clientKey: owner.client, ...input }, { kind: 'render', payload }, services.now(), async (tx) => {
      const refusal = renderRefusal(services.config, await queueState(tx, owner.key, owner.client, input.caseId ?? null));
      if (refusal) throw refusal;
    });
  } catch (error) {
    await refundAll(services.db, budgets, services.now());
    throw error;
  }
  if (!row) {
    await refundAll(services.db, budgets, services.now());
    throw new ApiError(ERR.NOT_FOUND, 'Unknown case');
  }
  caraWorker(services)?.poke();
  return row;
}

/**
 * Refuses a render the caps would refuse, before anything is stored for it (a new room photo): the same check
 * `createCase` makes, without the lock, so a render refused here never leaves a photo behind.
 */
export async function checkRenderRoom(services: Services, owner: Owner, caseId: number | null): Promise<void> {
  const refusal = renderRefusal(services.config, await queueState(services.db, owner.key, owner.client, caseId));
  if (refusal) throw refusal;
}

/** How often a waiting request reads its case without a signal: a settling it was not told of is still seen. */
export const CASE_RECHECK_MS = 1_000;

export interface RenderWait {
  /** The longest wait, by the services clock. */
  limitMs: number;
  /** Ends the wait early (the client left). */
  abort?: AbortSignal;
  /** How often the case is read without a signal. */
  recheckMs?: number;
}

/**
 * Waits for a case's render: the newest render's high definition picture's read path, or null when the case failed,
 * has no render or is not done within the limit (or the wait was aborted). The case is read when the worker's signal
 * says it settled (signals.ts), and every `recheckMs` in case that signal was missed.
 */
export async function waitForRender(services: Services, caseId: number, { limitMs, abort, recheckMs = CASE_RECHECK_MS }: RenderWait): Promise<string | null> {
  const deadline = services.now().getTime() + limitMs;
  // Watching before the first read: a case that settles between that read and the wait still wakes it.
  const watch = watchCase(services, caseId, abort);
  try {
    for (;;) {
      const status = await caseStatus(services.db, caseId);
      if (status === null) return null;
      if (status !== CASE_STATUS.IN_PROGRESS) return status < 0 ? null : newestRenderSrc(services, caseId);
      const left = deadline - services.now().getTime();
      if (left <= 0 || abort?.aborted) return null;
      await watch.next(Math.min(left, recheckMs));
      if (abort?.aborted) return null;
    }
  } finally {
    watch.stop();
  }
}

async function newestRenderSrc(services: Services, caseId: number): Promise<string | null> {
  const render = await newestHighRender(services.db, caseId);
  return render ? fileReadUrl(readName(render)) : null;
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
      const storageKey = await photoStorageKey(services.db, payload.photoId);
      const bytes = storageKey ? await services.files.get(storageKey) : null;
      if (!bytes) throw Object.assign(new Error('The room photo is no longer available'), { permanent: true });
      let output: RenderOutput;
      if (services.config.INPAINTING_URL) output = await renderExternally(services.config.INPAINTING_URL, bytes, payload, services);
      else {
        const skus = payload.regions.map((_, i) => payload.skus[i % payload.skus.length]!);
        const pieces = await Promise.all(skus.map((sku) => productCutout(services, sku)));
        // The real sizes scale each piece from the room's scale at its area (the typical piece of its kind).
        const rows = new Map((await productsBySku(services, skus)).map((row) => [row.skuNumber.toUpperCase(), row]));
        output = await renderRoom(
          bytes,
          payload.regions.map((region, i) => {
            const row = rows.get(skus[i]!.toUpperCase());
            return { region, cutout: pieces[i]!, size: row ? { width: row.width, height: row.height, length: row.length } : undefined, reference: row ? referenceSize(row.category) : undefined };
          }),
        );
      }
      const [high, low] = await Promise.all([putBytes(output.high), putBytes(output.low)]);
      return { high, low } satisfies RenderResult;
    },
    async complete(tx, job, result) {
      const payload = job.payload as unknown as RenderPayload;
      const { high, low } = result as RenderResult;
      await addFile(tx, [
        { id: high.id, storageKey: high.storageKey, purpose: RENDER_PURPOSE, ownerAccountId: payload.accountId, guestId: payload.guestId, originalName: 'render.jpg', mime: 'image/jpeg', size: high.size },
        { id: low.id, storageKey: low.storageKey, purpose: RENDER_PURPOSE, ownerAccountId: payload.accountId, guestId: payload.guestId, originalName: 'render-low.jpg', mime: 'image/jpeg', size: low.size },
      ]);
      await addRender(tx, { caseId: job.caseId!, jobId: job.id, highFileId: high.id, lowFileId: low.id, skuNumbers: payload.skus.slice(0, payload.regions.length) }, services.now());
      await announceCaseSettled(tx, job.caseId!);
    },
    async fail(tx, job, notice) {
      if (job.caseId === null) return;
      await failCase(tx, job.caseId, `The render failed: ${notice}`.slice(0, 500), services.now());
      await announceCaseSettled(tx, job.caseId);
    },
    async discard(result) {
      const { high, low } = result as RenderResult;
      await Promise.all([services.files.delete(high.storageKey), services.files.delete(low.storageKey)]).catch(() => undefined);
    },
  };
}
