/**
 * The cross-site session on the page server (decision 035): a redeemed code leaves the new session's token in the
 * HttpOnly cookies as a login does; /iframeMsg gets a one-time code from the token it holds, never the token; the
 * configured sites may frame /iframeMsg and are handed to the page.
 */
import { ERR, HELD_TOKEN_PREFIX, HOLD_TOKEN_HEADER, IDENTITY_CALLS, SESSION_COOKIE } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CODE_PATH, SESSION_SITES_COOKIE, SESSION_SITES_SCRIPT_ID, type SessionSite } from '../src/features/session/session-sites';
import { startPageServer, type TestPageServer } from './test-support';

const TOKEN = 'r'.repeat(64);
const SITES: SessionSite[] = [
  { brand: 'CA', origin: 'http://localhost:8081' },
  { brand: 'ROWE', origin: 'http://rowe.localhost:8083' },
];

/** A stand-in api: redeems 'good' for a session, makes a code for TOKEN's session only, and says what reached it. */
async function standInApi(): Promise<{ app: FastifyInstance; url: string; seen: Array<Record<string, unknown>> }> {
  const app = Fastify();
  const seen: Array<Record<string, unknown>> = [];
  app.post(IDENTITY_CALLS.sessionRedeem.path, async (request) => {
    if ((request.body as { code?: string }).code !== 'good') return { err: ERR.SESSION_CODE_EXPIRED, val: null, errmsg: 'expired' };
    const val = { token: TOKEN, user_id: 'u1', user_first_name: 'Dana', user_last_name: 'W', user_email: 'd@x.test', head_img: '', kind: 'designer', mode: 'mibd_safe', expires_in: 3600 };
    return { err: ERR.OK, val, errmsg: '' };
  });
  app.post(IDENTITY_CALLS.sessionCode.path, async (request) => {
    seen.push({ token: request.headers['x-auth-token'], mode: request.headers.mode, obtain: (request.query as { obtain?: string }).obtain, body: request.body });
    if (request.headers['x-auth-token'] !== TOKEN) return { err: ERR.SESSION_INVALID, val: null, errmsg: 'Your session has expired' };
    return { err: ERR.OK, val: { code: 'one-time', expires_in: 60, user_id: 'u1', user_first_name: 'Dana', mode: 'mibd_safe' }, errmsg: '' };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, seen };
}

let api: Awaited<ReturnType<typeof standInApi>>;
let page: TestPageServer;
beforeAll(async () => {
  api = await standInApi();
  page = await startPageServer(api.url, 'CA', {}, SITES);
});
afterAll(async () => {
  await page.close();
  await api.app.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(path, page.url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('redeeming a code on the page server', () => {
  it('leaves the session in the HttpOnly cookies as a login does (the one the sibling frames can send too), and the page sees a stand-in', async () => {
    const res = await post(IDENTITY_CALLS.sessionRedeem.path, { code: 'good' }, { [HOLD_TOKEN_HEADER]: '1' });
    const answer = (await res.json()) as { err: number; val: { token: string; user_id: string } };
    expect(answer.err).toBe(ERR.OK);
    expect(answer.val.token.startsWith(HELD_TOKEN_PREFIX)).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    expect(res.headers.getSetCookie()).toEqual([
      `${SESSION_COOKIE}=${TOKEN}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
      `${SESSION_SITES_COOKIE}=${TOKEN}; Path=/; Max-Age=3600; HttpOnly; SameSite=None; Secure`,
    ]);
  });

  it('a refused code sets nothing and passes the refusal as it came', async () => {
    const res = await post(IDENTITY_CALLS.sessionRedeem.path, { code: 'spent' }, { [HOLD_TOKEN_HEADER]: '1' });
    expect(((await res.json()) as { err: number }).err).toBe(ERR.SESSION_CODE_EXPIRED);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a logout forgets both cookies', async () => {
    const res = await post(IDENTITY_CALLS.logout.path, {}, { cookie: `${SESSION_COOKIE}=${TOKEN}` });
    expect(res.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual([`${SESSION_COOKIE}=`, `${SESSION_SITES_COOKIE}=`]);
  });
});

describe('the one-time code /iframeMsg asks for', () => {
  const ask = (brand: unknown, headers: Record<string, string> = {}) => post(SESSION_CODE_PATH, { brand }, { 'sec-fetch-site': 'same-origin', ...headers });

  it('is made from the token the frame cannot read, for the brand that asked, in the session its own mode', async () => {
    const res = await ask('ROWE', { cookie: `${SESSION_SITES_COOKIE}=${TOKEN}; token=held.x; role=mibd_visitor` });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ err: ERR.OK, val: { code: 'one-time', user_id: 'u1', user_first_name: 'Dana', mode: 'mibd_safe' }, errmsg: '' });
    expect(api.seen.at(-1)).toEqual({ token: TOKEN, mode: undefined, obtain: 'ca', body: { brand: 'rowe' } });
  });

  it('is none for a visitor, or a session the api no longer knows', async () => {
    expect(await (await ask('ROWE')).json()).toEqual({ err: ERR.OK, val: null, errmsg: '' });
    expect(await (await ask('ROWE', { cookie: `${SESSION_COOKIE}=ended` })).json()).toEqual({ err: ERR.OK, val: null, errmsg: '' });
  });

  it("is refused to another site's request, a request that is not JSON, and a brand not among the sites", async () => {
    const cookie = `${SESSION_SITES_COOKIE}=${TOKEN}`;
    expect((await ask('ROWE', { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const form = await fetch(new URL(SESSION_CODE_PATH, page.url), { method: 'POST', headers: { 'content-type': 'text/plain', cookie }, body: '{"brand":"ROWE"}' });
    expect(form.status).toBe(403);
    for (const brand of ['JC', 'nowhere', 7, null]) {
      const res = await ask(brand, { cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { err: number }).err).toBe(ERR.BAD_REQUEST);
    }
  });
});

describe('the sites on the page', () => {
  it('/iframeMsg may be framed by the configured sites and the storefront, and by no one else', async () => {
    const res = await page.app.inject({ method: 'GET', url: '/iframeMsg' });
    const ancestors = /frame-ancestors ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(ancestors).toEqual(["'self'", ...SITES.map((s) => s.origin).sort()]);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('a page may frame the sites, is framed by itself alone, and carries the sites', async () => {
    const res = await page.app.inject({ method: 'GET', url: '/home' });
    const policy = String(res.headers['content-security-policy']);
    expect(/frame-src ([^;]+)/.exec(policy)?.[1]).toBe(["'self'", ...SITES.map((s) => s.origin).sort()].join(' '));
    expect(/frame-ancestors ([^;]+)/.exec(policy)?.[1]).toBe("'self'");
    const carried = new RegExp(`<script id="${SESSION_SITES_SCRIPT_ID}" type="application/json">([^<]*)</script>`).exec(res.body)?.[1];
    expect(JSON.parse(carried ?? 'null')).toEqual(SITES);
  });
});
