/**
 * Stock shown is stock sold (issue 17, item 6), on the generated catalog (decision 005): for every sampled product,
 * the tag its detail and its card show, the delivery label beside it, what the list's stock filter finds and what
 * the cart accepts all come from the one stock rule of the contracts (`stockState`), so they agree. A product shown
 * In Stock takes the quantity shown available in one add, and one unit more is 'Insufficient inventory'.
 */
import { CART_CALLS, CART_MAX_COUNT, CATALOG_CALLS, ERR, MESSAGES, deliveryLabel, type ProductCard, type ProductDetail, type StockTag } from '@storefront/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, products } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
import { NOT_UNAVAILABLE_SQL, STOCK_TAG_SQL, seedCatalog } from '../catalog';
import { openSession } from '../identity';

const COUNT = 600;
/** Every SAMPLE-th product of the catalog, and every product of a kind the sample must cover. */
const SAMPLE = 6;
const NOW = new Date(Date.UTC(2026, 10, 25, 12));

let api: TestApi;
let dana: { id: string; token: string };
type Row = { sku: string; brandId: string; status: number; stock: number; futureStock: number; backorder: number; expected: Date | null };
let rows: Row[];

beforeAll(async () => {
  api = await startTestApi();
  await seedCatalog(api.services.db, { seed: 1, count: COUNT, now: NOW, parallel: DATABASE_KIND === 'postgres' ? 2 : 1 });
  const account = await createAccount(api.services, { kind: 'designer', email: 'stock@studio.test', companyName: 'Stock Studio' });
  dana = { id: account.id, token: (await openSession(api.services, { id: account.id, kind: 'designer' }, 'hom')).token };
  rows = await api.services.db
    .select({
      sku: products.skuNumber,
      brandId: products.brandId,
      status: products.status,
      stock: products.stock,
      futureStock: products.futureStock,
      backorder: products.backorderQuantity,
      expected: products.expectedDelivery,
    })
    .from(products)
    .orderBy(products.skuNumber);
}, 120_000);
afterAll(() => api.close());

const asDesigner = () => ({ token: dana.token, mode: 'mibd_designer' });
/** The site a product is shown on: the outlet's on FFD, the others on the hub. */
const siteOf = (r: Row) => ({ query: { obtain: r.brandId === 'ol' ? 'ol' : 'hom' } });

/** The kinds the generator makes, told apart by hand (not by the rule under test). */
function kindOf(r: Row): string {
  if (r.status === 2) return 'unavailable';
  if (r.brandId === 'ol') return r.stock > 0 ? 'outlet' : 'outlet-empty';
  if (r.stock > 0) return r.futureStock > 0 ? 'in-stock-more-coming' : 'in-stock';
  if (r.futureStock > 0) return r.backorder > 0 ? 'soon-backorderable' : 'soon';
  return 'made-to-order';
}

/** What each kind must show and sell, worked out from the spec (section 9) and the cart's rule, not from stockState. */
function expected(r: Row): { tag: StockTag; available: number; delivery: 'none' | 'date' } {
  switch (kindOf(r)) {
    case 'in-stock':
    case 'in-stock-more-coming':
      return { tag: 'in_stock', available: r.stock + r.backorder, delivery: 'none' };
    case 'outlet':
      return { tag: 'in_stock', available: r.stock, delivery: 'none' };
    case 'soon':
    case 'soon-backorderable':
      return { tag: 'soon', available: r.backorder, delivery: 'date' };
    default:
      // Status 2, an empty outlet product, and made to order (nothing on hand, nothing coming): nothing to sell.
      return { tag: 'unavailable', available: 0, delivery: 'none' };
  }
}

function sample(): Row[] {
  const seen = new Map<string, number>();
  return rows.filter((r, i) => {
    const kind = kindOf(r);
    const n = seen.get(kind) ?? 0;
    seen.set(kind, n + 1);
    return i % SAMPLE === 0 || n < 3;
  });
}

async function clearCart(): Promise<void> {
  await api.services.db.delete(cartLines).where(eq(cartLines.accountId, dana.id));
}

describe('the generated catalog', () => {
  it('holds every kind of stock the rule must tell apart', () => {
    const kinds = new Set(rows.map(kindOf));
    for (const kind of ['unavailable', 'outlet', 'in-stock', 'in-stock-more-coming', 'soon', 'soon-backorderable', 'made-to-order']) expect(kinds).toContain(kind);
  });
});

