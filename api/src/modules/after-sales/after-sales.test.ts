/**
 * Contact us and the sample request through the real server and database: who may send them (anyone), where (contact
 * us on the JC and FFD sites only), every required-field message of section 5 in the form's words, the JC sample
 * request's several items, the submission stored with its site and account, its email to the site's trade desk, and
 * the daily send budgets.
 */
import { AFTER_SALES_CALLS, AFTER_SALES_MESSAGES, ERR, MESSAGES } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { afterSalesRequests, outbox } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { openSession } from '../identity';

let api: TestApi;
let designer: { id: string; token: string };

beforeAll(async () => {
  api = await startTestApi();
  const account = await createAccount(api.services, { kind: 'designer', email: 'dana@after-sales.test', companyName: 'After Sales Studio', firstName: 'Dana' });
  const { token } = await openSession(api.services, { id: account.id, kind: 'designer' }, 'jc');
  designer = { id: account.id, token };
});
afterAll(() => api.close());

/** Each test sends from an address of its own, so no test spends another's daily budget. */
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

const CONTACT = { full_name: 'Jane Doe', phone: '+1 212-555-0100', email: 'Jane@Studio.test', order_number: 'SO100001', company_name: 'Doe Interiors', product_number: 'JC-2001', comments: 'The drawer sticks.' };
const SAMPLE = { full_name: 'Jane Doe', email: 'jane@studio.test', items: [{ item_number: 'JC-2001', finish_name: 'Antique Walnut' }], company_name: 'Doe Interiors', full_address: '1 Park Ave\nNew York, NY 10016', comments: 'For a client board.' };

const contact = (body: unknown, site = 'jc', more: { token?: string; address?: string } = {}) =>
  api.call(AFTER_SALES_CALLS.contactUs, { body, query: { obtain: site }, token: more.token, headers: { 'X-Forwarded-For': more.address ?? newAddress() } });
const sample = (body: unknown, site = 'hom', more: { token?: string; address?: string } = {}) =>
  api.call(AFTER_SALES_CALLS.sampleRequest, { body, query: { obtain: site }, token: more.token, headers: { 'X-Forwarded-For': more.address ?? newAddress() } });

async function stored(id: string) {
  const [row] = await api.services.db.select().from(afterSalesRequests).where(eq(afterSalesRequests.id, id));
  return row!;
}
async function mailOf(outboxId: string | null) {
  const [row] = await api.services.db.select().from(outbox).where(eq(outbox.id, outboxId ?? ''));
  return row!;
}

