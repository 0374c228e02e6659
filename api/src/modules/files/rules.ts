/**
 * The files' rules without I/O: what bytes are (never what they claim), the limits of an upload, the read names and
 * store keys of files and their variants, the signed read links of files read by link, and who may read what.
 */
import { FILE_RULES, SERVED_IMAGE_WIDTHS, fileReadUrl, type FileKind } from '@storefront/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Caller } from '../../platform/caller';
import type { ApiConfig } from '../../platform/config';
import type { DailyBudget } from '../../platform/rate-limit';
import type { FileRow } from './repository';

/** The largest upload of any purpose; each purpose then checks its own (service photos 10 MB). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(FILE_RULES).map((r) => r.maxBytes));
/** Uploads a caller may make a day (visitors by address, accounts by id): enough for any real use. */
export const UPLOADS_PER_DAY = 500;

/**
 * A visitor's daily byte budgets for an upload of `bytes` (decision 015): per browser (its GuestUId) and per client
 * address, counted in KiB so a day's count stays far inside the counter's integer.
 */
export function guestUploadBudgets(config: Pick<ApiConfig, 'UPLOAD_GUEST_DAILY_MB' | 'UPLOAD_CLIENT_DAILY_MB'>, who: { guestId: string; client: string }, bytes: number): DailyBudget[] {
  const amount = Math.max(1, Math.ceil(bytes / 1024));
  return [
    { key: `upload:kib:guest:${who.guestId}`, limit: config.UPLOAD_GUEST_DAILY_MB * 1024, amount },
    { key: `upload:kib:client:${who.client}`, limit: config.UPLOAD_CLIENT_DAILY_MB * 1024, amount },
  ];
}

/** The raster formats pictures are taken in (as sharp names them), told apart by their magic numbers. */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'bmp';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The raster format of a picture's bytes, from their magic number; null for anything else. Callers check it before
 * a decoder sees the bytes, so an SVG (parsed by librsvg), GIF, TIFF, HEIF or PDF never reaches one (I4).
 */
export function rasterFormat(bytes: Buffer): RasterFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 14 && bytes.toString('latin1', 0, 2) === 'BM') return 'bmp';
  return null;
}

/** What the bytes are, from their magic numbers; the declared type and the name's extension are never trusted. */
export function detectKind(bytes: Buffer): FileKind | null {
  const raster = rasterFormat(bytes);
  if (raster === 'jpeg') return 'jpg';
  if (raster === 'png') return 'png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const MIME: Readonly<Record<FileKind, string>> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The kind a file name claims by its extension; null when it has none we know. */
export function kindOfName(name: string): FileKind | 'other' | null {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  if (!match) return null;
  const ext = match[1]!.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'jfif') return 'jpg';
  if (ext === 'png') return 'png';
  if (ext === 'pdf') return 'pdf';
  return 'other';
}

/** The block id of uploaded files in read names (`Newcache_<block>_<id>.<ext>`); 1 is the catalog's own images. */
export const UPLOAD_BLOCK = '2';
/** Purposes anyone may read through the file-read path (img tags send no token); others only their owner or staff. */
export const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['avatar', 'product']);
/**
 * Purposes read only through a signed, expiring link (readLink), which the api hands to those who may see the file:
 * service photos and repair bills, shown by img tags (which send no token) to their owner's company and to staff on
 * the after-sales desk. Without a valid link such a file reads exactly like a missing one, whoever asks.
 */
export const LINK_PURPOSES: ReadonlySet<string> = new Set(['service']);
/** Formats of resized variants. */
export const VARIANT_FORMATS = ['jpg', 'png', 'webp', 'avif'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export function extensionOf(row: Pick<FileRow, 'storageKey'>): FileKind {
  return row.storageKey.split('.').pop() as FileKind;
}

/** The name the browser builds the read URL from (spec section 7). */
export function readName(row: Pick<FileRow, 'id' | 'storageKey'>): string {
  return `Newcache_${UPLOAD_BLOCK}_${row.id}.${extensionOf(row)}`;
}

const READ_NAME = /^Newcache_(\d{1,6})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|pdf)$/;

/** The file id a read name points at, when the block id agrees with the name. */
export function parseReadName(filename: string, blockid: string): { id: string; ext: FileKind } | null {
  const match = READ_NAME.exec(filename);
  if (!match || match[1] !== blockid) return null;
  return { id: match[2]!, ext: match[3] as FileKind };
}

/** How long a read link the api answers lasts at least, and the step its expiry is rounded up to (see linkExpiry). */
export const READ_LINK_TTL_MS = 2 * 3_600_000;
export const READ_LINK_STEP_MS = 3_600_000;
/** The read links in an email to the trade desk (a claim's images) last longer: the desk reads its mail later. */
export const EMAILED_READ_LINK_TTL_MS = 7 * 86_400_000;
/** A browser keeps a signed answer at most this long (never past its link's expiry); no shared cache keeps it. */
const LINK_ANSWER_MAX_AGE_S = 3600;

/**
 * When links signed at `now` expire (Unix seconds): at least `ttlMs` later, rounded up to the next step, so every
 * answer within a step hands out the same URL and the browser's cache keeps serving it.
 */
