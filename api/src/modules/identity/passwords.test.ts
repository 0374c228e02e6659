import { ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, linkTokens, outbox } from '../../platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { issueLink } from './links';

let api: TestApi;
const SEND_LIMIT = 3;
const NEW_PASSWORD = 'Fresh-Password-77';
let approvedId: string;
let invitedId: string;
let closedId: string;
beforeAll(async () => {
  api = await startTestApi({ SEND_DAILY_LIMIT: String(SEND_LIMIT) });
  await createAccount(api.services, { kind: 'designer', email: 'reset@studio.test', firstName: 'Rita' });
  await createAccount(api.services, { kind: 'designer', email: 'late@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'limit@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'change@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'review@studio.test', state: 'applied' });
  approvedId = (await createAccount(api.services, { kind: 'designer', email: 'approved@studio.test', state: 'approved', password: null })).id;
  invitedId = (await createAccount(api.services, { kind: 'customer', email: 'invited@home.test', state: 'approved', password: null })).id;
  closedId = (await createAccount(api.services, { kind: 'designer', email: 'closed@studio.test', state: 'closed' })).id;
  await createAccount(api.services, { kind: 'designer', email: 'gone@studio.test', state: 'closed' });
});
afterAll(() => api.close());

async function lastLink(recipient: string): Promise<{ url: string; token: string; template: string }> {
  const [row] = await api.services.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(1);
  const url = row?.links[0]?.url;
  if (!url) throw new Error(`no link sent to ${recipient}`);
  return { url, token: new URL(url).searchParams.get('token')!, template: row.template };
}
const forget = (email: string) => api.call<{ sent: boolean }>(IDENTITY_CALLS.forgetPassword, { body: { email } });
const checkLink = (token: string) => api.call<{ email: string; purpose: string }>(IDENTITY_CALLS.checkLink, { body: { token } });
const setPassword = (token: string, password = NEW_PASSWORD, confirm_password: string | undefined = password) =>
  api.call<{ token: string; user_email: string; kind: string }>(IDENTITY_CALLS.setPassword, { body: { token, password, confirm_password } });
const login = (username: string, password: string) => api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username, password, login_type: 1 } });
const userInfo = (token: string) => api.call<{ user_email: string; state: string }>(IDENTITY_CALLS.userInfo, { token, body: {} });
const expired = { err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired };
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });

