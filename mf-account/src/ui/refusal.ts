import { MESSAGES } from '@storefront/contracts';
import { refusalOf } from '@storefront/remote-kit';

/** The field a refusal names (`{ field: 'email' }`), when it names one. */
export function fieldOf(val: unknown): string | null {
  return val && typeof val === 'object' && typeof (val as { field?: unknown }).field === 'string' ? (val as { field: string }).field : null;
}

/** An api refusal's message, or 'Request false' (spec section 8) for anything else. */
export function messageOf(error: unknown, fallback: string = MESSAGES.requestFalse): string {
  return refusalOf(error)?.message ?? fallback;
}

/** Whether a call ended because it was aborted (nobody waits for its answer), not because it failed. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
