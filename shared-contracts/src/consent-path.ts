/** Where the cookie banner's form posts when the page has no script yet (the server sets the cookies). */
export const CONSENT_PATH = '/cookie-consent';

/**
 * An in-app path to send the browser to, else /home. A leading slash is not enough: the URL parser
 * reads '//x', '/\\x' and '/<tab>/x' as another host (and history.pushState throws on another origin).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/home';
  try {
    const url = new URL(value, 'http://storefront.local');
    return url.origin === 'http://storefront.local' ? `${url.pathname}${url.search}` : '/home';
  } catch {
    return '/home';
  }
}
