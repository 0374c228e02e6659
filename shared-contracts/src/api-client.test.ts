// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, DEFAULT_API_TOKEN, createApiClient, type ApiClientOptions, type ApiSessionView } from './api-client';
import { BRANDS, brandInfo, type Brand } from './brands';
import { probeEndpoint as probe } from './testing';
import { ApiError, ERR, MESSAGES } from './errors';

const BASE = 'http://localhost';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

const server = setupServer();
let seen: Seen[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

/** Answers every call to BASE/<path> with the envelope, recording what the client sent. */
function answer(path: string, envelope: unknown, opts: { wait?: number } = {}) {
  server.use(
    http.all(`${BASE}${path}`, async ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() });
      if (opts.wait) await delay(opts.wait);
      return HttpResponse.json(envelope as Record<string, unknown>);
    }),
  );
}

const ok = (val: unknown) => ({ err: ERR.OK, val, errmsg: '' });

function view(over: Partial<ApiSessionView> = {}): ApiSessionView {
  return {
    token: 'tok-123',
    mode: 'mibd_designer',
    guestId: '1700000000000abcdefghijklmnopqrstuvwxyzABCDEF',
    customerId: 'cust-9',
    language: 'en',
    clientAgent: { id: 'agent-1', code: 'AC-77' },
    currentPage: '/cart',
    lastPath: '/home',
    ...over,
  };
}

function client(over: Partial<ApiClientOptions> = {}, session: ApiSessionView = view()) {
  return createApiClient({ brand: 'HOM', baseUrl: BASE, session: () => session, ...over });
}

function last(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
}

describe('headers', () => {
  it('sends the session headers of a signed-in user', async () => {
    answer('/probe/echo', ok(null));
    await client().call(probe('/probe/echo'), { body: { a: 1 } });
    const { headers } = last();
    expect(headers.get('Api-Token')).toBe(DEFAULT_API_TOKEN);
    expect(headers.get('Mode')).toBe('mibd_designer');
    expect(headers.get('X-Auth-Token')).toBe('tok-123');
    expect(headers.get('GuestUId')).toBe('1700000000000abcdefghijklmnopqrstuvwxyzABCDEF');
    expect(headers.get('CId')).toBe('cust-9');
    expect(headers.get('agent_user_id')).toBe('agent-1');
    expect(headers.get('agent_user_code')).toBe('AC-77');
    expect(headers.get('Channel-Source')).toBe('web');
  });

  it('sends the configured Api-Token', async () => {
    answer('/probe/echo', ok(null));
    await client({ apiToken: 'key-from-config' }).call(probe('/probe/echo'));
    expect(last().headers.get('Api-Token')).toBe('key-from-config');
  });

  it('sends the current mode of the session', async () => {
    answer('/probe/echo', ok(null));
    await client({}, view({ mode: 'mibd_communicate' })).call(probe('/probe/echo'));
    expect(last().headers.get('Mode')).toBe('mibd_communicate');
  });

  it('uses visitor mode and no X-Auth-Token for a no-auth call', async () => {
    answer('/probe/echo', ok(null));
    await client().call(probe('/probe/echo'), { auth: false });
    expect(last().headers.get('Mode')).toBe('mibd_visitor');
    expect(last().headers.has('X-Auth-Token')).toBe(false);
    expect(last().headers.get('GuestUId')).toBe(view().guestId);
  });

  it.each([null, ''])('uses visitor mode and no X-Auth-Token without a token (%j)', async (token) => {
    answer('/probe/echo', ok(null));
    await client({}, view({ token, mode: 'mibd_designer' })).call(probe('/probe/echo'));
    expect(last().headers.get('Mode')).toBe('mibd_visitor');
    expect(last().headers.has('X-Auth-Token')).toBe(false);
  });

  it('sends the Mode header empty for CA_DEALER, signed in or not', async () => {
    answer('/probe/echo', ok(null));
    await client({ brand: 'CA_DEALER' }).call(probe('/probe/echo'));
    expect(last().headers.get('Mode')).toBe('');
    expect(last().headers.get('X-Auth-Token')).toBe('tok-123');
    await client({ brand: 'CA_DEALER' }, view({ token: null })).call(probe('/probe/echo'));
    expect(last().headers.get('Mode')).toBe('');
  });

  it('sends empty customer and agent headers when there are none', async () => {
    answer('/probe/echo', ok(null));
    await client({}, view({ customerId: null, clientAgent: null })).call(probe('/probe/echo'));
    expect(last().headers.get('CId')).toBe('');
    expect(last().headers.get('agent_user_id')).toBe('');
    expect(last().headers.get('agent_user_code')).toBe('');
  });

  it('reads the session at call time', async () => {
    answer('/probe/echo', ok(null));
    let session = view({ token: null });
    const api = createApiClient({ brand: 'HOM', baseUrl: BASE, session: () => session });
    await api.call(probe('/probe/echo'));
    expect(last().headers.has('X-Auth-Token')).toBe(false);
    session = view({ token: 'fresh' });
    await api.call(probe('/probe/echo'));
    expect(last().headers.get('X-Auth-Token')).toBe('fresh');
  });
});

