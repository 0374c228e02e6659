import { pageDataScriptId, type MatchedRoute, type ShellProps } from '@storefront/contracts';
import { testShellProps, visitorSession as session } from '@storefront/contracts/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRemote, lazyPage, useShell, type RemoteDefinition } from './define-remote';
import { usePageAnswer } from './page-answer';
import { usePageData } from './page-data';
import { pagesFor } from './route-heading';
import { renderRemotePage } from './server';
import { step } from './testing';

const home: MatchedRoute = { id: 'home', path: '/home', params: {}, query: {}, layout: 'site' };

/** The rooms the fake api knows, and how many times they were read. */
const reads = vi.fn(async (_signal: AbortSignal, page: number) => [`Room ${page}a`, `Room ${page}b`]);

function Rooms() {
  const [page, setPage] = useState(1);
  const rooms = usePageData(`rooms:${page}`, (signal) => reads(signal, page), ['failed']);
  return (
    <section aria-label="Rooms">
      {rooms === null ? <p>Loading</p> : <ul>{rooms.map((r) => <li key={r}>{r}</li>)}</ul>}
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        Next
      </button>
    </section>
  );
}

// Loaded lazily, as a remote's pages are: the server's HTML must not wait for it, nor the browser's hydration.
const RoomsPage = lazyPage(async () => Rooms);
const definition: RemoteDefinition<'mf-catalog'> = { owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: RoomsPage }), styles: '.rooms { color: red }' };

function props(domElement?: HTMLElement): ShellProps & { name: string; domElement?: HTMLElement } {
  return { ...testShellProps({ route: home }), name: 'mf-catalog', domElement };
}

/** A page the server rendered, placed in the document as the page server sends it: its HTML and its data. */
function placeServerPage(page: { html: string; data: Record<string, unknown> }): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('data-ssr', '');
  node.innerHTML = page.html;
  const script = document.createElement('script');
  script.id = pageDataScriptId('mf-catalog');
  script.type = 'application/json';
  script.textContent = JSON.stringify(page.data);
  document.body.append(script, node);
  return node;
}

afterEach(() => {
  reads.mockClear();
  document.body.replaceChildren();
});

