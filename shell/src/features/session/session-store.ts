import { STORAGE_KEYS, isMode, newGuestId, pickLanguage, type SessionSnapshot } from '@storefront/contracts';
import { atom } from 'jotai';
import { readCookie, writeCookie } from './cookie-jar';

/** The session as the shell knows it at start: token, mode and guest id from cookies. */
export function readSession(): SessionSnapshot {
  let guestId = readCookie(STORAGE_KEYS.userRandom);
  if (!guestId) {
    guestId = newGuestId();
    writeCookie(STORAGE_KEYS.userRandom, guestId);
  }
  const token = readCookie(STORAGE_KEYS.token);
  const mode = readCookie(STORAGE_KEYS.mode);
  const agentId = readCookie(STORAGE_KEYS.clientAgentId);
  const agentCode = readCookie(STORAGE_KEYS.clientAgentCode);
  return {
    token: token || null,
    roles: [],
    mode: token && isMode(mode) ? mode : 'mibd_visitor',
    user: null,
    customerId: readCookie(STORAGE_KEYS.customerId) || null,
    guestId,
    language: pickLanguage(readCookie(STORAGE_KEYS.language), navigator.language),
    clientAgent: agentId && agentCode ? { id: agentId, code: agentCode } : null,
  };
}

export const sessionAtom = atom<SessionSnapshot>(readSession());
