/**
 * Cara's SQL: every query of its tables (messages, photos, cases, renders, logs, and the files rows they point
 * at) and the catalog anchors of the upload settings. No rule lives here: callers scope by owner key and decide
 * what a missing row means. Two kinds of SQL stay outside on purpose: the render queue's claim and lease protocol
 * (`jobs.ts`, reached here through `enqueue`) and the chat engine's catalog retrieval (`engine.ts`).
 */
import { CASE_STATUS, type ImageRegion } from '@storefront/contracts';
import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { caraCases, caraLogs, caraMessages, caraPhotos, caraRenders, files, products } from '../../platform/db/schema';
import { enqueue } from './jobs';

/** A transaction of the database (what a job handler's `complete` and `fail` receive). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type MessageRow = typeof caraMessages.$inferSelect;
export type PhotoRow = typeof caraPhotos.$inferSelect;
export type CaseRow = typeof caraCases.$inferSelect;
export type RenderRow = typeof caraRenders.$inferSelect;
/** A stored file as a read name needs it. */
export interface FileRef {
  id: string;
  storageKey: string;
}

// ---------------------------------------------------------------------------------------------
// Chat messages.

/** The owner's newest messages, newest first. */
export async function recentMessages(db: Db, ownerKey: string, limit: number): Promise<MessageRow[]> {
  return db.select().from(caraMessages).where(eq(caraMessages.ownerKey, ownerKey)).orderBy(desc(caraMessages.createdAt), desc(caraMessages.id)).limit(limit);
}

/** Adds a message to the owner's history; its id. */
export async function addMessage(db: Db, row: typeof caraMessages.$inferInsert): Promise<string> {
  const [saved] = await db.insert(caraMessages).values(row).returning({ id: caraMessages.id });
  return saved!.id;
}

