import {
  BRAND_TABLE,
  IDENTITY_CALLS,
  SESSION_MAX_AGE_SECONDS,
  STORAGE_KEYS,
  brandHomeTarget,
  isSignedIn,
  type ApiClient,
  type Brand,
  type Mode,
  type ResponseOf,
  type SessionApi,
  type SessionSnapshot,
} from '@storefront/contracts';
import { startTransition } from 'react';
import type { Router } from '../../app/router';
import type { ShellStore } from '../../app/store';
import { readCookie, removeCookie, writeCookie } from './cookie-jar';
import { clearSessionCookies, writeClientAgent, writeLoginCookies } from './session-cookies';
import { clientAgentOf, sessionAtom, sessionUserOf } from './session-store';
import { markSignedOut } from './session-sites';

/** Roles are fetched again after an hour (spec section 9). */
export const ROLE_REFRESH_MS = 3_600_000;

/** The session lifecycle: the remotes' SessionApi plus what only the shell calls. */
export interface SessionLifecycle extends SessionApi {
  /**
   * Before the first frame is hydrated: asks for what start() will need (the roles of the stored mode, the signed-in
   * user's info), so the answers are on their way while React adopts the page. Nothing is written until start().
   */
  prime(): void;
  /** At start: the visitor role, or the signed-in user's info and the roles of the stored mode. */
  start(): Promise<void>;
  /** Loads the roles again when getRoleTime is an hour old (called on every route change). */
  refreshIfStale(now?: number): void;
  /** A session-invalid answer (21015, 22007): clears the session once, until the next success. */
  expire(): void;
  /** Any successful answer: the next session-invalid answer clears again. */
  succeeded(): void;
}

interface Deps {
  brand: Brand;
  store: ShellStore;
  router: Router;
  api: () => ApiClient;
  /** Full page loads and reloads (a test passes its own). */
  location?: Pick<Location, 'assign' | 'reload'>;
}

type UserRoleAnswer = ResponseOf<typeof IDENTITY_CALLS.userRole>;
type UserInfoAnswer = ResponseOf<typeof IDENTITY_CALLS.userInfo>;

const VISITOR: Pick<SessionSnapshot, 'token' | 'roles' | 'mode' | 'user' | 'customerId' | 'customerName' | 'clientAgent'> = {
  token: null,
  roles: [],
  mode: 'mibd_visitor',
  user: null,
  customerId: null,
  customerName: null,
  clientAgent: null,
};

