import {
  BRAND_TABLE,
  STORAGE_KEYS,
  userRoleResponse,
  type ApiClient,
  type Brand,
  type Mode,
  type SessionApi,
} from '@storefront/contracts';
import type { Router } from '../../app/router';
import type { ShellStore } from '../../app/store';
import { removeCookie, writeCookie } from './cookie-jar';
import { sessionAtom } from './session-store';

/** The session lifecycle (spec sections 3 and 4): the one place that writes the session's cookies. */
export function createSessionApi(brand: Brand, store: ShellStore, router: Router, api: () => ApiClient): SessionApi {
  const loadRoles = async (mode: Mode) => {
    const answer = await api().call('/mibd/common/user_role', { method: 'GET', query: { mode }, schema: userRoleResponse });
    writeCookie(STORAGE_KEYS.mode, answer.mode);
    writeCookie(STORAGE_KEYS.getRoleTime, String(Date.now()));
    store.set(sessionAtom, (s) => ({ ...s, roles: answer.Role, mode: answer.mode }));
  };
  const goHome = () => {
    const info = BRAND_TABLE[brand];
    if (info.homeUrl) window.location.assign(info.homeUrl);
    else router.navigate('/home');
  };
  return {
    async signIn(answer, options) {
      writeCookie(STORAGE_KEYS.token, answer.token);
      writeCookie(STORAGE_KEYS.authUid, answer.user_id);
      writeCookie(STORAGE_KEYS.userFirstName, answer.user_first_name);
      writeCookie(STORAGE_KEYS.userLastName, answer.user_last_name);
      writeCookie(STORAGE_KEYS.userEmail, answer.user_email);
      writeCookie(STORAGE_KEYS.userHeadImg, answer.head_img);
      store.set(sessionAtom, (s) => ({
        ...s,
        token: answer.token,
        mode: options?.mode ?? answer.mode,
        user: {
          userId: answer.user_id,
          firstName: answer.user_first_name,
          lastName: answer.user_last_name,
          email: answer.user_email,
          headImg: answer.head_img || null,
        },
      }));
      await loadRoles(options?.mode ?? answer.mode);
    },
    async signOut() {
      await api()
        .call('/mibd/login/logout', {})
        .catch(() => undefined);
      for (const key of [
        STORAGE_KEYS.token,
        STORAGE_KEYS.authUid,
        STORAGE_KEYS.customerId,
        STORAGE_KEYS.customer,
        STORAGE_KEYS.userFirstName,
        STORAGE_KEYS.userLastName,
        STORAGE_KEYS.userEmail,
        STORAGE_KEYS.userHeadImg,
        STORAGE_KEYS.mode,
        STORAGE_KEYS.shoppingCartNum,
      ]) {
        removeCookie(key);
      }
      store.set(sessionAtom, (s) => ({ ...s, token: null, user: null, customerId: null, mode: 'mibd_visitor', roles: [] }));
      await loadRoles('mibd_visitor').catch(() => undefined);
      goHome();
    },
    async switchMode(mode, options) {
      removeCookie(STORAGE_KEYS.customerId);
      store.set(sessionAtom, (s) => ({ ...s, customerId: null }));
      await loadRoles(mode);
      if (options?.reload) window.location.reload();
    },
    selectCustomer(customer) {
      if (customer) {
        writeCookie(STORAGE_KEYS.customerId, customer.id);
        writeCookie(STORAGE_KEYS.customer, customer.name);
      } else {
        removeCookie(STORAGE_KEYS.customerId);
        removeCookie(STORAGE_KEYS.customer);
      }
      store.set(sessionAtom, (s) => ({ ...s, customerId: customer?.id ?? null }));
    },
    refreshRoles: () => loadRoles(store.get(sessionAtom).mode),
  };
}
