import {
  CART_CALLS,
  CART_MAX_COUNT,
  CUSTOMER_CALLS,
  ERR,
  FAVORITE_CALLS,
  MESSAGES,
  PROJECT_CALLS,
  PROJECT_ITEMS_MAX,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX,
  type CartListResponse,
  type Customer,
  type Endpoint,
  type ProjectDetailResponse,
  type ProjectListResponse,
  type ProjectSummary,
  type ProjectToCartResponse,
  type AccountKind,
} from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, customers, favorites, projectItems, projects } from '../../platform/db/schema';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
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
/** Dana's company's customers (Casey's account is linked to Avery's row) and Omar's. */
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
  await insertProducts(api.services, [
    { skuNumber: 'CA-SOFA', brandId: 'ca', stock: 5, msrpCents: 800_000, designerCents: 400_000, consumerCents: 600_000, promotionalCents: 550_000 },
    { skuNumber: 'CA-CHAIR', brandId: 'ca', name: 'Loma Chair', stock: 2, msrpCents: 120_050, designerCents: 60_025, consumerCents: 90_010 },
    { skuNumber: 'ROWE-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 10, msrpCents: 300_000, designerCents: 150_000, consumerCents: 210_000 },
    { skuNumber: 'CA-GONE', brandId: 'ca', status: 2, stock: 9 },
  ]);
  const addCustomer = async (who: Who, first: string, last: string) =>
    (await api.call(CUSTOMER_CALLS.add, { body: { first_name: first, last_name: last, email: `${first.toLowerCase()}@clients.test` }, token: who.token, mode: 'mibd_designer' })).val;
  avery = await addCustomer(dana, 'Avery', 'Stone');
  blake = await addCustomer(dana, 'Blake', 'Rivers');
  olive = await addCustomer(omar, 'Olive', 'Other');
  // The invitation links Casey's account to Avery's row.
  await api.services.db.update(customers).set({ accountId: casey.id }).where(eq(customers.id, avery.id));
});
afterAll(() => api.close());

const as = (who: Who, mode = who.mode) => ({ token: who.token, mode });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const create = (body: unknown, who = dana, mode?: string) => api.call<ProjectSummary>(PROJECT_CALLS.create, { body, ...as(who, mode) });
const detail = (projectId: string, who = dana, mode?: string) => api.call<ProjectDetailResponse>(PROJECT_CALLS.detail, { body: { project_id: projectId }, ...as(who, mode) });
const addItem = (body: Record<string, unknown>, who = dana) => api.call<{ message: string; item_id: string; count: number }>(PROJECT_CALLS.addItem, { body, ...as(who) });
const customerProjects = (body: unknown, who = dana, mode?: string) => api.call<ProjectListResponse>(PROJECT_CALLS.customerProjects, { body, ...as(who, mode) });
const list = (body: unknown = {}, who = dana, mode?: string) => api.call<ProjectListResponse>(PROJECT_CALLS.list, { body, ...as(who, mode) });
const projectCount = async () => (await api.services.db.select().from(projects)).length;

