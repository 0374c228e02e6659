/**
 * Test helpers: the props the shell hands to layouts, pages, dialogs and remotes, built from the
 * contracts so a test states only what it cares about.
 */
import {
  BRAND_TABLE,
  routeById,
  routeLayoutOn,
  type Brand,
  type MatchedRoute,
  type RouteId,
  type SessionSnapshot,
  type ShellProps,
} from '@storefront/contracts';
import { vi } from 'vitest';
import type { ShellServices } from '../app/shell-api';

/** A visitor: no token, no roles, visitor mode. */
export function visitorSession(overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  return {
    token: null,
    roles: [],
    mode: 'mibd_visitor',
    user: null,
    customerId: null,
    guestId: '1700000000000abcdefghijklmnopqrstuvwxyzABCDEF',
    language: 'en',
    clientAgent: null,
    ...overrides,
  };
}

/** A designer signed in with a token. */
export function designerSession(overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  return visitorSession({
    token: 'test-token',
    roles: ['home', 'shopping_cart'],
    mode: 'mibd_designer',
    user: { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'dana@example.com', headImg: null },
    ...overrides,
  });
}

/** The matched route for a route id, at its canonical path, as the router would give it. */
export function matchedRoute(id: RouteId, overrides: Partial<MatchedRoute> & { brand?: Brand } = {}): MatchedRoute {
  const { brand = 'HOM', ...rest } = overrides;
  const def = routeById(id);
  return {
    id,
    path: def.paths[0] as string,
    params: {},
    query: {},
    layout: routeLayoutOn(def, BRAND_TABLE[brand].siteType),
    ...rest,
  };
}

/** Services whose every function is a mock: nothing talks to a server or to the shell's store. */
export function stubServices(): ShellServices {
  return {
    api: { call: vi.fn(async () => undefined) } as unknown as ShellServices['api'],
    events: { emit: vi.fn(() => false), on: vi.fn(() => () => undefined) } as unknown as ShellServices['events'],
    dialogs: { open: vi.fn(), close: vi.fn(), confirm: vi.fn(async () => false) },
    toasts: { show: vi.fn() },
    loading: { begin: vi.fn(() => () => undefined) },
    account: {
      signIn: vi.fn(async () => undefined),
      signOut: vi.fn(async () => undefined),
      switchMode: vi.fn(async () => undefined),
      selectCustomer: vi.fn(),
      refreshRoles: vi.fn(async () => undefined),
      setLanguage: vi.fn(),
    },
  };
}

/** Full mount props for a remote or the dialog host. */
export function shellProps(overrides: Partial<ShellProps> = {}): ShellProps {
  return {
    brand: 'HOM',
    route: matchedRoute('home'),
    session: visitorSession(),
    navigate: vi.fn(),
    ...stubServices(),
    ...overrides,
  };
}
