import { ERR, MESSAGES, SESSION_INVALID_CODES } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useCallback } from 'react';

/** Codes the shell itself answers (session cleared, 'user has no role' toast, /noPermission). */
const SHELL_HANDLED: readonly number[] = [...SESSION_INVALID_CODES, ERR.NO_ROLE, ERR.NO_PERMISSION];

export interface Failure {
  err: number;
  message: string;
}

/** What a failed call means to a form: its code and message; a network failure is 'Request false' with code 0. */
export function failureOf(error: unknown): Failure {
  const refusal = refusalOf(error);
  return refusal ? { err: refusal.err, message: refusal.message } : { err: 0, message: MESSAGES.requestFalse };
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
