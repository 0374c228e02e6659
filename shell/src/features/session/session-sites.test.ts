// @vitest-environment jsdom
import { SESSION_SITES_WAIT_MS, type LoginResponse } from '@storefront/contracts';
import {
  SESSION_ANSWER,
  SESSION_FRAME_READY,
  SESSION_REQUEST,
  SIGNED_OUT_COOKIE,
  SITES_ASKED_COOKIE,
  askSiblingSessions,
  defaultSessionSites,
  joinSiblingSession,
  parseSessionSites,
  sitesToAsk,
  type SessionSite,
  type SiteFrame,
} from './session-sites';

const CA: SessionSite = { brand: 'CA', origin: 'http://localhost:8081' };
const ROWE: SessionSite = { brand: 'ROWE', origin: 'http://localhost:8083' };
const JC: SessionSite = { brand: 'JC', origin: 'http://localhost:8084' };

/** Fake frames: each opened frame is a window that records what it was sent. */
function fakeFrames() {
  const opened = new Map<string, { target: { postMessage: ReturnType<typeof vi.fn> }; removed: boolean }>();
  const openFrame = (url: string): SiteFrame => {
    const frame = { target: { postMessage: vi.fn() }, removed: false };
    opened.set(new URL(url).origin, frame);
    return { target: frame.target as unknown as Window, remove: () => void (frame.removed = true) };
  };
  /** A message from a site's frame (or from `source` posing as it). */
  const from = (origin: string, data: unknown, source: unknown = opened.get(origin)?.target) =>
    window.dispatchEvent(new MessageEvent('message', { origin, data, source: source as Window }));
  return { opened, openFrame, from };
}

const answer = (id: string, code: string | null) => ({ type: SESSION_ANSWER, id, code, mode: code ? 'mibd_designer' : 'mibd_visitor', userId: code ? 'u-1' : null, firstName: code ? 'Dana' : null, guestId: 'g' });

describe('the sites from configuration', () => {
  it('reads BRAND=origin pairs; unset is the brand table, empty is none', () => {
    expect(parseSessionSites('CA=http://localhost:8081, rowe=http://localhost:8083/')).toEqual([CA, ROWE]);
    expect(parseSessionSites('')).toEqual([]);
    expect(parseSessionSites(undefined)).toEqual(defaultSessionSites());
    expect(defaultSessionSites()).toContainEqual({ brand: 'ROWE', origin: 'https://www.rowefurniture.com' });
  });

  it.each(['http://localhost:8081', 'NOPE=http://x.test', 'CA=not a url', 'CA=http://x.test/path', 'CA=ftp://x.test'])('refuses %j', (text) => {
    expect(() => parseSessionSites(text)).toThrow(/SESSION_SITES/);
  });
});

describe('whether a page asks its siblings', () => {
  const plan = { brand: 'CA' as const, sites: [CA, ROWE, JC], origin: CA.origin, signedIn: false, framed: false, cookies: {} };

  it("a visitor's page on a listed site asks every other site", () => {
    expect(sitesToAsk(plan)).toEqual([ROWE, JC]);
  });

  it('never when signed in, signed out here on purpose, already asked this browser session, framed, or not a listed site', () => {
    expect(sitesToAsk({ ...plan, signedIn: true })).toEqual([]);
    expect(sitesToAsk({ ...plan, cookies: { [SIGNED_OUT_COOKIE]: '1' } })).toEqual([]);
    expect(sitesToAsk({ ...plan, cookies: { [SITES_ASKED_COOKIE]: '1' } })).toEqual([]);
    expect(sitesToAsk({ ...plan, framed: true })).toEqual([]);
    expect(sitesToAsk({ ...plan, origin: 'http://localhost:9999' })).toEqual([]);
  });
});

