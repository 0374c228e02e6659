import { expect, test } from '../support/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { seriousViolations } from '../support/axe';

test('the 404 page and the cookie settings dialog have no serious violations', async ({ page }) => {
  await openReady(page, brandUrl('ART', '/nowhere'));
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