describe('method, body and query', () => {
  it('POSTs JSON by default', async () => {
    answer('/probe/shoppingCart/add', ok(true));
    await client().call(probe('/probe/shoppingCart/add'), { body: { sku_number: 'ABC', number: 2 } });
    expect(last().method).toBe('POST');
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(last().body)).toEqual({ sku_number: 'ABC', number: 2 });
  });

  it('POSTs an empty object when there is no body', async () => {
    answer('/probe/echo', ok(null));
    await client().call(probe('/probe/echo'));
    expect(JSON.parse(last().body)).toEqual({});
  });

  it('sends a GET without a body, with the query', async () => {
    answer('/probe/common/user_role', ok({ Role: [] }));
    await client().call(probe('/probe/common/user_role', { method: 'GET' }), { query: { mode: 'mibd_safe', page: 2, flag: true, skip: undefined } });
    const request = last();
    expect(request.method).toBe('GET');
    expect(request.body).toBe('');
    expect(request.url.searchParams.get('mode')).toBe('mibd_safe');
    expect(request.url.searchParams.get('page')).toBe('2');
    expect(request.url.searchParams.get('flag')).toBe('true');
    expect(request.url.searchParams.has('skip')).toBe(false);
  });

  it('adds the common query fields to every call', async () => {
    answer('/probe/echo', ok(null));
    const before = Date.now();
    await client({}, view({ language: 'zh' })).call(probe('/probe/echo'));
    const q = last().url.searchParams;
    expect(Number(q.get('timestamp'))).toBeGreaterThanOrEqual(before);
    expect(Number(q.get('timestamp'))).toBeLessThanOrEqual(Date.now());
    expect(q.get('timestamp')).toMatch(/^\d{13}$/);
    expect(q.get('obtain')).toBe('hom');
    expect(q.get('cookie')).toBe(view().guestId);
    expect(q.get('lang_type')).toBe('zh');
    expect(q.get('current_page')).toBe('/cart');
    expect(q.get('last_page')).toBe('/home');
    expect(q.get('os')).toBeTruthy();
    expect(q.get('browser')).toBeTruthy();
  });

  it('sends empty pages when the session has none', async () => {
    answer('/probe/echo', ok(null));
    await client({}, view({ currentPage: undefined, lastPath: undefined })).call(probe('/probe/echo'));
    expect(last().url.searchParams.get('current_page')).toBe('');
    expect(last().url.searchParams.get('last_page')).toBe('');
  });

  it.each(BRANDS)('sends the server code of %s as obtain', async (brand: Brand) => {
    answer('/probe/echo', ok(null));
    await client({ brand }).call(probe('/probe/echo'));
    expect(last().url.searchParams.get('obtain')).toBe(brandInfo(brand).code);
  });

  it('resolves a path against the page when no base URL is given', async () => {
    server.use(
      http.post(`${location.origin}/probe/here`, ({ request }) => {
        seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: '' });
        return HttpResponse.json(ok('here'));
      }),
    );
    await expect(createApiClient({ brand: 'HOM', session: () => view() }).call(probe('/probe/here'))).resolves.toBe('here');
    expect(last().url.origin).toBe(location.origin);
  });
});

