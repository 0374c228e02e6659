import {
  CART_CALLS,
  ERR,
  FILE_CALLS,
  IDENTITY_CALLS,
  MESSAGES,
  cartBadgeCount,
  type CartAddBatchResponse,
  type CartLine,
  type CartListResponse,
  type GuestCartResponse,
} from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, products } from '../../platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { openSession } from '../identity';

let api: TestApi;
let dana: { id: string; token: string };
let omar: { id: string; token: string };
let customerToken: string;

async function signIn(kind: 'designer' | 'customer' | 'ffd_shopper', email: string): Promise<{ id: string; token: string }> {
  const account = await createAccount(api.services, { kind, email, companyName: kind === 'designer' ? `${email} studio` : undefined });
  const { token } = await openSession(api.services, { id: account.id, kind }, kind === 'ffd_shopper' ? 'ol' : 'hom');
  return { id: account.id, token };
}

beforeAll(async () => {
  api = await startTestApi();
  dana = await signIn('designer', 'dana@studio.test');
  omar = await signIn('designer', 'omar@studio.test');
  customerToken = (await signIn('customer', 'client@home.test')).token;
  await insertProducts(api.services, [
    { skuNumber: 'CA-SOFA', brandId: 'ca', stock: 5, msrpCents: 800_000, designerCents: 400_000, consumerCents: 600_000, promotionalCents: 550_000 },
    { skuNumber: 'CA-CHAIR', brandId: 'ca', name: 'Loma Chair', stock: 2, backorderQuantity: 3 },
    { skuNumber: 'ROWE-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 10 },
    { skuNumber: 'CA-GONE', brandId: 'ca', status: 2, stock: 9 },
    { skuNumber: 'CA-SOON', brandId: 'ca', stock: 0, futureStock: 4 },
    { skuNumber: 'CA-FADES', brandId: 'ca', stock: 9 },
    { skuNumber: 'OL-LAMP', brandId: 'ol', name: 'Outlet Lamp', stock: 3, backorderQuantity: 10 },
    { skuNumber: 'OL-RUG', brandId: 'ol', name: 'Outlet Rug', stock: 1 },
    { skuNumber: 'OL-NONE', brandId: 'ol', name: 'Outlet Mirror', stock: 0 },
    { skuNumber: 'OL-DESK', brandId: 'ol', name: 'Outlet Desk', stock: 4 },
  ]);
});
afterAll(() => api.close());

const designer = (who = dana) => ({ token: who.token, mode: 'mibd_designer' });
const list = (options: { token?: string; mode?: string; query?: Record<string, string> } = designer()) =>
  api.call<CartListResponse>(CART_CALLS.list, { body: {}, ...options });
const add = (body: Record<string, unknown>, who = dana) => api.call<{ message: string; id: string; line_count: number; count: number }>(CART_CALLS.add, { body, ...designer(who) });
const update = (body: Record<string, unknown>, who = dana) => api.call<{ id: string; line_count: number; count: number }>(CART_CALLS.updateCount, { body, ...designer(who) });
const remove = (ids: unknown, who = dana) => api.call<{ removed: number; count: number }>(CART_CALLS.remove, { body: { ids }, ...designer(who) });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const lineOf = (cart: CartListResponse, sku: string, type = 0): CartLine => cart.list.find((l) => l.sku_number === sku && l.customizable_type === type)!;

async function clearCart(accountId: string): Promise<void> {
  await api.services.db.delete(cartLines).where(eq(cartLines.accountId, accountId));
}

describe('who has a cart', () => {
  it('refuses visitors, browsing mode and invited customers with 25010', async () => {
    for (const options of [{}, { token: dana.token, mode: 'mibd_safe' }, { token: customerToken }]) {
      for (const endpoint of [CART_CALLS.list, CART_CALLS.add, CART_CALLS.updateCount, CART_CALLS.remove, CART_CALLS.addBatch]) {
        const res = await api.call(endpoint, { body: { sku_number: 'CA-SOFA', number: 1, ids: [], sku_list: [] }, ...options });
        const { path } = endpoint;
        expect({ path, ...pick(res) }).toEqual({ path, err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
      }
    }
  });

  it('answers an empty cart in client and designer mode', async () => {
    for (const mode of ['mibd_communicate', 'mibd_designer']) {
      const res = await list({ token: omar.token, mode });
      expect({ err: res.err, val: res.val }).toEqual({ err: ERR.OK, val: { list: [], count: 0 } });
    }
  });
});

describe('adding to the cart', () => {
  beforeAll(() => clearCart(dana.id));

  it('creates a line, then adds to it; the answer has the added message and the badge count', async () => {
    const first = await add({ sku_number: 'CA-SOFA', number: 2, consumer_price: 6000, add_type: 4, ai_source: 'llm' });
    expect(first.err).toBe(ERR.OK);
    expect(first.val).toMatchObject({ message: MESSAGES.cartAdded, line_count: 2, count: 2 });
    const again = await add({ sku_number: ' CA-SOFA ', number: '1' });
    expect(again.val).toMatchObject({ id: first.val.id, line_count: 3, count: 3 });
    const [row] = await api.services.db.select().from(cartLines).where(eq(cartLines.id, first.val.id));
    expect(row).toMatchObject({ count: 3, addType: 1, aiSource: 'llm', customizableType: 0 });
    // The price the page sent is not kept (I2: test/security/cart-prices.test.ts).
    expect(row).not.toHaveProperty('consumerCents');
  });

  it('keeps one line per SKU and customizable type; the stock covers all of them', async () => {
    const com = await add({ sku_number: 'CA-SOFA', number: 1, customizable_type: 4 });
    expect(com.val).toMatchObject({ line_count: 1, count: 4 });
    const cart = (await list()).val;
    expect(cart.list.filter((l) => l.sku_number === 'CA-SOFA').map((l) => [l.customizable_type, l.count]).sort()).toEqual([
      [0, 3],
      [4, 1],
    ]);
    // Stock 5: 3 + 1 are in the cart, so 2 more is one too many.
    expect(pick(await add({ sku_number: 'CA-SOFA', number: 2 }))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
    expect((await add({ sku_number: 'CA-SOFA', number: 1, customizable_type: 4 })).val.line_count).toBe(2);
  });

  it('counts backorders as available', async () => {
    expect((await add({ sku_number: 'CA-CHAIR', number: 5 })).val.line_count).toBe(5);
    expect(pick(await add({ sku_number: 'CA-CHAIR', number: 1 }))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
  });

  it('refuses unknown, unavailable and out-of-stock products with the spec messages, changing nothing', async () => {
    const before = (await list()).val;
    expect(pick(await add({ sku_number: 'NO-SUCH-SKU', number: 1 }))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    expect(pick(await add({ sku_number: 'CA-GONE', number: 1 }))).toEqual({ err: ERR.PRODUCT_UNAVAILABLE, errmsg: MESSAGES.unavailableForPurchase });
    expect(pick(await add({ sku_number: 'CA-SOON', number: 1 }))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
    expect(pick(await add({ sku_number: 'ROWE-BED', number: 11 }))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
    expect((await list()).val).toEqual(before);
  });

  it('answers bad bodies with a 400 envelope', async () => {
    for (const body of [{}, { sku_number: 'CA-SOFA' }, { sku_number: 'CA-SOFA', number: 0 }, { sku_number: 'CA-SOFA', number: 1.5 }, { sku_number: '  ', number: 1 }, { sku_number: 'A\u0000B', number: 1 }, { sku_number: 'CA-SOFA', number: 1, customizable_type: 7 }, { sku_number: 'CA-SOFA', number: 1, consumer_price: 'cheap' }]) {
      const res = await add(body);
      expect({ body, status: res.status, err: res.err }).toEqual({ body, status: 400, err: ERR.BAD_REQUEST });
    }
  });
});

describe('the cart list', () => {
  beforeAll(async () => {
    await clearCart(dana.id);
    await add({ sku_number: 'CA-SOFA', number: 2 });
    await add({ sku_number: 'ROWE-BED', number: 1 });
    await add({ sku_number: 'CA-FADES', number: 4 });
    // The product goes off sale after it was added.
    await api.services.db.update(products).set({ status: 2 }).where(eq(products.skuNumber, 'CA-FADES'));
  });
  afterAll(() => api.services.db.update(products).set({ status: 1 }).where(eq(products.skuNumber, 'CA-FADES')));

  it('answers each line with its fields, newest first, and the badge count of purchasable lines', async () => {
    const { err, val } = await list();
    expect(err).toBe(ERR.OK);
    expect(val.list.map((l) => l.sku_number)).toEqual(['CA-FADES', 'ROWE-BED', 'CA-SOFA']);
    expect(lineOf(val, 'CA-SOFA')).toMatchObject({
      image: `${FILE_CALLS.read.path}?blockid=1&width=300&height=0&format=jpg&filename=CA-SOFA_1.jpg`,
      name: 'Harlow Sofa',
      brand_id: 'ca',
      customizable_type: 0,
      status: '1',
      count: 2,
      stock_tag: 'in_stock',
    });
    expect(lineOf(val, 'CA-SOFA').id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lineOf(val, 'CA-FADES')).toMatchObject({ status: '2', stock_tag: 'unavailable', count: 4 });
    expect(lineOf(val, 'CA-SOFA').cash_stock).toBeUndefined();
    expect(val.count).toBe(3);
    expect(val.count).toBe(cartBadgeCount(val.list));
  });

  it('answers an add with the badge count the list answers: lines off sale or over the stock left are left out', async () => {
    // CA-SOFA: 2 in the cart, 1 left in stock; CA-FADES: off sale.
    await api.services.db.update(products).set({ stock: 1 }).where(eq(products.skuNumber, 'CA-SOFA'));
    try {
      const added = await add({ sku_number: 'ROWE-BED', number: 1 });
      expect(added.val).toMatchObject({ line_count: 2, count: 2 });
      expect(added.val.count).toBe((await list()).val.count);
    } finally {
      await api.services.db.update(products).set({ stock: 5 }).where(eq(products.skuNumber, 'CA-SOFA'));
      await update({ sku_number: 'ROWE-BED', number: 1 });
    }
  });

  it('shows the prices the mode may see, and none it may not', async () => {
    const designerMode = (await list()).val;
    expect(lineOf(designerMode, 'CA-SOFA')).toMatchObject({ msrp_price: 8000, designer_price: 4000, consumer_price: 6000, promotional_price: 5500 });
    // ROWE has no MSRP.
    expect(lineOf(designerMode, 'ROWE-BED')).not.toHaveProperty('msrp_price');
    expect(lineOf(designerMode, 'ROWE-BED').promotional_price).toBeNull();
    const clientMode = (await list({ token: dana.token, mode: 'mibd_communicate' })).val;
    expect(lineOf(clientMode, 'CA-SOFA')).toMatchObject({ msrp_price: 8000, consumer_price: 6000, promotional_price: 5500 });
    expect(lineOf(clientMode, 'CA-SOFA')).not.toHaveProperty('designer_price');
  });

  it('marks a line over the stock left as not purchasable and leaves it out of the badge', async () => {
    await api.services.db.update(products).set({ stock: 1 }).where(eq(products.skuNumber, 'CA-SOFA'));
    try {
      const { val } = await list();
      expect(lineOf(val, 'CA-SOFA')).toMatchObject({ status: '2', stock_tag: 'in_stock' });
      expect(val.count).toBe(1);
    } finally {
      await api.services.db.update(products).set({ stock: 5 }).where(eq(products.skuNumber, 'CA-SOFA'));
    }
  });
});

describe('changing counts and removing lines', () => {
  let sofa: string;
  let omarsBed: string;
  beforeAll(async () => {
    await clearCart(dana.id);
    await clearCart(omar.id);
    sofa = (await add({ sku_number: 'CA-SOFA', number: 1 })).val.id;
    await add({ sku_number: 'ROWE-BED', number: 2 });
    omarsBed = (await add({ sku_number: 'ROWE-BED', number: 3 }, omar)).val.id;
  });

  it('sets a count by line id or by SKU, within the stock', async () => {
    expect((await update({ id: sofa, number: 4 })).val).toEqual({ id: sofa, line_count: 4, count: 6 });
    expect((await update({ sku_number: 'ROWE-BED', number: '5' })).val).toMatchObject({ line_count: 5, count: 9 });
    expect(pick(await update({ id: sofa, number: 6 }))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
    expect(pick(await update({ sku_number: 'CA-SOFA', customizable_type: 4, number: 1 }))).toEqual({ err: ERR.CART_LINE_NOT_FOUND, errmsg: MESSAGES.cartLineNotFound });
  });

  it('lets a count go down when the stock fell below it, and refuses raising a line whose product went off sale', async () => {
    await api.services.db.update(products).set({ stock: 2 }).where(eq(products.skuNumber, 'CA-SOFA'));
    try {
      expect((await update({ id: sofa, number: 3 })).val.line_count).toBe(3);
      expect(pick(await update({ id: sofa, number: 4 }))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
      await api.services.db.update(products).set({ status: 2, stock: 5 }).where(eq(products.skuNumber, 'CA-SOFA'));
      expect(pick(await update({ id: sofa, number: 4 }))).toEqual({ err: ERR.PRODUCT_UNAVAILABLE, errmsg: MESSAGES.productNoLongerAvailable });
      expect((await update({ id: sofa, number: 1 })).val.line_count).toBe(1);
    } finally {
      await api.services.db.update(products).set({ status: 1, stock: 5 }).where(eq(products.skuNumber, 'CA-SOFA'));
    }
  });

  it("never touches another account's line", async () => {
    expect(pick(await update({ id: omarsBed, number: 1 }))).toEqual({ err: ERR.CART_LINE_NOT_FOUND, errmsg: MESSAGES.cartLineNotFound });
    expect((await remove([omarsBed])).val).toMatchObject({ removed: 0 });
    const [row] = await api.services.db.select().from(cartLines).where(eq(cartLines.id, omarsBed));
    expect(row?.count).toBe(3);
    expect((await list(designer(omar))).val.list.map((l) => [l.sku_number, l.count])).toEqual([['ROWE-BED', 3]]);
  });

  it('removes the named lines (one id or a list) and answers the new badge count', async () => {
    const cart = (await list()).val;
    const bed = lineOf(cart, 'ROWE-BED').id;
    expect((await remove(bed.toUpperCase())).val).toEqual({ removed: 1, count: 1 });
    expect((await remove([sofa, sofa])).val).toEqual({ removed: 1, count: 0 });
    expect((await list()).val.list).toEqual([]);
  });

  it('answers bad line ids with a 400 envelope', async () => {
    for (const ids of [[], 'not-an-id', [42], null]) expect((await remove(ids)).status).toBe(400);
    expect((await update({ number: 2 })).status).toBe(400);
    expect((await update({ id: "1' or '1'='1", number: 2 })).status).toBe(400);
  });
});

describe('the FFD guest cart', () => {
  const guest = (body: unknown) => api.call<GuestCartResponse>(CART_CALLS.guestList, { body, query: { obtain: 'ol' } });

  it('answers the outlet lines with cash stock, status and count, and the badge by the FFD rule', async () => {
    const res = await guest({
      sku_list: [
        { sku_number: 'OL-LAMP', count: 2 },
        { sku_number: 'OL-RUG', count: 3 },
        { sku_number: 'OL-NONE', count: 1 },
        { sku_number: 'CA-SOFA', count: 1 },
        { sku_number: 'NOT-A-SKU', count: 1 },
        { sku_number: 'OL-LAMP', count: 1 },
      ],
    });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.list.map((l) => [l.sku_number, l.count, l.cash_stock, l.status])).toEqual([
      ['OL-LAMP', 3, 3, '1'],
      // Over its cash stock: shown as Insufficient inventory and left out of the badge.
      ['OL-RUG', 3, 1, '1'],
      // No cash stock: Unavailable for Purchase.
      ['OL-NONE', 1, 0, '2'],
    ]);
    expect(res.val.list[0]).toMatchObject({ name: 'Outlet Lamp', brand_id: 'ol', image: expect.stringContaining('filename=OL-LAMP_1.jpg') });
    // A guest is a visitor: no prices.
    expect(res.val.list[0]).not.toHaveProperty('consumer_price');
    expect(res.val.count).toBe(3);
  });

  it("reads the sku_list cookie's JSON text and plain SKU lists too", async () => {
    const cookie = await guest({ sku_list: JSON.stringify([{ sku_number: 'OL-DESK', count: 2 }, 'OL-RUG']) });
    expect(cookie.val).toMatchObject({ count: 3, list: [{ sku_number: 'OL-DESK', count: 2 }, { sku_number: 'OL-RUG', count: 1 }] });
    const skus = await guest({ skus: ['OL-DESK'] });
    expect(skus.val.count).toBe(1);
    expect((await guest({})).val).toEqual({ list: [], count: 0 });
  });

  it('answers an unreadable guest cart with a 400 envelope', async () => {
    for (const body of [{ sku_list: '{nope' }, { sku_list: '[{"sku_number": 5}]' }, { sku_list: [{ count: 2 }] }, { sku_list: [{ sku_number: 'OL-RUG', count: -1 }] }]) {
      const res = await guest(body);
      expect({ body, status: res.status, err: res.err }).toEqual({ body, status: 400, err: ERR.BAD_REQUEST });
    }
  });

  it('merges into the account cart at login: counts add up, capped by stock and reported; a repeated batch changes nothing', async () => {
    const shopper = await createAccount(api.services, { kind: 'ffd_shopper', email: 'shopper@outlet.test', firstName: 'Sam' });
    const login = await api.call<{ token: string }>(IDENTITY_CALLS.ffdLogin, { body: { email: 'shopper@outlet.test', password: TEST_PASSWORD }, query: { obtain: 'ol' } });
    expect(login.err).toBe(ERR.OK);
    const as = { token: login.val.token, query: { obtain: 'ol' } };
    // Already in the account's cart from an earlier visit.
    await api.services.db.insert(cartLines).values({ accountId: shopper.id, skuNumber: 'OL-DESK', count: 1 });

    const batch = { batch_id: 'guest-1700000000000-abc', sku_list: [{ sku_number: 'OL-DESK', count: 2 }, { sku_number: 'OL-LAMP', count: 5 }, { sku_number: 'OL-NONE', count: 1 }, { sku_number: 'CA-SOFA', count: 1 }] };
    const merged = await api.call<CartAddBatchResponse>(CART_CALLS.addBatch, { body: batch, ...as });
    expect(merged.err).toBe(ERR.OK);
    expect(merged.val.repeated).toBe(false);
    expect(merged.val.list).toEqual([
      { sku_number: 'OL-DESK', requested: 2, added: 2, line_count: 3, errmsg: '' },
      // Lamp: cash stock 3 (the outlet has no backorders).
      { sku_number: 'OL-LAMP', requested: 5, added: 3, line_count: 3, errmsg: MESSAGES.insufficientInventory },
      { sku_number: 'OL-NONE', requested: 1, added: 0, line_count: 0, errmsg: MESSAGES.unavailableForPurchase },
      { sku_number: 'CA-SOFA', requested: 1, added: 0, line_count: 0, errmsg: MESSAGES.productNotExist },
    ]);
    expect(merged.val.count).toBe(6);

    const again = await api.call<CartAddBatchResponse>(CART_CALLS.addBatch, { body: batch, ...as });
    expect(again.val).toEqual({ list: [], count: 6, repeated: true });

    const cart = await api.call<CartListResponse>(CART_CALLS.list, { body: {}, ...as });
    expect(cart.val.list.map((l) => [l.sku_number, l.count, l.cash_stock, l.status]).sort()).toEqual([
      ['OL-DESK', 3, 4, '1'],
      ['OL-LAMP', 3, 3, '1'],
    ]);
    // A shopper sees the outlet's price.
    expect(lineOf(cart.val, 'OL-DESK').consumer_price).toBe(6000);
    expect(cart.val.count).toBe(6);

    // The lamp's cash stock drops below the line: the badge leaves the line out.
    await api.services.db.update(products).set({ stock: 2 }).where(eq(products.skuNumber, 'OL-LAMP'));
    const after = await api.call<CartListResponse>(CART_CALLS.list, { body: {}, ...as });
    expect(after.val.count).toBe(3);
    // A second merge of the same lamp adds nothing and says why.
    const more = await api.call<CartAddBatchResponse>(CART_CALLS.addBatch, { body: { sku_list: [{ sku_number: 'OL-LAMP', count: 1 }] }, ...as });
    expect(more.val.list).toEqual([{ sku_number: 'OL-LAMP', requested: 1, added: 0, line_count: 3, errmsg: MESSAGES.insufficientInventory }]);
    const [lamp] = await api.services.db.select().from(cartLines).where(and(eq(cartLines.accountId, shopper.id), eq(cartLines.skuNumber, 'OL-LAMP')));
    expect(lamp?.count).toBe(3);
  });
});

describe('parallel adds', () => {
  it.skipIf(DATABASE_KIND === 'pglite')('end in one line with every unit counted and never above the stock (Postgres: PGlite has one connection, so nothing runs in parallel there)', async () => {
    await insertProducts(api.services, [
      { skuNumber: 'RACE-PLENTY', stock: 50 },
      { skuNumber: 'RACE-SCARCE', stock: 12 },
    ]);
    const racer = await signIn('designer', 'racer@studio.test');
    const plenty = await Promise.all(Array.from({ length: 20 }, () => add({ sku_number: 'RACE-PLENTY', number: 1 }, racer)));
    expect(plenty.every((r) => r.err === ERR.OK)).toBe(true);
    const scarce = await Promise.all(Array.from({ length: 20 }, () => add({ sku_number: 'RACE-SCARCE', number: 1 }, racer)));
    expect(scarce.filter((r) => r.err === ERR.OK)).toHaveLength(12);
    expect(scarce.filter((r) => r.err !== ERR.OK).map(pick)).toEqual(Array(8).fill({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory }));
    const rows = await api.services.db.select().from(cartLines).where(eq(cartLines.accountId, racer.id));
    expect(rows.map((r) => [r.skuNumber, r.count]).sort()).toEqual([
      ['RACE-PLENTY', 20],
      ['RACE-SCARCE', 12],
    ]);
  });
});
