import {
  CUSTOMER_CALLS,
  ERR,
  IDENTITY_CALLS,
  MEMBER_CALLS,
  MEMBER_ERR,
  MEMBER_MESSAGES,
  MESSAGES,
  PROJECT_CALLS,
  type Customer,
  type Member,
  type MemberListResponse,
  type AccountKind,
} from '@storefront/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, customers, linkTokens, outbox, projects, sessions } from '../../platform/db/schema';
import { TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { signedIn, type Person, type PersonOptions } from '../../testing/people';

let api: TestApi;

type Who = Person;
let dana: Who;
let omar: Who;
/** Dana's company's activated member (made directly), and Omar's company's member. */
let sam: Who;
let olga: Who;

/** Each person's first name is the start of their email. */
const person = (kind: AccountKind, email: string, more: PersonOptions = {}) => signedIn(api, kind, email, { firstName: email.split('@')[0]!, ...more });

const as = (who: Who, mode = 'mibd_designer') => ({ token: who.token, mode });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const list = (who = dana, mode?: string) => api.call<MemberListResponse>(MEMBER_CALLS.list, { body: {}, ...as(who, mode) });
const invite = (body: unknown, who = dana) => api.call<Member>(MEMBER_CALLS.invite, { body, ...as(who) });
const resend = (memberId: string, who = dana) => api.call<Member>(MEMBER_CALLS.resend, { body: { member_id: memberId }, ...as(who) });
const close = (memberId: string, receiverId: string, who = dana) => api.call(MEMBER_CALLS.close, { body: { member_id: memberId, receiver_id: receiverId }, ...as(who) });
const reopen = (memberId: string, who = dana) => api.call<Member>(MEMBER_CALLS.reopen, { body: { member_id: memberId }, ...as(who) });

/** The links of the newest invitation sent to `email`, and how many were sent. */
async function invitations(email: string): Promise<{ count: number; token: string | null; url: string | null; subject: string; body: string }> {
  const rows = await api.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'sub_account_invitation')))
    .orderBy(desc(outbox.createdAt));
  const url = rows[0]?.links[0]?.url ?? null;
  return { count: rows.length, url, token: url ? new URL(url).searchParams.get('token') : null, subject: rows[0]?.subject ?? '', body: rows[0]?.body ?? '' };
}

