/**
 * The bytes of stored files: the in-process cache of resized images, the variants made (once) and kept in the
 * FileStore, and deletion of a file with its variants.
 */
import { ApiError, ERR, MESSAGES, SERVED_IMAGE_WIDTHS } from '@storefront/contracts';
import sharp from 'sharp';
import type { Services } from '../../platform/services';
import { claimExpiredDrafts, markFileDeleted, type FileRow } from './repository';
import { allVariantKeys, variantKey, type VariantFormat } from './rules';

/** A small in-process cache of resized bytes, bounded by size; the FileStore keeps them for every process. */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
  delete(key: string): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
  }
}

const caches = new WeakMap<Services, ByteLru>();
/** The api's cache of resized images (64 MB). */
export function variantCache(services: Services): ByteLru {
  let cache = caches.get(services);
  if (!cache) {
    cache = new ByteLru(64 * 1024 * 1024);
    caches.set(services, cache);
  }
  return cache;
}

const inflight = new Map<string, Promise<Buffer>>();

/** The bytes of a variant: from memory, else the store, else resized now (once, even for parallel reads) and kept. */
export async function variant(
  services: Services,
  row: Pick<FileRow, 'storageKey'>,
  original: () => Promise<Buffer | null>,
  width: number,
  format: VariantFormat,
): Promise<{ bytes: Buffer; source: string } | null> {
  const key = variantKey(row, width, format);
  const cache = variantCache(services);
  const cached = cache.get(key);
  if (cached) return { bytes: cached, source: 'memory' };
  const stored = await services.files.get(key);
  if (stored) {
    cache.set(key, stored);
    return { bytes: stored, source: 'store' };
  }
  let pending = inflight.get(key);
  if (!pending) {
    pending = (async () => {
      const bytes = await original();
      if (!bytes) throw new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
      let image = sharp(bytes, { failOn: 'none' }).rotate();
      if (width > 0) image = image.resize({ width, withoutEnlargement: true });
      if (format === 'jpg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
      else if (format === 'png') image = image.png({ compressionLevel: 9 });
      // AVIF at a low effort: encoding stays near twice a JPEG's time, the bytes a third of it.
      else if (format === 'avif') image = image.avif({ quality: 50, effort: 2 });
      else image = image.webp({ quality: 80 });
      const out = await image.toBuffer();
      await services.files.put(key, out, `image/${format === 'jpg' ? 'jpeg' : format}`);
      cache.set(key, out);
      return out;
    })().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return { bytes: await pending, source: 'resized' };
}

/** Soft-deletes a file row and removes its bytes and variants from the store. */
export async function deleteFile(services: Services, row: FileRow): Promise<void> {
  await markFileDeleted(services.db, row.id, services.now());
  const keys = [row.storageKey, ...allVariantKeys(row, SERVED_IMAGE_WIDTHS)];
  const cache = variantCache(services);
  for (const key of keys) cache.delete(key);
  await Promise.all(keys.map((key) => services.files.delete(key).catch(() => undefined)));
}

/** The uploads a visitor makes before a registration takes them: certificates (the registration's step 2). */
export const DRAFT_PURPOSES = ['certificate'] as const;

/**
 * Removes the visitors' uploads no registration took within UPLOAD_DRAFT_TTL_HOURS (M8): rows marked deleted, their
 * bytes and variants removed. How many went.
 */
export async function sweepDraftUploads(services: Services, now: Date): Promise<number> {
  const before = new Date(now.getTime() - services.config.UPLOAD_DRAFT_TTL_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const rows = await claimExpiredDrafts(services.db, DRAFT_PURPOSES, before, now, 200);
    const cache = variantCache(services);
    for (const row of rows) {
      const keys = [row.storageKey, ...allVariantKeys(row, SERVED_IMAGE_WIDTHS)];
      for (const key of keys) cache.delete(key);
      await Promise.all(keys.map((key) => services.files.delete(key).catch(() => undefined)));
    }
    removed += rows.length;
    if (rows.length < 200) return removed;
  }
}
