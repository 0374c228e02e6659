import { ACCOUNT_CALLS, CART_CALLS, CHECKOUT_CALLS, ERR, FILE_CALLS, ORDER_CALLS, ORDER_CHANGE_CALLS, PAYMENT_CALLS, STORAGE_KEYS, type Brand } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type BrowserContext } from '../support/test';
import { apiLogin, callApi, mailbox, type CallOptions } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A designer changes an order and pays what it costs more (spec sections 2, 4, 8 and 9), in a real browser against
 * the api: the demo designer's order is placed through the api (as checkout would); on /orderDetail the designer asks
 * for a new shipping address in the dialog and sees the request in the change records; staff approve it through the
 * api and the record shows the change processing and the order the new address. Then the designer asks for one more
 * unit on /changeNumber; staff approve; the supplementary payment link emailed to the designer opens /supPayment, which
 * is paid by card once, and the record shows it paid.
 */

const BRAND: Brand = 'HOM';
const DESIGNER = 'designer@storefront.test';

/** Signed in on the site in a mode, as the shell reads it at start. */
async function signIn(context: BrowserContext, session: { token: string; user_id: string }, mode: string): Promise<void> {
  const url = brandUrl(BRAND, '/');
  await context.addCookies([
    { name: STORAGE_KEYS.token, value: session.token, url },
    { name: STORAGE_KEYS.authUid, value: session.user_id, url },
    { name: STORAGE_KEYS.role, value: mode, url },
    { name: STORAGE_KEYS.mode, value: mode, url },
  ]);
}

/** A resale certificate put on file through the account's settings calls (an order needs one). */
async function fileCertificate(request: APIRequestContext, auth: CallOptions): Promise<void> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = await callApi(request, FILE_CALLS.upload, { ...auth, multipart: { purpose: 'certificate', file: { name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  expect(upload.errmsg).toBe('');
  const added = await callApi(request, ACCOUNT_CALLS.certificateAdd, {
    ...auth,
    body: { file_ids: [upload.val.file_id], reseller_number: 'R-7421', state_of_registration: 'NY', sales_tax_number: 'ST-7421' },
  });
  expect(added.errmsg).toBe('');
}

/** An order of one product placed through the api with a sandbox card: its number. */
async function placeOrder(request: APIRequestContext, auth: CallOptions, sku: string): Promise<string> {
  expect((await callApi(request, CART_CALLS.add, { ...auth, body: { sku_number: sku, number: 1 } })).errmsg).toBe('');
  const body = async () => ({
    checkout_id: `changes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    address: { full_name: 'Dana Whitfield', company: 'Whitfield Interiors', street_address: '200 Park Avenue South', apartment: '', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
    contact: { contact_name: 'Dana Whitfield', phone: '212-555-0142', email: DESIGNER },
    shipping_method: 'standard',
    payment_token: (await callApi(request, PAYMENT_CALLS.tokenizeCard, { ...auth, body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } })).val.token,
  });
  let placed = await callApi(request, CHECKOUT_CALLS.placeOrder, { ...auth, body: await body() });
  if (placed.err === ERR.CERTIFICATE_REQUIRED) {
    await fileCertificate(request, auth);
    placed = await callApi(request, CHECKOUT_CALLS.placeOrder, { ...auth, body: await body() });
  }
  expect(placed.errmsg).toBe('');
  return placed.val.order_number;
}

test('a designer changes the address of an order, staff approve it, and a change that costs more is paid through its link', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const guest = 'e2e-changes-designer';
  const session = (await apiLogin(request, DESIGNER, { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const product = await aProduct(request, BRAND, auth);
  const number = await placeOrder(request, auth, product.sku_number);
  const item = (await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } })).val.items[0]!;
  const agent = (await apiLogin(request, 'agent@storefront.test', { guest: 'e2e-changes-agent' })).val;
  const staff = { guest: 'e2e-changes-agent', token: agent.token, mode: 'mibd_designer' };

  // The order's detail offers the changes.
  await signIn(context, session, 'mibd_designer');
  await acceptCookies(page, BRAND);
  await openReady(page, brandUrl(BRAND, `/orderDetail?number=${number}`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Change this order' });
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByText('No change has been asked for this order.')).toBeVisible();

  // A new shipping address, asked in the dialog.
  await actions.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change address' });
  await dialog.getByRole('textbox', { name: /^Street address/ }).fill('1 Fifth Avenue');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('10003');
  await checkScreens(page, 'order-change-address');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('status')).toContainText('was sent: Request in review');
  const records = page.getByRole('table', { name: 'Change records' });
  const row = records.getByRole('row').filter({ hasText: 'Change address' });
  await expect(row).toContainText('Request in review');
  const reference = (await row.getByRole('rowheader').textContent())!.trim();
  expect(reference).toMatch(/^OC\d+$/);
  await checkScreens(page, 'order-change-records');

  // Staff approve it: it costs the same, so it is applied and processing.
  const approved = await callApi(request, ORDER_CHANGE_CALLS.decide, { ...staff, body: { reference, decision: 'approve' } });
  expect(approved.errmsg).toBe('');
  await page.reload();
  await expect(records.getByRole('row').filter({ hasText: reference })).toContainText('Changes processing');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('1 Fifth Avenue');

  // One more unit costs more: staff approve, and the designer is emailed a link valid 48 hours.
  await page.getByRole('link', { name: 'Change quantity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change quantity' })).toBeVisible();
  await page.getByRole('spinbutton', { name: `New quantity of ${item.name}` }).fill('2');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'was sent' });
  await expect(sent).toContainText('was sent: Request in review');
  const more = (await sent.textContent())!.match(/OC\d+/)![0];
  expect((await callApi(request, ORDER_CHANGE_CALLS.decide, { ...staff, body: { reference: more, decision: 'approve' } })).val.state).toBe('extra_payment_needed');
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, DESIGNER)).find((m) => m.template === 'order_change_payment' && m.body.includes(more));
      link = mail?.links[0]?.url ?? '';
      return link;
    }, { timeout: 15_000 })
    .toContain('/supPayment?token=');

  // The link's page: what is owed, paid by card once.
  await openReady(page, brandUrl(BRAND, new URL(link).pathname + new URL(link).search));
  await expect(page.getByRole('heading', { level: 1, name: 'Supplementary payment' })).toBeVisible();
  await expect(page.getByText(`${more}: Change quantity`)).toBeVisible();
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4000 0566 5566 5556');
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /^Name on card/ }).fill('Dana Whitfield');
  await checkScreens(page, 'order-change-payment');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid' })).toContainText(`Your change ${more} is now: Supplementary payment paid.`);

  // Paying again is refused; the order shows two units and the record its payment.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'already paid' })).toContainText('You have already paid, please do not pay again');
  await openReady(page, brandUrl(BRAND, `/orderDetail?number=${number}`));
  await expect(records.getByRole('row').filter({ hasText: more })).toContainText('Supplementary payment paid');
  const order = await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } });
  expect(order.val.items[0]!.count).toBe(2);
});
