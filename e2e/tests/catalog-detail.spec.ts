import { MESSAGES, STORAGE_KEYS, formatPrice, productHref, type Brand, type Mode } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type BrowserContext } from '../support/test';
import { apiLogin, callApi, productListCall, type CallOptions } from '../support/api';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/**
 * The product page in a real browser against the api: prices by mode (a visitor sees 'Login to see your price',
 * a designer in designer mode the designer price, not in client mode), add to cart, the unknown product and the
 * assistant's links. (Every brand's product page, its views, zoom and axe scans, is in its tour: brand-tour.spec.ts.)
 */
interface Card {
  sku_number: string;
  name: string;
  status: number;
  designer_price?: number;
}

const guest = 'e2e-catalog-detail';

/** A purchasable product of the brand's site, as the brand's origin lists it (optionally with a token and mode). */
async function aProduct(request: APIRequestContext, brand: Brand, auth: Pick<CallOptions, 'token' | 'mode'> = {}): Promise<Card> {
  const body = await callApi(request, productListCall(brand), { guest, brand, ...auth, body: { page: 1, stock: 'in_stock' } });
  const card = body.val.list.find((c) => c.status === 1);
  if (!card) throw new Error(`no product on ${brand}`);
  return card;
}

async function login(request: APIRequestContext, brand: Brand): Promise<string> {
  return (await apiLogin(request, 'designer@storefront.test', { guest, brand })).val.token;
}

/** The cookies the shell reads at start: the token and the mode (kept in the role cookie). */
async function signIn(context: BrowserContext, brand: Brand, token: string, mode: Mode): Promise<void> {
  const url = brandUrl(brand, '/');
  await context.addCookies([
    { name: STORAGE_KEYS.token, value: token, url },
    { name: STORAGE_KEYS.role, value: mode, url },
    { name: STORAGE_KEYS.mode, value: mode, url },
    { name: STORAGE_KEYS.basicCookies, value: 'true', url },
  ]);
}

test('a visitor sees the product and "Login to see your price", and no price', async ({ page, request }) => {
  const product = await aProduct(request, 'HOM');
  await openReady(page, brandUrl('HOM', productHref('HOM', product.sku_number)));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await expect(purchase.getByText(MESSAGES.pricesLogin)).toBeVisible();
  await expect(purchase).not.toContainText('$');
  await expect(page.getByRole('link', { name: 'Log in to order' })).toBeVisible();
});

test('a designer in designer mode sees the designer price; in client mode does not', async ({ page, context, request }) => {
  const token = await login(request, 'HOM');
  const priced = await aProduct(request, 'HOM', { token, mode: 'mibd_designer' });
  expect(typeof priced.designer_price).toBe('number');

  await signIn(context, 'HOM', token, 'mibd_designer');
  await openReady(page, brandUrl('HOM', productHref('HOM', priced.sku_number)));
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await expect(purchase.getByText('Designer price')).toBeVisible();
  await expect(purchase.getByText(formatPrice(priced.designer_price as number), { exact: true })).toBeVisible();

  await signIn(context, 'HOM', token, 'mibd_communicate');
  await openReady(page, brandUrl('HOM', productHref('HOM', priced.sku_number)));
  await expect(page.getByRole('heading', { level: 1, name: priced.name })).toBeVisible();
  await expect(purchase.getByText('Retail price')).toBeVisible();
  await expect(purchase.getByText('Designer price')).toHaveCount(0);
  await expect(purchase.getByText(formatPrice(priced.designer_price as number), { exact: true })).toHaveCount(0);
});

test('add to cart shows the success message', async ({ page, context, request }) => {
  const token = await login(request, 'HOM');
  const product = await aProduct(request, 'HOM', { token, mode: 'mibd_designer' });
  await signIn(context, 'HOM', token, 'mibd_designer');
  await openReady(page, brandUrl('HOM', productHref('HOM', product.sku_number)));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(MESSAGES.cartAdded)).toBeVisible();
});

test('an unknown product says "Product does not exist"', async ({ page }) => {
  await openReady(page, brandUrl('HOM', '/productDetail?sku_number=NO-SUCH-SKU-1'));
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.productNotExist })).toBeVisible();
  await openReady(page, brandUrl('CA', '/page/products/product-NO-SUCH-SKU-1.html'));
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.productNotExist })).toBeVisible();
});

test("the assistant's links reach the product on the hub and on a brand site", async ({ page, request }) => {
  const hub = await aProduct(request, 'HOM');
  await openReady(page, brandUrl('HOM', `/page/products/product-${hub.sku_number}.html?source=llm`));
  await expect(page).toHaveURL(brandUrl('HOM', `/productDetail?source=llm&sku_number=${hub.sku_number}`));
  await expect(page.getByRole('heading', { level: 1, name: hub.name })).toBeVisible();
  await openReady(page, brandUrl('HOM', `/productDetail?sku_number=${hub.sku_number}&source=llm`));
  await expect(page.getByRole('heading', { level: 1, name: hub.name })).toBeVisible();

  const ca = await aProduct(request, 'CA');
  await openReady(page, brandUrl('CA', `/page/products/product-${ca.sku_number}.html?source=llm`));
  await expect(page).toHaveURL(brandUrl('CA', `/page/products/product-${ca.sku_number}.html?source=llm`));
  await expect(page.getByRole('heading', { level: 1, name: ca.name })).toBeVisible();
});
