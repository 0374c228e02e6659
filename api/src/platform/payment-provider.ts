/**
 * The payment processor behind a small interface, like the outbox and the file store: an embedded sandbox that
 * behaves like a processor (the default), or Stripe's API when PAYMENT_PROVIDER=stripe. Every charge carries an
 * idempotency key: asked again under the same key, a processor answers the first result and never charges twice.
 * Card and account numbers reach only the sandbox's tokenize calls (as they would reach a processor's script);
 * nothing here stores or logs them.
 */

/** What may be kept and shown of a payment method: never its number. */
export interface PaymentMethodInfo {
  method: 'card' | 'ach';
  brand: string;
  funding: 'credit' | 'debit' | 'bank';
  last4: string;
  expMonth?: number;
  expYear?: number;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
}

/** A charge's outcome: the processor took the money, or refused it (a decline is an answer, not a fault). */
export type ChargeResult = { status: 'succeeded'; id: string } | { status: 'declined'; id: string; code: string };

/** The processor could not be asked or did not answer: the charge's outcome is unknown until asked again under its key. */
export class PaymentUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentUnavailable';
  }
}

/** The processor refused to tokenize: the message is the spec's ('Could not tokenize payment method: ...'). */
export class TokenizeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenizeRefused';
  }
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}
export interface AchInput {
  accountNumber: string;
  routingNumber: string;
  accountType: 'checking' | 'savings';
  holderType: 'personal' | 'business';
  firstName: string;
  lastName: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser loads: the publishable key and the scripts that tokenize (spec section 9). */
  readonly publicSettings: { publishableKey: string; hostedPaymentScriptUrl: string; achScriptUrl: string };
  /** Tokenizes in the api (the sandbox only: a real processor's script does this in the browser); null when it cannot. */
  readonly tokenize: { card(input: CardInput): Promise<{ token: string; info: PaymentMethodInfo }>; ach(input: AchInput): Promise<{ token: string; info: PaymentMethodInfo }> } | null;
  /** What a token stands for; null for a token the processor does not know. */
  describe(token: string): Promise<PaymentMethodInfo | null>;
  /** Charges once per idempotency key; throws PaymentUnavailable when the outcome is unknown. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made under a key, if any (settles a checkout whose charge had no answer). */
  find(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Refunds (part of) a charge, once per idempotency key. */
  refund(request: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}
