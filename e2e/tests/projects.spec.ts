import { CUSTOMER_CALLS, IDENTITY_CALLS, PROJECT_CALLS, PROJECT_MESSAGES, STORAGE_KEYS, productHref, type Brand } from '@storefront/contracts';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { apiLogin, callApi, mailbox } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * The designer's workspace in a real browser against the api: a product page's Add to project on two brands puts both
 * products in one new project of a customer created on the way; the project page changes a quantity and its subtotal
 * follows; Favorite saves a product to the designer's favorites.
 */
const guest = 'e2e-projects';

/** Signed in on a brand's site in a mode (Designer Mode unless told), as the shell reads it at start. */
async function signIn(context: BrowserContext, brand: Brand, answer: { token: string; user_id: string }, mode = 'mibd_designer'): Promise<void> {
  const url = brandUrl(brand, '/');
  await context.addCookies([
    { name: STORAGE_KEYS.token, value: answer.token, url },
    { name: STORAGE_KEYS.authUid, value: answer.user_id, url },
    { name: STORAGE_KEYS.role, value: mode, url },
    { name: STORAGE_KEYS.mode, value: mode, url },
  ]);
}

/** A product page once the workspace that answers its Add to project and Favorite is there (it loads when idle). */
async function openProduct(page: Page, brand: Brand, sku: string): Promise<void> {
  await openReady(page, brandUrl(brand, productHref(brand, sku)));
  await expect(page.locator('[data-boundary="mf-account"]')).toBeAttached({ timeout: 20_000 });
}

const purchase = (page: Page) => page.getByRole('region', { name: 'Price and availability' });

