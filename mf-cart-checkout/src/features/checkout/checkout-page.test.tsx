import { ACCOUNT_CALLS, CHECKOUT_CALLS, ERR, MESSAGES, PAYMENT_CALLS, type BillAddress } from '@storefront/contracts';
import { fail, ok, on, visitorSession } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { APPLIED_COUPON_KEY } from '../../ui';
import { newId } from '../../test/cart';
import { answerCheckout, cardMethod, fill, fillShipping, mountAt, summaryOf, twoLines, unmountAll, type User } from '../../test/checkout';
import CheckoutPage from './checkout-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const mount = () => mountAt('checkout', CheckoutPage);

/** The page once its form is drawn (after the cart's check and the saved addresses). */
async function formDrawn() {
  await screen.findByRole('button', { name: 'Continue to payment' });
}

/** Step 1 filled and continued: the payment step's heading has the focus. */
async function toPayment(user: User) {
  await screen.findByRole('heading', { name: /Shipping/, level: 2 });
  await formDrawn();
  await fillShipping(user);
  await screen.findByRole('radio', { name: /^Standard delivery/ });
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  const heading = await screen.findByRole('heading', { name: /Payment/, level: 2 });
  await waitFor(() => expect(heading).toHaveFocus());
  await screen.findByRole('radiogroup', { name: 'Payment method' }, { timeout: 5_000 });
}

async function fillCard(user: User, number: string) {
  await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 5_000 });
  await fill(user, 'Card number', number);
  await fill(user, 'Expiry (MM/YY)', '0430');
  await fill(user, 'Security code', '123');
  await fill(user, 'Name on card', 'Dana Designer');
}

const summary = () => screen.getByRole('region', { name: 'Order summary' });

