/**
 * A coupon's limits under concurrency: redemptions made at once by many orders, each in its own transaction as
 * checkout makes them, never pass the coupon's usage limit. The count is a conditional update that holds the
 * coupon's row, and each redemption takes a unique place (the coupon's n-th use). Only Postgres runs transactions in
 * parallel: PGlite has one connection, so these tests skip there.
 */
import { ERR, MESSAGES } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemCoupon } from '../../src/modules/cart';
import { couponRedemptions, coupons } from '../../src/platform/db/schema';
import { createAccount } from '../../src/testing/accounts';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../src/testing/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const onPostgres = it.skipIf(DATABASE_KIND !== 'postgres');
const reason = '(Postgres: PGlite has one connection, so nothing runs in parallel there)';

async function makeCoupon(code: string, usageLimit: number, perAccountLimit = 1): Promise<string> {
  const [row] = await api.services.db
    .insert(coupons)
    .values({ code, kind: 'percent', value: 10, startsAt: new Date(Date.UTC(2020, 0, 1)), endsAt: new Date(Date.UTC(2099, 0, 1)), usageLimit, perAccountLimit })
    .returning({ id: coupons.id });
  return row!.id;
}

async function buyers(n: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await createAccount(api.services, { kind: 'designer', email: `${label}${i}@race.test`, password: null })).id);
  return ids;
}

/** One order's redemption in its own transaction; its outcome as 'ok' or the refusal's message. */
function redeemOnce(accountId: string, code: string, orderId = randomUUID()): Promise<string> {
  return api.services.db
    .transaction((tx) => redeemCoupon(tx, { accountId, code, subtotalCents: 500_000, brand: 'hom', orderId }))
    .then(
      () => 'ok',
      (e: { err?: number; message: string }) => (e.err === ERR.COUPON_USAGE_EXCEEDED ? e.message : `unexpected: ${e.message}`),
    );
}

describe('concurrent redemptions of one coupon', () => {
  onPostgres(`50 orders at once redeem a coupon with a usage limit of 5 exactly 5 times ${reason}`, async () => {
    const couponId = await makeCoupon('RACE5', 5);
    const accounts = await buyers(50, 'race');
    const outcomes = await Promise.all(accounts.map((id) => redeemOnce(id, 'RACE5')));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array.from({ length: 45 }, () => MESSAGES.couponUsageExceeded));
    const rows = await api.services.db.select({ seq: couponRedemptions.seq }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const [coupon] = await api.services.db.select({ timesUsed: coupons.timesUsed }).from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.timesUsed).toBe(5);
  });

  onPostgres(`one account's 20 orders at once use a coupon no more than its per-account limit of 2 ${reason}`, async () => {
    const couponId = await makeCoupon('RACEPER2', 100, 2);
    const [account] = await buyers(1, 'per');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => redeemOnce(account!, 'RACEPER2')));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2);
    expect(new Set(outcomes.filter((o) => o !== 'ok'))).toEqual(new Set([MESSAGES.couponUsageExceeded]));
    const rows = await api.services.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
    expect(rows.map((r) => r.accountSeq).sort()).toEqual([1, 2]);
  });

  onPostgres(`one order redeeming two coupons at once keeps one ${reason}`, async () => {
    await makeCoupon('RACEA', 50);
    await makeCoupon('RACEB', 50);
    const [account] = await buyers(1, 'order');
    const order = randomUUID();
    const outcomes = await Promise.all([
      api.services.db.transaction((tx) => redeemCoupon(tx, { accountId: account!, code: 'RACEA', subtotalCents: 500_000, brand: 'hom', orderId: order })).then(() => 'ok', (e: Error) => e.message),
      api.services.db.transaction((tx) => redeemCoupon(tx, { accountId: account!, code: 'RACEB', subtotalCents: 500_000, brand: 'hom', orderId: order })).then(() => 'ok', (e: Error) => e.message),
    ]);
    expect(outcomes.sort()).toEqual([MESSAGES.couponOnePerOrder, 'ok'].sort());
    expect(await api.services.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order))).toHaveLength(1);
  });
});
