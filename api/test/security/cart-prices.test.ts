/**
 * I2 of the security report: `shoppingCart/add` kept the consumer_price the client sent (0.01 was accepted) in
 * cart_lines.consumer_cents, a price a later checkout could have trusted. A cart line now keeps no price at all
 * (the column is gone): consumer_price is still accepted, as the storefront's pages send it, and ignored; every
 * price of a line is the catalog's, for the caller's mode.
 */
import { CART_CALLS, ERR, MESSAGES, type CartLine, type CartListResponse } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/identity';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  const account = await createAccount(api.services, { kind: 'designer', email: 'i2-prices@studio.test', companyName: 'I2 Studio' });
  token = (await openSession(api.services, { id: account.id, kind: 'designer' }, 'hom')).token;
  await insertProducts(api.services, [
    { skuNumber: 'I2-SOFA', brandId: 'ca', stock: 10, msrpCents: 800_000, designerCents: 400_000, consumerCents: 600_000, promotionalCents: 550_000 },
    { skuNumber: 'I2-BED', brandId: 'rowe', stock: 10, designerCents: 150_000, consumerCents: 300_000, promotionalCents: null },
  ]);
});
afterAll(() => api.close());

const add = (body: Record<string, unknown>, mode = 'mibd_designer') =>
  api.call<{ message: string; id: string; line_count: number; count: number }>(CART_CALLS.add, { body, token, mode });
const cart = async (mode: string) => (await api.call<CartListResponse>(CART_CALLS.list, { body: {}, token, mode })).val;
const prices = (line: CartLine | undefined) => ({
  msrp_price: line?.msrp_price,
  designer_price: line?.designer_price,
  consumer_price: line?.consumer_price,
  promotional_price: line?.promotional_price,
});
const lineOf = (list: CartListResponse, sku: string) => list.list.find((l) => l.sku_number === sku);

describe('I2: the cart never takes a price from the client', () => {
  it('I2: an add with consumer_price 0.01 is accepted, and the cart shows the catalog prices in every mode', async () => {
    const first = await add({ sku_number: 'I2-SOFA', number: 1, consumer_price: 0.01 });
    expect({ err: first.err, message: first.val.message }).toEqual({ err: ERR.OK, message: MESSAGES.cartAdded });
    // The price as text, and with a later add to the same line, changes nothing either.
    expect((await add({ sku_number: 'I2-SOFA', number: 1, consumer_price: '0.01' }, 'mibd_communicate')).err).toBe(ERR.OK);
    expect((await add({ sku_number: 'I2-BED', number: 2, consumer_price: 0.01, add_type: 4, ai_source: 'llm' })).err).toBe(ERR.OK);

    const designer = await cart('mibd_designer');
    expect(prices(lineOf(designer, 'I2-SOFA'))).toEqual({ msrp_price: 8000, designer_price: 4000, consumer_price: 6000, promotional_price: 5500 });
    expect(lineOf(designer, 'I2-SOFA')?.count).toBe(2);
    expect(prices(lineOf(designer, 'I2-BED'))).toEqual({ msrp_price: undefined, designer_price: 1500, consumer_price: 3000, promotional_price: null });
    // Client mode sees the retail prices, still the catalog's.
    const client = await cart('mibd_communicate');
    expect(prices(lineOf(client, 'I2-SOFA'))).toEqual({ msrp_price: 8000, designer_price: undefined, consumer_price: 6000, promotional_price: 5500 });
    // No price anywhere in the answers is the client's.
    expect(JSON.stringify([designer, client])).not.toMatch(/"[a-z_]*price":0\.01\b/);
  });

  it('I2: a price the catalog changes is the price the cart shows: the line holds none of its own', async () => {
    await api.services.db.execute(sql`update products set consumer_cents = 610000, promotional_cents = null where sku_number = 'I2-SOFA'`);
    expect(prices(lineOf(await cart('mibd_designer'), 'I2-SOFA'))).toMatchObject({ consumer_price: 6100, promotional_price: null });
    const columns = (await api.services.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'cart_lines' order by column_name`,
    )) as unknown as { rows: Array<{ column_name: string }> };
    const names = columns.rows.map((r) => r.column_name);
    expect(names).toContain('sku_number');
    expect(names.filter((name) => /price|cents/.test(name))).toEqual([]);
  });

  it('I2: a consumer_price that is not a price is still refused as a malformed add', async () => {
    const res = await add({ sku_number: 'I2-SOFA', number: 1, consumer_price: 'cheap' });
    expect(res.err).toBe(ERR.BAD_REQUEST);
  });
});
