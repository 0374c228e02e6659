import { STORAGE_KEYS, type SessionCodeResponse } from '@storefront/contracts';
import { readCookies } from './cookie-jar';
import { SESSION_ANSWER, SESSION_CODE_PATH, SESSION_FRAME_READY, SESSION_REQUEST, isSiteAllowed, type SessionAnswer, type SessionSite } from './session-sites';

/**
 * The answering side of the cross-site session (spec section 7, decision 035): the brand sites load /iframeMsg in a
 * hidden frame and ask it, by postMessage, for the session this site holds. Only a site of the configured sites, asking
 * as its own brand, is answered; anyone else is ignored. The answer carries a one-time code the page server made for
 * that site, never a token: the token stays in the page server's HttpOnly cookie.
 */

/** What the page server answers SESSION_CODE_PATH: a code for the site's brand, or null for a visitor. */
export type SessionCode = Pick<SessionCodeResponse, 'code' | 'user_id' | 'user_first_name' | 'mode'> | null;

/** Asks this site's page server (same origin, with its HttpOnly cookie) for a one-time code for a brand site. */
export async function fetchSessionCode(brand: string): Promise<SessionCode> {
  const res = await fetch(SESSION_CODE_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ brand }),
  });
  const envelope = (await res.json()) as { val?: SessionCode };
  return envelope.val ?? null;
}

/** Answers session requests from the allowed sites; returns the function that stops answering. */
export function answerSessionRequests(
  win: Window,
  sites: readonly SessionSite[],
  askCode: (brand: string) => Promise<SessionCode> = fetchSessionCode,
  read: () => Record<string, string> = readCookies,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; id?: unknown; brand?: unknown } | null;
    if (typeof data !== 'object' || data === null || data.type !== SESSION_REQUEST || typeof data.id !== 'string' || !event.source) return;
    if (!isSiteAllowed(sites, event.origin, data.brand)) return;
    const source = event.source as Window;
    const { id, brand } = data as { id: string; brand: string };
    void askCode(brand)
      .catch(() => null)
      .then((found) => {
        const answer: SessionAnswer = {
          type: SESSION_ANSWER,
          id,
          code: found?.code ?? null,
          mode: found?.mode ?? 'mibd_visitor',
          userId: found?.user_id ?? null,
          firstName: found?.user_first_name ?? null,
          guestId: read()[STORAGE_KEYS.userRandom] ?? null,
        };
        source.postMessage(answer, event.origin);
      });
  };
  win.addEventListener('message', onMessage);
  // The page that framed this one may ask now (the message says nothing but that).
  if (win.parent && win.parent !== win) win.parent.postMessage({ type: SESSION_FRAME_READY }, '*');
  return () => win.removeEventListener('message', onMessage);
}
