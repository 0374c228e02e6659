import {
  ERR,
  FILE_CALLS,
  IDENTITY_CALLS,
  MESSAGES,
  REGISTRATION_CALLS,
  REGISTRATION_MESSAGES as R,
  rolesFor,
  type Endpoint,
  type UploadResponse,
} from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, files, outbox, registrations } from '../../platform/db/schema';
import type { Outbox } from '../../platform/outbox';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { latestCode as sentCode } from '../../testing/outbox';
import { parseArgs } from '../../commands/approve';
import { approveRegistration } from './review';

let api: TestApi;
let agentToken: string;
let designerToken: string;

const signIn = async (username: string, password = TEST_PASSWORD) =>
  api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username, password } });

beforeAll(async () => {
  api = await startTestApi();
  await createAccount(api.services, { kind: 'client_agent', email: 'agent@trade.test', agentCode: 'AG-7' });
  await createAccount(api.services, { kind: 'designer', email: 'taken@studio.test', phone: '2125550199', companyName: 'Existing Interiors' });
  await createAccount(api.services, { kind: 'designer', email: 'gone@studio.test', state: 'closed' });
  agentToken = (await signIn('agent@trade.test')).val.token;
  designerToken = (await signIn('taken@studio.test')).val.token;
});
afterAll(() => api.close());

let serial = 0;
/** A fresh applicant: unique business, email and phone. */
function applicant() {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  return {
    guest: `guest-${Date.now()}-${n}`,
    step1: {
      business_name: `Harbor Light Design ${n}`,
      dba: 'Harbor Light',
      business_type: 'interior_designer',
      how_heard: 'showroom',
      ein: '12-3456789',
      company_website: 'https://harborlight.example.com',
      street_address: '200 Lexington Ave',
      city: 'New York',
      state: 'NY',
      postal: '10016',
      country: 'US',
      referrer: '',
      first_name: 'Avery',
      last_name: 'Stone',
      email: `avery${n}@harborlight.test`,
      phone: `(646) 555-0${n}`,
    },
  };
}
type Applicant = ReturnType<typeof applicant>;

/** Each guest is a browser of its own, at an address of its own that the page server forwards (decision 014). */
const addressOf = (guest: string) => `10.${[...createHash('sha256').update(guest).digest().subarray(0, 3)].join('.')}`;
const call = <T = unknown>(endpoint: Endpoint, guest: string, body: unknown) =>
  api.call<T>(endpoint, { body, headers: { GuestUId: guest, 'X-Forwarded-For': addressOf(guest) } });

const latestCode = (recipient: string) => sentCode(api.services, recipient);

async function step1(a: Applicant): Promise<string> {
  expect((await call(REGISTRATION_CALLS.sendCode, a.guest, { email: a.step1.email })).err).toBe(ERR.OK);
  const res = await call<{ registration_id: string }>(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, code: await latestCode(a.step1.email) });
  expect(res.errmsg).toBe('');
  return res.val.registration_id;
}

const jpeg = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#cccccc' } }).jpeg().toBuffer();

async function uploadCertificate(guest: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('purpose', 'certificate');
  form.append('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'resale-certificate.jpg');
  const res = await api.call<UploadResponse>(FILE_CALLS.upload, { form, headers: { GuestUId: guest } });
  expect(res.err).toBe(ERR.OK);
  return res.val;
}

const terms = (id: string) => ({ registration_id: id, printed_name: 'Avery Stone', title: 'Principal', signature: 'data:image/png;base64,iVBORw0KGgo=', agree: true });

async function submitted(a: Applicant): Promise<string> {
  const id = await step1(a);
  const file = await uploadCertificate(a.guest);
  expect((await call(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, reseller_number: 'R-1', state_of_registration: 'NY', sales_tax_number: 'ST-1', file_ids: [file.file_id] })).err).toBe(ERR.OK);
  const res = await call(REGISTRATION_CALLS.submit, a.guest, terms(id));
  expect(res.errmsg).toBe('');
  return id;
}

