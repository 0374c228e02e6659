import AxeBuilder from '@axe-core/playwright';
import { BRANDS, BRAND_TABLE, DEFAULT_API_TOKEN, SEARCH_DROPDOWN_LIMIT, STORAGE_KEYS, type Brand } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The header of every brand against the real api: logo, mega-menu to a product list, search by a partial and a
 * misspelt word, ART's live dropdown, the slide-out menu at 390 px, and a designer's cart badge and preview.
 */
const DEMO_PASSWORD = 'Storefront-Demo-26';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens/header';

/** Axe over the chrome (header, footer, the slide-out menu and popovers); the pages inside are the remotes' to check. */
async function noSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Layout shifts of the header's own elements since the page started (menus, cart and roles arrive after the frame). */
async function headerShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
            if (entry.hadRecentInput) continue;
            const inHeader = entry.sources?.some((s) => {
              const element = s.node?.nodeType === 1 ? (s.node as Element) : s.node?.parentElement;
              return Boolean(element?.closest('header'));
            });
            if (inHeader) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Consent given up front, so the cookie banner stays out of the screenshots. */
async function acceptCookies(page: Page, brand: Brand): Promise<void> {
  const url = new URL(brandUrl(brand, '/'));
  await page.context().addCookies(
    ['COOKIES_HAVE_BEEN_SET', 'BASIC_COOKIES', 'PERFORMANCE_COOKIES'].map((name) => ({ name, value: 'true', domain: url.hostname, path: '/' })),
  );
}

/** The menus have arrived when the desktop navigation shows its first entry. */
async function menusLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();
}

for (const brand of BRANDS) {
  test(`${brand}: the header and footer at 1280 and 390 px (screenshots, axe)`, async ({ page }) => {
    test.slow();
    await acceptCookies(page, brand);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, brandUrl(brand, '/home'));
    await menusLoaded(page);
    await page.waitForTimeout(300);
    expect(await headerShift(page)).toBeLessThanOrEqual(0.02);
    await page.locator('header').screenshot({ path: `${SHOTS}/header-${brand}-1280.png` });
    await page.locator('footer').screenshot({ path: `${SHOTS}/footer-${brand}-1280.png` });
    await noSeriousViolations(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().click();
    await page.screenshot({ path: `${SHOTS}/mega-${brand}-1280.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    await page.locator('header').screenshot({ path: `${SHOTS}/header-${brand}-390.png` });
    await page.locator('footer').screenshot({ path: `${SHOTS}/footer-${brand}-390.png` });
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/sheet-${brand}-390.png` });
    await noSeriousViolations(page);
  });
}

interface Card {
  sku_number: string;
  name: string;
}

/** Products of a brand's catalog as its own origin answers them. */
async function catalogCards(request: APIRequestContext, brand: Brand): Promise<Card[]> {
  const response = await request.post(brandUrl(brand, `/mibd/product/productList?obtain=${BRAND_TABLE[brand].code}`), {
    headers: { 'Api-Token': DEFAULT_API_TOKEN, GuestUId: `e2e-header-${brand}` },
    data: { page: 1, limit: 24 },
  });
  return ((await response.json()) as { val: { list: Card[] } }).val.list;
}

/** A distinctive word of the catalog's product names (the longest one), its first letters and a typo of it. */
function searchWords(cards: readonly Card[]): { word: string; partial: string; typo: string } {
  const words = cards.flatMap((c) => c.name.split(/\s+/)).filter((w) => /^[A-Za-z]{6,}$/.test(w));
  const word = [...words].sort((a, b) => b.length - a.length)[0] as string;
  const typo = `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`;
  return { word, partial: word.slice(0, 5), typo };
}

for (const brand of BRANDS) {
  test(`${brand}: the logo, the products mega-menu leading to a list, and search by a partial and a misspelt word`, async ({ page, request }) => {
    test.slow();
    await acceptCookies(page, brand);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReady(page, brandUrl(brand, '/home'));
    await expect(page.getByRole('link', { name: `${BRAND_TABLE[brand].name} home` })).toBeVisible();
    await menusLoaded(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button').first().click();
    const firstGroup = nav.locator('.sf-mega a').first();
    const href = (await firstGroup.getAttribute('href')) as string;
    await firstGroup.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.locator('.sf-mega')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const { word, partial, typo } = searchWords(await catalogCards(request, brand));
    for (const text of [partial, typo]) {
      const box = brand === 'ART' ? page.getByRole('banner').getByRole('combobox', { name: 'Search products' }) : page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
      await box.fill(text);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(encodeURIComponent(text)));
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(word, 'i') }).first()).toBeVisible({ timeout: 15_000 });
    }
  });
}

test('ART: the live dropdown lists at most 10 products by SKU, View all results, and Nothing found', async ({ page, request }) => {
  await acceptCookies(page, 'ART');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReady(page, brandUrl('ART', '/home'));
  const { partial } = searchWords(await catalogCards(request, 'ART'));
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially(partial.slice(0, 3));
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'View all results' })).toBeVisible({ timeout: 10_000 });
  const products = listbox.locator('a[href^="/page/products/product-"]');
  expect(await products.count()).toBeGreaterThan(0);
  expect(await products.count()).toBeLessThanOrEqual(SEARCH_DROPDOWN_LIMIT);
  await page.screenshot({ path: `${SHOTS}/live-search-ART-1280.png` });
  // While the list is open react-aria hides the rest of the page from screen readers (the combobox pattern): axe
  // reads that as hidden focusable content, so the open list is checked on its own.
  const { violations } = await new AxeBuilder({ page }).include('.sf-live-popover').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const first = products.first();
  const href = (await first.getAttribute('href')) as string;
  await first.click();
  await expect(page).toHaveURL(brandUrl('ART', href));

  await openReady(page, brandUrl('ART', '/home'));
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).pressSequentially('qzxqzx');
  await expect(page.getByText('Nothing found')).toBeVisible({ timeout: 10_000 });
});

test('the slide-out menu at 390 px: opens, leads to a list, closes on the way', async ({ page }) => {
  await acceptCookies(page, 'HOM');
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, brandUrl('HOM', '/home'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
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
  const headers = { 'Api-Token': DEFAULT_API_TOKEN, GuestUId: 'e2e-header-cart' };
  const login = await request.post(`${origin}/mibd/login/user_login?obtain=hom`, { headers, data: { username: 'designer@storefront.test', password: DEMO_PASSWORD } });
  const answer = ((await login.json()) as { val: { token: string; user_id: string; user_first_name: string; user_last_name: string; user_email: string } }).val;
  const token = answer.token;
  const auth = { ...headers, 'X-Auth-Token': token, Mode: 'mibd_designer' };
  const [card] = (await catalogCards(request, 'HOM')).filter((c) => c.sku_number);
  const added = await request.post(`${origin}/mibd/shoppingCart/add?obtain=hom`, { headers: auth, data: { sku_number: card?.sku_number, number: 2 } });
  expect(((await added.json()) as { err: number }).err).toBe(200);
  const list = await request.post(`${origin}/mibd/shoppingCart/list?obtain=hom`, { headers: auth, data: {} });
  const count = ((await list.json()) as { val: { count: number } }).val.count;

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
  await page.screenshot({ path: `${SHOTS}/cart-preview-HOM-1280.png` });
  await noSeriousViolations(page);
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/personalCenter');

  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, brandUrl('HOM', '/home'));
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toBeVisible();
  expect(await headerShift(page)).toBeLessThanOrEqual(0.02);
  await page.locator('header').screenshot({ path: `${SHOTS}/header-designer-HOM-390.png` });
});
