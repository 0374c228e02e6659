import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, isSignedIn, newGuestId, pickLanguage, rolesPending, sessionSnapshotSchema, type SessionSnapshot } from './session';

const GUEST_ID = /^\d{13}[A-Za-z0-9]{32}$/;

describe('newGuestId', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a 13-digit timestamp and 32 alphanumerics', () => {
    expect(newGuestId()).toMatch(GUEST_ID);
  });

  it('starts with the current time in milliseconds', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_123);
    const id = newGuestId();
    expect(id.slice(0, 13)).toBe('1700000000123');
    expect(id).toMatch(GUEST_ID);
  });

  it('uses the given time', () => {
    expect(newGuestId(1_234_567_890_123).startsWith('1234567890123')).toBe(true);
  });

  it('differs on every call, even at the same moment', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newGuestId(1_700_000_000_000)));
    expect(ids.size).toBe(200);
  });

  it('uses the whole alphanumeric range', () => {
    const chars = new Set(Array.from({ length: 200 }, () => newGuestId().slice(13)).join(''));
    expect([...chars].some((c) => /[A-Z]/.test(c))).toBe(true);
    expect([...chars].some((c) => /[a-z]/.test(c))).toBe(true);
    expect([...chars].some((c) => /[0-9]/.test(c))).toBe(true);
  });
});

describe('pickLanguage', () => {
  it.each([
    ['en', undefined, 'en'],
    ['zh', undefined, 'zh'],
    ['zh', 'en-US', 'zh'],
    ['en', 'zh-CN', 'en'],
    ['ZH', undefined, 'zh'],
    [null, 'zh-CN', 'zh'],
    [undefined, 'zh-TW', 'zh'],
    [undefined, 'en-GB', 'en'],
    ['', 'zh', 'zh'],
    ['fr', 'zh-CN', 'zh'],
    ['fr', 'de-DE', 'en'],
    [null, 'ja', 'en'],
    [undefined, undefined, 'en'],
    [null, '', 'en'],
  ] as const)('cookie %j, browser %j -> %s', (cookie, browser, expected) => {
    expect(pickLanguage(cookie, browser)).toBe(expected);
  });
});

describe('the session snapshot', () => {
  const visitor: SessionSnapshot = {
    token: null,
    roles: [],
    mode: 'mibd_visitor',
    user: null,
    customerId: null,
    guestId: newGuestId(),
    language: 'en',
    clientAgent: null,
  };

  it('accepts a visitor and a signed-in designer', () => {
    expect(sessionSnapshotSchema.parse(visitor)).toEqual(visitor);
    const designer: SessionSnapshot = {
      ...visitor,
      token: 'tok',
      roles: ['shopping_cart'],
      mode: 'mibd_designer',
      user: { userId: '1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', headImg: null },
      customerId: '9',
      clientAgent: { id: 'a1', code: 'c1' },
    };
    expect(sessionSnapshotSchema.parse(designer)).toEqual(designer);
  });

  it('rejects an unknown mode or language', () => {
    expect(sessionSnapshotSchema.safeParse({ ...visitor, mode: 'admin' }).success).toBe(false);
    expect(sessionSnapshotSchema.safeParse({ ...visitor, language: 'fr' }).success).toBe(false);
  });

  it('is signed in only with a non-empty token', () => {
    expect(isSignedIn({ token: null })).toBe(false);
    expect(isSignedIn({ token: '' })).toBe(false);
    expect(isSignedIn({ token: 'tok' })).toBe(true);
  });

  it('waits for roles only when signed in and none have arrived', () => {
    expect(rolesPending({ token: 'tok', roles: [] })).toBe(true);
    expect(rolesPending({ token: 'tok', roles: ['designer_project'] })).toBe(false);
    expect(rolesPending({ token: null, roles: [] })).toBe(false);
  });
});

describe('storage keys', () => {
  it('spells the cookie-consent keys as the product does', () => {
    expect(STORAGE_KEYS.basicCookies).toBe('BASIC_COOKIES');
    expect(STORAGE_KEYS.performanceCookies).toBe('PERFORMANCE_COOKIES');
    expect(STORAGE_KEYS.cookiesHaveBeenSet).toBe('COOKIES_HAVE_BEEN_SET');
    expect(STORAGE_KEYS.authUid).toBe('X-Auth-Uid');
    expect(STORAGE_KEYS.customerId).toBe('customer_id');
  });

  it('has no two keys spelled the same', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});