const count = async (table: typeof companies | typeof accounts, where: ReturnType<typeof eq>) =>
  (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

describe('option lists', () => {
  it('answers business types, how heard, countries, the US states and the brands', async () => {
    const res = await api.call<Record<string, Array<{ key: string; value: string }>>>(REGISTRATION_CALLS.optionList, { body: {} });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.brand!.map((b) => b.key)).toEqual(['hom', 'ca', 'rowe', 'jc', 'art']);
    expect(res.val.country!.map((c) => c.key)).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(res.val.business_type!.length).toBeGreaterThan(5);
    expect(res.val.how_heard!.length).toBeGreaterThan(5);
    expect(res.val.state).toContainEqual({ key: 'NY', value: 'New York' });
  });

  it('answers the states of a country, and refuses an unknown one', async () => {
    const us = await api.call<{ state: unknown[] }>(REGISTRATION_CALLS.district, { body: { country: 'US' } });
    expect(us.val.state).toHaveLength(54);
    const ca = await api.call<{ state: unknown[] }>(REGISTRATION_CALLS.district, { body: { country: 'CA' } });
    expect(ca.val.state).toContainEqual({ key: 'ON', value: 'Ontario' });
    const bad = await api.call(REGISTRATION_CALLS.district, { body: { country: 'ZZ' } });
    expect({ err: bad.err, errmsg: bad.errmsg }).toEqual({ err: ERR.BAD_REQUEST, errmsg: R.country });
  });
});

describe('verification codes', () => {
  it('refuses a bad phone, sends by SMS or email, and stops at the daily limit', async () => {
    const bad = await call(REGISTRATION_CALLS.sendCode, 'guest-codes-01', { phone: '555-12' });
    expect({ err: bad.err, errmsg: bad.errmsg }).toEqual({ err: ERR.PHONE_INVALID, errmsg: MESSAGES.validPhone });
    const sms = await call<{ channel: string }>(REGISTRATION_CALLS.sendCode, 'guest-codes-01', { phone: '+1 (917) 555-0142' });
    expect(sms.val).toEqual({ sent: true, channel: 'sms', expires_in: 600 });
    expect(await latestCode('9175550142')).toMatch(/^\d{6}$/);
    for (let i = 0; i < api.config.SEND_DAILY_LIMIT - 1; i++) {
      // One code to a recipient a minute (the screens count the minute down before Resend).
      api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
      expect((await call(REGISTRATION_CALLS.sendCode, 'guest-codes-01', { phone: '9175550142' })).err).toBe(ERR.OK);
    }
    api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    const over = await call(REGISTRATION_CALLS.sendCode, 'guest-codes-01', { phone: '9175550142' });
    expect({ err: over.err, errmsg: over.errmsg }).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
  });
});

