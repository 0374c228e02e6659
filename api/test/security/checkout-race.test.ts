/**
 * Stock and payments under contention: many checkouts for the last units sell each unit once, and many retries of one
 * checkout attempt (a double click, a client retrying) charge once. Only Postgres runs them in parallel: PGlite has one
 * connection, so these tests skip there.
 */
import { ERR, MESSAGES } from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentCharges, paymentSandboxOperations, products } from '../../src/platform/db/schema';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';
import { CARDS, addToCart, buyer, placeOrder, type Buyer } from '../../src/testing/checkout';
import { takeUnits } from '../../src/modules/orders';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const onPostgres = it.skipIf(DATABASE_KIND !== 'postgres');
const reason = '(Postgres: PGlite has one connection, so nothing runs in parallel there)';

async function token(number: string): Promise<string> {
  return (await api.services.payments.tokenize!.card({ number, expMonth: 12, expYear: 2030, cvc: '123' })).token;
}

async function stockOf(sku: string): Promise<number> {
  const [row] = await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.skuNumber, sku));
  return row!.stock;
}

/** `count` designers of companies of their own, each with one unit of the SKU in the cart. */
async function buyers(prefix: string, count: number, sku: string): Promise<Buyer[]> {
  const all: Buyer[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async (_, i) => {
        const who = await buyer(api.services, `${prefix}${start + i}@race.test`);
        await addToCart(api, who, sku, 1);
        return who;
      }),
    );
    all.push(...batch);
  }
  return all;
}

describe('checkouts for the last units', () => {
  onPostgres(`200 concurrent checkouts for the last 10 units sell exactly 10 ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'RACE-LAST', brandId: 'ca', stock: 10, backorderQuantity: 0 }]);
    const everyone = await buyers('last', 200, 'RACE-LAST');
    const tokens = await Promise.all(everyone.map(() => token(CARDS.visaCredit)));
    const answers = await Promise.all(everyone.map((who, i) => placeOrder(api, who, tokens[i]!)));

    const sold = answers.filter((a) => a.err === ERR.OK);
    expect(sold).toHaveLength(10);
    // The others are refused in the spec's words: the units went while they paid, or before they looked.
    const refusals = new Set(answers.filter((a) => a.err !== ERR.OK).map((a) => `${a.err} ${a.errmsg}`));
    expect([...refusals].every((r) => r === `${ERR.INSUFFICIENT_INVENTORY} ${MESSAGES.insufficientInventory}` || r === `${ERR.CHECKOUT_NOTHING_AVAILABLE} ${MESSAGES.nothingAvailableInCart}`)).toBe(true);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await stockOf('RACE-LAST')).toBe(0);

    const ids = everyone.map((w) => w.id);
    const placed = await api.services.db.select().from(orders).where(and(inArray(orders.accountId, ids), eq(orders.state, 'placed')));
    expect(placed).toHaveLength(10);
    expect(await api.services.db.select().from(orders).where(and(inArray(orders.accountId, ids), eq(orders.state, 'pending')))).toEqual([]);
    // A charge for each order, and none without one.
    const charges = await api.services.db.select().from(paymentCharges).where(inArray(paymentCharges.accountId, ids));
    expect(charges.filter((c) => c.status === 'succeeded').map((c) => c.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
    expect(charges.filter((c) => c.status !== 'succeeded')).toEqual([]);
    // 200 buyers are made and each fills a cart first: more than the default time on a loaded machine.
  }, 180_000);
});

describe('orders of the same products', () => {
  onPostgres(`30 concurrent orders of two products, put in the cart in either order, never wait on each other in turn ${reason}`, async () => {
    await insertProducts(api.services, [
      { skuNumber: 'RACE-PAIR-A', brandId: 'ca', stock: 100 },
      { skuNumber: 'RACE-PAIR-B', brandId: 'ca', stock: 100 },
    ]);
    const everyone = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const who = await buyer(api.services, `pair${i}@race.test`);
        const [first, second] = i % 2 ? ['RACE-PAIR-A', 'RACE-PAIR-B'] : ['RACE-PAIR-B', 'RACE-PAIR-A'];
        await addToCart(api, who, first, 1);
        await addToCart(api, who, second, 2);
        return who;
      }),
    );
    const tokens = await Promise.all(everyone.map(() => token(CARDS.visaCredit)));
    const answers = await Promise.all(everyone.map((who, i) => placeOrder(api, who, tokens[i]!)));
    expect(answers.map((a) => a.err)).toEqual(Array(30).fill(ERR.OK));
    expect([await stockOf('RACE-PAIR-A'), await stockOf('RACE-PAIR-B')]).toEqual([55, 55]);
  });

  onPostgres(`a cart add of a product is not held up by an order holding the product's row ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'RACE-HELD', brandId: 'ca', stock: 5 }]);
    const who = await buyer(api.services, 'held@race.test');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken = () => {};
    const holding = new Promise<void>((resolve) => (taken = resolve));
    // An order's reservation, held open: its units taken, the product's row held until it ends (rolled back here).
    const order = api.services.db
      .transaction(async (tx) => {
        await takeUnits(tx, [{ skuNumber: 'RACE-HELD', customizableType: 0, count: 1 }], 'trade');
        taken();
        await released;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await holding;
    const add = addToCart(api, who, 'RACE-HELD', 1).then(() => 'added');
    const first = await Promise.race([add, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000))]);
    release();
    await Promise.all([order, add]);
    expect(first).toBe('added');
    expect(await stockOf('RACE-HELD')).toBe(5);
  });
});

describe('retries of one payment', () => {
  onPostgres(`50 concurrent retries of one checkout charge once ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'RACE-ONCE', brandId: 'ca', stock: 5 }]);
    const who = await buyer(api.services, 'once@race.test');
    await addToCart(api, who, 'RACE-ONCE', 2);
    const card = await token(CARDS.visaCredit);
    const checkout = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(api, who, card, { checkout_id: checkout })));

    const ok = answers.filter((a) => a.err === ERR.OK);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.err !== ERR.OK).map((a) => [a.err, a.errmsg, a.val])).toEqual(
      Array(49).fill([ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid, { order_number: ok[0]!.val.order_number }]),
    );
    expect(await api.services.db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.token, card))).toHaveLength(1);
    expect(await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.accountId, who.id))).toHaveLength(1);
    expect(await api.services.db.select().from(orders).where(eq(orders.accountId, who.id))).toHaveLength(1);
    expect(await stockOf('RACE-ONCE')).toBe(3);
  });

  onPostgres(`50 concurrent retries of one declined checkout ask once and give the stock back once ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'RACE-DECLINE', brandId: 'ca', stock: 5 }]);
    const who = await buyer(api.services, 'decline@race.test');
    await addToCart(api, who, 'RACE-DECLINE', 2);
    const card = await token(CARDS.declined);
    const checkout = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(api, who, card, { checkout_id: checkout })));
    expect(answers.map((a) => [a.err, a.errmsg])).toEqual(Array(50).fill([ERR.PAYMENT_FAILED, MESSAGES.paymentFailed]));
    expect(await api.services.db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.token, card))).toHaveLength(1);
    expect(await stockOf('RACE-DECLINE')).toBe(5);
  });
});
