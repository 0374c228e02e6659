import { ACTIVITY_CALLS, ERR } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayWindow } from '../../platform/rate-limit';
import { rateLimits, userLogs } from '../../platform/db/schema';
import { sweepOnce } from '../../platform/sweep';
import { startTestApi, type TestApi } from '../../testing/api';
import { signedIn, type Person } from '../../testing/people';
import { USER_LOG_DAILY_LIMIT, USER_LOG_KEPT_DAYS } from './rules';

let api: TestApi;
let dana: Person;

beforeAll(async () => {
  api = await startTestApi();
  dana = await signedIn(api, 'designer', 'dana@activity.test');
});
afterAll(() => api.close());

const logsOf = (guest: string) => api.services.db.select().from(userLogs).where(eq(userLogs.guestId, guest));
const guestId = (n: number) => `1700000000000${String(n).padStart(32, 'g')}`;

describe('the navigation log (GET mibd/common/user_log/add)', () => {
  it("records a visitor's page and the one before by path only, and a signed-in designer's with the account", async () => {
    const visitor = guestId(1);
    const seen = await api.call(ACTIVITY_CALLS.userLog, {
      headers: { GuestUId: visitor },
      query: { current_page: '/productList?Room=Bedroom', last_page: '/resetPassword?code=secret#x', os: 'Mac', browser: 'Chrome' },
    });
    expect(seen).toMatchObject({ status: 200, err: ERR.OK, val: {} });
    expect(await logsOf(visitor)).toEqual([expect.objectContaining({ page: '/productList', lastPage: '/resetPassword', os: 'Mac', browser: 'Chrome', accountId: null, brand: 'hom' })]);

    const designer = guestId(2);
    await api.call(ACTIVITY_CALLS.userLog, { token: dana.token, headers: { GuestUId: designer }, query: { current_page: '/designerOrder', last_page: '/home' } });
    expect(await logsOf(designer)).toEqual([expect.objectContaining({ page: '/designerOrder', accountId: dana.id })]);
  });

  it('answers, and records nothing, for a call that names no page of the site or is past the day\'s allowance', async () => {
    const guest = guestId(3);
    expect((await api.call(ACTIVITY_CALLS.userLog, { headers: { GuestUId: guest }, query: { current_page: 'https://elsewhere.test/x' } })).err).toBe(ERR.OK);
    expect((await api.call(ACTIVITY_CALLS.userLog, { headers: { GuestUId: guest } })).err).toBe(ERR.OK);
    expect(await logsOf(guest)).toEqual([]);

    await api.services.db.insert(rateLimits).values({ key: `user-log:guest:${guest}`, windowStart: dayWindow(api.services.now()), count: USER_LOG_DAILY_LIMIT });
    expect((await api.call(ACTIVITY_CALLS.userLog, { headers: { GuestUId: guest }, query: { current_page: '/home' } })).err).toBe(ERR.OK);
    expect(await logsOf(guest)).toEqual([]);
  });

  it('refuses a malformed call in the envelope, with no 5xx', async () => {
    const long = await api.call(ACTIVITY_CALLS.userLog, { headers: { GuestUId: guestId(4) }, query: { current_page: `/${'a'.repeat(400)}` } });
    expect(long.status).toBeLessThan(500);
    expect(long.err).toBe(ERR.BAD_REQUEST);
  });

  it(`keeps a navigation ${USER_LOG_KEPT_DAYS} days: the sweep removes the older ones`, async () => {
    const guest = guestId(5);
    await api.call(ACTIVITY_CALLS.userLog, { headers: { GuestUId: guest }, query: { current_page: '/home' } });
    api.advance((USER_LOG_KEPT_DAYS - 1) * 86_400_000);
    await sweepOnce(api.services);
    expect(await logsOf(guest)).toHaveLength(1);
    api.advance(2 * 86_400_000);
    await sweepOnce(api.services);
    expect(await logsOf(guest)).toEqual([]);
  });
});
