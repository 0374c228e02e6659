import { CART_CALLS, cartBadgeCount, guestEntries, type GuestCartRequest } from '@storefront/contracts';
import { ok, on, visitorSession } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mountPage, outletLine, unmountAll } from '../../test/cart';
import CartPage from './cart-page';
import { readGuestCart, writeGuestCart } from './guest-cart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
  document.cookie = 'sku_list=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

/** The outlet's cash stock by SKU: the guest cart call answers the cookie's entries with it, as the api does. */
const STOCK: Record<string, { name: string; cash: number }> = {
  'OL-1': { name: 'Outlet Sofa', cash: 5 },
  'OL-2': { name: 'Outlet Chair', cash: 2 },
  'OL-3': { name: 'Outlet Lamp', cash: 0 },
};

function answerGuestCart() {
  const sent: unknown[] = [];
  server.use(
    on(CART_CALLS.guestList, async ({ request }) => {
      const body = (await request.json()) as GuestCartRequest;
      sent.push(body);
      const list = (guestEntries(body) ?? []).map(({ sku_number, count }) => {
        const product = STOCK[sku_number]!;
        return outletLine(product.name, sku_number, count, product.cash, { status: product.cash > 0 ? '1' : '2' });
      });
      return ok({ list, count: cartBadgeCount(list) });
    }),
  );
  return sent;
}

describe('/cart, FFD variant (the guest cart of the sku_list cookie)', { timeout: 15_000 }, () => {
  it("reads the cookie's lines: over the cash stock 'Insufficient inventory', none 'Unavailable for Purchase', both left out", async () => {
    writeGuestCart([
      { sku_number: 'OL-1', count: 2 },
      { sku_number: 'OL-2', count: 3 },
      { sku_number: 'OL-3', count: 1 },
    ]);
    const sent = answerGuestCart();
    await mountPage(CartPage, { brand: 'FFD', session: visitorSession });
    const sofa = await screen.findByRole('row', { name: /Outlet Sofa/ });
    expect(sent[0]).toEqual({ sku_list: [{ sku_number: 'OL-1', count: 2 }, { sku_number: 'OL-2', count: 3 }, { sku_number: 'OL-3', count: 1 }] });
    expect(sofa).not.toHaveTextContent('Insufficient inventory');
    expect(screen.getByRole('row', { name: /Outlet Chair/ })).toHaveTextContent('Insufficient inventory');
    expect(screen.getByRole('row', { name: /Outlet Lamp/ })).toHaveTextContent('Unavailable for Purchase');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Items2 items');
    expect(summary).toHaveTextContent('Items with insufficient inventory are not counted.');
    expect(summary).toHaveTextContent('Login to see your price');
    // A guest signs in to check out.
    expect(within(summary).getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('a quantity change and a removal rewrite the cookie; the header hears the count without the short lines', async () => {
    const user = userEvent.setup();
    writeGuestCart([
      { sku_number: 'OL-1', count: 2 },
      { sku_number: 'OL-2', count: 1 },
    ]);
    answerGuestCart();
    const mounted = await mountPage(CartPage, { brand: 'FFD', session: visitorSession });
    const chair = await screen.findByRole('row', { name: /Outlet Chair/ });
    // Reached for, the quantity becomes react-aria's field; the test types once it is there.
    await user.hover(within(chair).getByRole('textbox', { name: 'Quantity of Outlet Chair' }));
    await waitFor(() => expect(within(chair).getByRole('textbox', { name: 'Quantity of Outlet Chair' }).closest('[data-rac]')).not.toBeNull());
    const field = within(chair).getByRole('textbox', { name: 'Quantity of Outlet Chair' });
    await user.clear(field);
    await user.type(field, '4{Enter}');
    await waitFor(() => expect(readGuestCart()).toEqual([{ sku_number: 'OL-1', count: 2 }, { sku_number: 'OL-2', count: 4 }]));
    expect(await within(chair).findByText('Insufficient inventory')).toBeInTheDocument();
    expect(mounted.cartCounts).toEqual([2]);

    await user.click(screen.getByRole('button', { name: 'Remove Outlet Sofa' }));
    await waitFor(() => expect(readGuestCart()).toEqual([{ sku_number: 'OL-2', count: 4 }]));
    expect(screen.queryByRole('row', { name: /Outlet Sofa/ })).not.toBeInTheDocument();
    expect(mounted.cartCounts).toEqual([2, 0]);
  });
});
