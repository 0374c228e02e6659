import { BRAND_TABLE, TERMS, formatFigure, type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { SHOTS_DIR, checkScreens } from '../support/screens';

/**
 * The policy pages (spec sections 3 and 9), in a real browser: a visitor walks the six pages of one brand through
 * their own navigation, each names the brand and passes axe at 1280 and 390 px; printed, the page puts only the policy
 * on paper, from the top of the sheet.
 */

const BRAND: Brand = 'ART';
const PAGES = ['Terms of Use', 'Privacy Policy', 'Cookies Policy', 'Standard Terms of Sale', 'Cancellation Policy', 'Warranty'];

test("a visitor reads every policy page of a brand, and prints one with nothing but the policy on paper", async ({ page }) => {
  test.setTimeout(120_000);
  await acceptCookies(page, BRAND);
  await openReady(page, brandUrl(BRAND, '/TermsOfUse'));
  const nav = page.getByRole('navigation', { name: 'Policies' });
  for (const title of PAGES) {
    await nav.getByRole('link', { name: title, exact: true }).click();
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article).toContainText(BRAND_TABLE[BRAND].name);
    await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
    await checkScreens(page, `policy-${title.toLowerCase().replaceAll(' ', '-')}`);
  }

  // The terms of sale carry section 9's figures: the restocking fee and the late interest among them.
  await nav.getByRole('link', { name: 'Standard Terms of Sale', exact: true }).click();
  const terms = page.getByRole('article', { name: 'Standard Terms of Sale' });
  await expect(terms).toContainText(formatFigure(TERMS.restockingFee));
  await expect(terms).toContainText(formatFigure(TERMS.lateInterest));

  // On paper: the policy alone, starting at the top of the sheet; the page's bar and the site's chrome stay off.
  await page.emulateMedia({ media: 'print' });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('button', { name: /Print/ })).toBeHidden();
  await expect(nav).toBeHidden();
  const box = (await terms.boundingBox())!;
  expect(box.y, 'the printed policy starts at the top of the sheet').toBeLessThan(40);
  if (SHOTS_DIR) await page.pdf({ path: `${SHOTS_DIR}/policy-terms-of-sale.pdf`, format: 'Letter' });
  await page.emulateMedia({ media: 'screen' });
});
