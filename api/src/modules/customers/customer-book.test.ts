import {
  CATALOG_CALLS,
  CUSTOMER_BOOK_MESSAGES,
  CUSTOMER_CALLS,
  CUSTOMER_MESSAGES,
  ERR,
  IDENTITY_CALLS,
  INVITATION_VALID_DAYS,
  MESSAGES,
  PROJECT_CALLS,
  PROJECT_MESSAGES,
  type Customer,
  type CustomerDetailResponse,
  type AccountKind,
} from '@storefront/contracts';
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customers, linkTokens, outbox } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { signedIn, type Person, type PersonOptions } from '../../testing/people';
import { openSession } from '../identity';

let api: TestApi;

type Who = Person;
let dana: Who;
let member: Who;
let omar: Who;
let casey: Who;
/** Dana's company's customers, and one of Omar's. */
let avery: Customer;
let blake: Customer;
let olive: Customer;

const NEW_PASSWORD = 'Invited-Password-42';
const DAY = 86_400_000;

const person = (kind: AccountKind, email: string, more?: PersonOptions) => signedIn(api, kind, email, more);

/** New sessions for everyone (the clock moved past their idle time). */
async function signInAgain(): Promise<void> {
  for (const who of [dana, member, omar, casey]) who.token = (await openSession(api.services, { id: who.id, kind: who.kind }, 'hom')).token;
}

beforeAll(async () => {
  api = await startTestApi();
  dana = await person('designer', 'dana@studio.test', { companyName: 'Studio One', firstName: 'Dana' });
  member = await person('sub_account', 'member@studio.test', { parentId: dana.id, firstName: 'Morgan', companyOf: dana });
  omar = await person('designer', 'omar@elsewhere.test', { companyName: 'Elsewhere Design' });
  casey = await person('customer', 'casey@home.test', { parentId: dana.id });
  // An account that already holds an email a customer has.
  await createAccount(api.services, { kind: 'designer', email: 'taken@clients.test', companyName: 'Taken Studio' });
  const add = async (who: Who, first: string, last: string, extra: Record<string, string> = {}) =>
    (await api.call(CUSTOMER_CALLS.add, { body: { first_name: first, last_name: last, email: `${first.toLowerCase()}@clients.test`, ...extra }, token: who.token, mode: 'mibd_designer' })).val;
  avery = await add(dana, 'Avery', 'Stone', { phone: '2125550100', city: 'New York' });
  blake = await add(dana, 'Blake', 'Rivers');
  olive = await add(omar, 'Olive', 'Other');
});
afterAll(() => api.close());

const modeOf = (who: Who) => (who.kind === 'customer' ? 'mibd_customer' : 'mibd_designer');
const as = (who: Who, mode = modeOf(who)) => ({ token: who.token, mode });
const pick = (res: { err: number; errmsg: string; val?: unknown }) => ({ err: res.err, errmsg: res.errmsg });
const detail = (customerId: string, who = dana, mode?: string) => api.call<CustomerDetailResponse>(CUSTOMER_CALLS.detail, { body: { customer_id: customerId }, ...as(who, mode) });
const edit = (body: Record<string, unknown>, who = dana, mode?: string) => api.call<CustomerDetailResponse>(CUSTOMER_CALLS.edit, { body, ...as(who, mode) });
const invite = (body: Record<string, unknown>, who = dana, mode?: string) => api.call<CustomerDetailResponse>(CUSTOMER_CALLS.invite, { body, ...as(who, mode) });
const formOf = (c: Customer, extra: Record<string, string> = {}) => ({
  customer_id: c.id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
  street_address: c.street_address,
  city: c.city,
  state: c.state,
  postal: c.postal,
  country: c.country,
  ...extra,
});
const notFound = { err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound };
const expired = { err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired };

