/**
 * M3 of the security report (decision 019): behind the page server a browser's session token lives in an HttpOnly
 * cookie, out of reach of page scripts; the page server gives it to the api in X-Auth-Token. And the api instances
 * behind it are taken in turn.
 */
import { ERR, HELD_TOKEN_PREFIX, HOLD_TOKEN_HEADER, IDENTITY_CALLS, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type TestPageServer } from './test-support';

const LOGIN = IDENTITY_CALLS.login.path;
const LOGOUT = IDENTITY_CALLS.logout.path;
const ECHO = IDENTITY_CALLS.userInfo.path;
const TOKEN = 'a'.repeat(64);
const HELD = `${HELD_TOKEN_PREFIX}stand-in`;

/** A stand-in api named `name`: a login that answers TOKEN, a failed login, a logout, and a call that echoes what reached it. */
async function standInApi(name: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.post(LOGIN, async (request) => {
    const body = request.body as { password?: string };
    if (body.password !== 'right') return { err: 21001, val: null, errmsg: 'Incorrect account or password' };
    const val = { token: TOKEN, user_id: 'u1', user_first_name: 'Dana', user_last_name: 'W', user_email: 'd@x.test', head_img: '', kind: 'designer', mode: 'mibd_designer', expires_in: 3600 };
    return { err: ERR.OK, val, errmsg: '' };
  });
  app.post(LOGOUT, async () => ({ err: ERR.OK, val: {}, errmsg: '' }));
  app.post(ECHO, async (request) => ({ err: ERR.OK, val: { name, token: request.headers['x-auth-token'] ?? null, cookie: request.headers.cookie ?? null, hold: request.headers[HOLD_TOKEN_HEADER.toLowerCase()] ?? null }, errmsg: '' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

let apis: Array<{ app: FastifyInstance; url: string }>;
let page: TestPageServer;
beforeAll(async () => {
  apis = [await standInApi('first'), await standInApi('second')];
  page = await startPageServer(apis.map((a) => a.url));
});
afterAll(async () => {
  await page.close();
  await Promise.all(apis.map((a) => a.app.close()));
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(path, page.url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

interface Echo {
  name: string;
  token: string | null;
  cookie: string | null;
  hold: string | null;
}

describe('M3: the session token is out of reach of page scripts', () => {
  it("a browser's login leaves the token in an HttpOnly cookie that lives as long as the session, and the page sees a stand-in", async () => {
    const res = await post(LOGIN, { password: 'right' }, { [HOLD_TOKEN_HEADER]: '1' });
    const answer = (await res.json()) as { err: number; val: { token: string; user_id: string } };
    expect(answer.err).toBe(ERR.OK);
    expect(answer.val.token.startsWith(HELD_TOKEN_PREFIX)).toBe(true);
    expect(answer.val.token).not.toContain(TOKEN);
    expect(answer.val.user_id).toBe('u1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toBe(`${SESSION_COOKIE}=${TOKEN}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`);
  });

  it('a failed login sets nothing and passes the answer as it came', async () => {
    const res = await post(LOGIN, { password: 'wrong' }, { [HOLD_TOKEN_HEADER]: '1' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toEqual({ err: 21001, val: null, errmsg: 'Incorrect account or password' });
  });

  it("a caller that does not ask (the api's own clients) gets the token in the answer, as before", async () => {
    const res = await post(LOGIN, { password: 'right' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(((await res.json()) as { val: { token: string } }).val.token).toBe(TOKEN);
  });

  it('the stand-in becomes the real token on its way to the api, and the cookie that holds it goes no further', async () => {
    const res = await post(ECHO, {}, { 'x-auth-token': HELD, cookie: `${SESSION_COOKIE}=${TOKEN}; userRandom=guest1`, [HOLD_TOKEN_HEADER]: '1' });
    const { val } = (await res.json()) as { val: Echo };
    expect(val.token).toBe(TOKEN);
    expect(val.cookie).toBe('userRandom=guest1');
    expect(val.hold).toBeNull();
  });

  it('the stand-in without the cookie reaches the api as no token (a visitor)', async () => {
    const res = await post(ECHO, {}, { 'x-auth-token': HELD });
    expect(((await res.json()) as { val: Echo }).val.token).toBeNull();
  });

  it("a call without the stand-in never gets the held token: a visitor-mode call, or another site's form", async () => {
    const res = await post(ECHO, {}, { cookie: `${SESSION_COOKIE}=${TOKEN}` });
    expect(((await res.json()) as { val: Echo }).val.token).toBeNull();
    const own = await post(ECHO, {}, { 'x-auth-token': 'b'.repeat(64), cookie: `${SESSION_COOKIE}=${TOKEN}` });
    expect(((await own.json()) as { val: Echo }).val.token).toBe('b'.repeat(64));
  });

  it('a logout forgets the cookie', async () => {
    const res = await post(LOGOUT, {}, { 'x-auth-token': HELD, cookie: `${SESSION_COOKIE}=${TOKEN}` });
    expect(res.headers.getSetCookie()).toEqual([`${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`]);
  });

  it('every login gets a stand-in of its own', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) tokens.add(((await (await post(LOGIN, { password: 'right' }, { [HOLD_TOKEN_HEADER]: '1' })).json()) as { val: { token: string } }).val.token);
    expect(tokens.size).toBe(3);
  });

  it('without the session lifetime in the answer, the cookie keeps the default session lifetime', () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(30 * 86_400);
  });
});

describe('several api instances', () => {
  it('calls are taken by the instances in turn', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) names.push(((await (await post(ECHO, {})).json()) as { val: Echo }).val.name);
    expect(new Set(names)).toEqual(new Set(['first', 'second']));
    expect(names[0]).not.toBe(names[1]);
    expect(names[1]).not.toBe(names[2]);
  });
});
