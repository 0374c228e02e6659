import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import {
  API_BODY_LIMIT,
  API_PREFIXES,
  ERR,
  HELD_TOKEN_PREFIX,
  HOLD_TOKEN_HEADER,
  IDENTITY_CALLS,
  MESSAGES,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  endpointEntries,
  isHeldToken,
  loginResponse,
  parseCookieHeader,
  serializeCookie,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { SESSION_SITES_COOKIE } from '../src/features/session/session-sites';
import { isSecureRequest } from './secure-context';

type ReplyHooks = NonNullable<FastifyHttpProxyOptions['replyOptions']>;
type UpstreamError = Error & { code?: string; cause?: unknown };

const BODY_TOO_LARGE = 'SF_BODY_TOO_LARGE';

const envelope = (err: number, errmsg: string) => ({ err, val: null, errmsg });
const TOO_LARGE = envelope(ERR.BAD_REQUEST, MESSAGES.requestTooLarge);

/**
 * The api answers a body over its limit as soon as it reads the length, and closes the connection while the
 * proxy is still sending: the proxy sees a broken pipe, not the api's 413. So the proxy holds bodies to the same
 * limit before they leave: by the declared length, or, for a body sent in chunks, by counting as it streams.
 * Multipart uploads are not held to it: the api reads them part by part and refuses an oversized file itself,
 * reading the rest of the body as it does.
 */
function limitBody(limit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reply.code(413).header('connection', 'close').send(TOO_LARGE);
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function' || !Number.isNaN(declared)) return;
    let seen = 0;
    request.body = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen <= limit) return done(null, chunk);
          done(Object.assign(new Error('the body is over the api limit'), { code: BODY_TOO_LARGE }));
        },
      }),
    );
  };
}

/**
 * What the api is told of the request. `Expect: 100-continue` stays at this hop: Node has already told the client
 * to go on, and the proxy's client (undici) refuses the header. `X-Forwarded-For` is the address this server's
 * socket sees, never what the client wrote, so the api's per-client limits (which trust only this hop) key on the
 * real peer.
 */
export const forwardedHeaders: NonNullable<ReplyHooks['rewriteRequestHeaders']> = (request, headers) => {
  const { expect: _expect, 'x-forwarded-for': _claimed, forwarded: _forwarded, [HOLD_TOKEN_HEADER.toLowerCase()]: _hold, ...rest } = headers;
  const withToken = withHeldToken(rest);
  const peer = request.socket.remoteAddress;
  return peer ? { ...withToken, 'x-forwarded-for': peer } : withToken;
};

const HOLD = HOLD_TOKEN_HEADER.toLowerCase();

/**
 * The token this server holds for the browser (decision 019) goes to the api in X-Auth-Token, in place of the
 * stand-in the browser sent; the cookie that holds it goes no further. A browser that sent the stand-in but no longer
 * has the cookie is a visitor: the api answers as it does for a missing token. Only a call that carries the stand-in
 * in its own header gets the token, which a page of another site cannot send (and to which the Lax cookie would not
 * be sent anyway).
 */
function withHeldToken(headers: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  const cookies = typeof headers.cookie === 'string' ? parseCookieHeader(headers.cookie) : {};
  const { cookie: _cookie, 'x-auth-token': sent, ...rest } = headers;
  const others = Object.entries(cookies).filter(([name]) => name !== SESSION_COOKIE);
  const out: Record<string, string | string[] | undefined> = { ...rest };
  if (others.length > 0) out.cookie = others.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const token = typeof sent === 'string' && isHeldToken(sent) ? cookies[SESSION_COOKIE] : sent;
  if (token) out['x-auth-token'] = token;
  return out;
}

/** The calls whose answer opens a session (the login answer), by path. */
const SESSION_OPENERS = new Set(
  endpointEntries()
    .filter(({ endpoint }) => endpoint.response === loginResponse)
    .map(({ endpoint }) => endpoint.path),
);
const SESSION_CLOSER = IDENTITY_CALLS.logout.path;

