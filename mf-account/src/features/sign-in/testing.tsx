/** Test helpers of the sign-in screens: a page mounted as the shell mounts it, with the real api client and msw answers. */
import { createApiClient, createEventBus, type Brand, type LoginResponse, type Mode, type RouteId, type SessionSnapshot, type ToastKind } from '@storefront/contracts';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { configure } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { PAGES } from './index';

export function loginAnswer(extra: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'token-1',
    user_id: 'u-1',
    user_first_name: 'Dana',
    user_last_name: 'Reyes',
    user_email: 'designer@storefront.test',
    head_img: '',
    kind: 'designer',
    mode: 'mibd_safe',
    ...extra,
  };
}

// Pages load lazily: on a busy machine the first one takes more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const lifecycles = defineRemote({ owner: 'mf-account', pages: pagesFor('mf-account', PAGES) });
const mounted: Array<() => Promise<void>> = [];

/** Unmounts what the last test mounted (call in afterEach). */
export async function unmountAll(): Promise<void> {
  for (const unmount of mounted.splice(0)) await unmount();
}

/**
 * Mounts the page of a route with a brand, query and session; records toasts, navigation and sign-ins. A sign-in
 * gives the api client the answer's token, as the shell's does (calls made after it are the account's).
 */
export async function openPage(id: RouteId, options: { brand?: Brand; query?: Record<string, string>; session?: SessionSnapshot } = {}) {
  const brand = options.brand ?? 'HOM';
  const session = options.session ?? visitorSession;
  let current = session;
  const toasts: Array<{ kind: ToastKind; message: string }> = [];
  const navigate = vi.fn();
  const signIn = vi.fn(async (answer: LoginResponse, signInOptions?: { mode?: Mode }) => {
    current = { ...current, token: answer.token, mode: signInOptions?.mode ?? answer.mode };
  });
  const events = createEventBus(new EventTarget());
  const props = testShellProps({
    brand,
    session,
    route: matchedRoute(id, { query: options.query ?? {} }),
    api: createApiClient({ brand, session: () => current }),
    events,
    navigate,
    toasts: { show: (toast) => toasts.push(toast) },
    account: { ...testShellProps().account, signIn },
  });
  const page = await mountLifecycles(lifecycles, props);
  mounted.push(page.unmount);
  return { toasts, navigate, signIn, events, user: userEvent.setup() };
}