export function linkExpiry(now: Date, ttlMs = READ_LINK_TTL_MS): number {
  return (Math.ceil((now.getTime() + ttlMs) / READ_LINK_STEP_MS) * READ_LINK_STEP_MS) / 1000;
}

/** The signature of a read link: an HMAC of the file id and the expiry under the api's FILE_LINK_SECRET. */
export function linkSignature(secret: string, fileId: string, expires: number): string {
  return createHmac('sha256', secret).update(`file-read\n${fileId.toLowerCase()}\n${expires}`).digest('base64url');
}

/** What signs a batch of read links: the secret and the expiry they share. */
export interface LinkSigner {
  secret: string;
  expires: number;
}

/** The read URL the api answers for a file: signed and expiring for a purpose read by link, the plain one otherwise. */
export function readLink(row: Pick<FileRow, 'id' | 'storageKey' | 'purpose'>, signer: LinkSigner): string {
  const url = fileReadUrl(readName(row));
  if (!LINK_PURPOSES.has(row.purpose)) return url;
  return `${url}&${new URLSearchParams({ expires: String(signer.expires), sig: linkSignature(signer.secret, row.id, signer.expires) }).toString()}`;
}

/**
 * Whether a read carries a valid link to the file: a signature of this file and expiry under the secret, not yet
 * expired at `now`. The signature is compared in constant time.
 */
export function validLink(secret: string, fileId: string, link: { expires?: string; sig?: string }, now: Date): boolean {
  if (!link.expires || !link.sig || !/^\d{1,12}$/.test(link.expires)) return false;
  const expires = Number(link.expires);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(linkSignature(secret, fileId, expires));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The cache header of an answer to a valid link: private to the browser, an hour at most and never past the expiry. */
export function linkCacheControl(expires: number, now: Date): string {
  const left = Math.floor(expires - now.getTime() / 1000);
  return `private, max-age=${Math.max(0, Math.min(LINK_ANSWER_MAX_AGE_S, left))}`;
}

/** The read URL each file of an answer is given (readLink under one signer: see links.ts). */
export type ReadLinks = (row: Pick<FileRow, 'id' | 'storageKey' | 'purpose'>) => string;

/** An uploaded file as an answer names it, with the read URL its reader is given (signed for link purposes). */
export function describe(row: FileRow, links: ReadLinks): { file_id: string; filename: string; url: string; size: number; mime: string } {
  return { file_id: row.id, filename: readName(row), url: links(row), size: row.size, mime: row.mime };
}

/** Where a resized variant is kept: beside nothing else, under `variants/`. */
export function variantKey(row: Pick<FileRow, 'storageKey'>, width: number, format: VariantFormat): string {
  return `variants/${row.storageKey.replace(/\.[a-z]+$/, '')}/w${width}.${format}`;
}

/** Every variant key a file may have, so deleting the file deletes them too. */
export function allVariantKeys(row: Pick<FileRow, 'storageKey'>, widths: readonly number[]): string[] {
  return [0, ...widths].flatMap((w) => VARIANT_FORMATS.map((f) => variantKey(row, w, f)));
}

/** Requested width snapped to the served set (100, 300, 500, 600, 900, 1200, 1600); 0 or beyond is the original. */
export function servedWidth(width: number): number {
  if (width <= 0) return 0;
  return SERVED_IMAGE_WIDTHS.find((w) => w >= width) ?? 0;
}

/** The image types a request's Accept header takes (a type with q=0 is refused, as RFC 9110 says). */
function acceptedImageTypes(accept: string | undefined): Set<string> {
  const taken = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    taken.add(type);
  }
  return taken;
}

/**
 * The format of a variant a read asks for. png and webp are served when named; jpg, the spec's default that
 * every read URL carries, is a preference: a browser that takes WebP gets WebP (a third of the JPEG's bytes, encoded
 * as fast; for the catalog's drawn pictures as small as AVIF, which takes twice as long to encode on a first read), one
 * that takes AVIF only gets AVIF, any other caller the JPEG. The answer then varies by Accept.
 */
export function variantFormat(format: string | undefined, accept?: string): { format: VariantFormat; negotiated: boolean } {
  if (format === 'png' || format === 'webp') return { format, negotiated: false };
  const taken = acceptedImageTypes(accept);
  if (taken.has('image/webp')) return { format: 'webp', negotiated: true };
  if (taken.has('image/avif')) return { format: 'avif', negotiated: true };
  return { format: 'jpg', negotiated: accept !== undefined };
}

/**
 * Who may read a file: a purpose read by link whoever holds a valid link to it (`linked`) and no one else, its owner
 * included; public purposes anyone; a private file its owner or the guest that uploaded it; staff (client agents)
 * certificates only, which they review, never a person's Cara room photos or renders.
 * 'while draft': the guest's certificate is on a registration, readable while that registration is a draft.
 */
export function readAccess(row: FileRow, caller: Caller, linked: boolean): boolean | 'while draft' {
  if (LINK_PURPOSES.has(row.purpose)) return linked;
  if (PUBLIC_PURPOSES.has(row.purpose)) return true;
  const account = caller.account;
  if (account && row.ownerAccountId === account.id) return true;
  if (account?.kind === 'client_agent' && row.purpose === 'certificate') return true;
  if (row.ownerAccountId || !row.guestId || row.guestId !== caller.guestId) return false;
  if (!row.registrationId) return true;
  return 'while draft';
}
