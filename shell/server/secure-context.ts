
/**
 * Whether the browser sees this page as a secure context (https, or localhost and its subdomains over http, which
 * `BRAND=all npm start` serves the brands on): there cookies can be
 * Secure. Elsewhere the browser would drop a Secure cookie, so it is sent without.
 */
export function isSecureRequest(request: { protocol: string; host: string }): boolean {
  return request.protocol === 'https' || /^(([a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(request.host);
}
