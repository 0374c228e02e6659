import {
  ACCOUNT_CALLS,
  CART_CALLS,
  CHECKOUT_CALLS,
  ERR,
  FILE_CALLS,
  ORDER_CALLS,
  PAYMENT_CALLS,
  SERVICE_REQUEST_CALLS,
  STORAGE_KEYS,
  type Brand,
} from '@storefront/contracts';
import { expect, test, type APIRequestContext, type BrowserContext } from '../support/test';
import { apiLogin, callApi, mailbox, type CallOptions } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A designer asks for service on a delivered item and follows it to the repair bill (spec sections 4, 5 and 9), in a
 * real browser against the api: the demo designer's order is placed and marked delivered through the api (as checkout
 * and staff would); the designer opens the service request from the order line, describes the damage, adds a photo and
 * sends it; the records open on the request's steps and list it; staff move it to repair chosen through the api; the
 * designer follows "Upload repair bill", sends the bill, and the steps show it. The trade desk and the designer are
 * emailed on the way.
 */

const BRAND: Brand = 'HOM';
const DESK = 'hom.trade-desk@storefront.test';
const DESIGNER = 'designer@storefront.test';

/** A 2x2 PNG: a photo of the damage, and of the bill. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

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
    body: { file_ids: [upload.val.file_id], reseller_number: 'R-7420', state_of_registration: 'NY', sales_tax_number: 'ST-7420' },
  });
  expect(added.errmsg).toBe('');
}

/** An order of one product placed through the api with a sandbox card: its number. */
async function placeOrder(request: APIRequestContext, auth: CallOptions, sku: string): Promise<string> {
  expect((await callApi(request, CART_CALLS.add, { ...auth, body: { sku_number: sku, number: 1 } })).errmsg).toBe('');
  const body = async () => ({
    checkout_id: `service-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
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

test('a designer asks for service on a delivered item with a photo, follows its steps, and uploads the repair bill when repair is chosen', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const guest = 'e2e-service-designer';
  const session = (await apiLogin(request, DESIGNER, { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const product = await aProduct(request, BRAND, auth);
  const number = await placeOrder(request, auth, product.sku_number);
  const order = await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } });
  const item = order.val.items[0]!;

  // Staff mark it delivered: service may now be asked for.
  const agent = (await apiLogin(request, 'agent@storefront.test', { guest: 'e2e-service-agent' })).val;
  const staff = { guest: 'e2e-service-agent', token: agent.token, mode: 'mibd_designer' };
  expect((await callApi(request, ORDER_CALLS.shippingStatus, { ...staff, body: { number, status: 'delivered' } })).errmsg).toBe('');

  // From the order line (the order detail's link): the order and the item are named.
  await signIn(context, session, 'mibd_designer');
  await acceptCookies(page, BRAND);
  await openReady(page, brandUrl(BRAND, `/uploadAfterSales?number=${number}&item=${item.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Service Request' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Service request form' });
  await expect(form.getByText(number, { exact: true })).toBeVisible();
  await expect(form.getByText(`${item.sku_number} ${item.name}`)).toBeVisible();
  await form.getByRole('textbox', { name: /^Description/ }).fill('The left leg arrived cracked at the joint.');
  await form.getByLabel('Add photos').setInputFiles({ name: 'cracked-leg.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText(/Uploaded/)).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('img', { name: 'cracked-leg.png' })).toBeVisible();
  await checkScreens(page, 'service-request');
  await form.getByRole('button', { name: 'Submit' }).click();

  // Sent: the records open on the new request's steps.
  await expect(page.getByRole('heading', { level: 1, name: 'After-Sales Records' })).toBeVisible({ timeout: 15_000 });
  const detailHeading = page.getByRole('heading', { level: 2, name: /^Service request AS\d+$/ });
  await expect(detailHeading).toBeVisible();
  const reference = (await detailHeading.textContent())!.match(/AS\d+/)![0];
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(1);
  await expect(steps).toContainText('Submitted');
  await expect(page.getByRole('img', { name: 'Photos 1 of 1' })).toBeVisible();
  await checkScreens(page, 'service-request-detail');

  // The records list it.
  await page.getByRole('link', { name: /All service requests/ }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(number);
  await expect(row).toContainText(item.sku_number);
  await expect(row).toContainText('Submitted');
  await checkScreens(page, 'service-records');

  // The trade desk has it, and the designer was told it was received.
  await expect.poll(async () => (await mailbox(request, DESK)).some((m) => m.template === 'service_request_desk' && m.body.includes(`(${reference})`)), { timeout: 15_000 }).toBe(true);

  // Staff review it and choose a repair.
  for (const [state, note] of [
    ['waiting_review', ''],
    ['approved', ''],
    ['repair_chosen', 'Please have the leg repaired locally and upload the bill.'],
  ] as const) {
    const moved = await callApi(request, SERVICE_REQUEST_CALLS.move, { ...staff, body: { reference, state, note } });
    expect(moved.errmsg, state).toBe('');
  }
  await expect
    .poll(async () => (await mailbox(request, DESIGNER)).some((m) => m.template === 'service_request_state' && m.body.includes(reference) && m.body.includes('Repair chosen')), { timeout: 15_000 })
    .toBe(true);

  await row.getByRole('link', { name: reference }).click();
  await expect(detailHeading).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps).toContainText('Please have the leg repaired locally and upload the bill.');
  await page.getByRole('link', { name: 'Upload repair bill' }).click();

  // The repair bill: the amount and a picture of it.
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Repair Bill' })).toBeVisible();
  const bill = page.getByRole('form', { name: 'Repair bill form' });
  await bill.getByRole('textbox', { name: /^Repair amount/ }).fill('420.00');
  await bill.getByLabel('Add bill pictures').setInputFiles({ name: 'repair-bill.png', mimeType: 'image/png', buffer: PNG });
  await expect(bill.getByText(/Uploaded/)).toBeVisible({ timeout: 15_000 });
  await checkScreens(page, 'repair-bill');
  await bill.getByRole('button', { name: 'Upload repair bill' }).click();

  // The steps show the bill.
  await expect(detailHeading).toBeVisible({ timeout: 15_000 });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps.getByRole('listitem').last()).toContainText('Repair bill uploaded: $420.00');
  await expect(page.getByRole('img', { name: 'Repair bill 1 of 1' })).toBeVisible();
  await expect(page.getByText('$420.00', { exact: true })).toBeVisible();
});
