import type { RemotesManifest, RouteId } from '@storefront/contracts';
import { randomBytes } from 'node:crypto';
import type { ThirdPartyScripts } from '../src/features/third-party/third-party';
import type { SessionSite } from '../src/features/session/session-sites';

/** A fresh nonce for one page's start script. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origins the manifest serves remotes from besides this server's own (an entry given as a path is ours). */
function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
    origins.add(new URL(entry).origin);
  }
  return [...origins].sort();
}

/** The origins of the configured third-party scripts. */
function thirdPartyOrigins(scripts: ThirdPartyScripts): string[] {
  return [...new Set([scripts.tagManager, scripts.chatWidget].flatMap((url) => (url ? [new URL(url).origin] : [])))].sort();
}

/**
 * The headers that keep a page of the storefront to itself (M3, decision 019). Scripts come from this server and the
 * remotes' origins, and inline only as the start script carrying this page's nonce; styles may be inline (the server
 * render's stylesheet and the style attributes React writes). Only the storefront itself may frame a page, except
 * /iframeMsg, which the brand sites that share the session frame; a page may frame those sites' /iframeMsg in turn
 * (decision 035).
 */
export function pageSecurityHeaders(
  manifest: RemotesManifest,
  nonce: string,
  route: RouteId,
  sessionSites: readonly SessionSite[] = [],
  thirdParty: ThirdPartyScripts = { tagManager: null, chatWidget: null },
): Record<string, string> {
  const remotes = remoteOrigins(manifest);
  // The configured tag manager and chat widget (off by default) load their scripts, styles, pictures and frames.
  const outside = thirdPartyOrigins(thirdParty);
  const from = (...sources: string[]) => [...sources, ...remotes, ...outside].join(' ');
  const framedByBrandSites = route === 'iframeMsg';
  const sites = [...new Set(sessionSites.map((site) => site.origin))].sort();
  const ancestors = framedByBrandSites ? ["'self'", ...sites] : ["'self'"];
  const policy = [
    "default-src 'self'",
    `script-src ${from("'self'", `'nonce-${nonce}'`)}`,
    `style-src ${from("'self'", "'unsafe-inline'")}`,
    `img-src ${from("'self'", 'data:', 'blob:')}`,
    `font-src ${from("'self'", 'data:')}`,
    `connect-src ${from("'self'")}`,
    "worker-src 'self' blob:",
    `frame-src ${["'self'", ...sites, ...outside].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ');
  return {
    'content-security-policy': policy,
    // For browsers that know only the older header; it cannot name the brand sites, so /iframeMsg goes without.
    ...(framedByBrandSites ? {} : { 'x-frame-options': 'SAMEORIGIN' }),
  };
}
