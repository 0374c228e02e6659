import { CUSTOMER_CALLS, ERR, IDENTITY_CALLS, MEMBER_CALLS, PROJECT_CALLS, STORAGE_KEYS } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi, mailbox } from '../support/api';
import { acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * Members in a real browser against the api: a member invited by the company's designer activates from the emailed
 * link and keeps a customer with a project; the designer closes the member on Manage Members, choosing the account
 * that receives them, and the member can no longer work.
 */
const guest = 'e2e-members';

test("the designer closes a member, and the member's customers and projects pass to the chosen account", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const designer = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const asDesigner = { guest, token: designer.token, mode: 'mibd_designer' };
  const stamp = Date.now().toString(36).slice(-5);
  const email = `riley.${stamp}@whitfield.test`;
  const name = `Riley Park${stamp}`;

  // The member is invited, activates from the emailed link and keeps a customer with a project.
  expect((await callApi(request, MEMBER_CALLS.invite, { ...asDesigner, body: { email, first_name: 'Riley', last_name: `Park${stamp}` } })).err).toBe(200);
  const link = (await mailbox(request, email)).flatMap((mail) => mail.links).find((l) => l.url.includes('token='));
  expect(link, 'the invitation email carries a link').toBeDefined();
  const password = `Quiet-Harbor-${stamp}A1`;
  const token = new URL(link!.url).searchParams.get('token')!;
  expect((await callApi(request, IDENTITY_CALLS.setPassword, { guest, body: { token, password, confirm_password: password } })).err).toBe(200);
  const member = (await callApi(request, IDENTITY_CALLS.login, { guest, body: { username: email, password } })).val;
  const asMember = { guest, token: member.token, mode: 'mibd_designer' };
  const customer = (await callApi(request, CUSTOMER_CALLS.add, { ...asMember, body: { first_name: 'Jules', last_name: `Vance${stamp}`, email: `jules.${stamp}@clients.test` } })).val;
  expect((await callApi(request, PROJECT_CALLS.create, { ...asMember, body: { name: `Loft ${stamp}`, customer_id: customer.id } })).err).toBe(200);

  // The designer closes the member and names who receives their customers and projects.
  const url = brandUrl('HOM', '/');
  await context.addCookies([
    { name: STORAGE_KEYS.token, value: designer.token, url },
    { name: STORAGE_KEYS.authUid, value: designer.user_id, url },
    { name: STORAGE_KEYS.role, value: 'mibd_designer', url },
    { name: STORAGE_KEYS.mode, value: 'mibd_designer', url },
  ]);
  await acceptCookies(page, 'HOM');
  await openReady(page, brandUrl('HOM', '/subAccountManagement'));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Members' })).toBeVisible();
  await page.getByRole('button', { name: `Close ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${name}?` });
  await dialog.getByRole('button', { name: /Customers and projects go to/ }).click();
  await page.getByRole('option', { name: /^Dana Whitfield/ }).click();
  await checkScreens(page, 'close-member');
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was closed.` })).toHaveText(`${name} was closed. 1 customer and 1 project passed to Dana Whitfield.`);
  await checkScreens(page, 'members');

  // The closed member's session is over; the customer is still the company's.
  expect((await callApi(request, CUSTOMER_CALLS.list, { ...asMember, body: {} })).err).toBe(ERR.SESSION_INVALID);
  const found = await callApi(request, CUSTOMER_CALLS.list, { ...asDesigner, body: { search: `Vance${stamp}` } });
  expect(found.val.list.map((c) => c.id)).toEqual([customer.id]);
});
