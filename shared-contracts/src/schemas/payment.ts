import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { plainText } from './text';

/**
 * Schemas of the payment calls (spec sections 3, 5, 8 and 9): the processor's settings the browser loads, and the
 * tokenize calls of the embedded sandbox (what the browser calls in place of a processor's script). Only a token and
 * what may be shown of the method (brand, funding, last4, expiry) ever come back; the number never does.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** How a payment method is funded: a credit card pays the card fee, a debit card and a bank account do not. */
export const FUNDINGS = ['credit', 'debit', 'bank'] as const;
export type Funding = (typeof FUNDINGS)[number];
export const ACH_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const ACH_HOLDER_TYPES = ['personal', 'business'] as const;

/** The processor the storefront pays through, from the api's configuration (spec section 9). */
export const paymentConfigResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishable_key: z.string(),
  hosted_payment_script_url: z.string(),
  ach_script_url: z.string(),
  card_fee_percent: z.number(),
  deposit_percent: z.number(),
});
export type PaymentConfigResponse = z.output<typeof paymentConfigResponse>;

const digits = (max: number, message: string) =>
  z.pipe(
    z.union([z.string().check(z.maxLength(max * 2)), z.number()]),
    z.transform((v: string | number) => String(v).replace(/[\s-]/g, '')),
  ).check(z.refine((s: string) => s.length <= max, message));

const month = z.pipe(
  z.union([z.number(), z.string().check(z.maxLength(4))]),
  z.transform((v: number | string) => Number(v)),
).check(z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= 12, MESSAGES.cardExpired));
const year = z.pipe(
  z.union([z.number(), z.string().check(z.maxLength(6))]),
  z.transform((v: number | string) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 && n < 100 ? 2000 + n : n;
  }),
).check(z.refine((n: number) => Number.isInteger(n) && n >= 2000 && n <= 2200, MESSAGES.cardExpired));

/** A card as the sandbox's form sends it: the number, expiry and security code (never stored, never logged). */
export const cardTokenizeRequest = z.object({
  number: digits(19, MESSAGES.cardNumberInvalid),
  exp_month: month,
  exp_year: year,
  cvc: digits(4, MESSAGES.cardCvcInvalid),
  name: z.optional(plainText(100, 'name is too long or not text')),
});
export type CardTokenizeRequest = z.output<typeof cardTokenizeRequest>;

const required = (max: number, message: string) => plainText(max, message).check(z.refine((s: string) => s.trim().length > 0, message));

/** A bank account for ACH (section 3): every field required (section 5). */
export const achTokenizeRequest = z.object({
  account_number: digits(17, MESSAGES.achAccountInvalid),
  routing_number: digits(9, MESSAGES.achRoutingInvalid),
  account_type: z.enum(ACH_ACCOUNT_TYPES, 'account_type must be checking or savings'),
  holder_type: z.enum(ACH_HOLDER_TYPES, 'holder_type must be personal or business'),
  first_name: required(50, 'Please enter first name'),
  last_name: required(50, 'Please enter last name'),
});
export type AchTokenizeRequest = z.output<typeof achTokenizeRequest>;

/** A tokenized payment method: the token to pay with and what may be shown of it. */
export const paymentMethodResponse = z.object({
  token: z.string(),
  method: z.enum(['card', 'ach']),
  brand: z.string(),
  funding: z.enum(FUNDINGS),
  last4: z.string(),
  exp_month: z.optional(z.number()),
  exp_year: z.optional(z.number()),
});
export type PaymentMethodResponse = z.output<typeof paymentMethodResponse>;
