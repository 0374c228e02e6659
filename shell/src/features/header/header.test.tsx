import { CART_CALLS, createEventBus, type Brand, type SessionSnapshot, type ShellProps } from '@storefront/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_MENU, layoutApi } from '../../test/fake-api';
import { designerSession, matchedRoute, shellProps, visitorSession } from '../../test/props';
import { Header } from './header';

const menus = { menu: SAMPLE_MENU, footer: [], social: [] };
const DESIGNER_ROLES = ['home', 'navigation_logo', 'brand_menu', 'designer_benefits', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'designer_price', 'order', 'settle_accounts', 'AI_design_scheme_list'];

function line(name: string, count: number, status: '1' | '2' = '1') {
  return { id: crypto.randomUUID(), image: '', name, sku_number: name.toUpperCase().replace(/\W/g, ''), brand_id: 'hom', customizable_type: 0, status, count, stock_tag: 'in_stock' };
}

function renderHeader(options: { brand?: Brand; session?: SessionSnapshot; api?: ReturnType<typeof layoutApi>; overrides?: Partial<ShellProps> } = {}) {
  const { brand = 'HOM', session = designerSession({ roles: DESIGNER_ROLES }), api = layoutApi() } = options;
  const props = shellProps({ brand, session, api, route: matchedRoute('home', { brand }), events: createEventBus(new EventTarget()), ...options.overrides });
  const view = render(<Header shell={props} menus={menus} />);
  return { ...view, props, api };
}

