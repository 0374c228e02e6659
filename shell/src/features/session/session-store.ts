import { STORAGE_KEYS, isMode, newGuestId, pickLanguage, type SessionSnapshot, type SessionUser } from '@storefront/contracts';
import { atom } from 'jotai';
import { readCookie, readCookies, writeCookie } from './cookie-jar';

/** The signed-in user the login cookies describe (X-Auth-Uid and the name, email and head image keys). */
function userFromCookies(cookies: Readonly<Record<string, string>>): SessionUser | null {
  const userId = cookies[STORAGE_KEYS.authUid];
  if (!userId) return null;
  return {
    userId,
    firstName: cookies[STORAGE_KEYS.userFirstName] ?? '',
    lastName: cookies[STORAGE_KEYS.userLastName] ?? '',
    email: cookies[STORAGE_KEYS.userEmail] ?? '',
    headImg: cookies[STORAGE_KEYS.userHeadImg] || null,
  };
}

/**
 * The session that cookies describe. Pure: the server renders the first frame from the same cookies, so
 * the browser's first render matches it. The mode is kept in the `role` cookie (spec section 3); roles
 * themselves are not stored and arrive after start.
 */
export function sessionFromCookies(cookies: Readonly<Record<string, string>>, guestId: string, browserLanguage?: string): SessionSnapshot {
  const token = cookies[STORAGE_KEYS.token] || null;
  const mode = cookies[STORAGE_KEYS.role] ?? cookies[STORAGE_KEYS.mode];
  const agentId = cookies[STORAGE_KEYS.clientAgentId];
  const agentCode = cookies[STORAGE_KEYS.clientAgentCode];
  return {
    token,
    roles: [],
    mode: token && isMode(mode) && mode !== 'mibd_visitor' ? mode : 'mibd_visitor',
    user: token ? userFromCookies(cookies) : null,
    customerId: token ? cookies[STORAGE_KEYS.customerId] || null : null,
    customerName: token && cookies[STORAGE_KEYS.customerId] ? cookies[STORAGE_KEYS.customer] || null : null,
    guestId,
    language: pickLanguage(cookies[STORAGE_KEYS.language], browserLanguage),
    clientAgent: token && agentId && agentCode ? { id: agentId, code: agentCode } : null,
  };
}

/** The guest id of this browser; a first-time visitor gets one (timestamp plus 32 alphanumerics). */
export function ensureGuestId(): string {
  let guestId = readCookie(STORAGE_KEYS.userRandom);
  if (!guestId) {
    guestId = newGuestId();
    writeCookie(STORAGE_KEYS.userRandom, guestId);
  }
  return guestId;
}

/** The session as the browser knows it at start. */
export function readSession(): SessionSnapshot {
  const guestId = ensureGuestId();
  return sessionFromCookies(readCookies(), guestId, navigator.language);
}

/** In the browser, read from cookies at start; on the server, set per request before rendering. */
export const sessionAtom = atom<SessionSnapshot>(
  typeof document === 'undefined' ? sessionFromCookies({}, '') : readSession(),
);
