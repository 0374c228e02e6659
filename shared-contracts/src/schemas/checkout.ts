import * as z from 'zod/mini';
import { PRODUCT_BRANDS } from '../catalog';
import { MESSAGES } from '../errors';
import { normalizePhone, isEmail } from './rules';
import { COUNTRIES, DISTRICTS, isPostalCode, type Option } from './registration';
import { FUNDINGS } from './payment';
import { plainText } from './text';
import { CARD_FEE_PERCENT, DESIGNER_DEPOSIT_PERCENT } from '../terms';

/**
 * Schemas of checkout (spec sections 2, 5, 8 and 9): the shipping address, the contact, the shipping method and its
 * cost, the state and country lists, the order summary with the terms that apply, and the place-order call.
 */

/** Section 9's card fee (none for debit cards and bank transfers) and what a designer pays at order: from the terms module. */
export { CARD_FEE_PERCENT, DESIGNER_DEPOSIT_PERCENT } from '../terms';

/** Shipping methods: the ones the shipping-cost call prices. */
export const SHIPPING_METHODS: readonly Option[] = [
  { key: 'standard', value: 'Standard delivery' },
  { key: 'white_glove', value: 'White glove delivery' },
];
export const SHIPPING_METHOD_KEYS = ['standard', 'white_glove'] as const;
export type ShippingMethod = (typeof SHIPPING_METHOD_KEYS)[number];

/** Half a cent and up rounds up: what percent of an amount in cents comes to, in whole cents. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

export interface OrderTerms {
  /** What is paid at order before any card fee, the fee on it, what is charged now, and what is left to pay. */
  dueNowCents: number;
  cardFeeCents: number;
  chargeCents: number;
  balanceCents: number;
}

/**
 * The terms of section 9 on an order's total (cents): a designer pays 50% at order (an outlet shopper pays all);
 * a credit card adds 3.0% to what it pays, a debit card and a bank transfer add nothing.
 */
export function orderTerms(totalCents: number, funding: (typeof FUNDINGS)[number] | null, payDeposit: boolean): OrderTerms {
  const dueNowCents = payDeposit ? totalCents - Math.floor((totalCents * (100 - DESIGNER_DEPOSIT_PERCENT)) / 100) : totalCents;
  const cardFeeCents = funding === 'credit' ? percentOfCents(dueNowCents, CARD_FEE_PERCENT) : 0;
  return { dueNowCents, cardFeeCents, chargeCents: dueNowCents + cardFeeCents, balanceCents: totalCents - dueNowCents };
}

const text = (max: number, message: string) => plainText(max, message);
const required = (max: number, message: string) =>
  z.pipe(text(max, message), z.transform((s: string) => s.trim())).check(z.refine((s: string) => s.length > 0, message));
const optionalText = (max: number, message: string) => z._default(z.pipe(text(max, message), z.transform((s: string) => s.trim())), '');

/** A shipping (or billing) address: who receives it, where; the state must be one of the country's (section 3). */
export const addressInput = z
  .object({
    full_name: required(60, MESSAGES.enterFullName),
    company: optionalText(100, 'company is too long'),
    street_address: required(200, 'Please enter street address'),
    apartment: optionalText(100, 'apartment is too long'),
    city: required(50, 'Please enter city'),
    state: required(60, 'Please select state'),
    postal: required(10, 'Please enter a valid postal code'),
    country: z.enum(COUNTRIES.map((c) => c.key) as [string, ...string[]], 'Please select country'),
  })
  .check(
    z.refine((a) => !DISTRICTS[a.country] || DISTRICTS[a.country]!.some((d) => d.key === a.state), { message: 'Please select state', path: ['state'] }),
    z.refine((a) => isPostalCode(a.country, a.postal), { message: 'Please enter a valid postal code', path: ['postal'] }),
  );
export type AddressInput = z.output<typeof addressInput>;

/** The order's contact (section 2). */
export const contactInput = z.object({
  contact_name: required(60, MESSAGES.enterContactName),
  phone: z.pipe(text(20, MESSAGES.validPhone), z.transform((s: string) => normalizePhone(s) ?? '')).check(z.refine((s: string) => s !== '', MESSAGES.validPhone)),
  email: z.pipe(text(254, MESSAGES.validEmail), z.transform((s: string) => s.trim().toLowerCase())).check(z.refine((s: string) => isEmail(s), MESSAGES.validEmail)),
});
export type ContactInput = z.output<typeof contactInput>;

