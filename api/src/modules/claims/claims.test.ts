import { CLAIM_CALLS, CLAIM_MESSAGES, ERR, FILE_CALLS, MESSAGES, ORDER_CALLS, claimWindowMessage, fileReadUrl, type UploadResponse } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClaimArgs } from '../../commands/claim';
import { orderItems, outbox } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';

const DAY = 24 * 60 * 60 * 1000;
let api: TestApi;
let dana: Buyer;
let rival: Buyer;
let staff: Buyer;
let delivered: { number: string; sofa: string; bed: string };
let undelivered: { number: string; item: string };

const call = <E extends (typeof CLAIM_CALLS)[keyof typeof CLAIM_CALLS] | typeof ORDER_CALLS.shippingStatus>(endpoint: E, who: Buyer, body: unknown) =>
  api.call(endpoint, { body, token: who.token, mode: who.mode });

async function order(who: Buyer, lines: Array<[string, number]>): Promise<{ number: string; items: Map<string, string> }> {
  for (const [sku, count] of lines) await addToCart(api, who, sku, count);
  const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  const detail = await api.call(ORDER_CALLS.detail, { body: { number: res.val.order_number }, token: who.token, mode: who.mode });
  return { number: res.val.order_number, items: new Map(detail.val.items.map((i) => [i.sku_number, i.id])) };
}

async function photo(who: Buyer, purpose = 'service'): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'damage.png');
  const res = await api.call<UploadResponse>(FILE_CALLS.upload, { form, token: who.token });
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return res.val.file_id;
}

const claimBody = async (extra: Record<string, unknown> = {}) => ({
  order_number: delivered.number,
  kind: 'damage',
  items: [{ item_id: delivered.sofa, quantity: 1 }],
  requested_amount: '250.00',
  contact_name: 'Dana Whitfield',
  contact_phone: '212-555-0142',
  contact_email: 'Claims@Studio.test',
  description: 'The left arm arrived cracked.',
  photos: [await photo(dana)],
  ...extra,
});

/** Moves the sofa's delivery back by whole days (the api's clock stays, so sessions do too). */
async function deliveredDaysAgo(days: number): Promise<void> {
  await api.services.db.update(orderItems).set({ deliveredAt: new Date(api.services.now().getTime() - days * DAY) }).where(eq(orderItems.id, delivered.sofa));
}

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [
    { skuNumber: 'CL-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 20 },
    { skuNumber: 'CL-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 20 },
  ]);
  dana = await buyer(api.services, 'dana@claims.test');
  rival = await buyer(api.services, 'rival@claims.test');
  staff = await buyer(api.services, 'agent@claims.test', { kind: 'client_agent' });
  const first = await order(dana, [
    ['CL-SOFA', 2],
    ['CL-BED', 1],
  ]);
  delivered = { number: first.number, sofa: first.items.get('CL-SOFA')!, bed: first.items.get('CL-BED')! };
  const second = await order(dana, [['CL-SOFA', 1]]);
  undelivered = { number: second.number, item: second.items.get('CL-SOFA')! };
  const ship = await call(ORDER_CALLS.shippingStatus, staff, { number: delivered.number, status: 'delivered', item_ids: [delivered.sofa] });
  expect(ship.err, ship.errmsg).toBe(ERR.OK);
});
afterAll(() => api.close());

describe('the claimable order', () => {
  it('shows the delivered items with their delivery dates, and every kind open', async () => {
    const res = await call(CLAIM_CALLS.order, dana, { number: delivered.number });
    expect(res.err, res.errmsg).toBe(ERR.OK);
    expect(res.val.items).toHaveLength(1);
    expect(res.val.items[0]).toMatchObject({ item_id: delivered.sofa, sku_number: 'CL-SOFA', name: 'Harlow Sofa', count: 2, open_kinds: ['damage', 'concealed', 'shortage', 'invoice'] });
    expect(Date.now() - Date.parse(res.val.items[0]!.delivered_at)).toBeLessThan(DAY);
    expect(res.val.kinds.map((k) => [k.kind, k.days, k.open])).toEqual([
      ['damage', 10, true],
      ['concealed', 15, true],
      ['shortage', 15, true],
      ['invoice', 30, true],
    ]);
    expect(res.val.contact).toMatchObject({ contact_name: 'Dana Whitfield' });
  });
  it('shows an order with nothing delivered as having no items', async () => {
    const res = await call(CLAIM_CALLS.order, dana, { number: undelivered.number });
    expect(res.val.items).toEqual([]);
    expect(res.val.kinds.every((k) => !k.open)).toBe(true);
  });
  it('reads another company’s order, or none, as not found', async () => {
    for (const number of [delivered.number, 'SO999999', 'nonsense']) {
      const res = await call(CLAIM_CALLS.order, number === delivered.number ? rival : dana, { number });
      expect([res.err, res.errmsg]).toEqual([ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound]);
    }
  });
  it('is for signed-in trade accounts with order access', async () => {
    expect((await api.call(CLAIM_CALLS.order, { body: { number: delivered.number } })).err).toBe(ERR.SESSION_INVALID);
    expect((await call(CLAIM_CALLS.order, staff, { number: delivered.number })).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CLAIM_CALLS.order, { body: { number: delivered.number }, token: dana.token, mode: 'mibd_browsing' })).err).toBe(ERR.NO_PERMISSION);
  });
});

