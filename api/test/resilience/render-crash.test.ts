/**
 * Fault 1a: the api process dies (kill -9) while a Cara render job is in its hands, once while the render is being
 * drawn (the inpainting service has not answered yet) and once inside the transaction that stores the result. When
 * the api is started again, each job is completed exactly once: one render, its two pictures, one "case settled"
 * announcement, and the job's attempts count the one that died.
 */
import { CARA_CALLS, CASE_STATUS, ERR, type AiCase, type CaseDetailResponse, type StoredPhoto } from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_SETTLED_CHANNEL } from '../../src/modules/cara/repository';
import { caraCases, caraJobs, caraRenders, files } from '../../src/platform/db/schema';
import { TEST_DATABASE_URL } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';
import {
  backendAlive,
  callAt,
  filesFolder,
  holdTableLock,
  inpaintingService,
  killStrays,
  lockWaiters,
  roomPhoto,
  scratchDatabase,
  spawnApi,
  waitFor,
  type ApiProcess,
  type InpaintingService,
  type ScratchDatabase,
} from './harness';

const GUEST = 'resilience-render-guest';
/** The shortest lease the api accepts: a job its dead worker held is taken over this long after it was claimed. */
const LEASE_SECONDS = 5;

describe.skipIf(!TEST_DATABASE_URL)('fault: kill -9 during a render job (needs TEST_DATABASE_URL: the api runs as a process of its own on Postgres)', () => {
  let scratch: ScratchDatabase;
  let folder: ReturnType<typeof filesFolder>;
  let inpainting: InpaintingService;
  let api: ApiProcess;
  let sku: string;
  let photoId: string;
  /** The case ids announced as settled on the database's channel, as any api process hears them. */
  const settled: string[] = [];
  let stopListening: () => Promise<void>;

  const start = () =>
    spawnApi({
      DATABASE_URL: scratch.url,
      FILES_DIR: folder.dir,
      INPAINTING_URL: inpainting.url,
      CARA_JOB_CONCURRENCY: '1',
      CARA_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    });
  const db = () => scratch.database.db;

  beforeAll(async () => {
    scratch = await scratchDatabase(TEST_DATABASE_URL!);
    folder = filesFolder();
    inpainting = await inpaintingService();
    sku = (await insertProducts(scratch.services, [{ category: 'Sofas' }]))[0]!.skuNumber;
    stopListening = await scratch.database.listen(CASE_SETTLED_CHANNEL, (payload) => settled.push(payload));
    api = await start();
    const upload = await callAt<{ photo: StoredPhoto }>(api.url, CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: await roomPhoto() }, headers: { GuestUId: GUEST } });
    expect(upload.errmsg).toBe('');
    photoId = upload.val.photo.image_id;
  }, 180_000);

  afterAll(async () => {
    await killStrays();
    await stopListening?.();
    await inpainting?.close();
    await scratch?.drop();
    folder?.remove();
  });

  /** Asks for a render of the product into the room photo; the case's id. */
  async function render(): Promise<number> {
    const res = await callAt<{ case: AiCase }>(api.url, CARA_CALLS.inpaintingMessage, {
      body: { type: 'generate', image_id: photoId, regions: [{ left: 100, top: 250, width: 300, height: 250 }], sku_number: [sku], source: 1 },
      headers: { GuestUId: GUEST },
    });
    expect(res.errmsg).toBe('');
    expect(res.val.case.status).toBe(CASE_STATUS.IN_PROGRESS);
    return Number(res.val.case.case_id);
  }

  const jobOf = async (caseId: number) => (await db().select().from(caraJobs).where(eq(caraJobs.caseId, caseId)))[0]!;
  const caseStatus = async (caseId: number) => (await db().select({ status: caraCases.status }).from(caraCases).where(eq(caraCases.id, caseId)))[0]!.status;
  const rendersOf = (caseId: number) => db().select().from(caraRenders).where(eq(caraRenders.caseId, caseId));
  const renderFiles = async () => db().select({ id: files.id }).from(files).where(eq(files.purpose, 'cara_render'));
  const announced = (caseId: number) => settled.filter((payload) => payload === String(caseId)).length;

  /** What a case that rendered once must look like, in the database and to its owner. */
  async function expectRenderedOnce(caseId: number, attempts: number): Promise<void> {
    const job = await jobOf(caseId);
    expect({ status: job.status, attempts: job.attempts, leaseToken: job.leaseToken }).toEqual({ status: 'done', attempts, leaseToken: null });
    const renders = await rendersOf(caseId);
    expect(renders).toHaveLength(1);
    expect(renders[0]!.jobId).toBe(job.id);
    const pictures = await db()
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, [renders[0]!.highFileId, renders[0]!.lowFileId]), eq(files.purpose, 'cara_render')));
    expect(pictures).toHaveLength(2);
    await waitFor(`the announcement that case ${caseId} settled`, () => announced(caseId) >= 1);
    const detail = await callAt<CaseDetailResponse>(api.url, CARA_CALLS.caseDetail, { body: { id: String(caseId) }, headers: { GuestUId: GUEST } });
    expect(detail.err).toBe(ERR.OK);
    expect(detail.val.case_detail_list).toHaveLength(1);
  }

  it('fault: kill -9 during a render job: killed while the render is drawn, the job is taken over after its lease and completes once', async () => {
    inpainting.hold(true);
    const caseId = await render();
    await waitFor('the render to reach the inpainting service', () => inpainting.requests() === 1);
    expect(await jobOf(caseId)).toMatchObject({ status: 'running', attempts: 1 });

    await api.kill9();
    inpainting.hold(false);
    api = await start();

    await waitFor(`case ${caseId} to be rendered after the restart`, async () => (await caseStatus(caseId)) === CASE_STATUS.DONE, { timeoutMs: LEASE_SECONDS * 1000 + 20_000 });
    // The dead attempt and the one that completed: two renders asked for, one stored.
    expect(inpainting.requests()).toBe(2);
    await expectRenderedOnce(caseId, 2);
    expect(await renderFiles()).toHaveLength(2);
    expect(announced(caseId)).toBe(1);
  }, 120_000);

  it('fault: kill -9 during a render job: killed inside the completion transaction, nothing of it is kept and the job completes once', async () => {
    const before = (await renderFiles()).length;
    const requestsBefore = inpainting.requests();
    // The completion transaction stores the pictures' rows, then the render's: the render's insert waits here.
    const lock = await holdTableLock(scratch.url, 'cara_renders', 'share');
    let waiter: number;
    let caseId: number;
    try {
      caseId = await render();
      [waiter] = (await waitFor('the completion transaction to wait on the render table', () => lockWaiters(scratch.database, /insert into "cara_renders"/i).then((p) => (p.length ? p : null)))) as [number];
      await api.kill9();
    } finally {
      await lock.release();
    }
    // The server ends the dead process's transaction (rolled back) once it finds the client gone.
    await waitFor('the dead api\'s transaction to end', async () => !(await backendAlive(scratch.database, waiter!)));

    expect(await caseStatus(caseId!)).toBe(CASE_STATUS.IN_PROGRESS);
    expect(await jobOf(caseId!)).toMatchObject({ status: 'running', attempts: 1 });
    expect(await rendersOf(caseId!)).toHaveLength(0);
    expect(await renderFiles()).toHaveLength(before);
    expect(announced(caseId!)).toBe(0);

    api = await start();
    await waitFor(`case ${caseId!} to be rendered after the restart`, async () => (await caseStatus(caseId!)) === CASE_STATUS.DONE, { timeoutMs: LEASE_SECONDS * 1000 + 20_000 });
    expect(inpainting.requests()).toBe(requestsBefore + 2);
    await expectRenderedOnce(caseId!, 2);
    expect(await renderFiles()).toHaveLength(before + 2);
    expect(announced(caseId!)).toBe(1);
  }, 120_000);
});
