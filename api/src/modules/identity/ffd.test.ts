import { ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { olUserName } from './rules';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await createAccount(api.services, { kind: 'ffd_shopper', email: 'shopper@outlet.test', firstName: 'Sam' });
  await createAccount(api.services, { kind: 'ffd_shopper', email: 'gone@outlet.test', state: 'closed' });
  await createAccount(api.services, { kind: 'designer', email: 'dana@studio.test' });
});
afterAll(() => api.close());

type Answer = { token: string; user_email: string; user_first_name: string; ol_user_name: string; kind: string };
const ffdLogin = (email: string, password = TEST_PASSWORD) => api.call<Answer>(IDENTITY_CALLS.ffdLogin, { body: { email, password, obtain: 'ol' }, query: { obtain: 'ol' } });
const ffdRegister = (body: Record<string, unknown>) => api.call<Answer>(IDENTITY_CALLS.ffdRegister, { body, query: { obtain: 'ol' } });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });

describe('FFD login', () => {
  it('trims the email and answers the login fields, a token and ol_user_name', async () => {
    const res = await ffdLogin('  Shopper@Outlet.test  ');
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ user_email: 'shopper@outlet.test', ol_user_name: 'Sam', kind: 'ffd_shopper' });
    const [session] = await api.services.db.select().from(sessions).where(eq(sessions.accountId, (await api.services.db.select().from(accounts).where(eq(accounts.email, 'shopper@outlet.test')))[0]!.id));
    expect(session!.brand).toBe('ol');
    const info = await api.call<{ user_email: string }>(IDENTITY_CALLS.userInfo, { token: res.val.token, body: {} });
    expect(info.val.user_email).toBe('shopper@outlet.test');
  });

  it.each([
    ['nobody@outlet.test', TEST_PASSWORD, ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount],
    ['dana@studio.test', TEST_PASSWORD, ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount],
    ['shopper@outlet.test', 'Wrong-Password-1', ERR.LOGIN_WRONG_PASSWORD, MESSAGES.loginWrongPassword],
    ['gone@outlet.test', TEST_PASSWORD, ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed],
  ])('refuses %s with the trade login message', async (email, password, err, errmsg) => {
    expect(pick(await ffdLogin(email, password))).toEqual({ err, errmsg });
  });

  it('refuses a missing or malformed email with the email messages', async () => {
    const empty = await ffdLogin('  ');
    expect({ status: empty.status, errmsg: empty.errmsg }).toEqual({ status: 400, errmsg: MESSAGES.enterEmail });
    const bad = await ffdLogin('shopper@');
    expect({ status: bad.status, errmsg: bad.errmsg }).toEqual({ status: 400, errmsg: MESSAGES.validEmail });
  });

  it('keeps FFD shoppers out of the trade login', async () => {
    const res = await api.call(IDENTITY_CALLS.login, { body: { username: 'shopper@outlet.test', password: TEST_PASSWORD } });
    expect(pick(res)).toEqual({ err: ERR.LOGIN_NO_ACCOUNT, errmsg: MESSAGES.loginNoAccount });
  });
});

describe('FFD sign-up', () => {
  it('creates an activated shopper, signs it in, and the shopper logs in afterwards', async () => {
    const res = await ffdRegister({ email: ' New@Outlet.test ', password: 'Outlet-Shopper-12', first_name: ' Nia ', last_name: 'Lane' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ user_email: 'new@outlet.test', user_first_name: 'Nia', ol_user_name: 'Nia', kind: 'ffd_shopper' });
    const [row] = await api.services.db.select().from(accounts).where(eq(accounts.email, 'new@outlet.test'));
    expect(row).toMatchObject({ kind: 'ffd_shopper', state: 'activated', brand: 'ol', lastName: 'Lane' });
    expect((await ffdLogin('new@outlet.test', 'Outlet-Shopper-12')).val.ol_user_name).toBe('Nia');
  });

  it("greets a shopper without a first name by the email's local part", async () => {
    const res = await ffdRegister({ email: 'maple.tree@outlet.test', password: 'Outlet-Shopper-12' });
    expect(res.val.ol_user_name).toBe('maple.tree');
    expect(olUserName({ firstName: '  ', email: 'a.b@c.test' })).toBe('a.b');
  });

  it("refuses an email already used, by a shopper or a trade account, with 25002", async () => {
    for (const email of ['shopper@outlet.test', 'DANA@studio.test']) {
      const res = await ffdRegister({ email, password: 'Outlet-Shopper-12' });
      expect(pick(res)).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: MESSAGES.emailUsed });
    }
  });

  it('refuses a weak password with the password rules', async () => {
    const res = await ffdRegister({ email: 'weak@outlet.test', password: 'weakpassword' });
    expect(res.status).toBe(400);
    expect(res.errmsg.split('; ')).toEqual([MESSAGES.passwordNumber, MESSAGES.passwordCase]);
  });
});
