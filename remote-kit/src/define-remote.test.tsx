import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Brand, createEventBus, type DialogProps, type LiveSearchProps, type ShellProps, resolveLocation, type MatchedRoute, REMOTES, type RemoteName, routeById, routesOwnedBy, type RouteId, type SessionSnapshot, CONTRACTS_VERSION } from '@storefront/contracts';
import { defineDialogs, defineParcel, defineRemote, lazyPage, useShell } from './define-remote';
import { RegionErrorBoundary } from './error-boundary';
import { Link } from './link';
import { DialogHeading, RouteHeading, pagesFor } from './route-heading';
import { step } from './testing';

const session: SessionSnapshot = {
  token: null,
  roles: [],
  mode: 'mibd_visitor',
  user: null,
  customerId: null,
  guestId: '1700000000000abcdefghijklmnopqrstuvwxyzABCDEF',
  language: 'en',
  clientAgent: null,
};

/** The matched route the shell would give for a route id (its canonical path, params filled in). */
function routeFor(id: RouteId, brand: Brand = 'HOM'): MatchedRoute {
  const def = routeById(id);
  const path = (def.paths[0] as string).replace(':type', def.paramValues?.type?.[0] ?? 'x').replace(/:[a-z]+/gi, 'x');
  const resolution = resolveLocation({ pathname: path, search: '' }, { brand, signedIn: true });
  if (resolution.kind === 'route' && resolution.route.id === id) return resolution.route;
  // Routes not available on this brand, or redirect-only ones: build the match by hand.
  return { id, path, params: {}, query: {}, layout: def.layout };
}

type Lifecycles = ReturnType<typeof defineRemote>;
type LifecycleProps = Parameters<Lifecycles['mount']>[0];

function shellProps(name: string, domElement: HTMLElement, route: MatchedRoute, over: Partial<ShellProps> = {}): LifecycleProps {
  const props = {
    name,
    domElement,
    brand: 'HOM' as Brand,
    route,
    session,
    navigate: vi.fn(),
    api: createApiClient({ brand: 'HOM', session: () => session }),
    events: createEventBus(new EventTarget()),
    dialogs: { open: vi.fn(), close: vi.fn(), confirm: vi.fn(async () => true) },
    toasts: { show: vi.fn() },
    loading: { begin: () => () => undefined },
    account: { signIn: vi.fn(), signOut: vi.fn(), switchMode: vi.fn(), selectCustomer: vi.fn(), refreshRoles: vi.fn() },
    ...over,
  };
  return props as unknown as LifecycleProps;
}

let host: HTMLElement;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  host.remove();
  consoleError.mockRestore();
  vi.restoreAllMocks();
});

async function mount(lifecycles: { bootstrap: Lifecycles['bootstrap']; mount: Lifecycles['mount'] }, props: LifecycleProps) {
  await lifecycles.bootstrap(props);
  await step(() => lifecycles.mount(props));
}

