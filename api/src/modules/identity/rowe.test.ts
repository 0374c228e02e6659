import { ERR, IDENTITY_CALLS, MESSAGES, PLATFORM_CALLS } from '@storefront/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { accounts, outbox } from '../../platform/db/schema';
import type { Services } from '../../platform/services';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { roweSignInUrl, safeReturnUrl, seedRoweUser } from './rowe';

let api: TestApi;
const ROWE_PASSWORD = 'Rowe-Password-2026';
beforeAll(async () => {
  // The embedded Rowe sign-in is on only when asked for (I6; off: test/security/rowe-sign-in.test.ts).
  api = await startTestApi({ DEV_ROWE_SIGN_IN: 'on' });
  await seedRoweUser(api.services, { roweId: 'R100', email: 'Riley@RoweDesign.test', firstName: 'Riley', lastName: 'Stone', company: 'Stone Interiors', password: ROWE_PASSWORD });
  await seedRoweUser(api.services, { roweId: 'R200', email: 'binder@rowedesign.test', firstName: 'Bo', lastName: 'Binder', password: ROWE_PASSWORD });
  await seedRoweUser(api.services, { roweId: 'R300', email: 'taken@rowedesign.test', firstName: 'Tia', lastName: 'Taken', password: ROWE_PASSWORD });
  await seedRoweUser(api.services, { roweId: 'R400', email: 'slow@rowedesign.test', firstName: 'Sol', lastName: 'Slow', password: ROWE_PASSWORD });
  await createAccount(api.services, { kind: 'designer', email: 'dana@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'eli@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'used@studio.test', phone: '2125550150' });
});
afterAll(() => api.close());

const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const expired = { err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired };
type Answer = { token: string; user_email: string; user_first_name: string; kind: string };

/** Where the storefront sends the browser, through the api (as the bind-account screen does). */
async function redirectUrl(returnUrl: string): Promise<string> {
  const res = await api.call<{ redirect_url: string }>(IDENTITY_CALLS.roweRedirectUrl, { body: { return_url: returnUrl } });
  expect(res.err).toBe(ERR.OK);
  return res.val.redirect_url;
}

/** The embedded sign-in page, reached on the api itself (the storefront server forwards /api there). */
function onApi(url: string): string {
  const u = new URL(url);
  return new URL(`${u.pathname}${u.search}`, api.url).toString();
}

