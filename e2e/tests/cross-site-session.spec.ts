import { SESSION_SITES_WAIT_MS, STORAGE_KEYS, type Brand } from '@storefront/contracts';
import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD } from '../support/api';
import { SHARING_SITES, SITE_PORTS, siteOrigin } from '../support/ports';
import { openReady } from '../support/ready';
import { ShellServer } from '../support/shell-server';

/**
 * The cross-site session (spec section 7, decision 035): brands on their own ports, each at a host of its own under
 * storefront.localhost (ports alone share every cookie; one site, as this browser blocks third-party cookies, which
 * frames of other sites would need), against the journeys' api. Signing in on Caracole signs in on Rowe
 * opened afterwards; a brand whose sibling does not answer stays a visitor and stops waiting after 15 s.
 */

const PORTS = SITE_PORTS;
const site = siteOrigin;
const CA = site('CA', PORTS.CA);
const ROWE = site('ROWE', PORTS.ROWE);
const JC = site('JC', PORTS.JC);
/** A sibling nothing listens for. */
const SILENT = site('CA', PORTS.nobody);

// One worker runs both: the servers are this file's own, started once.
test.describe.configure({ mode: 'serial' });

const servers: ShellServer[] = [];
const serve = (brand: Brand, port: number, sites: string) => new ShellServer(brand, port, null, { SESSION_SITES: sites });

test.beforeAll(async () => {
  const shared = SHARING_SITES;
  servers.push(serve('CA', PORTS.CA, shared), serve('ROWE', PORTS.ROWE, shared), serve('JC', PORTS.JC, `JC=${JC},CA=${SILENT}`));
  await Promise.all(servers.map((s) => s.start()));
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

/** Cookies accepted on a site, so its banner stays out of the way. */
async function acceptCookies(page: Page, url: string): Promise<void> {
  await page.context().addCookies(['BASIC_COOKIES', 'PERFORMANCE_COOKIES', 'COOKIES_HAVE_BEEN_SET'].map((name) => ({ name, value: 'true', url: `${url}/` })));
}

const cookieOf = async (page: Page, url: string, name: string) => (await page.context().cookies(url)).find((c) => c.name === name)?.value;

/** Cookies accepted on Caracole and Rowe, then the demo designer signed in on Caracole: the user id. */
async function signInOnCaracole(page: Page): Promise<string | undefined> {
  await acceptCookies(page, CA);
  await acceptCookies(page, ROWE);
  await openReady(page, `${CA}/login`);
  await page.getByRole('textbox', { name: 'Account' }).fill('designer@storefront.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => cookieOf(page, CA, STORAGE_KEYS.authUid), { timeout: 15_000 }).toBeTruthy();
  const userId = await cookieOf(page, CA, STORAGE_KEYS.authUid);
  return userId;
}

test('signing in on Caracole signs in on Rowe opened beside it', async ({ page }) => {
  const userId = await signInOnCaracole(page);
  // Rowe keeps its own cookies: a visitor there until it asks its sibling.
  expect(await cookieOf(page, ROWE, STORAGE_KEYS.authUid)).toBeUndefined();

  await openReady(page, `${ROWE}/home`);
  // Once the page is idle Rowe frames Caracole's /iframeMsg, gets a one-time code and redeems it through its own
  // page server, which now holds a session of its own for the same designer.
  await expect.poll(() => cookieOf(page, ROWE, STORAGE_KEYS.authUid), { timeout: 20_000 }).toBe(userId);
  const rowe = await page.context().cookies(ROWE);
  expect(rowe.find((c) => c.name === 'sf_session')?.httpOnly).toBe(true);
  expect(decodeURIComponent(rowe.find((c) => c.name === STORAGE_KEYS.token)?.value ?? '')).toMatch(/^held\./);
  await expect(page.locator('iframe[data-session-site]')).toHaveCount(0);
  // The page took the session as after a login: reloaded, it is a signed-in page.
  await openReady(page, `${ROWE}/home`);
  expect(await cookieOf(page, ROWE, STORAGE_KEYS.role)).not.toBe('mibd_visitor');
});

test("the brand menu takes a designer to a sibling brand's site, signed in there in a new window", async ({ page }) => {
  // The frames stay out of it: the new window is signed in by the brand redirect's code alone.
  await page.context().route('**/iframeMsg*', (route) => route.abort());
  const userId = await signInOnCaracole(page);
  await openReady(page, `${CA}/home`);
  const opening = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Our brands' }).getByRole('link', { name: 'Rowe' }).click();
  const rowe = await opening;
  await rowe.waitForURL(`${ROWE}/home`, { timeout: 15_000 });
  await expect.poll(() => cookieOf(rowe, ROWE, STORAGE_KEYS.authUid), { timeout: 15_000 }).toBe(userId);
  // The code is gone from the address and from the history, and the window cannot reach back to this page.
  expect(await rowe.evaluate(() => ({ opener: window.opener === null, length: history.length, search: location.search }))).toEqual({ opener: true, length: 1, search: '' });
  // This page stays where it was.
  await expect(page).toHaveURL(`${CA}/home`);
});

test('a brand whose sibling does not answer stays a visitor, and stops waiting after 15 s', async ({ page }) => {
  await acceptCookies(page, JC);
  await page.clock.install();
  await openReady(page, `${JC}/home`);
  const frame = page.locator(`iframe[data-session-site="${SILENT}"]`);
  await expect(frame).toHaveCount(1, { timeout: 15_000 });
  await page.clock.runFor(SESSION_SITES_WAIT_MS);
  await expect(frame).toHaveCount(0);
  expect(await cookieOf(page, JC, STORAGE_KEYS.authUid)).toBeUndefined();
  // Asked once this browser session: the next page frames nothing.
  await openReady(page, `${JC}/home`);
  await page.clock.runFor(10_000);
  await expect(page.locator('iframe[data-session-site]')).toHaveCount(0);
});
