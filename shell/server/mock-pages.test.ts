import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MENUS_SCRIPT_ID } from '../src/features/layout/use-site-menus';
import { mockAsked } from './server';
import { startPageServer, type TestPageServer } from './test-support';

/** An api that takes every request and never answers: a page that asks it waits for its budgets. */
let api: Server;
let apiUrl: string;
const asked: string[] = [];
let pages: TestPageServer;

const REMOTE_FILES = {
  'mf-catalog/dist/remote.js': 'export {};',
  'mf-catalog/dist-server/render.mjs': `export const render = async () => ({ html: '<h1>Rendered on the server</h1>', css: '', data: {} });`,
};

beforeAll(async () => {
  api = createHttpServer((request) => void asked.push(request.url ?? ''));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  pages = await startPageServer(apiUrl, 'HOM', REMOTE_FILES);
});
afterAll(async () => {
  await pages.close();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe('pages for the mock flag (decision 038)', () => {
  it('go out at once as the frame alone: no menus, session or page read from the api, no server render', async () => {
    for (const [path, cookie] of [['/home?mock=1', ''], ['/productList?Room=Bedroom', 'sf_mock=1']] as const) {
      asked.length = 0;
      const started = performance.now();
      const res = await fetch(`${pages.url}${path}`, { headers: cookie ? { cookie } : {} });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(400);
      expect(asked).toEqual([]);
      expect(html).not.toContain('Rendered on the server');
      expect(html).not.toContain(`id="${SITE_MENUS_SCRIPT_ID}"`);
    }
  });

  it('is a page server started with MOCK=1, ?mock=1, or the flag cookie unless ?mock=0', () => {
    expect(mockAsked({ mock: true }, '/home', {})).toBe(true);
    expect(mockAsked({}, '/home?mock=1', {})).toBe(true);
    expect(mockAsked({}, '/home', { sf_mock: '1' })).toBe(true);
    expect(mockAsked({}, '/home?mock=0', { sf_mock: '1' })).toBe(false);
    expect(mockAsked({ mock: false }, '/home', {})).toBe(false);
  });

  it('without the flag, the page still asks the api', async () => {
    asked.length = 0;
    const html = await (await fetch(`${pages.url}/home`)).text();
    expect(asked.length).toBeGreaterThan(0);
    expect(html).toContain('Rendered on the server');
  });
});
