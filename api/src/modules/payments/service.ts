/**
 * Payments over the processor and the charges ledger. A charge is first written to the ledger (in the order's
 * transaction, `openCharge`), then made (`settleCharge`): the processor is asked under the ledger row's idempotency
 * key with the row's token and amount, so every retry of the attempt, in any api process, asks the same question and
 * gets the first answer. The answer is written once. A refund likewise: written to the ledger under its key before
 * the processor is asked, and counted on the charge once. Neither the token's number nor the token itself is ever
 * logged.
 */
import { CARD_FEE_PERCENT, DESIGNER_DEPOSIT_PERCENT, type AchTokenizeRequest, type CardTokenizeRequest, type PaymentConfigResponse, type PaymentMethodResponse } from '@storefront/contracts';
import type { Db } from '../../platform/db';
import { PaymentUnavailable, TokenizeRefused, type ChargeResult, type PaymentMethodInfo } from '../../platform/payments';
import type { Services } from '../../platform/services';
import { answerOfCharge, answerOfChargeValues, chargeByKey, chargeOfOrderValues, chargeOfWrittenOrder, insertCharge, openRefund, settleChargeRow, settleRefund, type NewCharge } from './repository';
import { noTokenizeHere, paymentRequestFailed, toPaymentMethod, tokenizeRefused } from './rules';

export function paymentConfig(services: Services): PaymentConfigResponse {
  const { publishableKey, hostedPaymentScriptUrl, achScriptUrl } = services.payments.publicSettings;
  return {
    provider: services.payments.name,
    publishable_key: publishableKey,
    hosted_payment_script_url: hostedPaymentScriptUrl,
    ach_script_url: achScriptUrl,
    card_fee_percent: CARD_FEE_PERCENT,
    deposit_percent: DESIGNER_DEPOSIT_PERCENT,
  };
}

async function tokenized(run: () => Promise<{ token: string; info: PaymentMethodInfo }>): Promise<PaymentMethodResponse> {
  try {
    const { token, info } = await run();
    return toPaymentMethod(token, info);
  } catch (error) {
    if (error instanceof TokenizeRefused) throw tokenizeRefused(error.message);
    throw error;
  }
}

export function tokenizeCard(services: Services, body: CardTokenizeRequest): Promise<PaymentMethodResponse> {
  const tokenize = services.payments.tokenize;
  if (!tokenize) throw noTokenizeHere();
  return tokenized(() => tokenize.card({ number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc }));
}

export function tokenizeAch(services: Services, body: AchTokenizeRequest): Promise<PaymentMethodResponse> {
  const tokenize = services.payments.tokenize;
  if (!tokenize) throw noTokenizeHere();
  return tokenized(() =>
    tokenize.ach({
      accountNumber: body.account_number,
      routingNumber: body.routing_number,
      accountType: body.account_type,
      holderType: body.holder_type,
      firstName: body.first_name,
      lastName: body.last_name,
    }),
  );
}

/** What a payment token stands for (method, brand, funding, last4, expiry); null when the processor does not know it. */
export async function describeToken(services: Services, token: string): Promise<PaymentMethodInfo | null> {
  try {
    return await services.payments.describe(token);
  } catch (error) {
    if (error instanceof PaymentUnavailable) throw paymentRequestFailed();
    throw error;
  }
}

/** Writes a charge to the ledger before it is made (in the order's transaction); false when its key is there already. */
export function openCharge(tx: Db, charge: Omit<NewCharge, 'provider'>, services: Services): Promise<boolean> {
  return insertCharge(tx, { ...charge, provider: services.payments.name });
}

/**
 * The charge of an order written at once, as a part of the orders module's statement (`orderWriter`): the part, and
 * the values it is run with for a charge (its key, token, method and amount; the order's account and id are the
 * order's).
 */
export const chargeOfOrder = {
  part: chargeOfWrittenOrder,
  values: (charge: Omit<NewCharge, 'provider' | 'orderId' | 'accountId'>, services: Services) => chargeOfOrderValues({ ...charge, provider: services.payments.name }),
};

/** A charge's outcome: the processor's answer (its charge, and why it was declined when that is known), or none yet. */
export type Settled = { status: 'succeeded' | 'declined'; chargeId: string; failure?: string | null } | { status: 'unknown' };

/**
 * Makes the ledger's charge under its key, or reads the answer already written. 'unknown' when the processor did not
 * answer: the row stays pending and the next attempt asks again under the same key (it never charges twice).
 */