describe('asking the sibling sites', () => {
  afterEach(() => vi.useRealTimers());

  it('asks each frame once it listens, and the first session answered wins; the frames go', async () => {
    const { opened, openFrame, from } = fakeFrames();
    const asked = askSiblingSessions({ win: window, brand: 'CA', sites: [ROWE, JC], openFrame, newId: () => 'r1' });
    expect([...opened.keys()]).toEqual([ROWE.origin, JC.origin]);
    from(ROWE.origin, { type: SESSION_FRAME_READY });
    from(JC.origin, { type: SESSION_FRAME_READY });
    expect(opened.get(ROWE.origin)?.target.postMessage).toHaveBeenCalledWith({ type: SESSION_REQUEST, id: 'r1', brand: 'CA' }, ROWE.origin);
    from(JC.origin, answer('r1', 'code-jc'));
    from(ROWE.origin, answer('r1', 'code-rowe'));
    await expect(asked).resolves.toEqual({ code: 'code-jc', mode: 'mibd_designer', userId: 'u-1', firstName: 'Dana', origin: JC.origin });
    expect([...opened.values()].every((f) => f.removed)).toBe(true);
  });

  it('ignores answers from origins not asked, from windows that are not the frames, and for other requests', async () => {
    vi.useFakeTimers();
    const { openFrame, from } = fakeFrames();
    const asked = askSiblingSessions({ win: window, brand: 'CA', sites: [ROWE], openFrame, newId: () => 'r1' });
    from('https://evil.example', answer('r1', 'stolen'), {});
    from(ROWE.origin, answer('r1', 'posed'), { postMessage: vi.fn() });
    from(ROWE.origin, answer('other', 'old'));
    vi.advanceTimersByTime(SESSION_SITES_WAIT_MS);
    await expect(asked).resolves.toBeNull();
  });

  it('stops waiting after 15 s when a site does not answer', async () => {
    vi.useFakeTimers();
    const { opened, openFrame } = fakeFrames();
    let result: unknown = 'pending';
    void askSiblingSessions({ win: window, brand: 'CA', sites: [ROWE], openFrame }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(SESSION_SITES_WAIT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
    expect(opened.get(ROWE.origin)?.removed).toBe(true);
    expect(SESSION_SITES_WAIT_MS).toBe(15_000);
  });

  it('is done at once when every site answers as a visitor', async () => {
    const { openFrame, from } = fakeFrames();
    const asked = askSiblingSessions({ win: window, brand: 'CA', sites: [ROWE, JC], openFrame, newId: () => 'r1' });
    from(ROWE.origin, answer('r1', null));
    from(JC.origin, answer('r1', null));
    await expect(asked).resolves.toBeNull();
  });
});

describe('joining a sibling session at start', () => {
  const LOGIN = { token: 'held.x', user_id: 'u-1', user_first_name: 'Dana', user_last_name: 'W', user_email: 'd@x.test', head_img: '', kind: 'designer', mode: 'mibd_safe' } as LoginResponse;
  const clearCookies = () => {
    for (const name of document.cookie.split('; ').map((c) => c.split('=')[0])) document.cookie = `${name}=; Max-Age=0; Path=/`;
  };
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    document.body.replaceChildren();
  });

  /** A page of CA at its origin, as jsdom's window is at http://localhost:3000. */
  const here: SessionSite = { brand: 'CA', origin: window.location.origin };

  it('redeems the first code and signs in as after a login, then never asks again in this browser session', async () => {
    const redeem = vi.fn(async () => LOGIN);
    const signIn = vi.fn(async () => undefined);
    const joining = joinSiblingSession({ brand: 'CA', sites: [here, ROWE], signedIn: () => false, redeem, signIn, idle: async () => undefined });
    await vi.waitFor(() => expect(document.querySelector(`iframe[data-session-site="${ROWE.origin}"]`)).not.toBeNull());
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).toBe(`${ROWE.origin}/iframeMsg`);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    const sent = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    window.dispatchEvent(new MessageEvent('message', { origin: ROWE.origin, data: { type: SESSION_FRAME_READY }, source: frame.contentWindow }));
    const [request, target] = sent.mock.calls[0] as unknown as [{ id: string; brand: string }, string];
    expect({ brand: request.brand, target }).toEqual({ brand: 'CA', target: ROWE.origin });
    window.dispatchEvent(new MessageEvent('message', { origin: ROWE.origin, data: answer(request.id, 'code-rowe'), source: frame.contentWindow }));
    await expect(joining).resolves.toBe(true);
    expect(redeem).toHaveBeenCalledWith('code-rowe');
    expect(signIn).toHaveBeenCalledWith(LOGIN);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.cookie).toContain(`${SITES_ASKED_COOKIE}=1`);
    // Once a browser session: the next page asks nothing.
    expect(await joinSiblingSession({ brand: 'CA', sites: [here, ROWE], signedIn: () => false, redeem, signIn, idle: async () => undefined })).toBe(false);
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('a code the page server refuses changes nothing', async () => {
    const signIn = vi.fn(async () => undefined);
    const joining = joinSiblingSession({ brand: 'CA', sites: [here, ROWE], signedIn: () => false, redeem: async () => Promise.reject(new Error('23022')), signIn, idle: async () => undefined });
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const sent = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    window.dispatchEvent(new MessageEvent('message', { origin: ROWE.origin, data: { type: SESSION_FRAME_READY }, source: frame.contentWindow }));
    const [request] = sent.mock.calls[0] as unknown as [{ id: string }];
    window.dispatchEvent(new MessageEvent('message', { origin: ROWE.origin, data: answer(request.id, 'spent'), source: frame.contentWindow }));
    await expect(joining).resolves.toBe(false);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('asks nothing when signed in, or after a sign-out here', async () => {
    const redeem = vi.fn(async () => LOGIN);
    expect(await joinSiblingSession({ brand: 'CA', sites: [here, ROWE], signedIn: () => true, redeem, signIn: vi.fn(), idle: async () => undefined })).toBe(false);
    document.cookie = `${SIGNED_OUT_COOKIE}=1; Path=/`;
    expect(await joinSiblingSession({ brand: 'CA', sites: [here, ROWE], signedIn: () => false, redeem, signIn: vi.fn(), idle: async () => undefined })).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(redeem).not.toHaveBeenCalled();
  });
});
