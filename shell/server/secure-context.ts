
/**
 * Whether the browser sees this page as a secure context (https, or localhost over http): there cookies can be
 * Secure. Elsewhere the browser would drop a Secure cookie, so it is sent without.
 */
export function isSecureRequest(request: { protocol: string; host: string }): boolean {
  return request.protocol === 'https' || /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host);
}
