import { ERR, IDENTITY_CALLS, MESSAGES, rolesFor } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await createAccount(api.services, { kind: 'designer', email: 'Dana@Studio.test', companyName: 'Studio One' });
  await createAccount(api.services, { kind: 'designer', email: 'pending@studio.test', state: 'approved' });
  await createAccount(api.services, { kind: 'designer', email: 'closed@studio.test', state: 'closed' });
  await createAccount(api.services, { kind: 'customer', email: 'client@home.test' });
  await createAccount(api.services, { kind: 'designer', email: 'phone@studio.test', phone: '2125550100', password: null });
});
afterAll(() => api.close());

const login = (username: string, password = TEST_PASSWORD) => api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username, password, login_type: 1 } });

describe('login by password', () => {
  it('trims the username, ignores its case and answers the login fields with a token', async () => {
    const res = await login('  dana@studio.test ');
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ user_email: 'dana@studio.test', user_first_name: 'Test', kind: 'designer', mode: 'mibd_safe' });
    expect(res.val.token.length).toBeGreaterThanOrEqual(43);
  });

  it.each([
    ['nobody@studio.test', TEST_PASSWORD, ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount],
    ['dana@studio.test', 'Wrong-Password-1', ERR.LOGIN_WRONG_PASSWORD, MESSAGES.loginWrongPassword],
    ['closed@studio.test', TEST_PASSWORD, ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed],
    ['pending@studio.test', TEST_PASSWORD, ERR.ACCOUNT_NOT_ACTIVATED, MESSAGES.accountNotActivated],
    ['phone@studio.test', 'Anything-at-all-1', ERR.USE_SMS_CODE, MESSAGES.useSmsCode],
  ])('refuses %s with the spec message', async (username, password, err, errmsg) => {
    const res = await login(username, password);
    expect({ err: res.err, errmsg: res.errmsg, status: res.status }).toEqual({ err, errmsg, status: 200 });
  });

  it('refuses a body without a username with a 400 envelope', async () => {
    const res = await api.call(IDENTITY_CALLS.login, { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.err).toBe(ERR.BAD_REQUEST);
  });
});

describe('roles by mode', () => {
  it('gives a visitor the visitor row of the matrix', async () => {
    const res = await api.call<{ Role: string[] }>(IDENTITY_CALLS.userRole, { query: { mode: 'mibd_designer' } });
    expect(res.val.Role.sort()).toEqual([...rolesFor('visitor', 'mibd_visitor')!].sort());
  });

  it('gives a designer different lists in browsing, client and designer mode', async () => {
    const { val } = await login('dana@studio.test');
    const roles = async (mode: string) => (await api.call<{ Role: string[] }>(IDENTITY_CALLS.userRole, { token: val.token, mode, query: { mode } })).val.Role;
    const safe = await roles('mibd_safe');
    const client = await roles('mibd_communicate');
    const designer = await roles('mibd_designer');
    expect(safe).not.toContain('designer_price');
    expect(safe).not.toContain('shopping_cart');
    expect(client).toContain('shopping_cart');
    expect(client).not.toContain('settle_accounts');
    expect(designer).toEqual(expect.arrayContaining(['designer_price', 'settle_accounts', 'ca_msrp']));
  });

  it("answers 22003 for a mode the account does not have", async () => {
    const { val } = await login('client@home.test');
    const res = await api.call(IDENTITY_CALLS.userRole, { token: val.token, query: { mode: 'mibd_designer' } });
    expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.NO_ROLE, errmsg: MESSAGES.noRole });
  });
});

describe('sessions', () => {
  it('answers user info for the token, and 22007 once logged out', async () => {
    const { val } = await login('dana@studio.test');
    const info = await api.call<{ user_email: string; company: { name: string } }>(IDENTITY_CALLS.userInfo, { token: val.token, body: {} });
    expect(info.val).toMatchObject({ user_email: 'dana@studio.test', company: { name: 'Studio One' } });
    expect((await api.call(IDENTITY_CALLS.logout, { token: val.token, body: {} })).val).toEqual({ logged_out: true });
    const after = await api.call(IDENTITY_CALLS.userInfo, { token: val.token, body: {} });
    expect(after.err).toBe(ERR.SESSION_INVALID);
  });

  it('expires an idle session', async () => {
    const { val } = await login('dana@studio.test');
    api.advance(api.config.SESSION_IDLE_MINUTES * 60_000 + 1000);
    const res = await api.call(IDENTITY_CALLS.userInfo, { token: val.token, body: {} });
    expect(res.err).toBe(ERR.SESSION_INVALID);
  });

  it('refuses a call without the Api-Token', async () => {
    const res = await api.call(IDENTITY_CALLS.userRole, { headers: { 'Api-Token': 'nope' } });
    expect({ status: res.status, err: res.err }).toEqual({ status: 401, err: ERR.BAD_API_TOKEN });
  });
});
