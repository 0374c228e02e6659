/**
 * L2 and M9 of the security report, the api's side (the page server's is in shell/server/api-proxy.test.ts): the
 * api answers a body over its limit with the 413 envelope, at exactly the limit the page server holds forwarded
 * bodies to (API_BODY_LIMIT), and a call sent with `Expect: 100-continue` is answered like any other.
 */
import { API_BODY_LIMIT, CATALOG_CALLS, ERR, FILE_CALLS, MESSAGES, type Endpoint } from '@storefront/contracts';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../src/testing/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Sends a body as a command-line client does; with `Expect: 100-continue` only once the api says to go on. */
function send(endpoint: Endpoint, body: Buffer, headers: OutgoingHttpHeaders): Promise<{ status: number; err: number; errmsg: string }> {
  return new Promise((resolve, reject) => {
    const all = { 'Api-Token': api.config.API_TOKEN, GuestUId: 'l2-guest-0001', 'content-length': body.length, ...headers };
    const req = httpRequest(new URL(`${endpoint.path}?obtain=hom`, api.url), { method: endpoint.method, headers: all }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => {
        const json = JSON.parse(text) as { err: number; errmsg: string };
        resolve({ status: res.statusCode ?? 0, err: json.err, errmsg: json.errmsg });
      });
    });
    // A refused body may be cut off while it is still being written; the answer is what counts.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    const write = () => req.end(body);
    if (headers.expect) req.on('continue', write);
    else write();
  });
}

/** A product-list body of exactly `size` bytes. */
function listBody(size: number): Buffer {
  const frame = JSON.stringify({ keyword: '' });
  return Buffer.from(JSON.stringify({ keyword: 'x'.repeat(size - frame.length) }));
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('L2: bodies over the limit', () => {
  it('L2: a JSON body of API_BODY_LIMIT bytes is read, one byte more is the 413 envelope', async () => {
    const atLimit = await send(CATALOG_CALLS.productList, listBody(API_BODY_LIMIT), JSON_TYPE);
    // Read and judged by the call's schema (a keyword this long is refused there), not refused for its size.
    expect(atLimit.status).toBe(400);
    expect(atLimit.errmsg).not.toBe(MESSAGES.requestTooLarge);
    const over = await send(CATALOG_CALLS.productList, listBody(API_BODY_LIMIT + 1), JSON_TYPE);
    expect(over).toEqual({ status: 413, err: ERR.BAD_REQUEST, errmsg: MESSAGES.requestTooLarge });
  });

  it('L2: a 20 MB JSON body is the 413 envelope', async () => {
    expect(await send(CATALOG_CALLS.productList, listBody(20 * 1024 * 1024), JSON_TYPE)).toEqual({ status: 413, err: ERR.BAD_REQUEST, errmsg: MESSAGES.requestTooLarge });
  });

  it('L2: an upload over its size is the 413 envelope of files', async () => {
    const boundary = 'l2-boundary-5f1';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncertificate\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const body = Buffer.concat([head, Buffer.alloc(21 * 1024 * 1024, 0xff), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    expect(await send(FILE_CALLS.upload, body, { 'content-type': `multipart/form-data; boundary=${boundary}` })).toEqual({
      status: 413,
      err: ERR.FILE_TOO_LARGE,
      errmsg: MESSAGES.fileTooLarge,
    });
  });
});

describe('M9: Expect: 100-continue', () => {
  it('M9: a call that waits for 100 Continue is answered as any other', async () => {
    const res = await send(CATALOG_CALLS.productList, Buffer.from(JSON.stringify({ limit: 1 })), { ...JSON_TYPE, expect: '100-continue' });
    expect({ status: res.status, err: res.err }).toEqual({ status: 200, err: ERR.OK });
  });
});
