/**
 * The files' SQL: the rows of stored files (live ones, new ones, soft deletion) and the state of the registration
 * a certificate belongs to. No rule lives here: callers decide who may read a row.
 */
import { and, eq, isNull } from 'drizzle-orm';
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
