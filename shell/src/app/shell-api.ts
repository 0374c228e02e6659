import {
  MESSAGES,
  STORAGE_KEYS,
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
import { removeCookie } from '../features/session/cookie-jar';
import { createSessionApi } from '../features/session/session-actions';
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

export function createShellServices(brand: Brand, store: ShellStore, router: Router): ShellServices {
  const toasts: ToastApi = { show: (toast) => showToast(store, toast) };
  let sessionCleared = false;
  const api = createApiClient({
    brand,
    session: () => {
      const s = store.get(sessionAtom);
      return { ...s, currentPage: router.current().path, lastPath: lastPath() ?? '' };
    },
    onSessionInvalid: () => {
      // Cleared once; the flag resets on the next success (spec section 4).
      if (sessionCleared) return;
      sessionCleared = true;
      removeCookie(STORAGE_KEYS.token);
      store.set(sessionAtom, (s) => ({ ...s, token: null, roles: [], mode: 'mibd_visitor', user: null }));
      router.refresh();
    },
    onSuccess: () => {
      sessionCleared = false;
    },
    onNoRole: () => toasts.show({ kind: 'error', message: MESSAGES.noRole }),
    onNoPermission: () => router.navigate('/noPermission'),
  });
  return {
    api,
    events: createEventBus(),
    toasts,
    loading: { begin: () => beginLoading(store) },
    account: createSessionApi(brand, store, router, () => api),
    dialogs: {
      open: (kind, payload = {}) => store.set(dialogAtom, { kind, payload }),
      close: () => store.set(dialogAtom, null),
      confirm: (options) => askConfirm(store, options),
    },
  };
}
