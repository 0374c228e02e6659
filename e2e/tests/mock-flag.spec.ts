import { MESSAGES, productHref } from '@storefront/contracts';
import { expect, test, type Page, type Response } from '@playwright/test';
import { cards, filters, listAnswered, pictureLoaded } from '../support/browse';
import { API_PORT } from '../support/ports';
import { openReady } from '../support/ready';
import { ShellServer } from '../support/shell-server';

/**
 * The mock flag (spec section 7, decision 038): the whole catalog journey with ?mock=1 against a page server that has
 * no api (API_URL names a port nothing listens on). Every call is answered in the browser by msw's worker from the
 * generated catalog; the page server sends the frame alone.
 */
// Below the ports of the cross-site session's journey (API_PORT - 14 .. - 17).
const SHELL_PORT = API_PORT - 19;
const NO_API_PORT = API_PORT - 20;

const shell = new ShellServer('HOM', SHELL_PORT, null, { API_URL: `http://127.0.0.1:${NO_API_PORT}`, SESSION_SITES: '' });

test.beforeAll(async () => {
  await shell.start();
});
test.afterAll(async () => {
  await shell.stop();
});

/**
 * The api's calls the page made, and whether each reached the page server (which has no api) rather than the worker
 * or the browser's cache (a picture the worker answered earlier may be read again from the memory cache).
 */
function apiCalls(page: Page): Array<{ path: string; reachedServer: boolean }> {
  const seen: Array<{ path: string; reachedServer: boolean }> = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/(mibd|mibdOl|mibd_ol|mibdol|xbom|ca)\//.test(pathname)) return;
    const entry = { path: pathname, reachedServer: false };
    seen.push(entry);
    if (!response.fromServiceWorker()) void response.serverAddr().then((address) => (entry.reachedServer = address !== null));
  });
  return seen;
}

test('with ?mock=1 and no api: home, a room, a filter, a search, a product and Add to cart offered as a login', async ({ page }) => {
  test.setTimeout(90_000);
  const calls = apiCalls(page);

  await test.step('the home page: rooms and hot products from the generated catalog', async () => {
    await openReady(page, shell.url('/home?mock=1'));
    const region = page.locator('[data-region="mf-catalog"]');
    await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(region.locator('.cat-rail .cat-card').first()).toBeVisible();
    // The header's menus came from the mock api too.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();
    await region.locator('.cat-rooms').getByRole('link', { name: 'Living Room' }).click();
  });

  await test.step("a room's list, then a filter", async () => {
    await expect(page).toHaveURL(/\/productList\?Room=Living(%20|\+)Room/);
    await listAnswered(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(cards(page).first().getByText(MESSAGES.pricesLogin)).toBeVisible();
    await pictureLoaded(cards(page).locator('img'));

    const before = page.url();
    const box = filters(page).getByRole('group', { name: 'Category' }).getByRole('checkbox', { checked: false }).first();
    const label = (await box.locator('xpath=ancestor::label').locator('.cat-check-label').textContent())?.trim() ?? '';
    await box.locator('xpath=ancestor::label').click();
    await expect(page).not.toHaveURL(before);
    await listAnswered(page);
    await expect(page.getByRole('button', { name: `Remove filter ${label}` })).toBeVisible();
  });

  await test.step('a search from the header', async () => {
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await search.fill('sofa');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyWord=sofa/);
    await listAnswered(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('sofa');
    await expect(cards(page).getByRole('link', { name: /sofa/i }).first()).toBeVisible();
  });

  await test.step('a product page: no price for a visitor, and ordering offered as a login', async () => {
    const first = cards(page).first().getByRole('link');
    const name = (await first.textContent())?.trim() ?? '';
    const sku = (await cards(page).first().getAttribute('data-sku')) ?? '';
    await first.click();
    await expect(page).toHaveURL(shell.url(productHref('HOM', sku)));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(MESSAGES.pricesLogin).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await pictureLoaded(page.locator('.cat-gallery-image'));
  });

  await test.step('a reload in the same tab stays on the mock api (no ?mock=1 in the address)', async () => {
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await openReady(page, page.url());
    await expect(page.getByRole('heading', { level: 1, name: heading ?? '' })).toBeVisible();
  });

  expect(calls.length).toBeGreaterThan(5);
  expect(calls.filter((c) => c.reachedServer)).toEqual([]);
});
