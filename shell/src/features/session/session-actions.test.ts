// @vitest-environment jsdom
import {
  CART_CALLS,
  CATALOG_CALLS,
  CLIENT_AGENT_CALLS,
  IDENTITY_CALLS,
  MESSAGES,
  STORAGE_KEYS,
  createApiClient,
  type LoginResponse,
  type MatchedRoute,
} from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { createStore } from 'jotai';
import { setupServer } from 'msw/node';
import { createShellRuntime } from '../../app/shell-api';
import type { Router } from '../../app/router';
import { toastsAtom } from '../toasts';
import { designerSession, matchedRoute, visitorSession } from '../../test/props';
import { readCookie, readCookies, writeCookie } from './cookie-jar';
import { ROLE_REFRESH_MS, createSessionLifecycle } from './session-actions';
import { SESSION_KEYS } from './session-cookies';
import { sessionAtom, sessionFromCookies } from './session-store';
import { SIGNED_OUT_COOKIE } from './session-sites';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());


/** Answers user_role by mode, userInfo and logout; records every call's path, mode query and token. */
function api(options: { userInfo?: () => Response; roles?: (mode: string) => Response } = {}) {
  const calls: { path: string; mode: string | null; token: string | null }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push({ path: url.pathname, mode: url.searchParams.get('mode'), token: request.headers.get('X-Auth-Token') });
  };
  server.use(
    on(IDENTITY_CALLS.userRole, ({ request }) => {
      record(request);
      const mode = new URL(request.url).searchParams.get('mode') ?? '';
      return options.roles?.(mode) ?? ok({ Role: mode === 'mibd_visitor' ? ['home'] : ['home', `roles-of-${mode}`], mode });
    }),
    on(IDENTITY_CALLS.userInfo, ({ request }) => {
      record(request);
      return (
        options.userInfo?.() ??
        ok({
          user_id: 'u-100200',
          kind: 'designer',
          state: 'activated',
          username: 'dana@example.com',
          user_first_name: 'Dana',
          user_last_name: 'Reyes',
          user_email: 'dana@example.com',
          phone: '',
          head_img: '',
          company: null,
          mode: 'mibd_designer',
          agent_code: null,
          rowe_bound: false,
        })
      );
    }),
    on(IDENTITY_CALLS.logout, ({ request }) => {
      record(request);
      return ok({ logged_out: true });
    }),
    on(CART_CALLS.list, ({ request }) => {
      record(request);
      return ok({ list: [] });
    }),
  );
  return calls;
}

function setup(route: MatchedRoute = matchedRoute('home'), brand: 'HOM' | 'FFD' | 'CA' = 'HOM') {
  const store = createStore();
  let current = route;
  const router: Router = {
    current: () => current,
    navigate: vi.fn((to: string) => {
      const url = new URL(to, 'http://x');
      current = { ...current, path: url.pathname, query: Object.fromEntries(url.searchParams) };
    }),
    subscribe: vi.fn(() => () => undefined),
    refresh: vi.fn(),
  };
  const runtime = createShellRuntime(brand, store, router);
  return { store, router, ...runtime };
}

/**
 * setup() with a location of the test's own: the lifecycle wired to its client as createShellRuntime wires it
 * (session-invalid answers expire it, successes reset it), so a reload can be seen.
 */
function setupWithLocation(route: MatchedRoute, brand: 'HOM' | 'FFD' | 'CA' = 'HOM') {
  const { store, router } = setup(route, brand);
  const location = { assign: vi.fn(), reload: vi.fn() };
  const client = createApiClient({
    brand,
    holdToken: true,
    session: () => ({ ...store.get(sessionAtom), currentPage: router.current().path }),
    onSessionInvalid: () => session.expire(),
    onSuccess: () => session.succeeded(),
  });
  const session = createSessionLifecycle({ brand, store, router, api: () => client, location });
  return { store, router, location, client, session };
}

