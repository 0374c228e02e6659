import { STORAGE_KEYS, isMode, newGuestId, pickLanguage, type SessionSnapshot } from '@storefront/contracts';
import { atom } from 'jotai';
import { readCookie, readCookies, writeCookie } from './cookie-jar';

/** The session that cookies describe (pure: the server renders the first frame from the same cookies). */
export function sessionFromCookies(cookies: Readonly<Record<string, string>>, guestId: string, browserLanguage?: string): SessionSnapshot {
  const token = cookies[STORAGE_KEYS.token];
  const mode = cookies[STORAGE_KEYS.mode];
  const agentId = cookies[STORAGE_KEYS.clientAgentId];
  const agentCode = cookies[STORAGE_KEYS.clientAgentCode];
  return {
    token: token || null,
    roles: [],
    mode: token && isMode(mode) ? mode : 'mibd_visitor',
    user: null,
    customerId: cookies[STORAGE_KEYS.customerId] || null,
    guestId,
    language: pickLanguage(cookies[STORAGE_KEYS.language], browserLanguage),
    clientAgent: agentId && agentCode ? { id: agentId, code: agentCode } : null,
  };
}

/** The session as the browser knows it at start; gives a first-time visitor a guest id. */
export function readSession(): SessionSnapshot {
  let guestId = readCookie(STORAGE_KEYS.userRandom);
  if (!guestId) {
    guestId = newGuestId();
    writeCookie(STORAGE_KEYS.userRandom, guestId);
  }
  return sessionFromCookies(readCookies(), guestId, navigator.language);
}

/** In the browser, read from cookies at start; on the server, set per request before rendering. */
export const sessionAtom = atom<SessionSnapshot>(
  typeof document === 'undefined' ? sessionFromCookies({}, '') : readSession(),
);
