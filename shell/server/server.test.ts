import { BRANDS } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type TestPageServer } from './test-support';

// No call reaches the api here: any address will do.
const NO_API = 'http://127.0.0.1:9';

describe('M10: the site root', () => {
  it.each(BRANDS)('redirects to /home on %s (spec section 2), keeping the query', async (brand) => {
    const page = await startPageServer(NO_API, brand);
    try {
      for (const [path, to] of [
        ['/', '/home'],
        ['/?utm_source=mail&x=1', '/home?utm_source=mail&x=1'],
      ] as const) {
        const res = await fetch(new URL(path, page.url), { redirect: 'manual', headers: { accept: 'text/html' } });
        expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({ path, status: 302, location: to });
      }
    } finally {
      await page.close();
    }
  });
});

describe('M10: folders of the build', () => {
  let page: TestPageServer;
  beforeAll(async () => {
    page = await startPageServer(NO_API);
  });
  afterAll(() => page.close());

  it('are no files: /assets/ is an unknown page (404), never a 403', async () => {
    const res = await page.app.inject({ method: 'GET', url: '/assets/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('while the files in them are served', async () => {
    const res = await page.app.inject({ method: 'GET', url: '/assets/entry-1.js' });
    expect(res.statusCode).toBe(200);
  });
});

describe('M2: the cookie-consent form', () => {
  let page: TestPageServer;
  beforeAll(async () => {
    page = await startPageServer(NO_API);
  });
  afterAll(() => page.close());

  const post = (value: string) =>
    page.app.inject({
      method: 'POST',
      url: '/cookie-consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ return: value }).toString(),
    });

  it('sets the cookies and goes back to the in-app page it came from', async () => {
    const res = await post('/productList?Room=Living%20Room');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/productList?Room=Living%20Room');
    expect(String(res.headers['set-cookie'])).toContain('BASIC_COOKIES=true');
  });

  // The report's reproduction: /.//evil.com passed the raw checks and normalized to //evil.com. Every other hostile
  // address is the contracts' rule test's (safe-return.test.ts).
  it('M2: never sends the browser to another host: return=/.//evil.com lands on /home', async () => {
    const res = await post('/.//evil.com');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/home');
  });
});