describe('step 1, Business Information', () => {
  it.each([
    ['business_name', R.businessName],
    ['business_type', R.businessType],
    ['how_heard', R.howHeard],
    ['street_address', R.street],
    ['city', R.city],
    ['state', R.state],
    ['postal', R.postal],
    ['country', R.country],
    ['first_name', R.firstName],
    ['last_name', R.lastName],
    ['email', MESSAGES.enterEmail],
    ['phone', MESSAGES.validPhone],
  ])('refuses a missing %s with its message', async (field, message) => {
    const a = applicant();
    const body: Record<string, unknown> = { ...a.step1, code: '000000' };
    delete body[field];
    const res = await call(REGISTRATION_CALLS.firstCheck, a.guest, body);
    expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.BAD_REQUEST, errmsg: message });
  });

  it.each([
    ['email', 'not-an-email', MESSAGES.validEmail],
    ['phone', '12345', MESSAGES.validPhone],
    ['postal', '1001', R.postalValid],
    ['state', 'ON', R.state],
    ['ein', '123', R.ein],
    ['business_name', '   ', R.businessName],
  ])('refuses a bad %s', async (field, value, message) => {
    const a = applicant();
    const res = await call(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, [field]: value, code: '000000' });
    expect(res.errmsg).toBe(message);
  });

  it('asks for the code, refuses a wrong one, and accepts the one sent by email', async () => {
    const a = applicant();
    const none = await call(REGISTRATION_CALLS.firstCheck, a.guest, a.step1);
    expect({ err: none.err, errmsg: none.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: R.code });
    await call(REGISTRATION_CALLS.sendCode, a.guest, { email: a.step1.email });
    const code = await latestCode(a.step1.email);
    const wrong = await call(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, code: code === '111111' ? '222222' : '111111' });
    expect({ err: wrong.err, errmsg: wrong.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    const right = await call<{ registration_id: string }>(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, code });
    expect(right.val.registration_id).toMatch(/^[0-9a-f-]{36}$/);
    // Going back to step 1 to fix a detail needs no new code, and updates the same draft.
    const again = await call<{ registration_id: string }>(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, registration_id: right.val.registration_id, city: 'Brooklyn' });
    expect(again.val.registration_id).toBe(right.val.registration_id);
    // Another visitor cannot touch the draft.
    const foreign = await call(REGISTRATION_CALLS.firstCheck, 'guest-intruder-1', { ...a.step1, registration_id: right.val.registration_id, code });
    expect(foreign.errmsg).toBe(R.registration);
  });

  it('accepts a code sent by SMS to the phone', async () => {
    const a = applicant();
    await call(REGISTRATION_CALLS.sendCode, a.guest, { phone: a.step1.phone });
    const res = await call(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, code: await latestCode(a.step1.phone.replace(/\D/g, '')) });
    expect(res.err).toBe(ERR.OK);
  });

  it('refuses a registered business name whatever its case and spacing, a used email and a registered phone', async () => {
    const a = applicant();
    const company = await call(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, business_name: '  existing   INTERIORS ', code: '000000' });
    expect({ err: company.err, errmsg: company.errmsg }).toEqual({ err: ERR.COMPANY_REGISTERED, errmsg: 'The company is already registered' });
    const email = await call(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, email: 'Taken@Studio.test', code: '000000' });
    expect({ err: email.err, errmsg: email.errmsg }).toEqual({ err: 25002, errmsg: 'This email is already used, please use another email' });
    const phone = await call(REGISTRATION_CALLS.firstCheck, a.guest, { ...a.step1, phone: '212-555-0199', code: '000000' });
    expect({ err: phone.err, errmsg: phone.errmsg }).toEqual({ err: ERR.PHONE_REGISTERED, errmsg: MESSAGES.phoneRegistered });
  });
});

describe('step 2, Documents', () => {
  it("refuses no certificate, more than ten, an unknown file and another visitor's upload", async () => {
    const a = applicant();
    const id = await step1(a);
    const none = await call(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, file_ids: [] });
    expect(none.errmsg).toBe(R.certificate);
    const eleven = Array.from({ length: 11 }, () => crypto.randomUUID());
    expect((await call(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, file_ids: eleven })).errmsg).toBe(R.tooManyFiles);
    expect((await call(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, file_ids: [crypto.randomUUID()] })).errmsg).toBe(R.uploadUnfinished);
    const theirs = await uploadCertificate('guest-someone-else');
    expect((await call(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, file_ids: [theirs.file_id] })).errmsg).toBe(R.uploadUnfinished);
    const mine = await uploadCertificate(a.guest);
    const ok = await call<{ files: Array<{ file_id: string }> }>(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, file_ids: [mine.file_id] });
    expect(ok.val.files.map((f) => f.file_id)).toEqual([mine.file_id]);
  });

  it('deletes a certificate of the same visitor only, and refuses one of a submitted application', async () => {
    const a = applicant();
    const file = await uploadCertificate(a.guest);
    expect((await call(REGISTRATION_CALLS.fileDel, 'guest-not-owner', { file_id: file.file_id })).err).toBe(ERR.NOT_FOUND);
    expect((await call(REGISTRATION_CALLS.fileDel, a.guest, { file_id: file.file_id })).val).toEqual({ deleted: true });
    const [row] = await api.services.db.select().from(files).where(eq(files.id, file.file_id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await api.services.files.get(row!.storageKey)).toBeNull();
    expect((await call(REGISTRATION_CALLS.fileDel, a.guest, { file_id: file.file_id })).err).toBe(ERR.NOT_FOUND);

    const b = applicant();
    const id = await submitted(b);
    const [tied] = await api.services.db.select().from(files).where(eq(files.registrationId, id));
    expect((await call(REGISTRATION_CALLS.fileDel, b.guest, { file_id: tied!.id })).err).toBe(ERR.APPLICATION_PENDING);
  });
});

