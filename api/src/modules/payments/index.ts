/**
 * Payments: the processor's settings, the sandbox's tokenize calls (what the browser calls in place of a processor's
 * script), and the charges ledger other modules pay through. The only door other modules use: `paymentsModule`
 * registers the calls; the rest below is what checkout uses to pay (docs/decisions/024-pay-then-order.md).
 *
 * The embedded sandbox (PAYMENT_PROVIDER unset or sandbox) checks what a processor checks and answers by test number.
 * Any expiry not past and any 3-4 digit security code:
 *   4242 4242 4242 4242   Visa, credit: succeeds (the 3.0% card fee applies)
 *   5555 5555 5555 4444   Mastercard, credit: succeeds
 *   4000 0566 5566 5556   Visa, debit: succeeds (no card fee)
 *   5200 8282 8282 8210   Mastercard, debit: succeeds (no card fee)
 *   4000 0000 0000 0002   declined (card_declined): 'Payment failed'
 *   4000 0000 0000 9995   declined (insufficient_funds): 'Payment failed'
 *   4000 0000 0000 0119   the processor does not answer: 'Payment request failed, please resubmit' (nothing charged)
 *   any other number passing the Luhn check succeeds as a credit card; one failing it cannot be tokenized.
 * ACH: a routing number passing the ABA checksum (110000000, 021000021, 011000015) and an account number of 4 to 17
 * digits; 000123456789 succeeds, 000111111116 is declined (no_account); any other account number succeeds, and one
 * that is not 4-17 digits is 'Could not tokenize payment method: Account number is invalid'.
 *
 * routes/payments.ts  the settings and tokenize calls
 * service.ts          tokenize, describe a token, open, make and settle a charge under its idempotency key, refund once
 *                     under a refund key (what it refunded is counted on the charge once)
 * rules.ts            the checkout's charge key, refusals, what a refund may take, without I/O
 * repository.ts       the SQL of the charges ledger and its refunds (one row per refund key)
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { paymentRoutes } from './routes/payments';

export type { PaymentMethodInfo } from '../../platform/payments';
export { checkoutChargeKey, paymentFailed, paymentRequestFailed } from './rules';
export { askCharge, chargeAnswer, chargeOfOrder, describeToken, findCharge, makeCharge, openCharge, recordChargeAnswer, refundCharge, settleCharge, type Settled } from './service';
export { tokenizeAch, tokenizeCard } from './service';

export function paymentsModule(app: FastifyInstance, services: Services): void {
  paymentRoutes(app, services);
}
