import { expect, test } from '../support/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

test('a guest opening a login-required route lands on /login with the return path', async ({ page }) => {
  await page.goto(brandUrl('HOM', '/personalCenter?type=orders'));
  await expect(page).toHaveURL(brandUrl('HOM', `/login?redirect=${encodeURIComponent('/personalCenter?type=orders')}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // Standalone screen: no header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a guest following an in-app link to the cart is sent to login and back-navigation skips the redirect', async ({ page }) => {
  await openReady(page, brandUrl('CA', '/home'));
  await page.evaluate(() => {
    history.pushState(null, '', '/cart?u=12345678');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(brandUrl('CA', `/login?redirect=${encodeURIComponent('/cart?u=12345678')}`));
});

test('FFD sends guests on protected pages to /login with no redirect query', async ({ page }) => {
  await page.goto(brandUrl('FFD', '/ffdOrder'));
  await expect(page).toHaveURL(brandUrl('FFD', '/login'));
});

test('the /page/ addresses of the brand sites open the matching screen', async ({ page }) => {
  await page.goto(brandUrl('HOM', '/page/home/'));
  await expect(page).toHaveURL(brandUrl('HOM', '/home'));
  await page.goto(brandUrl('HOM', '/page/products/product-CA-1001.html?source=llm'));
  await expect(page).toHaveURL(brandUrl('HOM', '/productDetail?source=llm&sku_number=CA-1001'));
});
