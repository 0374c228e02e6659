import { ERR, IDENTITY_CALLS, ORDER_CHANGE_CALLS, ORDER_CHANGE_MESSAGES } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api';
import { insertProducts } from '../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../testing/checkout';
import { loadConfig } from './config';
import { installDevClock, parseDevNow } from './dev-clock';

const HOUR = 3_600_000;
const at = (ms: number) => ({ 'X-Dev-Now': new Date(Date.now() + ms).toISOString() });

describe('the development clock (DEV_CLOCK=on)', () => {
  let api: TestApi;
  let dana: Buyer;
  let number: string;

  beforeAll(async () => {
    api = await startTestApi({ DEV_CLOCK: 'on' });
    await insertProducts(api.services, [{ skuNumber: 'DC-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 5, designerCents: 300_000 }]);
    dana = await buyer(api.services, 'dana@clock.test');
    await addToCart(api, dana, 'DC-SOFA', 1);
    const placed = await placeOrder(api, dana, await cardToken(api, dana, CARDS.visaCredit));
    number = placed.val.order_number;
  });
  afterAll(() => api.close());

  const changes = (headers: Record<string, string> = {}) => api.call(ORDER_CHANGE_CALLS.list, { body: { number }, token: dana.token, mode: dana.mode, headers });

  it('judges a call at the instant it names, and every other call at the real time', async () => {
    expect((await changes()).val.can_cancel).toBe(true);
    expect((await changes(at(25 * HOUR))).val.can_cancel).toBe(false);
    const late = await api.call(ORDER_CHANGE_CALLS.request, { body: { number, kind: 'cancel', reason: 'other' }, token: dana.token, mode: dana.mode, headers: at(25 * HOUR) });
    expect(late.errmsg).toBe(ORDER_CHANGE_MESSAGES.cancelWindow);
    expect((await changes()).val.can_cancel).toBe(true);
  });

  it('keeps the session on the real clock: a day later the designer is still signed in', async () => {
    const user = await api.call(IDENTITY_CALLS.userInfo, { token: dana.token, mode: dana.mode, headers: at(30 * 24 * HOUR) });
    expect(user.err).toBe(ERR.OK);
  });

  it('refuses an instant it cannot read, in the envelope', async () => {
    const res = await changes({ 'X-Dev-Now': 'tomorrow' });
    expect(res.status).toBe(400);
    expect(res.err).toBe(ERR.BAD_REQUEST);
    expect(res.errmsg).toMatch(/x-dev-now must be an ISO instant/);
  });
});

describe('without DEV_CLOCK', () => {
  it('pays the header no heed', async () => {
    const api = await startTestApi();
    try {
      const res = await api.call(IDENTITY_CALLS.userInfo, { headers: { 'X-Dev-Now': 'tomorrow' } });
      expect(res.status).not.toBe(400);
    } finally {
      await api.close();
    }
  });

  it('is refused in production', () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', DEV_CLOCK: 'on' });
    expect(() => installDevClock({ addHook: () => undefined } as never, config)).toThrow(/DEV_CLOCK=on is refused in production/);
  });

  it('reads ISO instants only', () => {
    expect(parseDevNow('2026-12-05T10:00:00Z')?.toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(parseDevNow('2026-12-05T10:00:00.250+01:00')?.toISOString()).toBe('2026-12-05T09:00:00.250Z');
    for (const bad of ['2026-12-05', 'tomorrow', '2026-13-45T10:00:00Z', ['2026-12-05T10:00:00Z'], undefined]) expect(parseDevNow(bad)).toBeNull();
  });
});
