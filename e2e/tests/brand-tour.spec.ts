import { BRANDS, BRAND_TABLE, TRADE_DESKS, copyrightLine, productHref, type Brand } from '@storefront/contracts';
import { expect, test, type Page } from '../support/test';
import {
  aProduct,
  acceptCookies,
  cards,
  filters,
  headerShift,
  listAnswered,
  listProducts,
  longestWord,
  noSidewaysScroll,
  pictureLoaded,
  prepareScreenshot,
} from '../support/browse';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, SHOTS_DIR, shot } from '../support/screens';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * A visitor's tour of each brand's storefront, one journey a brand: the home page with the header and the footer of
 * the brand, the products menu to a list, a filter, Back and Forward, a product; search from the header by a
 * misspelt word; the brand's list pages and its product page, each loaded once and checked at 1280 and 390 px, with
 * the zoom; the unknown page; the home page as a phone opens it, where the slide-out menu takes over. Everything
 * shown is scanned by axe at both widths. The details of each screen are the remotes' and the shell's component
 * tests.
 */

/** The list pages whose content each brand's tour scans at both widths. */
const LIST_PAGES: Readonly<Record<Brand, readonly string[]>> = {
  HOM: ['/productList', '/products', '/searchResult?keyWord=table'],
  CA: ['/product/shop-instock'],
  CA_DEALER: ['/product/comingsoon'],
  ROWE: ['/productList'],
  JC: ['/productList/new'],
  ART: ['/shop/'],
  FFD: ['/FFDProductList'],
};


const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The home page as the brand shows it: hero, rooms, the hot products rail, the title, nothing wider than the screen. */
async function homeShown(page: Page, brand: Brand, width: number): Promise<void> {
  const region = page.locator('[data-region="mf-catalog"]');
  await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
  await pictureLoaded(page.locator('.cat-hero-image'));
  await expect(region.locator('.cat-rooms').getByRole('link', { name: 'Living Room' })).toBeVisible();
  const rail = region.locator('.cat-rail');
  await expect(rail.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await rail.locator('.cat-card').count()).toBeGreaterThan(3);
  expect(await page.title()).toBe(BRAND_TABLE[brand].homeTitle);
  await noSidewaysScroll(page, width);
}