describe('contact us', () => {
  it("a visitor's message on the JC site is stored and emailed to the JC trade desk", async () => {
    const res = await contact(CONTACT);
    expect(res.errmsg).toBe('');
    expect(res.err).toBe(ERR.OK);
    expect(res.val.reference).toMatch(/^CU\d{6}$/);
    const row = await stored(res.val.id);
    expect(row).toMatchObject({ kind: 'contact', brand: 'jc', accountId: null, fullName: 'Jane Doe', email: 'jane@studio.test' });
    expect(row.fields).toMatchObject({ phone: '2125550100', order_number: 'SO100001', comments: 'The drawer sticks.' });
    const mail = await mailOf(row.outboxId);
    expect(mail.recipient).toBe('jc.trade-desk@storefront.test');
    expect(mail.template).toBe('after_sales_contact');
    expect(mail.subject).toBe(`Contact us ${res.val.reference}: Jane Doe (Jonathan Charles)`);
    for (const text of ['Full Name: Jane Doe', 'Email: jane@studio.test', 'Order Number: SO100001', 'Product Number: JC-2001', 'The drawer sticks.', 'Sent by a visitor']) {
      expect(mail.body).toContain(text);
    }
  });

  it('records the signed-in account, and the FFD site has its own desk', async () => {
    const mine = await contact(CONTACT, 'jc', { token: designer.token });
    expect(mine.err).toBe(ERR.OK);
    const row = await stored(mine.val.id);
    expect(row.accountId).toBe(designer.id);
    expect((await mailOf(row.outboxId)).body).toContain('Signed in as Dana');

    const outlet = await contact(CONTACT, 'ol');
    expect(outlet.err).toBe(ERR.OK);
    const outletRow = await stored(outlet.val.id);
    expect(outletRow.brand).toBe('ol');
    expect((await mailOf(outletRow.outboxId)).recipient).toBe('ol.trade-desk@storefront.test');
  });

  it('is refused on the sites whose route table has no contact us, and nothing is stored', async () => {
    const before = (await api.services.db.select().from(afterSalesRequests)).length;
    for (const site of ['hom', 'ca', 'ca_dealer', 'rowe', 'art']) {
      const res = await contact(CONTACT, site);
      expect({ site, err: res.err, errmsg: res.errmsg }).toEqual({ site, err: ERR.FORM_NOT_ON_SITE, errmsg: MESSAGES.formNotOnSite });
    }
    expect((await api.services.db.select().from(afterSalesRequests)).length).toBe(before);
  });

  it("refuses each missing or invalid field in the form's words (section 5)", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: '  ' }, AFTER_SALES_MESSAGES.fullName],
      [{ email: '' }, MESSAGES.enterEmail],
      [{ email: 'jane@studio' }, MESSAGES.validEmail],
      [{ order_number: '' }, AFTER_SALES_MESSAGES.orderNumber],
      [{ comments: '' }, AFTER_SALES_MESSAGES.comments],
      [{ phone: '555-01' }, MESSAGES.validPhone],
      [{ full_name: 'x'.repeat(101) }, 'Full Name can be at most 100 characters'],
      [{ order_number: 'SO1\u0007' }, MESSAGES.textNotAllowed],
    ];
    for (const [change, message] of cases) {
      const res = await contact({ ...CONTACT, ...change });
      expect({ change, err: res.err, errmsg: res.errmsg }).toEqual({ change, err: ERR.BAD_REQUEST, errmsg: message });
    }
    const { full_name: _n, email: _e, order_number: _o, comments: _c, ...optionalOnly } = CONTACT;
    expect((await contact(optionalOnly)).errmsg).toBe(AFTER_SALES_MESSAGES.fullName);
  });

  it('needs none of the optional fields: phone, company name and product number', async () => {
    const res = await contact({ full_name: 'Jane Doe', email: 'jane@studio.test', order_number: 'SO100001', comments: 'Hello\nagain' });
    expect(res.err).toBe(ERR.OK);
    expect((await stored(res.val.id)).fields).toMatchObject({ phone: '', company_name: '', product_number: '', comments: 'Hello\nagain' });
  });
});

