import {
  consentFromCookies,
  createApiClient,
  createEventBus,
  documentTitle,
  resolveLocation,
  routeById,
  STORAGE_KEYS,
  type Brand,
  type MatchedRoute,
} from '@storefront/contracts';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { consentAtom } from '../features/cookies/consent-store';
import { sessionAtom, sessionFromCookies } from '../features/session/session-store';
import { App } from './app';
import type { Router } from './router';
import type { ShellServices } from './shell-api';

export interface FirstFrame {
  /** The brand the page is for: named on the page's root element, where the shell's script reads it. */
  brand: Brand;
  route: MatchedRoute;
  title: string;
  /** The shell's first render as HTML: the browser paints it at once and React hydrates it. */
  html: string;
}

const MAX_REDIRECTS = 10;

/** Where the shell will land for this address: the same guards as in the browser. */
export function landingRoute(brand: Brand, url: string, signedIn: boolean): MatchedRoute {
  let next = new URL(url, 'http://storefront.local');
  for (let i = 0; i < MAX_REDIRECTS; i++) {
    const resolution = resolveLocation(next, { brand, signedIn });
    if (resolution.kind === 'route') return resolution.route;
    next = new URL(resolution.to, 'http://storefront.local');
  }
  throw new Error(`redirect loop at ${url}`);
}

const inert = () => undefined;

/** Renders the shell's first frame (layout, header, footer, cookie banner, the remote's empty region). */
export function renderFirstFrame(brand: Brand, url: string, cookies: Readonly<Record<string, string>>): FirstFrame {
  const session = sessionFromCookies(cookies, cookies[STORAGE_KEYS.userRandom] ?? '');
  const route = landingRoute(brand, url, session.token !== null);
  const store = createStore();
  store.set(sessionAtom, session);
  store.set(consentAtom, consentFromCookies(cookies));
  const router: Router = { current: () => route, navigate: inert, subscribe: () => inert, refresh: inert };
  const services: ShellServices = {
    api: createApiClient({ brand, session: () => session }),
    events: createEventBus(new EventTarget()),
    dialogs: { open: inert, close: inert, confirm: async () => false },
    toasts: { show: inert },
    loading: { begin: () => inert },
    account: { signIn: async () => inert(), signOut: async () => inert(), switchMode: async () => inert(), selectCustomer: inert, refreshRoles: async () => inert() },
  };
  const html = renderToString(
    <Provider store={store}>
      <App brand={brand} router={router} services={services} />
    </Provider>,
  );
  return { brand, route, title: documentTitle(brand, routeById(route.id)), html };
}
