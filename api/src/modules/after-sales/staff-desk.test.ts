/**
 * Staff's after-sales desk for service requests, through the real server and database: client agents list every
 * account's requests (newest first, a page at a time, of one state when asked) and read any one with its photos, who
 * asked, its history and the states it may move to; a designer is refused both calls; a move off the graph is refused
 * and a legal one answers the new state with its next states.
 */
import { ERR, FILE_CALLS, ORDER_CALLS, SERVICE_MESSAGES, SERVICE_PAGE_SIZE, SERVICE_REQUEST_CALLS, fileReadUrl, type UploadResponse } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';

let api: TestApi;
let dana: Buyer;
let rival: Buyer;
let staff: Buyer;
/** Dana's request and the rival's (the newest), each with its one photo's file id. */
let danas: { reference: string; photo: string };
let rivals: { reference: string; photo: string };

type Who = { token: string; mode: string };
const call = <E extends (typeof SERVICE_REQUEST_CALLS)[keyof typeof SERVICE_REQUEST_CALLS]>(endpoint: E, who: Who, body: unknown = {}) =>
  api.call(endpoint, { body, token: who.token, mode: who.mode });

async function photo(who: Who): Promise<string> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('purpose', 'service');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'leg.jpg');
  const res = await api.call<UploadResponse>(FILE_CALLS.upload, { form, token: who.token });
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return res.val.file_id;
}

/** A placed and delivered order of one sofa, and a service request on it with one photo. */
async function requestOf(who: Buyer): Promise<{ reference: string; photo: string }> {
  await addToCart(api, who, 'DK-SOFA', 1);
  const placed = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
  if (placed.err !== ERR.OK) throw new Error(placed.errmsg);
  const detail = await api.call(ORDER_CALLS.detail, { body: { number: placed.val.order_number }, token: who.token, mode: who.mode });
  const item = detail.val.items[0]!.id;
  const shipped = await api.call(ORDER_CALLS.shippingStatus, { body: { number: placed.val.order_number, status: 'delivered', item_ids: [item] }, token: staff.token, mode: staff.mode });
  expect(shipped.err, shipped.errmsg).toBe(ERR.OK);
  const file = await photo(who);
  const res = await call(SERVICE_REQUEST_CALLS.create, who, { order_item_id: item, description: 'The leg is cracked', photo_ids: [file] });
  expect(res.err, res.errmsg).toBe(ERR.OK);
  return { reference: res.val.reference, photo: file };
}

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [{ skuNumber: 'DK-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 50 }]);
  dana = await buyer(api.services, 'dana@desk.test');
  rival = await buyer(api.services, 'rival@desk.test');
  staff = await buyer(api.services, 'agent@desk.test', { kind: 'client_agent' });
  danas = await requestOf(dana);
  rivals = await requestOf(rival);
});
afterAll(() => api.close());

describe("staff's list of service requests", () => {
  it("lists every account's requests, newest first, with who asked", async () => {
    const res = await call(SERVICE_REQUEST_CALLS.staffList, staff, {});
    expect(res.err, res.errmsg).toBe(ERR.OK);
    expect(res.val).toMatchObject({ total: 2, page: 1, limit: SERVICE_PAGE_SIZE });
    expect(res.val.list.map((r) => [r.reference, r.account_email, r.company, r.item_name, r.state])).toEqual([
      [rivals.reference, 'rival@desk.test', 'rival@desk.test studio', 'Harlow Sofa', 'submitted'],
      [danas.reference, 'dana@desk.test', 'dana@desk.test studio', 'Harlow Sofa', 'submitted'],
    ]);
  });

  it('filters by state and pages', async () => {
    const moved = await call(SERVICE_REQUEST_CALLS.move, staff, { reference: danas.reference, state: 'waiting_review' });
    expect(moved.err, moved.errmsg).toBe(ERR.OK);
    const waiting = await call(SERVICE_REQUEST_CALLS.staffList, staff, { state: 'waiting_review' });
    expect(waiting.val.list.map((r) => r.reference)).toEqual([danas.reference]);
    expect(waiting.val.total).toBe(1);
    const every = await call(SERVICE_REQUEST_CALLS.staffList, staff, { state: '' });
    expect(every.val.total).toBe(2);
    const unknown = await call(SERVICE_REQUEST_CALLS.staffList, staff, { state: 'lost' });
    expect([unknown.err, unknown.errmsg]).toEqual([ERR.BAD_REQUEST, 'Unknown after-sales state']);

    // A page past the first: the request rows are older copies of Dana's (the table has no other way in but the form).
    const [row] = await api.services.db.select().from(serviceRequests).limit(1);
    const { id: _id, serial: _serial, ...copy } = row!;
    await api.services.db.insert(serviceRequests).values(Array.from({ length: SERVICE_PAGE_SIZE }, () => ({ ...copy, state: 'rejected', createdAt: new Date('2020-01-01') })));
    const first = await call(SERVICE_REQUEST_CALLS.staffList, staff, { page: 1 });
    expect([first.val.total, first.val.list.length]).toEqual([SERVICE_PAGE_SIZE + 2, SERVICE_PAGE_SIZE]);
    const second = await call(SERVICE_REQUEST_CALLS.staffList, staff, { page: 2 });
    expect(second.val.list).toHaveLength(2);
    expect(second.val.list.every((r) => r.state === 'rejected')).toBe(true);
  });

  it('is refused to designers, with the permission error', async () => {
    for (const who of [dana, rival]) {
      expect((await call(SERVICE_REQUEST_CALLS.staffList, who, {})).err).toBe(ERR.NO_PERMISSION);
      expect((await call(SERVICE_REQUEST_CALLS.staffDetail, who, { reference: danas.reference })).err).toBe(ERR.NO_PERMISSION);
    }
    expect((await api.call(SERVICE_REQUEST_CALLS.staffList, { body: {} })).err).toBe(ERR.SESSION_INVALID);
  });
});

