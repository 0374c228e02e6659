/**
 * I6 of the security report: the embedded Rowe identity provider (`/api/dev/rowe-sign-in`, a stand-in for Rowe's
 * sign-in over the rowe_users table) served whenever ROWE_SSO_URL was unset, in production and docker-compose too,
 * and its limit on failed sign-ins was keyed on an address the client chose (the H1 problem). It now serves only
 * with DEV_ROWE_SIGN_IN=on (which `npm start` and the journeys set), the api refuses to start with it in production,
 * and its failures are counted against the real peer: X-Forwarded-For is believed from TRUSTED_PROXIES alone.
 */
import { ERR, IDENTITY_CALLS, MESSAGES, PLATFORM_CALLS } from '@storefront/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ROWE_UNAVAILABLE, seedRoweUser } from '../../src/modules/identity/rowe';
import { loadConfig } from '../../src/platform/config';
import { freshDatabase, startTestApi, type TestApi } from '../../src/testing/api';
import { PAGE_SERVER } from './page-server';

const PASSWORD = 'Rowe-Password-2026';
const WRONG = 'Not-The-Password-1';
/** Failed sign-ins one address may make in a day (small, so the tests reach it quickly). */
const CLIENT_LIMIT = 4;

/** The embedded sign-in's two calls, and the redirect the storefront asks for, on an api; what each answered. */
async function probe(api: TestApi) {
  const page = await fetch(new URL(`${PLATFORM_CALLS.roweSignInPage.path}?return=${encodeURIComponent('/bindAccount')}`, api.url));
  const post = await fetch(new URL(PLATFORM_CALLS.roweSignIn.path, api.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ return: '/bindAccount', email: 'riley@rowedesign.test', password: PASSWORD }).toString(),
    redirect: 'manual',
  });
  const redirect = await api.call<{ redirect_url: string }>(IDENTITY_CALLS.roweRedirectUrl, { body: { return_url: '/bindAccount' } });
  return {
    page: { status: page.status, type: page.headers.get('content-type'), body: await page.text() },
    post: { status: post.status, location: post.headers.get('location'), body: await post.text() },
    redirect,
  };
}

