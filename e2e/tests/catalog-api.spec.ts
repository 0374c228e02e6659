import { DEFAULT_API_TOKEN, ERR } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { brandUrl } from '../support/ports';

/**
 * The generated catalog through a brand's own origin: a visitor's product page has no prices, a signed-in
 * designer in designer mode gets the designer price, and the product's drawn image loads in the browser at
 * the width asked for.
 */
const origin = brandUrl('HOM', '');
const headers = { 'Api-Token': DEFAULT_API_TOKEN, GuestUId: 'e2e-catalog' };

interface Card {
  sku_number: string;
  name: string;
  image: string;
  designer_price?: number;
  msrp_price?: number;
}

test('a visitor sees products without prices; a designer in designer mode sees the designer price; images draw', async ({ page, request }) => {
  const list = async (extra: Record<string, string> = {}) => {
    const response = await request.post(`${origin}/mibd/product/productList?obtain=hom`, { headers: { ...headers, ...extra }, data: { page: 1 } });
    return (await response.json()) as { err: number; val: { list: Card[]; total: number } };
  };
  const visitor = await list();
  expect(visitor.err).toBe(ERR.OK);
  expect(visitor.val.list).toHaveLength(48);
  expect(visitor.val.total).toBeGreaterThan(48);
  for (const card of visitor.val.list) {
    expect(card).not.toHaveProperty('designer_price');
    expect(card).not.toHaveProperty('msrp_price');
  }

  const login = await request.post(`${origin}/mibd/login/user_login?obtain=hom`, {
    headers,
    data: { username: 'designer@storefront.test', password: 'Storefront-Demo-26' },
  });
  const token = ((await login.json()) as { val: { token: string } }).val.token;
  const designer = await list({ 'X-Auth-Token': token, Mode: 'mibd_designer' });
  expect(designer.val.list.every((card) => typeof card.designer_price === 'number')).toBe(true);

  const first = visitor.val.list[0]!;
  await page.setContent(`<img alt="${first.name}" src="${origin}${first.image}">`);
  const image = page.getByRole('img', { name: first.name });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect([100, 300, 500, 600, 1200]).toContain(width);
});
