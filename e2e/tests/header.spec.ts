import { CART_CALLS, SEARCH_DROPDOWN_LIMIT, SEARCH_FORM_PATH, STORAGE_KEYS } from '@storefront/contracts';
import { expect, test, type Page } from '../support/test';
import { apiLogin, callApi } from '../support/api';
import { acceptCookies, headerShift, listProducts, longestWord } from '../support/browse';
import { seriousViolations } from '../support/axe';
import { shot } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The header's own behaviour across the shell and the api: ART's live dropdown, the slide-out menu at 390 px, and a
 * designer's cart badge and preview. (Every brand's header, mega-menu and search are in its tour: brand-tour.spec.ts.)
 */

/** Axe over the chrome (header, footer, the slide-out menu and popovers); the pages inside are the remotes' to check. */
async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page, { exclude: 'main' })).toEqual([]);
}

test('ART: the live dropdown lists at most 10 products by SKU, View all results, and Nothing found', async ({ page, request }) => {
  await acceptCookies(page, 'ART');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReady(page, brandUrl('ART', '/home'));
  const partial = longestWord(await listProducts(request, 'ART', { page: 1, limit: 24 })).slice(0, 5);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially(partial.slice(0, 3));
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'View all results' })).toBeVisible({ timeout: 10_000 });
  const products = listbox.locator('a[href^="/page/products/product-"]');
  expect(await products.count()).toBeGreaterThan(0);
  expect(await products.count()).toBeLessThanOrEqual(SEARCH_DROPDOWN_LIMIT);
  await shot(page, `header/live-search-ART-1280`);
  // While the list is open react-aria hides the rest of the page from screen readers (the combobox pattern): axe
  // reads that as hidden focusable content, so the open list is checked on its own.
  expect(await seriousViolations(page, { include: '.sf-live-popover' })).toEqual([]);
  const first = products.first();
  const href = (await first.getAttribute('href')) as string;
  await first.click();
  await expect(page).toHaveURL(brandUrl('ART', href));

  await openReady(page, brandUrl('ART', '/home'));
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).pressSequentially('qzxqzx');
  await expect(page.getByText('Nothing found')).toBeVisible({ timeout: 10_000 });
});

test("the header's search works before the page's script: a plain form the page server sends on", async ({ request }) => {
  for (const [brand, href] of [
    ['CA', '/product/search/lamp%20shade'],
    ['HOM', '/searchResult?keyWord=lamp%20shade'],
  ] as const) {
    const answer = await request.get(brandUrl(brand, `${SEARCH_FORM_PATH}?keyWord=lamp+shade`), { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(href);
  }
});

test('the slide-out menu at 390 px: opens, leads to a list, closes on the way', async ({ page }) => {
  await acceptCookies(page, 'HOM');
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, brandUrl('HOM', '/home'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await shot(page, `header/sheet-HOM-390`);
  await sheet.getByRole('button', { name: 'Products' }).click();
  const room = sheet.locator('.sf-sheet-panel a').nth(1);
  const href = (await room.getAttribute('href')) as string;
  await room.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('sidebarStatus'))).toBe('0');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sheet.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('a designer who added to the cart sees the badge and the line in the hover preview', async ({ page, request }) => {
  const origin = brandUrl('HOM', '');
  const guest = 'e2e-header-cart';
  const answer = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const token = answer.token;
  const auth = { guest, token, mode: 'mibd_designer' };
  const [card] = (await listProducts(request, 'HOM', { page: 1, limit: 24 })).filter((c) => c.sku_number);
  const added = await callApi(request, CART_CALLS.add, { ...auth, body: { sku_number: card?.sku_number, number: 2 } });
  expect(added.err).toBe(200);
  const count = (await callApi(request, CART_CALLS.list, { ...auth, body: {} })).val.count;

  await acceptCookies(page, 'HOM');
  const host = new URL(origin).hostname;
  await page.context().addCookies([
    // The keys a sign-in stores (spec section 3), so the first frame already knows the user.
    ...Object.entries({
      [STORAGE_KEYS.token]: token,
      [STORAGE_KEYS.role]: 'mibd_designer',
      [STORAGE_KEYS.authUid]: answer.user_id,
      [STORAGE_KEYS.userFirstName]: answer.user_first_name,
      [STORAGE_KEYS.userLastName]: answer.user_last_name,
      [STORAGE_KEYS.userEmail]: answer.user_email,
    }).map(([name, value]) => ({ name, value: encodeURIComponent(value), domain: host, path: '/' })),
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReady(page, brandUrl('HOM', '/home'));
  const cart = page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
  await expect(cart).toBeVisible({ timeout: 10_000 });
  await expect(cart).toHaveText(String(count));
  expect(await headerShift(page)).toBeLessThanOrEqual(0.02);
  await cart.hover();
  const preview = page.getByRole('region', { name: 'Shopping cart preview' });
  await expect(preview.getByText(card?.name as string).first()).toBeVisible();
  await expect(preview.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  await shot(page, `header/cart-preview-HOM-1280`);
  await noSeriousViolations(page);
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/personalCenter');
  // The account menu's popup is loaded on the way to its button; the first press opens it, the keyboard works in it.
  await page.getByRole('button', { name: /account menu$/ }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await shot(page, `header/account-menu-HOM-1280`);
  expect(await seriousViolations(page, { include: '.sf-menu-popover' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /account menu$/ })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, brandUrl('HOM', '/home'));
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toBeVisible();
  expect(await headerShift(page)).toBeLessThanOrEqual(0.02);
  await shot(page.locator('header'), `header/header-designer-HOM-390`);
});
