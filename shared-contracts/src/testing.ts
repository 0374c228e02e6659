/**
 * Test helpers for every package: mount props a remote can be mounted with, built from the contracts,
 * and a way to mount a remote's lifecycles into a node as the shell would.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './api-client';
import type { Brand } from './brands';
import { dialogsOwnedBy } from './dialogs';
import type { AnswerOf, Endpoint } from './endpoints/endpoint';
import { createEventBus } from './events';
import type { ShellProps } from './mount';
import type { MatchedRoute } from './navigation';
import type { RemoteName } from './remotes';
import { routeById, routesOwnedBy, type RouteId } from './routes';
import type { SessionSnapshot } from './session';

/** The api's envelope around an answer, as an msw response. */
export const ok = (val: unknown) => HttpResponse.json({ err: 200, val, errmsg: '' });
/** A refusal: the section 8 code, its message and, for field errors, the field. */
export const fail = (err: number, errmsg = '', val: unknown = null) => HttpResponse.json({ err, val, errmsg });

/**
 * An msw handler for an entry of the endpoint table (its method and path, on any origin): tests mock calls by the
 * table, never by a path of their own.
 */
export function on<B extends DefaultBodyType = DefaultBodyType>(endpoint: Endpoint, resolver: HttpResponseResolver<PathParams, B>) {
  const handle = endpoint.method === 'GET' ? http.get<PathParams, B> : http.post<PathParams, B>;
  return handle(`*${endpoint.path}`, resolver);
}

/** An endpoint of a test alone (a client or shell test that speaks any entry of a table, whatever its schemas). */
export function probeEndpoint(path: string, extra: Partial<Endpoint> = {}): Endpoint {
  return { method: 'POST', path, auth: 'optional', ...extra };
}

/** A handler answering every call of `endpoint` with `val`, typed by the endpoint's response schema. */
export function mock<E extends Endpoint>(endpoint: E, val: AnswerOf<E>) {
  return on(endpoint, () => ok(val));
}

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
    account: {
      signIn: async () => undefined,
      signOut: async () => undefined,
      switchMode: async () => undefined,
      selectCustomer: () => undefined,
      refreshRoles: async () => undefined,
    },
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
