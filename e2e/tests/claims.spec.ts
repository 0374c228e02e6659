import { CLAIM_CALLS, CLAIM_MESSAGES, MESSAGES, claimWindowMessage, type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi, hoursLater, mailbox, pageAt } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { PNG, markDelivered, placeOrder, signIn, staffAuth } from '../support/orders';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A designer files a claim against a delivered order and follows it (spec sections 3, 5, 8 and 9), in a real browser
 * against the api: the demo designer's order is placed and marked delivered through the api (as checkout and staff
 * would), then the designer opens /subClaim from the order number, picks the kind and the item, gives the amount and
 * a photo, and submits (eleven days later, the damage window has closed); the submitted page gives the reference, Claims lists it, the trade desk has the email, and once
 * staff move it its detail shows the new state and the note.
 */

const BRAND: Brand = 'HOM';
const DESK = 'hom.trade-desk@storefront.test';

test('a designer files a claim on a delivered order, sees it submitted and listed, and reads the staff move on its detail', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const guest = 'e2e-claims-designer';
  const session = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const product = await aProduct(request, BRAND, auth);
  const number = await placeOrder(request, auth, product.sku_number, { email: 'designer@storefront.test', certificate: 'R-7410' });

  // Staff mark it delivered: the claim windows count from now.
  const staff = await staffAuth(request, 'e2e-claims-agent');
  await markDelivered(request, staff, number);

  await signIn(context, BRAND, session, 'mibd_designer');
  await acceptCookies(page, BRAND);

  // Eleven days after the delivery, the damage window (10 days) has closed: Damage cannot be chosen and says why;
  // concealed damage (15 days) still can.
  const later = await pageAt(context, hoursLater(11 * 24));
  await openReady(later, brandUrl(BRAND, `/subClaim?number=${number}`));
  const laterForm = later.getByRole('form', { name: 'Claim form' });
  await expect(laterForm.getByRole('radio', { name: /^Damage/ })).toBeDisabled();
  await expect(laterForm.getByText(claimWindowMessage('damage'))).toBeVisible();
  await expect(laterForm.getByRole('radio', { name: /^Concealed damage/ })).toBeEnabled();
  await checkScreens(later, 'claim-window-closed');
  await later.close();

  // The same day it was delivered, every window is open.
  await openReady(page, brandUrl(BRAND, `/subClaim?number=${number}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Claim' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Claim form' });
  await expect(form.getByText(new RegExp(`Order ${number}, placed`))).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Order Number/ })).toHaveValue(number);

  // Sent empty, it names what is missing.
  await form.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(form.getByRole('group', { name: /Kind of Claim/ })).toContainText(CLAIM_MESSAGES.kind);
  await expect(form.getByLabel(/^Images/)).toHaveAccessibleDescription(new RegExp(CLAIM_MESSAGES.photos));

  await form.getByRole('radio', { name: /^Damage/ }).check();
  const item = form.getByRole('checkbox', { name: new RegExp(product.sku_number) });
  if (!(await item.isChecked())) await item.check();
  await form.getByRole('textbox', { name: /^Requested Amount/ }).fill('125.50');
  await form.getByRole('textbox', { name: /^Claims Contact Number/ }).fill('212-555-0142');
  await form.getByLabel(/^Images/).setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('Uploaded')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('img', { name: 'Preview of damage.png' })).toBeVisible();
  await form.getByRole('textbox', { name: /^Description/ }).fill('The left arm arrived cracked.');
  await checkScreens(page, 'claim-form');
  await form.getByRole('button', { name: 'Submit Claim' }).click();

  // Submitted: the reference, and the way to the claim and to Claims.
  await expect(page.getByRole('heading', { level: 1, name: 'Claim Submitted' })).toBeVisible({ timeout: 15_000 });
  const status = page.getByRole('status').filter({ hasText: MESSAGES.formSubmitted });
  await expect(status).toBeVisible();
  const reference = (await status.textContent())?.match(/CL\d+/)?.[0];
  expect(reference, 'the claim reference').toBeTruthy();
  await checkScreens(page, 'claim-submitted');

  // The trade desk has it.
  await expect
    .poll(async () => (await mailbox(request, DESK)).some((m) => m.template === 'claim_submitted' && m.body.includes(`(${reference})`)), { timeout: 15_000 })
    .toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Claims', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reference! });
  await expect(row).toContainText(number);
  await expect(row).toContainText('Damage');
  await expect(row).toContainText('Submitted');
  await checkScreens(page, 'claims');

  // Staff review it, with a note; the designer is emailed and reads it on the claim.
  const moved = await callApi(request, CLAIM_CALLS.state, { ...staff, body: { reference, state: 'in_review', note: 'We are reviewing the photos with the carrier.' } });
  expect(moved.errmsg).toBe('');
  await row.getByRole('link', { name: reference! }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claim Detail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Claim ${reference}` })).toBeVisible();
  await expect(page.getByText('In review')).toBeVisible();
  await expect(page.getByText('We are reviewing the photos with the carrier.')).toBeVisible();
  await expect(page.getByRole('img', { name: `Image 1 of claim ${reference}` })).toBeVisible();
  await checkScreens(page, 'claim-detail');
  await expect
    .poll(async () => (await mailbox(request, 'designer@storefront.test')).some((m) => m.template === 'claim_state' && m.body.includes(reference!)), { timeout: 15_000 })
    .toBe(true);
});