/** The footer of the brand: columns from its menu call, legal links, social icons with names, designer info by the flag. */
async function footerShown(page: Page, brand: Brand): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(copyrightLine(brand));
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('navigation', { name: 'Customer Care' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/TermsOfUse');
  await expect(footer.getByRole('list', { name: `${BRAND_TABLE[brand].name} on social media` }).getByRole('link')).toHaveCount(4);
  const contact = footer.getByRole('region', { name: 'Your contact' });
  if (BRAND_TABLE[brand].features.footerDesignerInfo) await expect(contact).toContainText(TRADE_DESKS[BRAND_TABLE[brand].code].name);
  else await expect(contact).toHaveCount(0);
}

/** Opens the products mega-menu (a panel opened while the page is still starting may be closed by the start: again). */
async function openProductsMenu(page: Page) {
  const panel = mainNav(page).locator('.sf-mega');
  await expect(async () => {
    if (!(await panel.isVisible())) await mainNav(page).getByRole('button').first().click();
    await expect(panel).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
  return panel;
}

/** Each width a page is checked at, with the name its screenshots carry. */
const WIDTHS = [
  { viewport: DESKTOP, label: 'desktop' },
  { viewport: PHONE, label: '390' },
] as const;

/**
 * A list page loaded once and checked at 1280 and then 390 px (the same page, the window narrowed, as the layout
 * answers either way): its heading, its answer, no serious violations in it at either width.
 */
async function listPageShown(page: Page, brand: Brand, path: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await openReady(page, brandUrl(brand, path));
  if (path !== '/products') await listAnswered(page);
  else await expect(page.locator('main .cat-room h2').first()).toBeVisible();
  for (const { viewport, label } of WIDTHS) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `brands/list-${brand}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${label}`);
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  }
}

/**
 * The product page loaded once and checked at 1280 and then 390 px: facts, the first view drawn, related products,
 * nothing wider than the screen, no serious violations; then, at 390 px, the zoom.
 */
async function productShown(page: Page, brand: Brand, sku: string, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await openReady(page, brandUrl(brand, productHref(brand, sku)));
  for (const { viewport, label } of WIDTHS) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
    await pictureLoaded(page.locator('.cat-gallery-image'));
    await expect(page.locator('.cat-rail .cat-card').first()).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS_DIR) {
      await prepareScreenshot(page);
      await shot(page, `brands/detail-${brand}-${label}`, { fullPage: true });
    }
  }
  await page.getByRole('button', { name: /Zoom into/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const brand of BRANDS) {
  test(`${brand}: a visitor's tour of the storefront at 1280 and 390 px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const info = BRAND_TABLE[brand];
    const product = await aProduct(request, brand);
    const word = longestWord(await listProducts(request, brand, { page: 1, limit: 24 }));
    await acceptCookies(page, brand);

    await test.step('/ opens the home page with the header, the content and the footer of the brand', async () => {
      await page.setViewportSize(DESKTOP);
      await openReady(page, brandUrl(brand, '/'));
      await expect(page).toHaveURL(brandUrl(brand, '/home'));
      await expect(page).toHaveTitle(info.homeTitle);
      await expect(page.getByRole('link', { name: `${info.name} home` })).toBeVisible();
      await expect(mainNav(page).getByRole('button').first()).toBeVisible();
      await homeShown(page, brand, DESKTOP.width);
      await footerShown(page, brand);
      await page.waitForTimeout(300);
      expect(await headerShift(page)).toBeLessThanOrEqual(0.02);
      await shot(page.locator('header'), `brands/header-${brand}-1280`);
      await shot(page.locator('footer'), `brands/footer-${brand}-1280`);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('the products menu leads to a list; a filter, Back and Forward; a product', async () => {
      const panel = await openProductsMenu(page);
      await shot(page, `brands/mega-${brand}-1280`);
      const room = panel.getByRole('link').first();
      const roomName = (await room.textContent())?.trim() ?? '';
      const href = (await room.getAttribute('href')) as string;
      await room.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
      await expect(page.locator('.sf-mega')).toHaveCount(0);
      await listAnswered(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(roomName.length).toBeGreaterThan(0);

      // A filter: the first category not ticked yet, else availability.
      const before = page.url();
      const categories = filters(page).getByRole('group', { name: 'Category' });
      const inStock = filters(page).getByRole('radio', { name: 'In Stock' });
      // The filters are drawn once the list's facets are in: wait for them before choosing which to use.
      await expect(categories.or(inStock).first()).toBeVisible();
      if (await categories.count()) {
        const box = categories.getByRole('checkbox', { checked: false }).first();
        const label = (await box.locator('xpath=ancestor::label').locator('.cat-check-label').textContent())?.trim() ?? '';
        await box.locator('xpath=ancestor::label').click();
        await expect(page).not.toHaveURL(before);
        await listAnswered(page);
        await expect(page.getByRole('button', { name: `Remove filter ${label}` })).toBeVisible();
      } else {
        await inStock.locator('xpath=ancestor::label').click();
        await expect(page).toHaveURL(/stock=in_stock/);
        await listAnswered(page);
      }
      // Back returns to the room's list: the address is the list's state.
      await page.goBack();
      await expect(page).toHaveURL(before);
      await page.goForward();
      await listAnswered(page);

      const first = cards(page).first().getByRole('link');
      const name = (await first.textContent())?.trim() ?? '';
      const sku = (await cards(page).first().getAttribute('data-sku')) ?? '';
      const productPath = productHref(brand, sku);
      await expect(first).toHaveAttribute('href', productPath);
      await first.click();
      await expect(page).toHaveURL(brandUrl(brand, productPath));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    await test.step('search from the header finds a product by a misspelt word', async () => {
      // One letter changed. The partial and misspelt words of every brand's catalog are the api's tests
      // (catalog/search.test.ts); here the brand's own search box, its answer page and its heading.
      const typed = `${word.slice(0, 3)}${word[3] === 'e' ? 'a' : 'e'}${word.slice(4)}`;
      // ART's box is a combobox with the live dropdown; Enter with nothing highlighted searches the whole shop.
      const banner = page.getByRole('banner');
      const box = brand === 'ART' ? banner.getByRole('combobox', { name: 'Search products' }) : banner.getByRole('searchbox', { name: 'Search products' });
      await box.fill(typed);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(encodeURIComponent(typed)));
      await listAnswered(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(typed);
      await expect(cards(page).getByRole('link', { name: new RegExp(word, 'i') }).first()).toBeVisible({ timeout: 15_000 });
    });

    await test.step('the list pages and the product page at 1280 and 390 px, and the zoom', async () => {
      for (const path of LIST_PAGES[brand]) await listPageShown(page, brand, path);
      await productShown(page, brand, product.sku_number, product.name);
    });

    await test.step('an unknown path is the 404 page', async () => {
      const response = await page.goto(brandUrl(brand, '/xyz'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(brandUrl(brand, '/404'));
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText('Sorry, the page you visited cannot be found')).toBeVisible();
    });

    await test.step('at 390 px: the home page as a phone opens it, and the slide-out menu', async () => {
      await page.setViewportSize(PHONE);
      await openReady(page, brandUrl(brand, '/home'));
      await homeShown(page, brand, PHONE.width);
      await shot(page.locator('header'), `brands/header-${brand}-390`);
      await shot(page.locator('footer'), `brands/footer-${brand}-390`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, `brands/sheet-${brand}-390`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    });
  });
}
