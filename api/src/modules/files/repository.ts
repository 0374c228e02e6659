/**
 * The files' SQL: the rows of stored files (live ones, new ones, soft deletion) and the state of the registration
 * a certificate belongs to. No rule lives here: callers decide who may read a row.
 */
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { files, registrations } from '../../platform/db/schema';

export type FileRow = typeof files.$inferSelect;

/** A file that is not deleted; null when there is none. */
export async function liveFile(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), isNull(files.deletedAt))).limit(1);
  return row ?? null;
}

/** Adds a file row; the row as written. */
export async function addFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** Marks a file deleted. */
export async function markFileDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.update(files).set({ deletedAt: at }).where(eq(files.id, id));
}

/** The state of a registration ('draft', 'submitted'...); null when there is none. */
export async function registrationState(db: Db, id: string): Promise<string | null> {
  const [registration] = await db.select({ state: registrations.state }).from(registrations).where(eq(registrations.id, id)).limit(1);
  return registration?.state ?? null;
}

/**
 * Claims up to `limit` visitors' uploads that no registration took (no account owns them, no registration holds
 * them) made before `before`: marks them deleted in one statement, skipping rows another sweep holds, and returns
 * them so their bytes can be removed. Each row is claimed by one sweep only, on any number of api processes.
 */
export async function claimExpiredDrafts(db: Db, purposes: readonly string[], before: Date, now: Date, limit: number): Promise<FileRow[]> {
  const due = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        isNull(files.ownerAccountId),
        isNull(files.registrationId),
        isNull(files.deletedAt),
        isNotNull(files.guestId),
        inArray(files.purpose, [...purposes]),
        lt(files.createdAt, before),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(files)
    .set({ deletedAt: now })
    .where(and(inArray(files.id, due), isNull(files.deletedAt)))
    .returning();
}
