import { IDENTITY_CALLS, MESSAGES, SESSION_COOKIE } from '@storefront/contracts';
import { expect, test, type Page, type Request } from '../support/test';
import { DEMO_PASSWORD, callApi } from '../support/api';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { seriousViolations } from '../support/axe';
import { shot } from '../support/screens';

/**
 * The session lifecycle in the browser (spec sections 3 and 4): roles loaded at start, the keys a login
 * leaves and a logout clears, and a token revoked mid-session cleared once, back to the visitor view.
 */

async function cookies(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
}

const isRoleLoad = (mode: string) => (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === IDENTITY_CALLS.userRole.path && url.searchParams.get('mode') === mode;
};

async function logIn(page: Page, brand: 'HOM' | 'CA', username: string): Promise<void> {
  await openReady(page, brandUrl(brand, `/login?redirect=${encodeURIComponent('/home')}`));
  await page.getByRole('textbox', { name: 'Account' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a first visit gets a guest id and the visitor role; a signed-in start loads the roles of its mode and the user', async ({ page }) => {
  const visitorRoles = page.waitForResponse((r) => isRoleLoad('mibd_visitor')(r.request()));
  await openReady(page, brandUrl('HOM', '/home'));
  expect((await (await visitorRoles).json()).val).toMatchObject({ mode: 'mibd_visitor', Role: expect.arrayContaining(['home']) });
  await expect.poll(async () => (await cookies(page)).role).toBe('mibd_visitor');
  const first = await cookies(page);
  expect(first.userRandom).toMatch(/^\d{13}[A-Za-z0-9]{32}$/);
  expect(Number(first.getRoleTime)).toBeGreaterThan(Date.now() - 60_000);

  await logIn(page, 'HOM', 'designer@storefront.test');
  const signedIn = await cookies(page);
  expect(signedIn).toMatchObject({ role: 'mibd_safe', userEmail: 'designer@storefront.test', userRandom: first.userRandom });
  expect(signedIn['X-Auth-Uid']).toBeTruthy();

  // A new page load: the stored mode's roles and the user's info, with the token.
  const roles = page.waitForRequest(isRoleLoad('mibd_safe'));
  const info = page.waitForRequest((r) => new URL(r.url()).pathname === IDENTITY_CALLS.userInfo.path);
  await page.reload();
  expect((await roles).headers()['x-auth-token']).toBe(signedIn.token);
  expect((await info).headers()['x-auth-token']).toBe(signedIn.token);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('logout clears the session keys, loads the visitor role and goes home', async ({ page }) => {
  await logIn(page, 'HOM', 'designer@storefront.test');
  await page.context().addCookies([{ name: 'customer_id', value: '00000000-0000-4000-8000-000000000001', url: brandUrl('HOM', '/') }]);
  const before = await cookies(page);
  await openReady(page, brandUrl('HOM', '/productList'));
  const visitorRoles = page.waitForRequest(isRoleLoad('mibd_visitor'));
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await visitorRoles;
  await expect(page).toHaveURL(brandUrl('HOM', '/home'));
  await expect.poll(async () => (await cookies(page)).token).toBeUndefined();
  const after = await cookies(page);
  for (const key of ['token', SESSION_COOKIE, 'customer_id', 'username', 'X-Auth-Uid', 'clientAgentId', 'clientAgentCode', 'userEmail']) expect(after[key], key).toBeUndefined();
  expect(after.role).toBe('mibd_visitor');
  expect(after.userRandom).toMatch(/^\d{13}[A-Za-z0-9]{32}$/);
  expect(after.userRandom).not.toBe(before.userRandom);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a token revoked mid-session clears the session once and shows the visitor view', async ({ page, request }) => {
  await logIn(page, 'HOM', 'designer@storefront.test');
  // The token itself, which only the page server reads (decision 019): the page holds a stand-in.
  const token = (await cookies(page))[SESSION_COOKIE];
  // The session ends on the server (as when it expires or the password changes elsewhere).
  const revoked = await callApi(request, IDENTITY_CALLS.logout, { guest: 'revoker', token: token!, body: {} });
  expect(revoked.err).toBe(200);

  const invalid: string[] = [];
  const visitorLoads: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/mibd/') && !response.url().includes('/xbom/')) return;
    const body = (await response.json().catch(() => null)) as { err?: number; errmsg?: string } | null;
    if (body?.err === 22007) invalid.push(response.url());
  });
  page.on('request', (r) => {
    if (isRoleLoad('mibd_visitor')(r)) visitorLoads.push(r.url());
  });
  // Moving on in the app: the next calls carry the revoked token.
  await page.evaluate(() => {
    history.pushState(null, '', '/productList?Room=Bedroom');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => invalid.length).toBeGreaterThan(0);
  await expect.poll(async () => (await cookies(page)).token).toBeUndefined();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => visitorLoads.length).toBe(1);
  expect((await cookies(page)).role).toBe('mibd_visitor');
  // Cleared once: however many calls answered 22007, the visitor role was loaded one time.
  await page.waitForTimeout(500);
  expect(visitorLoads).toHaveLength(1);
  expect(invalid.length).toBeGreaterThan(0);
  // A protected page now asks to log in.
  await page.evaluate(() => {
    history.pushState(null, '', '/cart');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(brandUrl('HOM', `/login?redirect=${encodeURIComponent('/cart')}`));
});

test('/validateLogon verifies the session, and says so when there is none', async ({ page }) => {
  await openReady(page, brandUrl('HOM', '/validateLogon?redirect=%2FproductList'));
  await expect(page.getByText(MESSAGES.verificationFailed)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'signin/validate-logon-failed-1280', { fullPage: true });
  await logIn(page, 'HOM', 'customer@storefront.test');
  await openReady(page, brandUrl('HOM', '/validateLogon?redirect=%2FproductList'));
  await expect(page).toHaveURL(brandUrl('HOM', '/productList'));
});

test('/noPermission says why', async ({ page }) => {
  await logIn(page, 'HOM', 'customer@storefront.test');
  await openReady(page, brandUrl('HOM', '/noPermission'));
  await expect(page.getByText(MESSAGES.noPermissionPage)).toBeVisible();
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
});
