import { CART_CALLS, CHECKOUT_CALLS, ERR, MESSAGES, cartBadgeCount, type CartLine } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { cartLine, certificateOnFile, designerSession, mountPage, outletSession, preCheck, unmountAll } from '../../test/cart';
import CartPage from './cart-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
  document.cookie = 'noAgain=; Max-Age=0; Path=/';
  document.cookie = 'NO_LOG_CERTIFICATE=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

function cartOf(lines: CartLine[], certificates = [certificateOnFile()]) {
  server.use(mock(CART_CALLS.list, { list: lines, count: cartBadgeCount(lines) }), mock(CHECKOUT_CALLS.preCheck, preCheck(lines, certificates)));
}

const checkoutButton = () => screen.findByRole('button', { name: 'Checkout' });
/** The demo user's X-Auth-Uid is 'uid-8f3a21c9': checkout carries it without its first 4 characters. */
const NEXT = '/checkout?isCart=1&u=8f3a21c9';

describe('Checkout', { timeout: 15_000 }, () => {
  it('with a certificate on file: the CheckoutCust dialog asks whom the order is for, then goes on to checkout', async () => {
    const user = userEvent.setup();
    cartOf([cartLine('Marlowe Sofa', 'CA-1001')]);
    const mounted = await mountPage(CartPage);
    await user.click(await checkoutButton());
    await waitFor(() => expect(mounted.dialogs).toEqual([{ kind: 'CheckoutCust', payload: { next: NEXT } }]));
    expect(mounted.visited).toEqual([]);
  });

  it('with no certificate: the reminder offers Continue, which goes on and is not shown again this session', async () => {
    const user = userEvent.setup();
    cartOf([cartLine('Marlowe Sofa', 'CA-1001')], []);
    const mounted = await mountPage(CartPage);
    await user.click(await checkoutButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'No resale certificate on file' });
    expect(dialog).toHaveTextContent('an order can only be placed once a certificate is on file');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(mounted.dialogs).toEqual([{ kind: 'CheckoutCust', payload: { next: NEXT } }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('NO_LOG_CERTIFICATE=1');
    expect(document.cookie).not.toContain('noAgain=1');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(mounted.dialogs).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("keeps the reminder away for good with Don't remind me again (the noAgain cookie)", async () => {
    const user = userEvent.setup();
    cartOf([cartLine('Marlowe Sofa', 'CA-1001')], []);
    await mountPage(CartPage);
    await user.click(await checkoutButton());
    await user.click(await screen.findByRole('checkbox', { name: "Don't remind me again" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.cookie).toContain('noAgain=1'));
  });

  it("honours noAgain set before: no reminder", async () => {
    const user = userEvent.setup();
    document.cookie = 'noAgain=1; Path=/';
    cartOf([cartLine('Marlowe Sofa', 'CA-1001')], []);
    const mounted = await mountPage(CartPage);
    await user.click(await checkoutButton());
    await waitFor(() => expect(mounted.dialogs).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("offers to edit the certificate: the account's certificate tab", async () => {
    const user = userEvent.setup();
    cartOf([cartLine('Marlowe Sofa', 'CA-1001')], []);
    const mounted = await mountPage(CartPage);
    await user.click(await checkoutButton());
    await user.click(await screen.findByRole('button', { name: 'Edit certificate' }));
    expect(mounted.visited).toEqual(['/personalCenter?tab=certificate']);
    expect(mounted.dialogs).toEqual([]);
  });

  it("shows the pre-check's refusal ('Nothing available in cart') and goes nowhere", async () => {
    const user = userEvent.setup();
    cartOf([cartLine('Marlowe Sofa', 'CA-1001')]);
    server.use(on(CHECKOUT_CALLS.preCheck, () => fail(ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart)));
    const mounted = await mountPage(CartPage);
    await user.click(await checkoutButton());
    expect(await screen.findByText('Nothing available in cart', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(mounted.dialogs).toEqual([]);
    expect(mounted.visited).toEqual([]);
  });

  it('an outlet shopper (FFD, no customers, no certificate asked) goes straight on to checkout', async () => {
    const user = userEvent.setup();
    const line = cartLine('Outlet Sofa', 'OL-1', { brand_id: 'ol', cash_stock: 3, designer_price: undefined });
    server.use(mock(CART_CALLS.list, { list: [line], count: 1 }), on(CHECKOUT_CALLS.preCheck, () => ok(preCheck([line], [], false))));
    const mounted = await mountPage(CartPage, { brand: 'FFD', session: outletSession });
    await user.click(await checkoutButton());
    await waitFor(() => expect(mounted.visited).toEqual(['/checkout?isCart=1&u=0077aa11']));
    expect(mounted.dialogs).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

it('the signed-in designer is the one checked out: u is X-Auth-Uid without its first 4 characters', () => {
  expect(designerSession.user?.userId.slice(4)).toBe('8f3a21c9');
});
