import {
  MESSAGES,
  createApiClient,
  createEventBus,
  type ApiClient,
  type Brand,
  type DialogApi,
  type EventBus,
  type LoadingApi,
  type SessionApi,
  type ToastApi,
} from '@storefront/contracts';
import { askConfirm, dialogAtom } from '../features/dialogs/dialog-store';
import { beginLoading } from '../features/loading/loading-store';
import { mockGatedFetch } from '../features/mock/mock-flag';
import { createSessionLifecycle, sessionApiOf, type SessionLifecycle } from '../features/session/session-actions';
import { switchLanguage } from '../features/session/language';
import { lastPath } from '../features/session/path-history';
import { sessionAtom } from '../features/session/session-store';
import { showToast } from '../features/toasts/toast-store';
import type { Router } from './router';
import type { ShellStore } from './store';

/** The parts of the mount props that do not change from one render to the next. */
export interface ShellServices {
  api: ApiClient;
  events: EventBus;
  dialogs: DialogApi;
  toasts: ToastApi;
  loading: LoadingApi;
  account: SessionApi;
}

/** The services plus the session lifecycle, which only the shell drives (start, hourly roles, expiry). */
export interface ShellRuntime {
  services: ShellServices;
  session: SessionLifecycle;
}

export function createShellRuntime(brand: Brand, store: ShellStore, router: Router): ShellRuntime {
  const toasts: ToastApi = { show: (toast) => showToast(store, toast) };
  const api = createApiClient({
    brand,
    holdToken: true,
    fetch: mockGatedFetch(),
    session: () => {
      const s = store.get(sessionAtom);
      return { ...s, currentPage: router.current().path, lastPath: lastPath() ?? '' };
    },
    onSessionInvalid: () => session.expire(),
    onSuccess: () => session.succeeded(),
    onNoRole: () => toasts.show({ kind: 'error', message: MESSAGES.noRole }),
    onNoPermission: () => router.navigate('/noPermission'),
  });
  const session = createSessionLifecycle({ brand, store, router, api: () => api });
  const services: ShellServices = {
    api,
    events: createEventBus(),
    toasts,
    loading: { begin: () => beginLoading(store) },
    account: { ...sessionApiOf(session), setLanguage: (language) => switchLanguage(store, language) },
    dialogs: {
      open: (kind, payload = {}) => store.set(dialogAtom, { kind, payload }),
      close: () => store.set(dialogAtom, null),
      confirm: (options) => askConfirm(store, options),
    },
  };
  return { services, session };
}

export function createShellServices(brand: Brand, store: ShellStore, router: Router): ShellServices {
  return createShellRuntime(brand, store, router).services;
}
