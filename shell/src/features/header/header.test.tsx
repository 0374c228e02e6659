import { CART_CALLS, clearGuestCartCookies, createEventBus, guestCartCookie, type Brand, type SessionSnapshot, type ShellProps } from '@storefront/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { SAMPLE_MENU, layoutApi } from '../../test/fake-api';
import { fakeRemotes } from '../../test/fake-remotes';
import { designerSession, matchedRoute, shellProps, visitorSession } from '../../test/props';
import { Header } from './header';
import { cartCountAtom } from './cart-count';
import '../../test/slow-machine';

const menus = { menu: SAMPLE_MENU, footer: [], social: [] };
const DESIGNER_ROLES = ['home', 'navigation_logo', 'brand_menu', 'designer_benefits', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'designer_price', 'order', 'settle_accounts', 'AI_design_scheme_list'];

interface RenderOptions {
  brand?: Brand;
  session?: SessionSnapshot;
  api?: ReturnType<typeof layoutApi>;
  overrides?: Partial<ShellProps>;
  /** The remotes behind the header's parcels (the mini-cart, ART's live search): loading until told otherwise. */
  remotes?: ReturnType<typeof fakeRemotes>;
}

function renderHeader(options: RenderOptions = {}) {
  const { brand = 'HOM', session = designerSession({ roles: DESIGNER_ROLES }), api = layoutApi(), remotes = fakeRemotes() } = options;
  const props = shellProps({ brand, session, api, route: matchedRoute('home', { brand }), events: createEventBus(new EventTarget()), ...options.overrides });
  const view = render(<Header shell={props} menus={menus} />, { wrapper: remotes.wrapper });
  return { ...view, props, api, remotes };
}

const banner = () => within(screen.getByRole('banner'));

