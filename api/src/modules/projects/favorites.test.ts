import {
  CUSTOMER_CALLS,
  ERR,
  FAVORITE_CALLS,
  FAVORITE_PAGE_SIZE,
  MESSAGES,
  PROJECT_MESSAGES,
  favoriteToast,
  type Customer,
  type FavoriteListResponse,
  type FavoriteResponse,
  type AccountKind,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, favorites } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { signedIn, type Person, type PersonOptions } from '../../testing/people';

let api: TestApi;

type Who = Person;
let dana: Who;
let member: Who;
let omar: Who;
let casey: Who;
let lone: Who;
let agent: Who;
let shopper: Who;
let avery: Customer;
let blake: Customer;
let olive: Customer;

const person = (kind: AccountKind, email: string, more?: PersonOptions) => signedIn(api, kind, email, more);

beforeAll(async () => {
  api = await startTestApi();
  dana = await person('designer', 'dana@studio.test', { companyName: 'Studio One' });
  member = await person('sub_account', 'member@studio.test', { parentId: dana.id, companyOf: dana });
  omar = await person('designer', 'omar@elsewhere.test', { companyName: 'Elsewhere Design' });
  casey = await person('customer', 'casey@home.test', { parentId: dana.id });
  lone = await person('customer', 'lone@home.test', { parentId: dana.id });
  agent = await person('client_agent', 'agent@home.test', { agentCode: 'AGENT-7' });
  shopper = await person('ffd_shopper', 'shopper@outlet.test');
  await insertProducts(api.services, [
    { skuNumber: 'CA-SOFA', brandId: 'ca', stock: 5, msrpCents: 800_000, designerCents: 400_000, consumerCents: 600_000, promotionalCents: 550_000 },
    { skuNumber: 'ROWE-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 10 },
    { skuNumber: 'CA-GONE', brandId: 'ca', status: 2, stock: 0 },
    ...Array.from({ length: 30 }, (_, i) => ({ skuNumber: `MANY-${String(i).padStart(2, '0')}` })),
  ]);
  const addCustomer = async (who: Who, first: string, last: string) =>
    (await api.call(CUSTOMER_CALLS.add, { body: { first_name: first, last_name: last, email: `${first.toLowerCase()}@clients.test` }, token: who.token, mode: 'mibd_designer' })).val;
  avery = await addCustomer(dana, 'Avery', 'Stone');
  blake = await addCustomer(dana, 'Blake', 'Rivers');
  olive = await addCustomer(omar, 'Olive', 'Other');
  await api.services.db.update(customers).set({ accountId: casey.id }).where(eq(customers.id, avery.id));
});
afterAll(() => api.close());

const as = (who: Who, mode = who.mode) => ({ token: who.token, mode });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const like = (body: Record<string, unknown>, who = dana, mode?: string) => api.call<FavoriteResponse>(FAVORITE_CALLS.like, { body, ...as(who, mode) });
const list = (body: Record<string, unknown> = {}, who = dana, mode?: string) => api.call<FavoriteListResponse>(FAVORITE_CALLS.list, { body, ...as(who, mode) });
const skus = (res: { val: FavoriteListResponse }) => res.val.list.map((c) => c.sku_number);
const customerNotFound = { err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound };
const noPermission = { err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission };

describe("the caller's own favorites", () => {
  it('adds and removes a product, both idempotent; the answer says whose list it is (the toast speaks to the caller)', async () => {
    const added = await like({ type: 'add', product_id: 'CA-SOFA' });
    expect(added.val).toEqual({ liked: true, customer_name: null });
    expect(favoriteToast(added.val.customer_name, added.val.liked)).toBe('Saved to your favorites');
    expect((await like({ type: 'add', product_id: ' CA-SOFA ' })).val).toEqual({ liked: true, customer_name: null });
    expect(await api.services.db.select().from(favorites).where(eq(favorites.accountId, dana.id))).toHaveLength(1);
    expect(skus(await list())).toEqual(['CA-SOFA']);
    const removed = await like({ type: 'remove', product_id: 'CA-SOFA' });
    expect(removed.val).toEqual({ liked: false, customer_name: null });
    expect((await like({ type: 'remove', product_id: 'CA-SOFA' })).val.liked).toBe(false);
    expect((await list()).val).toEqual({ list: [], total: 0, customer_name: null });
  });

  it("keeps each account's own list: the sub-account's is not the designer's", async () => {
    await like({ type: 'add', product_id: 'ROWE-BED' });
    expect(skus(await list({}, member))).toEqual([]);
    await like({ type: 'add', product_id: 'CA-SOFA' }, member);
    expect(skus(await list({}, member))).toEqual(['CA-SOFA']);
    expect(skus(await list())).toEqual(['ROWE-BED']);
  });

  it("refuses an unknown product with the cart's message; taking one off is always fine", async () => {
    expect(pick(await like({ type: 'add', product_id: 'NO-SUCH-SKU' }))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    expect((await like({ type: 'remove', product_id: 'NO-SUCH-SKU' })).val.liked).toBe(false);
  });

  it('works in browsing mode, where a customer may not be named', async () => {
    expect((await like({ type: 'add', product_id: 'CA-GONE' }, dana, 'mibd_safe')).val.liked).toBe(true);
    const safe = await list({}, dana, 'mibd_safe');
    expect(skus(safe)).toEqual(['CA-GONE', 'ROWE-BED']);
    // Browsing mode shows no price.
    expect(safe.val.list[1]).not.toHaveProperty('consumer_price');
    expect(pick(await like({ customer_id: avery.id, type: 'add', product_id: 'CA-SOFA' }, dana, 'mibd_safe'))).toEqual(noPermission);
    expect(pick(await list({ customer_id: avery.id }, dana, 'mibd_safe'))).toEqual(noPermission);
    await like({ type: 'remove', product_id: 'CA-GONE' });
  });

  it('answers bad bodies with a 400 envelope', async () => {
    for (const body of [{}, { type: 'toggle', product_id: 'CA-SOFA' }, { type: 'add', product_id: '' }, { type: 'add', product_id: 'A\u0000B' }, { type: 'add', product_id: 'CA-SOFA', customer_id: 'nobody' }]) {
      const res = await like(body);
      expect({ body, status: res.status, err: res.err }).toEqual({ body, status: 400, err: ERR.BAD_REQUEST });
    }
    expect((await list({ limit: 101 })).status).toBe(400);
  });
});

describe("a customer's favorites", () => {
  it("adds to and lists the company's customer's favorites, named in the answer for the toast", async () => {
    const res = await like({ customer_id: avery.id, type: 'add', product_id: 'CA-SOFA' });
    expect(res.val).toEqual({ liked: true, customer_name: 'Avery Stone' });
    expect(favoriteToast(res.val.customer_name, res.val.liked)).toBe('Great pick for Avery Stone! Saved to their favorites.');
    await like({ customer_id: avery.id.toUpperCase(), type: 'add', product_id: 'ROWE-BED' }, member, 'mibd_communicate');
    const designer = await list({ customer_id: avery.id });
    expect(designer.val).toMatchObject({ total: 2, customer_name: 'Avery Stone' });
    expect(skus(designer)).toEqual(['ROWE-BED', 'CA-SOFA']);
    // Cards priced by the mode, as the catalog shows them.
    expect(designer.val.list[1]).toMatchObject({
      sku_number: 'CA-SOFA',
      name: 'Harlow Sofa',
      brand_id: 'ca',
      msrp_price: 8000,
      designer_price: 4000,
      consumer_price: 6000,
      promotional_price: 5500,
      product_price_about: { final_price: 4000 },
      stock_tag: 'in_stock',
    });
    const client = await list({ customer_id: avery.id }, dana, 'mibd_communicate');
    expect(client.val.list[1]).not.toHaveProperty('designer_price');
    expect(client.val.list[1]).toMatchObject({ product_price_about: { final_price: 5500 } });
    // Another customer's list, and the caller's own, are apart.
    expect((await list({ customer_id: blake.id })).val).toEqual({ list: [], total: 0, customer_name: 'Blake Rivers' });
    expect(skus(await list())).toEqual(['ROWE-BED']);
  });

  it('pages a list, newest first', async () => {
    for (let i = 0; i < 30; i += 1) await like({ customer_id: blake.id, type: 'add', product_id: `MANY-${String(i).padStart(2, '0')}` });
    const first = await list({ customer_id: blake.id });
    expect(first.val.total).toBe(30);
    expect(first.val.list).toHaveLength(FAVORITE_PAGE_SIZE);
    expect(first.val.list[0]!.sku_number).toBe('MANY-29');
    const last = await list({ customer_id: blake.id, page: '3', limit: '12' });
    expect(skus(last)).toEqual(['MANY-05', 'MANY-04', 'MANY-03', 'MANY-02', 'MANY-01', 'MANY-00']);
  });

  it("refuses another company's customer exactly as a made-up one, changing nothing", async () => {
    const before = await api.services.db.select().from(favorites).where(eq(favorites.customerId, olive.id));
    await like({ customer_id: olive.id, type: 'add', product_id: 'CA-SOFA' }, omar);
    for (const customerId of [olive.id, randomUUID()]) {
      expect(pick(await like({ customer_id: customerId, type: 'add', product_id: 'ROWE-BED' }))).toEqual(customerNotFound);
      expect(pick(await like({ customer_id: customerId, type: 'remove', product_id: 'CA-SOFA' }))).toEqual(customerNotFound);
      expect(pick(await list({ customer_id: customerId }))).toEqual(customerNotFound);
    }
    expect(before).toEqual([]);
    expect((await api.services.db.select({ sku: favorites.skuNumber }).from(favorites).where(eq(favorites.customerId, olive.id)))).toEqual([{ sku: 'CA-SOFA' }]);
  });
});

describe('the invited customer', () => {
  it("keeps their customer's favorites: the list the designer keeps for them", async () => {
    const own = await list({}, casey);
    expect(own.err).toBe(ERR.OK);
    expect(own.val.customer_name).toBeNull();
    expect(skus(own)).toEqual(['ROWE-BED', 'CA-SOFA']);
    // Retail prices, no designer price.
    expect(own.val.list[1]).toMatchObject({ consumer_price: 6000, promotional_price: 5500, msrp_price: 8000 });
    expect(own.val.list[1]).not.toHaveProperty('designer_price');
    expect((await like({ type: 'remove', product_id: 'ROWE-BED' }, casey)).val).toEqual({ liked: false, customer_name: null });
    expect((await like({ customer_id: avery.id, type: 'add', product_id: 'CA-GONE' }, casey)).val.liked).toBe(true);
    expect(skus(await list({ customer_id: avery.id }))).toEqual(['CA-GONE', 'CA-SOFA']);
  });

  it('names no other customer: refused as a made-up one', async () => {
    expect(pick(await like({ customer_id: blake.id, type: 'add', product_id: 'CA-SOFA' }, casey))).toEqual(customerNotFound);
    expect(pick(await list({ customer_id: blake.id }, casey))).toEqual(customerNotFound);
    expect(pick(await list({ customer_id: olive.id }, casey))).toEqual(customerNotFound);
  });

  it('keeps a list of their own account until an invitation links them to a customer', async () => {
    expect((await like({ type: 'add', product_id: 'CA-SOFA' }, lone)).val).toEqual({ liked: true, customer_name: null });
    expect(skus(await list({}, lone))).toEqual(['CA-SOFA']);
    expect(pick(await list({ customer_id: avery.id }, lone))).toEqual(customerNotFound);
  });
});

describe('who keeps favorites', () => {
  it('refuses visitors with 22007 and client agents and outlet shoppers with 25010', async () => {
    expect((await api.call(FAVORITE_CALLS.like, { body: { type: 'add', product_id: 'CA-SOFA' } })).err).toBe(ERR.SESSION_INVALID);
    expect((await api.call(FAVORITE_CALLS.list, { body: {} })).err).toBe(ERR.SESSION_INVALID);
    for (const who of [agent, shopper]) {
      expect(pick(await like({ type: 'add', product_id: 'CA-SOFA' }, who))).toEqual(noPermission);
      expect(pick(await list({}, who))).toEqual(noPermission);
    }
  });
});
