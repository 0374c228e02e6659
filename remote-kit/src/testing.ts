/**
 * Test helpers of the remote kit: mount a remote's lifecycles into a node as the shell's parcel does, and the
 * contract every remote keeps, as tests. The props come from the contracts' helpers (@storefront/contracts/testing).
 */
import { dialogsOwnedBy, routesOwnedBy, type RemoteName, type RouteId, type ShellProps } from '@storefront/contracts';
import { matchedRoute, testShellProps } from '@storefront/contracts/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** Lifecycles as single-spa-react returns them (their props type includes single-spa's own fields). */
interface AnyLifecycles {
  bootstrap(props: never): Promise<unknown>;
  mount(props: never): Promise<unknown>;
  update?(props: never): Promise<unknown>;
  unmount(props: never): Promise<unknown>;
}

/**
 * Runs a lifecycle: starts it inside act() so React renders, then waits for single-spa-react to report it
 * done (it does so from a timer after the render, so awaiting it inside act() would never finish).
 */
export async function step(run: () => Promise<unknown> | undefined): Promise<void> {
  let done: Promise<unknown> | undefined;
  await act(async () => {
    done = run();
  });
  await done;
}

/** Mounts lifecycles into a fresh node the way the shell's parcel does; returns update and unmount. */
export async function mountLifecycles<P extends ShellProps>(lifecycles: AnyLifecycles, props: P, name = 'under-test') {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const withDom = (p: P) => ({ ...p, name, domElement }) as never;
  await lifecycles.bootstrap(withDom(props));
  await lifecycles.mount(withDom(props));
  return {
    domElement,
    update: (next: P) => lifecycles.update?.(withDom(next)),
    unmount: async () => {
      await lifecycles.unmount(withDom(props));
      domElement.remove();
    },
  };
}

/**
 * The contract every remote keeps, as tests: a page for every route the route table gives it, its
 * boundary marked, a clean unmount, and a body for every dialog it provides.
 */
export function describeRemoteContract(
  owner: RemoteName,
  lifecycles: AnyLifecycles,
  dialogLifecycles?: AnyLifecycles,
): void {
  describe(`${owner} route app`, () => {
    it('renders a page for every route the route table gives it, under its boundary', async () => {
      const routes = routesOwnedBy(owner);
      expect(routes.length).toBeGreaterThan(0);
      const mounted = await mountLifecycles(lifecycles, testShellProps({ route: matchedRoute(routes[0]?.id as RouteId) }));
      expect(mounted.domElement.querySelector(`[data-boundary="${owner}"]`)).not.toBeNull();
      for (const route of routes) {
        await mounted.update(testShellProps({ route: matchedRoute(route.id as RouteId) }));
        // A page written by the remote titles itself (its h1); a route still to come shows the route's title.
        expect((await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 })).length).toBeGreaterThan(0);
      }
      await mounted.unmount();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      // Every page's code loads on its first visit: a remote with many pages takes a while on a busy machine.
    }, 120_000);
  });
  const kinds = dialogsOwnedBy(owner);
  if (kinds.length === 0) return;
  describe(`${owner} dialog bodies`, () => {
    it('exposes the dialog bodies the dialog table gives it', () => {
      expect(dialogLifecycles).toBeDefined();
    });
    it.each(kinds)('renders the %s body', async (kind) => {
      if (!dialogLifecycles) return;
      const props = { ...testShellProps(), dialog: { kind, payload: {}, close: () => undefined } };
      const mounted = await mountLifecycles(dialogLifecycles, props);
      // The frame titles the dialog; a body has a heading of its own (its subject, or what went wrong).
      expect((await screen.findAllByRole('heading', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
      await mounted.unmount();
    });
  });
}
