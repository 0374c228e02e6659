import { STORAGE_KEYS, isMode, newGuestId, pickLanguage, type Mode, type SessionSnapshot, type SessionUser } from '@storefront/contracts';
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

/** The element of the page that carries the roles the server rendered a signed-in page's first frame with. */
export const SESSION_SEED_SCRIPT_ID = 'sf-session';

/** What the server learned of a signed-in session before it rendered the page: its roles in the mode it is in. */
export interface SessionSeed {
  roles: string[];
  mode: Mode;
}

/** A signed-in session with the roles the server asked for (the page is rendered and hydrated with them). */
export function seededSession(session: SessionSnapshot, seed: SessionSeed | null): SessionSnapshot {
  return seed && session.token && seed.roles.length ? { ...session, roles: seed.roles, mode: seed.mode } : session;
}

/** The seed the page carries, if it is whole. */
export function sessionSeedFromPage(doc: Document): SessionSeed | null {
  const text = doc.getElementById(SESSION_SEED_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SessionSeed> | null;
    const roles = value?.roles;
    const mode = value?.mode;
    return Array.isArray(roles) && roles.every((r) => typeof r === 'string') && typeof mode === 'string' && isMode(mode) ? { roles, mode } : null;
  } catch {
    return null;
  }
}

/** The session as the browser knows it at start: its cookies, and the roles the page was rendered with. */
export function readSession(): SessionSnapshot {
  const guestId = ensureGuestId();
  return seededSession(sessionFromCookies(readCookies(), guestId, navigator.language), sessionSeedFromPage(document));
}

/** In the browser, read from cookies at start; on the server, set per request before rendering. */
export const sessionAtom = atom<SessionSnapshot>(
  typeof document === 'undefined' ? sessionFromCookies({}, '') : readSession(),
);