describe('step 3, submit', () => {
  it.each([
    [{ printed_name: '' }, R.printedName],
    [{ title: ' ' }, R.title],
    [{ signature: '' }, R.signature],
    [{ signature: `data:image/png;base64,${'A'.repeat(210 * 1024)}` }, R.signatureTooLarge],
    [{ agree: false }, R.agree],
  ])('refuses %j', async (change, message) => {
    const res = await call(REGISTRATION_CALLS.submit, 'guest-terms-0001', { ...terms(crypto.randomUUID()), ...change });
    expect(res.errmsg).toBe(message);
  });

  it('refuses to submit without the documents step', async () => {
    const a = applicant();
    const id = await step1(a);
    expect((await call(REGISTRATION_CALLS.submit, a.guest, terms(id))).errmsg).toBe(R.certificate);
  });

  it('leaves nothing half-written when a step inside fails, then succeeds once, and a second submit creates nothing more', async () => {
    const a = applicant();
    const id = await step1(a);
    const file = await uploadCertificate(a.guest);
    await call(REGISTRATION_CALLS.secondCheck, a.guest, { registration_id: id, file_ids: [file.file_id] });

    const real = api.services.outbox;
    api.services.outbox = { ...real, enqueue: async () => Promise.reject(new Error('mail queue unavailable')) } as Outbox;
    let failed;
    try {
      failed = await call(REGISTRATION_CALLS.submit, a.guest, terms(id));
    } finally {
      api.services.outbox = real;
    }
    expect({ err: failed.err, errmsg: failed.errmsg }).toEqual({ err: ERR.SUBMIT_FAILED, errmsg: 'The submission is incomplete or failed, please contact the trade team' });
    expect(await count(accounts, eq(accounts.email, a.step1.email))).toBe(0);
    expect(await count(companies, eq(companies.businessName, a.step1.business_name))).toBe(0);
    const [draft] = await api.services.db.select().from(registrations).where(eq(registrations.id, id));
    expect(draft!.state).toBe('draft');

    const [first, second] = await Promise.all([call(REGISTRATION_CALLS.submit, a.guest, terms(id)), call(REGISTRATION_CALLS.submit, a.guest, terms(id))]);
    expect([first.err, second.err]).toEqual([ERR.OK, ERR.OK]);
    const third = await call<{ state: string }>(REGISTRATION_CALLS.submit, a.guest, terms(id));
    expect(third.val.state).toBe('submitted');
    expect(await count(companies, eq(companies.businessName, a.step1.business_name))).toBe(1);
    const [account] = await api.services.db.select().from(accounts).where(eq(accounts.email, a.step1.email));
    expect(account).toMatchObject({ kind: 'designer', state: 'applied', passwordHash: null, phone: a.step1.phone.replace(/\D/g, '') });
    const [company] = await api.services.db.select().from(companies).where(eq(companies.id, account!.companyId!));
    expect(company).toMatchObject({ state: 'applied', businessName: a.step1.business_name });
    const [tied] = await api.services.db.select().from(files).where(eq(files.id, file.file_id));
    expect(tied).toMatchObject({ registrationId: id, ownerAccountId: account!.id });
    const received = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, a.step1.email), eq(outbox.template, 'registration_received')));
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toContain('48 hours');
    // The name is now taken for everyone else.
    const b = applicant();
    const dup = await call(REGISTRATION_CALLS.firstCheck, b.guest, { ...b.step1, business_name: a.step1.business_name.toUpperCase(), code: '000000' });
    expect(dup.errmsg).toBe(MESSAGES.companyRegistered);
  });
});

