import {
  cartCountFromCookies,
  consentFromCookies,
  isHeldToken,
  createApiClient,
  createEventBus,
  documentTitle,
  isSignedIn,
  CART_CALLS,
  IDENTITY_CALLS,
  cartBadgeCount,
  resolveLocation,
  routeById,
  CONTRACTS_VERSION,
  LOCALES,
  SESSION_COOKIE,
  STORAGE_KEYS,
  type Brand,
  type MatchedRoute,
  type ShellProps,
} from '@storefront/contracts';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { consentAtom } from '../features/cookies/consent-store';
import { cartCountAtom } from '../features/header/cart-count';
import { seedSiteMenus, type SiteMenus } from '../features/layout/use-site-menus';
import { PrerenderedContext, type PrerenderedPage } from '../features/remotes/remote-region';
import { clientAgentOf, seededSession, sessionAtom, sessionFromCookies, sessionUserOf, type SessionSeed } from '../features/session/session-store';
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
  /** The roles the frame was rendered with (a signed-in page): the page carries them, the browser starts from them. */
  seed: SessionSeed | null;
  /** The page's language (its `lang`), the one the frame was rendered in. */
  lang: string;
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

/** What a page of this address starts from: the session in its cookies, the route it lands on, the shell's props. */
export interface FrameStart {
  brand: Brand;
  route: MatchedRoute;
  cookies: Readonly<Record<string, string>>;
  services: ShellServices;
  /** The mount props of the route's remote, as the browser's first render will give them. */
  shell: ShellProps;
  seed: SessionSeed | null;
}

/**
 * The start of a page on the server. `apiUrl` is where the server reaches the api (a remote's server render reads
 * through it); the browser's client calls the same paths on its own origin.
 */
export function frameStart(
  brand: Brand,
  url: string,
  cookies: Readonly<Record<string, string>>,
  apiUrl = '',
  seed: SessionSeed | null = null,
  browserLanguage?: string,
): FrameStart {
  const session = seededSession(sessionFromCookies(cookies, cookies[STORAGE_KEYS.userRandom] ?? '', browserLanguage), seed);
  const route = landingRoute(brand, url, session.token !== null);
  const services: ShellServices = {
    // The server calls the api itself, so it sends the token the page server holds for this browser (decision 019).
    api: createApiClient({ brand, session: () => (isHeldToken(session.token) ? { ...session, token: cookies[SESSION_COOKIE] || null } : session), baseUrl: apiUrl }),
    events: createEventBus(new EventTarget()),
    dialogs: { open: inert, close: inert, confirm: async () => false },
    toasts: { show: inert },
    loading: { begin: () => inert },
    account: { signIn: async () => inert(), signOut: async () => inert(), switchMode: async () => inert(), selectCustomer: inert, refreshRoles: async () => inert(), setLanguage: inert },
  };
  const shell: ShellProps = { brand, route, session, navigate: inert, contractsVersion: CONTRACTS_VERSION, ...services };
  return { brand, route, cookies, services, shell, seed: session.roles.length ? seed : null };
}

/**
 * The roles of a signed-in session in its mode, asked before its page is rendered, so that the header and a page that
 * depends on them (the personal center's sections) come whole in the first frame. `null` for a visitor, an expired
 * session, a failure or an answer later than `budgetMs`: the page is then rendered as the roles still on their way.
 */
export async function sessionSeedFor(start: FrameStart, budgetMs: number): Promise<SessionSeed | null> {
  const { session } = start.shell;
  if (!isSignedIn(session)) return null;
  const signal = AbortSignal.timeout(budgetMs);
  // The user too: a page that depends on who the user is (a client agent's desk) is then drawn for them at once. And
  // the cart's lines where the mode may have a cart, for the header's badge (refused without shopping_cart: no badge).
  const withCart = session.mode !== 'mibd_safe' && session.mode !== 'mibd_visitor';
  const [roles, info, cart] = await Promise.allSettled([
    start.services.api.call(IDENTITY_CALLS.userRole, { query: { mode: session.mode }, signal }),
    start.services.api.call(IDENTITY_CALLS.userInfo, { signal }),
    withCart ? start.services.api.call(CART_CALLS.list, { signal }) : Promise.reject(new Error('no cart in this mode')),
  ]);
  if (roles.status !== 'fulfilled' || !roles.value.Role.length) return null;
  const seed: SessionSeed = { roles: roles.value.Role, mode: roles.value.mode };
  const counted = cart.status === 'fulfilled' ? { cartCount: cartBadgeCount(cart.value.list) } : {};
  return info.status === 'fulfilled' ? { ...seed, ...counted, user: sessionUserOf(info.value), clientAgent: clientAgentOf(info.value) } : { ...seed, ...counted };
}

/**
 * Renders the shell's first frame (layout, header, footer, cookie banner, the route's region): the region holds the
 * page the remote's server entry rendered, when there is one, else it is empty (its height reserved). With the site's
 * menus, the header's and footer's links are in it too.
 */
export function renderFirstFrame(start: FrameStart, prerendered: PrerenderedPage | null = null, menus: SiteMenus | null = null): FirstFrame {
  const { brand, route, cookies, services, shell } = start;
  if (menus) seedSiteMenus(services.api, menus);
  const store = createStore();
  store.set(sessionAtom, shell.session);
  store.set(consentAtom, consentFromCookies(cookies));
  store.set(cartCountAtom, start.seed?.cartCount ?? cartCountFromCookies(cookies));
  const router: Router = { current: () => route, navigate: inert, subscribe: () => inert, refresh: inert };
  const html = renderToString(
    <Provider store={store}>
      <PrerenderedContext.Provider value={prerendered}>
        <App brand={brand} router={router} services={services} />
      </PrerenderedContext.Provider>
    </Provider>,
  );
  return { brand, route, title: documentTitle(brand, routeById(route.id)), html, seed: start.seed, lang: LOCALES[shell.session.language] };
}
