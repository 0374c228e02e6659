/**
 * Test helpers for every package: mount props a remote can be mounted with, built from the contracts,
 * and a way to mount a remote's lifecycles into a node as the shell would.
 */
import type { ApiClient } from './api-client';
import type { Brand } from './brands';
import { createEventBus } from './events';
import type { ShellProps } from './mount';
import type { MatchedRoute } from './navigation';
import { routeById, type RouteId } from './routes';
import type { SessionSnapshot } from './session';

export const visitorSession: SessionSnapshot = {
  token: null,
  roles: [],
  mode: 'mibd_visitor',
  user: null,
  customerId: null,
  guestId: `1700000000000${'a'.repeat(32)}`,
  language: 'en',
  clientAgent: null,
};

export function matchedRoute(id: RouteId, extra: Partial<MatchedRoute> = {}): MatchedRoute {
  const def = routeById(id);
  return { id, path: def.paths[0] ?? '/', params: {}, query: {}, layout: def.layout, ...extra };
}

const unusedApi: ApiClient = {
  call: () => Promise.reject(new Error('no api in this test: pass one in the overrides')),
};

export function testShellProps(overrides: Partial<ShellProps> & { brand?: Brand } = {}): ShellProps {
  return {
    brand: 'HOM',
    route: matchedRoute('home'),
    session: visitorSession,
    navigate: () => undefined,
    api: unusedApi,
    events: createEventBus(new EventTarget()),
    dialogs: { open: () => undefined, close: () => undefined, confirm: async () => false },
    toasts: { show: () => undefined },
    loading: { begin: () => () => undefined },
    ...overrides,
  };
}

/** Lifecycles as single-spa-react returns them (their props type includes single-spa's own fields). */
interface AnyLifecycles {
  bootstrap(props: never): Promise<unknown>;
  mount(props: never): Promise<unknown>;
  update?(props: never): Promise<unknown>;
  unmount(props: never): Promise<unknown>;
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