describe('a page rendered by the page server', () => {
  it('waits for its reads and sends the HTML with their answers and the stylesheet', async () => {
    const page = await renderRemotePage(definition, props(), { signal: new AbortController().signal });
    expect(page.html).toContain('<li>Room 1a</li><li>Room 1b</li>');
    expect(page.html).not.toContain('Loading');
    // Whole: no part left for an inline script to move in later (a region's HTML runs no scripts).
    expect(page.html).not.toMatch(/<template|\$RC|hidden id=/);
    expect(page.data).toEqual({ 'rooms:1': ['Room 1a', 'Room 1b'] });
    expect(page.css).toBe('.rooms { color: red }');
  });

  it('comes out whole however large the page is', async () => {
    function Long() {
      const rooms = usePageData('rooms:long', async () => Array.from({ length: 2000 }, (_, i) => `Room ${i}`), []);
      return <ul>{rooms?.map((r) => <li key={r}>{r}</li>)}</ul>;
    }
    const long: RemoteDefinition<'mf-catalog'> = { owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: lazy(async () => ({ default: Long })) }) };
    const page = await renderRemotePage(long, props(), { signal: new AbortController().signal });
    expect(page.html).toContain('<li>Room 1999</li>');
    expect(page.html).not.toMatch(/<template|\$RC|hidden id=/);
  });

  it("sends a failed read as null, and the page shows its failed state", async () => {
    reads.mockRejectedValueOnce(new Error('down'));
    const page = await renderRemotePage(definition, props(), { signal: new AbortController().signal });
    expect(page.data).toEqual({ 'rooms:1': null });
    expect(page.html).toContain('<li>failed</li>');
  });

  it('is hydrated in the browser with the answers it carried, without reading them again; a new read goes to the api', async () => {
    const page = await renderRemotePage(definition, props(), { signal: new AbortController().signal });
    reads.mockClear();
    const node = placeServerPage(page);
    const served = node.querySelector('li');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const lifecycles = defineRemote(definition);
    await lifecycles.bootstrap(props(node) as never);
    await step(() => lifecycles.mount(props(node) as never));
    // The shell passes new props at once (its session starts): the page, already hydrated, keeps its nodes.
    await step(() => lifecycles.update?.({ ...props(node), session: { ...session, roles: ['home'] } } as never));
    // The same nodes, adopted: hydrated, not rendered again; the data script is taken out of the page.
    expect(node.querySelector('li')).toBe(served);
    expect(reads).not.toHaveBeenCalled();
    expect(document.getElementById(pageDataScriptId('mf-catalog'))).toBeNull();
    // (The server render ran in this same process, which React's development build remarks on; no hydration error.)
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match/i);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Room 2a')).toBeInTheDocument();
    expect(reads).toHaveBeenCalledTimes(1);
    await step(() => lifecycles.unmount(props(node) as never));
  });

  it('adopts the HTML with the props it was rendered with, and takes props given meanwhile once it has (the roles arriving)', async () => {
    function Greeting() {
      const { session: current } = useShell();
      return <p>{current.roles.length ? `Priced for ${current.roles.join(', ')}` : 'Prices after sign-in'}</p>;
    }
    const greeting: RemoteDefinition<'mf-catalog'> = { owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: lazyPage(async () => Greeting) }) };
    const page = await renderRemotePage(greeting, props(), { signal: new AbortController().signal });
    const node = placeServerPage(page);
    const served = node.querySelector('p');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    window.addEventListener('error', recoverable);

    const lifecycles = defineRemote(greeting);
    await lifecycles.bootstrap(props(node) as never);
    // The shell's session answers while the page is still being adopted: mount and update in one go.
    let settled: Promise<unknown> | undefined;
    await act(async () => {
      const mounted = lifecycles.mount(props(node) as never);
      const updated = lifecycles.update?.({ ...props(node), session: { ...session, roles: ['designer'] } } as never);
      settled = Promise.all([mounted, updated]);
    });
    await act(async () => {
      await settled;
    });
    expect(await screen.findByText('Priced for designer')).toBeInTheDocument();
    // Adopted, then updated in place: the server's node, no mismatch and no render from scratch.
    expect(node.querySelector('p')).toBe(served);
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match|418/i);
    expect(recoverable).not.toHaveBeenCalled();
    window.removeEventListener('error', recoverable);
  });

  it("sends only the part of the sheet the route's page needs, and the browser makes it whole before another route's page shows", async () => {
    const sheets = { default: '.a{} .b{}', forRoute: (routeId: string) => (routeId === 'home' ? '.a{}' : '.a{} .b{}') };
    const parted: RemoteDefinition<'mf-catalog'> = { ...definition, styles: async () => sheets };
    const page = await renderRemotePage(parted, props(), { signal: new AbortController().signal });
    expect({ css: page.css, cssRoute: page.cssRoute }).toEqual({ css: '.a{}', cssRoute: 'home' });
    const products = await renderRemotePage(parted, { ...props(), route: { ...home, id: 'products', path: '/products' } }, { signal: new AbortController().signal });
    expect({ css: products.css, cssRoute: products.cssRoute }).toEqual({ css: '.a{} .b{}', cssRoute: undefined });

    // The page's one sheet of the remote, as the page server sends it (earlier mounts here added theirs).
    for (const earlier of document.head.querySelectorAll('style[data-styles-of="mf-catalog"]')) earlier.remove();
    const style = document.createElement('style');
    style.dataset.stylesOf = 'mf-catalog';
    style.dataset.stylesRoute = 'home';
    style.textContent = page.css;
    document.head.append(style);
    const node = placeServerPage(page);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = defineRemote(parted);
    await lifecycles.bootstrap(props(node) as never);
    await step(() => lifecycles.mount(props(node) as never));
    // The page it was made for keeps the part.
    expect(style.textContent).toBe('.a{}');
    let updated: Promise<unknown> | undefined;
    await act(async () => {
      updated = lifecycles.update?.({ ...props(node), route: { ...home, id: 'products', path: '/products' } } as never);
    });
    await act(async () => {
      await updated;
    });
    await vi.waitFor(() => expect(style.textContent).toBe('.a{} .b{}'));
    expect(style.hasAttribute('data-styles-route')).toBe(false);
    expect(document.head.querySelectorAll('style[data-styles-of="mf-catalog"]')).toHaveLength(1);
    style.remove();
  });

  it('gives a hook that keeps its own state the answer the page carried, once; without one it reads as it always has', async () => {
    const lines = vi.fn(async () => ['Sofa × 2']);
    function Cart() {
      const carried = usePageAnswer('cart:lines', lines);
      const [list, setList] = useState(() => carried?.value ?? null);
      const [count, setCount] = useState(2);
      return (
        <section aria-label="Cart">
          {list === null ? <p>Loading</p> : <ul>{list.map((l) => <li key={l}>{l}</li>)}</ul>}
          <button type="button" onClick={() => (setCount((n) => n + 1), setList([`Sofa × ${count + 1}`]))}>
            One more
          </button>
        </section>
      );
    }
    const cart: RemoteDefinition<'mf-catalog'> = { owner: 'mf-catalog', pages: pagesFor('mf-catalog', { home: lazyPage(async () => Cart) }) };
    const page = await renderRemotePage(cart, props(), { signal: new AbortController().signal });
    expect(page.html).toContain('<li>Sofa × 2</li>');
    expect(page.data).toEqual({ 'cart:lines': ['Sofa × 2'] });
    lines.mockClear();

    const node = placeServerPage(page);
    const served = node.querySelector('li');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = defineRemote(cart);
    await lifecycles.bootstrap(props(node) as never);
    await step(() => lifecycles.mount(props(node) as never));
    expect(node.querySelector('li')).toBe(served);
    expect(lines).not.toHaveBeenCalled();
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match/i);
    // Its own state from there on.
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(await screen.findByText('Sofa × 3')).toBeInTheDocument();
    await step(() => lifecycles.unmount(props(node) as never));

    // Mounted again (a route change back): nothing carried any more, so the page starts from nothing.
    const fresh = document.createElement('div');
    document.body.append(fresh);
    await step(() => lifecycles.mount(props(fresh) as never));
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    await step(() => lifecycles.unmount(props(fresh) as never));
  });
});
