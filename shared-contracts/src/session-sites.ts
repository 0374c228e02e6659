import { BRAND_TABLE, BRANDS, isBrand, type Brand } from './brands';

/**
 * The brand sites that share the session (spec section 7, decisions 035 and 040): read by the page server (the frames
 * it may be framed by and may frame) and by the api (where the brand redirect sends a signed-in user).
 */

/** A brand site that shares the session: its brand and its origin (scheme, host and port). */
export interface SessionSite {
  brand: Brand;
  origin: string;
}

/**
 * Where a brand site takes a one-time code to (the brand redirect's `redirect_url`): the page redeems `code` for a
 * session of its own and goes on to `to`, a path of the site.
 */
export const BRAND_REDIRECT_PAGE = '/redirect';

/** The brand sites of the brand table (their production origins): the default when nothing is configured. */
export function defaultSessionSites(): SessionSite[] {
  const sites: SessionSite[] = [];
  for (const brand of BRANDS) {
    const url = BRAND_TABLE[brand].homeUrl;
    if (url) sites.push({ brand, origin: new URL(url).origin });
  }
  return sites;
}

/**
 * The sites from configuration (`SESSION_SITES`): `BRAND=origin` pairs, comma-separated
 * (`CA=https://www.caracole.com,ROWE=...`). Unset: the brand table's sites; empty: none. Anything else is refused, so a
 * typo never opens the session to a site.
 */
export function parseSessionSites(text: string | undefined): SessionSite[] {
  if (text === undefined) return defaultSessionSites();
  const sites: SessionSite[] = [];
  for (const item of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const at = item.indexOf('=');
    const brand = item.slice(0, at).trim().toUpperCase();
    const address = item.slice(at + 1).trim();
    if (at < 1 || !isBrand(brand)) throw new Error(`SESSION_SITES: "${item}" names no brand (BRAND=origin)`);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Error(`SESSION_SITES: "${item}" has no origin`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== address.replace(/\/$/, '')) throw new Error(`SESSION_SITES: "${item}" is not an origin`);
    sites.push({ brand, origin: url.origin });
  }
  return sites;
}
