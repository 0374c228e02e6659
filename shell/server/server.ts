import fastifyStatic from '@fastify/static';
import {
  BRAND_TABLE,
  CONSENT_PATH,
  ERR,
  IDENTITY_CALLS,
  MESSAGES,
  SESSION_COOKIE,
  STORAGE_KEYS,
  apiRequestInit,
  isBrand,
  sessionCodeResponse,
  COOKIE_MAX_AGE_SECONDS,
  REMOTES,
  consentCookies,
  SEARCH_FORM_PATH,
  searchHref,
  parseCookieHeader,
  resolveLocation,
  routeById,
  safeReturnPath,
  serializeCookie,
  type RemoteName,
} from '@storefront/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { apiUpstreams, registerApiProxy } from './api-proxy';
import type { ServerConfig } from './config';
import { frameStart, renderFirstFrame, sessionSeedFor } from '../src/app/first-frame';
import { prerenderedMarkup } from '../src/features/remotes/remote-region';
import { prepareTemplate, renderPage } from './html';
import { exposeAssetsSource } from './remote-assets';
import { manifestSource } from './manifest';
import { remoteRendererSource } from './remote-render';
import { siteMenusSource } from './site-menus';
import { newNonce, pageSecurityHeaders } from './page-policy';
import { isSecureRequest } from './secure-context';
import { SESSION_CODE_PATH, SESSION_SITES_COOKIE } from '../src/features/session/session-sites';
import { MOCK_COOKIE } from '../src/features/mock/mock-flag';
import { sessionFromCookies } from '../src/features/session/session-store';
import type { SessionCode } from '../src/features/session/session-frame';

/** Where the shell's build says which file each shared library is (decision 021). */
const SHARED_MODULES_FILE = '.vite/shared-modules.json';
/** How long a signed-in page waits for the session's roles before it is rendered as the roles still on their way. */
const SESSION_SEED_BUDGET_MS = 500;

/** A remote's build metadata and stand-alone harness page: not what the shell loads, so not served (I5). */
const BUILD_METADATA = /(^|\/)(\.[^/]*|index\.html|mf-stats\.json)(\/|$)/;

const HASHED_ASSET = /-[\w-]{8,}\.(js|css|woff2?|png|svg|webp)$/;

function cacheHeaders(path: string): Record<string, string> {
  return HASHED_ASSET.test(path)
    ? { 'cache-control': 'public, max-age=31536000, immutable' }
    : { 'cache-control': 'no-cache' };
}

/**
 * One origin for the storefront of a brand: the built shell, the remotes' builds under /remotes/<name>/,
 * the runtime manifest at /remotes.json, and the api's paths forwarded to the api.
 */
