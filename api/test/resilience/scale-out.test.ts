/**
 * Scale-out: two api processes on ONE Postgres database, calls alternating between them as a load balancer sends
 * them (deploy: `api` runs two replicas). Nothing a caller relies on may live in one process: a session made on one
 * is used and ended on the other, the throttles count both processes' calls together, a message is delivered once
 * whichever process's outbox worker finds it, and each render job is done once by one of the two workers.
 */
import { CARA_CALLS, CASE_STATUS, ERR, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS, type AiCase, type StoredPhoto } from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caraCases, caraJobs, caraRenders, outbox } from '../../src/platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../src/testing/accounts';
import { TEST_DATABASE_URL } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';
import {
  callAt,
  filesFolder,
  inpaintingService,
  killStrays,
  roomPhoto,
  roundRobin,
  scratchDatabase,
  smsGateway,
  spawnApi,
  spawnPageServer,
  waitFor,
  type ApiProcess,
  type InpaintingService,
  type ScratchDatabase,
  type SmsGateway,
} from './harness';

/** Small allowances, so the scenarios reach them in a few calls. */
const FREE_FAILURES = 3;
const CLIENT_SENDS = 4;
const WRONG = 'Wrong-Passw0rd-x';

describe.skipIf(!TEST_DATABASE_URL)('scale-out: two api processes on one Postgres database (needs TEST_DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  let folder: ReturnType<typeof filesFolder>;
  let sms: SmsGateway;
  let inpainting: InpaintingService;
  let a: ApiProcess;
  let b: ApiProcess;
  let both: ReturnType<typeof roundRobin>;
  let sku: string;
  const db = () => scratch.database.db;

  beforeAll(async () => {
    scratch = await scratchDatabase(TEST_DATABASE_URL!);
    folder = filesFolder();
    // A message takes a moment to hand over: one process's delivery round is still busy when the other's starts.
    sms = await smsGateway({ delayMs: 20 });
    // A render takes a moment: the two workers hold jobs at the same time.
    inpainting = await inpaintingService({ delayMs: 40 });
    sku = (await insertProducts(scratch.services, [{ category: 'Sofas' }]))[0]!.skuNumber;
    await createAccount(scratch.services, { kind: 'designer', email: 'both@studio.test' });
    await createAccount(scratch.services, { kind: 'designer', email: 'guessed@studio.test' });
    const env = {
      DATABASE_URL: scratch.url,
      FILES_DIR: folder.dir,
      LOGIN_FREE_FAILURES: String(FREE_FAILURES),
      SEND_CLIENT_DAILY_LIMIT: String(CLIENT_SENDS),
      // Workers that take work quickly: both processes render, two jobs each at a time.
      CARA_JOB_CONCURRENCY: '2',
      CARA_CASES_IN_PROGRESS: '50',
      CARA_CLIENT_CASES_IN_PROGRESS: '50',
    };
    // The same gateway and service for both, at a path of each: the stand-ins tell which process called.
    const own = (name: string) => ({ SMS_WEBHOOK_URL: `${sms.url}/${name}`, INPAINTING_URL: `${inpainting.url}/${name}` });
    [a, b] = await Promise.all([spawnApi({ ...env, ...own('a') }), spawnApi({ ...env, ...own('b') })]);
    both = roundRobin([a.url, b.url]);
  }, 180_000);

  afterAll(async () => {
    await killStrays();
    await Promise.all([sms?.close(), inpainting?.close()]);
    await scratch?.drop();
    folder?.remove();
  });

  const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
  /** The seconds a "Too many failed attempts" answer asks to wait; any other answer fails the test. */
  const heldFor = (res: { err: number; errmsg: string }) => {
    expect(res.err).toBe(ERR.DAILY_LIMIT);
    const match = /^Too many failed attempts, please try again in (\d+) (second|seconds|minute|minutes)$/.exec(res.errmsg);
    expect(match, res.errmsg).not.toBeNull();
    return Number(match![1]);
  };

  it('scale-out: sessions: signed in on A, the token works on B, and a logout on B ends it on A', async () => {
    const login = await callAt<{ token: string }>(a.url, IDENTITY_CALLS.login, { body: { username: 'both@studio.test', password: TEST_PASSWORD, login_type: 1 } });
    expect(login.errmsg).toBe('');
    const { token } = login.val;
    for (const base of [b.url, a.url, b.url]) {
      const info = await callAt<{ user_email: string }>(base, IDENTITY_CALLS.userInfo, { token, body: {} });
      expect({ err: info.err, email: info.val.user_email }).toEqual({ err: ERR.OK, email: 'both@studio.test' });
    }
    const out = await callAt(b.url, IDENTITY_CALLS.logout, { token, body: {} });
    expect(out.val).toEqual({ logged_out: true });
    for (const base of [a.url, b.url]) {
      const after = await callAt(base, IDENTITY_CALLS.userInfo, { token, body: {} });
      expect(pick(after)).toEqual({ err: ERR.SESSION_INVALID, errmsg: MESSAGES.sessionInvalid });
    }
  });

  it('scale-out: behind the page server, which takes the two processes in turn, a session holds on every call', async () => {
    const page = await spawnPageServer([a.url, b.url]);
    /** The calls of `path` a process has logged (its request log). */
    const served = (api: ApiProcess, path: string) => api.output().split('\n').filter((line) => line.includes('"answered"') && line.includes(`"path":"${path}"`)).length;
    const before = [served(a, IDENTITY_CALLS.userInfo.path), served(b, IDENTITY_CALLS.userInfo.path)];
    try {
      const login = await callAt<{ token: string }>(page.url, IDENTITY_CALLS.login, { body: { username: 'both@studio.test', password: TEST_PASSWORD, login_type: 1 } });
      expect(login.errmsg).toBe('');
      const { token } = login.val;
      for (let i = 0; i < 4; i += 1) {
        const info = await callAt<{ user_email: string }>(page.url, IDENTITY_CALLS.userInfo, { token, body: {} });
        expect({ err: info.err, email: info.val.user_email }).toEqual({ err: ERR.OK, email: 'both@studio.test' });
      }
      // Both processes answered some of them.
      expect(served(a, IDENTITY_CALLS.userInfo.path)).toBeGreaterThan(before[0]!);
      expect(served(b, IDENTITY_CALLS.userInfo.path)).toBeGreaterThan(before[1]!);
      expect((await callAt(page.url, IDENTITY_CALLS.logout, { token, body: {} })).err).toBe(ERR.OK);
      for (let i = 0; i < 2; i += 1) expect(pick(await callAt(page.url, IDENTITY_CALLS.userInfo, { token, body: {} }))).toEqual({ err: ERR.SESSION_INVALID, errmsg: MESSAGES.sessionInvalid });
    } finally {
      await page.stop();
      page.remove();
    }
  });

  it('scale-out: throttles: the failed sign-ins of an account are counted across both processes', async () => {
    const login = (password: string) => both.call(IDENTITY_CALLS.login, { body: { username: 'guessed@studio.test', password, login_type: 1 }, headers: { 'X-Forwarded-For': '198.18.7.1' } });
    // Alternating A, B, A, B: the free failures and the one more that is still checked, counted together.
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect(pick(await login(WRONG))).toEqual({ err: ERR.LOGIN_WRONG_PASSWORD, errmsg: MESSAGES.loginWrongPassword });
    // From then on the account is held on either process, the right password included.
    for (let i = 0; i < 4; i += 1) expect(heldFor(await login(i % 2 ? TEST_PASSWORD : WRONG))).toBeGreaterThan(0);
  });

  it('scale-out: throttles: the pause between messages and the daily sends are shared by both processes', async () => {
    const code = (api: ApiProcess, phone: string, address: string) =>
      callAt(api.url, REGISTRATION_CALLS.sendCode, { body: { phone }, headers: { 'X-Forwarded-For': address } });
    // One message to a recipient a minute, whichever process is asked.
    expect((await code(a, '6465557001', '198.18.8.1')).err).toBe(ERR.OK);
    const again = await code(b, '(646) 555-7001', '198.18.8.2');
    expect(again.err).toBe(ERR.DAILY_LIMIT);
    expect(again.errmsg).toMatch(/^A message was just sent, please try again in (\d+ seconds|1 minute)$/);
    // One address's sends a day, to anyone, counted on both.
    for (let i = 0; i < CLIENT_SENDS; i += 1) expect((await code(i % 2 ? b : a, `64655571${10 + i}`, '198.18.8.3')).err).toBe(ERR.OK);
    for (const api of [a, b]) expect(pick(await code(api, '6465557199', '198.18.8.3'))).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
  });

  it('scale-out: outbox: each message is delivered exactly once, both processes delivering', async () => {
    const phones = Array.from({ length: 24 }, (_, i) => `64655580${String(i).padStart(2, '0')}`);
    // A message enqueued on A, delivered before anything else happens.
    const first = await callAt(a.url, REGISTRATION_CALLS.sendCode, { body: { phone: phones[0] }, headers: { 'X-Forwarded-For': '198.18.9.0' } });
    expect(first.err).toBe(ERR.OK);
    await waitFor('the first message to reach the gateway', () => sms.received.some((m) => m.to === phones[0]));
    // Then a burst on both at once: each process's enqueues start its own delivery, so both claim from one table.
    const answers = await Promise.all(phones.slice(1).map((phone, i) => both.call(REGISTRATION_CALLS.sendCode, { body: { phone }, headers: { 'X-Forwarded-For': `198.18.9.${i + 1}` } })));
    expect(answers.filter((res) => res.err !== ERR.OK)).toEqual([]);

    const rows = () => db().select({ recipient: outbox.recipient, status: outbox.status, attempts: outbox.attempts }).from(outbox).where(inArray(outbox.recipient, phones));
    await waitFor('every message to be sent', async () => (await rows()).filter((r) => r.status === 'sent').length === phones.length, { timeoutMs: 30_000 });
    const sent = sms.received.filter((m) => phones.includes(m.to));
    expect(sent.map((m) => m.to).sort()).toEqual([...phones].sort());
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
    // Both processes' workers took part: the claims really contended.
    expect(sent.filter((m) => m.path === '/a').length).toBeGreaterThan(0);
    expect(sent.filter((m) => m.path === '/b').length).toBeGreaterThan(0);
  });

  it('scale-out: render queue: renders asked on both processes are each done exactly once', async () => {
    const guest = 'resilience-scale-guest';
    const upload = await callAt<{ photo: StoredPhoto }>(a.url, CARA_CALLS.inpaintingMessage, { body: { type: 'upload', image: await roomPhoto() }, headers: { GuestUId: guest } });
    expect(upload.errmsg).toBe('');
    const requestsBefore = inpainting.requests();
    const asked = await Promise.all(
      Array.from({ length: 10 }, () =>
        both.call<{ case: AiCase }>(CARA_CALLS.inpaintingMessage, {
          body: { type: 'generate', image_id: upload.val.photo.image_id, regions: [{ left: 100, top: 250, width: 300, height: 250 }], sku_number: [sku], source: 1 },
          headers: { GuestUId: guest },
        }),
      ),
    );
    expect(asked.filter((res) => res.err !== ERR.OK)).toEqual([]);
    const caseIds = asked.map((res) => Number(res.val.case.case_id));

    await waitFor(
      'every case to be rendered',
      async () => (await db().select({ status: caraCases.status }).from(caraCases).where(inArray(caraCases.id, caseIds))).every((c) => c.status === CASE_STATUS.DONE),
      { timeoutMs: 30_000 },
    );
    const jobs = await db().select().from(caraJobs).where(inArray(caraJobs.caseId, caseIds));
    expect(jobs).toHaveLength(caseIds.length);
    expect(jobs.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    const renders = await db().select({ caseId: caraRenders.caseId, jobId: caraRenders.jobId }).from(caraRenders).where(inArray(caraRenders.caseId, caseIds));
    expect(renders.map((r) => r.caseId).sort()).toEqual([...caseIds].sort());
    expect(new Set(renders.map((r) => r.jobId))).toEqual(new Set(jobs.map((job) => job.id)));
    expect(inpainting.requests() - requestsBefore).toBe(caseIds.length);
    // Both workers rendered.
    expect(inpainting.requests('/a')).toBeGreaterThan(0);
    expect(inpainting.requests('/b')).toBeGreaterThan(0);
    // Nothing is left for either worker.
    const open = await db().select({ id: caraJobs.id }).from(caraJobs).where(and(inArray(caraJobs.caseId, caseIds), eq(caraJobs.status, 'running')));
    expect(open).toEqual([]);
  });

  it('scale-out: both processes are still up, ready, and answering', async () => {
    expect([a.exited(), b.exited()]).toEqual([false, false]);
    for (const api of [a, b]) expect((await callAt(api.url, REGISTRATION_CALLS.optionList, { body: {} })).err).toBe(ERR.OK);
  });
});
