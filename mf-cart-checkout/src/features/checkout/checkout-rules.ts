import {
  BRAND_TABLE,
  ERR,
  MESSAGES,
  addressInput,
  contactInput,
  type AddressInput,
  type BillAddress,
  type Brand,
  type ContactInput,
  type PaymentMethodResponse,
  type SessionSnapshot,
} from '@storefront/contracts';
import { refusalOf } from '@storefront/remote-kit';
import * as z from 'zod/mini';

/** The shipping address as typed (every field text; the schema trims and checks it). */
export interface AddressForm {
  full_name: string;
  company: string;
  street_address: string;
  apartment: string;
  city: string;
  country: string;
  state: string;
  postal: string;
}
export type AddressField = keyof AddressForm;

export interface ContactForm {
  contact_name: string;
  phone: string;
  email: string;
}
export type ContactField = keyof ContactForm;

export const EMPTY_ADDRESS: AddressForm = { full_name: '', company: '', street_address: '', apartment: '', city: '', country: 'US', state: '', postal: '' };

/** The fields in the order the form shows them: a failed submit goes to the first in error. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['full_name', 'company', 'street_address', 'apartment', 'city', 'country', 'state', 'postal'];
export const CONTACT_FIELDS: readonly ContactField[] = ['contact_name', 'phone', 'email'];

/** Each field's first problem in the contracts' words (addressInput, contactInput): 'Please enter full name', ... */
function problemsOf<T extends string>(schema: z.ZodMiniType, values: Record<T, string>): Partial<Record<T, string>> {
  const parsed = z.safeParse(schema, values);
  const problems: Partial<Record<T, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as T | undefined;
    if (field !== undefined && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}

export function addressProblems(form: AddressForm): Partial<Record<AddressField, string>> {
  return problemsOf<AddressField>(addressInput, { ...form });
}

export function contactProblems(form: ContactForm): Partial<Record<ContactField, string>> {
  return problemsOf<ContactField>(contactInput, { ...form });
}

/** The address as the calls take it, or null while it is not complete and valid. */
export function completeAddress(form: AddressForm): AddressInput | null {
  const parsed = z.safeParse(addressInput, form);
  return parsed.success ? parsed.data : null;
}

export function validContact(form: ContactForm): ContactInput | null {
  const parsed = z.safeParse(contactInput, form);
  return parsed.success ? parsed.data : null;
}

/** A saved bill address as the form's fields (its first and last name make the full name). */
export function formOfSaved(address: BillAddress): AddressForm {
  return {
    full_name: `${address.first_name} ${address.last_name}`.trim(),
    company: address.company,
    street_address: address.street_address,
    apartment: address.apartment,
    city: address.city,
    country: address.country || 'US',
    state: address.state,
    postal: address.postal,
  };
}

/** One line of a saved address: "Dana Reyes, 200 Lexington Ave, New York, NY 10016". */
export function addressLine(a: Pick<AddressForm, 'full_name' | 'street_address' | 'apartment' | 'city' | 'state' | 'postal'>): string {
  const street = [a.street_address, a.apartment].filter(Boolean).join(' ');
  return [a.full_name, street, a.city, `${a.state} ${a.postal}`.trim()].filter(Boolean).join(', ');
}

/** The saved address offered first: the default one, else the first. */
export function defaultAddress(saved: readonly BillAddress[]): BillAddress | undefined {
  return saved.find((a) => a.is_default) ?? saved[0];
}

/** The contact prefilled from the signed-in user (and a saved address's phone). */
export function contactOfUser(user: SessionSnapshot['user'], phone = ''): ContactForm {
  return { contact_name: user ? `${user.firstName} ${user.lastName}`.trim() : '', phone, email: user?.email ?? '' };
}

/** A checkout attempt's id (decision 024): made once when the page opens, sent with every submit of the attempt. */
export function newCheckoutId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whom the order is for: the served customer of a trade account; the outlet's shoppers have none. */
export function customerFor(session: Pick<SessionSnapshot, 'customerId'>, brand: Brand): string | null {
  return BRAND_TABLE[brand].features.ffdVariants ? null : session.customerId;
}

/** "3.0%" (section 9 writes the card fee with one decimal). */
export function percentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

const FUNDING_WORDS: Readonly<Record<PaymentMethodResponse['funding'], string>> = { credit: 'credit card', debit: 'debit card', bank: 'bank account' };

/** What may be shown of a tokenized method: "Visa credit card ending in 4242", "Bank account ending in 6789". */
export function methodText(method: Pick<PaymentMethodResponse, 'method' | 'brand' | 'funding' | 'last4'>): string {
  const text = `${method.brand ? `${method.brand} ` : ''}${FUNDING_WORDS[method.funding]} ending in ${method.last4}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** A failed call's message: the api's refusal in its words, else the fallback (the network, a bug). */
export function messageOf(error: unknown, fallback: string): string {
  const refusal = refusalOf(error);
  if (refusal && refusal.err !== 0) return refusal.message;
  return fallback;
}

/** What a failed cost call says: the api's refusal ('Shipping cost calculation failed, ...'), else 'The cost calculation failed. Please resubmit...'. */
export function costMessageOf(error: unknown): string {
  return messageOf(error, MESSAGES.costCalculationFailed);
}

/** How place order ended when it did not place the order. */
export type PayOutcome =
  | { kind: 'declined' }
  | { kind: 'retry'; message: string }
  | { kind: 'paid'; message: string; orderNumber: string | null }
  | { kind: 'certificate'; message: string }
  | { kind: 'recalculate'; message: string }
  | { kind: 'refused'; message: string };

/**
 * Place order's refusals (decision 024): a decline goes to /paymentFailed; no answer (the processor's, or the
 * network's: the charge's fate is unknown) asks for a resubmit of the same attempt; an attempt already paid names its
 * order; the certificate refusal offers the certificate tab; another amount than shown asks for the summary again.
 */
export function payOutcomeOf(error: unknown): PayOutcome {
  const refusal = refusalOf(error);
  if (!refusal || refusal.err === 0 || refusal.err === ERR.UNAVAILABLE) return { kind: 'retry', message: MESSAGES.paymentRequestFailed };
  switch (refusal.err) {
    case ERR.PAYMENT_FAILED:
      return { kind: 'declined' };
    case ERR.PAYMENT_REQUEST_FAILED:
      return { kind: 'retry', message: refusal.message };
    case ERR.PAYMENT_ALREADY_PAID: {
      const val = refusal.val as { order_number?: unknown } | null;
      return { kind: 'paid', message: refusal.message, orderNumber: typeof val?.order_number === 'string' ? val.order_number : null };
    }
    case ERR.CERTIFICATE_REQUIRED:
      return { kind: 'certificate', message: refusal.message };
    case ERR.COST_CALCULATION_FAILED:
      return { kind: 'recalculate', message: refusal.message };
    default:
      return { kind: 'refused', message: refusal.message };
  }
}

/** The coupon refusals: the summary drops a coupon the api no longer takes and says why. */
export const COUPON_REFUSALS: readonly number[] = [
  ERR.COUPON_CODE_ERROR,
  ERR.COUPON_EXPIRED,
  ERR.COUPON_USAGE_EXCEEDED,
  ERR.COUPON_CANNOT_USE,
  ERR.COUPON_CONDITIONS_NOT_MET,
  ERR.COUPON_ONE_PER_ORDER,
];

/** The card's expiry as typed: "MM/YY" (or MM/YYYY); null when it is not a month and year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: Number(m[2]) };
}

/** "0427" -> "04/27" as the expiry is typed. */
export function formatExpiryTyping(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
export interface AchForm {
  account_number: string;
  routing_number: string;
  account_type: '' | 'checking' | 'savings';
  holder_type: '' | 'personal' | 'business';
  first_name: string;
  last_name: string;
}

export const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', name: '' };
/** A bank account starts as a personal checking account (the usual case); either choice may be changed. */
export const EMPTY_ACH: AchForm = { account_number: '', routing_number: '', account_type: 'checking', holder_type: 'personal', first_name: '', last_name: '' };

/**
 * What the payment form says before tokenizing: every field required (section 5 for ACH; a card needs its number,
 * expiry, code and name). Whether a number is valid is the processor's to say ('Could not tokenize payment method: ...').
 */
export function cardProblems(form: CardForm): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  if (!form.number.trim()) problems.number = 'Please enter card number';
  if (!form.expiry.trim()) problems.expiry = 'Please enter expiry date';
  else if (!parseExpiry(form.expiry)) problems.expiry = 'Please enter expiry as MM/YY';
  if (!form.cvc.trim()) problems.cvc = 'Please enter security code';
  if (!form.name.trim()) problems.name = 'Please enter name on card';
  return problems;
}

export function achProblems(form: AchForm): Partial<Record<keyof AchForm, string>> {
  const problems: Partial<Record<keyof AchForm, string>> = {};
  if (!form.account_number.trim()) problems.account_number = 'Please enter account number';
  if (!form.routing_number.trim()) problems.routing_number = 'Please enter routing number';
  if (!form.account_type) problems.account_type = 'Please select account type';
  if (!form.holder_type) problems.holder_type = 'Please select account holder';
  if (!form.first_name.trim()) problems.first_name = 'Please enter first name';
  if (!form.last_name.trim()) problems.last_name = 'Please enter last name';
  return problems;
}
