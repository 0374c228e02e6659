import { BRAND_TABLE, STORAGE_KEYS } from '@storefront/contracts';
import { readCookies } from './cookie-jar';

/**
 * Cross-site session sharing (spec section 7): the brand sites load /iframeMsg in a hidden frame and ask
 * it, by postMessage, for the session this storefront holds (they fall back after 15 s without an
 * answer). Only the brand sites of the brand table may ask; anyone else is ignored.
 */
export const SESSION_REQUEST = 'storefront:session-request';
export const SESSION_ANSWER = 'storefront:session';

export function brandSiteOrigins(): Set<string> {
  const origins = new Set<string>();
  for (const info of Object.values(BRAND_TABLE)) {
    for (const url of [info.homeUrl, info.dealerPortalUrl]) {
      if (url) origins.add(new URL(url).origin);
    }
  }
  return origins;
}

export interface SessionAnswer {
  type: typeof SESSION_ANSWER;
  id: unknown;
  token: string | null;
  mode: string;
  userId: string | null;
  firstName: string | null;
  guestId: string | null;
}

/** Answers session requests from the allowed origins; returns the function that stops answering. */
export function answerSessionRequests(win: Window, allowed: ReadonlySet<string> = brandSiteOrigins(), read = readCookies): () => void {
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; id?: unknown } | null;
    if (!allowed.has(event.origin) || !event.source || typeof data !== 'object' || data === null || data.type !== SESSION_REQUEST) return;
    const cookies = read();
    const token = cookies[STORAGE_KEYS.token] || null;
    const answer: SessionAnswer = {
      type: SESSION_ANSWER,
      id: data.id,
      token,
      mode: token ? (cookies[STORAGE_KEYS.role] ?? 'mibd_visitor') : 'mibd_visitor',
      userId: token ? (cookies[STORAGE_KEYS.authUid] ?? null) : null,
      firstName: token ? (cookies[STORAGE_KEYS.userFirstName] ?? null) : null,
      guestId: cookies[STORAGE_KEYS.userRandom] ?? null,
    };
    (event.source as Window).postMessage(answer, event.origin);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
