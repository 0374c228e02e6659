import { ERR, REGISTRATION_CALLS } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiLogin, callApi, mailbox as outbox, type Mail } from '../support/api';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * Registration in the browser against the real api: a new designer fills the three steps with a certificate
 * upload and a drawn signature, a client agent approves, the activation email arrives in the development
 * mailbox and its link opens /setPassword. A second journey uses the keyboard alone; a duplicate company is
 * refused in the spec's words. Every step is checked with axe and photographed at 1280 and 390 px.
 */

/** The steps' forms are long: a taller desktop window keeps each step's buttons in view. */
const DESKTOP_TALL = { width: 1280, height: 900 };

/** The mailbox's messages to a recipient, newest first. */
async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  return [...(await outbox(request, to))].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/** The newest code of a template sent to a recipient (waits for it to arrive). */
async function codeFor(request: APIRequestContext, to: string, template = 'register_code'): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const message = (await mailbox(request, to)).find((m) => m.template === template);
      code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A new visitor id for each call the journey makes itself. */
const guest = () => `${Date.now()}${'s'.repeat(32)}`;

/**
 * Picks a state by typing part of its name. The list of states arrives with the page's option call; typed before it
 * has, the box opens nothing, so the typing is done again until the state is offered.
 */
async function chooseState(page: Page, typed: string, state: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'State' });
  const option = page.getByRole('option', { name: state });
  await expect(async () => {
    await box.fill('');
    await box.fill(typed);
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await option.click();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a new designer registers with a certificate, is approved, and the activation email opens /setPassword', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `morgan.${stamp}@northlight.test`;
  const phone = `646555${String(Date.now()).slice(-4)}`;
  const company = `North Light Studio ${stamp}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await openReady(page, brandUrl('HOM', '/register?data1=signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Business Information' })).toBeVisible();

  // Next with nothing filled: the spec's messages, the first field focused.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter the business name')).toBeVisible();
  await expect(page.getByText('Please provide a valid phone number')).toBeVisible();
  await expect(field(page, 'Business Name')).toBeFocused();
  await checkScreens(page, 'register-step1-errors', DESKTOP_TALL);

  await field(page, 'Business Name').fill(company);
  await page.getByRole('button', { name: /Business Type/ }).click();
  await page.getByRole('option', { name: 'Interior Designer' }).click();
  await page.getByRole('button', { name: /How did you hear about us/ }).click();
  await page.getByRole('option', { name: 'Showroom visit' }).click();
  await field(page, 'Company Website').fill('northlight.test');
  await field(page, 'Street Address').fill('200 Lexington Ave');
  await field(page, 'City').fill('New York');
  await chooseState(page, 'New Y', 'New York');
  await field(page, 'Postal Code').fill('10016');
  await page.locator('label', { hasText: 'Caracole' }).click();
  await expect(page.getByRole('checkbox', { name: 'Caracole' })).toBeChecked();
  await field(page, 'First Name').fill('Morgan');
  await field(page, 'Last Name').fill('Lee');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${email}. It expires in 10 minutes.`)).toBeVisible();
  await field(page, 'Verification Code').fill(await codeFor(request, email));
  await checkScreens(page, 'register-step1', DESKTOP_TALL);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Next waits for a certificate; the upload goes to the files call.
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please upload the reseller certificate')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(/Uploaded/)).toBeVisible();
  await field(page, 'Reseller Number').fill('R-204');
  await checkScreens(page, 'register-step2', DESKTOP_TALL);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a drawn signature and the agreement.
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please sign the application')).toBeVisible();
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
  await field(page, 'Print Name').fill('Morgan Lee');
  await field(page, 'Title').fill('Principal');
  const pad = page.getByRole('img', { name: /Signature/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 18, box.y + box.height * (0.6 - 0.25 * Math.sin(i / 2)));
  await page.mouse.up();
  await page.locator('label', { hasText: 'I have read and agree' }).click();
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  await expect(page.getByText('Please sign the application')).toHaveCount(0);
  await checkScreens(page, 'register-step3', DESKTOP_TALL);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkScreens(page, 'register-thank-you', DESKTOP_TALL);
  expect((await mailbox(request, email)).some((m) => m.template === 'registration_received')).toBe(true);

  // Staff approve; the activation email's link opens /setPassword.
  const agent = await apiLogin(request, 'agent@storefront.test', { guest: guest() });
  expect(agent.err).toBe(ERR.OK);
  const approved = await callApi(request, REGISTRATION_CALLS.approve, { guest: guest(), body: { email }, token: agent.val.token });
  expect(approved.errmsg).toBe('');
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, email)).find((m) => m.links.some((l) => l.url.includes('/setPassword')));
      link = mail?.links.find((l) => l.url.includes('/setPassword'))?.url ?? '';
      return link;
    })
    .not.toBe('');
  expect(new URL(link).pathname).toBe('/setPassword');
  await openReady(page, link);
  await expect(page).toHaveURL(/\/setPassword\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The activation-email page: the account is approved, so a new link goes out.
  await openReady(page, brandUrl('HOM', `/register?view=activation&email=${encodeURIComponent(email)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Activation Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Activation Email' }).click();
  await expect(page.getByText(`We sent a new activation link to ${email}. Earlier links no longer work.`)).toBeVisible();
  await checkScreens(page, 'register-activation-email', DESKTOP_TALL);
});

test("a company that already has an account is refused with 'The company is already registered'", async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const email = `riley.${stamp}@whitfield.test`;
  await openReady(page, brandUrl('HOM', '/register?data1=signup'));
  await field(page, 'Business Name').fill('whitfield  INTERIORS');
  await page.getByRole('button', { name: /Business Type/ }).click();
  await page.getByRole('option', { name: 'Architect' }).click();
  await page.getByRole('button', { name: /How did you hear about us/ }).click();
  await page.getByRole('option', { name: 'Search engine' }).click();
  await field(page, 'Street Address').fill('12 Mercer St');
  await field(page, 'City').fill('New York');
  await chooseState(page, 'New Y', 'New York');
  await field(page, 'Postal Code').fill('10013');
  await field(page, 'First Name').fill('Riley');
  await field(page, 'Last Name').fill('Quinn');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill(`917555${String(Date.now()).slice(-4)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await field(page, 'Verification Code').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The company is already registered')).toBeVisible();
  await expect(field(page, 'Business Name')).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Business Information' })).toBeVisible();
});

test('every step can be completed with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `kai.${stamp}@keyline.test`;
  await page.setViewportSize({ width: 390, height: 844 });
  await openReady(page, brandUrl('HOM', '/register?data1=signup'));
  const typeInto = async (name: string, text: string) => {
    await field(page, name).focus();
    await page.keyboard.type(text);
  };

  await field(page, 'Business Name').focus();
  await page.keyboard.type(`Keyline Interiors ${stamp}`);
  await page.keyboard.press('Tab'); // DBA
  await page.keyboard.press('Tab'); // Business Type
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Business Type/ })).toContainText(/Architect|Interior Designer/);
  await page.keyboard.press('Tab'); // How heard
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await typeInto('Street Address', '9 Elm St');
  await typeInto('City', 'Albany');
  await page.getByRole('combobox', { name: 'State' }).focus();
  await page.keyboard.type('New Y');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('New York');
  await typeInto('Postal Code', '12207');
  await typeInto('First Name', 'Kai');
  await typeInto('Last Name', 'Ono');
  await typeInto('Email', email);
  await typeInto('Phone', `518555${String(Date.now()).slice(-4)}`);
  await page.getByRole('button', { name: 'Send code' }).focus();
  await page.keyboard.press('Enter');
  await typeInto('Verification Code', await codeFor(request, email));
  await page.keyboard.press('Enter'); // submits the step
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeFocused();

  // The file chooser opens from the keyboard.
  await page.getByRole('button', { name: 'Choose files' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(/Uploaded/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeFocused();

  await typeInto('Print Name', 'Kai Ono');
  await typeInto('Title', 'Owner');
  await page.getByRole('button', { name: 'Type your signature instead' }).focus();
  await page.keyboard.press('Enter');
  await typeInto('Type your full name as your signature', 'Kai Ono');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Submit Application' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
});
