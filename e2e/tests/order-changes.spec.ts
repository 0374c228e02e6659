import { MESSAGES, ORDER_CALLS, ORDER_CHANGE_CALLS, ORDER_CHANGE_MESSAGES, formatPrice, type Brand } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { apiLogin, callApi, hoursLater, mailbox, pageAt } from '../support/api';
import { aProduct, acceptCookies } from '../support/browse';
import { brandUrl } from '../support/ports';
import { placeOrder, signIn, staffAuth } from '../support/orders';
import { openReady } from '../support/ready';
import { checkScreens } from '../support/screens';

/**
 * A designer changes an order and pays what it costs more (spec sections 2, 4, 8 and 9), in a real browser against
 * the api: the demo designer's order is placed through the api (as checkout would); on /orderDetail the designer asks
 * for a new shipping address in the dialog and sees the request in the change records; staff approve it through the
 * api and the record shows the change processing and the order the new address. Then the designer asks for one more
 * unit on /changeNumber; staff approve; the supplementary payment link emailed to the designer opens /supPayment, which
 * is paid by card once (opened after its 48 hours, it says it has expired), and the record shows it paid. Another
 * order is cancelled within its 24 hours and refunded; seen a day after it was placed, it offers no cancellation.
 */

const BRAND: Brand = 'HOM';
const DESIGNER = 'designer@storefront.test';

test('a designer changes the address of an order, staff approve it, and a change that costs more is paid through its link', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const guest = 'e2e-changes-designer';
  const session = (await apiLogin(request, DESIGNER, { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const product = await aProduct(request, BRAND, auth);
  const number = await placeOrder(request, auth, product.sku_number, { email: DESIGNER, certificate: 'R-7421' });
  // The demo designer's cart may hold what other journeys left, this product too: the order's line of it may count more than one.
  const item = (await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } })).val.items.find((i) => i.sku_number === product.sku_number)!;
  const staff = await staffAuth(request, 'e2e-changes-agent');

  // The order's detail offers the changes.
  await signIn(context, BRAND, session, 'mibd_designer');
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

  // Add items: the product search (nothing added here).
  await page.getByRole('link', { name: 'Add items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add items' })).toBeVisible();
  const search = page.getByRole('main').getByRole('search');
  await search.getByRole('searchbox', { name: 'Search products by SKU or name' }).fill(product.sku_number);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: product.sku_number })).toBeVisible();
  await checkScreens(page, 'order-add-items');
  await openReady(page, brandUrl(BRAND, `/orderDetail?number=${number}`));

  // One more unit costs more: staff approve, and the designer is emailed a link valid 48 hours.
  await page.getByRole('link', { name: 'Change quantity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change quantity' })).toBeVisible();
  await page.getByRole('spinbutton', { name: `New quantity of ${item.name}` }).fill(String(item.count + 1));
  await checkScreens(page, 'order-change-quantity');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'was sent' });
  await expect(sent).toContainText('was sent: Request in review');
  const more = (await sent.textContent())!.match(/OC\d+/)![0];
  const decided = await callApi(request, ORDER_CHANGE_CALLS.decide, { ...staff, body: { reference: more, decision: 'approve' } });
  // The whole record on failure: what the change counted from and what it asked (the demo designer's orders are shared).
  expect(decided.val.state, JSON.stringify({ item, decided })).toBe('extra_payment_needed');
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, DESIGNER)).find((m) => m.template === 'order_change_payment' && m.body.includes(more));
      link = mail?.links[0]?.url ?? '';
      return link;
    }, { timeout: 15_000 })
    .toContain('/supPayment?token=');

  // Opened after its 48 hours, the link says so (the add-on portal is closed then).
  const linkPath = new URL(link).pathname + new URL(link).search;
  const later = await pageAt(context, hoursLater(49));
  await openReady(later, brandUrl(BRAND, linkPath));
  await expect(later.getByRole('alert').filter({ hasText: MESSAGES.linkExpired })).toBeVisible();
  await checkScreens(later, 'order-change-payment-expired');
  await later.close();

  // The link's page within its 48 hours: what is owed, paid by card once.
  await openReady(page, brandUrl(BRAND, linkPath));
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

  // Paying again is refused; the order shows one more unit and the record its payment.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'already paid' })).toContainText('You have already paid, please do not pay again');
  await checkScreens(page, 'order-change-payment-paid');
  await openReady(page, brandUrl(BRAND, `/orderDetail?number=${number}`));
  await expect(records.getByRole('row').filter({ hasText: more })).toContainText('Supplementary payment paid');
  const order = await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } });
  expect(order.val.items.find((i) => i.sku_number === product.sku_number)!.count).toBe(item.count + 1);
});