describe('I6: the embedded Rowe sign-in needs DEV_ROWE_SIGN_IN=on', () => {
  it('I6: a development api without the setting (and without ROWE_SSO_URL) serves no Rowe sign-in at all', async () => {
    const api = await startTestApi({ NODE_ENV: 'development' });
    try {
      await seedRoweUser(api.services, { email: 'riley@rowedesign.test', firstName: 'Riley', lastName: 'Stone', password: PASSWORD });
      const { page, post, redirect } = await probe(api);
      // Both paths answer the 404 envelope of an unknown call: no form, and no linking code for a right password.
      expect({ status: page.status, err: (JSON.parse(page.body) as { err: number }).err }).toEqual({ status: 404, err: ERR.NOT_FOUND });
      expect({ status: post.status, location: post.location, err: (JSON.parse(post.body) as { err: number }).err }).toEqual({ status: 404, location: null, err: ERR.NOT_FOUND });
      // The storefront is told Rowe linking is unavailable, not sent to a page that is not there.
      expect({ status: redirect.status, err: redirect.err, errmsg: redirect.errmsg }).toEqual({ status: 404, err: ERR.NOT_FOUND, errmsg: ROWE_UNAVAILABLE });
    } finally {
      await api.close();
    }
  });

  it("I6: with ROWE_SSO_URL the storefront goes to Rowe's own sign-in, and the embedded one stays off even when asked for", async () => {
    const api = await startTestApi({ ROWE_SSO_URL: 'https://sso.rowe.test/link', DEV_ROWE_SIGN_IN: 'on' });
    try {
      const { page, redirect } = await probe(api);
      expect(page.status).toBe(404);
      expect(redirect.err).toBe(ERR.OK);
      expect(new URL(redirect.val.redirect_url).origin).toBe('https://sso.rowe.test');
    } finally {
      await api.close();
    }
  });

  it('I6: an api with NODE_ENV=production refuses to start with DEV_ROWE_SIGN_IN=on', async () => {
    const { database, drop } = await freshDatabase();
    const filesDir = mkdtempSync(join(tmpdir(), 'storefront-files-'));
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', FILES_DIR: filesDir, NODE_ENV: 'production', DEV_ROWE_SIGN_IN: 'on', PAYMENT_PROVIDER: 'stripe', PAYMENT_SECRET_KEY: 'sk_test_unused' });
      await expect(buildApp({ config, database })).rejects.toThrow(/DEV_ROWE_SIGN_IN=on is refused in production/);
    } finally {
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});

describe('I6: with DEV_ROWE_SIGN_IN=on, the sign-in works and counts its failures against the real peer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ DEV_ROWE_SIGN_IN: 'on', TRUSTED_PROXIES: PAGE_SERVER, LOGIN_DAILY_LIMIT: String(CLIENT_LIMIT) });
    await seedRoweUser(api.services, { email: 'riley@rowedesign.test', firstName: 'Riley', lastName: 'Stone', password: PASSWORD });
  });
  afterAll(() => api.close());

  /** The form's POST, from `from` (a direct client, or the page server), with the X-Forwarded-For it sends. */
  function signIn(from: string, forwardedFor: string, email: string, password: string): Promise<{ status: number; error: string | null }> {
    const body = new URLSearchParams({ return: '/bindAccount', email, password }).toString();
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(PLATFORM_CALLS.roweSignIn.path, api.url),
        {
          method: 'POST',
          localAddress: from,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), 'X-Forwarded-For': forwardedFor },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, error: /<p class="error" role="alert">([^<]*)<\/p>/.exec(text)?.[1] ?? null }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const wrong = { status: 200, error: 'The email or password is incorrect.' };
  const limited = { status: 200, error: MESSAGES.dailyLimit };

  it('I6: with DEV_ROWE_SIGN_IN=on the form is served and a right password returns with a linking code', async () => {
    const { page, post, redirect } = await probe(api);
    expect({ status: page.status, type: page.type }).toEqual({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain('<form method="post"');
    expect(post.status).toBe(303);
    expect(new URL(post.location!).searchParams.get('RoweLinkingCode')).toMatch(/\S/);
    expect(new URL(redirect.val.redirect_url).pathname).toBe(PLATFORM_CALLS.roweSignInPage.path);
  });

  it('I6: a client calling the api directly is counted as itself, whatever X-Forwarded-For it sends', async () => {
    for (let i = 0; i < CLIENT_LIMIT; i += 1) expect(await signIn('127.0.0.1', `203.0.113.${i + 1}`, `nobody-${i}@rowedesign.test`, WRONG)).toEqual(wrong);
    expect(await signIn('127.0.0.1', '203.0.113.200', 'nobody-x@rowedesign.test', WRONG)).toEqual(limited);
    // Its right password is held back too, with a fresh claimed address: the budget is the socket's.
    expect(await signIn('127.0.0.1', '198.51.100.77', 'riley@rowedesign.test', PASSWORD)).toEqual(limited);
  });

  it('I6: through the page server each browser address has its own budget', async () => {
    for (let i = 0; i < CLIENT_LIMIT; i += 1) expect(await signIn(PAGE_SERVER, '192.0.2.10', `ghost-${i}@rowedesign.test`, WRONG)).toEqual(wrong);
    expect(await signIn(PAGE_SERVER, '192.0.2.10', 'ghost-x@rowedesign.test', WRONG)).toEqual(limited);
    expect(await signIn(PAGE_SERVER, '192.0.2.11', 'ghost-x@rowedesign.test', WRONG)).toEqual(wrong);
    const other = await signIn(PAGE_SERVER, '192.0.2.12', 'riley@rowedesign.test', PASSWORD);
    expect({ status: other.status, error: other.error }).toEqual({ status: 303, error: null });
  });
});
