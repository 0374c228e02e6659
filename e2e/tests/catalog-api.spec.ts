import { CATALOG_CALLS, ERR } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi } from '../support/api';
import { brandUrl } from '../support/ports';

/**
 * The generated catalog through a brand's own origin: a visitor's product page has no prices, a signed-in
 * designer in designer mode gets the designer price, and the product's drawn image loads in the browser at
 * the width asked for.
 */
const origin = brandUrl('HOM', '');
const guest = 'e2e-catalog';

test('a visitor sees products without prices; a designer in designer mode sees the designer price; images draw', async ({ page, request }) => {
  const list = (auth: { token?: string; mode?: string } = {}) => callApi(request, CATALOG_CALLS.productList, { guest, ...auth, body: { page: 1 } });
  const visitor = await list();
  expect(visitor.err).toBe(ERR.OK);
  expect(visitor.val.list).toHaveLength(48);
  expect(visitor.val.total).toBeGreaterThan(48);
  for (const card of visitor.val.list) {
    expect(card).not.toHaveProperty('designer_price');
    expect(card).not.toHaveProperty('msrp_price');
  }

  const { token } = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const designer = await list({ token, mode: 'mibd_designer' });
  expect(designer.val.list.every((card) => typeof card.designer_price === 'number')).toBe(true);

  const first = visitor.val.list[0]!;
  await page.setContent(`<img alt="${first.name}" src="${origin}${first.image}">`);
  const image = page.getByRole('img', { name: first.name });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect([100, 300, 500, 600, 1200]).toContain(width);
});
