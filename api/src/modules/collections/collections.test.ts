import {
  COLLECTION_CALLS,
  COLLECTION_ERR,
  COLLECTION_ITEMS_MAX,
  COLLECTION_MESSAGES,
  COLLECTION_SHARE_DAYS,
  COLLECTION_SHARES_PER_DAY,
  COLLECTIONS_MAX,
  CUSTOMER_CALLS,
  ERR,
  FAVORITE_CALLS,
  MESSAGES,
  PROJECT_MESSAGES,
  type Collection,
  type Customer,
  type AccountKind,
} from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/crypto';
import { accounts, collectionItems, collectionShares, collections, outbox } from '../../platform/db/schema';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { signedIn, type Person, type PersonOptions } from '../../testing/people';
import { openSession } from '../identity';

let api: TestApi;

type Who = Person;
let dana: Who;
let member: Who;
let omar: Who;
let casey: Who;
let agent: Who;
let shopper: Who;
let avery: Customer;
let olive: Customer;

const person = (kind: AccountKind, email: string, more?: PersonOptions) => signedIn(api, kind, email, more);

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: 'https://trade.example.test' });
  dana = await person('designer', 'dana@studio.test', { companyName: 'Studio One', firstName: 'Dana' });
  member = await person('sub_account', 'member@studio.test', { parentId: dana.id, companyOf: dana });
  omar = await person('designer', 'omar@elsewhere.test', { companyName: 'Elsewhere Design' });
  casey = await person('customer', 'casey@home.test', { parentId: dana.id });
  agent = await person('client_agent', 'agent@home.test', { agentCode: 'AGENT-7' });
  shopper = await person('ffd_shopper', 'shopper@outlet.test');
  await insertProducts(api.services, [
    { skuNumber: 'CA-SOFA', brandId: 'ca', stock: 5, msrpCents: 800_000, designerCents: 400_000, consumerCents: 600_000, promotionalCents: 550_000 },
    { skuNumber: 'ROWE-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 10 },
    { skuNumber: 'CA-GONE', brandId: 'ca', status: 2, stock: 0 },
    ...Array.from({ length: COLLECTION_ITEMS_MAX + 6 }, (_, i) => ({ skuNumber: `MANY-${String(i).padStart(3, '0')}` })),
  ]);
  const addCustomer = async (who: Who, first: string, last: string) =>
    (await api.call(CUSTOMER_CALLS.add, { body: { first_name: first, last_name: last, email: `${first.toLowerCase()}@clients.test` }, token: who.token, mode: 'mibd_designer' })).val;
  avery = await addCustomer(dana, 'Avery', 'Stone');
  olive = await addCustomer(omar, 'Olive', 'Other');
});
afterAll(() => api.close());

const as = (who: Who, mode = who.mode) => ({ token: who.token, mode });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const create = (body: Record<string, unknown>, who = dana, mode?: string) => api.call(COLLECTION_CALLS.collectionCreate, { body, ...as(who, mode) });
const list = (body: Record<string, unknown> = {}, who = dana, mode?: string) => api.call(COLLECTION_CALLS.collectionList, { body, ...as(who, mode) });
const add = (collectionId: string, sku: string, who = dana) => api.call(COLLECTION_CALLS.collectionAdd, { body: { collection_id: collectionId, product_id: sku }, ...as(who) });
const takeOff = (collectionId: string, sku: string, who = dana) => api.call(COLLECTION_CALLS.collectionRemove, { body: { collection_id: collectionId, product_id: sku }, ...as(who) });
const remove = (collectionId: string, who = dana) => api.call(COLLECTION_CALLS.collectionDelete, { body: { collection_id: collectionId }, ...as(who) });
const share = (body: Record<string, unknown>, who = dana) => api.call(COLLECTION_CALLS.collectionShareSendEmail, { body, ...as(who) });
const shared = (token: string, options: { token?: string; mode?: string } = {}) => api.call(COLLECTION_CALLS.collectionShareList, { body: { token }, ...options });
const skus = (c: Collection) => c.products.map((p) => p.sku_number);
const notFound = { err: COLLECTION_ERR.NOT_FOUND, errmsg: COLLECTION_MESSAGES.notFound };
const customerNotFound = { err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound };
const noPermission = { err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission };
const linkExpired = { err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired };

/** The share emails sent to a recipient, newest first. */
async function mailsTo(recipient: string) {
  const rows = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'collection_share')));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
/** The token of the newest share link emailed to a recipient. */
async function tokenSentTo(recipient: string): Promise<string> {
  const [mail] = await mailsTo(recipient);
  return new URL(mail!.links[0]!.url).searchParams.get('token')!;
}

describe('creating and listing collections', () => {
  it('creates a collection: the name trimmed, kept for no one, empty; the list shows the newest change first', async () => {
    const first = await create({ name: '  Living room ideas  ' });
    expect(first.err).toBe(ERR.OK);
    expect(first.val).toMatchObject({ name: 'Living room ideas', customer_id: null, customer_name: null, item_count: 0, products: [] });
    const second = await create({ name: 'Bedroom' });
    const all = await list();
    expect(all.val.total).toBe(2);
    expect(all.val.list.map((c) => c.name)).toEqual(['Bedroom', 'Living room ideas']);
    await add(first.val.id, 'CA-SOFA');
    expect((await list()).val.list.map((c) => c.name)).toEqual(['Living room ideas', 'Bedroom']);
    await remove(first.val.id);
    await remove(second.val.id);
  });

  it("keeps a collection for one of the company's customers, named in the answer", async () => {
    const res = await create({ name: 'For Avery', customer_id: avery.id.toUpperCase() });
    expect(res.val).toMatchObject({ name: 'For Avery', customer_id: avery.id, customer_name: 'Avery Stone' });
    expect((await list({ collection_id: res.val.id })).val.list[0]).toMatchObject({ customer_name: 'Avery Stone' });
    await remove(res.val.id);
  });

  it("refuses another company's customer exactly as a made-up one, and naming a customer in browsing mode; nothing is created", async () => {
    for (const customerId of [olive.id, randomUUID()]) expect(pick(await create({ name: 'Not mine', customer_id: customerId }))).toEqual(customerNotFound);
    expect(pick(await create({ name: 'Not mine', customer_id: avery.id }, dana, 'mibd_safe'))).toEqual(noPermission);
    expect(await api.services.db.select().from(collections).where(eq(collections.name, 'Not mine'))).toEqual([]);
    // Browsing mode keeps collections of its own.
    const safe = await create({ name: 'Browsing picks' }, dana, 'mibd_safe');
    expect(safe.err).toBe(ERR.OK);
    await remove(safe.val.id);
  });

  it('refuses a name the caller already has, whatever its case, on the name field; another account may use it', async () => {
    const kept = await create({ name: 'Dining' });
    const again = await create({ name: ' dINING ' });
    expect({ ...pick(again), val: again.val }).toEqual({ err: COLLECTION_ERR.DUPLICATE, errmsg: COLLECTION_MESSAGES.duplicate, val: { field: 'name' } });
    const theirs = await create({ name: 'Dining' }, member);
    expect(theirs.err).toBe(ERR.OK);
    // Two creations of one name at once: one collection, the other refused as the duplicate.
    const both = await Promise.all([create({ name: 'Twice' }), create({ name: 'twice' })]);
    expect(both.map((r) => r.err).sort()).toEqual([ERR.OK, COLLECTION_ERR.DUPLICATE]);
    await remove(kept.val.id);
    await remove(theirs.val.id, member);
    await remove(both.find((r) => r.err === ERR.OK)!.val.id);
  });

  it('answers a name that is blank, too long or not one line with a 400 envelope and its message', async () => {
    const cases: Array<[unknown, string]> = [
      ['   ', COLLECTION_MESSAGES.nameRequired],
      ['x'.repeat(51), COLLECTION_MESSAGES.nameTooLong],
      ['Two\nlines', COLLECTION_MESSAGES.nameNotAllowed],
      [42, COLLECTION_MESSAGES.nameRequired],
    ];
    for (const [name, message] of cases) {
      const res = await create({ name });
      expect({ status: res.status, ...pick(res) }).toEqual({ status: 400, err: ERR.BAD_REQUEST, errmsg: message });
    }
    expect((await create({ name: 'x'.repeat(50) })).err).toBe(ERR.OK);
    await remove((await list()).val.list[0]!.id);
  });

  it(`keeps at most ${COLLECTIONS_MAX} collections an account`, async () => {
    const keeper = await person('designer', 'keeper@studio.test', { companyName: 'Keeper Studio' });
    await api.services.db.insert(collections).values(Array.from({ length: COLLECTIONS_MAX }, (_, i) => ({ accountId: keeper.id, name: `List ${i}` })));
    expect(pick(await create({ name: 'One more' }, keeper))).toEqual({ err: COLLECTION_ERR.TOO_MANY, errmsg: COLLECTION_MESSAGES.tooMany });
    expect((await list({}, keeper)).val.total).toBe(COLLECTIONS_MAX);
  });
});