describe('staff approval and activation', () => {
  it('refuses approval to a visitor and to a designer', async () => {
    const visitor = await api.call(REGISTRATION_CALLS.approve, { body: { email: 'x@y.test' } });
    expect([ERR.SESSION_INVALID, ERR.NO_PERMISSION]).toContain(visitor.err);
    const designer = await api.call(REGISTRATION_CALLS.approve, { body: { email: 'x@y.test' }, token: designerToken });
    expect(designer.err).toBe(ERR.NO_PERMISSION);
  });

  it('registers with a certificate, is approved, gets the activation email, sets a password and signs in', async () => {
    const a = applicant();
    await submitted(a);
    const before = await signIn(a.step1.email, 'Harbor-Light-2026');
    expect(before.err).not.toBe(ERR.OK);

    const res = await api.call<{ state: string; email: string }>(REGISTRATION_CALLS.approve, { body: { email: a.step1.email }, token: agentToken });
    expect(res.val).toMatchObject({ state: 'approved', email: a.step1.email });
    const [account] = await api.services.db.select().from(accounts).where(eq(accounts.email, a.step1.email));
    expect(account!.state).toBe('approved');
    const [company] = await api.services.db.select().from(companies).where(eq(companies.id, account!.companyId!));
    expect(company!.state).toBe('approved');
    const again = await api.call(REGISTRATION_CALLS.approve, { body: { email: a.step1.email }, token: agentToken });
    expect(again.err).toBe(ERR.APPLICATION_DECIDED);

    const [mail] = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, a.step1.email), eq(outbox.template, 'activation')));
    const link = new URL(mail!.links[0]!.url);
    expect(link.pathname).toBe('/setPassword');
    expect(link.searchParams.get('type')).toBe('activation');
    const token = link.searchParams.get('token')!;

    const set = await api.call(IDENTITY_CALLS.setPassword, { body: { token, password: 'Harbor-Light-2026', confirm_password: 'Harbor-Light-2026' } });
    expect(set.err).toBe(ERR.OK);
    const login = await signIn(a.step1.email, 'Harbor-Light-2026');
    expect(login.err).toBe(ERR.OK);
    const info = await api.call<{ state: string; company: { name: string } }>(IDENTITY_CALLS.userInfo, { token: login.val.token, body: {} });
    expect(info.val).toMatchObject({ state: 'activated', company: { name: a.step1.business_name } });
    const resend = await call(REGISTRATION_CALLS.sendActivationEmail, a.guest, { email: a.step1.email });
    expect(resend.errmsg).toBe(MESSAGES.accountRegistered);

    // Roles per mode differ as the permission matrix says.
    const session = login.val.token;
    const roles = async (mode: string) => (await api.call<{ Role: string[] }>(IDENTITY_CALLS.userRole, { token: session, mode, query: { mode } })).val.Role.sort();
    for (const mode of ['mibd_safe', 'mibd_communicate', 'mibd_designer'] as const) {
      expect(await roles(mode)).toEqual([...rolesFor('designer', mode)!].sort());
    }
    expect(await roles('mibd_safe')).not.toEqual(await roles('mibd_designer'));

    // Logout makes the token fail with the session-invalid code.
    expect((await api.call(IDENTITY_CALLS.logout, { token: session, body: {} })).err).toBe(ERR.OK);
    const after = await api.call(IDENTITY_CALLS.userInfo, { token: session, body: {} });
    expect(after.err).toBe(ERR.SESSION_INVALID);
  });

  it('re-sends the activation email to an approved account (older link retired), and explains the other states', async () => {
    const a = applicant();
    await submitted(a);
    const pending = await call(REGISTRATION_CALLS.sendActivationEmail, a.guest, { email: a.step1.email });
    expect({ err: pending.err, errmsg: pending.errmsg }).toEqual({ err: ERR.APPLICATION_PENDING, errmsg: MESSAGES.applicationPending });
    await approveRegistration(api.services, a.step1.email);
    const resent = await call(REGISTRATION_CALLS.sendActivationEmail, a.guest, { email: a.step1.email });
    expect(resent.val).toEqual({ sent: true });
    const mails = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, a.step1.email), eq(outbox.template, 'activation'))).orderBy(outbox.createdAt);
    expect(mails).toHaveLength(2);
    const oldToken = new URL(mails[0]!.links[0]!.url).searchParams.get('token');
    const check = await api.call(IDENTITY_CALLS.checkLink, { body: { token: oldToken } });
    if (check.status !== 404) expect(check.errmsg).toBe(MESSAGES.linkExpired);
    expect((await call(REGISTRATION_CALLS.sendActivationEmail, a.guest, { email: 'nobody@nowhere.test' })).errmsg).toBe(MESSAGES.accountNotRegistered);
    expect((await call(REGISTRATION_CALLS.sendActivationEmail, a.guest, { email: 'gone@studio.test' })).errmsg).toBe(MESSAGES.accountClosed);
  });

  it('rejects with a reason: the applicant is told, and the business may apply again', async () => {
    const a = applicant();
    await submitted(a);
    const res = await api.call<{ state: string }>(REGISTRATION_CALLS.reject, { body: { email: a.step1.email, reason: 'The certificate is not legible' }, token: agentToken });
    expect(res.val.state).toBe('rejected');
    const [mail] = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, a.step1.email), eq(outbox.template, 'registration_rejected')));
    expect(mail!.body).toContain('The certificate is not legible');
    expect(await count(accounts, eq(accounts.email, a.step1.email))).toBe(0);
    const retry = { ...a, guest: `${a.guest}-retry` };
    api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    await submitted(retry);
    expect(await count(companies, eq(companies.businessName, a.step1.business_name))).toBe(1);
  });

  it('the approve command reads its arguments', () => {
    expect(parseArgs(['a@b.test'])).toEqual({ reject: null, targets: ['a@b.test'] });
    expect(parseArgs(['--reject', 'Bad scan', 'a@b.test'])).toEqual({ reject: 'Bad scan', targets: ['a@b.test'] });
  });
});

