import { BRAND_TABLE, type Brand, type SiteType } from './brands';
import { ROUTES, routeAvailableOn, routeLayoutOn, type RouteDef, type RouteId, type RouteLayout } from './routes';

/** Where the router is: the matched route with its params and query. Part of every remote's mount props. */
export interface MatchedRoute {
  id: RouteId;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  layout: RouteLayout;
}

export type Resolution =
  | { kind: 'route'; route: MatchedRoute }
  /** Replace the current history entry with `to` (an in-app path with its query). */
  | { kind: 'redirect'; to: string };

export interface LocationLike {
  pathname: string;
  search: string;
}

interface Compiled {
  route: RouteDef;
  segments: string[];
}

const COMPILED: Compiled[] = ROUTES.flatMap((route: RouteDef) =>
  route.paths.map((p) => ({ route, segments: p.split('/').filter(Boolean) })),
);

/** Links with these starts load the whole page instead of routing in the app (spec section 2). */
export function isFullLoadHref(href: string): boolean {
  return /^(\/page\/|\/static\/|https?:)/i.test(href);
}

export function normalizePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
}

export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches a path against the route table; null when no route has it. */
export function matchPath(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const parts = normalizePath(pathname).split('/').filter(Boolean);
  for (const { route, segments } of COMPILED) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      const seg = segments[i] as string;
      const part = parts[i] as string;
      if (seg.startsWith(':')) {
        const value = decodeSegment(part);
        const name = seg.slice(1);
        const allowed = route.paramValues?.[name];
        if (value === null || value === '' || (allowed && !allowed.includes(value))) ok = false;
        else params[name] = value;
      } else if (seg !== part) {
        ok = false;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}

/**
 * The return path a guest is sent back to after login. A path containing /home becomes /page/home
 * (spec section 2).
 */
export function loginRedirectTarget(brand: Brand, returnPath: string): string {
  if (BRAND_TABLE[brand].features.ffdVariants) return '/login';
  const pathOnly = returnPath.split(/[?#]/)[0] ?? '';
  const target = pathOnly.includes('/home') ? '/page/home' : returnPath;
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * /page/... addresses of the brand sites, reached by a full load, map onto the app's own routes:
 * /page/home/ -> /home, /page/request-access/ -> the registration form, /page/products/product-SKU.html
 * -> the product detail of SKU.
 */
export function pageAlias(pathname: string, search: string, siteType: SiteType = 'hom'): string | null {
  const m = /^\/page\/(.+?)\/?$/.exec(pathname);
  if (!m) return null;
  const rest = m[1] as string;
  const product = /^products\/product-(.+)\.html$/.exec(rest);
  if (product) {
    // A brand site shows the product at this very address (route productPage); the hub at /productDetail.
    if (siteType !== 'hom') return null;
    const query = new URLSearchParams(search);
    query.set('sku_number', decodeSegment(product[1] as string) ?? '');
    return `/productDetail?${query.toString()}`;
  }
  if (rest === 'request-access') return '/register?data1=signup';
  const candidate = `/${rest}`;
  return matchPath(candidate) ? `${candidate}${search}` : '/404';
}

export interface ResolveContext {
  brand: Brand;
  signedIn: boolean;
}

/**
 * The shell's guards, in order: root, /page/ aliases, unknown paths, the per-site whitelist,
 * redirect-only routes, then login. Pure, so the router, the server and the tests agree.
 */
export function resolveLocation(location: LocationLike, ctx: ResolveContext): Resolution {
  const path = normalizePath(location.pathname);
  if (path === '/') return { kind: 'redirect', to: '/home' };
  const siteType = BRAND_TABLE[ctx.brand].siteType;
  const alias = pageAlias(path, location.search, siteType);
  if (alias) return { kind: 'redirect', to: alias };
  const matched = matchPath(path);
  if (!matched || !routeAvailableOn(matched.route, siteType)) {
    return { kind: 'redirect', to: '/404' };
  }
  const { route, params } = matched;
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  if (route.auth === 'login' && !ctx.signedIn) {
    return { kind: 'redirect', to: loginRedirectTarget(ctx.brand, `${path}${location.search}`) };
  }
  return {
    kind: 'route',
    route: {
      id: route.id as RouteId,
      path,
      params,
      query: parseQuery(location.search),
      layout: routeLayoutOn(route, siteType),
    },
  };
}

/** The document title for a route of a brand. */
export function documentTitle(brand: Brand, route: RouteDef): string {
  const info = BRAND_TABLE[brand];
  return route.id === 'home' ? info.homeTitle : `${route.title} | ${info.titleSuffix}`;
}

/** Builds an in-app href from a path and query, dropping empty values and URL-encoding the rest (%20, not +). */
export function hrefFor(path: string, query: Record<string, string | number | undefined | null> = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * A product's page on a brand: the hub's /productDetail?sku_number=, a brand site's
 * /page/products/product-{sku}.html (spec section 2), with `source` (`llm` from the assistant) when given.
 */
export function productHref(brand: Brand, sku: string, source?: string): string {
  if (BRAND_TABLE[brand].siteType === 'hom') return hrefFor('/productDetail', { sku_number: sku, source });
  return hrefFor(`/page/products/product-${encodeURIComponent(sku)}.html`, { source });
}

/** The SKU of a product page address's file segment (`product-{sku}.html`), or null. */
export function productPageSku(file: string): string | null {
  const m = /^product-(.+)\.html$/.exec(file);
  return m ? (m[1] as string) : null;
}

/** Where a link leads on a brand's site: a route, a page of another site, a static file of this one, or nowhere. */
export type LinkDestination =
  | { kind: 'route'; id: RouteId; path: string }
  | { kind: 'external'; origin: string }
  | { kind: 'file'; path: string }
  | { kind: 'missing'; path: string };

const LINK_BASE = 'http://link.invalid';
/** More redirects than any chain of the route table has (/page/ alias, login). */
const MAX_LINK_HOPS = 5;

/**
 * Follows a link of the header, footer or a menu the way the site would: http(s) links leave for another site,
 * /static/ links are the shell's files, and everything else goes through the route table (the /page/ aliases, the
 * whitelist, redirect-only routes and the login guard) until it lands on a route. Landing on /404 is `missing`.
 */
export function linkDestination(brand: Brand, href: string, signedIn: boolean): LinkDestination {
  if (/^https?:\/\//i.test(href)) {
    try {
      return { kind: 'external', origin: new URL(href).origin };
    } catch {
      return { kind: 'missing', path: href };
    }
  }
  if (/^\/static\/[^/]/i.test(href)) return { kind: 'file', path: href };
  let current = href;
  for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
    if (!current.startsWith('/') || current.startsWith('//')) return { kind: 'missing', path: current };
    const url = new URL(current, LINK_BASE);
    if (url.origin !== LINK_BASE) return { kind: 'missing', path: current };
    const resolved = resolveLocation({ pathname: url.pathname, search: url.search }, { brand, signedIn });
    if (resolved.kind === 'route') {
      return resolved.route.id === '404' ? { kind: 'missing', path: href } : { kind: 'route', id: resolved.route.id, path: current };
    }
    if (normalizePath(resolved.to.split(/[?#]/)[0] ?? '') === '/404') return { kind: 'missing', path: href };
    current = resolved.to;
  }
  return { kind: 'missing', path: href };
}
