/**
 * L7 of the security report: Browsing mode (and a visitor) sees no prices, so no answer it gets may be ordered by
 * one, or its order would tell the price ranking it hides. Cara's statement pieces were sorted by retail price and
 * its "more like this" weighed price. The proof here: the prices change, and what the mode sees does not.
 */
import {
  CARA_CALLS,
  CATALOG_CALLS,
  ERR,
  MESSAGES,
  StreamDecoder,
  mergeText,
  type ChatProduct,
  type ResponseOf,
  type StreamEvent,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/modules/catalog';
import { openSession } from '../../src/modules/identity';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  await seedCatalog(api.services.db, { seed: 1, count: 1500, now: new Date('2026-11-01T00:00:00Z') });
  const designer = await createAccount(api.services, { kind: 'designer', email: 'l7-designer@studio.test', companyName: 'L7 Interiors' });
  token = (await openSession(api.services, { id: designer.id, kind: 'designer' }, 'hom')).token;
}, 180_000);
afterAll(() => api.close());

const BROWSING = 'mibd_safe';
const DESIGNER = 'mibd_designer';

/** Every price turned around: the dearest product becomes the cheapest. */
async function reversePrices(): Promise<void> {
  await api.services.db.execute(
    sql`update products set consumer_cents = 50000000 - consumer_cents, designer_cents = 50000000 - designer_cents, msrp_cents = 50000000 - msrp_cents, promotional_cents = null`,
  );
}

/** The SKUs of Cara's answer to a question, in the order shown. */
async function caraSkus(text: string, mode: string): Promise<string[]> {
  const headers = { 'Api-Token': api.config.API_TOKEN, 'Content-Type': 'application/json', GuestUId: 'l7-guest-0001', 'X-Auth-Token': token, Mode: mode };
  const res = await fetch(new URL(`${CARA_CALLS.ask.path}?obtain=hom`, api.url), { method: CARA_CALLS.ask.method, headers, body: JSON.stringify({ text }) });
  expect(res.status).toBe(200);
  const decoder = new StreamDecoder();
  const events: StreamEvent[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) events.push(...decoder.push(chunk));
  events.push(...decoder.end());
  const list = mergeText(events).find((e) => e.marker === 'productList')?.value as { list: ChatProduct[] } | undefined;
  const products = list?.list ?? [];
  if (mode === BROWSING) for (const p of products) expect(p).not.toHaveProperty('consumer_price');
  return products.map((p) => p.sku_number);
}

type ProductList = ResponseOf<typeof CATALOG_CALLS.productList>;
const list = (body: Record<string, unknown>, mode?: string) =>
  api.call<ProductList>(CATALOG_CALLS.productList, { body, ...(mode ? { token, mode } : {}) });

describe('L7: the catalog list and search in a mode without prices', () => {
  it('L7: sorting or filtering by price is refused, in Browsing mode and to a visitor', async () => {
    for (const body of [{ sort: 'price_asc' }, { sort: 'price_desc' }, { min_price: 100, max_price: 5000 }]) {
      const browsing = await list(body, BROWSING);
      expect({ body, err: browsing.err, errmsg: browsing.errmsg }).toEqual({ body, err: ERR.PRICE_FILTER, errmsg: MESSAGES.pricesHiddenInMode });
      const visitor = await list(body);
      expect({ body, err: visitor.err, errmsg: visitor.errmsg }).toEqual({ body, err: ERR.PRICE_FILTER, errmsg: MESSAGES.pricesLogin });
    }
  });

  it('L7: the list carries no price, no price facet, and its order does not move with prices', async () => {
    const before = await list({ keyword: 'sofa', limit: 24 }, BROWSING);
    expect(before.err).toBe(ERR.OK);
    expect(before.val.facets.price).toBeUndefined();
    for (const card of before.val.list) expect(card).not.toHaveProperty('consumer_price');
    const designerBefore = await list({ keyword: 'sofa', limit: 24, sort: 'price_desc' }, DESIGNER);
    await reversePrices();
    try {
      const after = await list({ keyword: 'sofa', limit: 24 }, BROWSING);
      expect(after.val.list.map((c) => c.sku_number)).toEqual(before.val.list.map((c) => c.sku_number));
      // The designer's price sort does follow the prices: the check above could see a price order.
      const designerAfter = await list({ keyword: 'sofa', limit: 24, sort: 'price_desc' }, DESIGNER);
      expect(designerAfter.val.list.map((c) => c.sku_number)).not.toEqual(designerBefore.val.list.map((c) => c.sku_number));
    } finally {
      await reversePrices();
    }
  });
});

describe("L7: Cara's answers in Browsing mode", () => {
  it('L7: statement pieces are not ordered by a price Browsing mode hides (the designer sees them by price)', async () => {
    const question = 'Add a statement piece of furniture';
    const browsingBefore = await caraSkus(question, BROWSING);
    const designerBefore = await caraSkus(question, DESIGNER);
    expect(browsingBefore.length).toBeGreaterThan(1);
    await reversePrices();
    try {
      expect(await caraSkus(question, BROWSING)).toEqual(browsingBefore);
      expect(await caraSkus(question, DESIGNER)).not.toEqual(designerBefore);
    } finally {
      await reversePrices();
    }
  });

  it('L7: "more like this" does not weigh a price Browsing mode hides', async () => {
    const [anchor] = await caraSkus('Show me a modern sofa', BROWSING);
    expect(anchor).toBeTruthy();
    const question = `Show me more like ${anchor}`;
    const before = await caraSkus(question, BROWSING);
    expect(before.length).toBeGreaterThan(1);
    await reversePrices();
    try {
      expect(await caraSkus(question, BROWSING)).toEqual(before);
    } finally {
      await reversePrices();
    }
  });
});
