import { API_BODY_LIMIT, CATALOG_CALLS, ERR, MESSAGES } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type TestPageServer } from './test-support';

const CALL = CATALOG_CALLS.productList.path;

/**
 * A stand-in api with the real one's body limit (it answers a longer body at once and closes the connection) that
 * says what reached it; a call with `drop` in its body has its connection cut, as an api that is stopping does.
 */
async function standInApi(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ bodyLimit: API_BODY_LIMIT });
  app.post(CALL, async (request) => {
    const body = request.body as Record<string, unknown>;
    if (body.drop) request.raw.socket.destroy();
    return { err: ERR.OK, val: { headers: request.headers, length: JSON.stringify(body).length }, errmsg: '' };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

interface Answer {
  status: number;
  json: { err: number; val: { headers: Record<string, string>; length: number } | null; errmsg: string };
}

/**
 * Sends a call as a command-line client does: with the headers given, the body in one piece (its length declared)
 * or `chunked`, and, with `Expect: 100-continue`, only once the server says to go on.
 */
function send(base: string, body: string, headers: OutgoingHttpHeaders = {}, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const all: OutgoingHttpHeaders = { 'content-type': 'application/json', ...headers };
    if (!chunked) all['content-length'] = bytes.length;
    const req = httpRequest(new URL(CALL, base), { method: 'POST', headers: all }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString('utf8')) as Answer['json'] }));
    });
    // A refused body may be cut off while it is still being written; the answer is what counts.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    const write = () => {
      for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024));
      req.end();
    };
    if (headers.expect) req.on('continue', write);
    else write();
  });
}

const json = (size: number) => JSON.stringify({ keyword: 'x'.repeat(size) });

let api: { app: FastifyInstance; url: string };
let page: TestPageServer;

beforeAll(async () => {
  api = await standInApi();
  page = await startPageServer(api.url);
});
afterAll(async () => {
  await page.close();
  await api.app.close();
});

describe('the page server forwards the api calls', () => {
  it('M9: a call sent with Expect: 100-continue is answered by the api', async () => {
    const answer = await send(page.url, json(10), { expect: '100-continue' });
    expect(answer.status).toBe(200);
    expect(answer.json.err).toBe(ERR.OK);
    // The hop's own header stays at the hop.
    expect(answer.json.val?.headers.expect).toBeUndefined();
  });

  it('M9: a body near the limit with Expect: 100-continue goes through, as curl sends it', async () => {
    const answer = await send(page.url, json(API_BODY_LIMIT - 100), { expect: '100-continue' });
    expect(answer.status).toBe(200);
    expect(answer.json.val?.length).toBe(json(API_BODY_LIMIT - 100).length);
  });

  it("H1: X-Forwarded-For is the peer's address, whatever the client claims", async () => {
    const claimed = await send(page.url, json(1), { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', forwarded: 'for=203.0.113.7' });
    expect(claimed.json.val?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(claimed.json.val?.headers.forwarded).toBeUndefined();
    const plain = await send(page.url, json(1));
    expect(plain.json.val?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});

describe('L2: a body over the api limit gets the 413 envelope through the proxy', () => {
  it.each([
    ['just over the limit', API_BODY_LIMIT + 10],
    ['5 MB', 5 * 1024 * 1024],
    ['20 MB', 20 * 1024 * 1024],
  ])('with its length declared: %s', async (_name, size) => {
    const answer = await send(page.url, json(size));
    expect(answer).toEqual({ status: 413, json: { err: ERR.BAD_REQUEST, val: null, errmsg: MESSAGES.requestTooLarge } });
  });

  it('sent in chunks, counted as it streams', async () => {
    const answer = await send(page.url, json(5 * 1024 * 1024), {}, true);
    expect(answer).toEqual({ status: 413, json: { err: ERR.BAD_REQUEST, val: null, errmsg: MESSAGES.requestTooLarge } });
  });

  it('with Expect: 100-continue', async () => {
    const answer = await send(page.url, json(5 * 1024 * 1024), { expect: '100-continue' });
    expect(answer.status).toBe(413);
    expect(answer.json.errmsg).toBe(MESSAGES.requestTooLarge);
  });

  it('a body within the limit, chunked or not, reaches the api whole', async () => {
    for (const chunked of [false, true]) {
      const answer = await send(page.url, json(API_BODY_LIMIT - 100), {}, chunked);
      expect({ chunked, status: answer.status, length: answer.json.val?.length }).toEqual({ chunked, status: 200, length: json(API_BODY_LIMIT - 100).length });
    }
  });
});

describe('while the api is starting or stopping, the storefront answers its calls in the envelope', () => {
  const unavailable = { status: 503, json: { err: ERR.UNAVAILABLE, val: null, errmsg: MESSAGES.requestFalse } };

  it('the api does not listen yet (connection refused): 503', async () => {
    const gone = Fastify();
    const url = await gone.listen({ port: 0, host: '127.0.0.1' });
    await gone.close();
    const lone = await startPageServer(url);
    try {
      expect(await send(lone.url, json(1))).toEqual(unavailable);
    } finally {
      await lone.close();
    }
  });

  it('the api drops the call as it stops (connection reset): 503', async () => {
    expect(await send(page.url, JSON.stringify({ drop: true }))).toEqual(unavailable);
  });
});
