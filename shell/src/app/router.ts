import {
  documentTitle,
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

export function createRouter(brand: Brand, session: () => SessionSnapshot, win: Window = window): Router {
  const listeners = new Set<Listener>();

  const resolveHere = (): MatchedRoute => {
    for (let i = 0; i < MAX_REDIRECTS; i++) {
      const resolution = resolveLocation(win.location, { brand, signedIn: isSignedIn(session()) });
      if (resolution.kind === 'route') return resolution.route;
      win.history.replaceState(win.history.state, '', resolution.to);
    }
    throw new Error(`redirect loop at ${win.location.pathname}`);
  };

  let route = resolveHere();
  win.document.title = documentTitle(brand, routeById(route.id));

  const settle = () => {
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
      if (isFullLoadHref(to)) {
        win.location.assign(to);
        return;
      }
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
