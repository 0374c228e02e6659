import type { ShellProps } from '@storefront/contracts';
import type { ComponentType } from 'react';
import { defineRemote, lazyPage, pagesFor } from '@storefront/remote-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designerSession, matchedRoute, shellProps } from '../../test/props';
import { loadLifecycles, type RemoteLifecycles } from './remote-loader';
import { PrerenderedContext, prerenderedMarkup, RemoteRegion } from './remote-region';
import '../../test/slow-machine';

// No federation here: the loader hands over lifecycles built in the test; single-spa is the real one.
vi.mock('./remote-loader', () => ({ loadLifecycles: vi.fn() }));
const load = vi.mocked(loadLifecycles);

/** The catalog remote's route app, every page a heading from the route table. */
function catalogLifecycles() {
  const lifecycles = defineRemote({ owner: 'mf-catalog', pages: pagesFor('mf-catalog', {}) }) as unknown as RemoteLifecycles<ShellProps>;
  return { ...lifecycles, unmount: vi.fn(lifecycles.unmount) };
}

/** Lets pending timers and promises run (single-spa-react finishes its work in timeouts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRegion', () => {
  it('loads the remote and mounts it as a parcel', async () => {
    load.mockResolvedValue(catalogLifecycles());
    const { container } = render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} minHeight="60vh" />);

    const region = container.querySelector('[data-region="mf-catalog"]') as HTMLElement;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveStyle({ minHeight: '60vh' });

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-catalog', 'app', { retry: false });
    await waitFor(() => expect(region).toHaveAttribute('data-status', 'mounted'));
    expect(region).toHaveAttribute('aria-busy', 'false');
    // Kept once mounted: a short page does not pull the footer up into view (a layout shift).
    expect(region).toHaveStyle({ minHeight: '60vh' });
  });

  it('shows the fallback with Retry when the remote cannot be loaded, and Retry loads it again', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('remoteEntry.js 503')).mockResolvedValueOnce(catalogLifecycles());
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mf-catalog', 'app', { retry: true });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps showing the fallback when the retry fails as well', async () => {
    const user = userEvent.setup();
    load.mockRejectedValue(new Error('offline'));
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    // A browser that keeps the failed chunk in its module map would fail every Retry: a reload where the person is.
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('offers no reload before a Retry has failed', async () => {
    load.mockRejectedValue(new Error('offline'));
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });

  it("brings back a page whose own chunk failed to load: Retry fetches it again, with no page reload", async () => {
    const user = userEvent.setup();
    const chunk = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /remotes/mf-catalog/assets/home-1.js'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /remotes/mf-catalog/assets/home-1.js'))
      .mockResolvedValue({ default: () => <h1>Home page, loaded</h1> });
    const lifecycles = defineRemote({ owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: lazyPage(chunk) }) }) as unknown as RemoteLifecycles<ShellProps>;
    load.mockResolvedValue(lifecycles);
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);

    // The mount's load and the render's both failed: the remote is mounted, its page shows the fallback.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(within(alert).queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Home page, loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chunk).toHaveBeenCalledTimes(3);
    // The remote itself was not loaded again.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offers the reload when a page's chunk fails again on Retry", async () => {
    const user = userEvent.setup();
    const chunk = vi.fn<() => Promise<{ default: ComponentType }>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(defineRemote({ owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: lazyPage(chunk) }) }) as unknown as RemoteLifecycles<ShellProps>);
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    const reload = await screen.findByRole('button', { name: 'Reload page' });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(reload).toBeInTheDocument();
    expect(chunk).toHaveBeenCalledTimes(3);
  });

  it('shows the fallback when the remote fails to mount', async () => {
    const lifecycles = catalogLifecycles();
    load.mockResolvedValue({ ...lifecycles, mount: () => Promise.reject(new Error('mount failed')) });
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
  });

  it('shows its stand-in while the remote loads (not busy: it works), and the remote in its place once mounted', async () => {
    let resolve!: (value: RemoteLifecycles<ShellProps>) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = render(
      <RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} fallback={<a href="/cart" aria-label="Cart" />} />,
    );
    const region = container.querySelector('[data-region="mf-catalog"]') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(region).toHaveAttribute('data-status', 'loading');
    expect(region).toHaveAttribute('aria-busy', 'false');

    resolve(catalogLifecycles());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();
    expect(region).toHaveAttribute('data-status', 'mounted');
  });

  it('shows its stand-in instead of the fallback with Retry when the remote cannot be loaded', async () => {
    load.mockRejectedValue(new Error('remoteEntry.js 503'));
    const { container } = render(
      <RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} fallback={<a href="/cart" aria-label="Cart" />} />,
    );
    await waitFor(() => expect(container.querySelector('[data-region="mf-catalog"]')).toHaveAttribute('data-status', 'failed'));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[mf-catalog] could not be loaded', expect.any(Error));
  });

  it('keeps a stand-in in use (focus inside) until the person leaves it, then shows the mounted remote', async () => {
    const user = userEvent.setup();
    let resolve!: (value: RemoteLifecycles<ShellProps>) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = render(
      <>
        <RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} fallback={<input type="search" aria-label="Search products" />} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'oak');
    resolve(catalogLifecycles());
    await waitFor(() => expect(container.querySelector('[data-region="mf-catalog"]')).toHaveAttribute('data-status', 'mounted'));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('oak');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search products' })).not.toBeInTheDocument();
  });

  it("loads a 'use' region only when the person reaches for its stand-in, and an 'idle' one once the page is idle", async () => {
    const user = userEvent.setup();
    load.mockResolvedValue(catalogLifecycles());
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} fallback={<input type="search" aria-label="Search products" />} loadWhen="use" />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('searchbox', { name: 'Search products' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('mf-catalog', 'app', { retry: false }));

    load.mockClear();
    render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} fallback={<a href="/cart" aria-label="Cart" />} loadWhen="idle" />);
    // jsdom's document has loaded: the region asks once the browser is idle, with nothing done to it.
    await waitFor(() => expect(load).toHaveBeenCalledWith('mf-catalog', 'app', { retry: false }));
  });

  it('passes new props (route, session) to the mounted remote', async () => {
    load.mockResolvedValue(catalogLifecycles());
    const { rerender } = render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    await screen.findByRole('heading', { name: 'Home' });

    rerender(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps({ route: matchedRoute('productList', { query: { Room: 'Bedroom' } }) })} />);
    expect(await screen.findByRole('heading', { name: 'Product List' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

    rerender(
      <RemoteRegion owner="mf-catalog" expose="app" props={shellProps({ route: matchedRoute('magazines'), session: designerSession() })} />,
    );
    expect(await screen.findByRole('heading', { name: 'Magazines' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('mounts with the latest props when they change while the remote loads', async () => {
    let resolve!: (value: RemoteLifecycles<ShellProps>) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const { rerender } = render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    rerender(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps({ route: matchedRoute('products') })} />);
    resolve(catalogLifecycles());
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });

  it("adopts the page server's HTML with the props it was rendered with, then passes the newer ones (the roles arriving meanwhile)", async () => {
    let resolve!: (value: RemoteLifecycles<ShellProps>) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const seen: Array<{ call: string; roles: string[] }> = [];
    const record = (call: string) => async (props: ShellProps) => void seen.push({ call, roles: props.session.roles });
    const lifecycles = { bootstrap: record('bootstrap'), mount: record('mount'), update: record('update'), unmount: async () => undefined };
    const server = shellProps({ session: designerSession({ roles: [] }) });
    const page = (props: ShellProps) => (
      <PrerenderedContext.Provider value={{ owner: 'mf-catalog', html: prerenderedMarkup('<h1>Home</h1>') }}>
        <RemoteRegion owner="mf-catalog" expose="app" props={props} />
      </PrerenderedContext.Provider>
    );
    const { rerender } = render(page(server));
    rerender(page(shellProps({ session: designerSession({ roles: ['designer_price'] }) })));
    resolve(lifecycles as unknown as RemoteLifecycles<ShellProps>);
    await waitFor(() => expect(seen.map((s) => s.call)).toEqual(['bootstrap', 'mount', 'update']));
    expect(seen.map((s) => s.roles)).toEqual([[], [], ['designer_price']]);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('passes props that change in quick succession one after the other, ending with the newest', async () => {
    load.mockResolvedValue(catalogLifecycles());
    const { container, rerender } = render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(container.querySelector('[data-region]')).toHaveAttribute('data-status', 'mounted'));

    // A route change and a session change in two renders, before the first update has finished.
    rerender(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps({ route: matchedRoute('productList') })} />);
    rerender(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps({ route: matchedRoute('magazines'), session: designerSession() })} />);

    expect(await screen.findByRole('heading', { name: 'Magazines' })).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('heading', { name: 'Magazines' })).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('unmounts the parcel when the region goes away', async () => {
    const lifecycles = catalogLifecycles();
    load.mockResolvedValue(lifecycles);
    const { unmount } = render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    await screen.findByRole('heading', { name: 'Home' });
    unmount();
    await waitFor(() => expect(lifecycles.unmount).toHaveBeenCalledTimes(1));
  });

  it('unmounts a parcel that was still mounting when the region went away', async () => {
    const lifecycles = catalogLifecycles();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const mount = vi.fn(async (props: ShellProps) => {
      await gate;
      return lifecycles.mount(props);
    });
    load.mockResolvedValue({ ...lifecycles, mount });
    const { unmount } = render(<RemoteRegion owner="mf-catalog" expose="app" props={shellProps()} />);
    await waitFor(() => expect(mount).toHaveBeenCalled());

    unmount();
    await settle();
    release();

    await waitFor(() => expect(lifecycles.unmount).toHaveBeenCalledTimes(1));
  });

  it('keeps the new remote when the same remote comes straight back (a region replaced in one go)', async () => {
    const lifecycles = catalogLifecycles();
    load.mockResolvedValue(lifecycles);
    const { container, rerender } = render(<RemoteRegion key="first" owner="mf-catalog" expose="app" props={shellProps()} />);
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(container.querySelector('[data-region]')).toHaveAttribute('data-status', 'mounted'));
    await settle();

    // As when /redirect forwards to a catalog page: the region unmounts and a new one mounts at once.
    rerender(<RemoteRegion key="second" owner="mf-catalog" expose="app" props={shellProps({ route: matchedRoute('products') })} />);

    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    await waitFor(() => expect(lifecycles.unmount).toHaveBeenCalledTimes(1));
    await settle();
    // The old parcel's deferred unmount took the old root, not the new one.
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });
});
