/**
 * M4 of the security report (decision 015): anonymous guests could queue unlimited Cara renders and store
 * unlimited room photos, and everyone's renders waited behind theirs. Photos and renders a day are capped per owner
 * and per client address (a guest may send any GuestUId), renders in progress per owner and per address, and the
 * queue as a whole, with a refusal that says so when it is full.
 */
import { CARA_CALLS, ERR, MESSAGES, type AiCase, type StoredPhoto } from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/modules/catalog';
import { CARA_LIMIT_MESSAGES } from '../../src/modules/cara/rules';
import { caraCases, caraJobs, caraPhotos, products } from '../../src/platform/db/schema';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../src/testing/api';
import { guestId, PAGE_SERVER, throughPageServer } from './page-server';

/** Small caps, so the tests reach them quickly. */
const LIMITS = {
  CARA_CASES_IN_PROGRESS: 2,
  CARA_CLIENT_CASES_IN_PROGRESS: 3,
  CARA_QUEUE_LIMIT: 6,
  CARA_PHOTO_DAILY_LIMIT: 3,
  CARA_CLIENT_PHOTO_DAILY_LIMIT: 5,
  CARA_RENDER_DAILY_LIMIT: 4,
  CARA_CLIENT_RENDER_DAILY_LIMIT: 100,
};

let api: TestApi;
let browser: ReturnType<typeof throughPageServer>;
let sku = '';
let photoBytes: Buffer;

beforeAll(async () => {
  api = await startTestApi({
    TRUSTED_PROXIES: PAGE_SERVER,
    // No worker: renders stay in progress until a test settles them.
    CARA_JOB_CONCURRENCY: '0',
    UPLOAD_MAX_MEGAPIXELS: '1',
    ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])),
  });
  browser = throughPageServer(api);
  await seedCatalog(api.services.db, { seed: 1, count: 60, now: new Date('2026-11-01T00:00:00Z') });
  const [row] = await api.services.db.select({ sku: products.skuNumber }).from(products).where(eq(products.status, 1)).limit(1);
  sku = row!.sku;
  photoBytes = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 190, g: 180, b: 160 } } }).jpeg().toBuffer();
});
afterAll(() => api.close());

/** Every render in progress finished, every job done: each test starts with an empty queue. */
async function settleAll(): Promise<void> {
  await api.services.db.update(caraJobs).set({ status: 'done' }).where(inArray(caraJobs.status, ['pending', 'running']));
  await api.services.db.update(caraCases).set({ status: 2 }).where(eq(caraCases.status, 1));
}
beforeEach(settleAll);

