/** The payments module's rules without I/O: the idempotency key of a checkout attempt, refusals, what a token shows. */
import { ApiError, ERR, MESSAGES, type PaymentMethodResponse } from '@storefront/contracts';
import type { PaymentMethodInfo } from '../../platform/payments';

/** One charge per checkout attempt of an account, whatever the retries and double clicks. */
export function checkoutChargeKey(accountId: string, checkoutId: string): string {
  return `checkout:${accountId}:${checkoutId}`;
}

export const paymentFailed = () => new ApiError(ERR.PAYMENT_FAILED, MESSAGES.paymentFailed);
export const paymentRequestFailed = () => new ApiError(ERR.PAYMENT_REQUEST_FAILED, MESSAGES.paymentRequestFailed);
export const tokenizeRefused = (message: string) => new ApiError(ERR.PAYMENT_TOKENIZE_FAILED, message);
/** With a real processor the browser tokenizes with its script; these calls are the sandbox's. */
export const noTokenizeHere = () => new ApiError(ERR.NOT_FOUND, 'The payment processor tokenizes with its own script');

export function toPaymentMethod(token: string, info: PaymentMethodInfo): PaymentMethodResponse {
  const method: PaymentMethodResponse = { token, method: info.method, brand: info.brand, funding: info.funding, last4: info.last4 };
  if (info.expMonth !== undefined) method.exp_month = info.expMonth;
  if (info.expYear !== undefined) method.exp_year = info.expYear;
  return method;
}

/** A charge money may go back on: paid (in part refunded, or in full) and known to the processor. */
export function refundableCharge(charge: { status: string; providerChargeId: string | null }): boolean {
  return Boolean(charge.providerChargeId) && (charge.status === 'succeeded' || charge.status === 'refunded');
}

/**
 * What a new refund of a charge may be: the cents asked, down to what is left of the charge (its amount, less what
 * was refunded and what refunds under way hold); 0 or less means nothing is left. Whole cents only.
 */
export function refundAmount(askedCents: number, charge: { amountCents: number; refundedCents: number }, heldCents: number): number {
  if (!Number.isSafeInteger(askedCents)) throw new Error(`a refund is whole cents, not ${askedCents}`);
  return Math.min(askedCents, charge.amountCents - charge.refundedCents - heldCents);
}
