import { ERR, FILE_CALLS, IDENTITY_CALLS, PLATFORM_CALLS, REGISTRATION_CALLS, rolesFor, type AnswerOf, type Endpoint } from '@storefront/contracts';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_PASSWORD, mailbox, sendCall, type CallOptions, type Envelope } from '../support/api';
import { brandUrl } from '../support/ports';
import { checkScreens } from '../support/screens';

/**
 * Identity against the real api through a brand's own origin (the shell server forwards the api's paths):
 * a registration with a certificate is approved by a client agent, the activation email is read in the
 * development mailbox as a person reads it, its link sets the password, and the new designer signs in,
 * gets the roles of each mode and logs out.
 */

/** Calls as one visitor, each answering below 500. */
function client(request: APIRequestContext, guest: string) {
  return async <E extends Endpoint>(entry: E, options: Omit<CallOptions, 'guest'> = {}): Promise<Envelope<AnswerOf<E>>> => {
    const response = await sendCall(request, entry, { ...options, guest });
    expect(response.status()).toBeLessThan(500);
    return (await response.json()) as Envelope<AnswerOf<E>>;
  };
}

test('register with a certificate, approval, activation email in the mailbox, set password, roles by mode, logout', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const email = `avery.${stamp}@harborlight.test`;
  const guest = `${Date.now()}${'g'.repeat(32)}`;
  const call = client(request, guest);

  // Step 1 needs the code emailed to the applicant.
  expect((await call(REGISTRATION_CALLS.sendCode, { body: { email } })).err).toBe(ERR.OK);
  const codeMail = (await mailbox(request, email)).find((m) => m.template === 'register_code');
  const code = /\b(\d{6})\b/.exec(codeMail?.body ?? '')?.[1];
  expect(code).toBeTruthy();
  const first = await call(REGISTRATION_CALLS.firstCheck, {
    body: {
      business_name: `Harbor Light Design ${stamp}`,
      business_type: 'interior_designer',
      how_heard: 'showroom',
      street_address: '200 Lexington Ave',
      city: 'New York',
      state: 'NY',
      postal: '10016',
      country: 'US',
      first_name: 'Avery',
      last_name: 'Stone',
      email,
      phone: `646555${String(Date.now()).slice(-4)}`,
      code,
    },
  });
  expect(first.errmsg).toBe('');
  const registration = first.val.registration_id;

  // Step 2: the reseller certificate, checked by its bytes.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = await call(FILE_CALLS.upload, {
    multipart: { purpose: 'certificate', file: { name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.errmsg).toBe('');
  const second = await call(REGISTRATION_CALLS.secondCheck, {
    body: { registration_id: registration, reseller_number: 'R-204', state_of_registration: 'NY', sales_tax_number: 'ST-88', file_ids: [upload.val.file_id] },
  });
  expect(second.errmsg).toBe('');
  const submit = await call(REGISTRATION_CALLS.submit, {
    body: { registration_id: registration, printed_name: 'Avery Stone', title: 'Principal', signature: 'Avery Stone', agree: true },
  });
  expect(submit.errmsg).toBe('');

  // A client agent (demo account) approves: the activation email goes to the outbox.
  const agent = await call(IDENTITY_CALLS.login, { body: { username: 'agent@storefront.test', password: DEMO_PASSWORD } });
  expect(agent.err).toBe(ERR.OK);
  const approve = await call(REGISTRATION_CALLS.approve, { body: { email }, token: agent.val.token });
  expect(approve.errmsg).toBe('');

  // A person reads it in the development mailbox and follows its link.
  await page.goto(brandUrl('HOM', `${PLATFORM_CALLS.mailboxPage.path}?to=${encodeURIComponent(email)}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const link = page.getByRole('link').filter({ hasText: /password|activate/i }).first();
  await expect(link).toBeVisible();
  await checkScreens(page, 'mailbox');
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).pathname).toBe('/setPassword');
  await link.click();
  await expect(page).toHaveURL(/\/setPassword\?token=/);

  // The link sets the password (once), and the designer signs in.
  const token = new URL(href).searchParams.get('token')!;
  const password = 'Harbor-Light-2026';
  expect((await call(IDENTITY_CALLS.setPassword, { body: { token, password, confirm_password: password } })).err).toBe(ERR.OK);
  expect((await call(IDENTITY_CALLS.setPassword, { body: { token, password, confirm_password: password } })).errmsg).toBe('The link has expired');
  const login = await call(IDENTITY_CALLS.login, { body: { username: `  ${email} `, password, login_type: 1 } });
  expect(login.err).toBe(ERR.OK);

  for (const mode of ['mibd_safe', 'mibd_communicate', 'mibd_designer'] as const) {
    const roles = await call(IDENTITY_CALLS.userRole, { query: { mode }, token: login.val.token, mode });
    expect(roles.val.Role.sort()).toEqual([...rolesFor('designer', mode)!].sort());
  }
  expect((await call(IDENTITY_CALLS.logout, { body: {}, token: login.val.token })).err).toBe(ERR.OK);
  expect((await call(IDENTITY_CALLS.userInfo, { body: {}, token: login.val.token })).err).toBe(ERR.SESSION_INVALID);
});

test('the Rowe sign-in gives a linking code the storefront can read', async ({ page, request }) => {
  await page.goto(brandUrl('HOM', `${PLATFORM_CALLS.roweSignInPage.path}?return=${encodeURIComponent('/bindAccount')}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreens(page, 'rowe-sign-in');
  await page.getByLabel('Email').fill('rowe@storefront.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/bindAccount\?.*RoweLinkingCode=/);
  const code = new URL(page.url()).searchParams.get('RoweLinkingCode')!;
  const info = await client(request, 'rowe-guest')(IDENTITY_CALLS.roweUserInfo, { body: { RoweLinkingCode: code } });
  expect(info.val.email).toBe('rowe@storefront.test');
});