const accountOf = async (id: string) => (await api.services.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const accountByEmail = async (email: string) => (await api.services.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const setMaximum = (companyId: string, max: number) => api.services.db.update(companies).set({ maxActiveAccounts: max }).where(eq(companies.id, companyId));
/** Moves the clock past the pause between two messages to one recipient. */
const pauseOver = () => api.advance(61_000);

/** Sets the password from an invitation's link, as /subAccountActivation does. */
const activate = (token: string) =>
  api.call<{ token: string }>(IDENTITY_CALLS.setPassword, { body: { token, password: 'Member-Passw0rd-1', confirm_password: 'Member-Passw0rd-1' } });

beforeAll(async () => {
  api = await startTestApi({ SEND_CLIENT_DAILY_LIMIT: '1000' });
  dana = await person('designer', 'dana@studio.test', { companyName: 'Studio One' });
  omar = await person('designer', 'omar@elsewhere.test', { companyName: 'Elsewhere Design' });
  sam = await person('sub_account', 'sam@studio.test', { companyOf: dana, parentId: dana.id });
  olga = await person('sub_account', 'olga@elsewhere.test', { companyOf: omar, parentId: omar.id });
  // Room for every invitation below but those that test the maximum.
  await setMaximum(dana.companyId!, 20);
});
afterAll(() => api.close());

describe('the members list', () => {
  it("lists the company's members with their type, account, status and times, the seats and who may receive a member's things", async () => {
    const res = await list();
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    expect(res.val.list).toEqual([
      expect.objectContaining({ id: sam.id, type: 'sub_account', account: 'sam@studio.test', name: 'sam Person', status: 'activated', closed_at: null }),
    ]);
    expect(Date.parse(res.val.list[0]!.invited_at)).not.toBeNaN();
    // Dana and Sam hold a seat each; both are activated, Dana (the caller) first.
    expect(res.val).toMatchObject({ max_active_accounts: 20, active_accounts: 2 });
    expect(res.val.receivers.map((r) => [r.id, r.type])).toEqual([
      [dana.id, 'designer'],
      [sam.id, 'sub_account'],
    ]);
  });

  it('shows nothing of another company', async () => {
    const res = await list(omar);
    expect(res.val.list.map((m) => m.id)).toEqual([olga.id]);
    expect(JSON.stringify(res.val)).not.toContain('studio.test');
  });

  it('is for the designer in designer mode only: other modes and kinds get 25010', async () => {
    for (const [who, mode] of [
      [dana, 'mibd_safe'],
      [dana, 'mibd_communicate'],
      [sam, 'mibd_designer'],
    ] as const) {
      expect(pick(await list(who, mode))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    }
    const customer = await person('customer', 'cody@home.test', { parentId: dana.id });
    expect((await list(customer, 'mibd_customer')).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(MEMBER_CALLS.list, { body: {} })).err).toBe(ERR.SESSION_INVALID);
  });

  it('tells a designer without a company that members belong to a company account', async () => {
    const lone = await person('designer', 'lone@studio.test');
    expect(pick(await list(lone))).toEqual({ err: MEMBER_ERR.NO_COMPANY, errmsg: MEMBER_MESSAGES.noCompany });
    expect(pick(await invite({ email: 'friend@lone.test', first_name: 'Fay', last_name: 'Friend' }, lone))).toEqual({ err: MEMBER_ERR.NO_COMPANY, errmsg: MEMBER_MESSAGES.noCompany });
  });
});

describe('inviting a member', () => {
  it('makes a sub-account of the company, to be activated, and emails a link to /subAccountActivation valid 3 days', async () => {
    const res = await invite({ email: '  Mia@Studio.TEST ', first_name: ' Mia ', last_name: 'Lane' });
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    expect(res.val).toMatchObject({ type: 'sub_account', account: 'mia@studio.test', first_name: 'Mia', last_name: 'Lane', name: 'Mia Lane', status: 'to be activated', activated_at: null, closed_at: null });
    const row = await accountOf(res.val.id);
    expect(row).toMatchObject({ kind: 'sub_account', state: 'approved', companyId: dana.companyId, parentId: dana.id, passwordHash: null });
    expect(row.invitedAt?.toISOString()).toBe(res.val.invited_at);

    const mail = await invitations('mia@studio.test');
    expect(mail.count).toBe(1);
    expect(new URL(mail.url!).pathname).toBe('/subAccountActivation');
    expect(mail.subject).toBe("You are invited to Studio One's trade account");
    expect(mail.body).toContain('expires in 3 days');
    const [link] = await api.services.db.select().from(linkTokens).where(eq(linkTokens.accountId, res.val.id));
    expect(link).toMatchObject({ purpose: 'sub_account' });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(3 * 86_400_000);

    // The existing activation page's calls: the link is good, choosing a password activates and signs in.
    expect((await api.call(IDENTITY_CALLS.checkLink, { body: { token: mail.token } })).val).toEqual({ email: 'mia@studio.test', purpose: 'sub_account' });
    const signedIn = await activate(mail.token!);
    expect(pick(signedIn)).toEqual({ err: ERR.OK, errmsg: '' });
    const mia = (await list()).val.list.find((m) => m.id === res.val.id)!;
    expect(mia.status).toBe('activated');
    expect(mia.activated_at).not.toBeNull();
    expect((await api.call(IDENTITY_CALLS.login, { body: { username: 'mia@studio.test', password: 'Member-Passw0rd-1', login_type: 1 } })).err).toBe(ERR.OK);
  });

  it.each([
    [{ email: '', first_name: 'Ann', last_name: 'Lee' }, MEMBER_MESSAGES.email],
    [{ email: 'ann@studio', first_name: 'Ann', last_name: 'Lee' }, MEMBER_MESSAGES.validEmail],
    [{ email: `${'a'.repeat(45)}@x.test`, first_name: 'Ann', last_name: 'Lee' }, MEMBER_MESSAGES.tooLong('email')],
    [{ email: 'ann@studio.test', first_name: '  ', last_name: 'Lee' }, MEMBER_MESSAGES.firstName],
    [{ email: 'ann@studio.test', last_name: 'Lee' }, MEMBER_MESSAGES.firstName],
    [{ email: 'ann@studio.test', first_name: 'Ann', last_name: 'L'.repeat(21) }, MEMBER_MESSAGES.tooLong('last_name')],
    [{ email: 'ann@studio.test', first_name: 'Ann', last_name: '' }, MEMBER_MESSAGES.lastName],
    [{ email: 'ann@studio.test', first_name: 42, last_name: 'Lee' }, null],
    [{ email: ['ann@studio.test'], first_name: 'Ann', last_name: 'Lee' }, null],
  ])('refuses %j with 400 and the form message, making nothing', async (body, errmsg) => {
    const res = await invite(body);
    expect(res.status).toBe(400);
    expect(res.err).toBe(ERR.BAD_REQUEST);
    if (errmsg !== null) expect(res.errmsg).toBe(errmsg);
    expect(await accountByEmail('ann@studio.test')).toBeUndefined();
  });

  it("refuses an email an account holds, in any case, on the email field (section 8's words), sending nothing", async () => {
    for (const email of ['sam@studio.test', 'OMAR@elsewhere.test', 'olga@elsewhere.test']) {
      const res = await invite({ email, first_name: 'Dup', last_name: 'Licate' });
      expect({ ...pick(res), val: res.val }).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: 'This email is already used, please use another email', val: { field: 'email' } });
    }
    expect((await invitations('sam@studio.test')).count).toBe(0);
  });

  it("refuses at the company's maximum with the spec's message; activated accounts and invitations waiting both count", async () => {
    const before = (await list()).val;
    await setMaximum(dana.companyId!, before.active_accounts + 1);
    const first = await invite({ email: 'last.seat@studio.test', first_name: 'Last', last_name: 'Seat' });
    expect(first.val.status).toBe('to be activated');
    const res = await invite({ email: 'one.more@studio.test', first_name: 'One', last_name: 'More' });
    expect(pick(res)).toEqual({ err: MEMBER_ERR.MAX_ACTIVE, errmsg: 'The company has reached its maximum number of activated accounts' });
    expect(await accountByEmail('one.more@studio.test')).toBeUndefined();
    expect((await invitations('one.more@studio.test')).count).toBe(0);
    expect((await list()).val).toMatchObject({ max_active_accounts: before.active_accounts + 1, active_accounts: before.active_accounts + 1 });
    // Closing the waiting invitation frees its seat.
    expect((await close(first.val.id, dana.id)).err).toBe(ERR.OK);
    expect((await invite({ email: 'one.more@studio.test', first_name: 'One', last_name: 'More' })).err).toBe(ERR.OK);
    await setMaximum(dana.companyId!, 20);
  });

  it('makes a member of the caller\'s own company, whatever company or inviter the body names', async () => {
    const res = await invite({ email: 'planted@studio.test', first_name: 'Plant', last_name: 'Ed', company_id: omar.companyId, parent_id: omar.id, state: 'activated', kind: 'designer' });
    expect(await accountOf(res.val.id)).toMatchObject({ kind: 'sub_account', state: 'approved', companyId: dana.companyId, parentId: dana.id });
  });
});

