import { SESSION_SITES_WAIT_MS, isBrand, serializeCookie, type Brand, type LoginResponse, type SessionSite } from '@storefront/contracts';
import { readCookie, readCookies, removeCookie, writeCookie } from './cookie-jar';

export { defaultSessionSites, parseSessionSites, type SessionSite } from '@storefront/contracts';

/**
 * The session shared between the brand sites (spec section 7, decision 035). A visitor's page on one brand site frames
 * the other sites' /iframeMsg, hidden, and asks each by postMessage for the session it holds; a site where the browser
 * is signed in answers with a one-time code (never its token), which this site's page server redeems for a session of
 * its own. The first session answered wins; after SESSION_SITES_WAIT_MS nothing more is waited for.
 */

/** The element of the page that carries the sites the page server was configured with. */
export const SESSION_SITES_SCRIPT_ID = 'sf-session-sites';
/** Where the /iframeMsg page asks its own page server for a one-time code (the page server holds the token). */
export const SESSION_CODE_PATH = '/session-sites/code';
/**
 * The cookie that carries the held token to SESSION_CODE_PATH from a frame on another site (SameSite=None, HttpOnly):
 * the page server honours it there and nowhere else.
 */
export const SESSION_SITES_COOKIE = 'sf_session_sites';
/** Set for the browser session once this site has asked its siblings: it asks once, not on every page. */
export const SITES_ASKED_COOKIE = 'sessionSitesAsked';
/** Set when the user signs out here, until the next sign-in: a sibling's session never signs them back in. */
export const SIGNED_OUT_COOKIE = 'signedOutHere';

export const SESSION_REQUEST = 'storefront:session-request';
export const SESSION_ANSWER = 'storefront:session';
/** Posted by /iframeMsg to the page that framed it once it listens (it carries nothing). */
export const SESSION_FRAME_READY = 'storefront:session-frame-ready';

export interface SessionRequest {
  type: typeof SESSION_REQUEST;
  id: string;
  /** The brand of the site that asks: the code is made for it. */
  brand: Brand;
}

export interface SessionAnswer {
  type: typeof SESSION_ANSWER;
  id: string;
  /** The one-time code, or null when this site holds no session. */
  code: string | null;
  mode: string;
  userId: string | null;
  firstName: string | null;
  guestId: string | null;
}

/** The sites the page server handed the page. */
export function sessionSitesFromPage(doc: Document): SessionSite[] {
  const text = doc.getElementById(SESSION_SITES_SCRIPT_ID)?.textContent;
  if (!text) return [];
  try {
    const sites = JSON.parse(text) as unknown;
    return Array.isArray(sites) ? sites.filter((s): s is SessionSite => typeof s?.origin === 'string' && isBrand(s?.brand)) : [];
  } catch {
    return [];
  }
}

export function isSiteAllowed(sites: readonly SessionSite[], origin: string, brand?: unknown): boolean {
  return sites.some((site) => site.origin === origin && (brand === undefined || site.brand === brand));
}

/** Marks an explicit sign-out on this site (kept a year, until the next sign-in). */
export function markSignedOut(signedOut: boolean): void {
  if (signedOut) writeCookie(SIGNED_OUT_COOKIE, '1');
  else if (readCookie(SIGNED_OUT_COOKIE) !== null) removeCookie(SIGNED_OUT_COOKIE);
}

/** What the page knows when it decides whether to ask its siblings. */
export interface AskPlan {
  brand: Brand;
  sites: readonly SessionSite[];
  /** This page's own origin: a site that is not among the sites is answered by none of them, so it never asks. */
  origin: string;
  signedIn: boolean;
  /** The page is itself in a frame (/iframeMsg is), or is /iframeMsg. */
  framed: boolean;
  cookies: Readonly<Record<string, string>>;
}

/** The sites to ask, or none: only a visitor's own page, on a listed site, once a browser session, never after a sign-out here. */
export function sitesToAsk(plan: AskPlan): SessionSite[] {
  if (plan.signedIn || plan.framed || plan.cookies[SITES_ASKED_COOKIE] || plan.cookies[SIGNED_OUT_COOKIE]) return [];
  if (!isSiteAllowed(plan.sites, plan.origin)) return [];
  const others = new Map<string, SessionSite>();
  for (const site of plan.sites) if (site.origin !== plan.origin && !others.has(site.origin)) others.set(site.origin, site);
  return [...others.values()];
}

/** Remembers, for this browser session (a cookie without an age), that the siblings were asked. */
export function markAsked(): void {
  document.cookie = serializeCookie(SITES_ASKED_COOKIE, '1', { secureContext: window.isSecureContext });
}

/** A hidden frame of a sibling's /iframeMsg. */
export interface SiteFrame {
  target: Pick<Window, 'postMessage'> | null;
  remove(): void;
}