describe('forgot password', () => {
  it.each([
    ['', MESSAGES.enterEmail],
    ['   ', MESSAGES.enterEmail],
    ['not-an-email', MESSAGES.validEmail],
    ['someone@studio', MESSAGES.validEmail],
  ])('refuses %j with %s', async (email, errmsg) => {
    const res = await forget(email);
    expect({ status: res.status, err: res.err, errmsg: res.errmsg }).toEqual({ status: 400, err: ERR.BAD_REQUEST, errmsg });
  });

  it("answers 'Account is not registered' for an unknown email", async () => {
    expect(pick(await forget('nobody@studio.test'))).toEqual({ err: ERR.ACCOUNT_NOT_REGISTERED, errmsg: MESSAGES.accountNotRegistered });
  });

  it('refuses a closed account and one still under review with the login messages', async () => {
    expect(pick(await forget('gone@studio.test'))).toEqual({ err: ERR.ACCOUNT_CLOSED, errmsg: MESSAGES.accountClosed });
    expect(pick(await forget('review@studio.test'))).toEqual({ err: ERR.ACCOUNT_NOT_ACTIVATED, errmsg: MESSAGES.accountNotActivated });
  });

  it('emails a one-time /setPassword link that sets the password, ends other sessions and signs in', async () => {
    const before = await login('reset@studio.test', TEST_PASSWORD);
    expect(before.err).toBe(ERR.OK);

    expect((await forget('  Reset@Studio.test ')).val).toEqual({ sent: true });
    const link = await lastLink('reset@studio.test');
    expect(link.template).toBe('set_password');
    expect(link.url.startsWith(`${api.config.PUBLIC_URL}/setPassword?token=`)).toBe(true);
    expect((await checkLink(link.token)).val).toEqual({ email: 'reset@studio.test', purpose: 'set_password' });

    const done = await setPassword(link.token);
    expect(done.err).toBe(ERR.OK);
    expect(done.val).toMatchObject({ user_email: 'reset@studio.test', kind: 'designer' });
    expect((await userInfo(done.val.token)).val.user_email).toBe('reset@studio.test');
    expect((await userInfo(before.val.token)).err).toBe(ERR.SESSION_INVALID);

    expect(pick(await login('reset@studio.test', TEST_PASSWORD))).toEqual({ err: ERR.LOGIN_WRONG_PASSWORD, errmsg: MESSAGES.loginWrongPassword });
    expect((await login('reset@studio.test', NEW_PASSWORD)).err).toBe(ERR.OK);
  });

  it("answers 'The link has expired' for a link used twice", async () => {
    api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    await forget('reset@studio.test');
    const { token } = await lastLink('reset@studio.test');
    expect((await setPassword(token, 'Second-Password-88')).err).toBe(ERR.OK);
    expect(pick(await setPassword(token, 'Third-Password-99'))).toEqual(expired);
    expect(pick(await checkLink(token))).toEqual(expired);
    expect((await login('reset@studio.test', 'Second-Password-88')).err).toBe(ERR.OK);
  });

  it("answers 'The link has expired' once the link's day has passed, and for a token that never was", async () => {
    await forget('late@studio.test');
    const { token } = await lastLink('late@studio.test');
    expect((await checkLink(token)).err).toBe(ERR.OK);
    api.advance(24 * 3_600_000 + 1000);
    expect(pick(await checkLink(token))).toEqual(expired);
    expect(pick(await setPassword(token))).toEqual(expired);
    expect(pick(await checkLink('made-up-token'))).toEqual(expired);
    expect(pick(await setPassword('made-up-token'))).toEqual(expired);
  });

  it('stops emailing past the daily limit per email', async () => {
    for (let i = 0; i < SEND_LIMIT; i += 1) {
      expect((await forget('limit@studio.test')).err).toBe(ERR.OK);
      api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    }
    expect(pick(await forget('limit@studio.test'))).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
  });
});

describe('set password rules', () => {
  it('gives every password rule the password breaks, and keeps the link', async () => {
    await forget('change@studio.test');
    const { token } = await lastLink('change@studio.test');
    const cases: Array<[string, string[]]> = [
      ['short1A', [MESSAGES.password12to20]],
      ['no-digits-Here-at-all', [MESSAGES.password12to20, MESSAGES.passwordNumber]],
      ['lowercase-only-12', [MESSAGES.passwordCase]],
      ['x', [MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase]],
    ];
    for (const [password, problems] of cases) {
      const res = await setPassword(token, password);
      expect(res.status).toBe(400);
      expect(res.errmsg.split('; ')).toEqual(problems);
    }
    expect(pick(await setPassword(token, NEW_PASSWORD, 'Fresh-Password-78'))).toEqual({ err: ERR.PASSWORD_POLICY, errmsg: MESSAGES.passwordsDontMatch });
    expect((await checkLink(token)).err).toBe(ERR.OK);
  });

  it('activates an approved account from its activation link, which then logs in', async () => {
    expect((await login('approved@studio.test', NEW_PASSWORD)).err).not.toBe(ERR.OK);
    const token = await issueLink(api.services, 'activation', approvedId);
    expect((await checkLink(token)).val).toEqual({ email: 'approved@studio.test', purpose: 'activation' });
    const done = await setPassword(token);
    expect(done.err).toBe(ERR.OK);
    expect((await userInfo(done.val.token)).val.state).toBe('activated');
    const [row] = await api.services.db.select().from(accounts).where(eq(accounts.id, approvedId));
    expect(row!.state).toBe('activated');
    expect(row!.activatedAt).not.toBeNull();
    expect((await login('approved@studio.test', NEW_PASSWORD)).err).toBe(ERR.OK);
  });

  it('activates an invited customer from the invitation link', async () => {
    const token = await issueLink(api.services, 'invitation', invitedId);
    const done = await setPassword(token, NEW_PASSWORD, undefined);
    expect(done.val).toMatchObject({ user_email: 'invited@home.test', kind: 'customer' });
    expect((await login('invited@home.test', NEW_PASSWORD)).err).toBe(ERR.OK);
  });

  it('sends an approved account that forgot its password an activation link', async () => {
    await createAccount(api.services, { kind: 'designer', email: 'approved2@studio.test', state: 'approved', password: null });
    await forget('approved2@studio.test');
    const { token } = await lastLink('approved2@studio.test');
    expect((await checkLink(token)).val.purpose).toBe('activation');
    expect((await setPassword(token)).err).toBe(ERR.OK);
    expect((await login('approved2@studio.test', NEW_PASSWORD)).err).toBe(ERR.OK);
  });

  it('refuses a closed account and leaves its link unused', async () => {
    const token = await issueLink(api.services, 'set_password', closedId);
    expect(pick(await setPassword(token))).toEqual({ err: ERR.ACCOUNT_CLOSED, errmsg: MESSAGES.accountClosed });
    const links = await api.services.db.select().from(linkTokens).where(eq(linkTokens.accountId, closedId));
    expect(links.map((l) => l.usedAt)).toEqual([null]);
  });

  it('does not take a link of another purpose', async () => {
    const token = await issueLink(api.services, 'rowe_link', null, { rowe_id: 'R1' });
    expect(pick(await checkLink(token))).toEqual(expired);
    expect(pick(await setPassword(token))).toEqual(expired);
  });
});