describe('existing trade customers', () => {
  it('shows the company of an account number (the prefill needs a code, M7), and refuses an unknown or closed one', async () => {
    const res = await call<Record<string, string>>(REGISTRATION_CALLS.oldUserInfo, 'guest-old-0001', { account_number: 'taken@studio.test' });
    expect(res.val).toMatchObject({ business_name: 'Existing Interiors', first_name: '', phone: '', email: '' });
    const unknown = await call(REGISTRATION_CALLS.oldUserInfo, 'guest-old-0001', { account_number: 'who@where.test' });
    expect({ err: unknown.err, errmsg: unknown.errmsg }).toEqual({ err: ERR.ACCOUNT_NUMBER_NOT_FOUND, errmsg: 'Account number not found' });
    const empty = await call(REGISTRATION_CALLS.oldUserInfo, 'guest-old-0001', { account_number: ' ' });
    expect(empty.errmsg).toBe(R.accountNumber);
  });

  it("registers a new person into the existing company, once; a closed account is told to activate", async () => {
    const body = { account_number: 'taken@studio.test', first_name: 'Jamie', last_name: 'Cole', email: 'jamie@studio.test', phone: '2125550177' };
    await call(REGISTRATION_CALLS.sendCode, 'guest-simple-01', { email: body.email });
    const res = await call<{ state: string }>(REGISTRATION_CALLS.simpleRegister, 'guest-simple-01', { ...body, code: await latestCode(body.email) });
    expect(res.val).toMatchObject({ state: 'submitted', email: body.email });
    const [account] = await api.services.db.select().from(accounts).where(eq(accounts.email, body.email));
    const [existing] = await api.services.db.select().from(accounts).where(eq(accounts.email, 'taken@studio.test'));
    expect(account).toMatchObject({ state: 'applied', companyId: existing!.companyId });
    const twice = await call(REGISTRATION_CALLS.simpleRegister, 'guest-simple-01', { ...body, code: '000000' });
    expect({ err: twice.err, errmsg: twice.errmsg }).toEqual({ err: ERR.ACCOUNT_REGISTERED, errmsg: 'The account is already registered' });
    const closed = await call(REGISTRATION_CALLS.simpleRegister, 'guest-simple-01', { ...body, email: 'gone@studio.test', code: '000000' });
    expect(closed.errmsg).toBe('The account is closed, please operate the Activate button');
    const wrongCode = await call(REGISTRATION_CALLS.simpleRegister, 'guest-simple-01', { ...body, email: 'new@studio.test', phone: '2125550178', code: '000000' });
    expect(wrongCode.errmsg).toBe(MESSAGES.verificationCodeError);
    // Staff approve it like any application; the company stays as it was.
    const decision = await approveRegistration(api.services, body.email);
    expect(decision.state).toBe('approved');
  });
});
