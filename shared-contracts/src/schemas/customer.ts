import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { EMAIL_PATTERN } from './rules';
import { storableString } from './text';

/**
 * The customer form (spec sections 3 and 5) and the customer calls (section 7). The browser's form and the
 * api check a customer with the same functions, so a message reads the same wherever it is raised.
 */

export const CUSTOMER_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'street_address', 'city', 'state', 'postal', 'country'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerForm = Record<CustomerField, string>;

/** Longest value of each field (section 5; state and country are not given there: 50 like the city). */
export const CUSTOMER_MAX: Readonly<Record<CustomerField, number>> = {
  first_name: 20,
  last_name: 20,
  email: 50,
  phone: 12,
  street_address: 200,
  city: 50,
  state: 50,
  postal: 10,
  country: 50,
};

export const CUSTOMER_LABELS: Readonly<Record<CustomerField, string>> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  street_address: 'Street Address',
  city: 'City',
  state: 'State',
  postal: 'Postal Code',
  country: 'Country',
};

export const CUSTOMER_REQUIRED: readonly CustomerField[] = ['first_name', 'last_name', 'email'];

/** The customer form's messages ('Please enter customer's first name' and the others like it, section 5). */
export const CUSTOMER_MESSAGES = {
  firstName: "Please enter customer's first name",
  lastName: "Please enter customer's last name",
  email: "Please enter customer's email",
  validEmail: MESSAGES.validEmail,
  validPhone: MESSAGES.validPhone,
  validPostal: 'Please provide a valid postal code',
  /** 25002 on create customer: shown on the email field, not as a toast (section 8). */
  emailExists: 'Email already exists',
  tooLong: (field: CustomerField) => `${CUSTOMER_LABELS[field]} can be at most ${CUSTOMER_MAX[field]} characters`,
} as const;

const REQUIRED_MESSAGE: Partial<Record<CustomerField, string>> = {
  first_name: CUSTOMER_MESSAGES.firstName,
  last_name: CUSTOMER_MESSAGES.lastName,
  email: CUSTOMER_MESSAGES.email,
};

/** Five digits, or five, a dash and four (section 5). */
export const POSTAL_PATTERN = /^\d{5}(-\d{4})?$/;

/** The phone's ten digits: a leading +1 (or 1), dashes and spaces removed; null when it is not ten digits then. */
export function phoneDigits(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * The phone as it is typed: digits only, a leading country code 1 dropped (no area code starts with 1), at most
 * ten digits, grouped 3-3-4 with dashes as the groups fill ('212' -> '212', '2125' -> '212-5').
 */
export function formatPhoneTyping(value: string): string {
  let digits = value.replace(/\D/g, '');
  while (digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The phone as it is submitted: leading +1 and dashes removed (section 5); empty stays empty. */
export function phoneForSubmit(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return phoneDigits(trimmed) ?? trimmed.replace(/^\+1/, '').replace(/-/g, '');
}

/** The one problem of a field's value in the form's words, or null when it is fine. */
export function customerFieldProblem(field: CustomerField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return REQUIRED_MESSAGE[field] ?? null;
  if (value.length > CUSTOMER_MAX[field]) {
    return CUSTOMER_MESSAGES.tooLong(field);
  }
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return CUSTOMER_MESSAGES.validEmail;
  if (field === 'phone' && phoneDigits(value) === null) return CUSTOMER_MESSAGES.validPhone;
  if (field === 'postal' && !POSTAL_PATTERN.test(value)) return CUSTOMER_MESSAGES.validPostal;
  return null;
}

/** Every field's problem, in form order; empty when the form may be sent. */
export function customerFormProblems(form: Partial<CustomerForm>): Partial<Record<CustomerField, string>> {
  const problems: Partial<Record<CustomerField, string>> = {};
  for (const field of CUSTOMER_FIELDS) {
    const problem = customerFieldProblem(field, form[field] ?? '');
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The payload the form sends: values trimmed, the email lowercased, the phone as ten digits. */
export function customerPayload(form: CustomerForm): CustomerForm {
  const out = {} as CustomerForm;
  for (const field of CUSTOMER_FIELDS) out[field] = form[field].trim();
  out.email = out.email.toLowerCase();
  out.phone = phoneForSubmit(out.phone);
  return out;
}

const field = (name: CustomerField) =>
  z.pipe(
    z.optional(storableString().check(z.maxLength(1000, CUSTOMER_MESSAGES.tooLong(name)))),
    z.transform((s: string | undefined) => (s ?? '').trim()),
  ).check(
    z.refine((s: string) => customerFieldProblem(name, s) === null, {
      error: (issue) => customerFieldProblem(name, String(issue.input ?? '')) ?? 'Invalid value',
    }),
  );

/** POST /mibd/personalProject/addCustomer: the customer form; the phone arrives as digits (a +1 or dashes are tolerated). */
export const addCustomerRequest = z.pipe(
  z.object({
    first_name: field('first_name'),
    last_name: field('last_name'),
    email: field('email'),
    phone: field('phone'),
    street_address: field('street_address'),
    city: field('city'),
    state: field('state'),
    postal: field('postal'),
    country: field('country'),
  }),
  z.transform((c) => ({ ...c, email: c.email.toLowerCase(), phone: c.phone ? (phoneDigits(c.phone) ?? c.phone) : '' })),
);
export type AddCustomerRequest = z.output<typeof addCustomerRequest>;

/** A customer as the calls answer it: the id and display name (section 3) and the form's fields. */
export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
});
export type Customer = z.output<typeof customerSchema>;

const wholeNumber = (min: number, max: number, message: string) =>
  z.optional(
    z.pipe(
      z.union([z.number(), z.string().check(z.maxLength(12))]),
      z.transform((v: number | string) => (typeof v === 'string' && v.trim() === '' ? NaN : Number(v))),
    ).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message)),
  );

/** A page of the customer list: 50 by default, at most 100. */
export const CUSTOMER_PAGE_SIZE = 50;
export const CUSTOMER_PAGE_MAX = 100;

/** POST /mibd/customerFavourite/customer_list: the company's customers, optionally narrowed by a search of name or email. */
export const customerListRequest = z.object({
  search: z.optional(storableString().check(z.maxLength(100))),
  page: wholeNumber(1, 10_000, 'page must be a whole number from 1'),
  limit: wholeNumber(1, CUSTOMER_PAGE_MAX, `limit must be a whole number from 1 to ${CUSTOMER_PAGE_MAX}`),
});
export type CustomerListRequest = z.output<typeof customerListRequest>;
export const customerListResponse = z.object({ list: z.array(customerSchema), total: z.number() });
export type CustomerListResponse = z.output<typeof customerListResponse>;

/** The name a customer is shown and stored by (the `customer` cookie). */
export function customerName(c: Pick<CustomerForm, 'first_name' | 'last_name'>): string {
  return `${c.first_name} ${c.last_name}`.trim();
}
