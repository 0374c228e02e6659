import { CUSTOMER_CALLS, MESSAGES, ORDER_CALLS, productHref, type Brand } from '@storefront/contracts';
import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO_PASSWORD, apiLogin, callApi } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { fileCertificate, signIn } from '../support/orders';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A designer can buy, in a real browser against the api and its payments sandbox: the studio's member fills a cart from
 * two brands, applies a coupon, meets the certificate reminder, is refused at payment until a certificate is on file,
 * then pays by credit card with the 3.0% fee shown and charged, and finds the order in the studio's orders. The outlet's
 * shopper fills a cart signed out, signs in and finds it merged, mistypes a routing number, has a card declined, and
 * pays.
 */

/** A product page's Add to cart, answered. */
async function addToCart(page: Page, brand: Brand, sku: string): Promise<void> {
  await openReady(page, brandUrl(brand, productHref(brand, sku)));
  // The purchase controls come with the page's lazy parts: the button answers once they are in.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(MESSAGES.cartAdded)).toBeVisible();
}

/** A radio of a group chosen as a person does, by its label (react-aria's input is hidden under it). */
async function choose(group: Locator, name: RegExp): Promise<void> {
  await group.getByText(name).first().click();
  await expect(group.getByRole('radio', { name })).toBeChecked();
}

/** Step 1 of checkout: the shipping address, the contact, and the first shipping method with its cost. */
async function fillShipping(page: Page, who: { name: string; email: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Full name/ }).fill(who.name);
  await page.getByRole('textbox', { name: /^Street address/ }).fill('200 Lexington Ave');
  await page.getByRole('textbox', { name: /^City/ }).fill('New York');
  await page.getByLabel(/^State/).selectOption('NY');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('10016');
  await page.getByRole('textbox', { name: /^Contact name/ }).fill(who.name);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('212-555-0142');
  await page.getByRole('textbox', { name: /^Email/ }).fill(who.email);
  await choose(page.getByRole('radiogroup', { name: 'Shipping method' }), /^Standard delivery/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await choose(page.getByRole('radiogroup', { name: 'Payment method' }), /^Card$/);
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /^Name on card/ }).fill('Sam Ortiz');
  await page.getByRole('button', { name: 'Review payment' }).click();
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

test("a studio's member buys from two brands with a coupon and a credit card, once a certificate is on file", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const guest = 'e2e-checkout-member';
  const session = (await apiLogin(request, 'member@storefront.test', { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const stamp = Date.now().toString(36).slice(-5);
  const customer = await callApi(request, CUSTOMER_CALLS.add, { ...auth, body: { first_name: 'Jordan', last_name: `Reyes${stamp}`, email: `jordan.${stamp}@clients.test` } });
  expect(customer.errmsg).toBe('');
  const [ca, jc] = await Promise.all([aProduct(request, 'CA', auth), aProduct(request, 'JC', auth)]);
  for (const brand of ['CA', 'JC'] as const) {
    await signIn(context, brand, session, 'mibd_designer');
    await acceptCookies(page, brand);
  }

  await addToCart(page, 'CA', ca.sku_number);
  await addToCart(page, 'JC', jc.sku_number);

  // The cart holds both brands' lines; WELCOME10 takes 10% off.
  await openReady(page, brandUrl('CA', '/cart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText(ca.name).first()).toBeVisible();
  await expect(page.getByText(jc.name).first()).toBeVisible();
  await page.getByRole('textbox', { name: /Coupon/ }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Total after coupon')).toBeVisible();

  // No certificate on file: the reminder, then whom the order is for.
  await page.getByRole('button', { name: 'Checkout' }).click();
  const reminder = page.getByRole('alertdialog', { name: 'No resale certificate on file' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Continue' }).click();
  const chooser = page.getByRole('dialog', { name: 'Select Customer for Checkout' });
  await expect(chooser.getByRole('heading', { name: 'Who is this order for?' })).toBeVisible();
  await chooser.getByRole('searchbox', { name: 'Search customers' }).fill(`Reyes${stamp}`);
  await expect(chooser.getByRole('status').filter({ hasText: /customers?$/ })).toHaveText(/^1 customer$/);
  await chooser.getByRole('option', { name: new RegExp(`Jordan Reyes${stamp}`) }).click();
  await expect(page).toHaveURL(/\/checkout\?isCart=1/);

  await fillShipping(page, { name: 'Sam Ortiz', email: 'member@storefront.test' });
  await fillCard(page, '4242 4242 4242 4242');
  // A credit card: the fee is shown before paying, with the coupon and the 50% paid now.
  await expect(summary(page).getByText(/Card fee/)).toBeVisible();
  await expect(summary(page).getByText('WELCOME10')).toBeVisible();
  await checkScreens(page, 'checkout/payment');
  const pay = payButton(page);
  const shown = (await pay.textContent())!.replace(/[^0-9.]/g, '');

  // The api refuses an order without a certificate: nothing is charged.
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.certificateRequired })).toBeVisible();
  expect((await callApi(request, ORDER_CALLS.designerList, { ...auth, body: { customer_id: customer.val.id } })).val.total).toBe(0);

  await fileCertificate(request, { guest, token: session.token, mode: 'mibd_designer' }, 'R-5120');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Order received' })).toBeVisible({ timeout: 15_000 });
  await checkScreens(page, 'checkout/order-received');
  const orders = await callApi(request, ORDER_CALLS.designerList, { ...auth, body: { customer_id: customer.val.id } });
  expect(orders.val.total).toBe(1);
  const order = orders.val.list[0]!;
  await expect(page.getByText(order.number)).toBeVisible();
  const detail = await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number: order.number } });
  // What was charged is what the Pay button said, the card fee in it.
  expect(detail.val.card_fee).toBeGreaterThan(0);
  expect(detail.val.paid.toFixed(2)).toBe(Number(shown).toFixed(2));

  // The order in the studio's orders, and its detail.
  await openReady(page, brandUrl('CA', '/designerOrder'));
  const row = page.getByRole('link', { name: order.number });
  await expect(row).toBeVisible();
  await checkScreens(page, 'orders/designer-orders');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByText(ca.name).first()).toBeVisible();
  await expect(page.getByText(jc.name).first()).toBeVisible();
  await checkScreens(page, 'orders/order-detail');
});

