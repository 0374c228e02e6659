import { CATALOG_CALLS, MESSAGES, STORAGE_KEYS, productHref } from '@storefront/contracts';
import { expect, test, type APIRequestContext, type BrowserContext } from '../support/test';
import { apiLogin, callApi } from '../support/api';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * Mode and customer selection in a real browser against the api: the designer chooses Designer mode on /selectMode
 * and sees the designer price on a product page, chooses Browsing and sees none; creates a customer with the
 * customer form and selects it, by keyboard alone.
 */
const brand = 'HOM';
const guest = 'e2e-mode-customer';

async function login(request: APIRequestContext): Promise<{ token: string; user_id: string }> {
  return (await apiLogin(request, 'designer@storefront.test', { guest, brand })).val;
}

/** A purchasable product of the hub. */
async function aProduct(request: APIRequestContext): Promise<{ sku_number: string; name: string }> {
  const list = (await callApi(request, CATALOG_CALLS.productList, { guest, brand, body: { page: 1, stock: 'in_stock' } })).val.list;
  const product = list.find((c) => c.status === 1);
  if (!product) throw new Error('no product');
  return product;
}

/** Signed in as the login left it (browsing mode), as the shell reads it at start. */
async function signIn(context: BrowserContext, answer: { token: string; user_id: string }): Promise<void> {
  const url = brandUrl(brand, '/');
  await context.addCookies([
    { name: STORAGE_KEYS.token, value: answer.token, url },
    { name: STORAGE_KEYS.authUid, value: answer.user_id, url },
    { name: STORAGE_KEYS.role, value: 'mibd_safe', url },
    { name: STORAGE_KEYS.mode, value: 'mibd_safe', url },
    { name: STORAGE_KEYS.basicCookies, value: 'true', url },
    { name: STORAGE_KEYS.cookiesHaveBeenSet, value: 'true', url },
  ]);
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(brandUrl(brand, '/'))).find((c) => c.name === name)?.value;
}

test('the designer chooses Designer mode and sees the designer price, then Browsing mode and sees no price', async ({ page, context, request }) => {
  const product = await aProduct(request);
  await signIn(context, await login(request));
  const detail = productHref(brand, product.sku_number);

  await openReady(page, brandUrl(brand, `/selectMode?redirect=${encodeURIComponent(detail)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Select Mode' })).toBeVisible();
  const modes = page.getByRole('list', { name: 'Modes' });
  await expect(modes.getByRole('button')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Browsing Mode/ })).toHaveAccessibleDescription(/no MSRP or designer prices/);
  await expect(page.getByRole('button', { name: /^Client Mode/ })).toBeVisible();
  await checkScreens(page, 'select-mode');

  await page.getByRole('button', { name: /^Designer Mode/ }).click();
  await expect(page).toHaveURL(new RegExp(`sku_number=${product.sku_number}`));
  const purchase = page.getByRole('region', { name: 'Price and availability' });
  await expect(purchase.getByText('Designer price')).toBeVisible();

  await openReady(page, brandUrl(brand, `/selectMode?redirect=${encodeURIComponent(detail)}`));
  await expect(page.getByRole('button', { name: 'Designer Mode Current' })).toBeVisible();
  await page.getByRole('button', { name: /^Browsing Mode/ }).click();
  await expect(page).toHaveURL(new RegExp(`sku_number=${product.sku_number}`));
  await expect(purchase.getByText(MESSAGES.pricesHiddenInMode)).toBeVisible();
  await expect(purchase.getByText('Designer price')).toHaveCount(0);
  await expect(purchase).not.toContainText('$');
});

test('Client mode presets the customer: create one with the customer form and select it, by keyboard alone', async ({ page, context, request }) => {
  // A whole goal typed key by key, with axe at two widths on two screens: about 30 s on two busy cores, where the
  // default 30 s budget ran out once in four runs.
  test.setTimeout(90_000);
  await signIn(context, await login(request));
  const stamp = Date.now().toString(36).slice(-5);
  const email = `jordan.${stamp}@clients.test`;

  await openReady(page, brandUrl(brand, '/selectMode?redirect=%2Fcart'));
  await expect(page.getByRole('button', { name: /^Client Mode/ })).toBeVisible();
  // Keyboard only: Tab to Client Mode, Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Browsing Mode/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Client Mode/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/selectCustomer\?redirect=%2Fcart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Customer' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /customers?$|^$/ }).first()).toBeAttached();
  await checkScreens(page, 'select-customer');

  // Shift+Tab from the search reaches Create Customer.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: /Create Customer/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeVisible();
  const first = page.getByRole('textbox', { name: /^First Name/ });
  await expect(first).toBeFocused();

  // Validation on blur, in the spec's words.
  await page.keyboard.press('Tab');
  await expect(page.getByText("Please enter customer's first name")).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('Jordan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Reyes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('jordan@clients');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please provide a valid email address')).toBeVisible();
  // The phone groups itself as it is typed.
  await page.keyboard.type('+1 2125550147');
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('212-555-0147');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await page.keyboard.type('1001');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please provide a valid postal code')).toBeVisible();
  await checkScreens(page, 'create-customer-errors');

  // A failed submit goes to the first problem: the email.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(email);
  await page.getByRole('textbox', { name: /^Postal Code/ }).focus();
  await page.keyboard.press('End');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/selectCustomer\?redirect=%2Fcart&created=/);
  const created = page.getByRole('option', { name: /^Jordan Reyes/ }).filter({ hasText: email });
  await expect(created).toContainText('New');
  // The list with a new customer in it: each option named by what it shows (no label-content mismatch).
  await checkScreens(page, 'select-customer-with-new');
  await page.getByRole('searchbox', { name: 'Search customers' }).focus();
  await page.keyboard.type(email);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart/);
  // The header names the customer served, and changing it goes back to the choice.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Serving Jordan Reyes (change)' })).toHaveAttribute('href', '/selectCustomer?redirect=%2Fcart');
  expect(await cookie(context, STORAGE_KEYS.customer)).toBe(encodeURIComponent('Jordan Reyes'));
  expect(await cookie(context, STORAGE_KEYS.customerId)).toMatch(/^[0-9a-f-]{36}$/);

  // The same email again: 25002 on the email field, not a toast.
  await openReady(page, brandUrl(brand, '/createCustomer'));
  await page.getByRole('textbox', { name: /^First Name/ }).fill('Jordan');
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Again');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page.getByText('Email already exists')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
});
