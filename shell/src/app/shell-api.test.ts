// @vitest-environment jsdom
import { MESSAGES, type MatchedRoute } from '@storefront/contracts';
import { probeEndpoint } from '@storefront/contracts/testing';
import { createStore } from 'jotai';
import { confirmAtom, dialogAtom } from '../features/dialogs/dialog-store';
import { loadingCountAtom } from '../features/loading/loading-store';
import { sessionAtom } from '../features/session/session-store';
import { toastsAtom } from '../features/toasts/toast-store';
import { designerSession, matchedRoute } from '../test/props';
import type { Router } from './router';
import { createShellServices } from './shell-api';

function setup(route: MatchedRoute = matchedRoute('cart')) {
  const store = createStore();
  store.set(sessionAtom, designerSession());
  const router: Router = { current: () => route, navigate: vi.fn(), subscribe: vi.fn(() => () => undefined), refresh: vi.fn() };
  const services = createShellServices('HOM', store, router);
  return { store, router, services };
}

/** Answers every call with the given envelopes in turn. */
function serverAnswers(...envelopes: { err: number; val?: unknown; errmsg?: string }[]) {
  const fetch = vi.fn(async () => {
    const next = envelopes.length > 1 ? envelopes.shift() : envelopes[0];
    return new Response(JSON.stringify({ val: null, errmsg: '', ...next }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createShellServices', () => {
  it('shows toasts, loading and dialogs through the shell store', async () => {
    const { store, services } = setup();
    vi.useFakeTimers();
    services.toasts.show({ kind: 'error', message: 'Payment failed' });
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ kind: 'error', message: 'Payment failed' })]);
    vi.advanceTimersByTime(2000);
    expect(store.get(toastsAtom)).toEqual([]);

    const end = services.loading.begin();
    expect(store.get(loadingCountAtom)).toBe(1);
    end();
    expect(store.get(loadingCountAtom)).toBe(0);

    services.dialogs.open('AddProject', { sku_number: 'A-1' });
    expect(store.get(dialogAtom)).toEqual({ kind: 'AddProject', payload: { sku_number: 'A-1' } });
    services.dialogs.open('About');
    expect(store.get(dialogAtom)).toEqual({ kind: 'About', payload: {} });
    services.dialogs.close();
    expect(store.get(dialogAtom)).toBeNull();

    const answer = services.dialogs.confirm({ title: 'Sure?', message: 'Remove it?' });
    store.get(confirmAtom)?.resolve(true);
    await expect(answer).resolves.toBe(true);
  });

  it('sends the current route as current_page and the session token', async () => {
    const fetch = serverAnswers({ err: 200, val: { ok: true } });
    const { services } = setup(matchedRoute('cart'));
    await expect(services.api.call(probeEndpoint('/probe/cart'))).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).searchParams.get('current_page')).toBe('/cart');
    expect((init.headers as Record<string, string>)['X-Auth-Token']).toBe('test-token');
  });

  it('goes to /noPermission on 25010 and toasts on 22003', async () => {
    serverAnswers({ err: 25010, errmsg: 'no permission' }, { err: 22003 });
    const { store, router, services } = setup();
    await expect(services.api.call(probeEndpoint('/probe/list'))).rejects.toMatchObject({ err: 25010, message: 'no permission' });
    expect(router.navigate).toHaveBeenCalledWith('/noPermission');

    await expect(services.api.call(probeEndpoint('/probe/list'))).rejects.toMatchObject({ err: 22003 });
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ kind: 'error', message: MESSAGES.noRole })]);
  });
});
