/**
 * An order written at once (decision 043): the orders module's writer with the payments module's charge, as place
 * order runs it when no coupon is given. It writes everything or nothing: the prices and stock it was given must still
 * hold, else place order goes step by step (checkout.test.ts covers what a caller then sees).
 */
import { PRODUCT_STATUS } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, paymentCharges, products } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { buyer, type Buyer } from '../../testing/checkout';
import { certificateGuard } from '../account-settings';
import { orderWriter, type OrderAtOnce } from '../orders';
import { chargeOfOrder } from '../payments';

let api: TestApi;
let dana: Buyer;
const writeAtOnce = orderWriter({ guards: [certificateGuard.part], part: chargeOfOrder.part });

beforeAll(async () => {
  api = await startTestApi();
  dana = await buyer(api.services, 'dana@at-once.test');
  await insertProducts(api.services, [
    { skuNumber: 'AO-SOFA', brandId: 'ca', stock: 5, designerCents: 400_000, consumerCents: 600_000, promotionalCents: null },
    { skuNumber: 'AO-BED', brandId: 'rowe', stock: 2, designerCents: 250_000, consumerCents: 380_000, promotionalCents: 300_000 },
    { skuNumber: 'AO-GONE', brandId: 'ca', stock: 5, status: PRODUCT_STATUS.UNAVAILABLE, designerCents: 100_000, consumerCents: 150_000 },
  ]);
});
afterAll(() => api.close());

const SOFA = { sku: 'AO-SOFA', designerCents: 400_000, consumerCents: 600_000, promotionalCents: null };
const BED = { sku: 'AO-BED', designerCents: 250_000, consumerCents: 380_000, promotionalCents: 300_000 };

/** An order of the SKUs given (each on one line of its count), priced at the designer prices given. */
function attempt(skus: Array<typeof SOFA | typeof BED | (typeof SOFA & { sku: string })>, counts: number[], checkoutKey = randomUUID(), who: Buyer = dana): OrderAtOnce {
  const lines = skus.map((s, i) => ({ skuNumber: s.sku, customizableType: 0, count: counts[i]!, unitCents: s.designerCents, lineCents: s.designerCents * counts[i]! }));
  const subtotal = lines.reduce((sum, l) => sum + l.lineCents, 0);
  return {
    order: {
      ownerId: who.companyId!,
      accountId: who.id,
      customerId: null,
      channel: 'trade',
      brand: 'hom',
      checkoutKey,
      shippingAddress: { full_name: 'Dana Whitfield' },
      contact: { contact_name: 'Dana Whitfield' },
      billingAddress: { full_name: 'Dana Whitfield' },
      shippingMethod: 'standard',
      payment: { method: 'card', last4: '5556' },
      subtotalCents: 0,
      shippingCents: 19_800,
      totalCents: 0,
      dueNowCents: 0,
      balanceCents: 0,
    },
    totals: { subtotalCents: subtotal, totalCents: subtotal + 19_800, dueNowCents: (subtotal + 19_800) / 2, cardFeeCents: 0, balanceCents: (subtotal + 19_800) / 2 },
    skus: skus.map((s, i) => ({ ...s, count: counts[i]! })),
    lines,
  };
}

/** The charge's values, and the certificate guard's for Dana (a designer: a certificate is needed, and on file). */
const charge = (key: string, amountCents: number) => ({
  ...chargeOfOrder.values({ idempotencyKey: `checkout:${dana.id}:${key}`, token: 'tok_test', method: 'card', amountCents }, api.services),
  ...certificateGuard.values(dana.id, true),
});

async function stock(sku: string): Promise<number> {
  const [row] = await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.skuNumber, sku));
  return row!.stock;
}

async function written(checkoutKey: string) {
  const [order] = await api.services.db.select().from(orders).where(eq(orders.checkoutKey, checkoutKey));
  const items = order ? await api.services.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)) : [];
  const charges = order ? await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, order.id)) : [];
  return { order, items, charges };
}