describe('cart badge and preview', () => {
  it('counts the status 1 lines, hides the badge at 0 and reads ··· above 99', async () => {
    const lines = [line('Sofa', 2), line('Gone chair', 5, '2')];
    const api = layoutApi([[CART_CALLS.list, () => ({ list: lines, count: 0 })]]);
    const { props } = renderHeader({ api });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
    lines.push(line('Big order', 98));
    act(() => void props.events.emit('cart:changed', { count: 100 }));
    const link = await screen.findByRole('link', { name: 'Cart, more than 99 items' });
    expect(link).toHaveTextContent('···');
    lines.splice(0, lines.length);
    act(() => void props.events.emit('catalog:added-to-cart', { sku_number: 'X', buy_number: 1 }));
    expect(await screen.findByRole('link', { name: 'Cart' })).not.toHaveTextContent(/\d/);
  });

  it('reloads after the catalog or Cara add to the cart', async () => {
    const { props, api } = renderHeader();
    await waitFor(() => expect(api.call).toHaveBeenCalledWith(CART_CALLS.list, expect.anything()));
    const before = api.call.mock.calls.length;
    act(() => void props.events.emit('cara:added-to-cart', { sku_number: 'X', buy_number: 1 }));
    await waitFor(() => expect(api.call.mock.calls.length).toBe(before + 1));
  });

  it('shows the lines with quantity and View Cart on hover; scrolls beyond 3 lines', async () => {
    const user = userEvent.setup();
    const list = [line('Arden Sofa', 1), line('Bay Chair', 2), line('Cove Table', 1), line('Dune Lamp', 3)];
    renderHeader({ api: layoutApi([[CART_CALLS.list, { list, count: 7 }]]) });
    await user.hover(await screen.findByRole('link', { name: 'Cart, 7 items' }));
    const preview = await screen.findByRole('region', { name: 'Shopping cart preview' });
    const items = within(preview).getByRole('list', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(4);
    expect(items).toHaveClass('sf-cart-lines--scroll');
    expect(within(preview).getByText('Bay Chair')).toBeInTheDocument();
    expect(within(preview).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('says the cart is empty, and opens on keyboard focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument());
    screen.getByRole('link', { name: 'Cart' }).focus();
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Shopping cart preview' })).not.toBeInTheDocument();
  });

  it('reads no cart in browsing mode, for visitors, or on /404', async () => {
    const api = layoutApi();
    renderHeader({ api, session: designerSession({ roles: DESIGNER_ROLES, mode: 'mibd_safe' }) });
    renderHeader({ api, session: visitorSession() });
    renderHeader({ api, overrides: { route: matchedRoute('404') } });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(api.call).not.toHaveBeenCalledWith(CART_CALLS.list, expect.anything());
  });

  it('reads the FFD guest cart with the sku_list cookie', async () => {
    document.cookie = `sku_list=${encodeURIComponent(JSON.stringify([{ sku_number: 'OL-1', count: 2 }]))}; path=/`;
    const api = layoutApi([[CART_CALLS.guestList, { list: [{ ...line('Outlet sofa', 2), brand_id: 'ol', cash_stock: 5 }], count: 2 }]]);
    renderHeader({ brand: 'FFD', session: visitorSession(), api });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(api.call).toHaveBeenCalledWith(CART_CALLS.guestList, expect.objectContaining({ body: { sku_list: JSON.stringify([{ sku_number: 'OL-1', count: 2 }]) } }));
    document.cookie = 'sku_list=; max-age=0; path=/';
  });
});

describe('search box', () => {
  it.each<[Brand, string, string]>([
    ['HOM', 'oak & walnut', '/searchResult?keyWord=oak%20%26%20walnut'],
    ['ROWE', 'sofa', '/searchResult?keyWord=sofa'],
    ['CA', 'sofa bed', '/product/search/sofa%20bed'],
    ['JC', 'desk', '/productList/search?keyWord=desk'],
    ['FFD', 'chair', '/FFDSearch?keyWord=chair'],
  ])('%s: Enter searches "%s" at %s', async (brand, text, href) => {
    const user = userEvent.setup();
    const { props } = renderHeader({ brand, session: visitorSession() });
    await user.type(within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search products' }), `${text}{Enter}`);
    expect(props.navigate).toHaveBeenCalledWith(href);
  });

  it('an empty search goes to the product list; the clear button empties the field', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader({ session: visitorSession() });
    const box = within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'lamp');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
    expect(props.navigate).toHaveBeenCalledWith('/productList');
  });
});

describe('user menu and permissions', () => {
  it('lists the entries the roles allow and switches mode or signs out through the session api', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader({ brand: 'CA' });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    const menu = await screen.findByRole('menu');
    const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['My Account', 'Orders', 'Projects', 'Favorites', 'Customers', 'My Visualizations', 'Switch to Browsing Mode', 'Sign Out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Switch to Browsing Mode' }));
    expect(props.account.switchMode).toHaveBeenCalledWith('mibd_safe', { reload: true });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(props.account.signOut).toHaveBeenCalled();
  });

  it('offers Designer Mode in client mode; hides My Visualizations off the luxury brand and entries without roles', async () => {
    const user = userEvent.setup();
    renderHeader({ session: designerSession({ roles: ['home', 'mode', 'favorites'], mode: 'mibd_communicate' }) });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    const names = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['My Account', 'Favorites', 'Switch to Designer Mode', 'Sign Out']);
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('shows permission-tagged menu entries only to roles holding them', () => {
    const { unmount } = renderHeader({ session: visitorSession({ roles: ['home', 'designer_benefits'] }) });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Designer Benefits' })).toHaveAttribute('href', '/designerAccount');
    expect(within(nav).queryByRole('link', { name: 'My Visualizations' })).not.toBeInTheDocument();
    unmount();
    renderHeader({ session: visitorSession({ roles: ['home'] }) });
    expect(screen.queryByRole('link', { name: 'Designer Benefits' })).not.toBeInTheDocument();
  });

  it('opens the products mega-menu with rooms and categories', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Products' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/productList?Room=Living%20Room&Category=Sofas');
    expect(screen.getByRole('link', { name: 'Dining Room' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the AI indicator on CA while Cara has cases in progress', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader({ brand: 'CA' });
    expect(screen.getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    act(() => void props.events.emit('cara:cases-in-progress', { count: 2 }));
    expect(screen.getByRole('link', { name: 'My Account, visualization in progress' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dana: account menu, visualization in progress' }));
    expect(await screen.findByRole('menuitem', { name: /My Visualizations/ })).toHaveTextContent('Visualization in progress');
    await user.keyboard('{Escape}');
    act(() => void props.events.emit('cara:cases-in-progress', { count: 0 }));
    expect(screen.getByRole('link', { name: 'My Account' })).toBeInTheDocument();
  });

  it('ignores the AI event off the luxury brand', () => {
    const { props } = renderHeader({ brand: 'HOM' });
    act(() => void props.events.emit('cara:cases-in-progress', { count: 2 }));
    expect(screen.getByRole('link', { name: 'My Account' })).toBeInTheDocument();
  });
});

describe('FFD and ART visitors', () => {
  it('FFD: Sign In and Sign Up for a visitor; Your Orders and Sign Out signed in', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader({ brand: 'FFD', session: visitorSession() });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Sign In', 'Sign Up']);
    await user.keyboard('{Escape}');
    unmount();
    const { props } = renderHeader({ brand: 'FFD', session: designerSession({ roles: ['home', 'shopping_cart', 'order'] }) });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Your Orders', 'Sign Out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(props.account.signOut).toHaveBeenCalled();
  });

  it('ART: Designer Login and Dealer Login to the dealer portal', () => {
    renderHeader({ brand: 'ART', session: visitorSession() });
    expect(screen.getByRole('link', { name: 'Designer Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Dealer Login' })).toHaveAttribute('href', 'https://dealers.artfurniture.com');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  afterEach(() => window.localStorage.clear());

  it('opens as a dialog with the menu and the account entries, remembers it and closes on route change', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderHeader({ session: visitorSession({ roles: ['home', 'designer_benefits'] }) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(window.localStorage.getItem('sidebarStatus')).toBe('1');
    await user.click(within(sheet).getByRole('button', { name: 'Products' }));
    expect(within(sheet).getByRole('link', { name: 'Living Room' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    rerender(<Header shell={{ ...props, route: matchedRoute('magazines') }} menus={menus} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem('sidebarStatus')).toBe('0');
  });

  it('closes with its close button and searches from inside', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader({ session: visitorSession() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.type(within(sheet).getByRole('searchbox', { name: 'Search products' }), 'velvet{Enter}');
    expect(props.navigate).toHaveBeenCalledWith('/searchResult?keyWord=velvet');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});