test('an outlet shopper signs in to a merged cart, mistypes a routing number, has a card declined, and pays', async ({ page, request }) => {
  test.setTimeout(180_000);
  await acceptCookies(page, 'FFD');
  const product = await aProduct(request, 'FFD');

  // Signed out: the product page keeps the line in the guest cart.
  await addToCart(page, 'FFD', product.sku_number);

  // The header's cart leads through sign-in back to the cart, where the guest's line is merged into the account's.
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart/);
  await page.getByRole('textbox', { name: 'Email' }).fill('shopper@storefront.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(brandUrl('FFD', '/cart'));
  await expect(page.getByText(product.name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?isCart=1/);
  await fillShipping(page, { name: 'Fran Lee', email: 'shopper@storefront.test' });

  // A routing number that fails the ABA checksum: the spec's message, nothing charged.
  await choose(page.getByRole('radiogroup', { name: 'Payment method' }), /^Bank account/);
  await page.getByRole('textbox', { name: /^Account number/ }).fill('000123456789');
  await page.getByRole('textbox', { name: /^Routing number/ }).fill('110000001');
  await page.getByLabel(/^First name/).fill('Fran');
  await page.getByLabel(/^Last name/).fill('Lee');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.achRoutingInvalid })).toBeVisible();
  await checkScreens(page, 'checkout/ach-refused');

  // A declined card: /paymentFailed, no order.
  await fillCard(page, '4000 0000 0000 0002');
  await payButton(page).click();
  await expect(page).toHaveURL(brandUrl('FFD', '/paymentFailed'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await checkScreens(page, 'checkout/payment-failed');

  // Again, with a debit card: paid in full, no fee.
  await page.getByRole('link', { name: 'Try again' }).click();
  await fillShipping(page, { name: 'Fran Lee', email: 'shopper@storefront.test' });
  await fillCard(page, '4000 0566 5566 5556');
  await expect(summary(page).getByText(/Card fee/)).toHaveCount(0);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Order received' })).toBeVisible({ timeout: 15_000 });
  const number = (await page.getByText(/\bSO\d{6}\b/).first().textContent())!.match(/SO\d{6}/)![0];
  // One order: the declined card left none behind.
  await openReady(page, brandUrl('FFD', '/ffdOrder'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 order$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
});