const rowOf = async (id: string) => (await api.services.db.select().from(customers).where(eq(customers.id, id)))[0]!;
const accountOf = async (email: string) => (await api.services.db.select().from(accounts).where(eq(accounts.email, email)))[0] ?? null;
const mailsTo = (email: string) => api.services.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt));
/** The token of the newest invitation mailed to `email`, with the link it came in. */
async function invitationLink(email: string): Promise<{ url: URL; token: string }> {
  const [mail] = await mailsTo(email);
  expect(mail?.template).toBe('invitation');
  const url = new URL(mail!.links[0]!.url);
  return { url, token: url.searchParams.get('token')! };
}
const checkLink = (token: string) => api.call<{ email: string; purpose: string }>(IDENTITY_CALLS.checkLink, { body: { token } });
const setPassword = (token: string) =>
  api.call<{ token: string; user_email: string; kind: string; mode: string }>(IDENTITY_CALLS.setPassword, { body: { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD } });
/** Moves the clock past the pause between two emails of one kind to one address. */
const pastPause = () => api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000 + 1000);

describe('customer detail', () => {
  it("answers one of the company's customers with its form's fields, not invited yet; the company's sub-account reads it too", async () => {
    const res = await detail(avery.id);
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toEqual({ customer: avery, invitation: { state: 'not_invited', sent_at: null, expires_at: null, activated_at: null } });
    expect(res.val.customer.phone).toBe('2125550100');
    expect((await detail(avery.id.toUpperCase(), member)).val).toEqual(res.val);
    expect((await detail(avery.id, dana, 'mibd_communicate')).err).toBe(ERR.OK);
  });

  it("answers another company's customer exactly as a made-up id, and a malformed id with the same words", async () => {
    expect(pick(await detail(olive.id))).toEqual(notFound);
    expect(pick(await detail(randomUUID()))).toEqual(notFound);
    expect(pick(await detail(avery.id, omar))).toEqual(notFound);
    const malformed = await detail('not-an-id');
    expect({ ...pick(malformed), status: malformed.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: PROJECT_MESSAGES.customerNotFound, status: 400 });
  });

  it('refuses browsing mode, invited customers and callers without a session', async () => {
    expect((await detail(avery.id, dana, 'mibd_safe')).err).toBe(ERR.NO_PERMISSION);
    expect((await detail(avery.id, casey)).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CUSTOMER_CALLS.detail, { body: { customer_id: avery.id } })).err).toBe(ERR.SESSION_INVALID);
  });
});

describe('edit customer', () => {
  it("changes the customer's fields under the form's rules and answers the customer with its invitation", async () => {
    const res = await edit(formOf(blake, { first_name: ' Blake ', email: 'Blake.Rivers@Clients.TEST', phone: '+16465550199', postal: '10001-1234', city: 'Hudson' }));
    expect(res.err).toBe(ERR.OK);
    expect(res.val.customer).toMatchObject({ id: blake.id, name: 'Blake Rivers', first_name: 'Blake', email: 'blake.rivers@clients.test', phone: '6465550199', postal: '10001-1234', city: 'Hudson' });
    expect(res.val.invitation.state).toBe('not_invited');
    blake = res.val.customer;
    const list = await api.call(CUSTOMER_CALLS.list, { body: { search: 'rivers' }, ...as(dana) });
    expect(list.val.list).toEqual([blake]);
  });

  it.each([
    [{ first_name: '' }, CUSTOMER_MESSAGES.firstName],
    [{ last_name: 'B'.repeat(21) }, 'Last Name can be at most 20 characters'],
    [{ email: 'blake@clients' }, MESSAGES.validEmail],
    [{ phone: '555-0100' }, MESSAGES.validPhone],
    [{ postal: '1234' }, CUSTOMER_MESSAGES.validPostal],
  ])('refuses %o with the form message and changes nothing', async (extra, errmsg) => {
    const before = await rowOf(blake.id);
    const res = await edit(formOf(blake, extra));
    expect({ ...pick(res), status: res.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg, status: 400 });
    expect(await rowOf(blake.id)).toEqual(before);
  });

  it("refuses an email another of the company's customers has, on the email field", async () => {
    const res = await edit(formOf(blake, { email: 'AVERY@clients.test' }));
    expect({ ...pick(res), val: res.val }).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: CUSTOMER_MESSAGES.emailExists, val: { field: 'email' } });
    expect((await rowOf(blake.id)).email).toBe('blake.rivers@clients.test');
  });

  it("answers another company's customer as a missing one and leaves it as it was", async () => {
    const before = await rowOf(olive.id);
    expect(pick(await edit(formOf(olive, { first_name: 'Mallory' })))).toEqual(notFound);
    expect(pick(await edit(formOf(avery, { first_name: 'Mallory' }), omar))).toEqual(notFound);
    expect(pick(await edit(formOf(avery, { customer_id: randomUUID(), first_name: 'Mallory' })))).toEqual(notFound);
    expect(await rowOf(olive.id)).toEqual(before);
    expect((await rowOf(avery.id)).firstName).toBe('Avery');
  });

  it('refuses a body that is not a form with a 400 envelope', async () => {
    const res = await edit({ customer_id: blake.id, first_name: 5, email: [] });
    expect({ status: res.status, err: res.err }).toEqual({ status: 400, err: ERR.BAD_REQUEST });
  });

  it('refuses browsing mode and invited customers', async () => {
    expect((await edit(formOf(blake), dana, 'mibd_safe')).err).toBe(ERR.NO_PERMISSION);
    expect((await edit(formOf(blake), casey)).err).toBe(ERR.NO_PERMISSION);
  });
});