test('a designer keeps a new project for a new customer from two brands, and its subtotal follows a quantity', async ({ page, context, request }) => {
  // Two brands' product pages, two dialogs, a form and a project page with axe at two widths: about 40 s on two busy cores.
  test.setTimeout(120_000);
  const answer = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const stamp = Date.now().toString(36).slice(-5);
  const customer = { first: 'Robin', last: `Hale${stamp}`, email: `robin.${stamp}@clients.test` };
  const projectName = `Lake house ${stamp}`;
  const [ca, jc] = await Promise.all([aProduct(request, 'CA'), aProduct(request, 'JC')]);
  // Enough customers that the dialog's list scrolls, as a working designer's does.
  const auth = { guest, token: answer.token, mode: 'mibd_designer' };
  for (let i = 0; i < 8; i += 1) {
    await callApi(request, CUSTOMER_CALLS.add, { ...auth, body: { first_name: 'Client', last_name: `No${i}x${stamp}`, email: `client${i}.${stamp}@clients.test` } });
  }
  for (const brand of ['CA', 'JC'] as const) {
    await signIn(context, brand, answer);
    await acceptCookies(page, brand);
  }

  // CA: Add to project -> Create Customer -> back with the customer chosen -> a new project -> Add.
  await openProduct(page, 'CA', ca.sku_number);
  await purchase(page).getByRole('button', { name: 'Add to project' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add to Project' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Create Customer/ }).click();
  const form = page.getByRole('dialog', { name: 'Create Customer' });
  await form.getByRole('textbox', { name: /^First Name/ }).fill(customer.first);
  await form.getByRole('textbox', { name: /^Last Name/ }).fill(customer.last);
  await form.getByRole('textbox', { name: /^Email/ }).fill(customer.email);
  await form.getByRole('button', { name: 'Create Customer' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to Project' });
  await expect(dialog.getByRole('heading', { name: `Projects for ${customer.first} ${customer.last}` })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New project' }).fill(projectName);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('option', { name: new RegExp(`^${projectName}`) })).toHaveAttribute('aria-selected', 'true');
  await checkScreens(page, 'add-project');
  await dialog.getByRole('button', { name: 'Add to project' }).click();
  await expect(page.getByText(PROJECT_MESSAGES.added)).toBeVisible();
  await expect(dialog).toBeHidden();

  // JC: the same project, found by the customer's name.
  await openProduct(page, 'JC', jc.sku_number);
  await purchase(page).getByRole('button', { name: 'Add to project' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to Project' });
  await dialog.getByRole('searchbox', { name: 'Search customers' }).fill(customer.last);
  // The search answered (the list is the one found), so the click lands on the option that stays.
  await expect(dialog.getByRole('status').filter({ hasText: /customers?$/ })).toHaveText(/^1 customer$/);
  await dialog.getByRole('option', { name: new RegExp(`^${customer.first} ${customer.last}`) }).click();
  await dialog.getByRole('option', { name: new RegExp(`^${projectName}`) }).click();
  await dialog.getByRole('button', { name: 'Add to project' }).click();
  await expect(page.getByText(PROJECT_MESSAGES.added)).toBeVisible();

  // Favorite: no customer is served in Designer Mode, so it goes to the designer's own favorites.
  await purchase(page).getByRole('button', { name: 'Favorite' }).click();
  await expect(page.getByText('Saved to your favorites')).toBeVisible();

  // The project: both products; one more of the JC product, and the designer's subtotal follows.
  await openReady(page, brandUrl('JC', '/personalProject'));
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
  await page.getByRole('link', { name: projectName }).click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const items = page.getByRole('table');
  await expect(items.getByRole('row').filter({ hasText: ca.sku_number })).toHaveCount(1);
  const row = items.getByRole('row').filter({ hasText: jc.sku_number });
  await expect(row).toHaveCount(1);
  const subtotal = page.getByRole('region', { name: 'Subtotal' });
  const before = await subtotal.getByRole('definition').first().textContent();
  await row.getByRole('button', { name: /Increase/ }).click();
  await expect(row.getByRole('textbox', { name: `Quantity of ${jc.name}` })).toHaveValue('2');
  await expect(subtotal.getByRole('definition').first()).not.toHaveText(before ?? '');
  await checkScreens(page, 'project-detail');

  // My Favorites holds the favorite.
  await openReady(page, brandUrl('JC', '/my-favorites'));
  await expect(page.getByText(jc.sku_number)).toBeVisible();
});

test('an invited customer accepts from the mailbox, sees only their own project, and keeps a favorite', async ({ page, context, browser, request }) => {
  test.setTimeout(120_000);
  const designer = (await apiLogin(request, 'designer@storefront.test', { guest })).val;
  const auth = { guest, token: designer.token, mode: 'mibd_designer' };
  const stamp = Date.now().toString(36).slice(-5);
  const email = `quinn.${stamp}@clients.test`;
  const product = await aProduct(request, 'HOM');
  // The designer's customer and a project for them, made through the api (the first journey makes them in the browser).
  const customer = (await callApi(request, CUSTOMER_CALLS.add, { ...auth, body: { first_name: 'Quinn', last_name: `Ames${stamp}`, email } })).val;
  const project = (await callApi(request, PROJECT_CALLS.create, { ...auth, body: { name: `Study ${stamp}`, customer_id: customer.id } })).val;
  expect((await callApi(request, PROJECT_CALLS.addItem, { ...auth, body: { project_id: project.id, sku_number: product.sku_number, buy_number: 1 } })).err).toBe(200);

  // The designer invites the customer from the customer's page.
  await signIn(context, 'HOM', designer);
  await acceptCookies(page, 'HOM');
  await openReady(page, brandUrl('HOM', `/customerFavourite?id=${customer.id}`));
  await page.getByRole('button', { name: 'Invite customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite customer' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await checkScreens(page, 'invite-customer');

  // The customer opens the emailed link in a browser of their own and chooses a password.
  const link = (await mailbox(request, email)).flatMap((mail) => mail.links).find((l) => l.url.includes('/setPassword?token='));
  expect(link, 'the invitation email links to /setPassword').toBeDefined();
  const token = new URL(link!.url).searchParams.get('token')!;
  const password = `Harbor-Light-${stamp}A1`;
  expect((await callApi(request, IDENTITY_CALLS.setPassword, { guest, body: { token, password, confirm_password: password } })).err).toBe(200);
  const invited = (await callApi(request, IDENTITY_CALLS.login, { guest, body: { username: email, password } })).val;
  const own = await browser.newContext();
  const customerPage = await own.newPage();
  await signIn(own, 'HOM', invited, 'mibd_customer');
  await acceptCookies(customerPage, 'HOM');

  // Only their own project, read-only.
  await openReady(customerPage, brandUrl('HOM', '/customerProject'));
  const list = customerPage.getByRole('list', { name: /projects/i });
  await expect(list.getByRole('link', { name: project.name })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(customerPage.getByRole('button', { name: /^Rename/ })).toHaveCount(0);

  // Their favorite goes to their own list.
  await openProduct(customerPage, 'HOM', product.sku_number);
  await purchase(customerPage).getByRole('button', { name: 'Favorite' }).click();
  await expect(customerPage.getByText('Saved to your favorites')).toBeVisible();
  await own.close();
});
