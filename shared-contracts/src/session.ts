import * as z from 'zod/mini';
import { MODES } from './permissions';
import type { Language } from './i18n';

/** Cookie and storage keys (spec section 3). One place, so no package spells one differently. */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  mode: 'mode',
  userRandom: 'userRandom',
  customerId: 'customer_id',
  customer: 'customer',
  shoppingCartNum: 'shoppingCartNum',
  userFirstName: 'userFirstName',
  userLastName: 'userLastName',
  userEmail: 'userEmail',
  userHeadImg: 'userHead_img',
  username: 'username',
  authUid: 'X-Auth-Uid',
  clientAgentId: 'clientAgentId',
  clientAgentCode: 'clientAgentCode',
  getRoleTime: 'getRoleTime',
  language: 'language',
  sidebarStatus: 'sidebarStatus',
  cookiesHaveBeenSet: 'COOKIES_HAVE_BEEN_SET',
  basicCookies: 'BASIC_COOKIES',
  performanceCookies: 'PERFORMANCE_COOKIES',
  noLogCertificate: 'NO_LOG_CERTIFICATE',
  noAgain: 'noAgain',
  skuList: 'sku_list',
  /** The batch id of the guest cart's merge at FFD sign-in (kept beside sku_list until the merge is answered). */
  skuListBatch: 'sku_list_batch',
  lastPath: 'lastPath',
  curPath: 'curPath',
} as const;

export const sessionUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  headImg: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What a remote knows of the session: a snapshot, replaced whole on every change. */
export const sessionSnapshotSchema = z.object({
  token: z.nullable(z.string()),
  roles: z.array(z.string()),
  mode: z.enum(MODES),
  user: z.nullable(sessionUserSchema),
  customerId: z.nullable(z.string()),
  /** The served customer's name (the `customer` cookie), beside customerId; absent from shells before it was added. */
  customerName: z.optional(z.nullable(z.string())),
  guestId: z.string(),
  language: z.enum(['en', 'zh']),
  clientAgent: z.nullable(z.object({ id: z.string(), code: z.string() })),
});
export type SessionSnapshot = z.infer<typeof sessionSnapshotSchema>;

/**
 * A browser's session token is kept where page scripts cannot read it (decision 019): a login call that sends
 * HOLD_TOKEN_HEADER has the page server store the token in the HttpOnly cookie SESSION_COOKIE and answer a stand-in
 * in its place (HELD_TOKEN_PREFIX and a random part, new on every login, so a new sign-in is a new session to the
 * page too). The browser keeps the stand-in in its `token` cookie and sends it as X-Auth-Token; the page server puts
 * the real token there before the call reaches the api. Callers without a page server (the api's own clients, a
 * remote's harness) get and send the real token as before.
 */
export const SESSION_COOKIE = 'sf_session';
export const HELD_TOKEN_PREFIX = 'held.';
export function isHeldToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(HELD_TOKEN_PREFIX);
}
export const HOLD_TOKEN_HEADER = 'X-Hold-Token';
/** How long a session lives at most unless its login says otherwise (the api's default): its cookies live no longer. */
export const SESSION_MAX_AGE_SECONDS = 30 * 86_400;

export function isSignedIn(session: Pick<SessionSnapshot, 'token'>): boolean {
  return session.token !== null && session.token !== '';
}

/**
 * Whether a signed-in session still waits for its roles (they are not stored and arrive after start): a page whose
 * parts depend on them shows its frame until they come, instead of parts that then vanish or move.
 */
export function rolesPending(session: Pick<SessionSnapshot, 'token' | 'roles'>): boolean {
  return isSignedIn(session) && session.roles.length === 0;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Guest id: a timestamp plus 32 random alphanumerics (spec section 3). */
export function newGuestId(now: number = Date.now()): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${now}${suffix}`;
}

/** Language from the cookie, else the browser: en or zh, otherwise en (spec section 1). */
export function pickLanguage(cookieValue: string | null | undefined, browserLanguage: string | undefined): Language {
  for (const candidate of [cookieValue, browserLanguage]) {
    const lang = candidate?.toLowerCase().slice(0, 2);
    if (lang === 'en' || lang === 'zh') return lang;
  }
  return 'en';
}
