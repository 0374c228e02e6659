// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE_SECONDS,
  POLICY_ROUTES,
  consentCookies,
  consentFromCookies,
  parseCookieHeader,
  routeChangeAccepts,
  serializeCookie,
} from './cookies';
import { ROUTES, type RouteId } from './routes';

const POLICY: RouteId[] = ['TermsOfUse', 'privacyPolicy', 'cookiesPolicy', 'refundPolicy', 'cancellation', 'warranty'];

describe('consentFromCookies', () => {
  it('gives no consent (the banner shows) unless BASIC_COOKIES is true', () => {
    expect(consentFromCookies({})).toBeNull();
    expect(consentFromCookies({ BASIC_COOKIES: 'false' })).toBeNull();
    expect(consentFromCookies({ BASIC_COOKIES: 'TRUE' })).toBeNull();
    expect(consentFromCookies({ BASIC_COOKIES: '' })).toBeNull();
    expect(consentFromCookies({ PERFORMANCE_COOKIES: 'true', COOKIES_HAVE_BEEN_SET: 'true' })).toBeNull();
  });

  it('reads the consent when BASIC_COOKIES is true', () => {
    expect(consentFromCookies({ BASIC_COOKIES: 'true' })).toEqual({ basic: true, performance: false });
    expect(consentFromCookies({ BASIC_COOKIES: 'true', PERFORMANCE_COOKIES: 'false' })).toEqual({ basic: true, performance: false });
    expect(consentFromCookies({ BASIC_COOKIES: 'true', PERFORMANCE_COOKIES: 'true' })).toEqual({ basic: true, performance: true });
  });
});

describe('routeChangeAccepts', () => {
  it('lists the six policy pages', () => {
    expect([...POLICY_ROUTES].sort()).toEqual([...POLICY].sort());
  });

  it.each(POLICY)('does not accept cookies on the way to %s', (id) => {
    expect(routeChangeAccepts(id)).toBe(false);
  });

  it('accepts cookies on the way to every other route', () => {
    for (const route of ROUTES) {
      if (POLICY.includes(route.id)) continue;
      expect(routeChangeAccepts(route.id), route.id).toBe(true);
    }
  });
});

describe('consentCookies', () => {
  it('writes basic, performance and the have-been-set flag on accept', () => {
    expect(consentCookies({ basic: true, performance: true })).toEqual({
      BASIC_COOKIES: 'true',
      PERFORMANCE_COOKIES: 'true',
      COOKIES_HAVE_BEEN_SET: 'true',
    });
  });

  it('records a refused performance choice', () => {
    expect(consentCookies({ basic: true, performance: false })).toEqual({
      BASIC_COOKIES: 'true',
      PERFORMANCE_COOKIES: 'false',
      COOKIES_HAVE_BEEN_SET: 'true',
    });
  });

  it('reads back as the consent given, so the banner stays hidden', () => {
    for (const performance of [true, false]) {
      expect(consentFromCookies(consentCookies({ basic: true, performance }))).toEqual({ basic: true, performance });
    }
  });
});

describe('serializeCookie', () => {
  it('keeps cookie data one year', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(31536000);
    expect(serializeCookie('BASIC_COOKIES', 'true', { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext: true })).toContain('Max-Age=31536000');
  });

  it('is Secure and SameSite=None in a secure context', () => {
    expect(serializeCookie('BASIC_COOKIES', 'true', { maxAge: 31536000, secureContext: true })).toBe(
      'BASIC_COOKIES=true; Path=/; Max-Age=31536000; SameSite=None; Secure',
    );
  });

  it('falls back to SameSite=Lax, not Secure, elsewhere', () => {
    const cookie = serializeCookie('language', 'en', { maxAge: 31536000, secureContext: false });
    expect(cookie).toBe('language=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookie).not.toMatch(/Secure|SameSite=None/);
  });

  it('leaves out Max-Age when none is given (a session cookie)', () => {
    expect(serializeCookie('token', 'abc', { secureContext: true })).toBe('token=abc; Path=/; SameSite=None; Secure');
  });

  it('encodes the value so separators cannot break the cookie', () => {
    const cookie = serializeCookie('customer', 'a b;c=d,é', { secureContext: false });
    expect(cookie.split('; ')[0]).toBe(`customer=${encodeURIComponent('a b;c=d,é')}`);
    expect(parseCookieHeader(cookie.split('; ')[0] as string)).toEqual({ customer: 'a b;c=d,é' });
  });

  it('is accepted by the browser and reads back through parseCookieHeader', () => {
    document.cookie = serializeCookie('BASIC_COOKIES', 'true', { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext: false });
    document.cookie = serializeCookie('userFirstName', 'Ann Marie', { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext: false });
    expect(parseCookieHeader(document.cookie)).toMatchObject({ BASIC_COOKIES: 'true', userFirstName: 'Ann Marie' });
    expect(consentFromCookies(parseCookieHeader(document.cookie))).toEqual({ basic: true, performance: false });
  });
});

describe('parseCookieHeader', () => {
  it('reads name=value pairs, trimmed and decoded', () => {
    expect(parseCookieHeader('a=1; b=x%20y;c = 3 ')).toEqual({ a: '1', b: 'x y', c: '3' });
  });

  it('keeps everything after the first = in the value', () => {
    expect(parseCookieHeader('token=abc==; q=a=b')).toEqual({ token: 'abc==', q: 'a=b' });
  });

  it('keeps the first of duplicated names', () => {
    expect(parseCookieHeader('mode=mibd_safe; mode=mibd_designer')).toEqual({ mode: 'mibd_safe' });
  });

  it('skips parts without a name or an =', () => {
    expect(parseCookieHeader('flag; =x; a=1;;')).toEqual({ a: '1' });
    expect(parseCookieHeader('')).toEqual({});
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(parseCookieHeader('bad=%E0%A4%A; ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
  });

  it('keeps an empty value', () => {
    expect(parseCookieHeader('token=')).toEqual({ token: '' });
  });
});