describe('Checkout', { timeout: 30_000 }, () => {
  it('asks a signed-out visitor to sign in, with the way back to this checkout', async () => {
    await mountAt('checkout', CheckoutPage, { session: visitorSession });
    expect(screen.getByText('Sign in to check out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fcheckout%3FisCart%3D1%26u%3D8f3a21c9');
  });

  it("says 'Nothing available in cart' and leads back to the cart when nothing can be bought", async () => {
    answerCheckout(server, twoLines());
    server.use(on(CHECKOUT_CALLS.preCheck, () => fail(ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart)));
    await mount();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.nothingAvailableInCart);
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart?u=8f3a21c9');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it("says a missing full name and contact name in the spec's words", async () => {
    const user = userEvent.setup();
    answerCheckout(server, twoLines());
    await mount();
    await formDrawn();
    await fill(user, 'Contact name', '');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(MESSAGES.enterFullName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.enterContactName)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /Payment/ })).not.toBeInTheDocument();
  });

  it('prices each shipping method once the address is complete, and the summary follows the method chosen', async () => {
    const user = userEvent.setup();
    const calls = answerCheckout(server, twoLines());
    await mount();
    expect(await screen.findByText('Shipping methods and their cost show once the address is complete.')).toBeInTheDocument();
    await fillShipping(user);
    const standard = await screen.findByRole('radio', { name: 'Standard delivery $247.00' });
    expect(standard).toBeChecked();
    expect(screen.getByRole('radio', { name: 'White glove delivery $497.00' })).not.toBeChecked();
    expect(calls.shippingCost.at(-1)).toMatchObject({ address: { full_name: 'Dana Designer', state: 'NY', postal: '10016', country: 'US' } });
    // Subtotal 1,900 + standard 247 = 2,147; the designer pays 50% now.
    await waitFor(() => expect(within(summary()).getByText('$2,147.00')).toBeInTheDocument());
    expect(within(summary()).getByText('Due at order (50%)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'White glove delivery $497.00' }));
    await waitFor(() => expect(within(summary()).getByText('$2,397.00')).toBeInTheDocument());
    expect(calls.summary.at(-1)).toMatchObject({ shipping_method: 'white_glove', funding: null });
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the shipping cost refusal in an alert ('please check zip and address')", async () => {
    const user = userEvent.setup();
    answerCheckout(server, twoLines());
    server.use(on(CHECKOUT_CALLS.shippingCost, () => fail(ERR.SHIPPING_COST_FAILED, MESSAGES.shippingCostFailed)));
    await mount();
    await formDrawn();
    await fillShipping(user);
    expect(await screen.findByText(MESSAGES.shippingCostFailed, { selector: '[role="alert"] p' })).toBeInTheDocument();
  });

  it('shows the 3.0% card fee after reviewing a credit card, and pays that charge', async () => {
    const user = userEvent.setup();
    const lines = twoLines();
    const calls = answerCheckout(server, lines);
    server.use(on(PAYMENT_CALLS.tokenizeCard, () => ok(cardMethod('credit', '4242'))));
    await mount();
    await toPayment(user);
    expect(within(summary()).queryByText(/Card fee/)).not.toBeInTheDocument();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText(/Visa credit card ending in 4242/)).toBeInTheDocument();
    // 2,147 total: 1,073.50 now, plus 3.0% of it (32.21).
    const expected = summaryOf(lines, { funding: 'credit' });
    expect(expected.card_fee).toBe(32.21);
    await waitFor(() => expect(within(summary()).getByText('Card fee (3.0%)')).toBeInTheDocument());
    expect(within(summary()).getByText('$32.21')).toBeInTheDocument();
    expect(calls.summary.at(-1)).toMatchObject({ funding: 'credit' });
    expect(await screen.findByRole('button', { name: 'Pay $1,105.71' })).toBeInTheDocument();
  });

  it('adds no card fee for a debit card', async () => {
    const user = userEvent.setup();
    answerCheckout(server, twoLines());
    server.use(on(PAYMENT_CALLS.tokenizeCard, () => ok(cardMethod('debit', '5556'))));
    await mount();
    await toPayment(user);
    await fillCard(user, '4000 0566 5566 5556');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText(/Visa debit card ending in 5556: no card fee/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $1,073.50' })).toBeInTheDocument();
    expect(within(summary()).queryByText(/Card fee \(/)).not.toBeInTheDocument();
    expect(within(summary()).getByText('No card fee for a debit card.')).toBeInTheDocument();
  });

  it("shows the ACH tokenize error at the form and charges nothing", async () => {
    const user = userEvent.setup();
    const calls = answerCheckout(server, twoLines());
    server.use(on(PAYMENT_CALLS.tokenizeAch, () => fail(ERR.PAYMENT_TOKENIZE_FAILED, MESSAGES.achAccountInvalid)));
    await mount();
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Bank account (ACH)' }));
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('Please enter account number')).toBeInTheDocument();
    await fill(user, 'Account number', '123');
    await fill(user, 'Routing number', '110000000');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await fill(user, 'First name', 'Dana');
    await fill(user, 'Last name', 'Designer');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.achAccountInvalid);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(calls.placeOrder).toEqual([]);
  });

  it('places the order: Order received with its number, the charge and the balance; the coupon is cleared and the header told', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(APPLIED_COUPON_KEY, 'WELCOME10');
    const lines = twoLines();
    const calls = answerCheckout(server, lines);
    server.use(
      on(PAYMENT_CALLS.tokenizeCard, () => ok(cardMethod('credit', '4242'))),
      on(CHECKOUT_CALLS.placeOrder, async ({ request }) => {
        calls.placeOrder.push((await request.json()) as Record<string, unknown>);
        return ok({ order_id: 'order-1', order_number: 'SO100001', charged: 1105.71, total: 2147, balance: 1073.5 });
      }),
    );
    const mounted = await mount();
    await toPayment(user);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $1,105.71' }));
    const heading = await screen.findByRole('heading', { name: 'Order received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('SO100001')).toBeInTheDocument();
    expect(screen.getByText('$1,105.71')).toBeInTheDocument();
    expect(screen.getByText('$1,073.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orderDetail?number=SO100001');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/home');
    expect(calls.placeOrder).toHaveLength(1);
    expect(calls.placeOrder[0]).toMatchObject({ payment_token: 'tok_credit_4242', amount_due: 1105.71, coupon_code: 'WELCOME10', shipping_method: 'standard' });
    expect(String(calls.placeOrder[0]!.checkout_id)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(window.sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull();
    await waitFor(() => expect(mounted.cartCounts).toEqual([0]));
  });

  it('a declined payment goes to /paymentFailed', async () => {
    const user = userEvent.setup();
    answerCheckout(server, twoLines());
    server.use(
      on(PAYMENT_CALLS.tokenizeCard, () => ok(cardMethod('credit', '0002'))),
      on(CHECKOUT_CALLS.placeOrder, () => fail(ERR.PAYMENT_FAILED, MESSAGES.paymentFailed)),
    );
    const mounted = await mount();
    await toPayment(user);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(mounted.visited).toEqual(['/paymentFailed']));
  });

  it('a double click pays once, and a resubmit after no answer reuses the attempt', async () => {
    const user = userEvent.setup();
    const calls = answerCheckout(server, twoLines());
    let answer = () => fail(ERR.PAYMENT_REQUEST_FAILED, MESSAGES.paymentRequestFailed);
    server.use(
      on(PAYMENT_CALLS.tokenizeCard, () => ok(cardMethod('credit', '4242'))),
      on(CHECKOUT_CALLS.placeOrder, async ({ request }) => {
        calls.placeOrder.push((await request.json()) as Record<string, unknown>);
        await delay(150);
        return answer();
      }),
    );
    await mount();
    await toPayment(user);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const pay = await screen.findByRole('button', { name: 'Pay $1,105.71' });
    await user.dblClick(pay);
    await user.click(pay);
    expect(await screen.findByText(MESSAGES.paymentRequestFailed)).toBeInTheDocument();
    expect(calls.placeOrder).toHaveLength(1);
    // The attempt keeps its method: no second method, no second charge.
    expect(screen.queryByRole('button', { name: 'Change payment method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit shipping' })).not.toBeInTheDocument();

    answer = () => ok({ order_id: 'order-1', order_number: 'SO100002', charged: 1105.71, total: 2147, balance: 1073.5 });
    await user.click(screen.getByRole('button', { name: 'Pay $1,105.71' }));
    expect(await screen.findByRole('heading', { name: 'Order received' })).toBeInTheDocument();
    expect(calls.placeOrder).toHaveLength(2);
    expect(calls.placeOrder[1]!.checkout_id).toBe(calls.placeOrder[0]!.checkout_id);
  });

  it('says an attempt is already paid, and the certificate refusal links to the certificate tab', async () => {
    const user = userEvent.setup();
    answerCheckout(server, twoLines());
    server.use(
      on(PAYMENT_CALLS.tokenizeCard, () => ok(cardMethod('credit', '4242'))),
      on(CHECKOUT_CALLS.placeOrder, () => fail(ERR.CERTIFICATE_REQUIRED, MESSAGES.certificateRequired)),
    );
    await mount();
    await toPayment(user);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.certificateRequired);
    expect(within(alert).getByRole('link', { name: 'Add a resale certificate' })).toHaveAttribute('href', '/personalCenter?tab=certificate');

    server.use(on(CHECKOUT_CALLS.placeOrder, () => fail(ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid, { order_number: 'SO100003' })));
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText(MESSAGES.paymentAlreadyPaid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order SO100003' })).toHaveAttribute('href', '/orderDetail?number=SO100003');
  });

  it('offers the saved default bill address, bills it, and pays by bank account (ACH) with no card fee', async () => {
    const user = userEvent.setup();
    const saved: BillAddress = {
      id: newId(),
      first_name: 'Dana',
      last_name: 'Reyes',
      company: 'Whitfield Interiors',
      street_address: '200 Lexington Ave',
      apartment: 'Suite 4',
      city: 'New York',
      country: 'US',
      state: 'NY',
      postal: '10016',
      phone: '2125550100',
      is_default: true,
      updated_at: '2026-01-05T12:00:00.000Z',
    };
    const calls = answerCheckout(server, twoLines());
    server.use(
      on(ACCOUNT_CALLS.addressList, () => ok({ list: [saved], max: 10 })),
      on(PAYMENT_CALLS.tokenizeAch, () => ok({ token: 'tok_bank_6789', method: 'ach', brand: '', funding: 'bank', last4: '6789' })),
      on(CHECKOUT_CALLS.placeOrder, async ({ request }) => {
        calls.placeOrder.push((await request.json()) as Record<string, unknown>);
        return ok({ order_id: 'order-1', order_number: 'SO100004', charged: 1073.5, total: 2147, balance: 1073.5 });
      }),
    );
    await mount();
    const choice = await screen.findByRole('radio', { name: 'Dana Reyes, 200 Lexington Ave Suite 4, New York, NY 10016' });
    // The default address is chosen once the saved list is in (the render after it arrives).
    await waitFor(() => expect(choice).toBeChecked());
    expect(screen.getByRole('radio', { name: 'A new address' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Reyes');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('2125550100');
    await screen.findByRole('radio', { name: /^Standard delivery/ });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('radiogroup', { name: 'Payment method' }, { timeout: 5_000 });
    await user.click(screen.getByRole('radio', { name: 'Bank account (ACH)' }));
    await fill(user, 'Account number', '000123456789');
    await fill(user, 'Routing number', '110000000');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await fill(user, 'First name', 'Dana');
    await fill(user, 'Last name', 'Reyes');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText(/Bank account ending in 6789: no card fee/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay $1,073.50' }));
    expect(await screen.findByRole('heading', { name: 'Order received' })).toBeInTheDocument();
    expect(calls.placeOrder[0]).toMatchObject({ billing_address_id: saved.id, payment_token: 'tok_bank_6789', amount_due: 1073.5, address: { full_name: 'Dana Reyes', company: 'Whitfield Interiors' } });
  });
});
