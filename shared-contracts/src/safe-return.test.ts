import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, isSafeReturnPath, safeReturnPath } from './safe-return';

/**
 * Hostile return addresses, written down independently of the implementation: the report's reproductions (M2:
 * `/.//evil.com` through the cookie-consent form; L6: `/.//x` through /redirect and /login) and the usual
 * open-redirect payloads (scheme-relative, backslash, encoded, dot-segment, control-character, whitespace, scheme
 * and credential tricks). Each must end on the fallback: never another host, never a value that makes
 * history.pushState throw.
 */
const HOSTILE: readonly string[] = [
  // The report (M2, L6)
  '/.//evil.com',
  '/.//127.0.0.1:18998/landed-on-attacker-site',
  '/.//x',
  '/.//evil.example',
  // Scheme-relative and backslashes
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '//evil.com/home',
  '/\\evil.com',
  '/\\/evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/home\\..\\..\\/evil.com',
  '//\\evil.com',
  '/\\\\evil.com',
  // Dot segments that normalize to a scheme-relative path
  '/..//evil.com',
  '/../..//evil.com',
  '/././/evil.com',
  '/home/..//evil.com',
  '/home/../..//evil.com',
  '/%2e//evil.com',
  '/%2E//evil.com',
  '/%2e%2e//evil.com',
  '/.%2e//evil.com',
  '/home/%2e%2e//evil.com',
  // Percent-encoded slashes and backslashes (once, twice)
  '/%2Fevil.com',
  '/%2f%2fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '/%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%255Cevil.com',
  '%2F%2Fevil.com',
  '%2F.%2F%2Fevil.com',
  // Control characters and whitespace (the URL parser drops tab and newline, trims spaces)
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/\r\n/evil.com',
  '/\u0000/evil.com',
  '/\u000b/evil.com',
  '/\u000c/evil.com',
  '/\u007f/evil.com',
  ' //evil.com',
  '\t//evil.com',
  '\n//evil.com',
  ' /home',
  '/home ',
  '/ /evil.com',
  '/\u00a0/evil.com',
  '/\u2028/evil.com',
  '/\u200b/evil.com',
  '/\u3000/evil.com',
  '/\ufeff/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d%0a/evil.com',
  '/%00/evil.com',
  '/home%0d%0aSet-Cookie:x=1',
  '/%E0%A4%A',
  '/%',
  // Schemes and absolute URLs
  'https://evil.com',
  'https://evil.com/home',
  'http://evil.com',
  'HTTPS://evil.com',
  'https:evil.com',
  'https:/evil.com',
  'http:\\\\evil.com',
  'ftp://evil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  // Credentials and hosts in disguise
  '//user:pass@evil.com',
  '//storefront.invalid@evil.com',
  '//evil.com%2F@storefront.invalid',
  'evil.com',
  'evil.com/home',
  'home',
  './/evil.com',
  '?next=//evil.com',
  '#//evil.com',
  '',
  // Not text
  undefined,
  null,
  42,
  ['/home'],
  { toString: () => '/home' },
  // Too long to be a return address
  `/home?${'a'.repeat(RETURN_PATH_MAX)}`,
] as never;

describe('safeReturnPath (M2, L6): one check for every return address', () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value) ?? String(value), value] as const))('M2/L6: sends %s to the fallback', (_label, value) => {
    expect(safeReturnPath(value)).toBe('/home');
    expect(safeReturnPath(value, '/login')).toBe('/login');
    expect(isSafeReturnPath(value)).toBe(false);
  });

  it.each([
    ['/home', '/home'],
    ['/productList?Room=Bedroom&page=2', '/productList?Room=Bedroom&page=2'],
    ['/productList?Room=Living%20Room', '/productList?Room=Living%20Room'],
    ['/product/category/living-room?Room=Living%20Room', '/product/category/living-room?Room=Living%20Room'],
    ['/cart?u=1#top', '/cart?u=1'],
    ['/page/home', '/page/home'],
    ['/personalCenter?type=orders', '/personalCenter?type=orders'],
    ['/selectCustomer?redirect=%2Fcart', '/selectCustomer?redirect=%2Fcart'],
    // An address inside the query is the next page's to check, and stays as it is.
    ['/login?redirect=%2F%2Fevil.com', '/login?redirect=%2F%2Fevil.com'],
    ['/searchResult?keyWord=oak%20table', '/searchResult?keyWord=oak%20table'],
    ['/page/products/product-CA%201001.html', '/page/products/product-CA%201001.html'],
    // Dot segments that stay on the site are resolved as the browser would.
    ['/home/../cart', '/cart'],
    ['/./cart', '/cart'],
    ['/%2e%2e/cart', '/cart'],
    // What the browser would encode, encoded.
    ['/search?q=<b>', '/search?q=%3Cb%3E'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('keeps the in-app path %s as %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
    expect(isSafeReturnPath(expected)).toBe(true);
  });

  it('M2/L6: what comes out is a fixed point that stays on the origin when a browser resolves it', () => {
    const inputs = [...HOSTILE.filter((v): v is string => typeof v === 'string'), '/home', '/cart?u=1', '/home/../cart', '/%2e%2e/cart'];
    for (const value of inputs) {
      const out = safeReturnPath(value);
      expect(safeReturnPath(out), value).toBe(out);
      expect(new URL(out, 'https://shop.example').origin, value).toBe('https://shop.example');
      expect(out.startsWith('//') || out.startsWith('/\\'), value).toBe(false);
    }
  });

  it('M2/L6: a hostile path behind any in-app prefix is refused the same way', () => {
    const payloads = ['//evil.com', '/\\evil.com', '/.//evil.com', '/%2e//evil.com', '/\t/evil.com', '/%5cevil.com'];
    for (const prefix of ['', '/home/..', '/a/b/../..', '/./.']) {
      for (const payload of payloads) {
        const out = safeReturnPath(`${prefix}${payload}`);
        expect(new URL(out, 'https://shop.example').origin, `${prefix}${payload}`).toBe('https://shop.example');
        expect(out.startsWith('//'), `${prefix}${payload}`).toBe(false);
      }
    }
  });
});