describe('resending an invitation', () => {
  it('emails a new link; the one sent before stops working; the invitation time moves', async () => {
    const member = (await invite({ email: 'rae@studio.test', first_name: 'Rae', last_name: 'Sent' })).val;
    const first = await invitations('rae@studio.test');
    pauseOver();
    const res = await resend(member.id);
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    expect(Date.parse(res.val.invited_at)).toBeGreaterThan(Date.parse(member.invited_at));
    const second = await invitations('rae@studio.test');
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(first.token);
    expect(pick(await api.call(IDENTITY_CALLS.checkLink, { body: { token: first.token } }))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect(pick(await activate(first.token!))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect((await activate(second.token!)).err).toBe(ERR.OK);
  });

  it('waits between two invitations to one address', async () => {
    const member = (await invite({ email: 'quick@studio.test', first_name: 'Quick', last_name: 'Twice' })).val;
    const res = await resend(member.id);
    expect(res.err).toBe(ERR.DAILY_LIMIT);
    expect(res.errmsg).toMatch(/^A message was just sent, please try again in/);
    expect((await invitations('quick@studio.test')).count).toBe(1);
  });

  it('is for members to be activated: an activated or closed member is refused', async () => {
    pauseOver();
    expect(pick(await resend(sam.id))).toEqual({ err: MEMBER_ERR.STATE, errmsg: MEMBER_MESSAGES.alreadyActivated });
    const gone = (await invite({ email: 'gone@studio.test', first_name: 'Gone', last_name: 'Soon' })).val;
    expect((await close(gone.id, dana.id)).err).toBe(ERR.OK);
    pauseOver();
    expect(pick(await resend(gone.id))).toEqual({ err: MEMBER_ERR.STATE, errmsg: MEMBER_MESSAGES.closedNoResend });
    expect((await invitations('gone@studio.test')).count).toBe(1);
  });
});

describe('closing a member', () => {
  it("passes the member's customers, projects and invited customers to the chosen account in one step, closes the member with the time and ends its sessions", async () => {
    const kit = await person('sub_account', 'kit@studio.test', { companyOf: dana, parentId: dana.id });
    const asKit = as(kit);
    const made = async (first: string) =>
      (await api.call<Customer>(CUSTOMER_CALLS.add, { body: { first_name: first, last_name: 'Client', email: `${first.toLowerCase()}@clients.test` }, ...asKit })).val;
    const ivy = await made('Ivy');
    const jon = await made('Jon');
    const danas = (await api.call<Customer>(CUSTOMER_CALLS.add, { body: { first_name: 'Dee', last_name: 'Own', email: 'dee@clients.test' }, ...as(dana) })).val;
    const kitsProject = (await api.call(PROJECT_CALLS.create, { body: { name: 'Ivy Loft', customer_id: ivy.id }, ...asKit })).val;
    // Kit's project for Dana's customer passes too; Dana's project for Kit's customer stays Dana's.
    const onDanas = (await api.call(PROJECT_CALLS.create, { body: { name: 'Dee Den', customer_id: danas.id }, ...asKit })).val;
    const danasProject = (await api.call(PROJECT_CALLS.create, { body: { name: 'Jon Study', customer_id: jon.id }, ...as(dana) })).val;
    const invited = await person('customer', 'ivy.home@clients.test', { parentId: kit.id });

    const res = await close(kit.id, sam.id);
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    expect(res.val).toMatchObject({ member: { id: kit.id, status: 'closed' }, moved: { customers: 2, projects: 2, customer_accounts: 1 } });
    const closedAt = (res.val as { member: Member }).member.closed_at!;
    expect(Date.parse(closedAt)).not.toBeNaN();

    const customerBy = async (id: string) => (await api.services.db.select({ by: customers.createdBy }).from(customers).where(eq(customers.id, id)))[0]!.by;
    const projectBy = async (id: string) => (await api.services.db.select({ by: projects.createdBy }).from(projects).where(eq(projects.id, id)))[0]!.by;
    expect(await customerBy(ivy.id)).toBe(sam.id);
    expect(await customerBy(jon.id)).toBe(sam.id);
    expect(await customerBy(danas.id)).toBe(dana.id);
    expect(await projectBy(kitsProject.id)).toBe(sam.id);
    expect(await projectBy(onDanas.id)).toBe(sam.id);
    expect(await projectBy(danasProject.id)).toBe(dana.id);
    expect((await accountOf(invited.id)).parentId).toBe(sam.id);
    expect(await accountOf(kit.id)).toMatchObject({ state: 'closed', closedAt: new Date(closedAt) });

    // Kit's session ended; Kit cannot sign in; the company's customers are all still the company's.
    expect((await api.call(CUSTOMER_CALLS.list, { body: {}, ...asKit })).err).toBe(ERR.SESSION_INVALID);
    const [live] = await api.services.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(and(eq(sessions.accountId, kit.id), sql`${sessions.revokedAt} is null`));
    expect(live!.n).toBe(0);
    expect((await api.call(IDENTITY_CALLS.login, { body: { username: 'kit@studio.test', password: TEST_PASSWORD, login_type: 1 } })).errmsg).toBe(MESSAGES.accountClosed);
    const names = (await api.call(CUSTOMER_CALLS.list, { body: {}, ...as(sam) })).val.list.map((c: Customer) => c.first_name);
    expect(names).toEqual(expect.arrayContaining(['Ivy', 'Jon', 'Dee']));
    expect((await list()).val.list.find((m) => m.id === kit.id)).toMatchObject({ status: 'closed', closed_at: closedAt });
  });

  it("closes a member to be activated: the invitation's link stops working", async () => {
    const member = (await invite({ email: 'never@studio.test', first_name: 'Never', last_name: 'Came' })).val;
    const { token } = await invitations('never@studio.test');
    expect((await close(member.id, dana.id)).err).toBe(ERR.OK);
    expect((await api.call(IDENTITY_CALLS.checkLink, { body: { token } })).err).toBe(ERR.LINK_EXPIRED);
    expect((await activate(token!)).err).toBe(ERR.LINK_EXPIRED);
  });

  it("refuses a receiver that is not another activated account of the company, as one that does not exist, and changes nothing", async () => {
    const lee = await person('sub_account', 'lee@studio.test', { companyOf: dana, parentId: dana.id });
    await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Lee', last_name: 'Client', email: 'lee.client@clients.test' }, ...as(lee) });
    const waiting = (await invite({ email: 'waiting@studio.test', first_name: 'Wait', last_name: 'Ing' })).val;
    const closed = (await invite({ email: 'closed.one@studio.test', first_name: 'Closed', last_name: 'One' })).val;
    await close(closed.id, dana.id);
    const before = await accountOf(lee.id);
    for (const receiver of [lee.id, omar.id, olga.id, waiting.id, closed.id, randomUUID()]) {
      const res = await close(lee.id, receiver);
      expect({ ...pick(res), val: res.val }).toEqual({ err: MEMBER_ERR.RECEIVER_NOT_FOUND, errmsg: MEMBER_MESSAGES.receiverNotFound, val: { field: 'receiver_id' } });
    }
    expect(pick(await close(lee.id, 'not-an-id'))).toEqual({ err: ERR.BAD_REQUEST, errmsg: MEMBER_MESSAGES.receiverNotFound });
    expect(pick(await close(lee.id, ''))).toEqual({ err: ERR.BAD_REQUEST, errmsg: MEMBER_MESSAGES.receiverRequired });
    expect(await accountOf(lee.id)).toEqual(before);
    const [mine] = await api.services.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(eq(customers.createdBy, lee.id));
    expect(mine!.n).toBe(1);
  });

  it('refuses a closed member again', async () => {
    const member = (await invite({ email: 'twice@studio.test', first_name: 'Twice', last_name: 'Closed' })).val;
    await close(member.id, dana.id);
    expect(pick(await close(member.id, dana.id))).toEqual({ err: MEMBER_ERR.STATE, errmsg: MEMBER_MESSAGES.alreadyClosed });
  });

  it('leaves nothing half-done when a step fails: the member, its customers and projects stay as they were', async () => {
    const tess = await person('sub_account', 'tess@studio.test', { companyOf: dana, parentId: dana.id });
    const client = (await api.call<Customer>(CUSTOMER_CALLS.add, { body: { first_name: 'Tia', last_name: 'Client', email: 'tia@clients.test' }, ...as(tess) })).val;
    const project = (await api.call(PROJECT_CALLS.create, { body: { name: 'Tia Terrace', customer_id: client.id }, ...as(tess) })).val;
    // Ending the member's sessions, the step after the moves, fails.
    const { db } = api.services;
    await db.execute(sql.raw(`create function refuse_session_end() returns trigger language plpgsql as $$ begin raise exception 'sessions cannot end now'; end $$`));
    await db.execute(sql.raw(`create trigger refuse_session_end before update on sessions for each row when (old.account_id = '${tess.id}') execute function refuse_session_end()`));
    try {
      const res = await close(tess.id, dana.id);
      expect(res.status).toBe(500);
      expect(res.err).toBe(ERR.SERVER);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_session_end on sessions'));
      await db.execute(sql.raw('drop function refuse_session_end'));
    }
    expect((await accountOf(tess.id)).state).toBe('activated');
    expect((await db.select({ by: customers.createdBy }).from(customers).where(eq(customers.id, client.id)))[0]!.by).toBe(tess.id);
    expect((await db.select({ by: projects.createdBy }).from(projects).where(eq(projects.id, project.id)))[0]!.by).toBe(tess.id);
    expect((await api.call(CUSTOMER_CALLS.list, { body: {}, ...as(tess) })).err).toBe(ERR.OK);
    // And the close then goes through.
    expect((await close(tess.id, dana.id)).err).toBe(ERR.OK);
  });
});

describe('reopening a member', () => {
  it('returns an activated member to activated (signing in again) and one never activated to be activated', async () => {
    const ray = await person('sub_account', 'ray@studio.test', { companyOf: dana, parentId: dana.id });
    await api.services.db.update(accounts).set({ activatedAt: new Date() }).where(eq(accounts.id, ray.id));
    await close(ray.id, dana.id);
    const res = await reopen(ray.id);
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    expect(res.val).toMatchObject({ id: ray.id, status: 'activated', closed_at: null });
    expect((await api.call(IDENTITY_CALLS.login, { body: { username: 'ray@studio.test', password: TEST_PASSWORD, login_type: 1 } })).err).toBe(ERR.OK);

    const newbie = (await invite({ email: 'newbie@studio.test', first_name: 'New', last_name: 'Bie' })).val;
    await close(newbie.id, dana.id);
    expect((await reopen(newbie.id)).val).toMatchObject({ status: 'to be activated', closed_at: null });
    // A new invitation is sent with resend (the link of before stopped working at the close).
    pauseOver();
    expect((await resend(newbie.id)).err).toBe(ERR.OK);
    expect((await activate((await invitations('newbie@studio.test')).token!)).err).toBe(ERR.OK);
  });

  it("refuses at the company's maximum with the spec's message, and a member that is not closed", async () => {
    const member = (await invite({ email: 'again@studio.test', first_name: 'Again', last_name: 'Later' })).val;
    await close(member.id, dana.id);
    const { active_accounts } = (await list()).val;
    await setMaximum(dana.companyId!, active_accounts);
    expect(pick(await reopen(member.id))).toEqual({ err: MEMBER_ERR.MAX_ACTIVE, errmsg: MEMBER_MESSAGES.maxActive });
    expect((await accountOf(member.id)).state).toBe('closed');
    await setMaximum(dana.companyId!, 20);
    expect(pick(await reopen(sam.id))).toEqual({ err: MEMBER_ERR.STATE, errmsg: MEMBER_MESSAGES.notClosed });
  });
});

describe("another company's members, made-up ids and the company's designer", () => {
  it('answer exactly as a member that does not exist, and change nothing', async () => {
    const olgaBefore = await accountOf(olga.id);
    const notFound = { err: MEMBER_ERR.NOT_FOUND, errmsg: MEMBER_MESSAGES.notFound };
    pauseOver();
    for (const id of [olga.id, randomUUID(), dana.id, omar.id, olga.id.toUpperCase()]) {
      expect(pick(await resend(id)), id).toEqual(notFound);
      expect(pick(await close(id, dana.id)), id).toEqual(notFound);
      expect(pick(await reopen(id)), id).toEqual(notFound);
    }
    // Omar's own member, with Omar's activated account as the receiver: still not Dana's.
    expect(pick(await close(olga.id, omar.id))).toEqual(notFound);
    for (const id of ['not-an-id', '', `${olga.id}x`]) {
      const res = await resend(id);
      expect({ ...pick(res), status: res.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: MEMBER_MESSAGES.notFound, status: 400 });
    }
    expect(await accountOf(olga.id)).toEqual(olgaBefore);
    // The owner reaches the member.
    expect((await close(olga.id, omar.id, omar)).err).toBe(ERR.OK);
  });
});
