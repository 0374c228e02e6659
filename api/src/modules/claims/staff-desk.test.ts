/**
 * Staff's after-sales desk for claims, through the real server and database: client agents list every account's
 * claims (newest first, a page at a time, of one state when asked) and read any one with its images, who filed it, its
 * history and the states it may move to; a designer is refused both calls; a move the rules refuse is refused.
 */
import { CLAIM_CALLS, CLAIM_PAGE_SIZE, ERR, FILE_CALLS, MESSAGES, ORDER_CALLS, claimMoveMessage, fileReadUrl, type UploadResponse } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';

let api: TestApi;
let dana: Buyer;
let rival: Buyer;
let staff: Buyer;
let danas: { reference: string; photo: string };
let rivals: { reference: string; photo: string };

const call = <E extends (typeof CLAIM_CALLS)[keyof typeof CLAIM_CALLS]>(endpoint: E, who: Buyer, body: unknown = {}) => api.call(endpoint, { body, token: who.token, mode: who.mode });

async function photo(who: Buyer): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const form = new FormData();
  form.append('purpose', 'service');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'damage.png');
  const res = await api.call<UploadResponse>(FILE_CALLS.upload, { form, token: who.token });
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return res.val.file_id;
}

/** A delivered order of two sofas, and a damage claim on one of them with one image. */
async function claimOf(who: Buyer, name: string): Promise<{ reference: string; photo: string }> {
  await addToCart(api, who, 'DC-SOFA', 2);
  const placed = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
  if (placed.err !== ERR.OK) throw new Error(placed.errmsg);
  const number = placed.val.order_number;
  const detail = await api.call(ORDER_CALLS.detail, { body: { number }, token: who.token, mode: who.mode });
  const item = detail.val.items[0]!.id;
  const shipped = await api.call(ORDER_CALLS.shippingStatus, { body: { number, status: 'delivered', item_ids: [item] }, token: staff.token, mode: staff.mode });
  expect(shipped.err, shipped.errmsg).toBe(ERR.OK);
  const file = await photo(who);
  const res = await call(CLAIM_CALLS.create, who, {
    order_number: number,
    kind: 'damage',
    items: [{ item_id: item, quantity: 1 }],
    requested_amount: '250',
    contact_name: name,
    contact_phone: '212-555-0142',
    contact_email: `claims@${name.toLowerCase()}.test`,
    description: 'The arm arrived cracked.',
    photos: [file],
  });
  expect(res.err, res.errmsg).toBe(ERR.OK);
  return { reference: res.val.reference, photo: file };
}

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [{ skuNumber: 'DC-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 50 }]);
  dana = await buyer(api.services, 'dana@claimdesk.test');
  rival = await buyer(api.services, 'rival@claimdesk.test');
  staff = await buyer(api.services, 'agent@claimdesk.test', { kind: 'client_agent' });
  danas = await claimOf(dana, 'Dana');
  rivals = await claimOf(rival, 'Rival');
});
afterAll(() => api.close());