describe('filing a claim', () => {
  let reference: string;
  it('stores it, answers its reference and emails the site’s trade desk', async () => {
    const res = await call(CLAIM_CALLS.create, dana, await claimBody());
    expect(res.err, res.errmsg).toBe(ERR.OK);
    expect(res.val.reference).toMatch(/^CL\d{6}$/);
    reference = res.val.reference;
    const [mail] = await api.services.db.select().from(outbox).where(and(eq(outbox.template, 'claim_submitted')));
    expect(mail).toMatchObject({ recipient: 'hom.trade-desk@storefront.test' });
    expect(mail!.subject).toContain(reference);
    expect(mail!.body).toContain(delivered.number);
    expect(mail!.body).toContain('1 x CL-SOFA');
    expect(mail!.body).toContain('$250.00');
    expect(mail!.body).toContain('2125550142');
    expect(mail!.body).toContain(`${FILE_CALLS.read.path}?`);
    // The desk opens the images from its email: signed links, longer-lived than a page's (the desk reads its mail later).
    const [image] = mail!.links as Array<{ label: string; url: string }>;
    expect(image!.label).toBe('Image 1');
    const emailed = new URL(image!.url);
    expect(Number(emailed.searchParams.get('expires')) * 1000 - api.services.now().getTime()).toBeGreaterThan(6 * 86_400_000);
    expect((await fetch(new URL(`${emailed.pathname}${emailed.search}`, api.url))).status).toBe(200);
  });
  it('lists it for the company and shows its detail', async () => {
    const list = await call(CLAIM_CALLS.list, dana, {});
    expect(list.val.list.map((c) => [c.reference, c.order_number, c.kind_label, c.state_label, c.requested_amount])).toEqual([[reference, delivered.number, 'Damage', 'Submitted', 250]]);
    const detail = await call(CLAIM_CALLS.detail, dana, { reference });
    expect(detail.val).toMatchObject({
      reference,
      items: [{ sku_number: 'CL-SOFA', name: 'Harlow Sofa', quantity: 1 }],
      contact_phone: '2125550142',
      contact_email: 'claims@studio.test',
      description: 'The left arm arrived cracked.',
      staff_note: '',
    });
    expect(detail.val.photos[0]!.url).toContain(detail.val.photos[0]!.filename);
    // The company's browser shows the image at the signed URL (an img tag sends no token); without it, no one does.
    expect((await fetch(new URL(detail.val.photos[0]!.url, api.url))).status).toBe(200);
    for (const who of [dana, rival]) {
      const unsigned = await fetch(new URL(fileReadUrl(detail.val.photos[0]!.filename), api.url), { headers: { 'X-Auth-Token': who.token } });
      expect(unsigned.status).toBe(404);
    }
    expect((await call(CLAIM_CALLS.list, rival, {})).val.list).toEqual([]);
    expect([(await call(CLAIM_CALLS.detail, rival, { reference })).errmsg]).toEqual([MESSAGES.claimNotFound]);
  });
  it('refuses what may not be claimed in words the designer can act on', async () => {
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ items: [{ item_id: delivered.bed, quantity: 1 }] }, ERR.CLAIM_ITEM_NOT_DELIVERED, CLAIM_MESSAGES.notDelivered],
      [{ items: [{ item_id: delivered.sofa, quantity: 3 }] }, ERR.BAD_REQUEST, CLAIM_MESSAGES.quantity(2)],
      [{ items: [{ item_id: undelivered.item, quantity: 1 }] }, ERR.BAD_REQUEST, CLAIM_MESSAGES.items],
      [{ requested_amount: 'lots' }, ERR.BAD_REQUEST, CLAIM_MESSAGES.validAmount],
      [{ requested_amount: '0' }, ERR.BAD_REQUEST, CLAIM_MESSAGES.validAmount],
      [{ requested_amount: '99999999' }, ERR.BAD_REQUEST, CLAIM_MESSAGES.amountOverTotal('').split(' (')[0]!],
      [{ contact_phone: '555' }, ERR.BAD_REQUEST, MESSAGES.validPhone],
      [{ contact_email: 'nope' }, ERR.BAD_REQUEST, MESSAGES.validEmail],
      [{ contact_name: ' ' }, ERR.BAD_REQUEST, MESSAGES.enterContactName],
      [{ photos: [] }, ERR.BAD_REQUEST, CLAIM_MESSAGES.photos],
      [{ photos: [await photo(rival)] }, ERR.BAD_REQUEST, CLAIM_MESSAGES.photoNotFound],
      [{ photos: [await photo(dana, 'avatar')] }, ERR.BAD_REQUEST, CLAIM_MESSAGES.photoNotFound],
      [{ order_number: '' }, ERR.BAD_REQUEST, CLAIM_MESSAGES.orderNumber],
    ];
    for (const [extra, err, message] of refusals) {
      const res = await call(CLAIM_CALLS.create, dana, await claimBody(extra));
      expect(res.err, JSON.stringify(extra)).toBe(err);
      expect(res.errmsg, JSON.stringify(extra)).toContain(message);
    }
    const other = await call(CLAIM_CALLS.create, rival, { ...(await claimBody()), photos: [await photo(rival)] });
    expect(other.errmsg).toBe(MESSAGES.orderNotFound);
  });

  describe('staff move it', () => {
    it('through the state call, with a note the designer reads and an email', async () => {
      const res = await call(CLAIM_CALLS.state, staff, { reference, state: 'in_review', note: 'We are looking at the photos.' });
      expect(res.err, res.errmsg).toBe(ERR.OK);
      expect(res.val).toMatchObject({ state: 'in_review', state_label: 'In review', staff_note: 'We are looking at the photos.' });
      const detail = await call(CLAIM_CALLS.detail, dana, { reference });
      expect(detail.val).toMatchObject({ state_label: 'In review', staff_note: 'We are looking at the photos.' });
      const mails = await api.services.db.select().from(outbox).where(eq(outbox.template, 'claim_state'));
      expect(mails.map((m) => m.recipient).sort()).toEqual(['claims@studio.test', 'dana@claims.test']);
      expect(mails[0]!.subject).toBe(`Your claim ${reference} is now in review`);
      expect(mails[0]!.body).toContain('We are looking at the photos.');
      expect(mails[0]!.body).toContain(`/feedbackDetail?ref=${reference}`);
    });
    it('only forward, and only as client agents', async () => {
      const back = await call(CLAIM_CALLS.state, staff, { reference, state: 'submitted' });
      expect([back.err, back.errmsg]).toEqual([ERR.CLAIM_STATE, 'A claim that is in review cannot be moved to submitted']);
      expect((await call(CLAIM_CALLS.state, dana, { reference, state: 'approved' })).err).toBe(ERR.NO_PERMISSION);
      expect((await call(CLAIM_CALLS.state, staff, { reference: 'CL1', state: 'approved' })).errmsg).toBe(MESSAGES.claimNotFound);
    });
    it('parses the staff command’s arguments', () => {
      expect(parseClaimArgs(['CL100001', 'approved', '--note', 'Credit issued'])).toEqual({ reference: 'CL100001', state: 'approved', note: 'Credit issued' });
      expect(parseClaimArgs(['CL100001', 'lost'])).toBeNull();
      expect(parseClaimArgs(['CL100001'])).toBeNull();
    });
  });
});

