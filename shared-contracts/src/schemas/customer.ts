import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { customerId } from './project';
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

// ---------------------------------------------------------------------------------------------
// The designer's customer book: one customer with its invitation, edit customer, invite customer (spec sections 2, 4, 9).

/** How long an invitation link can be used (section 9: invite valid 3 days). */
export const INVITATION_VALID_DAYS = 3;

/**
 * Where a customer stands with its own account: never invited, invited (an emailed link to choose a password, which
 * a resend replaces), or an active account (the customer chose a password and signs in).
 */
export const INVITATION_STATES = ['not_invited', 'invited', 'active'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** The customer book's messages: the spec's where it gives them, ours in its manner where it does not. */
export const CUSTOMER_BOOK_MESSAGES = {
  /** Section 4: the invite email cannot be changed after sending (shown on the email field). */
  emailLocked: 'The email cannot be changed after the invitation was sent',
  /** Section 8: the email belongs to another account (shown on the email field). */
  emailUsed: MESSAGES.emailUsed,
  /** Inviting a customer whose account is already active (section 8's wording for an account that exists). */
  alreadyActive: MESSAGES.accountRegistered,
  invitationSent: 'The invitation was sent',
  saved: 'The customer information was saved',
  noOrders: 'No orders yet',
} as const;

/** A customer's invitation: when the newest link was sent and until when it can be used (ISO times; null when none). */
export const customerInvitation = z.object({
  state: z.enum(INVITATION_STATES),
  /** When the newest invitation was sent; null before the first. */
  sent_at: z.nullable(z.string()),
  /** When the newest invitation stops working; null when not invited or already active. */
  expires_at: z.nullable(z.string()),
  /** When the customer's account became active; null until then. */
  activated_at: z.nullable(z.string()),
});
export type CustomerInvitation = z.output<typeof customerInvitation>;

/** Whether the customer's email is fixed: once an invitation was sent it cannot be changed (section 4). */
export function emailLocked(invitation: Pick<CustomerInvitation, 'state'>): boolean {
  return invitation.state !== 'not_invited';
}

/** Whether the newest invitation can no longer be used at `now`. */
export function invitationExpired(invitation: Pick<CustomerInvitation, 'state' | 'expires_at'>, now: number): boolean {
  return invitation.state === 'invited' && invitation.expires_at !== null && Date.parse(invitation.expires_at) <= now;
}

/** POST /mibd/customerFavourite/customer_detail: one of the company's customers. */
export const customerDetailRequest = z.object({ customer_id: customerId });
/** A customer with its invitation: what detail, edit and invite answer. */
export const customerDetailResponse = z.object({ customer: customerSchema, invitation: customerInvitation });
export type CustomerDetailResponse = z.output<typeof customerDetailResponse>;

/** POST /mibd/customerFavourite/customer_edit: the customer form's fields and rules, for one customer. */
export const editCustomerRequest = z.pipe(
  z.object({
    customer_id: customerId,
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
export type EditCustomerRequest = z.output<typeof editCustomerRequest>;

/**
 * POST /mibd/customerFavourite/invite_customer: sends the invitation (a resend replaces the link sent before). `email`
 * is the address the designer confirmed: before the first invitation it may correct the customer's email; after it,
 * it must be the customer's.
 */
export const inviteCustomerRequest = z.pipe(
  z.object({ customer_id: customerId, email: z.optional(field('email')) }),
  z.transform((c) => ({ customer_id: c.customer_id, email: c.email?.toLowerCase() })),
);
export type InviteCustomerRequest = z.output<typeof inviteCustomerRequest>;