describe("staff's list of claims", () => {
  it("lists every account's claims, newest first, with who filed them and their items", async () => {
    const res = await call(CLAIM_CALLS.staffList, staff, {});
    expect(res.err, res.errmsg).toBe(ERR.OK);
    expect(res.val).toMatchObject({ total: 2, page: 1, limit: CLAIM_PAGE_SIZE });
    expect(res.val.list.map((c) => [c.reference, c.account_email, c.company, c.items_text, c.state])).toEqual([
      [rivals.reference, 'rival@claimdesk.test', 'rival@claimdesk.test studio', 'DC-SOFA × 1', 'submitted'],
      [danas.reference, 'dana@claimdesk.test', 'dana@claimdesk.test studio', 'DC-SOFA × 1', 'submitted'],
    ]);
  });

  it('filters by state and pages', async () => {
    expect((await call(CLAIM_CALLS.state, staff, { reference: danas.reference, state: 'in_review' })).err).toBe(ERR.OK);
    const inReview = await call(CLAIM_CALLS.staffList, staff, { state: 'in_review' });
    expect([inReview.val.total, inReview.val.list.map((c) => c.reference)]).toEqual([1, [danas.reference]]);
    const unknown = await call(CLAIM_CALLS.staffList, staff, { state: 'lost' });
    expect([unknown.err, unknown.errmsg]).toEqual([ERR.BAD_REQUEST, 'Unknown claim state']);

    const [row] = await api.services.db.select().from(claims).limit(1);
    const { id: _id, serial: _serial, ...copy } = row!;
    await api.services.db.insert(claims).values(Array.from({ length: CLAIM_PAGE_SIZE }, () => ({ ...copy, state: 'rejected', createdAt: new Date('2020-01-01') })));
    const first = await call(CLAIM_CALLS.staffList, staff, { page: 1 });
    expect([first.val.total, first.val.list.length]).toEqual([CLAIM_PAGE_SIZE + 2, CLAIM_PAGE_SIZE]);
    const second = await call(CLAIM_CALLS.staffList, staff, { page: '2' });
    expect(second.val.list.map((c) => c.state)).toEqual(['rejected', 'rejected']);
    const rejected = await call(CLAIM_CALLS.staffList, staff, { state: 'rejected', page: 2 });
    expect([rejected.val.total, rejected.val.list.length]).toEqual([CLAIM_PAGE_SIZE, 0]);
  });

  it('is refused to designers, with the permission error', async () => {
    for (const who of [dana, rival]) {
      expect((await call(CLAIM_CALLS.staffList, who, {})).err).toBe(ERR.NO_PERMISSION);
      expect((await call(CLAIM_CALLS.staffDetail, who, { reference: danas.reference })).err).toBe(ERR.NO_PERMISSION);
    }
  });
});

describe("staff's detail of a claim", () => {
  it('shows any account’s claim with its images, who filed it, its history and its next states', async () => {
    const res = await call(CLAIM_CALLS.staffDetail, staff, { reference: danas.reference });
    expect(res.err, res.errmsg).toBe(ERR.OK);
    expect(res.val).toMatchObject({ reference: danas.reference, account_email: 'dana@claimdesk.test', state: 'in_review', description: 'The arm arrived cracked.' });
    expect(res.val.items).toEqual([expect.objectContaining({ sku_number: 'DC-SOFA', name: 'Harlow Sofa', quantity: 1 })]);
    expect(res.val.next_states).toEqual([
      { state: 'approved', label: 'Approved' },
      { state: 'rejected', label: 'Rejected' },
    ]);
    expect(res.val.events.map((e) => [e.state, e.by])).toEqual([
      ['submitted', 'designer'],
      ['in_review', 'staff'],
    ]);
    expect(res.val.photos.map((p) => p.file_id)).toEqual([danas.photo]);
    // Staff's browser shows the image at the signed URL the desk gave (an img tag sends no token), never without it.
    const read = await fetch(new URL(res.val.photos[0]!.url, api.url));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^image\//);
    const unsigned = await fetch(new URL(fileReadUrl(res.val.photos[0]!.filename), api.url), { headers: { 'X-Auth-Token': staff.token } });
    expect(unsigned.status).toBe(404);
  });

  it('never gives another company the images: their detail reads as missing', async () => {
    const theirs = await call(CLAIM_CALLS.detail, rival, { reference: danas.reference });
    expect([theirs.err, theirs.errmsg]).toEqual([ERR.CLAIM_NOT_FOUND, MESSAGES.claimNotFound]);
    expect(JSON.stringify(theirs)).not.toContain(danas.photo);
    expect(JSON.stringify(await call(CLAIM_CALLS.staffDetail, rival, { reference: danas.reference }))).not.toContain(danas.photo);
  });

  it('refuses a move the rules refuse, and answers a legal one with its next states', async () => {
    const wrong = await call(CLAIM_CALLS.state, staff, { reference: rivals.reference, state: 'refunded' });
    expect([wrong.err, wrong.errmsg]).toEqual([ERR.CLAIM_STATE, claimMoveMessage('submitted', 'refunded')]);
    const res = await call(CLAIM_CALLS.state, staff, { reference: rivals.reference, state: 'approved', note: 'Credit issued' });
    expect(res.val).toMatchObject({ state: 'approved', staff_note: 'Credit issued', account_email: 'rival@claimdesk.test' });
    expect(res.val.next_states).toEqual([{ state: 'refunded', label: 'Refunded' }]);
    expect(res.val.events.at(-1)).toMatchObject({ state: 'approved', note: 'Credit issued', by: 'staff' });
  });
});