/** Follows the whole Rowe sign-in as a browser would: the page, the form POST, the redirect back with the code. */
async function signInWithRowe(email: string, password: string, returnPath = '/bindAccount'): Promise<string> {
  const page = await fetch(onApi(await redirectUrl(returnPath)));
  expect(page.status).toBe(200);
  const html = await page.text();
  const back = /name="return" value="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
  const res = await fetch(new URL(PLATFORM_CALLS.roweSignIn.path, api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ return: back, email, password }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(new URL(returnPath, api.config.PUBLIC_URL).toString());
  return location.searchParams.get('RoweLinkingCode')!;
}

const userInfo = (code: string) =>
  api.call<{ email: string; first_name: string; last_name: string; company: string; bound: boolean }>(IDENTITY_CALLS.roweUserInfo, { body: { RoweLinkingCode: code } });
const register = (body: Record<string, unknown>) => api.call<Answer>(IDENTITY_CALLS.roweRegister, { body });
const bindOnLogin = (username: string, code: string) =>
  api.call<Answer>(IDENTITY_CALLS.login, { body: { username, password: TEST_PASSWORD, login_type: 1, is_bind_rowe_id: 1, RoweLinkingCode: code } });
const roweBound = async (token: string) => (await api.call<{ rowe_bound: boolean }>(IDENTITY_CALLS.userInfo, { token, body: {} })).val.rowe_bound;

describe('the redirect to the Rowe sign-in', () => {
  it('points a storefront path or an allowed origin at the embedded sign-in page', async () => {
    const url = new URL(await redirectUrl('/bindAccount?from=login'));
    expect(`${url.origin}${url.pathname}`).toBe(new URL(PLATFORM_CALLS.roweSignInPage.path, api.config.PUBLIC_URL).toString());
    expect(url.searchParams.get('return')).toBe(new URL('/bindAccount?from=login', api.config.PUBLIC_URL).toString());
    const other = new URL(await redirectUrl('http://127.0.0.1:8080/bindAccount'));
    expect(other.origin).toBe('http://127.0.0.1:8080');
  });

  it.each(['https://evil.test/bindAccount', '//evil.test/bindAccount', '/\\evil.test', 'javascript:alert(1)', 'bindAccount', 'http://user:pw@localhost:8080/x'])(
    'refuses the return URL %s with a 400',
    async (returnUrl) => {
      const res = await api.call(IDENTITY_CALLS.roweRedirectUrl, { body: { return_url: returnUrl } });
      expect({ status: res.status, err: res.err }).toEqual({ status: 400, err: ERR.BAD_REQUEST });
    },
  );

  it("uses Rowe's own sign-in when ROWE_SSO_URL is set", () => {
    const config = loadConfig({ ROWE_SSO_URL: 'https://sso.rowe.test/link' });
    const services = { config } as Services;
    const back = safeReturnUrl(services, '/bindAccount')!;
    expect(roweSignInUrl(services, back)).toBe(`https://sso.rowe.test/link?return=${encodeURIComponent(back.toString())}`);
  });
});

describe('the embedded Rowe sign-in page', () => {
  it('shows a form with no script, and refuses a return URL off the storefront', async () => {
    const ok = await fetch(onApi(await redirectUrl('/bindAccount')));
    expect(ok.headers.get('content-type')).toContain('text/html');
    expect(ok.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await ok.text();
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('<script');
    const bad = await fetch(new URL(`${PLATFORM_CALLS.roweSignInPage.path}?return=https%3A%2F%2Fevil.test%2F`, api.url));
    expect(bad.status).toBe(400);
    const badPost = await fetch(new URL(PLATFORM_CALLS.roweSignIn.path, api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return: 'https://evil.test/', email: 'riley@rowedesign.test', password: ROWE_PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(badPost.status).toBe(400);
  });

  it('shows the form again with an error for a wrong password, and sends no code', async () => {
    const res = await fetch(new URL(PLATFORM_CALLS.roweSignIn.path, api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ return: `${api.config.PUBLIC_URL}/bindAccount`, email: 'riley@rowedesign.test', password: 'Wrong-Password-1' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The email or password is incorrect.');
    expect(html).toContain('value="riley@rowedesign.test"');
  });
});

describe('registering with a Rowe account', () => {
  it('signs in with Rowe, shows the Rowe account, registers a bound designer and signs it in', async () => {
    const code = await signInWithRowe('RILEY@rowedesign.test', ROWE_PASSWORD);
    const info = await userInfo(code);
    expect(info.val).toEqual({ email: 'riley@rowedesign.test', first_name: 'Riley', last_name: 'Stone', company: 'Stone Interiors', bound: false });

    const res = await register({ RoweLinkingCode: code, phone: '(212) 555-0160' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ user_email: 'riley@rowedesign.test', user_first_name: 'Riley', kind: 'designer' });
    expect(await roweBound(res.val.token)).toBe(true);
    const [row] = await api.services.db.select().from(accounts).where(eq(accounts.email, 'riley@rowedesign.test'));
    expect(row).toMatchObject({ state: 'activated', roweId: 'R100', phone: '2125550160' });

    // The code is used up; a new sign-in shows the Rowe account as bound, and a second account is refused.
    expect(pick(await userInfo(code))).toEqual(expired);
    expect(pick(await register({ RoweLinkingCode: code }))).toEqual(expired);
    const again = await signInWithRowe('riley@rowedesign.test', ROWE_PASSWORD);
    expect((await userInfo(again)).val.bound).toBe(true);
    expect(pick(await register({ RoweLinkingCode: again, email: 'other@studio.test' }))).toEqual({ err: ERR.ACCOUNT_REGISTERED, errmsg: MESSAGES.accountRegistered });

    // The welcome email lets the designer choose a password for later sign-ins.
    const [mail] = await api.services.db.select().from(outbox).where(eq(outbox.recipient, 'riley@rowedesign.test')).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ channel: 'email', template: 'set_password' });
    expect(mail!.links[0]!.url).toContain('/setPassword?token=');
  });

  it('refuses an email or phone already used, and keeps the code for another try', async () => {
    const code = await signInWithRowe('taken@rowedesign.test', ROWE_PASSWORD);
    expect(pick(await register({ RoweLinkingCode: code, email: 'Used@Studio.test' }))).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: MESSAGES.emailUsed });
    expect(pick(await register({ RoweLinkingCode: code, phone: '212-555-0150' }))).toEqual({ err: ERR.PHONE_REGISTERED, errmsg: MESSAGES.phoneRegistered });
    expect(pick(await register({ RoweLinkingCode: code, phone: '555' }))).toEqual({ err: ERR.PHONE_INVALID, errmsg: MESSAGES.validPhone });
    const res = await register({ RoweLinkingCode: code, email: 'tia@studio.test', first_name: 'Tia M.' });
    expect(res.val).toMatchObject({ user_email: 'tia@studio.test', user_first_name: 'Tia M.' });
  });

  it("answers 'The link has expired' for a code past its 15 minutes or one that never was", async () => {
    const code = await signInWithRowe('slow@rowedesign.test', ROWE_PASSWORD);
    expect((await userInfo(code)).err).toBe(ERR.OK);
    api.advance(15 * 60_000 + 1000);
    expect(pick(await userInfo(code))).toEqual(expired);
    expect(pick(await register({ RoweLinkingCode: code }))).toEqual(expired);
    expect(pick(await userInfo('no-such-code'))).toEqual(expired);
  });
});

describe('binding a Rowe account on login', () => {
  it('binds the Rowe account to the account that logs in with is_bind_rowe_id and the code', async () => {
    const code = await signInWithRowe('binder@rowedesign.test', ROWE_PASSWORD);
    const res = await bindOnLogin('dana@studio.test', code);
    expect(res.err).toBe(ERR.OK);
    expect(await roweBound(res.val.token)).toBe(true);
    const [row] = await api.services.db.select().from(accounts).where(eq(accounts.email, 'dana@studio.test'));
    expect(row!.roweId).toBe('R200');
    // Used once.
    expect(pick(await bindOnLogin('dana@studio.test', code))).toEqual(expired);
  });

  it("refuses a Rowe account already bound to another account with 'The account is already registered'", async () => {
    const code = await signInWithRowe('binder@rowedesign.test', ROWE_PASSWORD);
    expect(pick(await bindOnLogin('eli@studio.test', code))).toEqual({ err: ERR.ACCOUNT_REGISTERED, errmsg: MESSAGES.accountRegistered });
    const [row] = await api.services.db.select().from(accounts).where(eq(accounts.email, 'eli@studio.test'));
    expect(row!.roweId).toBeNull();
  });
});
