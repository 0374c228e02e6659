import { matchPath, type RouteDef } from '@storefront/contracts';
import { afterLoadAndIdle, USE_IDLE_MS } from '@storefront/remote-kit';
import { loadLifecycles, remotesManifest } from './remote-loader';

/** The links an idle page prefetches: the header's and the menu's, where the next click most likely goes. */
const IDLE_LINKS = 'header a[href], nav a[href]';

/** The route a link leads to on this site, or null (another origin, a file, an address no route matches). */
export function routeOfLink(href: string, base: string = location.href): RouteDef | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return matchPath(url.pathname)?.route ?? null;
}

const started = new Set<string>();

/**
 * Fetches what moving to `route` needs before the move: its remote's entry, the remote's app module and the
 * route's page chunk (when the remote offers `prefetch`). Each route once; a failure is forgotten, so the move
 * itself (or a later hover) tries again and reports it where the page shows errors.
 */
export function prefetchRoute(route: RouteDef, current: RouteDef['id'] | null): void {
  if (route.owner === 'shell' || route.id === current || started.has(route.id)) return;
  started.add(route.id);
  loadLifecycles(route.owner, 'app', { retry: false })
    .then((lifecycles) => lifecycles.prefetch?.(route.id))
    .catch(() => started.delete(route.id));
}

const warmed = new Set<string>();

/**
 * Downloads a route's remote entry into the browser's cache without running it (a module preload), so an idle page
 * spends no main-thread time on a click that may never come; the hover or the click runs it.
 */
export function warmRoute(route: RouteDef, doc: Document = document): void {
  const { owner } = route;
  if (owner === 'shell' || warmed.has(owner)) return;
  warmed.add(owner);
  void remotesManifest()
    .then((manifest) => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = manifest[owner];
      doc.head.append(link);
    })
    .catch(() => warmed.delete(owner));
}

/** Whether the visitor asked the browser to save data: then nothing is fetched ahead of a click. */
function savingData(): boolean {
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

/**
 * Route changes without waiting for a remote: a link's route is prefetched when a pointer rests on it, a finger
 * touches it or the keyboard focuses it, and once the page is idle the entries of the header's and menu's links are
 * downloaded. Returns how to stop.
 */
export function prefetchOnIntent(currentRoute: () => RouteDef['id'], doc: Document = document): () => void {
  if (savingData()) return () => undefined;
  const fromEvent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const route = link ? routeOfLink(link.getAttribute('href') ?? '') : null;
    if (route) prefetchRoute(route, currentRoute());
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) doc.addEventListener(type, fromEvent, options);
  const cancelIdle = afterLoadAndIdle(() => {
    for (const link of doc.querySelectorAll(IDLE_LINKS)) {
      const route = routeOfLink(link.getAttribute('href') ?? '');
      if (route && route.id !== currentRoute()) warmRoute(route, doc);
    }
  }, USE_IDLE_MS);
  return () => {
    cancelIdle();
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) doc.removeEventListener(type, fromEvent, options);
  };
}