export async function settleCharge(services: Services, idempotencyKey: string, description: string): Promise<Settled> {
  const row = await chargeByKey(services.db, idempotencyKey);
  if (!row) return { status: 'unknown' };
  if (row.status !== 'pending') return { status: row.status === 'declined' ? 'declined' : 'succeeded', chargeId: row.providerChargeId ?? '' };
  return makeCharge(services, row, description);
}

/**
 * Asks the processor for a pending charge of the ledger under its key, with the token and amount the ledger row holds
 * (so a caller that has just written the row passes what it wrote, without reading it back). A repeat of the key,
 * from any request, gets the first answer and charges nothing more. 'unknown' when the processor did not answer. The
 * answer is not written: `makeCharge` writes it at once, or a caller writes it with what it writes next (`chargeAnswer`).
 */
export async function askCharge(services: Services, charge: { idempotencyKey: string; token: string; amountCents: number }, description: string): Promise<Settled> {
  const { idempotencyKey, token, amountCents } = charge;
  let result: ChargeResult;
  try {
    result = await services.payments.charge({ token, amountCents, idempotencyKey, description });
  } catch (error) {
    if (error instanceof PaymentUnavailable) return { status: 'unknown' };
    throw error;
  }
  return { status: result.status, chargeId: result.id, failure: result.status === 'declined' ? result.code : null };
}

/** Writes the processor's answer to its pending charge of the ledger, once (nothing when it was written before). */
export async function recordChargeAnswer(services: Services, idempotencyKey: string, answer: Settled): Promise<void> {
  if (answer.status === 'unknown') return;
  await settleChargeRow(services.db, idempotencyKey, { status: answer.status, providerChargeId: answer.chargeId, failure: answer.failure ?? null });
}

/** Makes a pending charge of the ledger (`askCharge`) and writes its answer once. 'unknown' when the processor did not answer. */
export async function makeCharge(services: Services, charge: { idempotencyKey: string; token: string; amountCents: number }, description: string): Promise<Settled> {
  const answer = await askCharge(services, charge, description);
  await recordChargeAnswer(services, charge.idempotencyKey, answer);
  return answer;
}

/**
 * The processor's answer to a charge written in a statement of another module (the orders module's `orderPlacer`): the
 * part, and its values for the charge's key and answer. Like `recordChargeAnswer`, it writes only a pending charge.
 */
export const chargeAnswer = {
  part: answerOfCharge,
  values: (idempotencyKey: string, answer: Exclude<Settled, { status: 'unknown' }>) => answerOfChargeValues(idempotencyKey, { status: answer.status, providerChargeId: answer.chargeId, failure: answer.failure ?? null }),
};

/**
 * A charge whose answer never came (the api stopped, the processor did not answer): what the processor made under its
 * key, without making it. Null while the processor cannot be asked.
 */
export async function findCharge(services: Services, idempotencyKey: string): Promise<Settled | null> {
  let result: ChargeResult | null;
  try {
    result = await services.payments.find(idempotencyKey);
  } catch (error) {
    if (error instanceof PaymentUnavailable) return null;
    throw error;
  }
  if (!result) return { status: 'declined', chargeId: '' };
  await settleChargeRow(services.db, idempotencyKey, { status: result.status, providerChargeId: result.id, failure: result.status === 'declined' ? result.code : null });
  return { status: result.status, chargeId: result.id };
}

/**
 * Refunds (part of) a succeeded charge, once per refund key, and answers the cents refunded under the key. The refund
 * is written to the ledger before the processor is asked: the key's first ask fixes its amount (`amountCents`, taken
 * down to what is left of the charge: 0 and nothing recorded when nothing is), and every later ask of the key, in
 * any api process, asks the processor the same refund (it answers a repeated key with its first result) and answers
 * that amount, whatever it asks. The charge's refunded total counts the key once, when its answer is first written.
 * Throws when the processor did not answer or refused: the refund stays pending, its amount held, for the next ask.
 */
export async function refundCharge(services: Services, idempotencyKey: string, amountCents: number, refundKey: string): Promise<number> {
  const opened = await openRefund(services.db, idempotencyKey, refundKey, amountCents);
  if (!opened) return 0;
  const { refund, charge } = opened;
  if (refund.status === 'succeeded') return refund.amountCents;
  const { id } = await services.payments.refund({ chargeId: charge.providerChargeId!, amountCents: refund.amountCents, idempotencyKey: refundKey });
  await settleRefund(services.db, refundKey, id);
  return refund.amountCents;
}
