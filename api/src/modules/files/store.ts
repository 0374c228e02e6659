import { IMAGE_WIDTHS, fileReadUrl, type FileKind } from '@storefront/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { files } from '../../platform/db/schema';
import type { Services } from '../../platform/services';

export type FileRow = typeof files.$inferSelect;

/** The block id of uploaded files in read names (`Newcache_<block>_<id>.<ext>`); 1 is the catalog's own images. */
export const UPLOAD_BLOCK = '2';
/** Purposes anyone may read through the file-read path (img tags send no token); others only their owner or staff. */
export const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['avatar', 'service', 'product']);
/** Formats of resized variants. */
export const VARIANT_FORMATS = ['jpg', 'png', 'webp'] as const;
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

export function describe(row: FileRow): { file_id: string; filename: string; url: string; size: number; mime: string } {
  const filename = readName(row);
  return { file_id: row.id, filename, url: fileReadUrl(filename), size: row.size, mime: row.mime };
}

export async function liveFile(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), isNull(files.deletedAt))).limit(1);
  return row ?? null;
}

/** Where a resized variant is kept: beside nothing else, under `variants/`. */
export function variantKey(row: Pick<FileRow, 'storageKey'>, width: number, format: VariantFormat): string {
  return `variants/${row.storageKey.replace(/\.[a-z]+$/, '')}/w${width}.${format}`;
}

/** Every variant key a file may have, so deleting the file deletes them too. */
export function allVariantKeys(row: Pick<FileRow, 'storageKey'>, widths: readonly number[]): string[] {
  return [0, ...widths].flatMap((w) => VARIANT_FORMATS.map((f) => variantKey(row, w, f)));
}

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

/** Soft-deletes a file row and removes its bytes and variants from the store. */
export async function deleteFile(services: Services, row: FileRow): Promise<void> {
  await services.db.update(files).set({ deletedAt: services.now() }).where(eq(files.id, row.id));
  const keys = [row.storageKey, ...allVariantKeys(row, IMAGE_WIDTHS)];
  const cache = variantCache(services);
  for (const key of keys) cache.delete(key);
  await Promise.all(keys.map((key) => services.files.delete(key).catch(() => undefined)));
}
