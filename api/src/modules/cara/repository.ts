/**
 * Cara's SQL, all of it: the queries of its tables (messages, photos, cases, renders, jobs, logs, and the files rows
 * they point at), the statements of the render queue's claim and lease protocol (its rules in `jobs.ts`), the
 * notification that a case settled, and the catalog reads of the chat's engine and of the upload settings. No rule
 * lives here: callers scope by owner key, decide what a missing row means and what a product's score is.
 */
import { CASE_STATUS, type ImageRegion } from '@storefront/contracts';
import { and, count, desc, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { caraCases, caraJobs, caraLogs, caraMessages, caraPhotos, caraRenders, files, products } from '../../platform/db/schema';
import { NOT_UNAVAILABLE_SQL, cardColumns, searchCondition, searchRank, type CardRow, type SearchTerms } from '../catalog';

/** A transaction of the database (what a job handler's `complete` and `fail` receive). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type MessageRow = typeof caraMessages.$inferSelect;
export type PhotoRow = typeof caraPhotos.$inferSelect;
export type CaseRow = typeof caraCases.$inferSelect;
export type RenderRow = typeof caraRenders.$inferSelect;
export type JobRow = typeof caraJobs.$inferSelect;
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
  input: { ownerKey: string; clientKey: string | null; photoId: string; regions: ImageRegion[]; skus: string[]; source: number; caseId?: number | null },
  job: { kind: string; payload: Record<string, unknown> },
  now: Date,
  /** Runs first in the transaction, with the queue locked (see `lockQueue`): throws to refuse the render. */
  guard?: (tx: Tx) => Promise<void>,
): Promise<CaseRow | null> {
  return db.transaction(async (tx) => {
    if (guard) {
      await lockQueue(tx);
      await guard(tx);
    }
    let kase: CaseRow | undefined;
    if (input.caseId) {
      [kase] = await tx
        .update(caraCases)
        .set({ status: CASE_STATUS.IN_PROGRESS, regions: input.regions, skuNumbers: input.skus, photoId: input.photoId, notice: null, noticedAt: null, updatedAt: now })
        .where(and(eq(caraCases.id, input.caseId), eq(caraCases.ownerKey, input.ownerKey)))
        .returning();
    } else {
      [kase] = await tx
        .insert(caraCases)
        .values({ ownerKey: input.ownerKey, clientKey: input.clientKey, status: CASE_STATUS.IN_PROGRESS, source: input.source, photoId: input.photoId, regions: input.regions, skuNumbers: input.skus, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!kase) return null;
    await insertJob(tx, { kind: job.kind, caseId: kase.id, payload: job.payload }, now);
    return kase;
  });
}

/** The key of the lock that serializes adding renders (one per database, every api process takes the same). */
const QUEUE_LOCK = 7_007_015;

/**
 * Takes the queue's lock until the transaction ends: renders are added one at a time, so a count of what is in
 * progress and queued stays true until the render is added (parallel requests, on any api process, cannot all see
 * room for one more). Held for a few statements; the workers never take it.
 */
export async function lockQueue(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
}

/**
 * The owner's cases in progress, the client address's (when given), and the jobs waiting or running for everyone;
 * `except` (a case being rendered again) is not counted among the owner's.
 */
export async function queueState(db: Db | Tx, ownerKey: string, clientKey: string | null, except: number | null): Promise<{ ownerInProgress: number; clientInProgress: number; queued: number }> {
  const inProgress = eq(caraCases.status, CASE_STATUS.IN_PROGRESS);
  const others = except === null ? undefined : ne(caraCases.id, except);
  // One after another: inside a transaction they share its one connection.
  const [owner] = await db.select({ n: count() }).from(caraCases).where(and(eq(caraCases.ownerKey, ownerKey), inProgress, others));
  const [client] = clientKey === null ? [{ n: 0 }] : await db.select({ n: count() }).from(caraCases).where(and(eq(caraCases.clientKey, clientKey), inProgress, others));
  const [queued] = await db.select({ n: count() }).from(caraJobs).where(inArray(caraJobs.status, ['pending', 'running']));
  return { ownerInProgress: Number(owner?.n ?? 0), clientInProgress: Number(client?.n ?? 0), queued: Number(queued?.n ?? 0) };
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

/** The owner's settled cases not noticed yet (done, or failed but not withdrawn), newest first. */
export async function unnoticedCases(db: Db, ownerKey: string, limit: number): Promise<CaseRow[]> {
  return db
    .select()
    .from(caraCases)
    .where(
      and(
        eq(caraCases.ownerKey, ownerKey),
        isNull(caraCases.noticedAt),
        ne(caraCases.status, CASE_STATUS.IN_PROGRESS),
        ne(caraCases.status, CASE_STATUS.WITHDRAWN),
      ),
    )
    .orderBy(desc(caraCases.updatedAt), desc(caraCases.id))
    .limit(limit);
}

/** Marks the owner's settled cases among the ids noticed (a case in progress is not: its end is still to tell); how many. */
export async function markCasesNoticed(db: Db, ownerKey: string, ids: readonly number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(caraCases)
    .set({ noticedAt: now })
    .where(and(eq(caraCases.ownerKey, ownerKey), inArray(caraCases.id, [...ids]), isNull(caraCases.noticedAt), ne(caraCases.status, CASE_STATUS.IN_PROGRESS)))
    .returning({ id: caraCases.id });
  return rows.length;
}

/** A photo's code; null when there is no such photo. */
export async function photoCode(db: Db, photoId: string): Promise<string | null> {
  const [row] = await db.select({ code: caraPhotos.code }).from(caraPhotos).where(eq(caraPhotos.id, photoId)).limit(1);
  return row?.code ?? null;
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

/** The channel on which a settled case (rendered or failed) is announced; its payload is the case id. */
export const CASE_SETTLED_CHANNEL = 'cara_case_settled';

/**
 * Announces that a case settled, to every connection listening on CASE_SETTLED_CHANNEL (in any api process). Inside
 * a transaction the notification leaves at its commit, so a listener that reads the case then sees the change.
 */
export async function announceCaseSettled(tx: Tx, caseId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CASE_SETTLED_CHANNEL}, ${String(caseId)})`);
}

// ---------------------------------------------------------------------------------------------
// The render queue (the protocol is in jobs.ts).

/** Queues a job, due at `now`; its id. */
export async function insertJob(db: Db | Tx, job: { kind: string; caseId: number | null; payload: Record<string, unknown> }, now: Date): Promise<string> {
  const [row] = await db
    .insert(caraJobs)
    .values({ kind: job.kind, caseId: job.caseId, payload: job.payload, status: 'pending', runAfter: now })
    .returning({ id: caraJobs.id });
  return row!.id;
}

/**
 * Takes one due job (pending and due, or running with a lease that ran out), skipping rows another worker holds
 * locked, and marks it running under `token` until `leaseUntil`; null when there is none.
 */
export async function claimDueJob(db: Db, now: Date, leaseUntil: Date, token: string): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(caraJobs)
      .where(
        or(
          and(eq(caraJobs.status, 'pending'), lte(caraJobs.runAfter, now)),
          and(eq(caraJobs.status, 'running'), lte(caraJobs.leaseUntil, now)),
        ),
      )
      .orderBy(caraJobs.runAfter, caraJobs.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(caraJobs)
      .set({ status: 'running', leaseToken: token, leaseUntil, attempts: sql`${caraJobs.attempts} + 1` })
      .where(eq(caraJobs.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

/** The job as its worker claimed it: still running under the same lease token. */
function stillHeld(job: JobRow): SQL | undefined {
  return and(eq(caraJobs.id, job.id), eq(caraJobs.status, 'running'), eq(caraJobs.leaseToken, job.leaseToken!));
}

/** Marks a job done when its worker still holds it; false when it does not (another worker took it over). */
export async function markJobDone(tx: Tx, job: JobRow, now: Date): Promise<boolean> {
  const [updated] = await tx.update(caraJobs).set({ status: 'done', finishedAt: now, leaseToken: null }).where(stillHeld(job)).returning({ id: caraJobs.id });
  return updated !== undefined;
}

/** Puts a job its worker still holds back in the queue, due at `runAfter`; false when the worker does not hold it. */
export async function scheduleJobRetry(tx: Tx, job: JobRow, notice: string, runAfter: Date): Promise<boolean> {
  const [updated] = await tx.update(caraJobs).set({ status: 'pending', lastError: notice, runAfter, leaseToken: null }).where(stillHeld(job)).returning({ id: caraJobs.id });
  return updated !== undefined;
}

/** Fails a job its worker still holds for good; false when the worker does not hold it. */
export async function markJobFailed(tx: Tx, job: JobRow, notice: string, now: Date): Promise<boolean> {
  const [updated] = await tx.update(caraJobs).set({ status: 'failed', lastError: notice, finishedAt: now, leaseToken: null }).where(stillHeld(job)).returning({ id: caraJobs.id });
  return updated !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The catalog as the chat's engine reads it (its ranking is in engine.ts).

/** A product as the engine ranks it: a card's columns, what similarity compares, and its text relevance. */
export interface EngineRow extends CardRow {
  shape: string;
  materials: string;
  finishColor: string;
  rank: number;
  textRank: number;
}

const engineColumns = {
  ...cardColumns,
  shape: products.shape,
  materials: products.materials,
  finishColor: products.finishColor,
  rank: products.rank,
};

/** Products the chat may recommend: any but those unavailable for purchase (the stock rule's tag, as cards show it). */
const AVAILABLE = NOT_UNAVAILABLE_SQL;

async function engineRows(db: Db, where: SQL | undefined, order: Array<SQL | PgColumn>, limit: number, rank: SQL | null = null): Promise<EngineRow[]> {
  const rows = await db
    .select({ ...engineColumns, textRank: rank ? sql<number>`${rank}` : sql<number>`0` })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({ ...r, textRank: Number(r.textRank) || 0 }));
}

/** The products of these SKUs, whatever their status, by SKU. */
export async function productsWithSkus(db: Db, skus: readonly string[]): Promise<EngineRow[]> {
  if (!skus.length) return [];
  return engineRows(db, inArray(products.skuNumber, [...skus]), [products.skuNumber], skus.length);
}

/** Every product (the engine's evaluation grades them all). */
export async function everyProduct(db: Db): Promise<Array<Omit<EngineRow, 'textRank'>>> {
  return db.select(engineColumns).from(products);
}

/** Every product with its description and dimensions (the designers' evaluation grades their whole record). */
export async function everyProductRecord(db: Db): Promise<Array<Omit<EngineRow, 'textRank'> & { description: string }>> {
  return db.select({ ...engineColumns, description: products.description }).from(products);
}

/** Which price a budget is judged against: the designer price, the retail one (promotional when set), or none. */
export type PriceBasis = 'designer' | 'retail' | null;

/** The firm filters of a question: what a candidate must be. */
export interface CandidateFilter {
  /** The brands the site sells. */
  siteBrands: readonly string[];
  /** Any of these categories; when there is none, the room (when there is one). */
  categories: readonly string[];
  room: string | null;
  /** Any of the brands the question names (none: any of the site's). */
  brands: readonly string[];
  exclude: readonly string[];
  /** A budget in cents, judged on `price.basis` (none when it is null). */
  price: { basis: PriceBasis; minCents: number | null; maxCents: number | null };
  /** Words or phrases a candidate's text (name, materials, finish) must not hold ("not leather"). */
  excludes?: readonly string[];
  /** Inches. */
  widthMin?: number | null;
  widthMax?: number | null;
  heightMin?: number | null;
  heightMax?: number | null;
  /** In stock now. */
  inStock?: boolean;
}

/** Any of the phrases, as a full-text query of the catalog's index (each phrase's words in order). */
function anyPhrase(phrases: readonly string[]): SQL {
  return sql`(${sql.join(
    phrases.map((p) => sql`phraseto_tsquery('english', ${p})`),
    sql` || `,
  )})`;
}

function priceOf(basis: Exclude<PriceBasis, null>): SQL {
  return basis === 'designer' ? sql`${products.designerCents}` : sql`coalesce(${products.promotionalCents}, ${products.consumerCents})`;
}

function filterCondition(filter: CandidateFilter): SQL[] {
  const where: SQL[] = [AVAILABLE, inArray(products.brandId, [...filter.siteBrands])];
  if (filter.categories.length) where.push(inArray(products.category, [...filter.categories]));
  else if (filter.room) where.push(sql`${products.space} = ${filter.room}`);
  if (filter.brands.length) where.push(inArray(products.brandId, [...filter.brands]));
  if (filter.exclude.length) where.push(notInArray(products.skuNumber, [...filter.exclude]));
  const { basis, minCents, maxCents } = filter.price;
  if (basis && maxCents !== null) where.push(sql`${priceOf(basis)} <= ${maxCents}`);
  if (basis && minCents !== null) where.push(sql`${priceOf(basis)} >= ${minCents}`);
  if (filter.excludes?.length) where.push(sql`not (${products.searchVector} @@ ${anyPhrase(filter.excludes)})`);
  if (filter.widthMin != null) where.push(sql`${products.width} >= ${filter.widthMin}`);
  if (filter.widthMax != null) where.push(sql`${products.width} <= ${filter.widthMax}`);
  if (filter.heightMin != null) where.push(sql`${products.height} >= ${filter.heightMin}`);
  if (filter.heightMax != null) where.push(sql`${products.height} <= ${filter.heightMax}`);
  if (filter.inStock) where.push(sql`${products.stock} > 0`);
  return where;
}

/** Available products that pass the filter and match the search words, the most relevant first (else the most popular). */
export async function searchedCandidates(db: Db, filter: CandidateFilter, terms: SearchTerms, limit: number): Promise<EngineRow[]> {
  const rank = searchRank(terms);
  return engineRows(db, and(...filterCondition(filter), searchCondition(terms)), [rank ? sql`${rank} desc` : products.rank, products.skuNumber], limit, rank);
}

/**
 * Available products that pass the filter: those holding the most of the preferred words (materials, finishes,
 * colours and name words, through the catalog's full-text index) first, then those of the preferred styles; then
 * the most popular.
 */
export async function filteredCandidates(db: Db, filter: CandidateFilter, prefer: { styles: readonly string[]; phrases: readonly string[] }, limit: number): Promise<EngineRow[]> {
  const order: Array<SQL | PgColumn> = [];
  const text = prefer.phrases.length ? sql`(${products.searchVector} @@ ${anyPhrase(prefer.phrases)})::int` : sql`0`;
  const style = prefer.styles.length ? sql`(${inArray(products.style, [...prefer.styles])})::int` : sql`0`;
  if (prefer.phrases.length || prefer.styles.length) order.push(sql`(${text} + ${style}) desc`);
  if (prefer.phrases.length) order.push(sql`ts_rank(${products.searchVector}, ${anyPhrase(prefer.phrases)}) desc`);
  return engineRows(db, and(...filterCondition(filter)), [...order, products.rank, products.skuNumber], limit);
}

/** Available products of the anchor's category on the site's brands: its style, then its finish, first. */
export async function productsLike(db: Db, anchor: EngineRow, siteBrands: readonly string[], exclude: readonly string[], limit: number): Promise<EngineRow[]> {
  return engineRows(
    db,
    and(AVAILABLE, inArray(products.brandId, [...siteBrands]), sql`${products.category} = ${anchor.category}`, notInArray(products.skuNumber, [anchor.skuNumber, ...exclude])),
    [sql`(${products.style} = ${anchor.style}) desc`, sql`(${products.finish} = ${anchor.finish}) desc`, products.rank, products.skuNumber],
    limit,
  );
}

/** Available products of a category to go with the anchor: its collection, then its style, then its finish, first. */
export async function companionsOf(db: Db, anchor: EngineRow, category: string, siteBrands: readonly string[], exclude: readonly string[], limit: number): Promise<EngineRow[]> {
  return engineRows(
    db,
    and(AVAILABLE, inArray(products.brandId, [...siteBrands]), sql`${products.category} = ${category}`, notInArray(products.skuNumber, [anchor.skuNumber, ...exclude])),
    [
      sql`(${products.portfolio} = ${anchor.portfolio} and ${products.brandId} = ${anchor.brandId}) desc`,
      sql`(${products.style} = ${anchor.style}) desc`,
      sql`(${products.finish} = ${anchor.finish}) desc`,
      products.rank,
      products.skuNumber,
    ],
    limit,
  );
}

// ---------------------------------------------------------------------------------------------
// The catalog's anchors of the upload settings, and the logs.

/** The first available SKUs of a category, by rank. */
export async function anchorSkus(db: Db, category: string, limit: number, siteBrands: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ sku: products.skuNumber })
    .from(products)
    .where(and(eq(products.category, category), AVAILABLE, inArray(products.brandId, [...siteBrands])))
    .orderBy(products.rank, products.skuNumber)
    .limit(limit);
  return rows.map((r) => r.sku);
}

/** The owner's newest log of a type (the chat opened on a product's page: 'mibd.llm.open'); null when it has none. */
export async function newestLog(db: Db, ownerKey: string, type: string): Promise<{ tags: string[]; createdAt: Date } | null> {
  const [row] = await db
    .select({ tags: caraLogs.tags, createdAt: caraLogs.createdAt })
    .from(caraLogs)
    .where(and(eq(caraLogs.type, type), eq(caraLogs.ownerKey, ownerKey)))
    .orderBy(desc(caraLogs.createdAt))
    .limit(1);
  return row ?? null;
}

export async function addLog(db: Db, row: typeof caraLogs.$inferInsert): Promise<string> {
  const [saved] = await db.insert(caraLogs).values(row).returning({ id: caraLogs.id });
  return saved!.id;
}