describe('defineRemote', () => {
  it('mounts, updates and unmounts a remote as single-spa parcels', async () => {
    const lifecycles = defineRemote({ owner: 'mf-catalog', pages: pagesFor('mf-catalog', {}) });
    expect(lifecycles.update).toBeTypeOf('function');
    const props = shellProps('mf-catalog', host, routeFor('home'));

    await mount(lifecycles, props);
    expect(within(host).getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();

    await step(() => lifecycles.update?.({ ...props, route: routeFor('products') }));
    expect(within(host).getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(within(host).queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

    await step(() => lifecycles.unmount(props));
    expect(within(host).queryByRole('heading')).not.toBeInTheDocument();
    expect(host).toBeEmptyDOMElement();
  });

  it('renders the page written for the route and gives it the shell props', async () => {
    function Home() {
      const { brand, route, session: s } = useShell();
      return (
        <div>
          <h1>Welcome to {brand}</h1>
          <p>route {route.id}</p>
          <p>mode {s.mode}</p>
          <Link to="/productList?Room=Bedroom">Bedroom</Link>
        </div>
      );
    }
    const navigate = vi.fn();
    const lifecycles = defineRemote({ owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: Home }), build: 'b42' });
    await mount(lifecycles, shellProps('mf-catalog', host, routeFor('home'), { navigate }));

    expect(within(host).getByRole('heading', { name: 'Welcome to HOM' })).toBeInTheDocument();
    expect(within(host).getByText('route home')).toBeInTheDocument();
    expect(within(host).getByText('mode mibd_visitor')).toBeInTheDocument();
    expect(host.querySelector('[data-build="b42"]')).not.toBeNull();

    await userEvent.click(within(host).getByRole('link', { name: 'Bedroom' }));
    expect(navigate).toHaveBeenCalledWith('/productList?Room=Bedroom', undefined);
  });

  it('keeps a failing page inside its region, with a working Retry', async () => {
    const state = { fail: true };
    function Magazines() {
      if (state.fail) throw new Error('page exploded');
      return <h1>Magazines loaded</h1>;
    }
    const lifecycles = defineRemote({ owner: 'mf-catalog', pages: pagesFor('mf-catalog', { magazines: Magazines }) });
    await mount(lifecycles, shellProps('mf-catalog', host, routeFor('magazines')));
    expect(within(host).getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');

    state.fail = false;
    await userEvent.click(within(host).getByRole('button', { name: 'Retry' }));
    expect(within(host).getByRole('heading', { name: 'Magazines loaded' })).toBeInTheDocument();
  });

  it('shows the fallback instead of crashing when the shell gives broken props', async () => {
    const lifecycles = defineRemote({ owner: 'mf-account', pages: pagesFor('mf-account', {}) });
    await mount(lifecycles, shellProps('mf-account', host, { ...routeFor('login'), id: undefined as unknown as RouteId }));
    expect(within(host).getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(within(host).queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('reads a brand this build does not know as the hub, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lifecycles = defineRemote({ owner: 'mf-account', pages: pagesFor('mf-account', {}) });
    const props = shellProps('mf-account', host, routeFor('login'), { brand: 'NEWBRAND' as Brand });
    await mount(lifecycles, props);
    expect(within(host).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await step(() => lifecycles.update?.({ ...props, route: routeFor('register') }));
    const said = warn.mock.calls.filter(([message]) => String(message).includes('brand "NEWBRAND"'));
    expect(said).toEqual([['[mf-account] mounted with brand "NEWBRAND", which this build does not know: it uses its fallbacks']]);
  });

  it('shows the fallback for a route this build has no page for, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lifecycles = defineRemote({ owner: 'mf-after-sales', pages: pagesFor('mf-after-sales', {}) });
    await mount(lifecycles, shellProps('mf-after-sales', host, { ...routeFor('login'), id: 'aNewRoute' as RouteId }));
    expect(within(host).getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(warn).toHaveBeenCalledWith('[mf-after-sales] has no page for the route "aNewRoute" in this build');
  });

  it('marks the contracts it was built with, and names a shell built with others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lifecycles = defineRemote({ owner: 'mf-cart-checkout', pages: pagesFor('mf-cart-checkout', {}) });
    await mount(lifecycles, shellProps('mf-cart-checkout', host, routeFor('cart'), { contractsVersion: '99.0.0' }));
    expect(host.querySelector('[data-boundary="mf-cart-checkout"]')).toHaveAttribute('data-contracts', CONTRACTS_VERSION);
    expect(warn).toHaveBeenCalledWith(`[mf-cart-checkout] built with contracts ${CONTRACTS_VERSION}, mounted by a shell built with 99.0.0`);
  });

  it.each(REMOTES)('renders a heading for every route owned by %s', async (owner: RemoteName) => {
    const lifecycles = defineRemote({ owner, pages: pagesFor(owner, {}) });
    const routes = routesOwnedBy(owner);
    const props = shellProps(owner, host, routeFor(routes[0]?.id as RouteId));
    await mount(lifecycles, props);
    for (const route of routes) {
      await step(() => lifecycles.update?.({ ...props, route: routeFor(route.id as RouteId) }));
      expect(within(host).getByRole('heading', { level: 1 }), route.id).toHaveTextContent(route.title);
    }
    await step(() => lifecycles.unmount(props));
  });
});

describe('pagesFor', () => {
  it.each(REMOTES)('covers exactly the routes owned by %s', (owner: RemoteName) => {
    const pages = pagesFor(owner, {});
    expect(Object.keys(pages).sort()).toEqual(routesOwnedBy(owner).map((r) => r.id).sort());
    for (const page of Object.values(pages)) expect(page).toBe(RouteHeading);
  });

  it('keeps the pages given and fills the rest with the route heading', () => {
    const Home = () => <h1>Custom home</h1>;
    const pages = pagesFor('mf-catalog', { home: Home });
    expect(pages.home).toBe(Home);
    expect(pages.products).toBe(RouteHeading);
  });

  it('covers the shell-owned routes too', () => {
    expect(Object.keys(pagesFor('shell' as RemoteName, {})).sort()).toEqual(routesOwnedBy('shell').map((r) => r.id).sort());
  });
});

describe('useShell', () => {
  it('fails outside a mounted remote', () => {
    function Orphan() {
      useShell();
      return null;
    }
    const onError = vi.fn();
    render(
      <RegionErrorBoundary region="test" onError={onError}>
        <Orphan />
      </RegionErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'useShell() outside a mounted remote' }), expect.anything());
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describe('defineDialogs', () => {
  it('mounts a dialog body with the dialog title', async () => {
    const lifecycles = defineDialogs({ owner: 'mf-account', bodies: { AddProject: DialogHeading, SelectCust: DialogHeading } });
    const close = vi.fn();
    const props = {
      ...shellProps('mf-account-dialogs', host, routeFor('home')),
      dialog: { kind: 'AddProject', payload: {}, close },
    } as unknown as Parameters<typeof lifecycles.mount>[0] & DialogProps;
    await lifecycles.bootstrap(props);
    await step(() => lifecycles.mount(props));
    expect(within(host).getByRole('heading', { level: 2, name: 'Add to Project' })).toBeInTheDocument();

    await step(() => lifecycles.update?.({ ...props, dialog: { kind: 'SelectCust', payload: {}, close } }));
    expect(within(host).getByRole('heading', { level: 2, name: 'Select Customer' })).toBeInTheDocument();

    await step(() => lifecycles.unmount(props));
    expect(host).toBeEmptyDOMElement();
  });
});

describe('defineParcel', () => {
  it("hands the parcel's own props to its root, marks its boundary and contracts, and passes new props on", async () => {
    function Search({ placeholder, route }: LiveSearchProps) {
      return <input aria-label="Search products" placeholder={placeholder} data-route={route.id} />;
    }
    const lifecycles = defineParcel({ owner: 'mf-catalog', root: Search });
    const props = { ...shellProps('mf-catalog-parcel', host, routeFor('home')), placeholder: 'Search' } as Parameters<typeof lifecycles.mount>[0];
    await lifecycles.bootstrap(props);
    await step(() => lifecycles.mount(props));
    const box = within(host).getByRole('textbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    expect(host.querySelector('[data-boundary="mf-catalog"]')).toHaveAttribute('data-contracts', CONTRACTS_VERSION);

    await step(() => lifecycles.update?.({ ...props, route: routeFor('products'), placeholder: 'Find a piece' }));
    expect(within(host).getByRole('textbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Find a piece');
    expect(within(host).getByRole('textbox', { name: 'Search products' })).toHaveAttribute('data-route', 'products');

    await step(() => lifecycles.unmount(props));
    expect(host).toBeEmptyDOMElement();
  });
});

it('lets screen queries see a mounted remote', async () => {
  const lifecycles = defineRemote({ owner: 'mf-cart-checkout', pages: pagesFor('mf-cart-checkout', {}) });
  await mount(lifecycles, shellProps('mf-cart-checkout', host, routeFor('cart')));
  expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
});

describe('ensureStyles', () => {
  it('adds a remote stylesheet to the document once', async () => {
    const { ensureStyles } = await import('./define-remote');
    ensureStyles('mf-styles-test', '.a { color: red }');
    ensureStyles('mf-styles-test', '.a { color: red }');
    const sheets = document.head.querySelectorAll('style[data-styles-of="mf-styles-test"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe('.a { color: red }');
  });
});

describe('prefetch', () => {
  it("loads a route page's code ahead of its mount, once, from a module or a component loader", async () => {
    const fromModule = vi.fn(async () => ({ default: () => <p>From a module</p> }));
    const fromComponent = vi.fn(async () => () => <p>From a component</p>);
    const pages = { ...pagesFor('mf-account', {}), login: lazyPage(fromModule), forgetPassword: lazyPage(fromComponent) };
    const { prefetch } = defineRemote({ owner: 'mf-account', pages });
    await prefetch('login');
    await prefetch('login');
    await prefetch('forgetPassword');
    // A route whose page is not lazy, and one this build does not know, have nothing to fetch.
    await prefetch('register');
    await prefetch('no-such-route');
    expect(fromModule).toHaveBeenCalledTimes(1);
    expect(fromComponent).toHaveBeenCalledTimes(1);
  });
});