describe('change password', () => {
  it('needs a signed-in account', async () => {
    const res = await api.call(IDENTITY_CALLS.changePassword, { body: { old_password: TEST_PASSWORD, password: NEW_PASSWORD } });
    expect(res.err).toBe(ERR.SESSION_INVALID);
  });

  it('refuses a wrong old password and a weak new one', async () => {
    await createAccount(api.services, { kind: 'designer', email: 'settings@studio.test' });
    const { val } = await login('settings@studio.test', TEST_PASSWORD);
    const wrong = await api.call(IDENTITY_CALLS.changePassword, { token: val.token, body: { old_password: 'Not-The-Password-1', password: NEW_PASSWORD } });
    expect(pick(wrong)).toEqual({ err: ERR.OLD_PASSWORD_INCORRECT, errmsg: MESSAGES.oldPasswordIncorrect });
    const weak = await api.call(IDENTITY_CALLS.changePassword, { token: val.token, body: { old_password: TEST_PASSWORD, password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.errmsg).toContain(MESSAGES.password12to20);
    const mismatch = await api.call(IDENTITY_CALLS.changePassword, {
      token: val.token,
      body: { old_password: TEST_PASSWORD, password: NEW_PASSWORD, confirm_password: 'Other-Password-12' },
    });
    expect(pick(mismatch)).toEqual({ err: ERR.PASSWORD_POLICY, errmsg: MESSAGES.passwordsDontMatch });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await createAccount(api.services, { kind: 'designer', email: 'changer@studio.test' });
    const here = await login('changer@studio.test', TEST_PASSWORD);
    const elsewhere = await login('changer@studio.test', TEST_PASSWORD);
    const res = await api.call(IDENTITY_CALLS.changePassword, { token: here.val.token, body: { old_password: TEST_PASSWORD, password: NEW_PASSWORD } });
    expect(res.val).toEqual({ changed: true });
    expect((await userInfo(here.val.token)).err).toBe(ERR.OK);
    expect((await userInfo(elsewhere.val.token)).err).toBe(ERR.SESSION_INVALID);
    expect((await login('changer@studio.test', TEST_PASSWORD)).err).toBe(ERR.LOGIN_WRONG_PASSWORD);
    expect((await login('changer@studio.test', NEW_PASSWORD)).err).toBe(ERR.OK);
  });
});
