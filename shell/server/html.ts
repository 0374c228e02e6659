import { parseCookieHeader, resolveLocation, routeById, STORAGE_KEYS, type Brand, type RemotesManifest } from '@storefront/contracts';

export interface PagePlan {
  status: 200 | 404;
  /** Entry of the remote that renders this route, preloaded so it loads beside the shell. */
  preload: string | null;
}

/** What the first answer for a page needs: its status, and the remote to start fetching at once. */
export function planPage(brand: Brand, url: string, cookieHeader: string | undefined, manifest: RemotesManifest): PagePlan {
  const parsed = new URL(url, 'http://storefront.local');
  const cookies = parseCookieHeader(cookieHeader ?? '');
  const signedIn = Boolean(cookies[STORAGE_KEYS.token]);
  let location = { pathname: parsed.pathname, search: parsed.search };
  for (let i = 0; i < 5; i++) {
    const resolution = resolveLocation(location, { brand, signedIn });
    if (resolution.kind === 'route') {
      const owner = routeById(resolution.route.id).owner;
      const status = resolution.route.id === '404' && parsed.pathname !== '/404' ? 404 : 200;
      return { status, preload: owner === 'shell' ? null : manifest[owner] };
    }
    const next = new URL(resolution.to, 'http://storefront.local');
    location = { pathname: next.pathname, search: next.search };
  }
  return { status: 200, preload: null };
}

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The shell's index.html with the manifest inlined (one round trip fewer) and the route's remote preloaded. */
export function renderPage(template: string, manifest: RemotesManifest, plan: PagePlan): string {
  const tags = [`<script id="sf-remotes" type="application/json">${escapeJsonForHtml(manifest)}</script>`];
  if (plan.preload) tags.push(`<link rel="modulepreload" href="${plan.preload.replace(/"/g, '&quot;')}" crossorigin />`);
  return template.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
