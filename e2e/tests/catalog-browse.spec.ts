import { BRAND_TABLE, MESSAGES, STORAGE_KEYS, type Brand } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiLogin } from '../support/api';
import { cards, filters, listAnswered } from '../support/browse';
import { DESKTOP, PHONE, SHOTS_DIR, shot } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The catalog's lists by who is looking: a visitor sees no price, a designer sees the price of the mode, the price
 * range and its refusal, the filter drawer under 992 px and pagination. (Each brand's browsing, search and list
 * pages are in its tour: brand-tour.spec.ts.)
 */

/** Signs the demo designer in through the api and hands the shell the cookies it reads (token, mode in `role`). */
async function signInAs(page: Page, request: APIRequestContext, brand: Brand, mode: 'mibd_designer' | 'mibd_communicate' | 'mibd_safe') {
  const code = BRAND_TABLE[brand].code;
  const answer = await apiLogin(request, 'designer@storefront.test', { guest: `e2e-browse-${code}`, brand });
  expect(answer.err).toBe(200);
  const url = brandUrl(brand, '/');
  await page.context().addCookies([
    { name: STORAGE_KEYS.token, value: answer.val.token, url },
    { name: STORAGE_KEYS.authUid, value: String(answer.val.user_id), url },
    { name: STORAGE_KEYS.role, value: mode, url },
  ]);
}

test('a visitor sees Login to see your price and no price on the list', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openReady(page, brandUrl('HOM', '/productList'));
  await listAnswered(page);
  await expect(cards(page).first().getByText(MESSAGES.pricesLogin)).toBeVisible();
  await expect(page.locator('main .cat-list-main')).not.toContainText('$');
  await expect(filters(page).getByRole('textbox', { name: 'Min price' })).toHaveCount(0);
});

for (const brand of ['HOM', 'CA'] as const) {
  test(`${brand}: a designer in designer mode sees the designer price on the list; in client and browsing mode not`, async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, brand, 'mibd_designer');
    const list = brand === 'HOM' ? '/productList' : '/product/shop-instock';
    await openReady(page, brandUrl(brand, list));
    await listAnswered(page);
    await expect(cards(page).first().getByText('Designer price')).toBeVisible();
    await expect(cards(page).first()).toContainText('$');
    await shot(page, `catalog/list-${brand}-designer-desktop`);

    await signInAs(page, request, brand, 'mibd_communicate');
    await openReady(page, brandUrl(brand, list));
    await listAnswered(page);
    await expect(cards(page).first()).toContainText('Retail price');
    await expect(page.locator('main').getByText('Designer price')).toHaveCount(0);

    await signInAs(page, request, brand, 'mibd_safe');
    await openReady(page, brandUrl(brand, list));
    await listAnswered(page);
    await expect(cards(page).first().getByText(MESSAGES.pricesHiddenInMode)).toBeVisible();
    await expect(page.locator('main .cat-list-main')).not.toContainText('$');
  });
}

test('the designer sets a price range: one end alone is refused with the spec message, a whole range filters', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, request, 'HOM', 'mibd_designer');
  await openReady(page, brandUrl('HOM', '/productList'));
  await listAnswered(page);
  const panel = filters(page);
  // A price typed in the first seconds can be cleared by the list's late re-render (seen about once in six loads):
  // the journey types it again until it stays, and the range check is what it asserts.
  const min = panel.getByRole('textbox', { name: 'Min price' });
  await expect(async () => {
    await min.fill('500');
    await page.waitForTimeout(500);
    await expect(min).toHaveValue(/500/, { timeout: 100 });
  }).toPass({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText(MESSAGES.priceFilterRange)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Max price' }).fill('2000');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=500&maxPrice=2000/);
  await listAnswered(page);
});

test('the filter drawer under 992 px and 48 products a page with pagination', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openReady(page, brandUrl('HOM', '/productList'));
  await listAnswered(page);
  await expect(cards(page)).toHaveCount(48);
  await expect(filters(page)).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  if (SHOTS_DIR) {
    await page.waitForTimeout(400);
    await shot(page, 'catalog/list-HOM-filter-drawer-390');
  }
  await drawer.getByRole('radio', { name: 'In Stock' }).locator('xpath=ancestor::label').click();
  await expect(page).toHaveURL(/stock=in_stock/);
  await drawer.getByRole('button', { name: /^Show/ }).click();
  await expect(drawer).toBeHidden();
  await listAnswered(page);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await listAnswered(page);
});
