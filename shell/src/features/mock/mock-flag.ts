/**
 * The mock flag (spec section 7, decision 038): `?mock=1` on any page switches this tab to the mock api (kept for the
 * tab in sessionStorage, so a navigation stays mocked; `?mock=0` switches it back), as does a build with MOCK=1. A
 * session cookie tells the page server, which then sends pages without reading the api. Small on purpose: it is in
 * every first load; the mock api itself is loaded only when the flag is on.
 */
import type * as StartMock from './start-mock';

export const MOCK_STORAGE_KEY = 'sf_mock';
/** The cookie the page server reads (shell/server/server.ts). */
export const MOCK_COOKIE = 'sf_mock';

export function mockFlagOn(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, setCookie: (cookie: string) => void, built = false): boolean {
  const asked = new URLSearchParams(location.search).get('mock');
  try {
    if (asked === '1') storage?.setItem(MOCK_STORAGE_KEY, '1');
    else if (asked === '0') storage?.removeItem(MOCK_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the flag holds for this page only.
  }
  let kept: boolean;
  try {
    kept = storage?.getItem(MOCK_STORAGE_KEY) === '1';
  } catch {
    kept = false;
  }
  const on = built || asked === '1' || (asked !== '0' && kept);
  if (on) setCookie(`${MOCK_COOKIE}=1; path=/; samesite=lax`);
  else if (asked === '0') setCookie(`${MOCK_COOKIE}=; path=/; max-age=0; samesite=lax`);
  return on;
}

type MockApiModule = typeof StartMock;

/** Where the build puts the mock api (vite.mock.config.ts): one file of its own, sharing no chunk with the shell. */
export const MOCK_API_URL = '/mock/start-mock.js';

/** The mock api's module: the source in the dev server, the file built apart otherwise. */
function loadMockApi(): Promise<MockApiModule> {
  if (import.meta.env.DEV) return import('./start-mock');
  const url = MOCK_API_URL;
  return import(/* @vite-ignore */ url) as Promise<MockApiModule>;
}

/** The mock api's start, while the flag is on: every call of the shell's client waits for it. */
let started: Promise<void> | null = null;

/**
 * Reads the flag and, when it is on, starts the mock api. The entry does not await it at its top (that would split the
 * entry's chunks for every page): its render waits for `mockStarted`, and its api client for `mockGatedFetch`.
 */
export function startMockFlag(built: boolean): void {
  let storage: Storage | null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  if (!mockFlagOn(location, storage, (cookie) => (document.cookie = cookie), built)) return;
  started = loadMockApi()
    .then((mock) => mock.startMockApi())
    .catch((error: unknown) => console.error('[mock api] could not start: calls go to the api', error));
}

/**
 * The mock api's start while the flag is on (null otherwise): the page is rendered after it, so nothing the page asks
 * for (a banner's picture no answer names) reaches the page server, which has no api behind it in mock mode.
 */
export function mockStarted(): Promise<void> | null {
  return started;
}

/** The fetch of the shell's api client: after the mock api has started while the flag is on; the platform's otherwise. */
export function mockGatedFetch(): typeof fetch | undefined {
  const gate = started;
  return gate ? (input, init) => gate.then(() => globalThis.fetch(input, init)) : undefined;
}