describe('os and browser', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Windows', 'Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Windows', 'Edge'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'macOS', 'Safari'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Linux', 'Firefox'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Android', 'Chrome'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'iOS', 'Safari'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'iOS', 'Safari'],
    ['curl/8.0', 'other', 'other'],
  ])('reports %s as %s / %s', async (ua, os, browser) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
    answer('/probe/echo', ok(null));
    await client().call(probe('/probe/echo'));
    expect(last().url.searchParams.get('os')).toBe(os);
    expect(last().url.searchParams.get('browser')).toBe(browser);
  });
});

describe('answers', () => {
  it('resolves val on err 200 and reports the success', async () => {
    answer('/probe/shoppingCart/list', ok({ list: [{ sku_number: 'A' }] }));
    const onSuccess = vi.fn();
    await expect(client({ onSuccess }).call(probe('/probe/shoppingCart/list'))).resolves.toEqual({ list: [{ sku_number: 'A' }] });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('validates val with the schema and returns what it parsed', async () => {
    answer('/probe/shoppingCart/list', ok({ list: [{ sku_number: 'A', extra: true }], total: '2' }));
    const schema = z.object({ list: z.array(z.object({ sku_number: z.string() })), total: z.coerce.number() });
    await expect(client().call(probe('/probe/shoppingCart/list', { response: schema }))).resolves.toEqual({ list: [{ sku_number: 'A' }], total: 2 });
  });

  it('rejects when val does not fit the schema', async () => {
    answer('/probe/shoppingCart/list', ok({ list: 'nope' }));
    const schema = z.object({ list: z.array(z.string()) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await client()
      .call(probe('/probe/shoppingCart/list', { response: schema }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ err: 0, message: 'Request false' });
  });

  it('rejects another err with an ApiError carrying err, errmsg and val', async () => {
    answer('/probe/shoppingCart/verify_coupon', { err: 30001, val: { code: 'X' }, errmsg: 'Coupon code error' });
    const onSuccess = vi.fn();
    const error = await client({ onSuccess })
      .call(probe('/probe/shoppingCart/verify_coupon'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', err: 30001, message: 'Coupon code error', val: { code: 'X' } });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('falls back to "Request false" when the error has no message', async () => {
    answer('/probe/echo', { err: 30002, val: null, errmsg: '' });
    await expect(client().call(probe('/probe/echo'))).rejects.toMatchObject({ err: 30002, message: MESSAGES.requestFalse });
  });

  it('rejects 25002 (email exists) without calling any session handler', async () => {
    answer('/probe/personalProject/addCustomer', { err: ERR.EMAIL_EXISTS, val: null, errmsg: 'This email is already used, please use another email' });
    const handlers = { onSessionInvalid: vi.fn(), onNoRole: vi.fn(), onNoPermission: vi.fn(), onSuccess: vi.fn() };
    await expect(client(handlers).call(probe('/probe/personalProject/addCustomer'))).rejects.toMatchObject({ err: 25002 });
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });
});

describe('error codes the shell handles', () => {
  function handlers() {
    return { onSessionInvalid: vi.fn(), onNoRole: vi.fn(), onNoPermission: vi.fn(), onSuccess: vi.fn() };
  }

  it.each([ERR.SESSION_RELOAD, ERR.SESSION_INVALID])('reports %s as an invalid session and rejects', async (err) => {
    expect([21015, 22007]).toContain(err);
    answer('/probe/echo', { err, val: null, errmsg: 'session' });
    const h = handlers();
    await expect(client(h).call(probe('/probe/echo'))).rejects.toMatchObject({ err });
    expect(h.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(h.onSessionInvalid).toHaveBeenCalledWith(err);
    expect(h.onNoRole).not.toHaveBeenCalled();
    expect(h.onNoPermission).not.toHaveBeenCalled();
    expect(h.onSuccess).not.toHaveBeenCalled();
  });

  it('reports 22003 as no role and rejects', async () => {
    answer('/probe/echo', { err: 22003, val: null, errmsg: 'user has no role' });
    const h = handlers();
    await expect(client(h).call(probe('/probe/echo'))).rejects.toMatchObject({ err: 22003, message: 'user has no role' });
    expect(h.onNoRole).toHaveBeenCalledTimes(1);
    expect(h.onSessionInvalid).not.toHaveBeenCalled();
    expect(h.onNoPermission).not.toHaveBeenCalled();
  });

  it('reports 25010 as no permission and rejects', async () => {
    answer('/probe/echo', { err: 25010, val: null, errmsg: 'no permission' });
    const h = handlers();
    await expect(client(h).call(probe('/probe/echo'))).rejects.toMatchObject({ err: 25010 });
    expect(h.onNoPermission).toHaveBeenCalledTimes(1);
    expect(h.onSessionInvalid).not.toHaveBeenCalled();
    expect(h.onNoRole).not.toHaveBeenCalled();
  });

  it('reports the next success after a failure', async () => {
    const h = handlers();
    const api = client(h);
    answer('/probe/echo', { err: 22007, val: null, errmsg: 'x' });
    await expect(api.call(probe('/probe/echo'))).rejects.toBeInstanceOf(ApiError);
    answer('/probe/echo', ok(1));
    await expect(api.call(probe('/probe/echo'))).resolves.toBe(1);
    expect(h.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(h.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('works without any handler', async () => {
    answer('/probe/echo', { err: 21015, val: null, errmsg: 'reload' });
    await expect(client().call(probe('/probe/echo'))).rejects.toMatchObject({ err: 21015, message: 'reload' });
  });
});

describe('failures of the transport', () => {
  it('rejects a network error with ApiError "Request false"', async () => {
    server.use(http.all(`${BASE}/probe/echo`, () => HttpResponse.error()));
    const onSuccess = vi.fn();
    const error = await client({ onSuccess })
      .call(probe('/probe/echo'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ err: 0, message: 'Request false' });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('rejects a body that is not JSON with "Request false"', async () => {
    server.use(http.all(`${BASE}/probe/echo`, () => HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502 })));
    await expect(client().call(probe('/probe/echo'))).rejects.toMatchObject({ name: 'ApiError', message: 'Request false' });
  });

  it.each([[[1, 2]], [{ val: 1 }], [{ err: '200', val: 1 }], [null]])('rejects JSON that is not an envelope (%j) with "Request false"', async (json) => {
    server.use(http.all(`${BASE}/probe/echo`, () => HttpResponse.json(json)));
    await expect(client().call(probe('/probe/echo'))).rejects.toMatchObject({ name: 'ApiError', message: 'Request false' });
  });

  it('reads the envelope of a non-2xx HTTP status', async () => {
    server.use(http.all(`${BASE}/probe/echo`, () => HttpResponse.json({ err: 40400, val: null, errmsg: 'Not found' }, { status: 404 })));
    await expect(client().call(probe('/probe/echo'))).rejects.toMatchObject({ err: 40400, message: 'Not found' });
  });

  it('never sends a POST twice: a gateway failure is the caller\'s "Request false"', async () => {
    let attempts = 0;
    server.use(
      http.all(`${BASE}/probe/shoppingCart/add`, () => {
        attempts += 1;
        return HttpResponse.text('bad gateway', { status: 502 });
      }),
    );
    await expect(client().call(probe('/probe/shoppingCart/add'), { body: { sku_number: 'A', number: 1 } })).rejects.toMatchObject({ name: 'ApiError', message: 'Request false' });
    expect(attempts).toBe(1);
  });

  it('gives up after the timeout with "Request false"', async () => {
    answer('/probe/slow', ok('late'), { wait: 2_000 });
    const started = Date.now();
    await expect(client({ timeoutMs: 50 }).call(probe('/probe/slow'))).rejects.toMatchObject({ name: 'ApiError', message: 'Request false' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('uses the 150000 ms reading of the spec by default', () => {
    expect(API_TIMEOUT_MS).toBe(150_000);
  });

  it('stops when the caller aborts', async () => {
    answer('/probe/slow', ok('late'), { wait: 2_000 });
    const controller = new AbortController();
    const pending = client().call(probe('/probe/slow'), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().call(probe('/probe/slow'), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('cancelPrevious', () => {
  it('aborts an earlier identical pending call; the later one resolves', async () => {
    answer('/probe/art/product/search', ok({ list: ['sofa'] }), { wait: 100 });
    const api = client();
    const first = api.call(probe('/probe/art/product/search'), { body: { search: 'sofa' }, cancelPrevious: true });
    const firstError = first.catch((e: unknown) => e);
    await delay(20);
    const second = api.call(probe('/probe/art/product/search'), { body: { search: 'sofa' }, cancelPrevious: true });
    const error = await firstError;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    await expect(second).resolves.toEqual({ list: ['sofa'] });
  });

  it('aborts the earlier call without waiting for the server', async () => {
    answer('/probe/art/product/search', ok('late'), { wait: 2_000 });
    const api = client({ timeoutMs: 5_000 });
    const started = Date.now();
    const first = api.call(probe('/probe/art/product/search'), { body: { search: 'a' }, cancelPrevious: true }).catch((e: unknown) => e);
    void api.call(probe('/probe/art/product/search'), { body: { search: 'a' }, cancelPrevious: true }).catch(() => undefined);
    expect((await first) as DOMException).toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('leaves calls with a different body or query alone', async () => {
    answer('/probe/art/product/search', ok('done'), { wait: 50 });
    const api = client();
    const results = await Promise.allSettled([
      api.call(probe('/probe/art/product/search'), { body: { search: 'sofa' }, cancelPrevious: true }),
      api.call(probe('/probe/art/product/search'), { body: { search: 'bed' }, cancelPrevious: true }),
      api.call(probe('/probe/art/product/search'), { body: { search: 'bed' }, query: { page: 2 }, cancelPrevious: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  });

  it('leaves identical calls alone without the option', async () => {
    answer('/probe/echo', ok('done'), { wait: 50 });
    const api = client();
    const results = await Promise.allSettled([api.call(probe('/probe/echo'), { body: { a: 1 } }), api.call(probe('/probe/echo'), { body: { a: 1 } })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('does not cancel calls of another client', async () => {
    answer('/probe/echo', ok('done'), { wait: 50 });
    const results = await Promise.allSettled([
      client().call(probe('/probe/echo'), { cancelPrevious: true }),
      client().call(probe('/probe/echo'), { cancelPrevious: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('lets a later identical call run once the earlier one finished', async () => {
    answer('/probe/echo', ok('done'));
    const api = client();
    await expect(api.call(probe('/probe/echo'), { cancelPrevious: true })).resolves.toBe('done');
    await expect(api.call(probe('/probe/echo'), { cancelPrevious: true })).resolves.toBe('done');
  });
});

describe('ApiError across bundles', () => {
  it('is recognised by instanceof when another copy of the class threw it', async () => {
    const copy = './errors?copy';
    const source = (await import(/* @vite-ignore */ copy)) as { ApiError: typeof ApiError };
    const foreign: unknown = new source.ApiError(22007, 'Please log in again');
    expect(source.ApiError).not.toBe(ApiError);
    expect(foreign instanceof ApiError).toBe(true);
    expect(new Error('plain') instanceof ApiError).toBe(false);
    expect({ err: 22007 } instanceof ApiError).toBe(false);
  });
});