describe("staff's detail of a service request", () => {
  it('shows any account’s request with its photos, who asked, its history and its next states', async () => {
    const res = await call(SERVICE_REQUEST_CALLS.staffDetail, staff, { reference: rivals.reference });
    expect(res.err, res.errmsg).toBe(ERR.OK);
    expect(res.val).toMatchObject({ reference: rivals.reference, account_email: 'rival@desk.test', description: 'The leg is cracked', state: 'submitted' });
    expect(res.val.next_states).toEqual([
      { state: 'waiting_review', label: 'Waiting review' },
      { state: 'rejected', label: 'Rejected' },
    ]);
    expect(res.val.events).toEqual([expect.objectContaining({ state: 'submitted', by: 'designer' })]);
    expect(res.val.photos.map((p) => p.file_id)).toEqual([rivals.photo]);
    // Staff's browser shows the photo at the signed URL the desk gave (an img tag sends no token), never without it.
    const read = await fetch(new URL(res.val.photos[0]!.url, api.url));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^image\//);
    expect(read.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const unsigned = await fetch(new URL(fileReadUrl(res.val.photos[0]!.filename), api.url), { headers: { 'X-Auth-Token': staff.token } });
    expect(unsigned.status).toBe(404);
  });

  it('never gives another company the photos: their detail reads as missing, and a made-up read name is not served', async () => {
    const theirs = await call(SERVICE_REQUEST_CALLS.detail, dana, { reference: rivals.reference });
    expect([theirs.err, theirs.errmsg]).toEqual([ERR.NOT_FOUND, SERVICE_MESSAGES.notFound]);
    expect(JSON.stringify(theirs)).not.toContain(rivals.photo);
    const staffDetail = await call(SERVICE_REQUEST_CALLS.staffDetail, dana, { reference: rivals.reference });
    expect(JSON.stringify(staffDetail)).not.toContain(rivals.photo);
    const guessed = await fetch(new URL(fileReadUrl(`Newcache_2_${randomUUID()}.jpg`), api.url));
    expect(guessed.status).not.toBe(200);
  });

  it('answers a missing reference as not found', async () => {
    const res = await call(SERVICE_REQUEST_CALLS.staffDetail, staff, { reference: 'AS999999' });
    expect([res.err, res.errmsg]).toEqual([ERR.NOT_FOUND, SERVICE_MESSAGES.notFound]);
  });

  it('refuses a move off the graph, and answers a legal one with the new state and its next states', async () => {
    const wrong = await call(SERVICE_REQUEST_CALLS.move, staff, { reference: rivals.reference, state: 'refunded' });
    expect([wrong.err, wrong.errmsg]).toEqual([ERR.BAD_REQUEST, SERVICE_MESSAGES.cannotMove('submitted', 'refunded')]);
    const res = await call(SERVICE_REQUEST_CALLS.move, staff, { reference: rivals.reference, state: 'waiting_review', note: 'Looking at it' });
    expect(res.val).toMatchObject({ state: 'waiting_review', account_email: 'rival@desk.test' });
    expect(res.val.next_states.map((s) => s.state)).toEqual(['approved', 'rejected']);
    expect(res.val.events.at(-1)).toMatchObject({ state: 'waiting_review', note: 'Looking at it', by: 'staff' });
  });
});
