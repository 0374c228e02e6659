import * as z from 'zod/mini';
import type { ApiClient } from './api-client';
import { BRANDS, type Brand } from './brands';
import type { DialogKind } from './dialogs';
import type { EventBus } from './events';
import type { Language } from './i18n';
import { MODES, type Mode } from './permissions';
import type { LoginResponse } from './schemas/identity';
import type { MatchedRoute } from './navigation';
import { sessionSnapshotSchema, type SessionSnapshot } from './session';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastApi {
  /** Error toasts fade after 2 s (spec section 5); others after 3 s. */
  show(toast: { kind: ToastKind; message: string }): void;
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface DialogApi {
  open(kind: DialogKind, payload?: Record<string, unknown>): void;
  close(): void;
  /** Resolves true when the user confirms. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export interface LoadingApi {
  /** Shows the loading overlay until the returned function is called (calls nest). */
  begin(): () => void;
}

/**
 * The session lifecycle the shell owns (spec sections 3 and 4). Remotes never write the session's
 * cookies themselves: they call these, and every mounted remote gets the new snapshot through `update`.
 */
export interface SessionApi {
  /**
   * After a successful login call: stores the token, user and storage keys of section 3, loads the roles
   * for the answer's mode (or `mode`), then resolves. The caller navigates afterwards.
   */
  signIn(answer: LoginResponse, options?: { mode?: Mode }): Promise<void>;
  /** Logout (section 4): revokes on the server, clears the session, loads the visitor role, goes home. */
  signOut(): Promise<void>;
  /** Fetches the role for `mode`, stores it, clears customer_id, refreshes navigation and reloads. */
  switchMode(mode: Mode, options?: { reload?: boolean }): Promise<void>;
  /** The customer a designer works for (customer_id and customer keys); null clears it. */
  selectCustomer(customer: { id: string; name: string } | null): void;
  /** Loads the roles for the current mode again (e.g. after getRoleTime is an hour old). */
  refreshRoles(): Promise<void>;
  /**
   * Reads the signed-in user's info again (name, email, picture), after a page changed it, so the header shows the
   * change at once. Optional: shells before it was added do not offer it (the change then shows on the next load).
   */
  refreshUser?(): Promise<void>;
  /**
   * The interface's language (spec section 1): kept in the language cookie for a year, sent as lang_type from the next
   * call, and every part of the page renders its texts anew. Optional: shells before it was added do not offer it.
   */
  setLanguage?(language: Language): void;
}

/**
 * The mount contract: the typed props the shell gives every remote. The shell mounts a remote's
 * single-spa-react lifecycles as a parcel and calls `update` with new props when the route or the
 * session changes, so a remote reads everything from its props and needs no router of its own.
 */
export interface ShellProps {
  brand: Brand;
  route: MatchedRoute;
  session: SessionSnapshot;
  navigate(to: string, options?: { replace?: boolean }): void;
  api: ApiClient;
  events: EventBus;
  dialogs: DialogApi;
  toasts: ToastApi;
  loading: LoadingApi;
  account: SessionApi;
  /** The contracts version the shell was built with (CONTRACTS_VERSION); a remote logs a difference from its own. */
  contractsVersion?: string;
}

/** Props of the mini-cart parcel: the shell closes its preview when the page moves or the header hides. */
export interface MiniCartProps extends ShellProps {
  /** Changes whenever an open preview should close (a new route, the header scrolled away). */
  closeSignal?: string;
  /**
   * The pointer is on the header's stand-in as the mini-cart mounts (it was reached for while its code was on its way):
   * the preview opens at once, as the hover would have opened it.
   */
  pointerInside?: boolean;
}

/** Props of the live search parcel: the header's search box where the brand has a product dropdown. */
export interface LiveSearchProps extends ShellProps {
  placeholder?: string;
  /** Called after a search or a chosen product takes the user away (the mobile sheet closes). */
  onSearched?: () => void;
}

/** Props of a dialog-body parcel. */
export interface DialogProps extends ShellProps {
  dialog: { kind: DialogKind; payload: Record<string, unknown>; close(): void };
}

const LAYOUTS = ['site', 'standalone'] as const;

/** The data half of the mount props, checked when a remote mounts. */
export const mountDataSchema = z.object({
  brand: z.enum(BRANDS),
  route: z.object({
    id: z.string(),
    path: z.string(),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()),
    layout: z.enum(LAYOUTS),
  }),
  session: sessionSnapshotSchema,
});

/**
 * What a remote uses in place of an enum member it does not know (a shell newer than the remote's build): the hub
 * brand, the site layout, the visitor's mode (no more than a visitor may see), English. docs/decisions/010.
 */
export const MOUNT_FALLBACKS = { brand: 'HOM', layout: 'site', mode: 'mibd_visitor', language: 'en' } as const;

/** The props as the remote reads them, and the values it did not know (each named, for a warning). */
export interface MountReading<P extends ShellProps> {
  props: P;
  unknown: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const knows = (members: readonly string[], value: unknown): boolean => typeof value !== 'string' || members.includes(value);

/**
 * Reads the mount props tolerantly (the wire rule of decision 010): an enum member this build does not know (a
 * brand, a layout, a mode, a language added by a newer shell) is named in `unknown` and replaced by its fallback in
 * the props the remote uses, never a crash; fields it does not know are passed along untouched. Props whose shape
 * is broken (no route, a route without an id, no navigate function) still throw: no version of the shell sends
 * them.
 */
export function readMountProps<P extends ShellProps>(props: P): MountReading<P> {
  for (const fn of ['navigate'] as const) {
    if (typeof props[fn] !== 'function') throw new Error(`invalid mount props: ${fn} is not a function`);
  }
  if (typeof props.account?.signIn !== 'function') throw new Error('invalid mount props: account is missing');
  const unknown: string[] = [];
  const raw = props as unknown as { brand: unknown; route: unknown; session: unknown };
  let { brand, route, session } = raw;
  if (!knows(BRANDS, brand)) {
    unknown.push(`brand "${String(brand)}"`);
    brand = MOUNT_FALLBACKS.brand;
  }
  if (isObject(route) && !knows(LAYOUTS, route.layout)) {
    unknown.push(`route.layout "${String(route.layout)}"`);
    route = { ...route, layout: MOUNT_FALLBACKS.layout };
  }
  if (isObject(session) && !knows(MODES, session.mode)) {
    unknown.push(`session.mode "${String(session.mode)}"`);
    session = { ...session, mode: MOUNT_FALLBACKS.mode };
  }
  if (isObject(session) && !knows(['en', 'zh'], session.language)) {
    unknown.push(`session.language "${String(session.language)}"`);
    session = { ...session, language: MOUNT_FALLBACKS.language };
  }
  const result = mountDataSchema.safeParse({ brand, route, session });
  if (!result.success) {
    throw new Error(`invalid mount props: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { props: unknown.length ? ({ ...props, brand, route, session } as P) : props, unknown };
}

export type { SessionSnapshot };