/** A page of the owner's history (newest first, older than `before` when given) and the owner's total. */
export async function messagePage(db: Db, ownerKey: string, before: Date | null, limit: number): Promise<{ rows: MessageRow[]; total: number }> {
  const where = before ? and(eq(caraMessages.ownerKey, ownerKey), lt(caraMessages.createdAt, before)) : eq(caraMessages.ownerKey, ownerKey);
  const [rows, [total]] = await Promise.all([
    db.select().from(caraMessages).where(where).orderBy(desc(caraMessages.createdAt), desc(caraMessages.id)).limit(limit),
    db.select({ n: count() }).from(caraMessages).where(eq(caraMessages.ownerKey, ownerKey)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Files and photos.

export async function addFile(db: Db | Tx, rows: typeof files.$inferInsert | Array<typeof files.$inferInsert>): Promise<void> {
  await db.insert(files).values(Array.isArray(rows) ? rows : [rows]);
}

export async function addPhoto(db: Db, row: typeof caraPhotos.$inferInsert): Promise<PhotoRow> {
  const [photo] = await db.insert(caraPhotos).values(row).returning();
  return photo!;
}

async function photoWhere(db: Db, where: SQL | undefined): Promise<{ photo: PhotoRow; file: FileRef } | null> {
  const [row] = await db
    .select({ photo: caraPhotos, file: { id: files.id, storageKey: files.storageKey } })
    .from(caraPhotos)
    .innerJoin(files, eq(files.id, caraPhotos.fileId))
    .where(and(where, isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The owner's photo (with its live file) by photo id, by code or by file id; null when there is none. */
export function ownPhotoById(db: Db, ownerKey: string, id: string) {
  return photoWhere(db, and(eq(caraPhotos.id, id), eq(caraPhotos.ownerKey, ownerKey)));
}
export function ownPhotoByCode(db: Db, ownerKey: string, code: string) {
  return photoWhere(db, and(eq(caraPhotos.code, code), eq(caraPhotos.ownerKey, ownerKey)));
}
export function ownPhotoByFile(db: Db, ownerKey: string, fileId: string) {
  return photoWhere(db, and(eq(caraPhotos.fileId, fileId), eq(caraPhotos.ownerKey, ownerKey)));
}

/** The storage key of a photo's file (whoever owns it: the render job reads it). */
export async function photoStorageKey(db: Db, photoId: string): Promise<string | null> {
  const [photo] = await db
    .select({ storageKey: files.storageKey })
    .from(caraPhotos)
    .innerJoin(files, eq(files.id, caraPhotos.fileId))
    .where(eq(caraPhotos.id, photoId))
    .limit(1);
  return photo?.storageKey ?? null;
}

/** The files of photos, by photo id. */
export async function photoFiles(db: Db, photoIds: readonly string[]): Promise<Array<{ id: string; fileId: string; storageKey: string }>> {
  return db
    .select({ id: caraPhotos.id, fileId: files.id, storageKey: files.storageKey })
    .from(caraPhotos)
    .innerJoin(files, eq(files.id, caraPhotos.fileId))
    .where(inArray(caraPhotos.id, [...photoIds]));
}

/** Live files (not deleted) among the ids. */
export async function liveFiles(db: Db, ids: readonly string[]): Promise<FileRef[]> {
  if (!ids.length) return [];
  return db.select({ id: files.id, storageKey: files.storageKey }).from(files).where(and(inArray(files.id, [...ids]), isNull(files.deletedAt)));
}

// ---------------------------------------------------------------------------------------------
// Cases and renders.

/**
 * Saves a case in progress and queues its render job, in one transaction: updates the owner's case `caseId`
 * (null when it is not the owner's), or creates one.
 */
export async function saveCaseAndQueue(
  db: Db,
  input: { ownerKey: string; photoId: string; regions: ImageRegion[]; skus: string[]; source: number; caseId?: number | null },
  job: { kind: string; payload: Record<string, unknown> },
  now: Date,
): Promise<CaseRow | null> {
  return db.transaction(async (tx) => {
    let kase: CaseRow | undefined;
    if (input.caseId) {
      [kase] = await tx
        .update(caraCases)
        .set({ status: CASE_STATUS.IN_PROGRESS, regions: input.regions, skuNumbers: input.skus, photoId: input.photoId, notice: null, updatedAt: now })
        .where(and(eq(caraCases.id, input.caseId), eq(caraCases.ownerKey, input.ownerKey)))
        .returning();
    } else {
      [kase] = await tx
        .insert(caraCases)
        .values({ ownerKey: input.ownerKey, status: CASE_STATUS.IN_PROGRESS, source: input.source, photoId: input.photoId, regions: input.regions, skuNumbers: input.skus, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!kase) return null;
    await enqueue(tx, { kind: job.kind, caseId: kase.id, payload: job.payload }, now);
    return kase;
  });
}

/** The owner's case by id; null when it is not the owner's. */
export async function ownCaseById(db: Db, ownerKey: string, id: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(caraCases).where(and(eq(caraCases.id, id), eq(caraCases.ownerKey, ownerKey))).limit(1);
  return row ?? null;
}

/** A page of the owner's cases (newest first), the owner's total and how many are in progress. */
export async function casePage(db: Db, ownerKey: string, limit: number, offset: number): Promise<{ rows: CaseRow[]; total: number; running: number }> {
  const [rows, [total], [running]] = await Promise.all([
    db.select().from(caraCases).where(eq(caraCases.ownerKey, ownerKey)).orderBy(desc(caraCases.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(caraCases).where(eq(caraCases.ownerKey, ownerKey)),
    db.select({ n: count() }).from(caraCases).where(and(eq(caraCases.ownerKey, ownerKey), eq(caraCases.status, CASE_STATUS.IN_PROGRESS))),
  ]);
  return { rows, total: Number(total?.n ?? 0), running: Number(running?.n ?? 0) };
}

/** A case's status; null when there is no such case. */
export async function caseStatus(db: Db, caseId: number): Promise<number | null> {
  const [row] = await db.select({ status: caraCases.status }).from(caraCases).where(eq(caraCases.id, caseId)).limit(1);
  return row ? row.status : null;
}

/** The high definition file of a case's newest render; null when it has none. */
export async function newestHighRender(db: Db, caseId: number): Promise<FileRef | null> {
  const [render] = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(caraRenders)
    .innerJoin(files, eq(files.id, caraRenders.highFileId))
    .where(eq(caraRenders.caseId, caseId))
    .orderBy(desc(caraRenders.createdAt))
    .limit(1);
  return render ?? null;
}

/** A case's renders, newest first. */
export async function caseRenders(db: Db, caseId: number): Promise<RenderRow[]> {
  return db.select().from(caraRenders).where(eq(caraRenders.caseId, caseId)).orderBy(desc(caraRenders.createdAt));
}

/** The low definition files of the cases' renders, newest first. */
export async function lowRenders(db: Db, caseIds: readonly number[]): Promise<Array<{ caseId: number; lowId: string; storageKey: string; createdAt: Date }>> {
  return db
    .select({ caseId: caraRenders.caseId, lowId: files.id, storageKey: files.storageKey, createdAt: caraRenders.createdAt })
    .from(caraRenders)
    .innerJoin(files, eq(files.id, caraRenders.lowFileId))
    .where(inArray(caraRenders.caseId, [...caseIds]))
    .orderBy(desc(caraRenders.createdAt));
}

export async function markRendersViewed(db: Db, ids: readonly string[], now: Date): Promise<void> {
  await db.update(caraRenders).set({ viewedAt: now }).where(inArray(caraRenders.id, [...ids]));
}

/** Stores a finished render (inside the job's completion transaction) and marks its case done. */
export async function addRender(tx: Tx, render: typeof caraRenders.$inferInsert, now: Date): Promise<void> {
  await tx.insert(caraRenders).values(render);
  await tx.update(caraCases).set({ status: CASE_STATUS.DONE, notice: null, updatedAt: now }).where(eq(caraCases.id, render.caseId));
}

export async function failCase(tx: Tx, caseId: number, notice: string, now: Date): Promise<void> {
  await tx.update(caraCases).set({ status: CASE_STATUS.FAILED, notice, updatedAt: now }).where(eq(caraCases.id, caseId));
}

// ---------------------------------------------------------------------------------------------
// The catalog's anchors of the upload settings, and the logs.

/** The first available SKUs of a category, by rank. */
export async function anchorSkus(db: Db, category: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ sku: products.skuNumber })
    .from(products)
    .where(and(eq(products.category, category), sql`${products.status} <> 2`))
    .orderBy(products.rank, products.skuNumber)
    .limit(limit);
  return rows.map((r) => r.sku);
}

export async function addLog(db: Db, row: typeof caraLogs.$inferInsert): Promise<string> {
  const [saved] = await db.insert(caraLogs).values(row).returning({ id: caraLogs.id });
  return saved!.id;
}
