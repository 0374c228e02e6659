import { expect, test } from '../support/test';
import { CATALOG_CALLS } from '@storefront/contracts';
import { apiLogin, callApi } from '../support/api';
import { acceptCookies } from '../support/browse';
import { signIn } from '../support/orders';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * Two languages (spec section 1): a visitor switches the header to Chinese, and the chrome, the sign-in page and,
 * signed in, the account's pages and a dialog read in Chinese, rendered so by the server too; the account menu switches
 * back.
 */
test('a designer reads the storefront in Chinese, from the header to the account pages, and back in English', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await acceptCookies(page, 'CA');
  await openReady(page, brandUrl('CA', '/home'));
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Language:\s*中文$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(banner.getByRole('searchbox', { name: '搜索产品' })).toBeVisible();
  await expect(banner.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' })).toBeVisible();

  // The choice is kept: the page server renders the next page in Chinese before any script runs.
  const sent = await (await context.request.get(brandUrl('CA', '/login'))).text();
  expect(sent).toContain('<html lang="zh-CN"');
  await openReady(page, brandUrl('CA', '/login'));
  await expect(page.getByRole('textbox', { name: /密码/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await checkScreens(page, 'login-zh');

  // Signed in, a dialog reads in Chinese: its title and its close button.
  const designer = (await apiLogin(request, 'designer@storefront.test', { guest: 'e2e-languages' })).val;
  await signIn(context, 'CA', designer, 'mibd_designer');
  const listed = await callApi(request, CATALOG_CALLS.productList, { guest: 'e2e-languages', brand: 'CA', body: { page: 1 } });
  const onSale = (listed.val.list as Array<{ sku_number: string; status: number }>).find((p) => p.status !== 2)!;
  await openReady(page, brandUrl('CA', `/page/products/product-${encodeURIComponent(onSale.sku_number)}.html`));
  await page.getByRole('button', { name: '在我的房间中查看' }).click();
  const dialog = page.getByRole('dialog', { name: '在我的房间中查看' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await checkScreens(page, 'dialog-zh');
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(dialog).toBeHidden();

  // The account's home reads in Chinese, the header's account menu too.
  await openReady(page, brandUrl('CA', '/personalCenter'));
  await expect(page.getByRole('heading', { level: 1, name: '我的账户' })).toBeVisible();
  await checkScreens(page, 'account-zh');
  await banner.getByRole('button', { name: /账户菜单$/ }).click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'English' }).click();

  // Back in English, in place.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'My Favorites' })).toBeVisible();
});
