import { type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { brandUrl } from '../support/ports';

/**
 * The per-site whitelist across the shell and the remotes: a route another brand's site does not serve is the 404
 * page, one it serves renders its content. (Each brand's home, header, footer and unknown page are its tour:
 * brand-tour.spec.ts; the whitelist's rules are the route table's unit tests.)
 */
const CASES: Array<{ brand: Brand; path: string; expected: string | null }> = [
  { brand: 'HOM', path: '/productList/search?keyWord=sofa', expected: null },
  { brand: 'HOM', path: '/product/portfolio', expected: null },
  { brand: 'HOM', path: '/shop', expected: null },
  { brand: 'HOM', path: '/contactUs', expected: null },
  { brand: 'JC', path: '/productList/search?keyWord=sofa', expected: 'Products' },
  { brand: 'JC', path: '/productList', expected: null },
  { brand: 'ROWE', path: '/productList', expected: 'Product List' },
  { brand: 'CA', path: '/product/portfolio', expected: 'Products' },
  { brand: 'CA', path: '/FFDProductList', expected: null },
  { brand: 'CA_DEALER', path: '/product/search/sofa%20bed', expected: 'Products' },
  { brand: 'ART', path: '/shop?keyWord=chair', expected: 'Shop' },
  { brand: 'FFD', path: '/contactUs', expected: 'Contact Us' },
  { brand: 'FFD', path: '/FFDProductList?category=sofas', expected: 'Flash Deals' },
];

test('per-site whitelist: each site renders the routes it serves and sends the others to /404; CA /product goes home', async ({ page }) => {
  test.slow();
  for (const { brand, path, expected } of CASES) {
    await test.step(`${brand} ${path} ${expected ? 'renders' : 'is /404'}`, async () => {
      await page.goto(brandUrl(brand, path));
      if (expected === null) {
        await expect(page).toHaveURL(brandUrl(brand, '/404'));
      } else if (expected === 'Contact Us') {
        await expect(page.getByRole('heading', { level: 1, name: expected })).toBeVisible();
      } else {
        // A list page names itself after what it lists (a room, a section, the search words).
        await expect(page.locator('[data-region="mf-catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).not.toHaveURL(/\/404/);
      }
    });
  }
  await test.step('CA /product redirects home', async () => {
    await page.goto(brandUrl('CA', '/product'));
    await expect(page).toHaveURL(brandUrl('CA', '/home'));
  });
});
