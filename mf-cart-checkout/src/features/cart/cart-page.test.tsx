import { CART_CALLS, ERR, MESSAGES, cartBadgeCount, type CartLine } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { agentSession, browsingSession, cartLine, clientSession, designerSession, mountPage, noSettleSession, unmountAll, withoutDesignerPrice } from '../../test/cart';
import CartPage from './cart-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const sofa = () => cartLine('Marlowe Sofa', 'CA-1001', { count: 2 });
const chair = () => cartLine('Ava Chair', 'CA-2002', { customizable_type: 4, brand_id: 'hom', msrp_price: 900, designer_price: 500, consumer_price: 700 });
const ottoman = () => cartLine('Pleated Ottoman', 'JC-3003', { customizable_type: 2, brand_id: 'jc', designer_price: 300, consumer_price: 450, msrp_price: 600 });
const table = () => cartLine('Oak Table', 'CA-4004', { status: '2', stock_tag: 'unavailable', designer_price: 800 });

/**
 * Answers the cart's calls from one copy of it, as the api would: the list, count changes and removals (with the new
 * badge count). Returns what each call was sent.
 */
function answerCart(initial: CartLine[]) {
  const lines = initial.map((l) => ({ ...l }));
  const sent = { update: [] as unknown[], remove: [] as unknown[] };
  server.use(
    on(CART_CALLS.list, () => ok({ list: lines, count: cartBadgeCount(lines) })),
    on(CART_CALLS.updateCount, async ({ request }) => {
      const body = (await request.json()) as { id: string; number: number };
      sent.update.push(body);
      const line = lines.find((l) => l.id === body.id)!;
      line.count = body.number;
      return ok({ id: line.id, line_count: line.count, count: cartBadgeCount(lines) });
    }),
    on(CART_CALLS.remove, async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      sent.remove.push(body);
      for (const id of body.ids) lines.splice(lines.findIndex((l) => l.id === id), 1);
      return ok({ removed: body.ids.length, count: cartBadgeCount(lines) });
    }),
  );
  return sent;
}

const open = (session = designerSession) => mountPage(CartPage, { session });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const summary = () => screen.getByRole('region', { name: 'Order summary' });

