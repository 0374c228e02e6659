import type { RouteId } from './routes';
import { STORAGE_KEYS } from './session';

/** Cookie data is kept one year (spec section 9). */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Moving to one of these pages does not accept cookies: people read them before deciding. */
export const POLICY_ROUTES: readonly RouteId[] = [
  'TermsOfUse',
  'privacyPolicy',
  'cookiesPolicy',
  'refundPolicy',
  'cancellation',
  'warranty',
];

export interface CookieConsent {
  basic: boolean;
  performance: boolean;
}

/** The banner shows unless BASIC_COOKIES is true (spec section 4). */
export function consentFromCookies(cookies: Readonly<Record<string, string>>): CookieConsent | null {
  if (cookies[STORAGE_KEYS.basicCookies] !== 'true') return null;
  return { basic: true, performance: cookies[STORAGE_KEYS.performanceCookies] === 'true' };
}

/** A route change accepts cookies, except when it leads to a policy page. */
export function routeChangeAccepts(to: RouteId): boolean {
  return !POLICY_ROUTES.includes(to);
}

/** The cookies written when consent is given. */
export function consentCookies(consent: CookieConsent): Record<string, string> {
  return {
    [STORAGE_KEYS.basicCookies]: 'true',
    [STORAGE_KEYS.performanceCookies]: String(consent.performance),
    [STORAGE_KEYS.cookiesHaveBeenSet]: 'true',
  };
}

export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/**
 * A Set-Cookie string for the browser. Cookies are Secure and SameSite=None where the page is a secure
 * context (https, or localhost); elsewhere the browser would drop them, so they fall back to Lax.
 */
export function serializeCookie(name: string, value: string, opts: { maxAge?: number; secureContext: boolean; httpOnly?: boolean }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/'];
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  // A cookie scripts may not read is one only this origin's own pages send: SameSite=Lax, Secure where it can be.
  if (opts.httpOnly) parts.push(opts.secureContext ? 'HttpOnly; SameSite=Lax; Secure' : 'HttpOnly; SameSite=Lax');
  else parts.push(opts.secureContext ? 'SameSite=None; Secure' : 'SameSite=Lax');
  return parts.join('; ');
}