/** A signed-in designer's session, in the store and in the cookies it owns. */
function signedInWithCookies(store: ReturnType<typeof createStore>) {
  store.set(sessionAtom, designerSession({ customerId: 'c-1', customerName: 'Avery Stone', clientAgent: { id: 'a', code: 'b' } }));
  for (const key of SESSION_KEYS) writeCookie(key, `value-of-${key}`);
  writeCookie(STORAGE_KEYS.role, 'mibd_designer');
  writeCookie(STORAGE_KEYS.userRandom, store.get(sessionAtom).guestId);
}

const answer: LoginResponse = {
  token: 'tok-1',
  user_id: 'u-100200',
  user_first_name: 'Dana',
  user_last_name: 'Reyes',
  user_email: 'dana@example.com',
  head_img: '',
  kind: 'designer',
  mode: 'mibd_safe',
};

afterEach(() => vi.useRealTimers());

describe('the session at start', () => {
  it('loads the visitor role for a first-time visitor', async () => {
    const calls = api();
    const { store, session } = setup();
    store.set(sessionAtom, visitorSession());
    await session.start();
    expect(calls).toEqual([{ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_visitor', token: null }]);
    expect(store.get(sessionAtom)).toMatchObject({ roles: ['home'], mode: 'mibd_visitor', token: null });
    expect(readCookie(STORAGE_KEYS.role)).toBe('mibd_visitor');
    expect(Number(readCookie(STORAGE_KEYS.getRoleTime))).toBeGreaterThan(Date.now() - 5000);
  });

  it("loads a signed-in user's roles for the stored mode and the user's info", async () => {
    const calls = api();
    const { store, session } = setup();
    store.set(sessionAtom, designerSession({ roles: [], user: null, mode: 'mibd_communicate' }));
    await session.start();
    expect(calls.map((c) => [c.path, c.mode, c.token])).toEqual(
      expect.arrayContaining([
        [IDENTITY_CALLS.userRole.path, 'mibd_communicate', 'test-token'],
        [IDENTITY_CALLS.userInfo.path, null, 'test-token'],
      ]),
    );
    expect(store.get(sessionAtom)).toMatchObject({
      roles: ['home', 'roles-of-mibd_communicate'],
      mode: 'mibd_communicate',
      user: { userId: 'u-100200', firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', headImg: null },
    });
  });

  it('asks for the roles and the user before the first frame is hydrated, and changes the session only at start', async () => {
    const calls = api();
    const { store, session } = setup();
    store.set(sessionAtom, designerSession({ roles: [], user: null, mode: 'mibd_designer' }));
    session.prime();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // The answers are in, but the page keeps the session it was rendered with.
    expect(store.get(sessionAtom)).toMatchObject({ roles: [], user: null });
    await session.start();
    expect(store.get(sessionAtom)).toMatchObject({ roles: ['home', 'roles-of-mibd_designer'], user: { firstName: 'Dana' } });
    // start() took the answers prime() asked for: nothing was asked twice.
    expect(calls.map((c) => c.path).sort()).toEqual([IDENTITY_CALLS.userInfo.path, IDENTITY_CALLS.userRole.path].sort());
  });

  it('an expired session answered before the frame is hydrated is cleared at start, and the visitor role loaded', async () => {
    const calls = api({ roles: (mode) => (mode === 'mibd_visitor' ? ok({ Role: ['home'], mode }) : fail(21015)), userInfo: () => fail(21015) });
    const { store, session } = setup();
    store.set(sessionAtom, designerSession({ roles: [] }));
    session.prime();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(sessionAtom).token).toBe('test-token');
    await session.start();
    expect(store.get(sessionAtom)).toMatchObject({ token: null, mode: 'mibd_visitor', roles: ['home'] });
    expect(calls.at(-1)).toMatchObject({ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_visitor' });
  });

  it('gives a client agent the agent id and code every call then sends', async () => {
    api({
      userInfo: () =>
        ok({
          user_id: 'agent-1',
          kind: 'client_agent',
          state: 'activated',
          username: 'agent@example.com',
          user_first_name: 'Ari',
          user_last_name: 'Agent',
          user_email: 'agent@example.com',
          phone: '',
          head_img: '',
          company: null,
          mode: 'mibd_designer',
          agent_code: 'AGENT-1001',
          rowe_bound: false,
        }),
    });
    const { store, session } = setup();
    store.set(sessionAtom, designerSession());
    await session.start();
    expect(store.get(sessionAtom).clientAgent).toEqual({ id: 'agent-1', code: 'AGENT-1001' });
    expect(readCookies()).toMatchObject({ clientAgentId: 'agent-1', clientAgentCode: 'AGENT-1001' });
  });

  it('reads the session the cookies describe, the same way on the server', () => {
    const cookies = {
      token: 'tok',
      role: 'mibd_designer',
      'X-Auth-Uid': 'u-1',
      userFirstName: 'Dana',
      userLastName: 'Reyes',
      userEmail: 'd@x.test',
      userHead_img: '',
      customer_id: 'c-1',
      customer: 'Avery Stone',
      language: 'zh-CN',
    };
    expect(sessionFromCookies(cookies, 'g')).toEqual({
      token: 'tok',
      roles: [],
      mode: 'mibd_designer',
      user: { userId: 'u-1', firstName: 'Dana', lastName: 'Reyes', email: 'd@x.test', headImg: null },
      customerId: 'c-1',
      customerName: 'Avery Stone',
      guestId: 'g',
      language: 'zh',
      clientAgent: null,
    });
    // Without a token the other keys mean nothing; the language falls back to the browser, then en.
    expect(sessionFromCookies({ role: 'mibd_designer', customer_id: 'c-1' }, 'g', 'fr-FR')).toMatchObject({
      token: null,
      mode: 'mibd_visitor',
      customerId: null,
      user: null,
      language: 'en',
    });
    expect(sessionFromCookies({}, 'g', 'zh-TW').language).toBe('zh');
  });
});

describe('signing in and out', () => {
  it('stores the login answer, loads the roles of its mode and tells every remote', async () => {
    const calls = api();
    const { store, services } = setup();
    store.set(sessionAtom, visitorSession({ roles: ['home'] }));
    writeCookie(STORAGE_KEYS.customerId, 'old-customer');
    await services.account.signIn(answer);
    expect(store.get(sessionAtom)).toMatchObject({
      token: 'tok-1',
      mode: 'mibd_safe',
      roles: ['home', 'roles-of-mibd_safe'],
      customerId: null,
      user: { userId: 'u-100200', firstName: 'Dana' },
    });
    expect(readCookies()).toMatchObject({
      token: 'tok-1',
      'X-Auth-Uid': 'u-100200',
      userFirstName: 'Dana',
      userLastName: 'Reyes',
      userEmail: 'dana@example.com',
      username: 'Dana Reyes',
      role: 'mibd_safe',
    });
    expect(readCookie(STORAGE_KEYS.customerId)).toBeNull();
    expect(calls).toEqual([{ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_safe', token: 'tok-1' }]);
  });

  it('signs in to the mode asked for', async () => {
    api();
    const { store, services } = setup();
    await services.account.signIn(answer, { mode: 'mibd_designer' });
    expect(store.get(sessionAtom)).toMatchObject({ mode: 'mibd_designer', roles: ['home', 'roles-of-mibd_designer'] });
  });

  it('logout revokes the token, clears what section 4 lists, loads the visitor role and goes home', async () => {
    const calls = api();
    const { store, router, services } = setup(matchedRoute('cart'));
    store.set(sessionAtom, designerSession({ customerId: 'c-1', clientAgent: { id: 'a', code: 'b' } }));
    const guestBefore = store.get(sessionAtom).guestId;
    for (const [k, v] of Object.entries({
      token: 'test-token',
      customer_id: 'c-1',
      customer: 'Casey',
      username: 'Dana',
      'X-Auth-Uid': 'u-1',
      clientAgentId: 'a',
      clientAgentCode: 'b',
      userRandom: guestBefore,
      language: 'en',
    })) {
      writeCookie(k, v);
    }
    await services.account.signOut();
    expect(calls.map((c) => [c.path, c.token])).toEqual([
      [IDENTITY_CALLS.logout.path, 'test-token'],
      [IDENTITY_CALLS.userRole.path, null],
    ]);
    const cookies = readCookies();
    for (const key of ['token', 'customer_id', 'customer', 'username', 'X-Auth-Uid', 'clientAgentId', 'clientAgentCode']) {
      expect(cookies[key]).toBeUndefined();
    }
    expect(cookies.role).toBe('mibd_visitor');
    expect(cookies.language).toBe('en');
    expect(cookies.userRandom).toMatch(/^\d{13}[A-Za-z0-9]{32}$/);
    expect(cookies.userRandom).not.toBe(guestBefore);
    expect(store.get(sessionAtom)).toMatchObject({ token: null, user: null, customerId: null, clientAgent: null, mode: 'mibd_visitor', roles: ['home'] });
    expect(store.get(sessionAtom).guestId).toBe(cookies.userRandom);
    expect(router.navigate).toHaveBeenLastCalledWith('/home');
  });

  it('a logout is remembered as a sign-out on purpose, which no sibling site undoes, until the next sign-in', async () => {
    api();
    const { store, services } = setup();
    store.set(sessionAtom, designerSession());
    await services.account.signOut();
    expect(readCookie(SIGNED_OUT_COOKIE)).toBe('1');
    await services.account.signIn(answer);
    expect(readCookie(SIGNED_OUT_COOKIE)).toBeNull();
  });

  it('logout on a brand with its own site goes to that site', async () => {
    api();
    const { store, router, services } = setup(matchedRoute('home'), 'CA');
    const location = { assign: vi.fn(), reload: vi.fn() };
    const session = createSessionLifecycle({ brand: 'CA', store, router, api: () => services.api, location });
    store.set(sessionAtom, designerSession());
    await session.signOut();
    expect(location.assign).toHaveBeenCalledWith('https://www.caracole.com');
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('switching mode loads its roles and forgets the customer', async () => {
    api();
    const { store, services } = setup();
    store.set(sessionAtom, designerSession({ customerId: 'c-1' }));
    writeCookie(STORAGE_KEYS.customerId, 'c-1');
    await services.account.switchMode('mibd_safe');
    expect(store.get(sessionAtom)).toMatchObject({ mode: 'mibd_safe', customerId: null, customerName: null, roles: ['home', 'roles-of-mibd_safe'] });
    expect(readCookie(STORAGE_KEYS.customerId)).toBeNull();
    expect(readCookie(STORAGE_KEYS.role)).toBe('mibd_safe');
  });

  it('reads the user again when a page asks (a new picture reaches the header at once)', async () => {
    api({
      userInfo: () =>
        ok({
          user_id: 'u-100200',
          kind: 'designer',
          state: 'activated',
          username: 'dana@example.com',
          user_first_name: 'Dana',
          user_last_name: 'Reyes',
          user_email: 'dana@example.com',
          phone: '',
          head_img: 'new-picture.png',
          company: null,
          mode: 'mibd_designer',
          agent_code: null,
          rowe_bound: false,
        }),
    });
    const { store, services } = setup();
    store.set(sessionAtom, designerSession());
    await services.account.refreshUser?.();
    await vi.waitFor(() => expect(store.get(sessionAtom).user?.headImg).toBe('new-picture.png'));
  });

  it('choosing the customer keeps its id and name, for the remotes and the header', async () => {
    const { store, services } = setup();
    store.set(sessionAtom, designerSession({ mode: 'mibd_communicate' }));
    services.account.selectCustomer({ id: 'c-2', name: 'Avery Stone' });
    expect(store.get(sessionAtom)).toMatchObject({ customerId: 'c-2', customerName: 'Avery Stone' });
    expect([readCookie(STORAGE_KEYS.customerId), readCookie(STORAGE_KEYS.customer)]).toEqual(['c-2', 'Avery Stone']);
    services.account.selectCustomer(null);
    expect(store.get(sessionAtom)).toMatchObject({ customerId: null, customerName: null });
  });
});

describe('roles after an hour', () => {
  it('loads the roles again when getRoleTime is an hour old, not before', async () => {
    const calls = api();
    const { store, session } = setup();
    store.set(sessionAtom, designerSession());
    writeCookie(STORAGE_KEYS.getRoleTime, String(Date.now()));
    session.refreshIfStale(Date.now() + ROLE_REFRESH_MS - 1000);
    expect(calls).toEqual([]);
    session.refreshIfStale(Date.now() + ROLE_REFRESH_MS);
    await vi.waitFor(() => expect(calls).toEqual([{ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_designer', token: 'test-token' }]));
  });

  it('does not load again while a load is under way', async () => {
    const calls = api();
    const { store, session } = setup();
    store.set(sessionAtom, visitorSession());
    const started = session.start();
    session.refreshIfStale(Date.now() + ROLE_REFRESH_MS);
    session.refreshIfStale(Date.now() + ROLE_REFRESH_MS);
    await started;
    expect(calls).toHaveLength(1);
  });

  it('schedules the next load an hour after the last one', async () => {
    const calls = api();
    const { store, session } = setup();
    store.set(sessionAtom, designerSession());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await session.refreshRoles();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(ROLE_REFRESH_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe('answers that end or refuse the session', () => {
  it('clears an invalid session once, loads the visitor role, removes query u; again only after a success', async () => {
    let cartAnswer = () => fail(22007, 'Your session has expired, please log in again');
    const calls = api();
    server.use(on(CART_CALLS.list, () => cartAnswer()));
    const { store, router, services } = setup(matchedRoute('checkout', { query: { isCart: '1', u: '0200' } }));
    store.set(sessionAtom, designerSession());
    writeCookie(STORAGE_KEYS.token, 'test-token');
    writeCookie(STORAGE_KEYS.userRandom, store.get(sessionAtom).guestId);

    await expect(services.api.call(CART_CALLS.list)).rejects.toMatchObject({ err: 22007 });
    expect(store.get(sessionAtom)).toMatchObject({ token: null, user: null, mode: 'mibd_visitor', guestId: designerSession().guestId });
    expect(readCookie(STORAGE_KEYS.token)).toBeNull();
    expect(readCookie(STORAGE_KEYS.userRandom)).toBe(designerSession().guestId);
    expect(router.navigate).toHaveBeenCalledWith('/checkout?isCart=1', { replace: true });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(calls).toContainEqual({ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_visitor', token: null }));

    // Signed in again, but no success since: a second invalid answer does not clear.
    store.set(sessionAtom, designerSession());
    cartAnswer = () => fail(21015);
    const roleLoads = calls.length;
    // The visitor role answered 200 above, which reset the flag: a late answer clears the new session.
    await expect(services.api.call(CART_CALLS.list)).rejects.toMatchObject({ err: 21015 });
    expect(store.get(sessionAtom).token).toBeNull();
    expect(router.refresh).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(calls.length).toBe(roleLoads + 1));
  });

  it('loads the visitor role once, though clearing refreshes the route (as the shell does)', async () => {
    const calls = api();
    server.use(on(CART_CALLS.list, () => fail(22007)));
    const { store, services, session } = setup(matchedRoute('cart'));
    store.set(sessionAtom, designerSession());
    writeCookie(STORAGE_KEYS.getRoleTime, String(Date.now()));
    store.sub(sessionAtom, () => session.refreshIfStale());
    await expect(services.api.call(CART_CALLS.list)).rejects.toMatchObject({ err: 22007 });
    await vi.waitFor(() => expect(store.get(sessionAtom).roles).toEqual(['home']));
    expect(calls.filter((c) => c.path === IDENTITY_CALLS.userRole.path)).toEqual([{ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_visitor', token: null }]);
  });

  it('clears only once while no call has succeeded', async () => {
    server.use(
      on(CART_CALLS.list, () => fail(22007)),
      on(IDENTITY_CALLS.userRole, () => fail(50000)),
    );
    const { store, router, services } = setup(matchedRoute('cart'));
    store.set(sessionAtom, designerSession());
    await expect(services.api.call(CART_CALLS.list)).rejects.toMatchObject({ err: 22007 });
    store.set(sessionAtom, designerSession());
    await expect(services.api.call(CART_CALLS.list)).rejects.toMatchObject({ err: 22007 });
    expect(store.get(sessionAtom).token).toBe('test-token');
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('FFD clears the session without loading the visitor role', async () => {
    const calls = api();
    server.use(on(CART_CALLS.list, () => fail(22007)));
    const { store, services } = setup(matchedRoute('home'), 'FFD');
    store.set(sessionAtom, designerSession());
    await expect(services.api.call(CART_CALLS.list)).rejects.toMatchObject({ err: 22007 });
    expect(store.get(sessionAtom).token).toBeNull();
    expect(calls).toEqual([]);
  });

  it('goes to /noPermission on 25010 and says "user has no role" on 22003', async () => {
    api({ roles: () => fail(22003, 'user has no role') });
    server.use(on(CATALOG_CALLS.bySku, () => fail(25010, 'No permission')));
    const { store, router, services } = setup();
    store.set(sessionAtom, designerSession());
    await expect(services.api.call(CATALOG_CALLS.bySku)).rejects.toMatchObject({ err: 25010 });
    expect(router.navigate).toHaveBeenCalledWith('/noPermission');
    await expect(services.account.switchMode('mibd_communicate')).rejects.toMatchObject({ err: 22003 });
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ kind: 'error', message: MESSAGES.noRole })]);
  });

  it.each([21015, 22007])('on /clientPay a %i answer clears the session keys and reloads the page, the link kept', async (err) => {
    const calls = api();
    server.use(on(CLIENT_AGENT_CALLS.payLink, () => fail(err)));
    const route = matchedRoute('clientPay', { query: { token: 'link-token-0123456789abcdef' } });
    const { store, router, location, client } = setupWithLocation(route);
    signedInWithCookies(store);
    const guestId = store.get(sessionAtom).guestId;

    await expect(client.call(CLIENT_AGENT_CALLS.payLink, { body: { token: 'link-token-0123456789abcdef' } })).rejects.toMatchObject({ err });

    const cookies = readCookies();
    for (const key of SESSION_KEYS) expect(cookies[key], key).toBeUndefined();
    expect(cookies.role).toBe('mibd_visitor');
    expect(cookies.userRandom).toBe(guestId);
    expect(store.get(sessionAtom)).toMatchObject({ token: null, user: null, mode: 'mibd_visitor', customerId: null, customerName: null, clientAgent: null, guestId });
    expect(location.reload).toHaveBeenCalledTimes(1);
    // The reload does the rest: the address (and its link token) is kept, no route refresh, no visitor role asked for here.
    expect(location.assign).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
    expect(router.refresh).not.toHaveBeenCalled();
    expect(router.current()).toEqual(route);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });

  it.each([21015, 22007])('elsewhere a %i answer clears the session without reloading the page', async (err) => {
    const calls = api();
    server.use(on(CART_CALLS.list, () => fail(err)));
    const { store, router, location, client } = setupWithLocation(matchedRoute('checkout', { query: { isCart: '1', u: '0200' } }));
    signedInWithCookies(store);

    await expect(client.call(CART_CALLS.list)).rejects.toMatchObject({ err });

    const cookies = readCookies();
    for (const key of SESSION_KEYS) expect(cookies[key], key).toBeUndefined();
    expect(store.get(sessionAtom)).toMatchObject({ token: null, mode: 'mibd_visitor' });
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
    expect(router.navigate).toHaveBeenCalledWith('/checkout?isCart=1', { replace: true });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(calls).toEqual([{ path: IDENTITY_CALLS.userRole.path, mode: 'mibd_visitor', token: null }]));
  });
});