export async function createServer(config: ServerConfig): Promise<FastifyInstance> {
  const indexFile = join(config.shellDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`the shell for ${config.brand} is not built: ${indexFile} is missing`);
  const sharedFile = join(config.shellDist, SHARED_MODULES_FILE);
  if (!existsSync(sharedFile)) throw new Error(`the shell build names no shared modules: ${sharedFile} is missing`);
  const template = prepareTemplate(await readFile(indexFile, 'utf8'), JSON.parse(await readFile(sharedFile, 'utf8')) as Record<string, string>);

  const app = Fastify({ logger: { level: config.logLevel } });
  const manifest = manifestSource(config.remotesManifest, (msg) => app.log.warn(msg));
  const exposeAssets = exposeAssetsSource(config.remotesRoot);
  const renderRemote = remoteRendererSource(config.remotesRoot, (msg) => app.log.warn(msg));
  const siteMenus = siteMenusSource(config.brand);
  void manifest().then((current) => renderRemote.warm(current));

  const nextApi = apiUpstreams(config.apiUrls);
  await registerApiProxy(app, nextApi, undefined, { shareWithSites: config.sessionSites.length > 0 });

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  // The site root is a redirect of the route table (spec section 2: to /home), answered before the static files
  // claim it as their folder; the query (a campaign's tags) goes along.
  app.get('/', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const resolved = resolveLocation({ pathname: '/', search }, { brand: config.brand, signedIn: false });
    const to = resolved.kind === 'redirect' ? resolved.to : '/home';
    return reply.header('cache-control', 'no-cache').redirect(to.includes('?') ? to : `${to}${search}`, 302);
  });

  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    // The page template is never sent as it is: every page goes through the first-frame render. A folder is no
    // file either (the static server would answer 403): it falls through to the pages, as any unknown path does.
    allowedPath: (pathName) => !/^\/?index\.html/.test(pathName) && !pathName.endsWith('/'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      for (const [k, v] of Object.entries(cacheHeaders(path))) res.header(k, v);
    },
  });

  for (const name of REMOTES) {
    const dist = join(config.remotesRoot, name, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      allowedPath: (pathName) => !pathName.endsWith('/') && !BUILD_METADATA.test(pathName),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.header('access-control-allow-origin', '*');
        for (const [k, v] of Object.entries(cacheHeaders(path))) res.header(k, v);
      },
    });
  }

  // The cookie banner's form, for a visitor who accepts before the page's scripts run.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(CONSENT_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const secureContext = isSecureRequest(request);
    const cookies = Object.entries(consentCookies({ basic: true, performance: true })).map(([name, value]) =>
      serializeCookie(name, value, { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext }),
    );
    return reply.header('set-cookie', cookies).redirect(safeReturnPath(form.return), 303);
  });

  // The header's search before the page's script runs (a plain GET form): on to the brand's search page.
  app.get(SEARCH_FORM_PATH, async (request, reply) => {
    const { keyWord } = (request.query ?? {}) as Record<string, unknown>;
    return reply.redirect(searchHref(config.brand, typeof keyWord === 'string' ? keyWord : ''), 303);
  });

  // /iframeMsg asks here for a one-time code for the brand site that framed it (decision 035): the token this server
  // holds goes to the api, the code comes back, and the token never reaches a script.
  const sessionCode = sessionCodeSource(config, nextApi);
  app.post(SESSION_CODE_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const answered = await sessionCode(request);
    if ('refused' in answered) return reply.code(answered.refused).send({ err: answered.refused === 403 ? ERR.NO_PERMISSION : ERR.BAD_REQUEST, val: null, errmsg: answered.message });
    return { err: ERR.OK, val: answered.code, errmsg: '' };
  });

  app.get('/remotes.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(await manifest());
  });

  const sendPage = async (url: string, cookie: string | undefined, acceptEncoding: string, reply: FastifyReply, acceptLanguage?: string) => {
    const current = await manifest();
    const cookies = parseCookieHeader(cookie ?? '');
    // The language cookie, else the browser's first language (spec section 1), as the browser's own start reads it.
    const browserLanguage = acceptLanguage?.split(',')[0]?.trim();
    // The mock flag (decision 038): the browser answers the calls, so the page reads nothing from the api (there may
    // be none) and goes out as the frame alone; the browser renders the route once its mock api has started.
    const mock = mockAsked(config, url, cookies);
    const asked = frameStart(config.brand, url, cookies, nextApi(), null, browserLanguage);
    const owner = routeById(asked.route.id).owner;
    // The site's menus go into the frame of a page with the site's header and footer (the standalone ones have none).
    const withMenus = asked.route.layout === 'site';
    const menusRead = withMenus && !mock ? siteMenus(asked.services.api) : null;
    const preloadsRead = owner === 'shell' ? [] : exposeAssets(current[owner], 'app').then((assets) => [current[owner], ...assets]);
    // A signed-in page is rendered with the session's roles, as the browser will hydrate it.
    const seed = mock ? null : await sessionSeedFor(asked, SESSION_SEED_BUDGET_MS);
    const start = seed ? frameStart(config.brand, url, cookies, nextApi(), seed, browserLanguage) : asked;
    const [preloads, rendered, menus] = await Promise.all([preloadsRead, owner === 'shell' || mock ? null : renderRemote(owner, current[owner], start.shell), menusRead]);
    const frame = renderFirstFrame(start, rendered && owner !== 'shell' ? { owner, html: prerenderedMarkup(rendered.html) } : null, menus);
    const unknown = frame.route.id === '404' && new URL(url, 'http://x').pathname !== '/404';
    const nonce = newNonce();
    const html = renderPage(template, current, frame, preloads, rendered && owner !== 'shell' ? { owner, css: rendered.css, cssRoute: rendered.cssRoute, data: rendered.data } : null, nonce, menus, config.sessionSites, config.thirdParty);
    void reply
      .headers(pageSecurityHeaders(current, nonce, frame.route.id, config.sessionSites, config.thirdParty))
      .code(unknown ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      // A signed-in page carries the person's own data: no shared cache keeps it.
      .header('cache-control', start.shell.session.token ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (/\bbr\b/.test(acceptEncoding)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html));
    if (/\bgzip\b/.test(acceptEncoding)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // Paths that look like files are files (a missing one is a 404), except the brand sites' .html pages.
    const wantsHtml = isPage && !/\.(?!html?$)[a-z0-9]{1,5}$/i.test(request.url.split('?')[0] ?? '');
    if (!wantsHtml) return reply.code(404).header('cache-control', 'no-cache').send({ err: 40400, val: null, errmsg: 'Not found' });
    return sendPage(request.url, request.headers.cookie, String(request.headers['accept-encoding'] ?? ''), reply, request.headers['accept-language']);
  });

  return app;
}

