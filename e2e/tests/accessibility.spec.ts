import { BRANDS } from '@storefront/contracts';
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { axeScan } from '../support/axe';

for (const brand of BRANDS) {
  test(`${brand} /home has no serious accessibility violations, desktop and 390 px`, async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto(brandUrl(brand, '/home'));
      await expect(page.locator('[data-region="mf-catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await axeScan(page).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test('the 404 page and the cookie settings dialog have no serious violations', async ({ page }) => {
  await openReady(page, brandUrl('ART', '/nowhere'));
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  let { violations } = await axeScan(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
  ({ violations } = await axeScan(page).analyze());
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