let addresses = 0;
function address(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const ok = { err: ERR.OK, errmsg: '' };
const dailyLimit = { err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit };
const inProgress = { err: ERR.DAILY_LIMIT, errmsg: CARA_LIMIT_MESSAGES.inProgress };
const queueFull = { err: ERR.UNAVAILABLE, errmsg: CARA_LIMIT_MESSAGES.queueFull };

async function upload(client: string, guest: string) {
  return browser(CARA_CALLS.inpaintingMessage, { client, guest, body: { type: 'upload', image: `data:image/jpeg;base64,${photoBytes.toString('base64')}` } });
}
async function photoOf(client: string, guest: string): Promise<StoredPhoto> {
  const res = await upload(client, guest);
  expect(pick(res)).toEqual(ok);
  return (res.val as { photo: StoredPhoto }).photo;
}
async function generate(client: string, guest: string, photo: { image_id: string } | { official_picture_id: string }) {
  return browser(CARA_CALLS.inpaintingMessage, { client, guest, body: { type: 'generate', ...photo, regions: [{ left: 40, top: 60, width: 300, height: 260 }], sku_number: [sku], source: 1 } });
}

describe('M4: renders in progress', () => {
  it('M4: a guest has at most CARA_CASES_IN_PROGRESS renders in progress; one that finished makes room', async () => {
    const client = address();
    const guest = guestId('m4-in-progress');
    const photo = await photoOf(client, guest);
    for (let i = 0; i < LIMITS.CARA_CASES_IN_PROGRESS; i += 1) expect(pick(await generate(client, guest, photo))).toEqual(ok);
    expect(pick(await generate(client, guest, photo))).toEqual(inProgress);
    await settleAll();
    expect(pick(await generate(client, guest, photo))).toEqual(ok);
  });

  it('M4: guests at one address share a cap of renders in progress, whatever GuestUIds they send', async () => {
    const client = address();
    for (let i = 0; i < LIMITS.CARA_CLIENT_CASES_IN_PROGRESS; i += 1) {
      const guest = guestId(`m4-shared-${i}`);
      expect(pick(await generate(client, guest, await photoOf(client, guest)))).toEqual(ok);
    }
    const fresh = guestId('m4-shared-next');
    expect(pick(await generate(client, fresh, await photoOf(client, fresh)))).toEqual(inProgress);
    // Another address is another client.
    const elsewhere = address();
    expect(pick(await generate(elsewhere, fresh, await photoOf(elsewhere, fresh)))).toEqual(ok);
  });

  it('M4: a render refused by the caps stores no photo for it, and another owner\'s case cannot be rendered again', async () => {
    const client = address();
    const guest = guestId('m4-no-photo');
    const photo = await photoOf(client, guest);
    for (let i = 0; i < LIMITS.CARA_CASES_IN_PROGRESS; i += 1) expect(pick(await generate(client, guest, photo))).toEqual(ok);
    const before = await api.services.db.select({ id: caraPhotos.id }).from(caraPhotos).where(eq(caraPhotos.ownerKey, `g:${guest}`));
    expect(pick(await generate(client, guest, { official_picture_id: 'living-room' }))).toEqual(inProgress);
    const stranger = guestId('m4-no-photo-stranger');
    const [someone] = await api.services.db.select({ id: caraCases.id }).from(caraCases).where(eq(caraCases.ownerKey, `g:${guest}`)).limit(1);
    const other = await browser(CARA_CALLS.inpaintingMessage, { client: address(), guest: stranger, body: { type: 'generate', official_picture_id: 'living-room', case_id: String(someone!.id), regions: [{ left: 40, top: 60, width: 300, height: 260 }], sku_number: [sku] } });
    expect(other.err).toBe(ERR.NOT_FOUND);
    const after = await api.services.db.select({ id: caraPhotos.id }).from(caraPhotos).where(inArray(caraPhotos.ownerKey, [`g:${guest}`, `g:${stranger}`]));
    expect(after).toHaveLength(before.length);
  });
});

describe('M4: photos and renders a day', () => {
  it('M4: a guest stores CARA_PHOTO_DAILY_LIMIT room photos a day; its address CARA_CLIENT_PHOTO_DAILY_LIMIT, whatever GuestUIds', async () => {
    const client = address();
    const first = guestId('m4-photos-1');
    for (let i = 0; i < LIMITS.CARA_PHOTO_DAILY_LIMIT; i += 1) expect(pick(await upload(client, first))).toEqual(ok);
    expect(pick(await upload(client, first))).toEqual(dailyLimit);
    const second = guestId('m4-photos-2');
    for (let i = LIMITS.CARA_PHOTO_DAILY_LIMIT; i < LIMITS.CARA_CLIENT_PHOTO_DAILY_LIMIT; i += 1) expect(pick(await upload(client, second))).toEqual(ok);
    expect(pick(await upload(client, guestId('m4-photos-3')))).toEqual(dailyLimit);
    const stored = await api.services.db.select({ id: caraPhotos.id }).from(caraPhotos).where(inArray(caraPhotos.ownerKey, [`g:${first}`, `g:${second}`]));
    expect(stored).toHaveLength(LIMITS.CARA_CLIENT_PHOTO_DAILY_LIMIT);
    // The next day the allowance is back.
    api.advance(86_400_000);
    expect(pick(await upload(client, first))).toEqual(ok);
  });

  it('M4: a guest queues CARA_RENDER_DAILY_LIMIT renders a day, finished or not', async () => {
    const client = address();
    const guest = guestId('m4-renders');
    const photo = await photoOf(client, guest);
    for (let i = 0; i < LIMITS.CARA_RENDER_DAILY_LIMIT; i += 1) {
      expect(pick(await generate(client, guest, photo))).toEqual(ok);
      await settleAll();
    }
    expect(pick(await generate(client, guest, photo))).toEqual(dailyLimit);
  });

  it('M4: a picture of more pixels than UPLOAD_MAX_MEGAPIXELS is refused from its header, before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const res = await browser(CARA_CALLS.inpaintingMessage, { client: address(), guest: guestId('m4-bomb'), body: { type: 'upload', image: `data:image/png;base64,${bomb.toString('base64')}` } });
    expect(pick(res)).toEqual({ err: ERR.FILE_TOO_LARGE, errmsg: MESSAGES.fileTooLarge });
  });
});

