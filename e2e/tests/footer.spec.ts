import { CATALOG_CALLS, TRADE_DESKS } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi } from '../support/api';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The footer across the shell and the api: a link leads to its page, the footer is hidden on the brand route, and an
 * invited customer's designer-info block names their own designer. (Every brand's footer is in its tour:
 * brand-tour.spec.ts.)
 */
test('a footer link leads to its page; the footer is hidden on the brand route', async ({ page }) => {
  await openReady(page, brandUrl('HOM', '/home'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Brands' }).click();
  await expect(page).toHaveURL(brandUrl('HOM', '/brand'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test("an invited customer sees their own designer in the footer's designer-info block", async ({ page, request }) => {
  const origin = brandUrl('HOM', '');
  const guest = 'e2e-footer-customer';
  const { token } = (await apiLogin(request, 'customer@storefront.test', { guest })).val;
  const designer = (await callApi(request, CATALOG_CALLS.designerInfo, { guest, token, mode: 'mibd_customer', body: {} })).val;
  expect(designer.name).not.toBe(TRADE_DESKS.hom.name);
  const host = new URL(origin).hostname;
  await page.context().addCookies([
    { name: 'token', value: token, domain: host, path: '/' },
    { name: 'mode', value: 'mibd_customer', domain: host, path: '/' },
  ]);
  await openReady(page, brandUrl('HOM', '/home'));
  const contact = page.getByRole('contentinfo').getByRole('region', { name: 'Your contact' });
  await expect(contact).toContainText(designer.name);
  await expect(contact.getByRole('link', { name: designer.email })).toHaveAttribute('href', `mailto:${designer.email}`);
});
