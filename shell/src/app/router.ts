import {
  STORAGE_KEYS,
  brandHomeTarget,
  documentTitle,
  normalizePath,
  parseCookieHeader,
  isFullLoadHref,
  isSignedIn,
  resolveLocation,
  routeById,
  type Brand,
  type MatchedRoute,
  type SessionSnapshot,
} from '@storefront/contracts';

type Listener = (route: MatchedRoute, previous: MatchedRoute | null) => void;

/**
 * The shell is the only router: history mode over the route table, guards applied before any remote
 * code loads. Redirects replace the history entry, so Back never lands on a redirect.
 */
export interface Router {
  current(): MatchedRoute;
  navigate(to: string, options?: { replace?: boolean }): void;
  subscribe(listener: Listener): () => void;
  /** Re-runs the guards, e.g. after the session changed. */
  refresh(): void;
}

const MAX_REDIRECTS = 10;

/**
 * Query u names the signed-in user: it is kept from the stored X-Auth-Uid cookie (the stored value minus
 * its first four characters) and removed when there is no such cookie (spec section 4). Returns the
 * address to go to instead, or null when the address is already right.
 */
export function queryUFix(route: MatchedRoute, cookies: Readonly<Record<string, string>>): string | null {
  if (route.query.u === undefined) return null;
  const stored = cookies[STORAGE_KEYS.authUid];
  const want = stored && stored.length > 4 ? stored.slice(4) : null;
  if (want === route.query.u) return null;
  const query = new URLSearchParams(route.query);
  if (want) query.set('u', want);
  else query.delete('u');
  const search = query.toString();
  return `${route.path}${search ? `?${search}` : ''}`;
}

/** Whether an in-app address, resolved as the history API resolves it, stays on this page's origin. */
function onThisOrigin(win: Window, to: string): boolean {
  try {
    return new URL(to, win.location.href).origin === win.location.origin;
  } catch {
    return false;
  }
}

export function createRouter(brand: Brand, session: () => SessionSnapshot, win: Window = window): Router {
  const listeners = new Set<Listener>();

  const resolveHere = (): MatchedRoute => {
    for (let i = 0; i < MAX_REDIRECTS; i++) {
      const resolution = resolveLocation(win.location, { brand, signedIn: isSignedIn(session()) });
      const fix = resolution.kind === 'route' ? queryUFix(resolution.route, parseCookieHeader(win.document.cookie)) : null;
      if (resolution.kind === 'route' && fix === null) return resolution.route;
      win.history.replaceState(win.history.state, '', resolution.kind === 'redirect' ? resolution.to : (fix as string));
    }
    throw new Error(`redirect loop at ${win.location.pathname}`);
  };

  // A link followed by a click: a click that would land on /noPermission goes to the brand's home instead.
  let clicked = false;
  win.document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) clicked = true;
    },
    true,
  );

  let route = resolveHere();
  win.document.title = documentTitle(brand, routeById(route.id));

  const settle = () => {
    clicked = false;
    const previous = route;
    route = resolveHere();
    win.document.title = documentTitle(brand, routeById(route.id));
    if (previous.path !== route.path || JSON.stringify(previous.query) !== JSON.stringify(route.query)) {
      win.scrollTo(0, 0);
    }
    for (const listener of listeners) listener(route, previous);
  };

  win.addEventListener('popstate', settle);

  return {
    current: () => route,
    navigate(to, options) {
      if (clicked && normalizePath(to.split(/[?#]/)[0] ?? '') === '/noPermission') {
        clicked = false;
        to = brandHomeTarget(brand);
      }
      if (isFullLoadHref(to)) {
        win.location.assign(to);
        return;
      }
      // The history API throws on another origin (security finding L6): an address that would leave goes home.
      if (!onThisOrigin(win, to)) to = '/home';
      win.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      settle();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: settle,
  };
}