describe('M4: the render queue', () => {
  /** Fills the queue from several addresses, two guests each (inside every per-owner and per-address cap). */
  async function fill(count: number): Promise<Array<{ client: string; guest: string; photo: StoredPhoto }>> {
    const owners: Array<{ client: string; guest: string; photo: StoredPhoto }> = [];
    for (let i = 0; owners.length < count; i += 1) {
      const client = address();
      const guest = guestId(`m4-queue-${i}`);
      owners.push({ client, guest, photo: await photoOf(client, guest) });
    }
    return owners;
  }

  it('M4: the queue holds CARA_QUEUE_LIMIT renders for everyone; past it a render is refused in the envelope, and taken again once it drains', async () => {
    const owners = await fill(LIMITS.CARA_QUEUE_LIMIT + 1);
    for (const { client, guest, photo } of owners.slice(0, LIMITS.CARA_QUEUE_LIMIT)) expect(pick(await generate(client, guest, photo))).toEqual(ok);
    const last = owners[LIMITS.CARA_QUEUE_LIMIT]!;
    const refused = await generate(last.client, last.guest, last.photo);
    expect({ status: refused.status, ...pick(refused) }).toEqual({ status: 200, ...queueFull });
    await settleAll();
    const taken = await generate(last.client, last.guest, last.photo);
    expect(pick(taken)).toEqual(ok);
    expect((taken.val as { case: AiCase }).case.status).toBe(1);
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('M4: parallel renders from many clients never pass the queue bound (Postgres: PGlite has one connection)', async () => {
    const owners = await fill(LIMITS.CARA_QUEUE_LIMIT * 3);
    const answers = await Promise.all(owners.map(({ client, guest, photo }) => generate(client, guest, photo)));
    const taken = answers.filter((a) => a.err === ERR.OK);
    expect(taken).toHaveLength(LIMITS.CARA_QUEUE_LIMIT);
    expect(answers.filter((a) => a.err !== ERR.OK).map(pick)).toEqual(Array(owners.length - LIMITS.CARA_QUEUE_LIMIT).fill(queueFull));
    const queued = await api.services.db.select({ id: caraJobs.id }).from(caraJobs).where(inArray(caraJobs.status, ['pending', 'running']));
    expect(queued).toHaveLength(LIMITS.CARA_QUEUE_LIMIT);
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('M4: parallel renders of one guest never pass its cap of renders in progress (Postgres)', async () => {
    const client = address();
    const guest = guestId('m4-parallel-owner');
    const photo = await photoOf(client, guest);
    const answers = await Promise.all(Array.from({ length: 8 }, () => generate(client, guest, photo)));
    expect(answers.filter((a) => a.err === ERR.OK)).toHaveLength(LIMITS.CARA_CASES_IN_PROGRESS);
    const running = await api.services.db.select({ id: caraCases.id }).from(caraCases).where(eq(caraCases.ownerKey, `g:${guest}`));
    expect(running).toHaveLength(LIMITS.CARA_CASES_IN_PROGRESS);
  });
});