describe('the windows of section 9', () => {
  it('close damage after 10 days and keep concealed damage until 15, naming the window', async () => {
    await deliveredDaysAgo(11);
    const order = await call(CLAIM_CALLS.order, dana, { number: delivered.number });
    expect(order.val.kinds.map((k) => [k.kind, k.open])).toEqual([
      ['damage', false],
      ['concealed', true],
      ['shortage', true],
      ['invoice', true],
    ]);
    const late = await call(CLAIM_CALLS.create, dana, await claimBody());
    expect([late.err, late.errmsg]).toEqual([ERR.CLAIM_WINDOW_CLOSED, claimWindowMessage('damage')]);
    expect((await call(CLAIM_CALLS.create, dana, await claimBody({ kind: 'concealed' }))).err).toBe(ERR.OK);
    await deliveredDaysAgo(31);
    expect((await call(CLAIM_CALLS.create, dana, await claimBody({ kind: 'invoice' }))).errmsg).toBe(claimWindowMessage('invoice'));
    await deliveredDaysAgo(30);
    expect((await call(CLAIM_CALLS.create, dana, await claimBody({ kind: 'invoice' }))).err).toBe(ERR.OK);
    const closed = await call(CLAIM_CALLS.create, dana, await claimBody({ kind: 'shortage' }));
    expect(closed.errmsg).toBe(claimWindowMessage('shortage'));
  });
});
