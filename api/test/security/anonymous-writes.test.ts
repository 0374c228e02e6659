/**
 * I9 of the security report (decision 015): anonymous writes that grew the database without bound. add_log took up
 * to a megabyte a call, any number of calls; every name tried at sign-in left throttle rows for ever. add_log's
 * data fields are bounded in size (and in nesting by the body walk), its calls a day per client, and the sweep
 * deletes the throttle rows no limit reads any more.
 */
import { CARA_CALLS, ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARA_LIMIT_MESSAGES } from '../../src/modules/cara/rules';
import { caraLogs, rateLimits, throttleHolds } from '../../src/platform/db/schema';
import { HOLDS_KEPT_MS } from '../../src/platform/rate-limit';
import { sweepOnce } from '../../src/platform/sweep';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { guestId, PAGE_SERVER, throughPageServer } from './page-server';

const LOG_LIMIT = 5;
const DATA_MAX = 1024;

let api: TestApi;
let browser: ReturnType<typeof throughPageServer>;
beforeAll(async () => {
  api = await startTestApi({ TRUSTED_PROXIES: PAGE_SERVER, LOG_DAILY_LIMIT: String(LOG_LIMIT), LOG_DATA_MAX_BYTES: String(DATA_MAX) });
  browser = throughPageServer(api);
});
afterAll(() => api.close());

let addresses = 0;
function address(): string {
  addresses += 1;
  return `192.0.2.${addresses}`;
}
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const log = (client: string, body: Record<string, unknown>) => browser(CARA_CALLS.addLog, { client, guest: guestId('i9-logger'), body: { type: 'mibd.llm.open', ...body } });
const logCount = async () => (await api.services.db.select({ id: caraLogs.id }).from(caraLogs)).length;

describe('I9: add_log is bounded', () => {
  it('I9: a data field larger than LOG_DATA_MAX_BYTES is refused and nothing is stored; one within it is kept', async () => {
    const before = await logCount();
    const big = await log(address(), { data1: { note: 'x'.repeat(DATA_MAX) } });
    expect({ status: big.status, ...pick(big) }).toEqual({ status: 400, err: ERR.BAD_REQUEST, errmsg: CARA_LIMIT_MESSAGES.logTooLarge });
    const second = await log(address(), { data2: Array.from({ length: 400 }, (_, i) => i) });
    expect(pick(second).errmsg).toBe(CARA_LIMIT_MESSAGES.logTooLarge);
    expect(await logCount()).toBe(before);
    expect(pick(await log(address(), { data1: { skus: ['CA-CKT-10457', 'CA-CKT-10458'] }, data2: 'x'.repeat(DATA_MAX - 10) }))).toEqual({ err: ERR.OK, errmsg: '' });
    expect(await logCount()).toBe(before + 1);
  });

  it('I9: a data field nested past the body walk\'s depth is refused', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i += 1) deep = { d: deep };
    const res = await log(address(), { data1: deep });
    expect({ status: res.status, ...pick(res) }).toEqual({ status: 400, err: ERR.BAD_REQUEST, errmsg: MESSAGES.nestedTooDeeply });
  });

  it('I9: one client logs LOG_DAILY_LIMIT events a day; another client is not held back', async () => {
    const client = address();
    for (let i = 0; i < LOG_LIMIT; i += 1) expect((await log(client, { tag1: String(i) })).err).toBe(ERR.OK);
    expect(pick(await log(client, { tag1: 'one more' }))).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
    expect((await log(address(), { tag1: 'elsewhere' })).err).toBe(ERR.OK);
  });
});

describe('I9: throttle rows are swept', () => {
  it('I9: counters of past days and holds quiet for a week are deleted; today\'s and live ones stay', async () => {
    // Sign-ins with names no account has: each leaves a daily counter and a hold.
    const client = address();
    for (const name of ['i9-nobody-1@probe.test', 'i9-nobody-2@probe.test', 'i9-nobody-3@probe.test']) {
      const res = await browser(IDENTITY_CALLS.login, { client, body: { username: name, password: 'Wrong-password-1', login_type: 1 } });
      expect(res.err).not.toBe(ERR.OK);
    }
    const probes = or(like(throttleHolds.key, '%i9-nobody-%'), like(throttleHolds.key, `%${client}%`));
    const held = () => api.services.db.select({ key: throttleHolds.key }).from(throttleHolds).where(probes);
    const counted = () => api.services.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, `%${client}%`));
    expect((await held()).length).toBeGreaterThanOrEqual(3);
    expect((await counted()).length).toBeGreaterThanOrEqual(1);

    // The same day, nothing of theirs goes.
    await sweepOnce(api.services);
    expect((await counted()).length).toBeGreaterThanOrEqual(1);

    // The next day the counters are yesterday's: deleted. The holds stay until they have been quiet a week.
    api.advance(86_400_000);
    await sweepOnce(api.services);
    expect(await counted()).toEqual([]);
    expect((await held()).length).toBeGreaterThanOrEqual(3);

    api.advance(HOLDS_KEPT_MS);
    const removed = await sweepOnce(api.services);
    expect(removed.throttles).toBeGreaterThanOrEqual(3);
    expect(await held()).toEqual([]);
  });
});
