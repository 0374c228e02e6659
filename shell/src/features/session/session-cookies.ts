import { SESSION_MAX_AGE_SECONDS, STORAGE_KEYS, newGuestId, type LoginResponse, type Mode } from '@storefront/contracts';
import { removeCookie, writeCookie } from './cookie-jar';

/**
 * What a login leaves in the browser (spec section 3): the token (behind the page server, the stand-in for the one
 * it holds; decision 019), the user's keys and the mode, kept no longer than the session lives.
 */
export function writeLoginCookies(answer: LoginResponse, mode: Mode): void {
  const write = (name: string, value: string) => writeCookie(name, value, answer.expires_in ?? SESSION_MAX_AGE_SECONDS);
  write(STORAGE_KEYS.token, answer.token);
  write(STORAGE_KEYS.authUid, answer.user_id);
  write(STORAGE_KEYS.userFirstName, answer.user_first_name);
  write(STORAGE_KEYS.userLastName, answer.user_last_name);
  write(STORAGE_KEYS.userEmail, answer.user_email);
  write(STORAGE_KEYS.userHeadImg, answer.head_img);
  write(STORAGE_KEYS.username, answer.ol_user_name ?? [answer.user_first_name, answer.user_last_name].filter(Boolean).join(' '));
  write(STORAGE_KEYS.role, mode);
  // A new login works for no customer and for no one else's agent until it says so.
  for (const key of [STORAGE_KEYS.customerId, STORAGE_KEYS.customer, STORAGE_KEYS.clientAgentId, STORAGE_KEYS.clientAgentCode]) removeCookie(key);
}

export function writeClientAgent(agent: { id: string; code: string } | null): void {
  if (agent) {
    writeCookie(STORAGE_KEYS.clientAgentId, agent.id, SESSION_MAX_AGE_SECONDS);
    writeCookie(STORAGE_KEYS.clientAgentCode, agent.code, SESSION_MAX_AGE_SECONDS);
  } else {
    removeCookie(STORAGE_KEYS.clientAgentId);
    removeCookie(STORAGE_KEYS.clientAgentCode);
  }
}

/**
 * The keys a signed-in session owns: cleared on logout and on a session-invalid answer (spec section 4).
 * getRoleTime stays: the visitor role is loaded at once and writes it again.
 */
export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.customerId,
  STORAGE_KEYS.customer,
  STORAGE_KEYS.username,
  STORAGE_KEYS.authUid,
  STORAGE_KEYS.clientAgentId,
  STORAGE_KEYS.clientAgentCode,
  STORAGE_KEYS.userFirstName,
  STORAGE_KEYS.userLastName,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.userHeadImg,
  STORAGE_KEYS.shoppingCartNum,
  STORAGE_KEYS.mode,
] as const;

/**
 * Clears the session's keys and sets the role to visitor. Logout also forgets the guest id (a new one is
 * issued at once, so calls keep a GuestUId); a session that merely expired keeps it.
 * Returns the guest id in use afterwards.
 */
export function clearSessionCookies(options: { newGuest: boolean; guestId: string }): string {
  for (const key of SESSION_KEYS) removeCookie(key);
  writeCookie(STORAGE_KEYS.role, 'mibd_visitor');
  if (!options.newGuest) return options.guestId;
  const guestId = newGuestId();
  writeCookie(STORAGE_KEYS.userRandom, guestId);
  return guestId;
}