const shippingMethod = z.enum(SHIPPING_METHOD_KEYS, 'Please select a shipping method');
const couponCode = z.optional(z.nullable(z.pipe(text(40, 'coupon_code is too long'), z.transform((s: string) => s.trim()))));
const uuid = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
const customerId = z.optional(z.nullable(uuid('Unknown customer')));
const option = z.object({ key: z.string(), value: z.string() });

/** The state/country select list of section 7 (val.state, val.country: options with key and value). */
export const stateCountryRequest = z.object({ country: z.optional(z.enum(COUNTRIES.map((c) => c.key) as [string, ...string[]], 'Please select country')) });
export const stateCountryResponse = z.object({ country: z.array(option), state: z.array(option), shipping_methods: z.array(option) });
export type StateCountryResponse = z.output<typeof stateCountryResponse>;

/** The cost of each shipping method to an address, for the cart's purchasable lines. */
export const shippingCostRequest = z.object({ address: addressInput, shipping_method: z.optional(shippingMethod) });
export const shippingCostResponse = z.object({
  shipping_method: z.enum(SHIPPING_METHOD_KEYS),
  cost: z.number(),
  methods: z.array(z.object({ key: z.enum(SHIPPING_METHOD_KEYS), value: z.string(), cost: z.number() })),
});
export type ShippingCostResponse = z.output<typeof shippingCostResponse>;

/** The order summary: what the cart's purchasable lines cost now, and what is charged with the chosen funding. */
export const checkoutSummaryRequest = z.object({
  address: addressInput,
  shipping_method: shippingMethod,
  coupon_code: couponCode,
  funding: z.optional(z.nullable(z.enum(FUNDINGS))),
});
export const orderLine = z.object({
  sku_number: z.string(),
  name: z.string(),
  brand_id: z.enum(PRODUCT_BRANDS),
  customizable_type: z.number(),
  count: z.number(),
  price: z.number(),
  amount: z.number(),
});
export const checkoutSummaryResponse = z.object({
  list: z.array(orderLine),
  subtotal: z.number(),
  coupon_code: z.nullable(z.string()),
  discount: z.number(),
  shipping_method: z.enum(SHIPPING_METHOD_KEYS),
  shipping: z.number(),
  total: z.number(),
  deposit_percent: z.number(),
  due_now: z.number(),
  card_fee_percent: z.number(),
  card_fee: z.number(),
  charge: z.number(),
  balance: z.number(),
});
export type CheckoutSummaryResponse = z.output<typeof checkoutSummaryResponse>;

/**
 * Place order: pays and creates the order in one step. `checkout_id` names the checkout attempt (the page makes one
 * when it opens): a retry or a double click of the same attempt charges once. `amount_due` is what the page showed:
 * never a price, only a check that the payer agreed to what is charged.
 */
export const placeOrderRequest = z.object({
  checkout_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'checkout_id must be 8 to 64 letters, digits, - or _')),
  address: addressInput,
  contact: contactInput,
  shipping_method: shippingMethod,
  payment_token: z.string().check(z.minLength(1, MESSAGES.paymentMethodInvalid), z.maxLength(500, MESSAGES.paymentMethodInvalid)),
  /** A saved bill address of the account; else the billing address given; else the shipping address. */
  billing_address_id: z.optional(z.nullable(uuid('Unknown bill address'))),
  billing_address: z.optional(z.nullable(addressInput)),
  coupon_code: couponCode,
  customer_id: customerId,
  amount_due: z.optional(z.nullable(z.number().check(z.refine((n: number) => Number.isFinite(n) && n >= 0 && n < 100_000_000, 'amount_due must be an amount')))),
  /** Any price the page sends is ignored (the catalog's prices at payment are the order's). */
  prices: z.optional(z.unknown()),
});
export type PlaceOrderRequest = z.output<typeof placeOrderRequest>;

export const placeOrderResponse = z.object({ order_id: z.string(), order_number: z.string(), charged: z.number(), total: z.number(), balance: z.number() });
export type PlaceOrderResponse = z.output<typeof placeOrderResponse>;