describe('sample request', () => {
  it('is stored and emailed to the site desk with its item and finish; the email is optional', async () => {
    const { email: _email, ...noEmail } = SAMPLE;
    const res = await sample(noEmail, 'ca');
    expect(res.errmsg).toBe('');
    expect(res.val.reference).toMatch(/^SR\d{6}$/);
    const row = await stored(res.val.id);
    expect(row).toMatchObject({ kind: 'sample', brand: 'ca', email: '', fullName: 'Jane Doe' });
    const mail = await mailOf(row.outboxId);
    expect(mail.recipient).toBe('ca.trade-desk@storefront.test');
    expect(mail.template).toBe('after_sales_sample');
    expect(mail.body).toContain('1. Item Number JC-2001, Finish Name Antique Walnut');
    expect(mail.body).toContain('Full Address: 1 Park Ave, New York, NY 10016');
  });

  it('holds one item on every site but JC, and up to five on JC', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ item_number: `JC-${3000 + i}`, finish_name: 'Ebony' }));
    const two = await sample({ ...SAMPLE, items: items(2) }, 'hom');
    expect({ err: two.err, errmsg: two.errmsg }).toEqual({ err: ERR.BAD_REQUEST, errmsg: AFTER_SALES_MESSAGES.tooManyItems(1) });
    expect(two.errmsg).toBe('A sample request holds one item');

    const five = await sample({ ...SAMPLE, items: items(5) }, 'jc');
    expect(five.err).toBe(ERR.OK);
    expect(((await stored(five.val.id)).fields as { items: unknown[] }).items).toHaveLength(5);
    expect((await mailOf((await stored(five.val.id)).outboxId)).body).toContain('5. Item Number JC-3004, Finish Name Ebony');

    const six = await sample({ ...SAMPLE, items: items(6) }, 'jc');
    expect({ err: six.err, errmsg: six.errmsg }).toEqual({ err: ERR.BAD_REQUEST, errmsg: 'A sample request holds at most 5 items' });
  });

  it("refuses each missing required field in the form's words (section 5)", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: '' }, AFTER_SALES_MESSAGES.fullName],
      [{ items: [{ item_number: '', finish_name: 'Walnut' }] }, AFTER_SALES_MESSAGES.itemNumber],
      [{ items: [{ item_number: 'JC-1', finish_name: ' ' }] }, AFTER_SALES_MESSAGES.finishName],
      [{ items: [] }, AFTER_SALES_MESSAGES.itemNumber],
      [{ company_name: '' }, AFTER_SALES_MESSAGES.companyName],
      [{ full_address: '' }, AFTER_SALES_MESSAGES.fullAddress],
      [{ comments: '' }, AFTER_SALES_MESSAGES.comments],
      [{ email: 'not-an-email' }, MESSAGES.validEmail],
    ];
    for (const [change, message] of cases) {
      const res = await sample({ ...SAMPLE, ...change });
      expect({ change, err: res.err, errmsg: res.errmsg }).toEqual({ change, err: ERR.BAD_REQUEST, errmsg: message });
    }
  });
});

describe('limits and configuration', () => {
  it("spends the asker's daily send budgets: past SEND_DAILY_LIMIT to one desk the form is refused and nothing is stored", async () => {
    const limited = await startTestApi({ SEND_DAILY_LIMIT: '2', TRADE_DESK_EMAILS: 'jc=Desk@JonathanCharles.example' });
    try {
      const send = (address: string) =>
        limited.call(AFTER_SALES_CALLS.contactUs, { body: CONTACT, query: { obtain: 'jc' }, headers: { 'X-Forwarded-For': address } });
      expect((await send('198.51.100.7')).err).toBe(ERR.OK);
      expect((await send('198.51.100.7')).err).toBe(ERR.OK);
      const third = await send('198.51.100.7');
      expect({ err: third.err, errmsg: third.errmsg }).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
      // Another asker has its own budget; the desk of the configuration receives them all.
      expect((await send('198.51.100.8')).err).toBe(ERR.OK);
      const rows = await limited.services.db.select().from(afterSalesRequests);
      expect(rows).toHaveLength(3);
      const mails = await limited.services.db.select().from(outbox).where(and(eq(outbox.template, 'after_sales_contact'), eq(outbox.recipient, 'desk@jonathancharles.example')));
      expect(mails).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('reads TRADE_DESK_EMAILS as code=email pairs, defaults per site, and refuses anything else at start', () => {
    const desks = loadConfig({ TRADE_DESK_EMAILS: 'ol=outlet@ffd.example, jc=trade@jc.example' }).TRADE_DESK_EMAILS;
    expect(desks).toMatchObject({ ol: 'outlet@ffd.example', jc: 'trade@jc.example', hom: 'hom.trade-desk@storefront.test', ca: 'ca.trade-desk@storefront.test' });
    expect(loadConfig({}).TRADE_DESK_EMAILS.rowe).toBe('rowe.trade-desk@storefront.test');
    expect(() => loadConfig({ TRADE_DESK_EMAILS: 'xx=desk@site.example' })).toThrow(/TRADE_DESK_EMAILS/);
    expect(() => loadConfig({ TRADE_DESK_EMAILS: 'jc=not-an-email' })).toThrow(/TRADE_DESK_EMAILS/);
  });
});