describe('stock shown is stock sold, product by product', () => {
  it('shows on the detail and the card the tag and delivery the product has, and the cart sells exactly what is shown available', async () => {
    const problems: string[] = [];
    const checked = new Map<StockTag, number>();
    for (const r of sample()) {
      const want = expected(r);
      const answer = await api.call<ProductDetail>(CATALOG_CALLS.detail, { body: { sku_number: r.sku }, ...asDesigner(), ...siteOf(r) });
      const detail = answer.val;
      if (!detail) {
        problems.push(`${r.sku} (${kindOf(r)}): no detail (${answer.err} ${answer.errmsg})`);
        continue;
      }
      const card = (await api.call<{ list: ProductCard[] }>(CATALOG_CALLS.bySku, { body: { list: [r.sku] }, ...asDesigner(), ...siteOf(r) })).val.list[0];
      const label = want.delivery === 'date' && r.expected ? deliveryLabel(r.expected, new Date()) : '';
      if (detail.stock_tag !== want.tag) problems.push(`${r.sku} (${kindOf(r)}): detail shows ${detail.stock_tag}, expected ${want.tag}`);
      if (card?.stock_tag !== want.tag) problems.push(`${r.sku} (${kindOf(r)}): card shows ${card?.stock_tag}, expected ${want.tag}`);
      if (detail.delivery_label !== label) problems.push(`${r.sku} (${kindOf(r)}): delivery '${detail.delivery_label}' beside ${detail.stock_tag}, expected '${label}'`);
      if (detail.stock_tag === 'in_stock' && /\d{4}|Early|Mid|Late/.test(detail.delivery_label)) problems.push(`${r.sku}: In Stock beside a delivery date`);

      // The quantity the page offers: what is available, within the cart's limit.
      const shown = Math.min(CART_MAX_COUNT, want.available);
      if (want.tag === 'in_stock') {
        const added = await api.call(CART_CALLS.add, { body: { sku_number: r.sku, number: shown }, ...asDesigner() });
        if (added.err !== ERR.OK) problems.push(`${r.sku} (${kindOf(r)}): In Stock with ${shown} available, but adding ${shown} answered ${added.err} ${added.errmsg}`);
        if (shown < CART_MAX_COUNT) {
          const more = await api.call(CART_CALLS.add, { body: { sku_number: r.sku, number: 1 }, ...asDesigner() });
          if (more.errmsg !== MESSAGES.insufficientInventory) problems.push(`${r.sku}: one unit above what is shown was answered '${more.errmsg}'`);
        }
      } else if (want.tag === 'unavailable') {
        const refused = await api.call(CART_CALLS.add, { body: { sku_number: r.sku, number: 1 }, ...asDesigner() });
        if (refused.err === ERR.OK) problems.push(`${r.sku} (${kindOf(r)}): Unavailable for Purchase, yet the cart took it`);
      } else if (want.available > 0) {
        const added = await api.call(CART_CALLS.add, { body: { sku_number: r.sku, number: shown }, ...asDesigner() });
        if (added.err !== ERR.OK) problems.push(`${r.sku} (${kindOf(r)}): Available Soon with ${shown} to backorder, but adding them answered ${added.errmsg}`);
      }
      checked.set(want.tag, (checked.get(want.tag) ?? 0) + 1);
      await clearCart();
    }
    expect(problems).toEqual([]);
    expect(Math.min(...['in_stock', 'soon', 'unavailable'].map((t) => checked.get(t as StockTag) ?? 0))).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it("finds with each stock filter exactly the products whose cards show that tag, and gives Cara none it cannot sell", async () => {
    const byTag = async (condition: SQL) =>
      (await api.services.db.select({ sku: products.skuNumber }).from(products).where(condition).orderBy(products.skuNumber)).map((r) => r.sku);
    for (const tag of ['in_stock', 'soon', 'unavailable'] as const) {
      expect({ tag, skus: await byTag(STOCK_TAG_SQL[tag]) }).toEqual({ tag, skus: rows.filter((r) => expected(r).tag === tag).map((r) => r.sku) });
    }
    expect(await byTag(NOT_UNAVAILABLE_SQL)).toEqual(rows.filter((r) => expected(r).tag !== 'unavailable').map((r) => r.sku));
  });
});
