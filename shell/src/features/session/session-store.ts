import { STORAGE_KEYS, isMode, newGuestId, pickLanguage, type IDENTITY_CALLS, type Mode, type ResponseOf, type SessionSnapshot, type SessionUser } from '@storefront/contracts';
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

type UserInfo = ResponseOf<typeof IDENTITY_CALLS.userInfo>;

/** The session's user as the user info call describes it. */
export function sessionUserOf(info: UserInfo): SessionUser {
  return { userId: info.user_id, firstName: info.user_first_name, lastName: info.user_last_name, email: info.user_email, headImg: info.head_img || null };
}

/** The client agent the user info call describes, or null for any other account. */
export function clientAgentOf(info: UserInfo): SessionSnapshot['clientAgent'] {
  return info.kind === 'client_agent' && info.agent_code ? { id: info.user_id, code: info.agent_code } : null;
}

/**
 * What the server learned of a signed-in session before it rendered the page: its roles in the mode it is in, and
 * (when the user info answered too) the user and whether the account is a client agent.
 */
export interface SessionSeed {
  roles: string[];
  mode: Mode;
  user?: SessionUser;
  clientAgent?: SessionSnapshot['clientAgent'];
  /** The account cart's badge count, read beside the roles: the header draws it in the first frame. */
  cartCount?: number;
}

/** A signed-in session with what the server asked for (the page is rendered and hydrated with it). */
export function seededSession(session: SessionSnapshot, seed: SessionSeed | null): SessionSnapshot {
  if (!seed || !session.token || !seed.roles.length) return session;
  return {
    ...session,
    roles: seed.roles,
    mode: seed.mode,
    ...(seed.user ? { user: seed.user } : {}),
    ...(seed.clientAgent !== undefined ? { clientAgent: seed.clientAgent } : {}),
  };
}

/**
 * The seed the page carries. The page server wrote it into the page from the api's validated answers, as it writes the
 * menus and the remote's data: only its spine (roles and mode) is checked here.
 */
export function sessionSeedFromPage(doc: Document): SessionSeed | null {
  const text = doc.getElementById(SESSION_SEED_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const seed = JSON.parse(text) as SessionSeed | null;
    return seed && Array.isArray(seed.roles) && typeof seed.mode === 'string' && isMode(seed.mode) ? seed : null;
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