describe('an order written at once', () => {
  it('writes the pending order with its totals, its items at the prices given, the stock they take and its charge', async () => {
    const what = attempt([SOFA, BED], [2, 1]);
    const [sofa, bed] = [await stock('AO-SOFA'), await stock('AO-BED')];
    const answer = await writeAtOnce(api.services.db, what, charge(what.order.checkoutKey, 534_900));
    expect(answer).toMatchObject({ taken: 2, parted: 1 });
    const { order, items, charges } = await written(what.order.checkoutKey);
    expect(order).toMatchObject({ id: answer!.id, serial: answer!.serial, state: 'pending', subtotalCents: 1_050_000, totalCents: 1_069_800, dueNowCents: 534_900, couponCode: null, discountCents: 0 });
    expect(items.map((i) => [i.skuNumber, i.count, i.fromStock, i.fromBackorder, i.unitCents, i.lineCents]).sort()).toEqual([
      ['AO-BED', 1, 1, 0, 250_000, 250_000],
      ['AO-SOFA', 2, 2, 0, 400_000, 800_000],
    ]);
    expect(items.find((i) => i.skuNumber === 'AO-BED')).toMatchObject({ brandId: 'rowe' });
    expect(charges).toEqual([expect.objectContaining({ amountCents: 534_900, status: 'pending', token: 'tok_test', idempotencyKey: `checkout:${dana.id}:${what.order.checkoutKey}` })]);
    expect([await stock('AO-SOFA'), await stock('AO-BED')]).toEqual([sofa - 2, bed - 1]);
  });

  it('writes nothing when a price is no longer the one read: no order, no charge, no unit taken', async () => {
    const what = attempt([SOFA, { ...BED, designerCents: 240_000 }], [1, 1]);
    const [sofa, bed] = [await stock('AO-SOFA'), await stock('AO-BED')];
    expect(await writeAtOnce(api.services.db, what, charge(what.order.checkoutKey, 1))).toBeNull();
    expect(await written(what.order.checkoutKey)).toEqual({ order: undefined, items: [], charges: [] });
    expect([await stock('AO-SOFA'), await stock('AO-BED')]).toEqual([sofa, bed]);
  });

  it('writes nothing when one SKU’s stock does not cover its units, or a product is no longer on sale', async () => {
    const bed = await stock('AO-BED');
    const short = attempt([SOFA, BED], [1, bed + 1]);
    expect(await writeAtOnce(api.services.db, short, charge(short.order.checkoutKey, 1))).toBeNull();
    const gone = attempt([SOFA, { sku: 'AO-GONE', designerCents: 100_000, consumerCents: 150_000, promotionalCents: null }], [1, 1]);
    expect(await writeAtOnce(api.services.db, gone, charge(gone.order.checkoutKey, 1))).toBeNull();
    const unknown = attempt([{ ...SOFA, sku: 'AO-NONE' }], [1]);
    expect(await writeAtOnce(api.services.db, unknown, charge(unknown.order.checkoutKey, 1))).toBeNull();
    for (const key of [short, gone, unknown].map((w) => w.order.checkoutKey)) expect((await written(key)).order).toBeUndefined();
    expect(await stock('AO-BED')).toBe(bed);
  });

  it('writes nothing for an account that needs a certificate and has none on file; one whose kind needs none is written', async () => {
    const lee = await buyer(api.services, 'lee@at-once.test', { certificate: false });
    const sofa = await stock('AO-SOFA');
    const refused = attempt([SOFA], [1], randomUUID(), lee);
    const values = (needed: boolean) => ({ ...charge(refused.order.checkoutKey, 209_900), ...certificateGuard.values(lee.id, needed) });
    expect(await writeAtOnce(api.services.db, refused, values(true))).toBeNull();
    expect([(await written(refused.order.checkoutKey)).order, await stock('AO-SOFA')]).toEqual([undefined, sofa]);
    expect(await writeAtOnce(api.services.db, refused, values(false))).toMatchObject({ taken: 1, parted: 1 });
  });

  it('writes an attempt once: the same attempt again writes nothing and takes nothing', async () => {
    const what = attempt([SOFA], [1]);
    const first = await writeAtOnce(api.services.db, what, charge(what.order.checkoutKey, 209_900));
    const sofa = await stock('AO-SOFA');
    expect(await writeAtOnce(api.services.db, what, charge(what.order.checkoutKey, 209_900))).toBeNull();
    expect(await stock('AO-SOFA')).toBe(sofa);
    const { order, items, charges } = await written(what.order.checkoutKey);
    expect([order?.id, items.length, charges.length]).toEqual([first!.id, 1, 1]);
  });
});