/** The session lifecycle (spec sections 3 and 4): the one place that writes the session's cookies. */
export function createSessionLifecycle({ brand, store, router, api, location = window.location }: Deps): SessionLifecycle {
  const ffd = BRAND_TABLE[brand].features.ffdVariants;
  let cleared = false;
  let generation = 0;
  let loading = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const session = () => store.get(sessionAtom);

  /** The answers prime() asked for, taken once by start(); between the two an expiry waits for start(). */
  let early: { mode: Mode; roles: Promise<UserRoleAnswer>; user: Promise<UserInfoAnswer> | null } | null = null;
  let primed = false;
  let started = false;
  let expiryWaiting = false;
  const askRoles = (mode: Mode) => api().call(IDENTITY_CALLS.userRole, { query: { mode } });
  const askUser = () => api().call(IDENTITY_CALLS.userInfo);

  const loadRoles = async (mode: Mode, asked?: Promise<UserRoleAnswer>) => {
    const mine = ++generation;
    loading += 1;
    const answer = await (asked ?? askRoles(mode)).finally(() => (loading -= 1));
    // A newer load (a login, a logout, a mode switch) wins over an older one still under way.
    if (mine !== generation) return;
    // A signed-in mode is kept no longer than a session lives; the visitor's as long as any other cookie.
    writeCookie(STORAGE_KEYS.role, answer.mode, isSignedIn(session()) ? SESSION_MAX_AGE_SECONDS : undefined);
    writeCookie(STORAGE_KEYS.getRoleTime, String(Date.now()));
    // The store holds the answer at once; the pages it changes render as a transition (React yields while they do).
    startTransition(() => store.set(sessionAtom, (s) => ({ ...s, roles: answer.Role, mode: answer.mode })));
    clearTimeout(timer);
    timer = setTimeout(() => void refreshRoles().catch(() => undefined), ROLE_REFRESH_MS);
  };
  const refreshRoles = () => loadRoles(session().mode);

  const loadUser = async (asked?: Promise<UserInfoAnswer>) => {
    const info = await (asked ?? askUser());
    if (!isSignedIn(session())) return;
    const agent = clientAgentOf(info);
    writeClientAgent(agent);
    writeCookie(STORAGE_KEYS.userFirstName, info.user_first_name);
    writeCookie(STORAGE_KEYS.userLastName, info.user_last_name);
    writeCookie(STORAGE_KEYS.userEmail, info.user_email);
    writeCookie(STORAGE_KEYS.userHeadImg, info.head_img);
    startTransition(() =>
      store.set(sessionAtom, (s) => ({
        ...s,
        clientAgent: agent,
        user: sessionUserOf(info),
      })),
    );
  };

  const becomeVisitor = (newGuest: boolean) => {
    generation++;
    clearTimeout(timer);
    const guestId = clearSessionCookies({ newGuest, guestId: session().guestId });
    store.set(sessionAtom, (s) => ({ ...s, ...VISITOR, guestId }));
  };

  const goHome = () => {
    const target = brandHomeTarget(brand);
    if (target.startsWith('/')) router.navigate(target);
    else location.assign(target);
  };

  /** Drops query u from the address (it names the signed-in user). */
  const dropQueryU = () => {
    const { path, query } = router.current();
    if (query.u === undefined) return;
    const rest = new URLSearchParams(query);
    rest.delete('u');
    const search = rest.toString();
    router.navigate(`${path}${search ? `?${search}` : ''}`, { replace: true });
  };

  const lifecycle: SessionLifecycle = {
    async signIn(answer, options) {
      const mode = options?.mode ?? answer.mode;
      writeLoginCookies(answer, mode);
      markSignedOut(false);
      cleared = false;
      store.set(sessionAtom, (s) => ({
        ...s,
        token: answer.token,
        mode,
        roles: [],
        customerId: null,
        customerName: null,
        clientAgent: null,
        user: {
          userId: answer.user_id,
          firstName: answer.user_first_name,
          lastName: answer.user_last_name,
          email: answer.user_email,
          headImg: answer.head_img || null,
        },
      }));
      await Promise.all([loadRoles(mode), answer.kind === 'client_agent' ? loadUser().catch(() => undefined) : undefined]);
    },

    async signOut() {
      await api()
        .call(IDENTITY_CALLS.logout)
        .catch(() => undefined);
      becomeVisitor(true);
      // Signed out on purpose: no sibling site's session signs this one back in (decision 035).
      markSignedOut(true);
      await loadRoles('mibd_visitor').catch(() => undefined);
      goHome();
    },

    async switchMode(mode, options) {
      removeCookie(STORAGE_KEYS.customerId);
      removeCookie(STORAGE_KEYS.customer);
      store.set(sessionAtom, (s) => ({ ...s, customerId: null, customerName: null }));
      await loadRoles(mode);
      if (options?.reload) location.reload();
    },

    selectCustomer(customer) {
      if (customer) {
        writeCookie(STORAGE_KEYS.customerId, customer.id, SESSION_MAX_AGE_SECONDS);
        writeCookie(STORAGE_KEYS.customer, customer.name, SESSION_MAX_AGE_SECONDS);
      } else {
        removeCookie(STORAGE_KEYS.customerId);
        removeCookie(STORAGE_KEYS.customer);
      }
      store.set(sessionAtom, (s) => ({ ...s, customerId: customer?.id ?? null, customerName: customer?.name ?? null }));
    },

    refreshRoles,

    refreshUser: () => loadUser(),

    prime() {
      if (started || primed) return;
      primed = true;
      const signedIn = isSignedIn(session());
      const mode = signedIn ? session().mode : 'mibd_visitor';
      early = { mode, roles: askRoles(mode), user: signedIn ? askUser() : null };
      // Failures are start()'s to handle, when it takes these answers.
      early.roles.catch(() => undefined);
      early.user?.catch(() => undefined);
    },

    async start() {
      started = true;
      const asked = early;
      early = null;
      if (expiryWaiting) {
        expiryWaiting = false;
        lifecycle.expire();
      }
      // An answer asked for another mode (the session expired meanwhile) is not used.
      const roles = (mode: Mode) => (asked?.mode === mode ? asked.roles : undefined);
      if (!isSignedIn(session())) {
        await loadRoles('mibd_visitor', roles('mibd_visitor')).catch(() => undefined);
        return;
      }
      await Promise.all([loadRoles(session().mode, roles(session().mode)).catch(() => undefined), loadUser(asked?.user ?? undefined).catch(() => undefined)]);
    },

    refreshIfStale(now = Date.now()) {
      // A load under way (at start, after a login, logout or expiry) is as fresh as it gets; so is the one prime()
      // asked for, which start() will take.
      if (loading > 0 || (primed && !started)) return;
      const loadedAt = Number(readCookie(STORAGE_KEYS.getRoleTime) ?? 0);
      if (now - loadedAt >= ROLE_REFRESH_MS) void refreshRoles().catch(() => undefined);
    },

    expire() {
      // An answer to prime()'s questions may come before the first frame is hydrated: the page keeps the session it
      // was rendered with until start() clears it.
      if (primed && !started) {
        expiryWaiting = true;
        return;
      }
      // Once until the next success; a session already gone has nothing to clear.
      if (cleared || !isSignedIn(session())) return;
      cleared = true;
      becomeVisitor(false);
      if (router.current().id === 'clientPay') {
        location.reload();
        return;
      }
      dropQueryU();
      if (!ffd) void loadRoles('mibd_visitor').catch(() => undefined);
      router.refresh();
    },

    succeeded() {
      cleared = false;
    },
  };
  return lifecycle;
}

/** The part of the lifecycle a remote may call (the mount contract's SessionApi). */
export function sessionApiOf(lifecycle: SessionLifecycle): SessionApi {
  const { signIn, signOut, switchMode, selectCustomer, refreshRoles, refreshUser } = lifecycle;
  return { signIn, signOut, switchMode, selectCustomer, refreshRoles, refreshUser };
}
