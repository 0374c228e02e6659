import { refusalOf } from '@storefront/remote-kit';

/** The api's refusal, or what went wrong in words. */
export function messageOf(error: unknown, fallback: string): string {
  return refusalOf(error)?.message ?? (error instanceof Error && error.message ? error.message : fallback);
}
