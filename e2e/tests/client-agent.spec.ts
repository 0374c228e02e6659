import { CUSTOMER_CALLS, MESSAGES, type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi, hoursLater, mailbox, pageAt } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A client agent builds a cart for a customer and emails a payment link; the customer pays it without an account
 * (spec sections 1, 4, 6 and 8), in a real browser against the api: the demo agent opens /clientAgent, signs in on the
 * way, picks a customer of theirs (made through the api for this run), adds a product found by its SKU, goes on to
 * /CSRPayment and sends the link. The emailed link opens /clientPay in a fresh browser (no session), which is paid by
 * card and shows the order received; opening it again says it was paid.
 */

const BRAND: Brand = 'HOM';
const AGENT = 'agent@storefront.test';

test('a client agent sends a payment link and the customer pays it by card, once', async ({ page, request, playwright }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const guest = `e2e-agent-${stamp}`;
  const agent = (await apiLogin(request, AGENT, { guest })).val;
  const auth = { guest, token: agent.token, mode: 'mibd_designer' };
  const email = `e2e-client-${stamp}@home.test`;
  const last = `Payer${stamp}`;
  const created = await callApi(request, CUSTOMER_CALLS.add, {
    ...auth,
    body: { first_name: 'Jordan', last_name: last, email, phone: '2125550188', street_address: '200 Park Avenue South', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
  });
  expect(created.errmsg).toBe('');
  const product = await aProduct(request, BRAND, auth);

  // /clientAgent sends a visitor to sign in first, and back.
  await acceptCookies(page, BRAND);
  await openReady(page, brandUrl(BRAND, '/clientAgent'));
  await expect(page).toHaveURL(brandUrl(BRAND, `/login?redirect=${encodeURIComponent('/clientAgent')}`));
  await page.getByRole('textbox', { name: 'Account' }).fill(AGENT);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Storefront-Demo-26');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(brandUrl(BRAND, '/clientAgent'));
  await expect(page.getByRole('heading', { level: 1, name: 'Client Agent' })).toBeVisible();
  await expect(page.getByText('agent code AGENT-1001')).toBeVisible();

  // The customer, then the product by its SKU.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(last);
  await page.getByRole('button', { name: new RegExp(`Jordan ${last}`) }).click();
  await expect(page.getByRole('heading', { name: `Cart of Jordan ${last}` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(product.sku_number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('list', { name: 'Products found' }).getByRole('listitem').filter({ hasText: product.sku_number });
  await found.getByRole('button', { name: /^Add / }).click();
  const cart = page.getByRole('list', { name: `Cart of Jordan ${last}` });
  await expect(cart.getByText(`SKU ${product.sku_number}`)).toBeVisible();
  await checkScreens(page, 'client-agent');

  // The link: the address and email prefilled from the customer, sent with its reference and expiry.
  await page.getByRole('link', { name: 'Continue to the payment link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Send to email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('200 Park Avenue South');
  await checkScreens(page, 'csr-payment');
  await page.getByRole('button', { name: 'Send payment link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'sent to' });
  await expect(sent).toContainText(`sent to ${email}`);
  await expect(sent).toContainText('It is valid until');
  const reference = (await sent.textContent())!.match(/PL\d+/)![0];

  // The header names the agent and the customer served.
  await openReady(page, brandUrl(BRAND, '/home'));
  await page.getByRole('banner').getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByText(`(AGENT-1001), serving Jordan ${last}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The token is only in the email.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, email)).find((m) => m.template === 'client_payment_link' && m.body.includes(reference));
      link = mail?.links[0]?.url ?? '';
      return link;
    }, { timeout: 15_000 })
    .toContain('/clientPay?token=');
  const path = new URL(link).pathname + new URL(link).search;

  // The customer, in a browser of their own: the order, paid by card, received.
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const customer = await customerContext.newPage();
    await acceptCookies(customer, BRAND);

    // Opened after its 72 hours, the link says it has expired, and offers no way to pay.
    const later = await pageAt(customerContext, hoursLater(73));
    await openReady(later, brandUrl(BRAND, path));
    await expect(later.getByRole('alert').filter({ hasText: MESSAGES.linkExpired })).toBeVisible();
    await expect(later.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
    await checkScreens(later, 'client-pay-expired');
    await later.close();

    // Within them, the customer pays.
    await openReady(customer, brandUrl(BRAND, path));
    await expect(customer.getByRole('heading', { level: 1, name: 'Pay your order' })).toBeVisible();
    await expect(customer.getByRole('rowheader', { name: new RegExp(product.sku_number) })).toBeVisible();
    await expect(customer.getByText('200 Park Avenue South', { exact: false })).toBeVisible();
    await customer.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
    await customer.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
    await customer.getByRole('textbox', { name: /^Security code/ }).fill('123');
    await customer.getByRole('textbox', { name: /^Name on card/ }).fill(`Jordan ${last}`);
    await checkScreens(customer, 'client-pay');
    await customer.getByRole('button', { name: 'Review payment' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'card fee' })).toBeVisible();
    await customer.getByRole('button', { name: /^Pay \$/ }).click();
    const received = customer.getByRole('status').filter({ hasText: 'Order received' });
    await expect(received).toContainText(/Your order number is SO\d+/);

    // Opening the link again: it was paid.
    await customer.reload();
    await expect(customer.getByRole('alert').filter({ hasText: MESSAGES.paymentAlreadyPaid })).toBeVisible();
  } finally {
    await browser.close();
  }
});
