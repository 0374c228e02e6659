/**
 * Service requests through the real server and database: the designer's delivered items (only the company's placed
 * orders, only delivered lines), a request with the designer's own service photos (one in progress per item), the
 * records and one request with its history (the company's members too, never another company), the repair bill only
 * in repair chosen, staff's moves along the graph (client agents only, and the command), and the emails: the trade
 * desk at each new request and the bill, the designer at each change.
 */
import { ERR, FILE_CALLS, ORDER_CALLS, SERVICE_MESSAGES, SERVICE_REQUEST_CALLS, fileReadUrl, type UploadResponse } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServiceRequestArgs } from '../../commands/service-request';
import { outbox, serviceRequestEvents } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';
import { signedIn, type Person } from '../../testing/people';
import { moveServiceRequest } from './index';

let api: TestApi;
let dana: Buyer;
let member: Person;
let rival: Buyer;
let staff: Buyer;
let order: { number: string; sofa: string; bed: string };
let rivalItem: string;

type Who = { token: string; mode: string };
const call = <E extends (typeof SERVICE_REQUEST_CALLS)[keyof typeof SERVICE_REQUEST_CALLS]>(endpoint: E, who: Who, body: unknown = {}) =>
  api.call(endpoint, { body, token: who.token, mode: who.mode });

const jpg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
async function photo(who: Who, purpose = 'service'): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(await jpg())], { type: 'image/jpeg' }), 'leg.jpg');
  const res = await api.call<UploadResponse>(FILE_CALLS.upload, { form, token: who.token });
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return res.val.file_id;
}

async function placed(who: Buyer, skus: string[]): Promise<{ number: string; items: Map<string, string> }> {
  for (const sku of skus) await addToCart(api, who, sku, 1);
  const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  const detail = await api.call(ORDER_CALLS.detail, { body: { number: res.val.order_number }, token: who.token, mode: who.mode });
  return { number: res.val.order_number, items: new Map(detail.val.items.map((i) => [i.sku_number, i.id])) };
}

const deliver = (number: string, itemIds: string[]) =>
  api.call(ORDER_CALLS.shippingStatus, { body: { number, status: 'delivered', item_ids: itemIds }, token: staff.token, mode: 'mibd_designer' });
/** Reads a file through the file-read path as an img tag does (no Api-Token; an account's token when given). */
async function read(url: string, token?: string): Promise<{ status: number }> {
  const res = await fetch(new URL(url, api.url), { headers: token ? { 'X-Auth-Token': token } : {} });
  await res.arrayBuffer();
  return { status: res.status };
}
const move = (reference: string, state: string, note = '', who: Who = staff) => call(SERVICE_REQUEST_CALLS.move, who, { reference, state, note });

async function emails(template: string, recipient: string) {
  return api.services.db.select().from(outbox).where(and(eq(outbox.template, template), eq(outbox.recipient, recipient)));
}

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [
    { skuNumber: 'AS-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 20 },
    { skuNumber: 'AS-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 20 },
  ]);
  dana = await buyer(api.services, 'dana@service.test');
  member = await signedIn(api, 'sub_account', 'morgan@service.test', { parentId: dana.id, companyOf: dana, firstName: 'Morgan' });
  rival = await buyer(api.services, 'rival@service.test');
  staff = await buyer(api.services, 'agent@service.test', { kind: 'client_agent' });
  const own = await placed(dana, ['AS-SOFA', 'AS-BED']);
  order = { number: own.number, sofa: own.items.get('AS-SOFA')!, bed: own.items.get('AS-BED')! };
  // Only the sofa is delivered; the bed is still preparing.
  expect((await deliver(order.number, [order.sofa])).err).toBe(ERR.OK);
  const theirs = await placed(rival, ['AS-BED']);
  rivalItem = theirs.items.get('AS-BED')!;
  expect((await deliver(theirs.number, [rivalItem])).err).toBe(ERR.OK);
});
afterAll(() => api.close());

describe('the items a designer may ask service for', () => {
  it("lists the company's delivered lines only, of one order when asked, for the designer and the studio's members", async () => {
    const mine = await call(SERVICE_REQUEST_CALLS.serviceableItems, dana, {});
    expect(mine.err).toBe(ERR.OK);
    expect(mine.val.list).toHaveLength(1);
    expect(mine.val.list[0]).toMatchObject({ order_number: order.number, item_id: order.sofa, sku_number: 'AS-SOFA', name: 'Harlow Sofa', count: 1, open_request: null });
    expect((await call(SERVICE_REQUEST_CALLS.serviceableItems, dana, { number: order.number })).val.list.map((i) => i.item_id)).toEqual([order.sofa]);
    expect((await call(SERVICE_REQUEST_CALLS.serviceableItems, member, { number: order.number })).val.list.map((i) => i.item_id)).toEqual([order.sofa]);
    // Another company's order answers like an order with nothing delivered.
    expect((await call(SERVICE_REQUEST_CALLS.serviceableItems, rival, { number: order.number })).val.list).toEqual([]);
    expect((await call(SERVICE_REQUEST_CALLS.serviceableItems, dana, { number: 'nonsense' })).val.list).toEqual([]);
  });

  it('is refused to visitors, invited customers and staff', async () => {
    expect((await api.call(SERVICE_REQUEST_CALLS.serviceableItems, { body: {} })).err).toBe(ERR.SESSION_INVALID);
    expect((await call(SERVICE_REQUEST_CALLS.serviceableItems, staff, {})).err).toBe(ERR.NO_PERMISSION);
  });
});

