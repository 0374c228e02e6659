import { COOKIE_MAX_AGE_SECONDS, parseCookieHeader, serializeCookie } from '@storefront/contracts';

export function readCookies(): Record<string, string> {
  return parseCookieHeader(document.cookie);
}

export function readCookie(name: string): string | null {
  return readCookies()[name] ?? null;
}

/** Writes a cookie kept one year unless told otherwise (spec section 9). */
export function writeCookie(name: string, value: string, maxAge: number = COOKIE_MAX_AGE_SECONDS): void {
  document.cookie = serializeCookie(name, value, { maxAge, secureContext: window.isSecureContext });
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}
