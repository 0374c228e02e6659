/**
 * Checkout's rules without I/O: whether a postal code belongs to the state it is given with, what each shipping method
 * costs to an address, and the order's sums (subtotal, coupon, shipping, total, the terms of section 9).
 */
import {
  ApiError,
  ERR,
  MESSAGES,
  PROJECT_MESSAGES,
  SHIPPING_METHODS,
  orderTerms,
  type AddressInput,
  type Funding,
  type OrderTerms,
  type ShippingMethod,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';

export const shippingCostFailed = () => new ApiError(ERR.SHIPPING_COST_FAILED, MESSAGES.shippingCostFailed);
export const costCalculationFailed = () => new ApiError(ERR.COST_CALCULATION_FAILED, MESSAGES.costCalculationFailed);
export const nothingAvailable = () => new ApiError(ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart);
export const certificateRequired = () => new ApiError(ERR.CERTIFICATE_REQUIRED, MESSAGES.certificateRequired);
export const alreadyPaid = (orderNumber: string) => new ApiError(ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid, { order_number: orderNumber });
export const customerNotFound = () => new ApiError(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound);
export const paymentMethodInvalid = () => new ApiError(ERR.PAYMENT_TOKENIZE_FAILED, MESSAGES.paymentMethodInvalid);

/** The USPS national areas: the first digit of a ZIP code and the states it serves. */
const US_ZIP_AREAS: Readonly<Record<string, readonly string[]>> = {
  '0': ['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PR', 'RI', 'VT', 'VI'],
  '1': ['DE', 'NY', 'PA'],
  '2': ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  '3': ['AL', 'FL', 'GA', 'MS', 'TN'],
  '4': ['IN', 'KY', 'MI', 'OH'],
  '5': ['IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  '6': ['IL', 'KS', 'MO', 'NE'],
  '7': ['AR', 'LA', 'OK', 'TX'],
  '8': ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT', 'WY'],
  '9': ['AK', 'CA', 'GU', 'HI', 'OR', 'WA'],
};
/** Canada Post: the first letter of a postal code and the provinces and territories it serves. */
const CA_POSTAL_LETTERS: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'], K: ['ON'], L: ['ON'], M: ['ON'], N: ['ON'], P: ['ON'],
  R: ['MB'], S: ['SK'], T: ['AB'], V: ['BC'], X: ['NT', 'NU'], Y: ['YT'],
};

/** Whether the postal code belongs to the state or province (US and Canada; Mexico's five digits are not mapped). */
export function postalFitsState(address: Pick<AddressInput, 'country' | 'state' | 'postal'>): boolean {
  const first = address.postal.trim().charAt(0).toUpperCase();
  if (address.country === 'US') return US_ZIP_AREAS[first]?.includes(address.state) ?? false;
  if (address.country === 'CA') return CA_POSTAL_LETTERS[first]?.includes(address.state) ?? false;
  return true;
}

/** Each method's rate: the first unit, and each further unit (cents), before the destination's surcharge. */
export const SHIPPING_RATES: Readonly<Record<ShippingMethod, { firstUnit: number; nextUnit: number }>> = {
  standard: { firstUnit: 14_900, nextUnit: 4_900 },
  white_glove: { firstUnit: 29_900, nextUnit: 9_900 },
};
/** Destinations beyond the contiguous United States cost more to reach (percent of the rate). */
const REMOTE_US = ['AK', 'HI', 'PR', 'GU', 'VI'];
export function destinationPercent(country: string, state: string): number {
  if (country === 'CA') return 150;
  if (country === 'MX') return 175;
  return REMOTE_US.includes(state) ? 200 : 100;
}

/** What a method costs for `units` units to the address (cents); refused when the postal code is not the state's. */
export function shippingCents(method: ShippingMethod, address: Pick<AddressInput, 'country' | 'state' | 'postal'>, units: number): number {
  if (!postalFitsState(address)) throw shippingCostFailed();
  if (units < 1) throw nothingAvailable();
  const rate = SHIPPING_RATES[method];
  const base = rate.firstUnit + rate.nextUnit * (units - 1);
  return Math.floor((base * destinationPercent(address.country, address.state) + 50) / 100);
}

export function shippingMethods(address: Pick<AddressInput, 'country' | 'state' | 'postal'>, units: number): Array<{ key: ShippingMethod; value: string; cost: number }> {
  return SHIPPING_METHODS.map((m) => ({ key: m.key as ShippingMethod, value: m.value, cost: shippingCents(m.key as ShippingMethod, address, units) / 100 }));
}

export interface Sums extends OrderTerms {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** The order's sums from its priced lines: the coupon comes off the goods, shipping is added, then the terms. */
export function orderSums(lineCents: readonly number[], discountCents: number, shipping: number, funding: Funding | null, payDeposit: boolean): Sums {
  const subtotalCents = lineCents.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(discountCents, 0), subtotalCents);
  const totalCents = subtotalCents - discount + shipping;
  return { subtotalCents, discountCents: discount, shippingCents: shipping, totalCents, ...orderTerms(totalCents, funding, payDeposit) };
}

/** The whole cents of a price the cart shows in dollars. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

/** No checkout for a client agent acting for a customer (spec section 6: no clientAgentId). */
export function refuseAgent(caller: Pick<Caller, 'agent'>): void {
  if (caller.agent) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
}