test('a designer cancels an order within 24 hours and is refunded; a day after it was placed, the order can no longer be cancelled', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const guest = 'e2e-cancel-designer';
  const session = (await apiLogin(request, DESIGNER, { guest })).val;
  const auth = { guest, token: session.token, mode: 'mibd_designer' };
  const product = await aProduct(request, BRAND, auth);
  const number = await placeOrder(request, auth, product.sku_number, { email: DESIGNER, certificate: 'R-7422' });
  const paid = (await callApi(request, ORDER_CALLS.detail, { ...auth, body: { number } })).val.paid;
  await signIn(context, BRAND, session, 'mibd_designer');
  await acceptCookies(page, BRAND);

  // A day after it was placed: no Cancel order, and why; the api refuses one asked all the same.
  const tomorrow = hoursLater(25);
  const later = await pageAt(context, tomorrow);
  await openReady(later, brandUrl(BRAND, `/orderDetail?number=${number}`));
  const laterActions = later.getByRole('region', { name: 'Change this order' });
  await expect(laterActions.getByText(`${ORDER_CHANGE_MESSAGES.cancelWindow}.`)).toBeVisible();
  await expect(laterActions.getByRole('button', { name: 'Change address' })).toBeVisible();
  await expect(laterActions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const refused = await callApi(request, ORDER_CHANGE_CALLS.request, { ...auth, at: tomorrow, body: { number, kind: 'cancel', reason: 'late' } });
  expect(refused.errmsg).toBe(ORDER_CHANGE_MESSAGES.cancelWindow);
  await later.close();

  // Within the 24 hours: cancelled with a reason, approved by staff, and all that was paid refunded.
  await openReady(page, brandUrl(BRAND, `/orderDetail?number=${number}`));
  const actions = page.getByRole('region', { name: 'Change this order' });
  await expect(actions.getByText(/The order can be cancelled until/)).toBeVisible();
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(dialog.getByText(ORDER_CHANGE_MESSAGES.selectReason)).toBeVisible();
  await dialog.getByText('Bought the wrong item', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Bought the wrong item' })).toBeChecked();
  await checkScreens(page, 'order-cancel');
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(dialog).toBeHidden();
  const sent = actions.getByRole('status');
  await expect(sent).toContainText('(Cancel order) was sent: Request in review');
  const reference = (await sent.textContent())!.match(/OC\d+/)![0];
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const staff = await staffAuth(request, 'e2e-cancel-agent');
  const approved = await callApi(request, ORDER_CHANGE_CALLS.decide, { ...staff, body: { reference, decision: 'approve' } });
  expect(approved.val).toMatchObject({ state: 'refunded', refund: paid });
  await page.reload();
  const row = page.getByRole('table', { name: 'Change records' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Refunded');
  await expect(row).toContainText(`Refund: ${formatPrice(paid)}`);
  // The order reads cancelled, with what was refunded, and offers no change any more.
  await expect(page.getByRole('definition').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Refunded${formatPrice(paid)}`);
  await expect(actions).toContainText('This order was cancelled: it can no longer be changed.');
  await expect(actions.getByRole('button')).toHaveCount(0);
  await checkScreens(page, 'order-cancelled');
  await expect
    .poll(async () => (await mailbox(request, DESIGNER)).some((m) => m.body.includes(reference) && m.body.includes('is refunded')), { timeout: 15_000 })
    .toBe(true);
});