/** Whether a page is for the mock flag: a server started with MOCK=1, `?mock=1`, or the flag's cookie (not `?mock=0`). */
export function mockAsked(config: Pick<ServerConfig, 'mock'>, url: string, cookies: Record<string, string>): boolean {
  if (config.mock) return true;
  const asked = new URL(url, 'http://x').searchParams.get('mock');
  return asked === '1' || (asked !== '0' && cookies[MOCK_COOKIE] === '1');
}

export function servedRemotes(config: ServerConfig): RemoteName[] {
  return REMOTES.filter((name) => existsSync(join(config.remotesRoot, name, 'dist')));
}

/** How long the page server waits for the api to make a one-time code. */
const SESSION_CODE_BUDGET_MS = 5_000;

/**
 * The one-time code for a brand site, asked by this site's own /iframeMsg: only a same-origin JSON request (a page of
 * another site can send neither without a preflight nobody grants), only for a brand of the configured sites. No
 * session here, or one the api no longer knows: null, and the frame answers as a visitor.
 */
export function sessionCodeSource(config: ServerConfig, nextApi: () => string) {
  const brands = new Set<string>(config.sessionSites.map((site) => site.brand));
  return async (request: FastifyRequest): Promise<{ code: SessionCode } | { refused: 400 | 403; message: string }> => {
    const fetchSite = request.headers['sec-fetch-site'];
    if ((fetchSite !== undefined && fetchSite !== 'same-origin') || !/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return { refused: 403, message: MESSAGES.noPermission };
    }
    const brand = (request.body as { brand?: unknown } | null)?.brand;
    if (typeof brand !== 'string' || !isBrand(brand) || !brands.has(brand)) return { refused: 400, message: 'Not a site this one shares its session with' };
    const cookies = parseCookieHeader(request.headers.cookie ?? '');
    const token = cookies[SESSION_SITES_COOKIE] || cookies[SESSION_COOKIE];
    if (!token) return { code: null };
    const session = { ...sessionFromCookies(cookies, cookies[STORAGE_KEYS.userRandom] ?? ''), token };
    const { url, headers } = apiRequestInit(config.brand, session, IDENTITY_CALLS.sessionCode, { baseUrl: nextApi() });
    // The session's own mode, whatever this browser's cookies say.
    delete headers.Mode;
    const peer = request.socket.remoteAddress;
    if (peer) headers['X-Forwarded-For'] = peer;
    try {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ brand: BRAND_TABLE[brand].code }), signal: AbortSignal.timeout(SESSION_CODE_BUDGET_MS) });
      const envelope = (await res.json()) as { err?: unknown; val?: unknown };
      const parsed = z.safeParse(sessionCodeResponse, envelope.val);
      if (envelope.err !== ERR.OK || !parsed.success) return { code: null };
      const { code, user_id, user_first_name, mode } = parsed.data;
      return { code: { code, user_id, user_first_name, mode } };
    } catch {
      return { code: null };
    }
  };
}
