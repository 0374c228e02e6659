import { ApiError, MESSAGES } from '@storefront/contracts';

/** What a refused call says: its section 8 code, its message (never empty) and the envelope's value. */
export interface Refusal {
  err: number;
  message: string;
  val: unknown;
}

/**
 * Whether `error` is an api refusal, whichever bundle's client threw it. The shell's client throws the ApiError of
 * the shell's copy of the contracts: `instanceof ApiError` knows every copy by its registered brand, and an Error
 * carrying a numeric `err` (an older copy without the brand) is read by its shape. The one test for a refusal in
 * the front ends: pages ask this, never `error.name` or the shape themselves.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return error instanceof Error && typeof (error as { err?: unknown }).err === 'number';
}

/** A failed call's refusal, or null for anything else (the network, a bug): a form shows 'Request false' then. */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  return { err: error.err, message: error.message || MESSAGES.requestFalse, val: error.val ?? null };
}