export interface AskDeps {
  /** The window whose messages are listened to. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  brand: Brand;
  sites: readonly SessionSite[];
  /** Frames a site's /iframeMsg (a test passes its own). */
  openFrame(url: string): SiteFrame;
  waitMs?: number;
  /** A request id (a test passes its own). */
  newId?: () => string;
}

/** The first session answered: its code and who it is; null when no site answered with one in time. */
export type SiblingSession = Pick<SessionAnswer, 'code' | 'mode' | 'userId' | 'firstName'> & { code: string; origin: string };

/**
 * Frames every site's /iframeMsg and asks each, once it says it listens, for its session. Resolves with the first
 * session answered; with null when every site answered as a visitor, or after `waitMs` (spec section 7: 15 s),
 * whichever comes first. Answers from other origins, other windows or for other requests are ignored. The frames
 * are removed when it resolves.
 */
export function askSiblingSessions({ win, brand, sites, openFrame, waitMs = SESSION_SITES_WAIT_MS, newId = randomId }: AskDeps): Promise<SiblingSession | null> {
  return new Promise((resolve) => {
    if (!sites.length) return resolve(null);
    const id = newId();
    const frames = new Map<string, SiteFrame>();
    let done = false;
    const finish = (found: SiblingSession | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      for (const frame of frames.values()) frame.remove();
      resolve(found);
    };
    const onMessage = (event: MessageEvent) => {
      const frame = frames.get(event.origin);
      if (!frame || !event.source || event.source !== frame.target) return;
      const data = event.data as (Omit<Partial<SessionAnswer>, 'type'> & { type?: unknown }) | null;
      if (typeof data !== 'object' || data === null) return;
      if (data.type === SESSION_FRAME_READY) {
        const request: SessionRequest = { type: SESSION_REQUEST, id, brand };
        frame.target?.postMessage(request, event.origin);
        return;
      }
      if (data.type !== SESSION_ANSWER || data.id !== id) return;
      if (typeof data.code === 'string' && data.code) {
        finish({ code: data.code, mode: String(data.mode ?? ''), userId: data.userId ?? null, firstName: data.firstName ?? null, origin: event.origin });
        return;
      }
      // A visitor there: that site is done; when every site is, there is nothing left to wait for.
      frame.remove();
      frames.delete(event.origin);
      if (frames.size === 0) finish(null);
    };
    win.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(null), waitMs);
    for (const site of sites) frames.set(site.origin, openFrame(`${site.origin}/iframeMsg`));
  });
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
}

/** A hidden frame in the document, out of sight, out of the tab order and of the accessibility tree. */
export function hiddenFrame(doc: Document): (url: string) => SiteFrame {
  return (url) => {
    const frame = doc.createElement('iframe');
    frame.src = url;
    frame.title = '';
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('data-session-site', new URL(url).origin);
    // Drawn (so its page paints and starts at once) but 1 px, transparent and off the layout.
    frame.style.cssText = 'position:fixed;width:1px;height:1px;border:0;opacity:0;pointer-events:none;left:-10px;top:-10px';
    doc.body.append(frame);
    return { target: frame.contentWindow, remove: () => frame.remove() };
  };
}

/** Resolves once the page has loaded and the browser is idle: the siblings are never asked on the critical path. */
export function whenIdle(win: Window = window, doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 5_000 });
      else win.setTimeout(resolve, 500);
    };
    if (doc.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

export interface JoinDeps {
  brand: Brand;
  sites: readonly SessionSite[];
  /** Whether this site is signed in now (asked again before anything changes: the user may sign in meanwhile). */
  signedIn(): boolean;
  /** Redeems a code through this site's page server, which keeps the session's token (the login answer). */
  redeem(code: string): Promise<LoginResponse>;
  /** Takes the session as after a login. */
  signIn(answer: LoginResponse): Promise<void>;
  win?: Window;
  doc?: Document;
  idle?: () => Promise<void>;
}

/**
 * At start, on a visitor's page: asks the sibling sites for their session (once a browser session, never after a
 * sign-out here), and signs in with the first one answered. A site that does not answer, or a code refused, changes
 * nothing. Resolves with whether a session was taken.
 */
export async function joinSiblingSession({ brand, sites, signedIn, redeem, signIn, win = window, doc = document, idle = () => whenIdle(win, doc) }: JoinDeps): Promise<boolean> {
  const asked = sitesToAsk({ brand, sites, origin: win.location.origin, signedIn: signedIn(), framed: win.top !== win, cookies: readCookies() });
  if (!asked.length) return false;
  markAsked();
  await idle();
  if (signedIn()) return false;
  const found = await askSiblingSessions({ win, brand, sites: asked, openFrame: hiddenFrame(doc) });
  if (!found || signedIn()) return false;
  try {
    const answer = await redeem(found.code);
    if (signedIn()) return false;
    await signIn(answer);
    return true;
  } catch {
    return false;
  }
}