async function readAll(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * A login answer to a browser that asked for it (HOLD_TOKEN_HEADER) leaves its token in an HttpOnly cookie that
 * lives as long as the session, and tells the page a stand-in in its place; a logout forgets the cookie. Every
 * other answer passes as it came. Where the site shares its session with the brand sites (decision 035) and the page
 * is a secure context, the token is also kept in SESSION_SITES_COOKIE (HttpOnly, SameSite=None), which reaches this
 * server from /iframeMsg framed by another site and is honoured only where that page asks for a one-time code.
 */
/** SESSION_SITES_COOKIE: HttpOnly, and sent from a frame on another site (SameSite=None, which must be Secure). */
export function sitesCookie(token: string, maxAge: number): string {
  return `${SESSION_SITES_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=None; Secure`;
}

export function sessionTokenHolder({ shareWithSites }: { shareWithSites: boolean }): NonNullable<ReplyHooks['onResponse']> {
  return (request, reply, res) => {
    const path = request.url.split('?')[0] ?? '';
    const secureContext = isSecureRequest(request);
    const forSites = shareWithSites && secureContext;
    const cookies = (token: string, maxAge: number) => [
      serializeCookie(SESSION_COOKIE, token, { maxAge, secureContext, httpOnly: true }),
      ...(forSites ? [sitesCookie(token, maxAge)] : []),
    ];
    if (path === SESSION_CLOSER) {
      void reply.header('set-cookie', cookies('', 0));
      return void reply.send(res.stream);
    }
    if (!SESSION_OPENERS.has(path) || request.headers[HOLD] !== '1') return void reply.send(res.stream);
    void readAll(res.stream as Readable).then(
      (text) => {
        type Answer = { err?: unknown; val?: { token?: unknown; expires_in?: unknown } | null } | null;
        const envelope = ((): Answer => {
          try {
            return JSON.parse(text) as Answer;
          } catch {
            return null;
          }
        })();
        const val = envelope?.val;
        if (envelope?.err !== ERR.OK || !val || typeof val.token !== 'string') return reply.send(text);
        const maxAge = typeof val.expires_in === 'number' ? val.expires_in : SESSION_MAX_AGE_SECONDS;
        return reply
          .removeHeader('content-length')
          .header('cache-control', 'no-store')
          .header('set-cookie', cookies(val.token, maxAge))
          .send(JSON.stringify({ ...envelope, val: { ...val, token: `${HELD_TOKEN_PREFIX}${randomBytes(12).toString('base64url')}` } }));
      },
      (error: unknown) => reply.send(error),
    );
  };
}

/** The holder of a site that shares its session with no other. */
export const holdSessionToken = sessionTokenHolder({ shareWithSites: false });

/** Codes of a failed upstream call, its own or its cause's. */
function codesOf(error: UpstreamError): string[] {
  const cause = error.cause as { code?: string } | undefined;
  return [error.code, cause?.code].filter((c): c is string => typeof c === 'string');
}

/**
 * The api could not be reached or dropped the call (it is starting, stopping or restarting): the storefront answers
 * in the envelope, 503 and the spec's words for a network error, never the proxy's own error object.
 */
export const answerUpstreamError: NonNullable<ReplyHooks['onError']> = (reply, { error }) => {
  const codes = codesOf(error as UpstreamError);
  if (codes.includes(BODY_TOO_LARGE)) {
    void reply.code(413).header('connection', 'close').send(TOO_LARGE);
    return;
  }
  const timedOut = codes.some((c) => c === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' || c === 'UND_ERR_HEADERS_TIMEOUT');
  void reply
    .code(timedOut ? 504 : 503)
    .header('cache-control', 'no-store')
    .header('retry-after', '1')
    .send(envelope(ERR.UNAVAILABLE, MESSAGES.requestFalse));
};

/**
 * The api instances, taken in turn: a deployment grows by adding instances against one database, and each call
 * goes to the next one.
 */
export function apiUpstreams(urls: readonly string[]): () => string {
  if (urls.length === 0) throw new Error('no api to forward to');
  let next = 0;
  return () => {
    const url = urls[next % urls.length] as string;
    next += 1;
    return url;
  };
}

/** Forwards the api's prefixes (spec section 7) to the api, so the browser stays on one origin. */
export async function registerApiProxy(app: FastifyInstance, nextApi: () => string, bodyLimit = API_BODY_LIMIT, { shareWithSites = false } = {}): Promise<void> {
  const onResponse = sessionTokenHolder({ shareWithSites });
  for (const prefix of API_PREFIXES) {
    await app.register(fastifyProxy, {
      upstream: '',
      prefix,
      rewritePrefix: prefix,
      http2: false,
      preHandler: limitBody(bodyLimit),
      replyOptions: {
        getUpstream: () => nextApi(),
        rewriteRequestHeaders: forwardedHeaders,
        onResponse,
        onError: answerUpstreamError,
      },
    });
  }
}
