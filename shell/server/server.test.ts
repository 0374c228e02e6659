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

describe('M3: pages keep to themselves', () => {
  let page: TestPageServer;
  beforeAll(async () => {
    page = await startPageServer(NO_API);
  });
  afterAll(() => page.close());

  const load = (url: string) => page.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('a page names its scripts: this server, and the inline start script by a nonce new on every page', async () => {
    const [first, second] = [await load('/no-such-page'), await load('/no-such-page')];
    const policy = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    // The inline scripts the page acts on carry it (the import map and the start script); the data blocks are not
    // scripts that run.
    const running = [...first.body.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>/g)].map((m) => m[1]);
    expect(running).toEqual([` type="importmap" nonce="${nonce}"`, ` type="module" nonce="${nonce}"`]);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
  });

  it('only the storefront itself may frame a page', async () => {
    const res = await load('/no-such-page');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/frame-ancestors 'self' /);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('/iframeMsg of a site that shares its session with no other site may be framed by the storefront alone', async () => {
    const res = await load('/iframeMsg');
    const ancestors = /frame-ancestors ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(ancestors).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe("I5: a remote's build metadata is not served", () => {
  let page: TestPageServer;
  beforeAll(async () => {
    page = await startPageServer(NO_API, 'HOM', {
      'mf-catalog/dist/remote.js': 'export {};',
      'mf-catalog/dist/remote-manifest.json': '{}',
      'mf-catalog/dist/mf-stats.json': '{}',
      'mf-catalog/dist/index.html': '<!doctype html>',
      'mf-catalog/dist/.vite/manifest.json': '{}',
    });
  });
  afterAll(() => page.close());

  it.each(['.vite/manifest.json', 'mf-stats.json', 'index.html'])('%s answers 404', async (file) => {
    const res = await page.app.inject({ method: 'GET', url: `/remotes/mf-catalog/${file}` });
    expect(res.statusCode).toBe(404);
  });

  it('while what the shell loads is served: the entry and the manifest of its chunks', async () => {
    for (const file of ['remote.js', 'remote-manifest.json']) {
      expect((await page.app.inject({ method: 'GET', url: `/remotes/mf-catalog/${file}` })).statusCode).toBe(200);
    }
  });
});
