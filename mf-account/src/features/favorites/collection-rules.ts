import { refusalOf } from '@storefront/remote-kit';

/** '1 product', '12 products'. */
export function productCount(n: number): string {
  return n === 1 ? '1 product' : `${n} products`;
}

/** The api's refusal, or what went wrong in words. */
export function messageOf(error: unknown, fallback: string): string {
  return refusalOf(error)?.message ?? (error instanceof Error && error.message ? error.message : fallback);
}
