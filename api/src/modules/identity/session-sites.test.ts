import { ERR, IDENTITY_CALLS, MESSAGES, SESSION_CODE_TTL_SECONDS } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';

let api: TestApi;
/** The sibling sites as a deployment configures them (the api's SESSION_SITES). */
const SITES = 'CA=http://ca.sites.test:8081,ROWE=http://rowe.sites.test:8082,FFD=http://ffd.sites.test:8083';
beforeAll(async () => {
  api = await startTestApi({ SESSION_SITES: SITES });
  await createAccount(api.services, { kind: 'designer', email: 'dana@studio.test', firstName: 'Dana' });
  await createAccount(api.services, { kind: 'ffd_shopper', email: 'shopper@outlet.test' });
});
afterAll(() => api.close());

const login = async (username = 'dana@studio.test', obtain = 'ca') =>
  (await api.call(IDENTITY_CALLS.login, { body: { username, password: TEST_PASSWORD }, query: { obtain } })).val.token;
const codeFor = (token: string, brand: string) => api.call(IDENTITY_CALLS.sessionCode, { token, body: { brand }, query: { obtain: 'ca' } });
const redeem = (code: unknown, obtain = 'rowe') => api.call(IDENTITY_CALLS.sessionRedeem, { body: { code }, query: { obtain } });
const pick = (res: { err: number; errmsg: string; status: number }) => ({ err: res.err, errmsg: res.errmsg, status: res.status });

const expired = { err: ERR.SESSION_CODE_EXPIRED, errmsg: MESSAGES.sessionCodeExpired, status: 200 };

describe('the one-time session code', () => {
  it('is made for a signed-in session and the site that asked, and says who it is for', async () => {
    const res = await codeFor(await login(), 'rowe');
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ expires_in: SESSION_CODE_TTL_SECONDS, user_first_name: 'Dana', mode: 'mibd_safe' });
    expect(res.val.code.length).toBeGreaterThanOrEqual(43);
  });

  it('is refused to a visitor, and to a site the account cannot sign in on', async () => {
    expect((await api.call(IDENTITY_CALLS.sessionCode, { body: { brand: 'rowe' } })).err).toBe(ERR.SESSION_INVALID);
    expect((await codeFor(await login(), 'ol')).err).toBe(ERR.NO_PERMISSION);
  });

  it('refuses a brand that is none of the table with a 400 envelope', async () => {
    const res = await codeFor(await login(), 'nowhere');
    expect({ status: res.status, err: res.err }).toEqual({ status: 400, err: ERR.BAD_REQUEST });
  });
});

describe('redeeming a code', () => {
  it('opens a new session of the same account on the site it was made for, once', async () => {
    const token = await login();
    const { val } = await codeFor(token, 'rowe');
    const res = await redeem(val.code);
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ user_id: val.user_id, user_email: 'dana@studio.test', kind: 'designer', mode: 'mibd_safe' });
    expect(res.val.token).not.toBe(token);
    expect(res.val.expires_in).toBeGreaterThan(0);
    // The new session is a session: it reads the user.
    expect((await api.call(IDENTITY_CALLS.userInfo, { token: res.val.token })).val.user_id).toBe(val.user_id);
    // And the code is spent.
    expect(pick(await redeem(val.code))).toEqual(expired);
  });

  it('refuses a code made for another site, and spends it', async () => {
    const { val } = await codeFor(await login(), 'jc');
    expect(pick(await redeem(val.code, 'rowe'))).toEqual({ err: ERR.SESSION_CODE_OTHER_SITE, errmsg: MESSAGES.sessionCodeOtherSite, status: 200 });
    expect(pick(await redeem(val.code, 'jc'))).toEqual(expired);
  });

  it('refuses a code past its minute', async () => {
    const { val } = await codeFor(await login(), 'rowe');
    api.advance(SESSION_CODE_TTL_SECONDS * 1000 + 1000);
    expect(pick(await redeem(val.code))).toEqual(expired);
  });

  it('refuses a code whose session has ended since', async () => {
    const token = await login();
    const { val } = await codeFor(token, 'rowe');
    await api.call(IDENTITY_CALLS.logout, { token });
    expect(pick(await redeem(val.code))).toEqual(expired);
  });

  it('refuses a code that never was, and any other one-time token', async () => {
    expect(pick(await redeem('made-up-code'))).toEqual(expired);
  });

  it.each([[''], ['x'.repeat(101)], [42], [null], ['bad\u0000code']])('answers a malformed code %j in the envelope, never a 5xx', async (code) => {
    const res = await redeem(code);
    expect(res.status).toBeLessThan(500);
    expect(res.err).not.toBe(ERR.OK);
  });

  it("keeps the outlet's shoppers on the outlet", async () => {
    const token = (await api.call(IDENTITY_CALLS.ffdLogin, { body: { email: 'shopper@outlet.test', password: TEST_PASSWORD }, query: { obtain: 'ol' } })).val.token;
    const { val } = await api.call(IDENTITY_CALLS.sessionCode, { token, body: { brand: 'ol' }, query: { obtain: 'ol' } });
    const res = await redeem(val.code, 'ol');
    expect(res.err).toBe(ERR.OK);
    expect(res.val.ol_user_name).toBeTruthy();
  });
});

describe('the brand redirect', () => {
  const go = (token: string, body: Record<string, unknown>, obtain = 'ca') => api.call(IDENTITY_CALLS.brandRedirect, { token, body, query: { obtain } });

  it("answers the sibling site's redirect page with a code that signs the same account in there, and the path to land on", async () => {
    const res = await go(await login(), { brand: 'rowe', to: '/productList?Room=Living%20Room' });
    expect(res.err).toBe(ERR.OK);
    const url = new URL(res.val.redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe('http://rowe.sites.test:8082/redirect');
    expect(url.searchParams.get('to')).toBe('/productList?Room=Living%20Room');
    const signedIn = await redeem(url.searchParams.get('code'), 'rowe');
    expect(signedIn.err).toBe(ERR.OK);
    expect(signedIn.val.user_email).toBe('dana@studio.test');
  });

  it('lands on the home page when the path is missing or leaves the site', async () => {
    const token = await login();
    for (const to of [undefined, 'https://evil.test/home', '//evil.test']) {
      const res = await go(token, to === undefined ? { brand: 'rowe' } : { brand: 'rowe', to });
      expect(new URL(res.val.redirect_url).searchParams.get('to')).toBe('/home');
    }
  });

  it('answers nothing to open for a site sharing no session, the site the caller is on, or a site the account does not sign in on', async () => {
    const token = await login();
    for (const brand of ['jc', 'ca', 'ca_dealer', 'ol']) expect((await go(token, { brand })).val).toEqual({ redirect_url: '' });
  });

  it('is refused to a visitor, and a malformed brand is a 400 envelope', async () => {
    expect((await api.call(IDENTITY_CALLS.brandRedirect, { body: { brand: 'rowe' }, query: { obtain: 'ca' } })).err).toBe(ERR.SESSION_INVALID);
    const res = await go(await login(), { brand: 'nowhere' });
    expect({ status: res.status, err: res.err }).toEqual({ status: 400, err: ERR.BAD_REQUEST });
  });
});
