/** Test helpers of the sign-in screens: a page mounted as the shell mounts it, with the real api client and msw answers. */
import { createApiClient, type Brand, type LoginResponse, type RouteId, type SessionSnapshot, type ToastKind } from '@storefront/contracts';
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

/** Mounts the page of a route with a brand, query and session; records toasts, navigation and sign-ins. */
export async function openPage(id: RouteId, options: { brand?: Brand; query?: Record<string, string>; session?: SessionSnapshot } = {}) {
  const brand = options.brand ?? 'HOM';
  const session = options.session ?? visitorSession;
  const toasts: Array<{ kind: ToastKind; message: string }> = [];
  const navigate = vi.fn();
  const signIn = vi.fn(async () => undefined);
  const props = testShellProps({
    brand,
    session,
    route: matchedRoute(id, { query: options.query ?? {} }),
    api: createApiClient({ brand, session: () => session }),
    navigate,
    toasts: { show: (toast) => toasts.push(toast) },
    account: { ...testShellProps().account, signIn },
  });
  const page = await mountLifecycles(lifecycles, props);
  mounted.push(page.unmount);
  return { toasts, navigate, signIn, user: userEvent.setup() };
}
