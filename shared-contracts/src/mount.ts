import * as z from 'zod/mini';
import type { ApiClient } from './api-client';
import { BRANDS, type Brand } from './brands';
import type { DialogKind } from './dialogs';
import type { EventBus } from './events';
import type { Mode } from './permissions';
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
 * cookies themselves: they call these, and every mounted remote gets the new snapshot through `update`
 * and the `shell:session-changed` event.
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
}

/** Props of a dialog-body parcel. */
export interface DialogProps extends ShellProps {
  dialog: { kind: DialogKind; payload: Record<string, unknown>; close(): void };
}

/** The data half of the mount props, checked when a remote mounts. */
export const mountDataSchema = z.object({
  brand: z.enum(BRANDS),
  route: z.object({
    id: z.string(),
    path: z.string(),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()),
    layout: z.enum(['site', 'standalone']),
  }),
  session: sessionSnapshotSchema,
});

export function checkMountProps(props: ShellProps): void {
  const result = mountDataSchema.safeParse({ brand: props.brand, route: props.route, session: props.session });
  if (!result.success) {
    throw new Error(`invalid mount props: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  for (const fn of ['navigate'] as const) {
    if (typeof props[fn] !== 'function') throw new Error(`invalid mount props: ${fn} is not a function`);
  }
  if (typeof props.account?.signIn !== 'function') throw new Error('invalid mount props: account is missing');
}

export type { SessionSnapshot };
