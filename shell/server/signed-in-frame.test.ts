/**
 * A signed-in page in the first frame (decision 032): the page server asks the api for the session's roles before it
 * renders, renders the shell's frame and the remote's page with them, and sends them with the page, where the
 * browser's first render starts from them. A visitor's page, an expired session or a late answer: no roles, as before.
 */
import { CART_CALLS, ERR, HELD_TOKEN_PREFIX, IDENTITY_CALLS, PRODUCT_BRANDS, SESSION_COOKIE, STORAGE_KEYS } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type TestPageServer } from './test-support';

const TOKEN = 'c'.repeat(64);
const ROLES = ['designer_project', 'designer_order'];

/** A stand-in api: the roles of TOKEN's session in the mode asked for, an expired session for any other token. */
async function standInApi(): Promise<{ app: FastifyInstance; url: string; asked: string[] }> {
  const asked: string[] = [];
  const app = Fastify();
  app.get(IDENTITY_CALLS.userRole.path, async (request) => {
    const token = request.headers['x-auth-token'];
    asked.push(String(token ?? ''));
    if (token !== TOKEN) return { err: ERR.SESSION_RELOAD, val: null, errmsg: 'reload' };
    const { mode } = request.query as { mode?: string };
    return { err: ERR.OK, val: { Role: ROLES, mode: mode ?? 'mibd_designer' }, errmsg: '' };
  });
  app.post(IDENTITY_CALLS.userInfo.path, async (request) => {
    if (request.headers['x-auth-token'] !== TOKEN) return { err: ERR.SESSION_RELOAD, val: null, errmsg: 'reload' };
    const val = { user_id: 'u1', kind: 'client_agent', state: 'activated', username: 'agent', user_first_name: 'Ari', user_last_name: 'Vance', user_email: 'agent@x.test', phone: '', head_img: '', company: null, mode: 'mibd_designer', agent_code: 'AGENT-1', rowe_bound: false };
    return { err: ERR.OK, val, errmsg: '' };
  });
  // The cart, for the header's badge: two purchasable units and a line no longer sold (not counted).
  app.post(CART_CALLS.list.path, async (request) => {
    if (request.headers['x-auth-token'] !== TOKEN) return { err: ERR.SESSION_RELOAD, val: null, errmsg: 'reload' };
    const line = (id: string, count: number, status: string) => ({ id, sku_number: `SKU-${id}`, name: 'Sofa', image: '', brand_id: PRODUCT_BRANDS[0], customizable_type: 0, status, count, stock_tag: 'in_stock' });
    return { err: ERR.OK, val: { list: [line('1', 2, '1'), line('2', 5, '2')], count: 2 }, errmsg: '' };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, asked };
}

/** A stand-in mf-account whose server render shows the roles and mode it was given. */
const remoteFiles = {
  'mf-account/dist/remote.js': 'export const get = () => ({});',
  'mf-account/dist-server/render.mjs':
    "export const render = async (props) => ({ html: `<p id=\"seen\">${props.session.mode}:${props.session.roles.join(',')}</p>`, css: '', data: {} });",
};

let api: Awaited<ReturnType<typeof standInApi>>;
let page: TestPageServer;
beforeAll(async () => {
  api = await standInApi();
  page = await startPageServer(api.url, 'CA', remoteFiles);
});
afterAll(async () => {
  await page.close();
  await api.app.close();
});

const signedIn = (token: string) =>
  [`${STORAGE_KEYS.token}=${HELD_TOKEN_PREFIX}held`, `${SESSION_COOKIE}=${token}`, `${STORAGE_KEYS.authUid}=u1`, `${STORAGE_KEYS.role}=mibd_designer`].join('; ');

const fetchPage = (path: string, cookie?: string) => fetch(new URL(path, page.url), { headers: cookie ? { cookie } : {} });
const get = (path: string, cookie?: string) => fetchPage(path, cookie).then((res) => res.text());
const seedOf = (html: string) => JSON.parse(/<script id="sf-session" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

describe('a signed-in page in the first frame', () => {
  it("is rendered with the session's roles, asked for with the session's own token, and carries them", async () => {
    const html = await get('/personalCenter', signedIn(TOKEN));
    expect(html).toContain('<p id="seen">mibd_designer:designer_project,designer_order</p>');
    // With the user it describes: here a client agent, whose desk is then drawn for them at once.
    expect(seedOf(html)).toEqual({
      roles: ROLES,
      mode: 'mibd_designer',
      user: { userId: 'u1', firstName: 'Ari', lastName: 'Vance', email: 'agent@x.test', headImg: null },
      clientAgent: { id: 'u1', code: 'AGENT-1' },
      // The cart's badge count (its purchasable units), which the header draws in the first frame.
      cartCount: 2,
    });
    expect(api.asked.at(-1)).toBe(TOKEN);
  });

  it('is kept by no shared cache', async () => {
    expect((await fetchPage('/personalCenter', signedIn(TOKEN))).headers.get('cache-control')).toBe('private, no-cache');
    expect((await fetchPage('/home')).headers.get('cache-control')).toBe('no-cache');
  });

  it('an expired session is rendered as before: no roles, none carried', async () => {
    const html = await get('/personalCenter', signedIn('d'.repeat(64)));
    expect(html).toContain('<p id="seen">mibd_designer:</p>');
    expect(seedOf(html)).toBeNull();
  });

  it("a visitor's page asks for no roles", async () => {
    const before = api.asked.length;
    const html = await get('/home');
    expect(seedOf(html)).toBeNull();
    expect(api.asked.length).toBe(before);
  });
});
