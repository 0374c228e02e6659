import type { Endpoint, ResponseOf } from '@storefront/contracts';
import { request } from 'node:http';
import type { CallAnswer, TestApi } from '../../src/testing/api';

/**
 * The page server's address in these tests: the api under test trusts X-Forwarded-For from it alone
 * (TRUSTED_PROXIES), while the test's ordinary calls, from 127.0.0.1, are clients calling the api directly.
 */
export const PAGE_SERVER = '127.0.0.2';

export interface BrowserCall {
  /** The browser's address, as the page server forwards it. */
  client: string;
  body?: unknown;
  /** The browser's GuestUId (its random id); the storefront's are the time and 32 random characters. */
  guest?: string;
  token?: string;
}

/** A GuestUId of the storefront's shape (long and random enough to tell one browser from another). */
export function guestId(name: string): string {
  return `${Date.now()}${name.padEnd(32, 'x').slice(0, 32)}`;
}

/**
 * Calls an entry of the endpoint table as the page server does for a browser: from the page server's own address,
 * with X-Forwarded-For set to the browser's address (the page server replaces whatever the browser sent).
 */
export function throughPageServer(api: TestApi) {
  return <E extends Endpoint>(endpoint: E, call: BrowserCall): Promise<CallAnswer<ResponseOf<E>>> => {
    const url = new URL(endpoint.path, api.url);
    url.searchParams.set('obtain', 'hom');
    const payload = endpoint.method === 'GET' ? '' : JSON.stringify(call.body ?? {});
    const headers: Record<string, string> = {
      'Api-Token': api.config.API_TOKEN,
      'X-Forwarded-For': call.client,
      GuestUId: call.guest ?? 'page-server-test',
    };
    if (payload) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) });
    if (call.token) headers['X-Auth-Token'] = call.token;
    return new Promise((resolve, reject) => {
      const req = request(url, { method: endpoint.method, headers, localAddress: PAGE_SERVER }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            const json = JSON.parse(text) as { err: number; val: ResponseOf<E>; errmsg: string };
            const answered = new Headers();
            for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answered.set(name, String(value));
            resolve({ status: res.statusCode ?? 0, ...json, headers: answered });
          } catch (error) {
            reject(error as Error);
          }
        });
      });
      req.on('error', reject);
      req.end(payload || undefined);
    });
  };
}