describe('invite customer', () => {
  let averyProject: string;

  beforeAll(async () => {
    // A project for each customer: the invited customer will read only their own.
    const make = async (name: string, customerId: string) => (await api.call(PROJECT_CALLS.create, { body: { name, customer_id: customerId }, ...as(dana) })).val.id;
    averyProject = await make('Avery Loft', avery.id);
    await make('Blake Cabin', blake.id);
  });

  it('makes an approved customer account for the email, linked to the customer, and mails it a link to /setPassword valid 3 days', async () => {
    const before = api.services.now().getTime();
    const res = await invite({ customer_id: avery.id, email: ' Avery@Clients.test ' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.customer).toEqual(avery);
    const { invitation } = res.val;
    expect(invitation.state).toBe('invited');
    const sent = Date.parse(invitation.sent_at!);
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(Date.parse(invitation.expires_at!) - sent).toBe(INVITATION_VALID_DAYS * DAY);
    expect(invitation.activated_at).toBeNull();

    const account = await accountOf('avery@clients.test');
    expect(account).toMatchObject({ kind: 'customer', state: 'approved', firstName: 'Avery', lastName: 'Stone', parentId: dana.id, passwordHash: null, companyId: null });
    expect((await rowOf(avery.id)).accountId).toBe(account!.id);

    const [mail] = await mailsTo('avery@clients.test');
    expect(mail).toMatchObject({ channel: 'email', template: 'invitation', subject: 'Dana Person invited you to your customer account' });
    expect(mail!.body).toContain('expires in 3 days');
    const { url, token } = await invitationLink('avery@clients.test');
    expect(`${url.origin}${url.pathname}`).toBe(new URL('/setPassword', api.config.PUBLIC_URL).toString());
    expect((await checkLink(token)).val).toEqual({ email: 'avery@clients.test', purpose: 'invitation' });
    expect((await detail(avery.id, member)).val.invitation).toEqual(invitation);
  });

  it('locks the email once the invitation was sent: an edit to another email is refused on the email field, the rest may change', async () => {
    const before = await rowOf(avery.id);
    const res = await edit(formOf(avery, { email: 'avery.new@clients.test' }));
    expect({ ...pick(res), val: res.val, status: res.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: CUSTOMER_BOOK_MESSAGES.emailLocked, val: { field: 'email' }, status: 400 });
    expect(await rowOf(avery.id)).toEqual(before);
    const renamed = await edit(formOf(avery, { email: 'AVERY@clients.test', city: 'Brooklyn' }));
    expect(renamed.err).toBe(ERR.OK);
    expect(renamed.val.customer).toMatchObject({ email: 'avery@clients.test', city: 'Brooklyn' });
    expect(renamed.val.invitation.state).toBe('invited');
    avery = renamed.val.customer;
  });

  it('refuses a resend to another address than the one invited, and a resend within the pause between two emails', async () => {
    const { token } = await invitationLink('avery@clients.test');
    const other = await invite({ customer_id: avery.id, email: 'avery.new@clients.test' });
    expect({ ...pick(other), val: other.val }).toEqual({ err: ERR.BAD_REQUEST, errmsg: CUSTOMER_BOOK_MESSAGES.emailLocked, val: { field: 'email' } });
    const soon = await invite({ customer_id: avery.id });
    expect(soon.err).toBe(ERR.DAILY_LIMIT);
    expect(soon.errmsg).toMatch(/^A message was just sent/);
    expect((await checkLink(token)).err).toBe(ERR.OK);
    expect(await mailsTo('avery.new@clients.test')).toEqual([]);
  });

  it('resends with a new link: the one sent before stops working, the account stays the same', async () => {
    const first = await invitationLink('avery@clients.test');
    const sentBefore = (await detail(avery.id)).val.invitation.sent_at!;
    pastPause();
    const res = await invite({ customer_id: avery.id }, member);
    expect(res.err).toBe(ERR.OK);
    expect(Date.parse(res.val.invitation.sent_at!)).toBeGreaterThan(Date.parse(sentBefore));
    const second = await invitationLink('avery@clients.test');
    expect(second.token).not.toBe(first.token);
    expect(pick(await checkLink(first.token))).toEqual(expired);
    expect(pick(await setPassword(first.token))).toEqual(expired);
    expect((await checkLink(second.token)).val.purpose).toBe('invitation');
    const all = await api.services.db.select().from(accounts).where(eq(accounts.email, 'avery@clients.test'));
    expect(all).toHaveLength(1);
    // The customer's designer is now the one who sent the invitation.
    expect(all[0]!.parentId).toBe(member.id);
  });

  it('activates the account when the invited customer chooses a password; the customer then signs in and reads only their own projects', async () => {
    pastPause();
    await invite({ customer_id: avery.id });
    const { token } = await invitationLink('avery@clients.test');
    const done = await setPassword(token);
    expect(done.err).toBe(ERR.OK);
    expect(done.val).toMatchObject({ user_email: 'avery@clients.test', kind: 'customer', mode: 'mibd_customer' });

    const res = await detail(avery.id);
    expect(res.val.invitation).toMatchObject({ state: 'active', expires_at: null });
    expect(Date.parse(res.val.invitation.activated_at!)).not.toBeNaN();
    expect((await accountOf('avery@clients.test'))!.state).toBe('activated');

    const login = await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: 'avery@clients.test', password: NEW_PASSWORD, login_type: 1 } });
    expect(login.err).toBe(ERR.OK);
    const own = { token: login.val.token, mode: 'mibd_customer' };
    const projects = await api.call(PROJECT_CALLS.list, { body: {}, ...own });
    expect(projects.val.list.map((p) => p.id)).toEqual([averyProject]);
    expect(pick(await api.call(PROJECT_CALLS.customerProjects, { body: { customer_id: blake.id }, ...own }))).toEqual(notFound);
    // My Designer: the designer who sent the invitation.
    const designer = await api.call(CATALOG_CALLS.designerInfo, { body: {}, ...own });
    expect(designer.val).toMatchObject({ name: 'Dana Person', email: 'dana@studio.test' });
    // The customer's own account has no customers of its own.
    expect((await api.call(CUSTOMER_CALLS.detail, { body: { customer_id: avery.id }, ...own })).err).toBe(ERR.NO_PERMISSION);
  });

  it("refuses to invite a customer whose account is already active, and sends nothing", async () => {
    pastPause();
    const mails = (await mailsTo('avery@clients.test')).length;
    expect(pick(await invite({ customer_id: avery.id }))).toEqual({ err: ERR.ACCOUNT_REGISTERED, errmsg: CUSTOMER_BOOK_MESSAGES.alreadyActive });
    expect(await mailsTo('avery@clients.test')).toHaveLength(mails);
  });

  it("answers 'This email is already used, please use another email' on the email field when another account holds it; nothing is made", async () => {
    const taken = (await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Tara', last_name: 'Taken', email: 'taken@clients.test' }, ...as(dana) })).val;
    const res = await invite({ customer_id: taken.id });
    expect({ ...pick(res), val: res.val }).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: 'This email is already used, please use another email', val: { field: 'email' } });
    expect((await rowOf(taken.id)).accountId).toBeNull();
    expect(await mailsTo('taken@clients.test')).toEqual([]);
    // The same for an email already invited by another company.
    const other = (await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Avery', last_name: 'Elsewhere', email: 'avery@clients.test' }, ...as(omar) })).val;
    expect(pick(await invite({ customer_id: other.id }, omar))).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: MESSAGES.emailUsed });
    expect((await rowOf(other.id)).accountId).toBeNull();
  });

  it('takes a corrected email before the first invitation (the customer keeps it), under the same rules as an edit', async () => {
    const dup = await invite({ customer_id: blake.id, email: 'avery@clients.test' });
    expect({ ...pick(dup), val: dup.val }).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: CUSTOMER_MESSAGES.emailExists, val: { field: 'email' } });
    const bad = await invite({ customer_id: blake.id, email: 'blake@clients' });
    expect({ ...pick(bad), status: bad.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: MESSAGES.validEmail, status: 400 });
    expect((await rowOf(blake.id)).accountId).toBeNull();

    const res = await invite({ customer_id: blake.id, email: 'blake@rivers-home.test' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.customer.email).toBe('blake@rivers-home.test');
    expect((await rowOf(blake.id)).email).toBe('blake@rivers-home.test');
    expect((await invitationLink('blake@rivers-home.test')).token).toBeTruthy();
  });

  it("answers another company's customer and a made-up id as a missing one: no account, no link, no email", async () => {
    const links = (await api.services.db.select().from(linkTokens)).length;
    expect(pick(await invite({ customer_id: olive.id, email: 'mallory@attacker.test' }))).toEqual(notFound);
    expect(pick(await invite({ customer_id: avery.id }, omar))).toEqual(notFound);
    expect(pick(await invite({ customer_id: randomUUID() }))).toEqual(notFound);
    expect((await rowOf(olive.id)).accountId).toBeNull();
    expect(await accountOf('mallory@attacker.test')).toBeNull();
    expect(await accountOf('olive@clients.test')).toBeNull();
    expect(await mailsTo('mallory@attacker.test')).toEqual([]);
    expect(await api.services.db.select().from(linkTokens)).toHaveLength(links);
  });

  it('refuses browsing mode, invited customers and callers without a session', async () => {
    expect((await invite({ customer_id: blake.id }, dana, 'mibd_safe')).err).toBe(ERR.NO_PERMISSION);
    expect((await invite({ customer_id: blake.id }, casey)).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CUSTOMER_CALLS.invite, { body: { customer_id: blake.id } })).err).toBe(ERR.SESSION_INVALID);
  });

  it('writes nothing when the email cannot be queued: no account, no link, the customer not linked', async () => {
    const quiet = (await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Quinn', last_name: 'Quiet', email: 'quinn@clients.test' }, ...as(dana) })).val;
    const links = (await api.services.db.select().from(linkTokens)).length;
    const enqueue = api.services.outbox.enqueue;
    api.services.outbox.enqueue = () => Promise.reject(new Error('the outbox is unavailable'));
    try {
      const res = await invite({ customer_id: quiet.id, email: 'quinn.q@clients.test' });
      expect(res.err).toBe(ERR.SERVER);
    } finally {
      api.services.outbox.enqueue = enqueue;
    }
    expect(await accountOf('quinn.q@clients.test')).toBeNull();
    expect(await rowOf(quiet.id)).toMatchObject({ accountId: null, email: 'quinn@clients.test' });
    expect(await api.services.db.select().from(linkTokens)).toHaveLength(links);
  });

  it("answers 'The link has expired' once the invitation is 3 days old; the detail says when it expired, and a resend sends a working one", async () => {
    const { token } = await invitationLink('blake@rivers-home.test');
    api.advance(INVITATION_VALID_DAYS * DAY + 1000);
    await signInAgain();
    expect(pick(await checkLink(token))).toEqual(expired);
    expect(pick(await setPassword(token))).toEqual(expired);
    const { invitation } = (await detail(blake.id)).val;
    expect(invitation.state).toBe('invited');
    expect(Date.parse(invitation.expires_at!)).toBeLessThan(api.services.now().getTime());

    expect((await invite({ customer_id: blake.id })).err).toBe(ERR.OK);
    const fresh = await invitationLink('blake@rivers-home.test');
    expect((await setPassword(fresh.token)).err).toBe(ERR.OK);
    expect((await detail(blake.id)).val.invitation.state).toBe('active');
  });
});