describe('creating a project', () => {
  it("creates a project for one of the company's customers: the name trimmed, no items yet", async () => {
    const res = await create({ name: '  Loft Living  ', customer_id: avery.id });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ name: 'Loft Living', customer_id: avery.id, customer_name: 'Avery Stone', item_count: 0, unit_count: 0 });
    expect(res.val.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.val.updated_at)).not.toBeNaN();
  });

  it('refuses a name the customer already has, in any case, on the name field; another customer may have it', async () => {
    const before = await projectCount();
    for (const name of ['Loft Living', 'LOFT living', ' loft living ']) {
      const res = await create({ name, customer_id: avery.id });
      expect({ ...pick(res), status: res.status, val: res.val }).toEqual({ err: ERR.PROJECT_DUPLICATE, errmsg: PROJECT_MESSAGES.duplicate, status: 200, val: { field: 'name' } });
    }
    expect(await projectCount()).toBe(before);
    expect((await create({ name: 'Loft Living', customer_id: blake.id })).err).toBe(ERR.OK);
  });

  it('settles two creations of one name at once with one project and one duplicate', async () => {
    const both = await Promise.all([create({ name: 'Twin Suite', customer_id: avery.id }), create({ name: 'twin suite', customer_id: avery.id })]);
    expect(both.map((r) => r.err).sort()).toEqual([ERR.OK, ERR.PROJECT_DUPLICATE].sort());
  });

  it.each([
    ['', PROJECT_MESSAGES.nameRequired],
    ['    ', PROJECT_MESSAGES.nameRequired],
    ['N'.repeat(PROJECT_NAME_MAX + 1), PROJECT_MESSAGES.nameTooLong],
    [` ${'N'.repeat(PROJECT_NAME_MAX + 1)} `, PROJECT_MESSAGES.nameTooLong],
  ])('refuses the name %j with the name rule', async (name, errmsg) => {
    const res = await create({ name, customer_id: avery.id });
    expect({ ...pick(res), status: res.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg, status: 400 });
  });

  it('takes a name of exactly 50 characters once trimmed', async () => {
    const res = await create({ name: `  ${'M'.repeat(PROJECT_NAME_MAX)}  `, customer_id: blake.id });
    expect(res.val.name).toHaveLength(PROJECT_NAME_MAX);
  });

  it("refuses a customer that is not the company's as one that does not exist", async () => {
    const before = await projectCount();
    const notFound = { err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound };
    expect(pick(await create({ name: 'Stolen', customer_id: olive.id }))).toEqual(notFound);
    expect(pick(await create({ name: 'Stolen', customer_id: randomUUID() }))).toEqual(notFound);
    const malformed = await create({ name: 'Stolen', customer_id: 'not-an-id' });
    expect({ ...pick(malformed), status: malformed.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: PROJECT_MESSAGES.customerNotFound, status: 400 });
    expect(await projectCount()).toBe(before);
  });

  it("lets the company's sub-account create for the company's customers", async () => {
    const res = await create({ name: 'Member Pick', customer_id: blake.id }, member);
    expect(res.err).toBe(ERR.OK);
    expect((await detail(res.val.id)).err).toBe(ERR.OK);
  });

  it('refuses browsing mode, invited customers, client agents and visitors', async () => {
    const body = { name: 'Nope', customer_id: avery.id };
    expect(pick(await create(body, dana, 'mibd_safe'))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    expect(pick(await create(body, casey))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    expect(pick(await create(body, agent))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    expect((await api.call(PROJECT_CALLS.create, { body })).err).toBe(ERR.SESSION_INVALID);
    // Client mode keeps projects.
    expect((await create({ name: 'Client Mode Pick', customer_id: blake.id }, dana, 'mibd_communicate')).err).toBe(ERR.OK);
  });
});

describe('the project lists', () => {
  let first: ProjectSummary;
  let second: ProjectSummary;
  beforeAll(async () => {
    first = (await create({ name: 'Garden Room', customer_id: avery.id })).val;
    second = (await create({ name: 'Reading Nook 100%', customer_id: avery.id })).val;
  });

  it("lists a customer's projects, newest change first, with their counts", async () => {
    const res = await customerProjects({ customer_id: avery.id });
    expect(res.err).toBe(ERR.OK);
    const names = res.val.list.map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(['Reading Nook 100%', 'Garden Room']);
    expect(names).toContain('Loft Living');
    expect(res.val.list.every((p) => p.customer_id === avery.id && p.customer_name === 'Avery Stone')).toBe(true);
    expect(res.val.total).toBe(res.val.list.length);
    // A change to the older project moves it first.
    await api.call(PROJECT_CALLS.rename, { body: { project_id: first.id, name: 'Garden Room' }, ...as(dana) });
    expect((await customerProjects({ customer_id: avery.id })).val.list[0]!.id).toBe(first.id);
  });

  it("refuses a customer that is not the company's, and a call naming no customer", async () => {
    const notFound = { err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound };
    expect(pick(await customerProjects({ customer_id: olive.id }))).toEqual(notFound);
    expect(pick(await customerProjects({ customer_id: randomUUID() }))).toEqual(notFound);
    expect(pick(await customerProjects({}))).toEqual(notFound);
  });

  it("lists every project of the company for the designer and the sub-account, and none of another company's", async () => {
    const mine = await list({ limit: 100 });
    expect(mine.err).toBe(ERR.OK);
    expect(new Set(mine.val.list.map((p) => p.customer_id))).toEqual(new Set([avery.id, blake.id]));
    expect((await list({ limit: 100 }, member)).val.list.map((p) => p.id)).toEqual(mine.val.list.map((p) => p.id));
    await create({ name: 'Omar Only', customer_id: olive.id }, omar);
    expect((await list({}, omar)).val.list.map((p) => p.name)).toEqual(['Omar Only']);
  });

  it("narrows by a search of the project's or the customer's name, with no wildcards, and pages", async () => {
    expect((await list({ search: 'garden' })).val.list.map((p) => p.name)).toEqual(['Garden Room']);
    expect((await list({ search: 'blake riv', limit: 100 })).val.list.every((p) => p.customer_name === 'Blake Rivers')).toBe(true);
    expect((await list({ search: '100%' })).val.list.map((p) => p.id)).toEqual([second.id]);
    expect((await list({ search: '%' })).val.list.map((p) => p.id)).toEqual([second.id]);
    expect((await list({ search: '_' })).val.list).toEqual([]);
    const all = (await list({ limit: 100 })).val;
    const page2 = (await list({ page: '2', limit: '2' })).val;
    expect(page2.total).toBe(all.total);
    expect(page2.list.map((p) => p.id)).toEqual(all.list.slice(2, 4).map((p) => p.id));
    expect((await list({ limit: 101 })).status).toBe(400);
  });

  it('is refused in browsing mode and to client agents', async () => {
    expect(pick(await list({}, dana, 'mibd_safe'))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    expect(pick(await customerProjects({ customer_id: avery.id }, agent))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
  });
});

describe('renaming and deleting', () => {
  it('renames under the create rules; a change of case of its own name is no duplicate', async () => {
    const project = (await create({ name: 'Attic', customer_id: blake.id })).val;
    const renamed = await api.call<ProjectSummary>(PROJECT_CALLS.rename, { body: { project_id: project.id, name: ' Attic Studio ' }, ...as(dana) });
    expect(renamed.val).toMatchObject({ id: project.id, name: 'Attic Studio', customer_id: blake.id });
    expect(Date.parse(renamed.val.updated_at)).toBeGreaterThanOrEqual(Date.parse(project.updated_at));
    expect((await api.call<ProjectSummary>(PROJECT_CALLS.rename, { body: { project_id: project.id, name: 'ATTIC studio' }, ...as(dana) })).val.name).toBe('ATTIC studio');
    const duplicate = await api.call(PROJECT_CALLS.rename, { body: { project_id: project.id, name: 'loft living' }, ...as(dana) });
    expect({ ...pick(duplicate), val: duplicate.val }).toEqual({ err: ERR.PROJECT_DUPLICATE, errmsg: PROJECT_MESSAGES.duplicate, val: { field: 'name' } });
    expect((await api.call(PROJECT_CALLS.rename, { body: { project_id: project.id, name: '' }, ...as(dana) })).errmsg).toBe(PROJECT_MESSAGES.nameRequired);
    expect(pick(await api.call(PROJECT_CALLS.rename, { body: { project_id: randomUUID(), name: 'Anything' }, ...as(dana) }))).toEqual({
      err: ERR.PROJECT_NOT_FOUND,
      errmsg: PROJECT_MESSAGES.notFound,
    });
  });

  it('deletes a project with its items; a second delete finds nothing', async () => {
    const project = (await create({ name: 'Short Lived', customer_id: blake.id })).val;
    await addItem({ project_id: project.id, sku_number: 'CA-SOFA', buy_number: 1 });
    const res = await api.call(PROJECT_CALLS.remove, { body: { project_id: project.id }, ...as(dana) });
    expect(res.val).toEqual({ deleted: true });
    expect(await api.services.db.select().from(projectItems).where(eq(projectItems.projectId, project.id))).toEqual([]);
    expect(pick(await detail(project.id))).toEqual({ err: ERR.PROJECT_NOT_FOUND, errmsg: PROJECT_MESSAGES.notFound });
    expect(pick(await api.call(PROJECT_CALLS.remove, { body: { project_id: project.id }, ...as(dana) }))).toEqual({ err: ERR.PROJECT_NOT_FOUND, errmsg: PROJECT_MESSAGES.notFound });
  });
});

describe('items, prices and subtotals', () => {
  let project: ProjectSummary;
  let sofa: string;
  beforeAll(async () => {
    project = (await create({ name: 'Priced Room', customer_id: avery.id })).val;
  });

  it('adds a product; units add up on the same SKU and type, and COM is an item of its own', async () => {
    const first = await addItem({ project_id: project.id, sku_number: 'CA-SOFA', buy_number: 2 });
    expect(first.val).toMatchObject({ message: PROJECT_MESSAGES.added, count: 2 });
    sofa = first.val.item_id;
    const again = await addItem({ project_id: project.id, sku_number: ' CA-SOFA ', buy_number: '1' });
    expect(again.val).toEqual({ message: PROJECT_MESSAGES.added, item_id: sofa, count: 3 });
    const com = await addItem({ project_id: project.id, sku_number: 'CA-SOFA', buy_number: 1, customizable_type: 4 });
    expect(com.val.item_id).not.toBe(sofa);
    await addItem({ project_id: project.id, sku_number: 'ROWE-BED', buy_number: 2 });
    await addItem({ project_id: project.id, sku_number: 'CA-GONE', buy_number: 1 });
    const summary = (await detail(project.id)).val.project;
    expect(summary).toMatchObject({ item_count: 4, unit_count: 7 });
  });

  it("refuses an unknown product with the cart's message, a made-up project, and units past the most one item holds", async () => {
    const before = await api.services.db.select().from(projectItems).where(eq(projectItems.projectId, project.id));
    expect(pick(await addItem({ project_id: project.id, sku_number: 'NO-SUCH-SKU', buy_number: 1 }))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    expect(pick(await addItem({ project_id: randomUUID(), sku_number: 'CA-SOFA', buy_number: 1 }))).toEqual({ err: ERR.PROJECT_NOT_FOUND, errmsg: PROJECT_MESSAGES.notFound });
    expect((await addItem({ project_id: project.id, sku_number: 'CA-SOFA', buy_number: CART_MAX_COUNT })).status).toBe(400);
    for (const body of [{ project_id: project.id, sku_number: 'CA-SOFA', buy_number: 0 }, { project_id: project.id, sku_number: 'CA-SOFA', buy_number: 1.5 }, { project_id: project.id, sku_number: '', buy_number: 1 }, { project_id: project.id, sku_number: 'CA-SOFA', buy_number: 1, customizable_type: 9 }]) {
      expect((await addItem(body)).status).toBe(400);
    }
    expect(await api.services.db.select().from(projectItems).where(eq(projectItems.projectId, project.id))).toEqual(before);
  });

  it('shows the items as cart lines priced by the mode, with subtotals of the purchasable ones', async () => {
    const { val } = await detail(project.id);
    expect(val.editable).toBe(true);
    expect(val.items.map((i) => [i.sku_number, i.customizable_type, i.count, i.status])).toEqual([
      ['CA-GONE', 0, 1, '2'],
      ['ROWE-BED', 0, 2, '1'],
      ['CA-SOFA', 4, 1, '1'],
      ['CA-SOFA', 0, 3, '1'],
    ]);
    const line = val.items.find((i) => i.id === sofa)!;
    expect(line).toMatchObject({ name: 'Harlow Sofa', brand_id: 'ca', msrp_price: 8000, designer_price: 4000, consumer_price: 6000, promotional_price: 5500, stock_tag: 'in_stock' });
    expect(line.image).toContain('filename=CA-SOFA_1.jpg');
    // ROWE shows no MSRP: the MSRP subtotal is the sofas'; the unavailable product counts in none.
    expect(val.items.find((i) => i.sku_number === 'ROWE-BED')).not.toHaveProperty('msrp_price');
    expect(val.subtotal).toEqual({ msrp_price: 4 * 8000, designer_price: 4 * 4000 + 2 * 1500, consumer_price: 4 * 6000 + 2 * 2100 });

    const client = (await detail(project.id, dana, 'mibd_communicate')).val;
    expect(client.items.find((i) => i.id === sofa)).not.toHaveProperty('designer_price');
    expect(client.subtotal).toEqual({ msrp_price: 32000, consumer_price: 28200 });
  });

  it('marks items over the stock as not purchasable and leaves them out of the subtotals', async () => {
    // Stock 5: 3 + 1 sofas fit; 6 do not.
    await api.call(PROJECT_CALLS.updateItem, { body: { project_id: project.id, item_id: sofa, buy_number: 5 }, ...as(dana) });
    const { val } = await detail(project.id);
    expect(val.items.filter((i) => i.sku_number === 'CA-SOFA').map((i) => i.status)).toEqual(['2', '2']);
    expect(val.subtotal).toEqual({ msrp_price: 0, designer_price: 3000, consumer_price: 4200 });
  });

  it('sets a quantity and answers the new subtotals; sums are counted in cents', async () => {
    const chair = (await addItem({ project_id: project.id, sku_number: 'CA-CHAIR', buy_number: 1 })).val.item_id;
    const res = await api.call<{ item_id: string; count: number; subtotal: Record<string, number> }>(PROJECT_CALLS.updateItem, {
      body: { project_id: project.id, item_id: sofa, buy_number: '3' },
      ...as(dana),
    });
    expect(res.val.item_id).toBe(sofa);
    expect(res.val.count).toBe(3);
    // 4 sofas, 2 beds (no MSRP on ROWE), 1 chair at 1,200.50 / 600.25 / 900.10.
    expect(res.val.subtotal).toEqual({ msrp_price: 33200.5, designer_price: 19600.25, consumer_price: 29100.1 });
    const twice = await api.call<{ subtotal: Record<string, number> }>(PROJECT_CALLS.updateItem, { body: { project_id: project.id, item_id: chair, buy_number: 2 }, ...as(dana) });
    expect(twice.val.subtotal.designer_price).toBe(20200.5);
  });

  it("refuses an item the project does not hold, even the company's other project's", async () => {
    const other = (await create({ name: 'Other Room', customer_id: avery.id })).val;
    const otherItem = (await addItem({ project_id: other.id, sku_number: 'CA-SOFA', buy_number: 1 })).val.item_id;
    const notFound = { err: ERR.PROJECT_ITEM_NOT_FOUND, errmsg: PROJECT_MESSAGES.itemNotFound };
    expect(pick(await api.call(PROJECT_CALLS.updateItem, { body: { project_id: project.id, item_id: otherItem, buy_number: 2 }, ...as(dana) }))).toEqual(notFound);
    expect(pick(await api.call(PROJECT_CALLS.updateItem, { body: { project_id: project.id, item_id: randomUUID(), buy_number: 2 }, ...as(dana) }))).toEqual(notFound);
    const [row] = await api.services.db.select().from(projectItems).where(eq(projectItems.id, otherItem));
    expect(row?.count).toBe(1);
  });

  it('removes the named items and answers the new subtotals; ids of items elsewhere are ignored', async () => {
    const scratch = (await create({ name: 'Scratch', customer_id: blake.id })).val;
    const bed = (await addItem({ project_id: scratch.id, sku_number: 'ROWE-BED', buy_number: 1 })).val.item_id;
    const gone = (await addItem({ project_id: scratch.id, sku_number: 'CA-GONE', buy_number: 1 })).val.item_id;
    const res = await api.call<{ removed: number; subtotal: Record<string, number> }>(PROJECT_CALLS.removeItems, {
      body: { project_id: scratch.id, item_ids: [gone.toUpperCase(), gone, sofa] },
      ...as(dana),
    });
    expect(res.val).toEqual({ removed: 1, subtotal: { designer_price: 1500, consumer_price: 2100 } });
    expect((await detail(scratch.id)).val.items.map((i) => i.id)).toEqual([bed]);
    expect((await detail(project.id)).val.items.some((i) => i.id === sofa)).toBe(true);
    expect((await api.call(PROJECT_CALLS.removeItems, { body: { project_id: scratch.id, item_ids: [] }, ...as(dana) })).status).toBe(400);
    const emptied = await api.call<{ removed: number; subtotal: object }>(PROJECT_CALLS.removeItems, { body: { project_id: scratch.id, item_ids: [bed] }, ...as(dana) });
    expect(emptied.val).toEqual({ removed: 1, subtotal: {} });
  });

  it(`holds at most ${PROJECT_ITEMS_MAX} items; units still add to one already there`, async () => {
    const full = (await create({ name: 'Full House', customer_id: blake.id })).val;
    const skus = Array.from({ length: PROJECT_ITEMS_MAX }, (_, i) => `FILL-${String(i).padStart(3, '0')}`);
    await insertProducts(api.services, [...skus, 'FILL-LAST'].map((skuNumber) => ({ skuNumber })));
    await api.services.db.insert(projectItems).values(skus.map((skuNumber) => ({ projectId: full.id, skuNumber, count: 1 })));
    expect(pick(await addItem({ project_id: full.id, sku_number: 'FILL-LAST', buy_number: 1 }))).toEqual({ err: ERR.PROJECT_FULL, errmsg: PROJECT_MESSAGES.full });
    expect((await addItem({ project_id: full.id, sku_number: 'FILL-000', buy_number: 1 })).val.count).toBe(2);
    expect((await detail(full.id)).val.project.item_count).toBe(PROJECT_ITEMS_MAX);
  });
});

describe('moving a project to the cart', () => {
  let project: ProjectSummary;
  const cart = () => api.call<CartListResponse>(CART_CALLS.list, { body: {}, ...as(dana) });
  beforeAll(async () => {
    await api.services.db.delete(cartLines).where(eq(cartLines.accountId, dana.id));
    project = (await create({ name: 'Ready To Order', customer_id: blake.id })).val;
    await addItem({ project_id: project.id, sku_number: 'CA-GONE', buy_number: 1 });
    await addItem({ project_id: project.id, sku_number: 'CA-CHAIR', buy_number: 2 });
    await addItem({ project_id: project.id, sku_number: 'ROWE-BED', buy_number: 3 });
    // One chair is in the cart already: the project's two no longer fit the stock of 2.
    await api.call(CART_CALLS.add, { body: { sku_number: 'CA-CHAIR', number: 1 }, ...as(dana) });
  });

  it("adds the purchasable items through the cart's add, reports each refusal with the cart's message, and keeps the project", async () => {
    const res = await api.call<ProjectToCartResponse>(PROJECT_CALLS.toCart, { body: { project_id: project.id }, ...as(dana) });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.list).toEqual([
      { sku_number: 'ROWE-BED', added: 3, errmsg: '' },
      { sku_number: 'CA-CHAIR', added: 0, errmsg: MESSAGES.insufficientInventory },
    ]);
    expect(res.val.count).toBe(4);
    expect((await cart()).val.list.map((l) => [l.sku_number, l.count]).sort()).toEqual([
      ['CA-CHAIR', 1],
      ['ROWE-BED', 3],
    ]);
    expect((await detail(project.id)).val.project).toMatchObject({ item_count: 3, unit_count: 6 });
  });

  it('moves only the items named, the unavailable one refused as the cart refuses it', async () => {
    const items = (await detail(project.id)).val.items;
    const gone = items.find((i) => i.sku_number === 'CA-GONE')!.id;
    const res = await api.call<ProjectToCartResponse>(PROJECT_CALLS.toCart, { body: { project_id: project.id, item_ids: [gone] }, ...as(dana) });
    expect(res.val).toEqual({ list: [{ sku_number: 'CA-GONE', added: 0, errmsg: MESSAGES.unavailableForPurchase }], count: 4 });
  });

  it('refuses an item the project does not hold, adding nothing', async () => {
    const before = (await cart()).val;
    const bed = (await detail(project.id)).val.items.find((i) => i.sku_number === 'ROWE-BED')!.id;
    const res = await api.call(PROJECT_CALLS.toCart, { body: { project_id: project.id, item_ids: [bed, randomUUID()] }, ...as(dana) });
    expect(pick(res)).toEqual({ err: ERR.PROJECT_ITEM_NOT_FOUND, errmsg: PROJECT_MESSAGES.itemNotFound });
    expect((await cart()).val).toEqual(before);
  });

  it('needs the cart: refused in browsing mode', async () => {
    expect(pick(await api.call(PROJECT_CALLS.toCart, { body: { project_id: project.id }, ...as(dana, 'mibd_safe') }))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
  });
});

describe('the invited customer', () => {
  let own: ProjectSummary;
  let blakes: ProjectSummary;
  beforeAll(async () => {
    own = (await create({ name: 'Casey Den', customer_id: avery.id })).val;
    await addItem({ project_id: own.id, sku_number: 'CA-SOFA', buy_number: 2 });
    blakes = (await create({ name: 'Blake Den', customer_id: blake.id })).val;
  });

  it("reads their own customer's projects, with or without naming it, and no other customer's", async () => {
    const mine = await customerProjects({}, casey);
    expect(mine.err).toBe(ERR.OK);
    expect(mine.val.list.every((p) => p.customer_id === avery.id)).toBe(true);
    expect(mine.val.list.map((p) => p.id)).toContain(own.id);
    expect((await customerProjects({ customer_id: avery.id.toUpperCase() }, casey)).val).toEqual(mine.val);
    expect(pick(await customerProjects({ customer_id: blake.id }, casey))).toEqual({ err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound });
    const all = await list({ limit: 100 }, casey);
    expect(all.val.list.map((p) => p.id).sort()).toEqual(mine.val.list.map((p) => p.id).sort());
  });

  it('sees the detail read-only, with retail prices and no designer price', async () => {
    const res = await detail(own.id, casey);
    expect(res.err).toBe(ERR.OK);
    expect(res.val.editable).toBe(false);
    expect(res.val.items[0]).toMatchObject({ sku_number: 'CA-SOFA', consumer_price: 6000, promotional_price: 5500, msrp_price: 8000 });
    expect(res.val.items[0]).not.toHaveProperty('designer_price');
    expect(res.val.subtotal).toEqual({ msrp_price: 16000, consumer_price: 12000 });
    expect(pick(await detail(blakes.id, casey))).toEqual({ err: ERR.PROJECT_NOT_FOUND, errmsg: PROJECT_MESSAGES.notFound });
  });

  it('cannot edit projects: every write is refused with 25010 and nothing changes', async () => {
    const before = await api.services.db.select().from(projects).where(eq(projects.id, own.id));
    const item = (await detail(own.id)).val.items[0]!.id;
    const writes: Array<[Endpoint, unknown]> = [
      [PROJECT_CALLS.create, { name: 'Mine', customer_id: avery.id }],
      [PROJECT_CALLS.rename, { project_id: own.id, name: 'Renamed' }],
      [PROJECT_CALLS.remove, { project_id: own.id }],
      [PROJECT_CALLS.addItem, { project_id: own.id, sku_number: 'CA-SOFA', buy_number: 1 }],
      [PROJECT_CALLS.updateItem, { project_id: own.id, item_id: item, buy_number: 9 }],
      [PROJECT_CALLS.removeItems, { project_id: own.id, item_ids: [item] }],
      [PROJECT_CALLS.toCart, { project_id: own.id }],
    ];
    for (const [endpoint, body] of writes) {
      const { path } = endpoint;
      expect({ path, ...pick(await api.call(endpoint, { body, ...as(casey) })) }).toEqual({ path, err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    }
    expect(await api.services.db.select().from(projects).where(eq(projects.id, own.id))).toEqual(before);
    expect((await detail(own.id)).val.items.map((i) => i.count)).toEqual([2]);
  });

  it('has no projects before an invitation links their account to a customer', async () => {
    expect((await customerProjects({}, lone)).val).toEqual({ list: [], total: 0 });
    expect((await list({}, lone)).val).toEqual({ list: [], total: 0 });
    expect(pick(await customerProjects({ customer_id: avery.id }, lone))).toEqual({ err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound });
    expect(pick(await detail(own.id, lone))).toEqual({ err: ERR.PROJECT_NOT_FOUND, errmsg: PROJECT_MESSAGES.notFound });
  });
});

describe("another company's ids", () => {
  it('are refused by every call exactly as made-up ones, and leave the other company as it was', async () => {
    // Dana's company's objects: a project with an item, its customer, a favorite of the customer.
    const project = (await create({ name: 'Guarded', customer_id: avery.id })).val;
    const item = (await addItem({ project_id: project.id, sku_number: 'ROWE-BED', buy_number: 2 })).val.item_id;
    await api.call(FAVORITE_CALLS.like, { body: { customer_id: avery.id, type: 'add', product_id: 'CA-SOFA' }, ...as(dana) });
    const snapshot = async () => ({
      projects: await api.services.db.select().from(projects).where(eq(projects.customerId, avery.id)).orderBy(projects.id),
      items: await api.services.db.select().from(projectItems).where(eq(projectItems.projectId, project.id)),
      favorites: await api.services.db.select().from(favorites).where(eq(favorites.customerId, avery.id)),
      customers: await api.services.db.select().from(customers).where(inArray(customers.id, [avery.id, blake.id])).orderBy(customers.id),
      carts: await api.services.db.select().from(cartLines).where(inArray(cartLines.accountId, [dana.id, omar.id])).orderBy(cartLines.id),
    });
    const before = await snapshot();

    const ids = { customer: avery.id, project: project.id, item };
    const madeUp = { customer: randomUUID(), project: randomUUID(), item: randomUUID() };
    const calls: Array<[Endpoint, (x: typeof ids) => unknown, number]> = [
      [PROJECT_CALLS.customerProjects, (x) => ({ customer_id: x.customer }), ERR.CUSTOMER_NOT_FOUND],
      [PROJECT_CALLS.create, (x) => ({ name: 'Taken Over', customer_id: x.customer }), ERR.CUSTOMER_NOT_FOUND],
      [PROJECT_CALLS.rename, (x) => ({ project_id: x.project, name: 'Taken Over' }), ERR.PROJECT_NOT_FOUND],
      [PROJECT_CALLS.remove, (x) => ({ project_id: x.project }), ERR.PROJECT_NOT_FOUND],
      [PROJECT_CALLS.detail, (x) => ({ project_id: x.project }), ERR.PROJECT_NOT_FOUND],
      [PROJECT_CALLS.addItem, (x) => ({ project_id: x.project, sku_number: 'CA-SOFA', buy_number: 1 }), ERR.PROJECT_NOT_FOUND],
      [PROJECT_CALLS.updateItem, (x) => ({ project_id: x.project, item_id: x.item, buy_number: 7 }), ERR.PROJECT_NOT_FOUND],
      [PROJECT_CALLS.removeItems, (x) => ({ project_id: x.project, item_ids: [x.item] }), ERR.PROJECT_NOT_FOUND],
      [PROJECT_CALLS.toCart, (x) => ({ project_id: x.project, item_ids: [x.item] }), ERR.PROJECT_NOT_FOUND],
      [FAVORITE_CALLS.like, (x) => ({ customer_id: x.customer, type: 'remove', product_id: 'CA-SOFA' }), ERR.CUSTOMER_NOT_FOUND],
      [FAVORITE_CALLS.like, (x) => ({ customer_id: x.customer, type: 'add', product_id: 'ROWE-BED' }), ERR.CUSTOMER_NOT_FOUND],
      [FAVORITE_CALLS.list, (x) => ({ customer_id: x.customer }), ERR.CUSTOMER_NOT_FOUND],
    ];
    // The company list names no id: it answers the caller's own projects, none of them Dana's.
    expect(new Set([PROJECT_CALLS.list, ...calls.map(([endpoint]) => endpoint)])).toEqual(new Set([...Object.values(PROJECT_CALLS), ...Object.values(FAVORITE_CALLS)]));
    expect((await list({ search: 'Guarded' }, omar)).val).toEqual({ list: [], total: 0 });
    const message = (err: number) => (err === ERR.CUSTOMER_NOT_FOUND ? PROJECT_MESSAGES.customerNotFound : PROJECT_MESSAGES.notFound);
    for (const [endpoint, body, err] of calls) {
      const { path } = endpoint;
      const foreign = await api.call(endpoint, { body: body(ids), ...as(omar) });
      const missing = await api.call(endpoint, { body: body(madeUp), ...as(omar) });
      const seen = (res: typeof foreign) => ({ path, status: res.status, err: res.err, errmsg: res.errmsg, val: res.val });
      expect(seen(foreign)).toEqual({ path, status: 200, err, errmsg: message(err), val: null });
      expect(seen(foreign)).toEqual(seen(missing));
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('two creations of one name at once, on Postgres', () => {
  it.skipIf(DATABASE_KIND !== 'postgres')('end in exactly one project: the unique index refuses the others as duplicates (PGlite has one connection, so nothing runs in parallel there)', async () => {
    const racer = await person('designer', 'racer@studio.test', { companyName: 'Racer Studio' });
    const customer = (await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Rae', last_name: 'Cer', email: 'rae@clients.test' }, ...as(racer) })).val;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create({ name: i % 2 ? 'Photo Finish' : 'PHOTO finish', customer_id: customer.id }, racer)));
    expect(results.filter((r) => r.err === ERR.OK)).toHaveLength(1);
    expect(results.filter((r) => r.err !== ERR.OK).map((r) => ({ ...pick(r), val: r.val }))).toEqual(
      Array(11).fill({ err: ERR.PROJECT_DUPLICATE, errmsg: PROJECT_MESSAGES.duplicate, val: { field: 'name' } }),
    );
    expect(await api.services.db.select().from(projects).where(eq(projects.customerId, customer.id))).toHaveLength(1);
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('items added at once never pass the cap (Postgres only, as above)', async () => {
    const project = (await create({ name: 'Nearly Full', customer_id: blake.id })).val;
    const skus = Array.from({ length: PROJECT_ITEMS_MAX - 1 }, (_, i) => `NEAR-${String(i).padStart(3, '0')}`);
    const extra = Array.from({ length: 6 }, (_, i) => `NEAR-EXTRA-${i}`);
    await insertProducts(api.services, [...skus, ...extra].map((skuNumber) => ({ skuNumber })));
    await api.services.db.insert(projectItems).values(skus.map((skuNumber) => ({ projectId: project.id, skuNumber, count: 1 })));
    const adds = await Promise.all(extra.map((sku) => addItem({ project_id: project.id, sku_number: sku, buy_number: 1 })));
    expect(adds.filter((r) => r.err === ERR.OK)).toHaveLength(1);
    expect(adds.filter((r) => r.err === ERR.PROJECT_FULL)).toHaveLength(extra.length - 1);
    expect(await api.services.db.select().from(projectItems).where(eq(projectItems.projectId, project.id))).toHaveLength(PROJECT_ITEMS_MAX);
  });
});

