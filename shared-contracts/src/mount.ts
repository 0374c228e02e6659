import * as z from 'zod/mini';
import type { ApiClient } from './api-client';
import { BRANDS, type Brand } from './brands';
import type { DialogKind } from './dialogs';
import type { EventBus } from './events';
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
}

export type { SessionSnapshot };