describe("the cart: mf-cart-checkout's mini-cart", () => {
  it('is placed where the session has a cart, with the plain cart link standing in while it loads (once the page is idle)', async () => {
    const { container, remotes, api } = renderHeader();
    expect(banner().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(container.querySelector('header [data-region="mf-cart-checkout"]')).toHaveAttribute('data-status', 'loading');
    await waitFor(() => expect(remotes.load).toHaveBeenCalledWith('mf-cart-checkout', 'miniCart', { retry: false }));
    // The cart is the mini-cart's to read: the header reads none.
    expect(api.call).not.toHaveBeenCalledWith(CART_CALLS.list, expect.anything());
  });

  it('replaces the stand-in once mounted, and gets the signal that closes its preview', async () => {
    renderHeader({ remotes: fakeRemotes('mount') });
    expect(await banner().findByText('mf-cart-checkout miniCart, closeSignal: /home?#0')).toBeInTheDocument();
    // The parcel's own render can come a moment before the region knows it is mounted.
    await waitFor(() => expect(banner().queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument());
  });

  it('keeps the plain cart link, and no fallback with Retry, when the mini-cart cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderHeader({ remotes: fakeRemotes('fail') });
    await waitFor(() => expect(container.querySelector('[data-region="mf-cart-checkout"]')).toHaveAttribute('data-status', 'failed'));
    expect(banner().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, Brand, SessionSnapshot, boolean]>([
    ['a designer', 'CA', designerSession({ roles: DESIGNER_ROLES }), true],
    ['browsing mode', 'HOM', designerSession({ roles: DESIGNER_ROLES, mode: 'mibd_safe' }), false],
    ['a customer (no shopping_cart)', 'HOM', designerSession({ roles: ['home', 'order'], mode: 'mibd_customer' }), false],
    ['a visitor', 'HOM', visitorSession(), false],
    ['an FFD customer with shopping_cart', 'FFD', designerSession({ roles: ['home', 'shopping_cart', 'order'] }), true],
  ])('%s on %s: cart %s', async (_who, brand, session, shown) => {
    const { remotes } = renderHeader({ brand, session });
    expect(banner().queryAllByRole('link', { name: /^Cart/ })).toHaveLength(shown ? 1 : 0);
    if (shown) await waitFor(() => expect(remotes.load).toHaveBeenCalledWith('mf-cart-checkout', 'miniCart', { retry: false }));
    else expect(remotes.load).not.toHaveBeenCalledWith('mf-cart-checkout', expect.anything(), expect.anything());
  });

  it("loads an FFD visitor's mini-cart when the guest cart has lines, and for an empty one only when reached for or once something is added", async () => {
    const user = userEvent.setup();
    document.cookie = guestCartCookie([{ sku_number: 'FFD-1', count: 2 }], { secureContext: false });
    const withLines = renderHeader({ brand: 'FFD', session: visitorSession() });
    await waitFor(() => expect(withLines.remotes.load).toHaveBeenCalledWith('mf-cart-checkout', 'miniCart', { retry: false }));
    withLines.unmount();

    clearGuestCartCookies({ secureContext: false }).forEach((cookie) => (document.cookie = cookie));
    const empty = renderHeader({ brand: 'FFD', session: visitorSession() });
    expect(banner().getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(empty.remotes.load).not.toHaveBeenCalled();
    act(() => void empty.props.events.emit('catalog:added-to-cart', { sku_number: 'FFD-1', buy_number: 1 }));
    await waitFor(() => expect(empty.remotes.load).toHaveBeenCalledWith('mf-cart-checkout', 'miniCart', { retry: false }));
    empty.unmount();

    const reached = renderHeader({ brand: 'FFD', session: visitorSession() });
    await user.hover(banner().getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(reached.remotes.load).toHaveBeenCalledWith('mf-cart-checkout', 'miniCart', { retry: false }));
  });

  it("draws an account's badge from the count the mini-cart kept, and loads the mini-cart only when the cart is reached for", async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(cartCountAtom, 3);
    const remotes = fakeRemotes();
    const props = shellProps({ brand: 'CA', session: designerSession({ roles: DESIGNER_ROLES }), api: layoutApi(), route: matchedRoute('home', { brand: 'CA' }), events: createEventBus(new EventTarget()) });
    render(
      <Provider store={store}>
        <Header shell={props} menus={menus} />
      </Provider>,
      { wrapper: remotes.wrapper },
    );
    const link = banner().getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveTextContent('3');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(remotes.load).not.toHaveBeenCalled();
    await user.hover(link);
    await waitFor(() => expect(remotes.load).toHaveBeenCalledWith('mf-cart-checkout', 'miniCart', { retry: false }));
  });

  it("leads an FFD visitor's plain cart link to the sign-in that comes back to /cart (the guest cart merged there)", () => {
    renderHeader({ brand: 'FFD', session: visitorSession() });
    expect(banner().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
  });
});

describe("ART's live search: mf-catalog's parcel", () => {
  it('stands in the plain search box, which searches the shop, while the live search loads (when the box is reached for)', async () => {
    const user = userEvent.setup();
    const { props, remotes, container } = renderHeader({ brand: 'ART', session: visitorSession() });
    expect(container.querySelector('header [data-region="mf-catalog"]')).toHaveAttribute('data-status', 'loading');
    expect(remotes.load).not.toHaveBeenCalledWith('mf-catalog', 'liveSearch', expect.anything());
    await user.type(banner().getByRole('searchbox', { name: 'Search products' }), 'oak & brass{Enter}');
    expect(remotes.load).toHaveBeenCalledWith('mf-catalog', 'liveSearch', { retry: false });
    expect(props.navigate).toHaveBeenCalledWith('/shop?keyWord=oak%20%26%20brass');
  });

  it('replaces the box once mounted, in the header and in the slide-out menu with its placeholder', async () => {
    const user = userEvent.setup();
    renderHeader({ brand: 'ART', session: visitorSession(), remotes: fakeRemotes('mount') });
    await user.hover(banner().getByRole('searchbox', { name: 'Search products' }));
    expect(await banner().findByText('mf-catalog liveSearch')).toBeInTheDocument();
    // The stand-in goes once the region knows its parcel is mounted, right after the parcel's first render.
    await waitFor(() => expect(banner().queryByRole('searchbox')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await user.hover(within(sheet).getByRole('searchbox'));
    expect(await within(sheet).findByText('mf-catalog liveSearch, placeholder: Search, onSearched')).toBeInTheDocument();
  });

  it('is no parcel on the brands without the dropdown', () => {
    const { remotes } = renderHeader({ brand: 'HOM', session: visitorSession() });
    expect(banner().getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(remotes.load).not.toHaveBeenCalledWith('mf-catalog', expect.anything(), expect.anything());
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
    expect(box).toHaveFocus();
    await user.type(box, 'sofa{Escape}');
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
    expect(names).toEqual([
      'My Account',
      'Orders',
      'Projects',
      'Favorites',
      'Customers',
      'My Visualizations',
      'Switch to Browsing Mode',
      'Switch to Client Mode',
      '中文',
      'Sign Out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Switch to Browsing Mode' }));
    expect(props.account.switchMode).toHaveBeenCalledWith('mibd_safe', { reload: true });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(props.account.signOut).toHaveBeenCalled();
  });

  it('switches the language from the header and from the account menu, and reads in Chinese', async () => {
    const user = userEvent.setup();
    const { props, unmount } = renderHeader({ brand: 'CA' });
    await user.click(banner().getByRole('button', { name: /^Language:\s*中文$/ }));
    expect(props.account.setLanguage).toHaveBeenCalledWith('zh');
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    const entry = await screen.findByRole('menuitem', { name: '中文' });
    expect(entry).toHaveAttribute('lang', 'zh-CN');
    await user.click(entry);
    expect(props.account.setLanguage).toHaveBeenCalledTimes(2);
    unmount();

    const zh = renderHeader({ brand: 'CA', session: designerSession({ roles: DESIGNER_ROLES, language: 'zh' }) });
    await user.click(screen.getByRole('button', { name: /账户菜单$/ }));
    const names = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['我的账户', '订单', '项目', '收藏', '客户', '我的效果图', '切换到浏览模式', '切换到客户模式', 'English', '退出登录']);
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(zh.props.account.setLanguage).toHaveBeenCalledWith('en');
    expect(banner().getByRole('link', { name: '我的收藏' })).toBeInTheDocument();
  });

  it('opens from the keyboard at the first or last entry, and gives the focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    renderHeader({ brand: 'CA' });
    const button = screen.getByRole('button', { name: /account menu$/i });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
  });

  it('offers Designer Mode in client mode, with the customer served or the ask for one; hides My Visualizations off the luxury brand and entries without roles', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader({ session: designerSession({ roles: ['home', 'mode', 'favorites'], mode: 'mibd_communicate' }) });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    const names = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['My Account', 'Favorites', 'Choose the customer you serve', 'Switch to Designer Mode', '中文', 'Sign Out']);
    expect(screen.getByRole('menuitem', { name: 'Choose the customer you serve' })).toHaveAttribute('href', '/selectCustomer?redirect=%2Fhome');
    unmount();
    renderHeader({ session: designerSession({ roles: ['home', 'mode', 'favorites'], mode: 'mibd_communicate', customerId: 'c-1', customerName: 'Avery Stone' }) });
    const bar = screen.getByRole('link', { name: 'Serving Avery Stone (change)' });
    expect(bar).toHaveAttribute('href', '/selectCustomer?redirect=%2Fhome');
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    expect(await screen.findByRole('menuitem', { name: 'Serving Avery Stone' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('offers Client Mode beside the quick switch, which then asks for the customer to serve', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader({ brand: 'CA' });
    await user.click(banner().getByRole('button', { name: 'Switch to Client Mode' }));
    expect(props.account.switchMode).toHaveBeenCalledWith('mibd_communicate');
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/selectCustomer?redirect=%2Fhome'));
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
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Sign In', 'Sign Up', '中文']);
    await user.keyboard('{Escape}');
    unmount();
    const { props } = renderHeader({ brand: 'FFD', session: designerSession({ roles: ['home', 'shopping_cart', 'order'] }) });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Your Orders', '中文', 'Sign Out']);
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
