import { expect, test, type Page } from '../support/test';
import { apiLogin } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { signIn, withCartLine } from '../support/orders';
import { brandUrl } from '../support/ports';

/**
 * A signed-in page comes whole in the first frame (decision 032): the page server asks for the session's roles,
 * renders the account's home and the orders list with them and with their data, and the browser adopts what was sent
 * in place, without a second render or an error, and it works from there.
 */
const guest = 'e2e-signed-in-first-frame';

/** Records what the page says is wrong: console errors (a failed hydration among them) and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test("a designer's account home and orders come rendered by the server, with the roles and the data, and are adopted in place", async ({ page, context, request }) => {
  const designer = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  await signIn(context, 'CA', designer, 'mibd_designer');
  await acceptCookies(page, 'CA');

  // Before any script: the page the server sends has the account's sections (they depend on the roles), the projects
  // summary, and the roles it was rendered with.
  const sent = await (await context.request.get(brandUrl('CA', '/personalCenter'))).text();
  expect(sent).toMatch(/<nav class="apc-sections" aria-label="My Account">[\s\S]*>Projects<\/a>[\s\S]*>Orders<\/a>/);
  expect(sent).toMatch(/<script id="sf-data-mf-account" type="application\/json">\{"center:projects:mibd_designer:0":\{"status":"ready"/);
  expect(sent).toMatch(/<script id="sf-session" type="application\/json">\{"roles":\[[^\]]*"designer_project"/);

  const problems = problemsOf(page);
  await page.goto(brandUrl('CA', '/personalCenter'));
  const heading = page.getByRole('heading', { level: 1, name: 'My Account' });
  await heading.evaluate((node) => node.setAttribute('data-served', ''));
  await expect(page.locator('main [data-region="mf-account"][data-status="mounted"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('html[data-shell="ready"]')).toHaveCount(1);
  // Hydrated, not painted again: the heading the server sent is still the page's, and React said nothing.
  await expect(page.locator('h1[data-served]')).toHaveText('My Account');
  await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
  expect(problems).toEqual([]);

  // The sections work from the first frame's links.
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/personalCenter\?type=orders$/);

  // The orders list, likewise: the server's first page of orders, adopted in place.
  const orders = await (await context.request.get(brandUrl('CA', '/designerOrder'))).text();
  expect(orders).toMatch(/<script id="sf-data-mf-cart-checkout" type="application\/json">\{"orders:designer:/);
  await page.goto(brandUrl('CA', '/designerOrder'));
  const ordersHeading = page.getByRole('heading', { level: 1, name: 'Orders' });
  await ordersHeading.evaluate((node) => node.setAttribute('data-served', ''));
  await expect(page.locator('main [data-region="mf-cart-checkout"][data-status="mounted"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('h1[data-served]')).toHaveText('Orders');
  await page.getByRole('searchbox', { name: 'Search by order number' }).or(page.getByRole('textbox', { name: 'Search by order number' })).fill('SO-NONE-1');
  expect(problems).toEqual([]);
});

test('the checkout comes rendered by the server with the cart\'s check and the saved addresses, and is adopted in place', async ({ page, context, request }) => {
  const designer = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const auth = { guest, token: designer.token, mode: 'mibd_designer' };
  await signIn(context, 'CA', designer, 'mibd_designer');
  await acceptCookies(page, 'CA');
  const product = await aProduct(request, 'CA', auth);

  await withCartLine(request, auth, product.sku_number, 'designer@storefront.test', async () => {
    // Before any script: the shipping step and the order summary with the cart's line, and the answers it started from.
    const sent = await (await context.request.get(brandUrl('CA', '/checkout?isCart=1'))).text();
    expect(sent).toMatch(/<script id="sf-data-mf-cart-checkout" type="application\/json">\{[^<]*"checkout:pre:mibd_designer:/);
    expect(sent).toContain('"checkout:addresses:mibd_designer:');
    expect(sent).toMatch(/<section class="cko-summary"[^>]*>[\s\S]*class="cko-line-name">/);
    expect(sent).toMatch(/>Continue to payment</);

    const problems = problemsOf(page);
    await page.goto(brandUrl('CA', '/checkout?isCart=1'));
    const heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
    await heading.evaluate((node) => node.setAttribute('data-served', ''));
    await expect(page.locator('main [data-region="mf-cart-checkout"][data-status="mounted"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('h1[data-served]')).toHaveText('Checkout');
    // It works from there: the line is in the summary, and the form answers.
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(product.name).first()).toBeVisible();
    await page.getByRole('textbox', { name: /^City/ }).fill('New York');
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('New York');
    expect(problems).toEqual([]);
  });
});
