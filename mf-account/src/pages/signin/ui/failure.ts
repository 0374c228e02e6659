import { ApiError, ERR, MESSAGES, SESSION_INVALID_CODES } from '@storefront/contracts';
import { useShell } from '@storefront/contracts/react';
import { useCallback } from 'react';

/** Codes the shell itself answers (session cleared, 'user has no role' toast, /noPermission). */
const SHELL_HANDLED: readonly number[] = [...SESSION_INVALID_CODES, ERR.NO_ROLE, ERR.NO_PERMISSION];

export interface Failure {
  err: number;
  message: string;
}

/**
 * What a failed call means to a form: its code and message; a network failure is 'Request false'.
 * The api client is the shell's: its ApiError is another bundle's class, so the error is read by shape.
 */
export function failureOf(error: unknown): Failure {
  if (error instanceof ApiError || (typeof error === 'object' && error !== null && typeof (error as { err?: unknown }).err === 'number')) {
    const { err, message } = error as { err: number; message?: unknown };
    return { err, message: typeof message === 'string' && message ? message : MESSAGES.requestFalse };
  }
  return { err: 0, message: MESSAGES.requestFalse };
}

/** Reports a failed call: the error toast (it fades after 2 s), unless the shell already said it. */
export function useFailure(): (error: unknown) => Failure {
  const { toasts } = useShell();
  return useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      if (!SHELL_HANDLED.includes(failure.err)) toasts.show({ kind: 'error', message: failure.message });
      return failure;
    },
    [toasts],
  );
}
