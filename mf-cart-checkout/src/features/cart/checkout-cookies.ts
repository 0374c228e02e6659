import { COOKIE_MAX_AGE_SECONDS, STORAGE_KEYS, parseCookieHeader, serializeCookie } from '@storefront/contracts';

/**
 * The certificate reminder's cookies (spec section 3): `NO_LOG_CERTIFICATE` is set for the browser's session once the
 * shopper goes on without a certificate, `noAgain` for a year when they ask not to be reminded again. Either keeps the
 * reminder away; the api still refuses an order without a certificate.
 */
export function certificateReminderOff(): boolean {
  const cookies = parseCookieHeader(document.cookie);
  return cookies[STORAGE_KEYS.noAgain] === '1' || cookies[STORAGE_KEYS.noLogCertificate] === '1';
}

export function rememberCertificateAnswer(noAgain: boolean): void {
  const secureContext = window.isSecureContext;
  document.cookie = serializeCookie(STORAGE_KEYS.noLogCertificate, '1', { secureContext });
  if (noAgain) document.cookie = serializeCookie(STORAGE_KEYS.noAgain, '1', { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext });
}
