/**
 * Test helpers for every package, built from the contracts: msw handlers by the endpoint table, and the mount
 * props a remote can be mounted with. Mounting a remote's lifecycles is the remote kit's (@storefront/remote-kit/testing).
 */
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { ApiClient } from './api-client';
import type { Brand } from './brands';
import type { AnswerOf, Endpoint } from './endpoints/endpoint';
import { createEventBus } from './events';
import type { ShellProps } from './mount';
import type { MatchedRoute } from './navigation';
import { routeById, type RouteId } from './routes';
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
