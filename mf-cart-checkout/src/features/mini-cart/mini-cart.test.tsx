import { CART_CALLS, createApiClient, type Brand, type MiniCartProps, type SessionSnapshot, type ShellProps } from '@storefront/contracts';
import { matchedRoute, ok, on, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MiniCart } from './mini-cart';

const DESIGNER_ROLES = ['home', 'navigation_logo', 'brand_menu', 'designer_benefits', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'designer_price', 'order', 'settle_accounts', 'AI_design_scheme_list'];
const designerSession = (overrides: Partial<SessionSnapshot> = {}): SessionSnapshot => ({
  ...visitorSession,
  token: 'test-token',
  roles: DESIGNER_ROLES,
  mode: 'mibd_designer',
  user: { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'dana@example.com', headImg: null },
  ...overrides,
});

function line(name: string, count: number, status: '1' | '2' = '1') {
  return { id: crypto.randomUUID(), image: '', name, sku_number: name.toUpperCase().replace(/\W/g, ''), brand_id: 'hom', customizable_type: 0, status, count, stock_tag: 'in_stock' };
}

/** Every cart the header may read, empty unless a test answers otherwise. */
const server = setupServer(on(CART_CALLS.list, () => ok({ list: [], count: 0 })), on(CART_CALLS.guestList, () => ok({ list: [], count: 0 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The mini-cart as the shell mounts it, with a real api client over msw (its calls watched). */
function renderMiniCart(options: { brand?: Brand; session?: SessionSnapshot; api?: ShellProps['api']; overrides?: Partial<MiniCartProps> } = {}) {
  const { brand = 'HOM', session = designerSession() } = options;
  const api = options.api ?? createApiClient({ brand, baseUrl: 'http://localhost', session: () => session });
  const call = vi.isMockFunction(api.call) ? vi.mocked(api.call) : vi.spyOn(api, 'call');
  const props: MiniCartProps = { ...testShellProps({ brand, session, api, route: matchedRoute('home') }), ...options.overrides };
  const view = render(<MiniCart {...props} />);
  return { ...view, props, api, call };
}

describe('cart badge and preview', () => {
  it('counts the status 1 lines, hides the badge at 0 and reads ··· above 99', async () => {
    const lines = [line('Sofa', 2), line('Gone chair', 5, '2')];
    server.use(on(CART_CALLS.list, () => ok({ list: lines, count: 0 })));
    const { props } = renderMiniCart();
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
    // Kept for the header, which draws the badge from it in the next page's first frame.
    expect(document.cookie).toContain('shoppingCartNum=2');
    lines.push(line('Big order', 98));
    act(() => void props.events.emit('cart:changed', { count: 100 }));
    const link = await screen.findByRole('link', { name: 'Cart, more than 99 items' });
    expect(link).toHaveTextContent('···');
    lines.splice(0, lines.length);
    act(() => void props.events.emit('catalog:added-to-cart', { sku_number: 'X', buy_number: 1 }));
    expect(await screen.findByRole('link', { name: 'Cart' })).not.toHaveTextContent(/\d/);
  });

  it("reloads after Cara or a project's items add to the cart", async () => {
    const { props, call } = renderMiniCart();
    await waitFor(() => expect(call).toHaveBeenCalledWith(CART_CALLS.list, expect.anything()));
    const before = call.mock.calls.length;
    act(() => void props.events.emit('cara:added-to-cart', { sku_number: 'X', buy_number: 1 }));
    await waitFor(() => expect(call.mock.calls.length).toBe(before + 1));
    act(() => void props.events.emit('account:project-added-to-cart', { count: 4 }));
    await waitFor(() => expect(call.mock.calls.length).toBe(before + 2));
  });

  it('shows the lines with quantity and View Cart on hover; scrolls beyond 3 lines', async () => {
    const user = userEvent.setup();
    const list = [line('Arden Sofa', 1), line('Bay Chair', 2), line('Cove Table', 1), line('Dune Lamp', 3)];
    server.use(on(CART_CALLS.list, () => ok({ list, count: 7 })));
    renderMiniCart();
    await user.hover(await screen.findByRole('link', { name: 'Cart, 7 items' }));
    const preview = await screen.findByRole('region', { name: 'Shopping cart preview' });
    const items = within(preview).getByRole('list', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(4);
    expect(items).toHaveClass('sf-cart-lines--scroll');
    expect(within(preview).getByText('Bay Chair')).toBeInTheDocument();
    expect(within(preview).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('opens the preview as it mounts under the pointer (the header\'s stand-in was reached for while its code was on its way)', async () => {
    server.use(on(CART_CALLS.list, () => ok({ list: [line('Sofa', 2)], count: 2 })));
    renderMiniCart({ overrides: { pointerInside: true } });
    expect(await screen.findByRole('region', { name: 'Shopping cart preview' })).toBeInTheDocument();
  });

  it('says the cart is empty, and opens on keyboard focus', async () => {
    const user = userEvent.setup();
    renderMiniCart();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument());
    act(() => screen.getByRole('link', { name: 'Cart' }).focus());
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Shopping cart preview' })).not.toBeInTheDocument();
  });

  it('closes an open preview when the shell sends a new close signal (a new route, the header scrolled away)', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderMiniCart({ overrides: { closeSignal: '/home?#false' } });
    await user.hover(await screen.findByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('region', { name: 'Shopping cart preview' })).toBeInTheDocument();
    rerender(<MiniCart {...props} closeSignal="/home?#true" />);
    expect(screen.queryByRole('region', { name: 'Shopping cart preview' })).not.toBeInTheDocument();
  });

  it('reads no cart in browsing mode, for visitors, or on /404', async () => {
    const api = createApiClient({ brand: 'HOM', baseUrl: 'http://localhost', session: () => visitorSession });
    const call = vi.spyOn(api, 'call');
    renderMiniCart({ api, session: designerSession({ mode: 'mibd_safe' }) });
    renderMiniCart({ api, session: visitorSession });
    renderMiniCart({ api, overrides: { route: matchedRoute('404') } });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(call).not.toHaveBeenCalledWith(CART_CALLS.list, expect.anything());
  });

  it('marks the preview lines the order leaves out, in the words of the cart page', async () => {
    const user = userEvent.setup();
    const outlet = (name: string, count: number, cash_stock: number) => ({ ...line(name, count, cash_stock > 0 ? '1' : '2'), brand_id: 'ol', cash_stock });
    server.use(on(CART_CALLS.list, () => ok({ list: [outlet('Outlet Sofa', 3, 2), outlet('Outlet Lamp', 1, 0), outlet('Outlet Chair', 1, 4)], count: 1 })));
    renderMiniCart({ brand: 'FFD' });
    await user.hover(await screen.findByRole('link', { name: 'Cart, 1 item' }));
    const preview = await screen.findByRole('region', { name: 'Shopping cart preview' });
    expect(within(preview).getByText('Qty: 3 · Insufficient inventory')).toBeInTheDocument();
    expect(within(preview).getByText('Qty: 1 · Unavailable for Purchase')).toBeInTheDocument();
    expect(within(preview).getByText('Qty: 1')).toBeInTheDocument();
  });

  it('reads the FFD guest cart with the sku_list cookie', async () => {
    document.cookie = `sku_list=${encodeURIComponent(JSON.stringify([{ sku_number: 'OL-1', count: 2 }]))}; path=/`;
    server.use(on(CART_CALLS.guestList, () => ok({ list: [{ ...line('Outlet sofa', 2), brand_id: 'ol', cash_stock: 5 }], count: 2 })));
    const { call } = renderMiniCart({ brand: 'FFD', session: visitorSession });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(CART_CALLS.guestList, expect.objectContaining({ body: { sku_list: JSON.stringify([{ sku_number: 'OL-1', count: 2 }]) } }));
    document.cookie = 'sku_list=; max-age=0; path=/';
  });

  it("leads the FFD guest to the sign-in that comes back to /cart (a login route), the guest cart merged there", async () => {
    const user = userEvent.setup();
    document.cookie = `sku_list=${encodeURIComponent(JSON.stringify([{ sku_number: 'OL-1', count: 2 }]))}; path=/`;
    server.use(on(CART_CALLS.guestList, () => ok({ list: [{ ...line('Outlet sofa', 2), brand_id: 'ol', cash_stock: 5 }], count: 2 })));
    renderMiniCart({ brand: 'FFD', session: visitorSession });
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fcart');
    await user.hover(link);
    const preview = await screen.findByRole('region', { name: 'Shopping cart preview' });
    expect(within(preview).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
    document.cookie = 'sku_list=; max-age=0; path=/';
  });

  it('leads a signed-in shopper straight to /cart', async () => {
    renderMiniCart({ brand: 'FFD' });
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });
});