describe("a collection's products", () => {
  it('adds products from favorites, each once; lists them newest first as cards priced by the mode', async () => {
    await api.call(FAVORITE_CALLS.like, { body: { type: 'add', product_id: 'CA-SOFA' }, ...as(dana) });
    const { val: made } = await create({ name: 'Priced' });
    expect((await add(made.id, 'CA-SOFA')).val).toEqual({ in_collection: true, item_count: 1 });
    expect((await add(made.id, ' CA-SOFA ')).val).toEqual({ in_collection: true, item_count: 1 });
    expect((await add(made.id, 'ROWE-BED')).val).toEqual({ in_collection: true, item_count: 2 });
    const [designer] = (await list({ collection_id: made.id })).val.list;
    expect(skus(designer!)).toEqual(['ROWE-BED', 'CA-SOFA']);
    expect(designer!.products[1]).toMatchObject({ sku_number: 'CA-SOFA', msrp_price: 8000, designer_price: 4000, consumer_price: 6000, promotional_price: 5500, product_price_about: { final_price: 4000 } });
    const [client] = (await list({ collection_id: made.id }, dana, 'mibd_communicate')).val.list;
    expect(client!.products[1]).not.toHaveProperty('designer_price');
    expect(client!.products[1]).toMatchObject({ product_price_about: { final_price: 5500 } });
    const [browsing] = (await list({ collection_id: made.id }, dana, 'mibd_safe')).val.list;
    expect(browsing!.products[1]).not.toHaveProperty('consumer_price');

    expect((await takeOff(made.id, 'CA-SOFA')).val).toEqual({ in_collection: false, item_count: 1 });
    expect((await takeOff(made.id, 'CA-SOFA')).val).toEqual({ in_collection: false, item_count: 1 });
    expect(skus((await list({ collection_id: made.id })).val.list[0]!)).toEqual(['ROWE-BED']);
    await remove(made.id);
  });

  it("refuses an unknown product with the cart's message; taking one off is always fine", async () => {
    const { val: made } = await create({ name: 'Unknown' });
    expect(pick(await add(made.id, 'NO-SUCH-SKU'))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    expect((await takeOff(made.id, 'NO-SUCH-SKU')).val).toEqual({ in_collection: false, item_count: 0 });
    await remove(made.id);
  });

  it(`holds at most ${COLLECTION_ITEMS_MAX} products`, async () => {
    const { val: made } = await create({ name: 'Full' });
    await api.services.db.insert(collectionItems).values(Array.from({ length: COLLECTION_ITEMS_MAX }, (_, i) => ({ collectionId: made.id, skuNumber: `MANY-${String(i).padStart(3, '0')}` })));
    expect(pick(await add(made.id, `MANY-${COLLECTION_ITEMS_MAX}`))).toEqual({ err: COLLECTION_ERR.FULL, errmsg: COLLECTION_MESSAGES.full });
    // One it holds already is still fine.
    expect((await add(made.id, 'MANY-000')).val).toEqual({ in_collection: true, item_count: COLLECTION_ITEMS_MAX });
    await remove(made.id);
  });

  // PGlite has one connection, so parallel calls never contend there.
  it.skipIf(DATABASE_KIND === 'pglite')('keeps the cap under parallel adds: one collection held at a time, the others refused as full', async () => {
    const { val: made } = await create({ name: 'Race' });
    await api.services.db.insert(collectionItems).values(Array.from({ length: COLLECTION_ITEMS_MAX - 2 }, (_, i) => ({ collectionId: made.id, skuNumber: `MANY-${String(i).padStart(3, '0')}` })));
    const skusLeft = Array.from({ length: 6 }, (_, i) => `MANY-${String(COLLECTION_ITEMS_MAX - 2 + i).padStart(3, '0')}`);
    const answers = await Promise.all(skusLeft.map((sku) => add(made.id, sku)));
    expect(answers.filter((a) => a.err === ERR.OK)).toHaveLength(2);
    expect(answers.filter((a) => a.err === COLLECTION_ERR.FULL)).toHaveLength(4);
    expect(await api.services.db.select().from(collectionItems).where(eq(collectionItems.collectionId, made.id))).toHaveLength(COLLECTION_ITEMS_MAX);
    await remove(made.id);
  });

  it("answers another account's collection exactly as a made-up one, changing nothing", async () => {
    const { val: theirs } = await create({ name: 'Omar list' }, omar);
    await add(theirs.id, 'CA-SOFA', omar);
    const before = await api.services.db.select().from(collectionItems).where(eq(collectionItems.collectionId, theirs.id));
    // The sub-account of the same company too: a collection is its account's.
    for (const [id, who] of [[theirs.id, dana], [theirs.id, member], [randomUUID(), dana]] as const) {
      expect(pick(await add(id, 'ROWE-BED', who))).toEqual(notFound);
      expect(pick(await takeOff(id, 'CA-SOFA', who))).toEqual(notFound);
      expect(pick(await list({ collection_id: id }, who))).toEqual(notFound);
      expect(pick(await remove(id, who))).toEqual(notFound);
      expect(pick(await share({ collection_id: id, email: 'friend@home.test' }, who))).toEqual(notFound);
    }
    expect((await list()).val.list.map((c) => c.id)).not.toContain(theirs.id);
    expect(await api.services.db.select().from(collectionItems).where(eq(collectionItems.collectionId, theirs.id))).toEqual(before);
    expect(await mailsTo('friend@home.test')).toEqual([]);
  });

  it('answers bad bodies with a 400 envelope', async () => {
    const { val: made } = await create({ name: 'Bodies' });
    for (const body of [{}, { collection_id: 'nope', product_id: 'CA-SOFA' }, { collection_id: made.id, product_id: '' }, { collection_id: made.id, product_id: 'A\u0000B' }, { collection_id: made.id, product_id: ['CA-SOFA'] }]) {
      const res = await api.call(COLLECTION_CALLS.collectionAdd, { body, ...as(dana) });
      expect({ body, status: res.status, err: res.err }).toEqual({ body, status: 400, err: ERR.BAD_REQUEST });
    }
    expect(pick(await list({ collection_id: 'nope' }))).toEqual({ err: ERR.BAD_REQUEST, errmsg: COLLECTION_MESSAGES.notFound });
    await remove(made.id);
  });
});

describe('sharing a collection by email', () => {
  it('emails a link that opens the collection without signing in: its name, who shared it, the message, the products without any price', async () => {
    const { val: made } = await create({ name: 'Avery living room', customer_id: avery.id });
    await add(made.id, 'CA-SOFA');
    await add(made.id, 'ROWE-BED');
    const res = await share({ collection_id: made.id, email: '  Friend@Home.TEST ', message: '  Here are the pieces we talked about.\nSee you Monday.  ' });
    expect(res.err).toBe(ERR.OK);
    const expires = new Date(res.val.expires_at).getTime();
    expect(res.val.email).toBe('friend@home.test');
    expect(Math.abs(expires - (api.services.now().getTime() + COLLECTION_SHARE_DAYS * 86_400_000))).toBeLessThan(60_000);

    const [mail] = await mailsTo('friend@home.test');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Dana Person shared the collection “Avery living room” with you' });
    expect(mail!.body).toContain('Dana Person shared the collection “Avery living room” (2 products) with you.');
    expect(mail!.body).toContain('Here are the pieces we talked about.\nSee you Monday.');
    expect(mail!.body).toContain(`The link works for ${COLLECTION_SHARE_DAYS} days.`);
    // The email names no customer.
    expect(mail!.body).not.toContain('Avery Stone');
    const url = new URL(mail!.links[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://trade.example.test/sharedCollection');
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const [row] = await api.services.db.select().from(collectionShares).where(eq(collectionShares.collectionId, made.id));
    expect(row!.tokenHash.equals(sha256(token))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(token);

    const opened = await shared(token);
    expect(opened.err).toBe(ERR.OK);
    expect(opened.val).toEqual({
      name: 'Avery living room',
      shared_by: 'Dana Person',
      message: 'Here are the pieces we talked about.\nSee you Monday.',
      expires_at: res.val.expires_at,
      products: [expect.objectContaining({ sku_number: 'ROWE-BED', name: 'Rowe Bed' }), expect.objectContaining({ sku_number: 'CA-SOFA', stock_tag: 'in_stock' })],
    });
    // No price of any kind, whoever opens it (a designer's session in designer mode too).
    const asDesigner = await shared(token, as(dana));
    for (const answer of [opened, asDesigner]) {
      for (const product of answer.val.products) {
        for (const key of ['msrp_price', 'designer_price', 'consumer_price', 'promotional_price', 'product_price_about']) expect(product).not.toHaveProperty(key);
      }
    }
    expect(JSON.stringify(asDesigner.val)).not.toMatch(/4000|6000|8000|5500|Avery Stone/);

    // Read-only: the collection changes as its owner changes it, and the link shows that.
    await takeOff(made.id, 'ROWE-BED');
    expect((await shared(token)).val.products.map((p) => p.sku_number)).toEqual(['CA-SOFA']);
    await remove(made.id);
  });

  it('opens the link until it expires; deleting the collection revokes every link; a made-up token opens nothing', async () => {
    const { val: made } = await create({ name: 'Expiring' });
    await share({ collection_id: made.id, email: 'first@home.test' });
    await share({ collection_id: made.id, email: 'second@home.test', message: '' });
    const first = await tokenSentTo('first@home.test');
    const second = await tokenSentTo('second@home.test');
    expect((await shared(first)).err).toBe(ERR.OK);
    expect((await shared(second)).val.message).toBe('');
    expect(pick(await shared('kq3v0nB8xZl2YwP4sR7uT1mN9cD6fH5jG0aE3iL8oQw'))).toEqual(linkExpired);
    expect(pick(await shared(first.slice(0, -1)))).toEqual(linkExpired);

    api.advance(COLLECTION_SHARE_DAYS * 86_400_000 + 1_000);
    try {
      expect(pick(await shared(first))).toEqual(linkExpired);
      // A month on, the designer signs in again; a new share drops the collection's expired links.
      const later = { ...dana, token: (await openSession(api.services, { id: dana.id, kind: 'designer' }, 'hom')).token };
      await share({ collection_id: made.id, email: 'third@home.test' }, later);
      expect(await api.services.db.select().from(collectionShares).where(eq(collectionShares.collectionId, made.id))).toHaveLength(1);
      const third = await tokenSentTo('third@home.test');
      expect((await shared(third)).err).toBe(ERR.OK);
      expect((await remove(made.id, later)).val).toEqual({ deleted: true });
      expect(pick(await shared(third))).toEqual(linkExpired);
      expect(await api.services.db.select().from(collectionShares).where(eq(collectionShares.collectionId, made.id))).toEqual([]);
    } finally {
      api.advance(-(COLLECTION_SHARE_DAYS * 86_400_000 + 1_000));
    }
  });

  it("stops opening a closed account's links", async () => {
    const leaving = await person('designer', 'leaving@studio.test', { companyName: 'Leaving Studio' });
    const { val: made } = await create({ name: 'Closing' }, leaving);
    await share({ collection_id: made.id, email: 'closing@home.test' }, leaving);
    const token = await tokenSentTo('closing@home.test');
    expect((await shared(token)).err).toBe(ERR.OK);
    await api.services.db.update(accounts).set({ state: 'closed' }).where(eq(accounts.id, leaving.id));
    expect(pick(await shared(token))).toEqual(linkExpired);
  });

  it("refuses a missing or invalid recipient and a long message with the field's message; nothing is sent", async () => {
    const { val: made } = await create({ name: 'Fields' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: '   ' }, COLLECTION_MESSAGES.recipientRequired],
      [{ email: 'friend@home' }, MESSAGES.validEmail],
      [{ email: 'friend home@home.test' }, MESSAGES.validEmail],
      [{ email: 'friend@home.museum' }, MESSAGES.validEmail],
      [{ email: 12 }, MESSAGES.validEmail],
      [{ email: 'friend@home.test', message: 'x'.repeat(501) }, COLLECTION_MESSAGES.messageTooLong],
      [{ email: 'friend@home.test', message: 'bell\u0007' }, COLLECTION_MESSAGES.messageNotAllowed],
    ];
    for (const [body, message] of cases) {
      const res = await share({ collection_id: made.id, ...body });
      expect({ body, status: res.status, ...pick(res) }).toEqual({ body, status: 400, err: ERR.BAD_REQUEST, errmsg: message });
    }
    expect(await api.services.db.select().from(collectionShares).where(eq(collectionShares.collectionId, made.id))).toEqual([]);
    await remove(made.id);
  });

  it(`shares at most ${COLLECTION_SHARES_PER_DAY} a day an account, under the pause between two emails to one recipient; a refusal is not counted`, async () => {
    const busy = await person('designer', 'busy@studio.test', { companyName: 'Busy Studio' });
    const { val: made } = await create({ name: 'Popular' }, busy);
    expect((await share({ collection_id: made.id, email: 'once@home.test' }, busy)).err).toBe(ERR.OK);
    const again = await share({ collection_id: made.id, email: 'once@home.test' }, busy);
    expect(again.err).toBe(ERR.DAILY_LIMIT);
    expect(again.errmsg).toMatch(/^A message was just sent, please try again in (\d+ seconds?|1 minute)$/);
    expect(await mailsTo('once@home.test')).toHaveLength(1);
    for (let i = 1; i < COLLECTION_SHARES_PER_DAY; i += 1) {
      expect((await share({ collection_id: made.id, email: `friend${i}@home.test` }, busy)).err, `share ${i + 1}`).toBe(ERR.OK);
    }
    expect(pick(await share({ collection_id: made.id, email: 'one-more@home.test' }, busy))).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
    expect(await mailsTo('one-more@home.test')).toEqual([]);
    expect(await api.services.db.select().from(collectionShares).where(eq(collectionShares.collectionId, made.id))).toHaveLength(COLLECTION_SHARES_PER_DAY);
    // Another account's allowance is its own.
    const { val: mine } = await create({ name: 'Quiet' });
    expect((await share({ collection_id: mine.id, email: 'one-more@home.test' })).err).toBe(ERR.OK);
    await remove(mine.id);
  });
});

describe('who keeps collections', () => {
  it('refuses visitors with 22007, and invited customers, client agents and outlet shoppers with 25010', async () => {
    const { val: made } = await create({ name: 'Guarded' });
    const calls = [
      [COLLECTION_CALLS.collectionCreate, { name: 'Mine now' }],
      [COLLECTION_CALLS.collectionDelete, { collection_id: made.id }],
      [COLLECTION_CALLS.collectionList, {}],
      [COLLECTION_CALLS.collectionAdd, { collection_id: made.id, product_id: 'CA-SOFA' }],
      [COLLECTION_CALLS.collectionRemove, { collection_id: made.id, product_id: 'CA-SOFA' }],
      [COLLECTION_CALLS.collectionShareSendEmail, { collection_id: made.id, email: 'guard@home.test' }],
    ] as const;
    for (const [endpoint, body] of calls) {
      expect((await api.call(endpoint, { body })).err, endpoint.path).toBe(ERR.SESSION_INVALID);
      for (const who of [casey, agent, shopper]) expect(pick(await api.call(endpoint, { body, ...as(who) })), `${endpoint.path} ${who.mode}`).toEqual(noPermission);
    }
    expect((await list({ collection_id: made.id })).val.list[0]).toMatchObject({ name: 'Guarded', item_count: 0 });
    expect(await mailsTo('guard@home.test')).toEqual([]);
    await remove(made.id);
  });
});