describe('/cart, default variant', { timeout: 15_000 }, () => {
  it('shows each line: picture, product link, SKU, brand, COM and customized marks, unavailable lines, prices and totals', async () => {
    answerCart([sofa(), chair(), ottoman(), table()]);
    await open();
    const lines = await screen.findByRole('table', { name: /Items/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(within(lines).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Price', 'Quantity', 'Total', 'Actions']);

    const sofaRow = rowOf('Marlowe Sofa');
    expect(within(sofaRow).getByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', '/productDetail?sku_number=CA-1001');
    expect(sofaRow.querySelector('img')).toHaveAttribute('src', expect.stringContaining('CA-1001_1.jpg'));
    expect(sofaRow).toHaveTextContent('SKU CA-1001');
    expect(sofaRow).toHaveTextContent('Brand Caracole');
    expect(sofaRow).toHaveTextContent('Designer price $1,000.00');
    expect(sofaRow).toHaveTextContent('Retail price $1,500.00');
    expect(sofaRow).toHaveTextContent('MSRP $2,000.00');
    expect(sofaRow).toHaveTextContent('Total$2,000.00');
    expect(sofaRow).not.toHaveTextContent('COM');

    expect(rowOf('Ava Chair')).toHaveTextContent("COM (customer's own material)");
    expect(rowOf('Ava Chair')).toHaveTextContent('Brand HOM');
    expect(rowOf('Pleated Ottoman')).toHaveTextContent('Customized');
    expect(rowOf('Pleated Ottoman')).toHaveTextContent('Brand Jonathan Charles');
    expect(rowOf('Oak Table')).toHaveTextContent('Unavailable for Purchase');
    expect(rowOf('Oak Table')).toHaveTextContent('Not counted');

    // 2 x 1,000 + 500 + 300 at designer price; the unavailable table is left out.
    expect(summary()).toHaveTextContent('Items4 items');
    expect(summary()).toHaveTextContent('Subtotal at designer price$2,800.00');
    expect(summary()).toHaveTextContent('Retail price total$4,150.00');
    // MSRP where the role holds the product brand's msrp permission: not the Jonathan Charles ottoman's (no jc_msrp).
    expect(rowOf('Pleated Ottoman')).not.toHaveTextContent('MSRP');
    expect(summary()).toHaveTextContent('MSRP total$4,900.00');
    expect(summary()).toHaveTextContent('Items unavailable for purchase are not counted.');
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Your shopping cart is empty.' when there are no lines", async () => {
    answerCart([]);
    await open();
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows what client mode may see: retail (the sale price with the retail price struck) and MSRP, never the designer price', async () => {
    answerCart(withoutDesignerPrice([sofa(), cartLine('Bay Chair', 'CA-5005', { consumer_price: 800, promotional_price: 600, msrp_price: 1000 })]));
    await open(clientSession);
    const bay = await screen.findByRole('row', { name: /Bay Chair/ });
    expect(bay).toHaveTextContent('Sale price $600.00');
    expect(bay.querySelector('s')).toHaveTextContent('$800.00');
    expect(screen.queryByText(/Designer price/)).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('Subtotal at retail price$3,600.00');
  });

  it('a quantity change goes to the api; the totals follow and the header hears the new count', async () => {
    const user = userEvent.setup();
    const first = sofa();
    const sent = answerCart([first, chair()]);
    const mounted = await open();
    const row = await screen.findByRole('row', { name: /Marlowe Sofa/ });
    const quantity = within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' });
    expect(quantity).toHaveValue('2');
    await user.click(within(row).getByRole('button', { name: 'Increase Quantity of Marlowe Sofa' }));
    await waitFor(() => expect(sent.update).toEqual([{ id: first.id, number: 3 }]));
    expect(await screen.findByText('Quantity of Marlowe Sofa set to 3.')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' })).toHaveValue('3');
    expect(row).toHaveTextContent('Total$3,000.00');
    expect(summary()).toHaveTextContent('Subtotal at designer price$3,500.00');
    expect(mounted.cartCounts).toEqual([4]);

    // Typed into once react-aria's field has taken the stand-in's place (reached for by the press above).
    await waitFor(() => expect(within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' }).closest('[data-rac]')).not.toBeNull());
    const field = within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' });
    await user.clear(field);
    await user.type(field, '5{Enter}');
    await waitFor(() => expect(sent.update.at(-1)).toEqual({ id: first.id, number: 5 }));
    await waitFor(() => expect(summary()).toHaveTextContent('Subtotal at designer price$5,500.00'));
    expect(mounted.cartCounts.at(-1)).toBe(6);
  });

  it("the quantity's first view is a plain stand-in; reached by the keyboard, react-aria's field takes its place and keeps the focus", async () => {
    answerCart([sofa()]);
    await open();
    const row = await screen.findByRole('row', { name: /Marlowe Sofa/ });
    // The stand-in shows until the field's code has been fetched once (files of a run share it, so a later test may
    // start with the field itself): either way, focusing the quantity ends in react-aria's field, focused.
    const standIn = within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' });
    act(() => standIn.focus());
    await waitFor(() => expect(within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' }).closest('[data-rac]')).not.toBeNull());
    expect(within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' })).toHaveFocus();
  });

  it("puts a refused quantity back and shows the api's message on the field", async () => {
    const user = userEvent.setup();
    answerCart([sofa()]);
    server.use(on(CART_CALLS.updateCount, () => fail(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory)));
    const mounted = await open();
    const row = await screen.findByRole('row', { name: /Marlowe Sofa/ });
    await user.click(within(row).getByRole('button', { name: 'Increase Quantity of Marlowe Sofa' }));
    expect(await within(row).findByText('Insufficient inventory')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' })).toHaveValue('2');
    expect(mounted.cartCounts).toEqual([]);
  });

  it('removes a line: the focus goes to the next Remove button, then to the heading when the cart is empty', async () => {
    const user = userEvent.setup();
    const [a, b] = [sofa(), chair()];
    const sent = answerCart([a, b]);
    const mounted = await open();
    await user.click(await screen.findByRole('button', { name: 'Remove Marlowe Sofa' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Marlowe Sofa/ })).not.toBeInTheDocument());
    expect(sent.remove).toEqual([{ ids: [a.id] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Ava Chair' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Marlowe Sofa removed from your cart. Your cart holds 1 item.');
    expect(mounted.cartCounts).toEqual([1]);

    await user.click(screen.getByRole('button', { name: 'Remove Ava Chair' }));
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toHaveFocus());
    expect(mounted.cartCounts).toEqual([1, 0]);
  });

  it('says why the cart could not be read, and reads it again on Try again', async () => {
    const user = userEvent.setup();
    server.use(on(CART_CALLS.list, () => fail(ERR.NO_PERMISSION, MESSAGES.noPermission)));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No permission');
    answerCart([sofa()]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Marlowe Sofa/ })).toBeInTheDocument();
  });
});

describe('the Checkout button (spec section 6)', { timeout: 15_000 }, () => {
  it('shows in designer mode with a status 1 line and settle_accounts', async () => {
    answerCart([sofa(), table()]);
    await open();
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('is hidden in client mode, which may browse the cart but not check out', async () => {
    answerCart(withoutDesignerPrice([sofa()]));
    await open(clientSession);
    await screen.findByRole('row', { name: /Marlowe Sofa/ });
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('You are in Client Mode: you may browse the cart but not check out.');
  });

  it('is hidden while a client agent acts, and without settle_accounts', async () => {
    answerCart([sofa()]);
    await open(agentSession);
    await screen.findByRole('row', { name: /Marlowe Sofa/ });
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    await unmountAll();
    await open(noSettleSession);
    await screen.findByRole('row', { name: /Marlowe Sofa/ });
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it("is hidden when no line is status '1': 'Nothing available in cart'", async () => {
    answerCart([table()]);
    await open();
    await screen.findByRole('row', { name: /Oak Table/ });
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('Nothing available in cart');
  });

  it('browsing mode and an invited customer have no cart (and read none)', async () => {
    await open(browsingSession);
    expect(await screen.findByText('The cart is not available in Browsing Mode.')).toBeInTheDocument();
    await unmountAll();
    await open({ ...designerSession, mode: 'mibd_customer', roles: ['home', 'favorites', 'designer_project'] });
    expect(await screen.findByText('This account has no cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
