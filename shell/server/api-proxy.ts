import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { API_BODY_LIMIT, API_PREFIXES, ERR, MESSAGES } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';

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
  const { expect: _expect, 'x-forwarded-for': _claimed, forwarded: _forwarded, ...rest } = headers;
  const peer = request.socket.remoteAddress;
  return peer ? { ...rest, 'x-forwarded-for': peer } : rest;
};

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

/** Forwards the api's prefixes (spec section 7) to the api, so the browser stays on one origin. */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string, bodyLimit = API_BODY_LIMIT): Promise<void> {
  for (const prefix of API_PREFIXES) {
    await app.register(fastifyProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      preHandler: limitBody(bodyLimit),
      replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: answerUpstreamError },
    });
  }
}