describe('a service request', () => {
  let reference = '';

  it('refuses an item not delivered, another company’s item, and photos that are not the designer’s own service uploads', async () => {
    const mine = await photo(dana);
    const ask = (item: string, photos: string[]) => call(SERVICE_REQUEST_CALLS.create, dana, { order_item_id: item, description: 'The leg is cracked', photo_ids: photos });
    for (const item of [order.bed, rivalItem]) {
      const res = await ask(item, [mine]);
      expect(res.err).toBe(ERR.BAD_REQUEST);
      expect(res.errmsg).toBe(SERVICE_MESSAGES.itemNotServiceable);
    }
    for (const photos of [[await photo(rival)], [await photo(dana, 'avatar')], [mine, mine]]) {
      const res = await ask(order.sofa, photos);
      expect(res.err).toBe(ERR.BAD_REQUEST);
      expect(res.errmsg).toBe(SERVICE_MESSAGES.photoNotFound);
    }
  });

  it('asks for a description and 1 to 10 photos in the form’s words', async () => {
    const blank = await call(SERVICE_REQUEST_CALLS.create, dana, { order_item_id: order.sofa, description: '  ', photo_ids: [await photo(dana)] });
    expect([blank.err, blank.errmsg]).toEqual([ERR.BAD_REQUEST, SERVICE_MESSAGES.description]);
    const none = await call(SERVICE_REQUEST_CALLS.create, dana, { order_item_id: order.sofa, description: 'Cracked', photo_ids: [] });
    expect([none.err, none.errmsg]).toEqual([ERR.BAD_REQUEST, SERVICE_MESSAGES.photos]);
  });

  it('is stored as submitted with its photos and first step, and emailed to the trade desk and the designer', async () => {
    const photos = [await photo(dana), await photo(dana)];
    const res = await call(SERVICE_REQUEST_CALLS.create, dana, { order_item_id: order.sofa, description: 'The left leg is cracked.', photo_ids: photos });
    expect(res.errmsg).toBe('');
    reference = res.val.reference;
    expect(reference).toMatch(/^AS\d{6}$/);
    expect(res.val).toMatchObject({ order_number: order.number, item_id: order.sofa, sku_number: 'AS-SOFA', item_name: 'Harlow Sofa', state: 'submitted', state_label: 'Submitted' });
    expect(res.val.photos.map((p) => p.file_id)).toEqual(photos);
    expect(res.val.photos[0]!.url).toContain(`filename=${res.val.photos[0]!.filename}`);
    expect(res.val.events).toEqual([expect.objectContaining({ state: 'submitted', by: 'designer' })]);
    expect(res.val.can_upload_repair).toBe(false);

    const [desk] = await emails('service_request_desk', 'hom.trade-desk@storefront.test');
    expect(desk!.subject).toBe(`Service request ${reference}: ${order.number} AS-SOFA (HOM)`);
    expect(desk!.body).toContain('The left leg is cracked.');
    const [mail] = await emails('service_request_state', 'dana@service.test');
    expect(mail!.subject).toBe(`We received your service request ${reference}`);
  });

  it('one at a time per item: the item shows its open request, and a second is refused', async () => {
    const items = await call(SERVICE_REQUEST_CALLS.serviceableItems, dana, {});
    expect(items.val.list[0]!.open_request).toBe(reference);
    const again = await call(SERVICE_REQUEST_CALLS.create, member, { order_item_id: order.sofa, description: 'Still cracked', photo_ids: [await photo(member)] });
    expect([again.err, again.errmsg]).toEqual([ERR.BAD_REQUEST, SERVICE_MESSAGES.alreadyOpen]);
  });

  it("is in the company's records and opens by its reference; another company reads it as missing", async () => {
    for (const who of [dana, member]) {
      const list = await call(SERVICE_REQUEST_CALLS.list, who);
      expect(list.val.list.map((r) => [r.reference, r.state])).toEqual([[reference, 'submitted']]);
      expect(list.val).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect((await call(SERVICE_REQUEST_CALLS.list, who, { page: 2 })).val).toMatchObject({ list: [], total: 1, page: 2 });
      expect((await call(SERVICE_REQUEST_CALLS.detail, who, { reference })).val.description).toBe('The left leg is cracked.');
    }
    // The company's members see its photos at the signed URLs the detail gives (an img tag sends no token).
    for (const who of [dana, member]) {
      const [photo] = (await call(SERVICE_REQUEST_CALLS.detail, who, { reference })).val.photos;
      expect((await read(photo!.url)).status).toBe(200);
      // Without the signature, the photo reads as missing to the other company, and to the company too.
      for (const token of [rival.token, who.token]) expect((await read(fileReadUrl(photo!.filename), token)).status).toBe(404);
    }
    expect((await call(SERVICE_REQUEST_CALLS.list, rival)).val.list).toEqual([]);
    for (const ref of [reference, 'AS999999']) {
      const res = await call(SERVICE_REQUEST_CALLS.detail, rival, { reference: ref });
      expect([res.err, res.errmsg]).toEqual([ERR.NOT_FOUND, SERVICE_MESSAGES.notFound]);
    }
  });

  it('staff move it along the graph only; designers may not move it', async () => {
    expect((await move(reference, 'waiting_review', '', dana)).err).toBe(ERR.NO_PERMISSION);
    const wrong = await move(reference, 'refunded');
    expect([wrong.err, wrong.errmsg]).toEqual([ERR.BAD_REQUEST, 'A request that is submitted cannot move to refunded']);
    const res = await move(reference, 'waiting_review', 'We are looking at the photos.');
    expect(res.val.state).toBe('waiting_review');
    expect(res.val.events.at(-1)).toMatchObject({ state: 'waiting_review', state_label: 'Waiting review', note: 'We are looking at the photos.', by: 'staff' });
    const mails = await emails('service_request_state', 'dana@service.test');
    expect(mails.map((m) => m.subject)).toContain(`Your service request ${reference}: Waiting review`);
    expect(mails.find((m) => m.subject.endsWith('Waiting review'))!.body).toContain('We are looking at the photos.');
    expect((await move(reference, 'approved')).val.state).toBe('approved');
  });

  it('takes the repair bill only in repair chosen, and provides the repair only once it is in', async () => {
    const bill = await photo(dana);
    const early = await call(SERVICE_REQUEST_CALLS.repairBill, dana, { reference, file_ids: [bill], amount: '420' });
    expect([early.err, early.errmsg]).toEqual([ERR.BAD_REQUEST, SERVICE_MESSAGES.repairNotChosen]);

    const chosen = await move(reference, 'repair_chosen', 'Please have it repaired locally.');
    expect(chosen.val.can_upload_repair).toBe(true);
    const [mail] = (await emails('service_request_state', 'dana@service.test')).filter((m) => m.subject.endsWith('Repair chosen'));
    expect(mail!.links).toContainEqual({ label: 'Upload repair bill', url: `${api.config.PUBLIC_URL}/uploadRepair?ref=${reference}` });
    const notYet = await move(reference, 'repair_provided');
    expect([notYet.err, notYet.errmsg]).toEqual([ERR.BAD_REQUEST, SERVICE_MESSAGES.billMissing]);

    const badAmount = await call(SERVICE_REQUEST_CALLS.repairBill, dana, { reference, file_ids: [bill], amount: 'lots' });
    expect(badAmount.errmsg).toBe(SERVICE_MESSAGES.validRepairAmount);
    const theirs = await call(SERVICE_REQUEST_CALLS.repairBill, rival, { reference, file_ids: [await photo(rival)], amount: '420' });
    expect([theirs.err, theirs.errmsg]).toEqual([ERR.NOT_FOUND, SERVICE_MESSAGES.notFound]);

    const res = await call(SERVICE_REQUEST_CALLS.repairBill, member, { reference, file_ids: [await photo(member)], amount: '1,250.50' });
    expect(res.errmsg).toBe('');
    expect(res.val).toMatchObject({ state: 'repair_chosen', repair_amount: 1250.5 });
    expect(res.val.repair_files).toHaveLength(1);
    // The bill reads at its signed URL, for the member who uploaded it and for the rest of the company and staff.
    expect((await read(res.val.repair_files[0]!.url)).status).toBe(200);
    expect((await read((await call(SERVICE_REQUEST_CALLS.detail, dana, { reference })).val.repair_files[0]!.url)).status).toBe(200);
    expect((await read((await call(SERVICE_REQUEST_CALLS.staffDetail, staff, { reference })).val.repair_files[0]!.url)).status).toBe(200);
    expect((await read(fileReadUrl(res.val.repair_files[0]!.filename), member.token)).status).toBe(404);
    expect(res.val.events.at(-1)).toMatchObject({ state: 'repair_chosen', note: 'Repair bill uploaded: $1,250.50', by: 'designer' });
    const [desk] = await emails('service_repair_bill', 'hom.trade-desk@storefront.test');
    expect(desk!.subject).toBe(`Repair bill for ${reference}: $1,250.50`);

    expect((await move(reference, 'repair_provided')).val.state).toBe('repair_provided');
    const done = await move(reference, 'repair_complete', 'All done.');
    expect(done.val.state).toBe('repair_complete');
    expect(done.val.can_upload_repair).toBe(false);
    expect(done.val.events.map((e) => e.state)).toEqual(['submitted', 'waiting_review', 'approved', 'repair_chosen', 'repair_chosen', 'repair_provided', 'repair_complete']);
    const late = await call(SERVICE_REQUEST_CALLS.repairBill, dana, { reference, file_ids: [bill], amount: '1' });
    expect(late.errmsg).toBe(SERVICE_MESSAGES.repairNotChosen);
  });

  it('once closed, the item may be asked about again', async () => {
    const items = await call(SERVICE_REQUEST_CALLS.serviceableItems, dana, {});
    expect(items.val.list[0]!.open_request).toBeNull();
    const res = await call(SERVICE_REQUEST_CALLS.create, dana, { order_item_id: order.sofa, description: 'A new scratch', photo_ids: [await photo(dana)] });
    expect(res.err).toBe(ERR.OK);
  });

  it('the staff command moves a request too, with no account as the actor', async () => {
    const list = await call(SERVICE_REQUEST_CALLS.list, dana);
    const open = list.val.list.find((r) => r.state === 'submitted')!;
    const moved = await moveServiceRequest(api.services, null, { reference: open.reference, state: 'rejected', note: 'Wear and tear' });
    expect(moved.events.at(-1)).toMatchObject({ state: 'rejected', by: 'staff', note: 'Wear and tear' });
    const rows = await api.services.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.requestId, open.id));
    expect(rows.at(-1)!.actorId).toBeNull();
    await expect(moveServiceRequest(api.services, null, { reference: open.reference, state: 'approved', note: '' })).rejects.toThrow('A request that is rejected cannot move to approved');
  });

  it('goes the replacement way (initiated, shipped, complete) and the refund way (waiting refund, refunded), each step emailed', async () => {
    const ask = async (description: string) =>
      (await call(SERVICE_REQUEST_CALLS.create, dana, { order_item_id: order.sofa, description, photo_ids: [await photo(dana)] })).val.reference;
    const walk = async (reference: string, states: string[]) => {
      for (const state of states) expect((await move(reference, state)).val.state, `${reference} to ${state}`).toBe(state);
      return (await call(SERVICE_REQUEST_CALLS.detail, dana, { reference })).val;
    };
    const replaced = await ask('The top is warped');
    const one = await walk(replaced, ['waiting_review', 'approved', 'replacement_chosen', 'replacement_initiated', 'shipped', 'complete']);
    expect(one.events.map((e) => e.state_label)).toEqual(['Submitted', 'Waiting review', 'Approved', 'Replacement chosen', 'Replacement initiated', 'Shipped', 'Complete']);
    expect(one.can_upload_repair).toBe(false);
    // Complete is final, and no repair bill belongs on this way.
    expect((await move(replaced, 'refunded')).err).toBe(ERR.BAD_REQUEST);

    const refunded = await ask('The fabric tore at the seam');
    const two = await walk(refunded, ['waiting_review', 'approved', 'waiting_refund', 'refunded']);
    expect(two.events.map((e) => e.state_label)).toEqual(['Submitted', 'Waiting review', 'Approved', 'Waiting refund', 'Refunded']);
    const subjects = (await emails('service_request_state', 'dana@service.test')).map((m) => m.subject);
    for (const label of ['Replacement initiated', 'Shipped', 'Complete']) expect(subjects).toContain(`Your service request ${replaced}: ${label}`);
    for (const label of ['Waiting refund', 'Refunded']) expect(subjects).toContain(`Your service request ${refunded}: ${label}`);
  });

  it('reads the command’s arguments', () => {
    expect(parseServiceRequestArgs(['AS100001', 'waiting_review'])).toEqual({ reference: 'AS100001', state: 'waiting_review', note: '' });
    expect(parseServiceRequestArgs(['AS100001', 'approved', '--note', 'OK'])).toEqual({ reference: 'AS100001', state: 'approved', note: 'OK' });
    expect(parseServiceRequestArgs(['AS100001', 'lost'])).toBeNull();
    expect(parseServiceRequestArgs(['AS100001'])).toBeNull();
    expect(parseServiceRequestArgs(['AS100001', 'approved', '--note'])).toBeNull();
  });
});

