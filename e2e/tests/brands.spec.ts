import { BRANDS, BRAND_TABLE } from '@storefront/contracts';
import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/ports';

for (const brand of BRANDS) {
  test.describe(`${brand} storefront`, () => {
    test('/ opens /home with the brand title, the header and the page from mf-catalog', async ({ page }) => {
      await page.goto(brandUrl(brand, '/'));
      await expect(page).toHaveURL(brandUrl(brand, '/home'));
      await expect(page).toHaveTitle(BRAND_TABLE[brand].homeTitle);
      await expect(page.getByRole('link', { name: `${BRAND_TABLE[brand].name} home` })).toBeVisible();
      const region = page.locator('[data-region="mf-catalog"]');
      await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });

    test('an unknown path goes to /404', async ({ page }) => {
      const response = await page.goto(brandUrl(brand, '/xyz'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(brandUrl(brand, '/404'));
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText('Sorry, the page you visited cannot be found')).toBeVisible();
    });
  });
}

test.describe('per-site whitelist', () => {
  const cases: Array<{ brand: (typeof BRANDS)[number]; path: string; expected: string | null }> = [
    { brand: 'HOM', path: '/productList/search?keyWord=sofa', expected: null },
    { brand: 'JC', path: '/productList/search?keyWord=sofa', expected: 'Products' },
    { brand: 'JC', path: '/productList', expected: null },
    { brand: 'ROWE', path: '/productList', expected: 'Product List' },
    { brand: 'HOM', path: '/product/portfolio', expected: null },
    { brand: 'CA', path: '/product/portfolio', expected: 'Products' },
    { brand: 'CA_DEALER', path: '/product/search/sofa%20bed', expected: 'Products' },
    { brand: 'HOM', path: '/shop', expected: null },
    { brand: 'ART', path: '/shop?keyWord=chair', expected: 'Shop' },
    { brand: 'HOM', path: '/contactUs', expected: null },
    { brand: 'FFD', path: '/contactUs', expected: 'Contact Us' },
    { brand: 'CA', path: '/FFDProductList', expected: null },
    { brand: 'FFD', path: '/FFDProductList?category=sofas', expected: 'Flash Deals' },
  ];
  for (const { brand, path, expected } of cases) {
    test(`${brand} ${path} ${expected ? 'renders' : 'is /404'}`, async ({ page }) => {
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

  test('CA /product redirects home', async ({ page }) => {
    await page.goto(brandUrl('CA', '/product'));
    await expect(page).toHaveURL(brandUrl('CA', '/home'));
  });
});
