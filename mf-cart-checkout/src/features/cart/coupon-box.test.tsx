import { CART_CALLS, ERR, MESSAGES, cartBadgeCount } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { cartLine, couponQuoteOf, mountPage, unmountAll } from '../../test/cart';
import { APPLIED_COUPON_KEY } from '../../ui';
import CartPage from './cart-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const lines = [cartLine('Marlowe Sofa', 'CA-1001', { count: 2 })];
const summary = () => screen.getByRole('region', { name: 'Order summary' });

async function openWithCart() {
  server.use(mock(CART_CALLS.list, { list: lines, count: cartBadgeCount(lines) }));
  await mountPage(CartPage);
  return screen.findByRole('textbox', { name: 'Coupon code' });
}

describe('the coupon box (one coupon per order)', { timeout: 15_000 }, () => {
  it("applies a coupon: what it takes off and the total after it; it is kept for checkout, and Remove takes it away", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      on(CART_CALLS.verifyCoupon, async ({ request }) => {
        sent.push(await request.json());
        return ok(couponQuoteOf('WELCOME10', 2000, 10));
      }),
    );
    const field = await openWithCart();
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByText('Total after coupon')).toBeInTheDocument();
    expect(sent).toEqual([{ coupon_code: 'welcome10' }]);
    expect(summary()).toHaveTextContent('Coupon WELCOME10−$200.00');
    expect(summary()).toHaveTextContent('Total after coupon$1,800.00');
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(APPLIED_COUPON_KEY)).toBe('WELCOME10');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus());
    expect(window.sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull();
  });

  it.each([
    ['code error', ERR.COUPON_CODE_ERROR, MESSAGES.couponCodeError],
    ['expired', ERR.COUPON_EXPIRED, MESSAGES.couponExpired],
    ['usage exceeded', ERR.COUPON_USAGE_EXCEEDED, MESSAGES.couponUsageExceeded],
    ['cannot use', ERR.COUPON_CANNOT_USE, MESSAGES.couponCannotUse],
    ['conditions not met', ERR.COUPON_CONDITIONS_NOT_MET, MESSAGES.couponConditionsNotMet],
  ])('shows the %s refusal under the field in its words', async (_name, err, message) => {
    const user = userEvent.setup();
    server.use(on(CART_CALLS.verifyCoupon, () => fail(err, message)));
    const field = await openWithCart();
    await user.type(field, 'SPRING2025{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('asks for a code before asking the api', async () => {
    const user = userEvent.setup();
    const field = await openWithCart();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription(MESSAGES.couponCodeMissing);
  });

  it('checks a kept coupon again when the cart is read, and drops it quietly when it no longer applies', async () => {
    window.sessionStorage.setItem(APPLIED_COUPON_KEY, 'WELCOME10');
    server.use(mock(CART_CALLS.verifyCoupon, couponQuoteOf('WELCOME10', 2000, 10)));
    await openWithCart().catch(() => undefined);
    expect(await within(summary()).findByText('Total after coupon')).toBeInTheDocument();
    await unmountAll();

    server.use(on(CART_CALLS.verifyCoupon, () => fail(ERR.COUPON_EXPIRED, MESSAGES.couponExpired)));
    const field = await openWithCart();
    await waitFor(() => expect(window.sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull());
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
