import { AFTER_SALES_MESSAGES, BRAND_TABLE, MESSAGES } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { mailbox, type Mail } from '../support/api';
import { acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * The after-sales forms that need no order (spec sections 3, 5 and 8), in a real browser against the api: the JC
 * sample request (several samples) and FFD's own contact page each show every required-field message when sent
 * empty, then say 'submitted successfully' and reach the site's trade desk through the development mailbox; the
 * footer's About opens the dialog host's About, and Escape gives focus back to the button.
 */

/** Every journey's visitor asks from one client address: a stamp tells this run's submissions apart. */
const stamp = () => Date.now().toString(36).slice(-6);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by the start of its name (a required field's label ends in ' *' for the eye). */
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${escape(name)}`) });

/** The field says the message: its description (aria-describedby) starts with it, and it is marked invalid. */
async function expectFieldError(scope: Locator, name: string, message: string): Promise<void> {
  const input = field(scope, name);
  await expect(input, name).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
  await expect(input, name).toHaveAttribute('aria-invalid', 'true');
}

/** The outcome above the form: 'submitted successfully' with the reference the desk quotes. */
async function submittedReference(form: Locator, prefix: 'CU' | 'SR'): Promise<string> {
  const status = form.getByRole('status');
  await expect(status).toContainText(MESSAGES.formSubmitted, { timeout: 15_000 });
  await expect(status).toBeFocused();
  const reference = (await status.textContent())?.match(new RegExp(`${prefix}\\d+`))?.[0];
  expect(reference, 'the reference in the notice').toBeTruthy();
  return reference!;
}

/** The desk's email of the submission (the outbox writes it in the submission's transaction). */
async function deskEmail(request: APIRequestContext, desk: string, template: string, reference: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(request, desk)).find((m) => m.template === template && m.body.includes(`(${reference})`));
      return Boolean(found);
    }, { message: `${template} ${reference} in ${desk}'s mailbox`, timeout: 15_000 })
    .toBe(true);
  return found!;
}

async function openForm(page: Page, url: string, heading: string, form: string): Promise<Locator> {
  await openReady(page, url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.getByRole('form', { name: form });
}

test("JC's sample request: every required message, two samples sent to the trade desk; the footer's About dialog", async ({ page, request }) => {
  // One page, two axe scans at two widths, a send and the mailbox, a remote dialog: about 20 s on two busy cores.
  test.setTimeout(60_000);
  const run = stamp();
  await acceptCookies(page, 'JC');
  const form = await openForm(page, brandUrl('JC', '/sample-request'), 'Sample Request', 'Sample request form');

  // Sent empty: each required field says what it needs, and focus goes to the first of them.
  await form.getByRole('button', { name: 'Submit' }).click();
  const sample1 = form.getByRole('group', { name: 'Sample 1' });
  await expectFieldError(form, 'Full Name', AFTER_SALES_MESSAGES.fullName);
  await expectFieldError(sample1, 'Item Number', AFTER_SALES_MESSAGES.itemNumber);
  await expectFieldError(sample1, 'Finish Name', AFTER_SALES_MESSAGES.finishName);
  await expectFieldError(form, 'Company Name', AFTER_SALES_MESSAGES.companyName);
  await expectFieldError(form, 'Full Address', AFTER_SALES_MESSAGES.fullAddress);
  await expectFieldError(form, 'Comments', AFTER_SALES_MESSAGES.comments);
  // The email is optional on the sample request.
  await expect(field(form, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, 'Full Name')).toBeFocused();
  await checkScreens(page, 'after-sales/sample-request-jc-errors');

  // Filled in, with a second sample (JC's form takes several): its Item Number takes focus.
  await field(form, 'Full Name').fill('Avery Stone');
  await field(form, 'Email').fill(`avery.${run}@studio.test`);
  await field(sample1, 'Item Number').fill(`JC-${run}-1`);
  await field(sample1, 'Finish Name').fill('Antique Walnut');
  await form.getByRole('button', { name: 'Add another sample' }).click();
  const sample2 = form.getByRole('group', { name: 'Sample 2' });
  await expect(field(sample2, 'Item Number')).toBeFocused();
  await field(sample2, 'Item Number').fill(`JC-${run}-2`);
  await field(sample2, 'Finish Name').fill('Ebonised Oak');
  await expect(field(form, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true');
  await field(form, 'Company Name').fill('Stone & Reed Interiors');
  await field(form, 'Full Address').fill('12 Harbor Lane\nPortland, ME 04101');
  await field(form, 'Comments').fill(`Finish samples for a dining room (${run}).`);
  await form.getByRole('button', { name: 'Submit' }).click();
  const reference = await submittedReference(form, 'SR');

  const mail = await deskEmail(request, 'jc.trade-desk@storefront.test', 'after_sales_sample', reference);
  expect(mail.body).toContain(`JC-${run}-1`);
  expect(mail.body).toContain(`JC-${run}-2`);
  expect(mail.body).toContain('Ebonised Oak');

  // The footer's About (a button: it opens the dialog host's About), from the keyboard; Escape closes it.
  const about = page.getByRole('contentinfo').getByRole('button', { name: `About ${BRAND_TABLE.JC.name}` });
  await about.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'About' });
  await expect(dialog.getByRole('heading', { name: BRAND_TABLE.JC.name })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
});

test("FFD's own contact page: every required message, then a message to the outlet's trade desk", async ({ page, request }) => {
  test.setTimeout(60_000);
  const run = stamp();
  await acceptCookies(page, 'FFD');
  const form = await openForm(page, brandUrl('FFD', '/contactUs'), 'Contact Us', 'Contact form');

  await form.getByRole('button', { name: 'Submit' }).click();
  await expectFieldError(form, 'Full Name', AFTER_SALES_MESSAGES.fullName);
  await expectFieldError(form, 'Email', AFTER_SALES_MESSAGES.email);
  await expectFieldError(form, 'Order Number', AFTER_SALES_MESSAGES.orderNumber);
  await expectFieldError(form, 'Comments', AFTER_SALES_MESSAGES.comments);
  // Phone, company name and product number are optional.
  for (const optional of ['Phone', 'Company Name', 'Product Number']) await expect(field(form, optional), optional).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, 'Full Name')).toBeFocused();

  // An email that is not one is refused in the spec's words.
  await field(form, 'Email').fill('not-an-email');
  await field(form, 'Email').blur();
  await expectFieldError(form, 'Email', AFTER_SALES_MESSAGES.validEmail);

  await field(form, 'Full Name').fill('Jordan Lee');
  await field(form, 'Phone').fill('2125550123');
  await field(form, 'Email').fill(`jordan.${run}@outlet.test`);
  await field(form, 'Order Number').fill(`SO-${run}`);
  await field(form, 'Company Name').fill('Lee Home');
  await field(form, 'Product Number').fill(`FFD-${run}`);
  await field(form, 'Comments').fill(`The delivery date of my flash-deal order (${run}).`);
  await form.getByRole('button', { name: 'Submit' }).click();
  const reference = await submittedReference(form, 'CU');
  await checkScreens(page, 'after-sales/contact-us-ffd-sent');

  const mail = await deskEmail(request, 'ol.trade-desk@storefront.test', 'after_sales_contact', reference);
  expect(mail.body).toContain(`SO-${run}`);
  expect(mail.body).toContain(`jordan.${run}@outlet.test`);
});
