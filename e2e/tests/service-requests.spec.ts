import { ORDER_CALLS, SERVICE_REQUEST_CALLS, type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi, mailbox } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { brandUrl } from '../support/ports';
import { PNG, markDelivered, placeOrder, signIn, staffAuth } from '../support/orders';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A designer asks for service on a delivered item and follows it to the repair bill (spec sections 4, 5 and 9), in a
 * real browser against the api: the demo designer's order is placed and marked delivered through the api (as checkout
 * and staff would); the designer opens the service request from the order line, describes the damage, adds a photo and
 * sends it; the records open on the request's steps and list it; staff (the demo client agent, in a browser of their
 * own) find it on the after-sales desk with its photo and move it to repair chosen with a note; the designer follows
 * "Upload repair bill", sends the bill, and the steps show it. The trade desk and the designer are emailed on the way.
 */

const BRAND: Brand = 'HOM';
const DESK = 'hom.trade-desk@storefront.test';
const DESIGNER = 'designer@storefront.test';
const AGENT = 'agent@storefront.test';

test('a designer asks for service on a delivered item with a photo, follows its steps, and uploads the repair bill when repair is chosen', async ({ page, context, request, playwright }) => {
  test.setTimeout(150_000);
  const guest = 'e2e-service-designer';
  const session = (await apiLogin(request, DESIGNER, { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const product = await aProduct(request, BRAND, auth);
  const number = await placeOrder(request, auth, product.sku_number, { email: DESIGNER, certificate: 'R-7420' });
  const order = await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } });
  const item = order.val.items[0]!;

  // Staff mark it delivered: service may now be asked for.
  const staff = await staffAuth(request, 'e2e-service-agent');
  await markDelivered(request, staff, number);

  // From the order line (the order detail's link): the order and the item are named.
  await signIn(context, BRAND, session, 'mibd_designer');
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

  // Staff review it and choose a repair on the after-sales desk, as the demo agent in a browser of their own, seeing its photo.
  const agentBrowser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const agentContext = await agentBrowser.newContext({ viewport: { width: 1280, height: 720 } });
    const agentSession = (await apiLogin(request, AGENT, { guest: 'e2e-service-desk' })).val;
    await signIn(agentContext, BRAND, agentSession, 'mibd_designer');
    const desk = await agentContext.newPage();
    await acceptCookies(desk, BRAND);
    await openReady(desk, brandUrl(BRAND, '/afterSalesDesk'));
    await expect(desk.getByRole('heading', { level: 1, name: 'After-Sales Desk' })).toBeVisible();
    await expect(desk.getByRole('tab', { name: 'Service requests', selected: true })).toBeVisible();
    await desk.getByRole('combobox', { name: 'State' }).selectOption('submitted');
    const deskRow = desk.getByRole('row').filter({ hasText: reference });
    await expect(deskRow).toContainText(number);
    await expect(deskRow).toContainText(DESIGNER);
    await deskRow.getByRole('button', { name: reference }).click();
    await expect(desk.getByRole('heading', { level: 2, name: `Service request ${reference}` })).toBeVisible();
    await expect(desk.getByText('The left leg arrived cracked at the joint.')).toBeVisible();
    const deskPhoto = desk.getByRole('img', { name: 'Photo 1 of 1' });
    await expect(deskPhoto).toBeVisible();
    await expect.poll(() => deskPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await checkScreens(desk, 'after-sales-desk');
    const status = desk.getByRole('status').filter({ hasText: `${reference} moved to` });
    for (const label of ['Waiting review', 'Approved']) {
      await desk.getByRole('button', { name: `Move to ${label}` }).click();
      await expect(status).toHaveText(`${reference} moved to ${label}.`);
    }
    await desk.getByRole('textbox', { name: 'Staff note (optional)' }).fill('Please have the leg repaired locally and upload the bill.');
    await desk.getByRole('button', { name: 'Move to Repair chosen' }).click();
    await expect(status).toHaveText(`${reference} moved to Repair chosen.`);
    await expect(deskRow).toContainText('Repair chosen');
    await expect(desk.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(4);
  } finally {
    await agentBrowser.close();
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

  // Staff pay the repair and close it: repair provided, then repair complete, each a step the designer reads.
  for (const state of ['repair_provided', 'repair_complete'] as const) {
    expect((await callApi(request, SERVICE_REQUEST_CALLS.move, { ...staff, body: { reference, state } })).errmsg).toBe('');
  }
  await page.reload();
  await expect(detailHeading).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(7);
  await expect(steps.getByRole('listitem').last()).toContainText('Repair complete');
  await expect(page.getByRole('link', { name: 'Upload repair bill' })).toHaveCount(0);
  await expect
    .poll(async () => (await mailbox(request, DESIGNER)).some((m) => m.template === 'service_request_state' && m.body.includes(reference) && m.body.includes('Repair complete')), { timeout: 15_000 })
    .toBe(true);
});
