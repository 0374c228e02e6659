import { expect, test, type BrowserContext } from '../support/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test('the cookie banner shows until accepted; accepting stores both cookies for a year', async ({ page, context }) => {
  await page.goto(brandUrl('HOM', '/home'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner).toHaveCount(0);
  expect(await cookieValue(context, 'BASIC_COOKIES')).toBe('true');
  expect(await cookieValue(context, 'PERFORMANCE_COOKIES')).toBe('true');
  const basic = (await context.cookies()).find((c) => c.name === 'BASIC_COOKIES');
  const days = ((basic?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);

  await page.reload();
  await expect(page.locator('[data-region="mf-catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('cookie settings can decline performance cookies', async ({ page, context }) => {
  await openReady(page, brandUrl('ROWE', '/home'));
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await dialog.getByRole('checkbox', { name: /Performance cookies/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(await cookieValue(context, 'BASIC_COOKIES')).toBe('true');
  expect(await cookieValue(context, 'PERFORMANCE_COOKIES')).toBe('false');
});

test('moving to a policy page does not accept cookies; moving on from it does', async ({ page, context }) => {
  await page.goto(brandUrl('HOM', '/home'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('link', { name: 'Cookies Policy' }).click();
  await expect(page).toHaveURL(brandUrl('HOM', '/cookiesPolicy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
  await expect(banner).toBeVisible();
  expect(await cookieValue(context, 'BASIC_COOKIES')).toBeUndefined();

  await page.goBack();
  await expect(page.locator('[data-region="mf-catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await cookieValue(context, 'BASIC_COOKIES')).toBe('true');
});

test('accepting works before the page runs any script (the server stores the consent)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl('HOM', '/productDetail?sku_number=CA-1001'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(page).toHaveURL(brandUrl('HOM', '/productDetail?sku_number=CA-1001'));
  await expect(banner).toHaveCount(0);
  expect(await cookieValue(context, 'BASIC_COOKIES')).toBe('true');
  expect(await cookieValue(context, 'PERFORMANCE_COOKIES')).toBe('true');
  await context.close();
});
