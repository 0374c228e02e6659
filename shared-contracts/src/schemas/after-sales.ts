import * as z from 'zod/mini';
import type { BrandCode } from '../brands';
import { MESSAGES } from '../errors';
import { isEmail, normalizePhone } from './rules';
import { plainText } from './text';

/**
 * The after-sales forms that need no order (spec sections 3, 5 and 8): contact us (/contactUs, on the JC and FFD
 * sites; FFD's page is its own) and the sample request (/sample-request; JC's form differs), plus the dialog host's
 * unwired contact form (FirstName, LastName, EmailAddress, PhoneNumber, City, Province: required on blur, a submit
 * that does nothing). The browser's forms and the api check a submission with the same functions, so a message reads
 * the same wherever it is raised.
 */

// ---------------------------------------------------------------------------------------------
// Contact us.

/** Section 3: full name, phone, email, order number, company name, product number, comments. */
export const CONTACT_FIELDS = ['full_name', 'phone', 'email', 'order_number', 'company_name', 'product_number', 'comments'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactForm = Record<ContactField, string>;

/** Section 5: full name, comments, email (valid) and order number are required. */
export const CONTACT_REQUIRED: readonly ContactField[] = ['full_name', 'email', 'order_number', 'comments'];

export const CONTACT_LABELS: Readonly<Record<ContactField, string>> = {
  full_name: 'Full Name',
  phone: 'Phone',
  email: 'Email',
  order_number: 'Order Number',
  company_name: 'Company Name',
  product_number: 'Product Number',
  comments: 'Comments',
};

// ---------------------------------------------------------------------------------------------
// Sample request.

/**
 * Section 3: full name, email, item number, finish name, company name, full address, comments. An item is an item
 * number with its finish name; the JC form asks for several (SAMPLE_ITEMS_MAX), every other site's for one.
 */
export const SAMPLE_FIELDS = ['full_name', 'email', 'company_name', 'full_address', 'comments'] as const;
export type SampleField = (typeof SAMPLE_FIELDS)[number];
export const SAMPLE_ITEM_FIELDS = ['item_number', 'finish_name'] as const;
export type SampleItemField = (typeof SAMPLE_ITEM_FIELDS)[number];
export type SampleItem = Record<SampleItemField, string>;
export type SampleForm = Record<SampleField, string> & { items: SampleItem[] };

/** Section 5: full name, item number, finish name, company name, full address and comments are required. */
export const SAMPLE_REQUIRED: readonly (SampleField | SampleItemField)[] = ['full_name', 'item_number', 'finish_name', 'company_name', 'full_address', 'comments'];

export const SAMPLE_LABELS: Readonly<Record<SampleField | SampleItemField, string>> = {
  full_name: 'Full Name',
  email: 'Email',
  item_number: 'Item Number',
  finish_name: 'Finish Name',
  company_name: 'Company Name',
  full_address: 'Full Address',
  comments: 'Comments',
};

/** Items one sample request may hold: the JC form lists several (finish samples of a few pieces), the others one. */
export const SAMPLE_ITEMS_MAX = 5;
export function sampleItemsMax(brand: BrandCode): number {
  return brand === 'jc' ? SAMPLE_ITEMS_MAX : 1;
}

// ---------------------------------------------------------------------------------------------
// The dialog host's unwired contact form.

export const DIALOG_CONTACT_FIELDS = ['FirstName', 'LastName', 'EmailAddress', 'PhoneNumber', 'City', 'Province'] as const;
export type DialogContactField = (typeof DIALOG_CONTACT_FIELDS)[number];
export type DialogContactForm = Record<DialogContactField, string>;
/** Section 5: FirstName, LastName and EmailAddress required (checked on blur). */
export const DIALOG_CONTACT_REQUIRED: readonly DialogContactField[] = ['FirstName', 'LastName', 'EmailAddress'];
export const DIALOG_CONTACT_LABELS: Readonly<Record<DialogContactField, string>> = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  EmailAddress: 'Email Address',
  PhoneNumber: 'Phone Number',
  City: 'City',
  Province: 'Province',
};

// ---------------------------------------------------------------------------------------------
// Lengths and messages.

type AnyField = ContactField | SampleField | SampleItemField | DialogContactField;

/** Longest value of each field (the spec gives none: room for real names, addresses and a page of comments). */
export const AFTER_SALES_MAX: Readonly<Record<AnyField, number>> = {
  full_name: 100,
  phone: 20,
  email: 254,
  order_number: 40,
  company_name: 100,
  product_number: 40,
  comments: 2000,
  item_number: 40,
  finish_name: 60,
  full_address: 300,
  FirstName: 50,
  LastName: 50,
  EmailAddress: 254,
  PhoneNumber: 20,
  City: 50,
  Province: 50,
};

const LABELS: Readonly<Record<AnyField, string>> = { ...CONTACT_LABELS, ...SAMPLE_LABELS, ...DIALOG_CONTACT_LABELS };

/**
 * The forms' messages: the spec's where it has them ('Please enter full name', the email and phone messages, the
 * section 8 outcomes), ours in the manner of its 'Please enter customer's first name' where it does not.
 */
export const AFTER_SALES_MESSAGES = {
  submitted: MESSAGES.formSubmitted,
  failed: MESSAGES.formSubmitFailed,
  fullName: MESSAGES.enterFullName,
  email: MESSAGES.enterEmail,
  validEmail: MESSAGES.validEmail,
  validPhone: MESSAGES.validPhone,
  orderNumber: 'Please enter order number',
  comments: 'Please enter comments',
  itemNumber: 'Please enter item number',
  finishName: 'Please enter finish name',
  companyName: 'Please enter company name',
  fullAddress: 'Please enter full address',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  tooManyItems: (max: number) => (max === 1 ? 'A sample request holds one item' : `A sample request holds at most ${max} items`),
  notOnSite: MESSAGES.formNotOnSite,
  tooLong: (field: AnyField) => `${LABELS[field]} can be at most ${AFTER_SALES_MAX[field]} characters`,
} as const;

const REQUIRED_MESSAGE: Partial<Record<AnyField, string>> = {
  full_name: AFTER_SALES_MESSAGES.fullName,
  order_number: AFTER_SALES_MESSAGES.orderNumber,
  comments: AFTER_SALES_MESSAGES.comments,
  item_number: AFTER_SALES_MESSAGES.itemNumber,
  finish_name: AFTER_SALES_MESSAGES.finishName,
  company_name: AFTER_SALES_MESSAGES.companyName,
  full_address: AFTER_SALES_MESSAGES.fullAddress,
  FirstName: AFTER_SALES_MESSAGES.firstName,
  LastName: AFTER_SALES_MESSAGES.lastName,
};

const EMAILS = new Set<AnyField>(['email', 'EmailAddress']);
const PHONES = new Set<AnyField>(['phone', 'PhoneNumber']);

/**
 * The one problem of a field's value in the form's words, or null when it is fine. `required` says whether the form
 * requires the field (the email is required on the contact forms, optional on the sample request).
 */
export function afterSalesFieldProblem(field: AnyField, raw: string, required: boolean): string | null {
  const value = raw.trim();
  if (!value) return required ? (REQUIRED_MESSAGE[field] ?? (EMAILS.has(field) ? AFTER_SALES_MESSAGES.email : `Please enter ${LABELS[field].toLowerCase()}`)) : null;
  if (value.length > AFTER_SALES_MAX[field]) return AFTER_SALES_MESSAGES.tooLong(field);
  if (EMAILS.has(field) && !isEmail(value)) return AFTER_SALES_MESSAGES.validEmail;
  if (PHONES.has(field) && normalizePhone(value) === null) return AFTER_SALES_MESSAGES.validPhone;
  return null;
}

/** Every problem of the contact form, by field; empty when it may be sent. */
export function contactFormProblems(form: Partial<ContactForm>): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = afterSalesFieldProblem(field, form[field] ?? '', CONTACT_REQUIRED.includes(field));
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The key of a sample item's field in a problems map: `items.0.item_number`. */
export const sampleItemKey = (index: number, field: SampleItemField): string => `items.${index}.${field}`;

/** Every problem of the sample request, by field (an item's fields as `items.<n>.<field>`); empty when it may be sent. */
export function sampleFormProblems(form: { [K in SampleField]?: string } & { items?: readonly Partial<SampleItem>[] }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of SAMPLE_FIELDS) {
    const problem = afterSalesFieldProblem(field, form[field] ?? '', SAMPLE_REQUIRED.includes(field));
    if (problem) problems[field] = problem;
  }
  const items = form.items?.length ? form.items : [{}];
  items.forEach((item, index) => {
    for (const field of SAMPLE_ITEM_FIELDS) {
      const problem = afterSalesFieldProblem(field, item[field] ?? '', true);
      if (problem) problems[sampleItemKey(index, field)] = problem;
    }
  });
  return problems;
}

/** Every problem of the dialog's unwired contact form, by field. */
export function dialogContactProblems(form: Partial<DialogContactForm>): Partial<Record<DialogContactField, string>> {
  const problems: Partial<Record<DialogContactField, string>> = {};
  for (const field of DIALOG_CONTACT_FIELDS) {
    const problem = afterSalesFieldProblem(field, form[field] ?? '', DIALOG_CONTACT_REQUIRED.includes(field));
    if (problem) problems[field] = problem;
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The calls' bodies and answers.

/**
 * A field of a form: a string the database can keep, with no control characters but a multi-line field's line ends
 * (read up to far past any rule, so the rule's own message is the one raised), trimmed, then checked by the form's rule.
 */
const formField = (field: AnyField, required: boolean) =>
  z.pipe(
    z.optional(plainText(100_000, MESSAGES.textNotAllowed, { lineBreaks: field === 'comments' || field === 'full_address' })),
    z.transform((s: string | undefined) => (s ?? '').trim()),
  ).check(
    z.refine((s: string) => afterSalesFieldProblem(field, s, required) === null, {
      error: (issue) => afterSalesFieldProblem(field, String(issue.input ?? ''), required) ?? 'Invalid value',
    }),
  );

/** The phone as ten digits when it is one (a +1, dashes and spaces dropped); empty stays empty. */
const phoneOut = (phone: string): string => (phone ? (normalizePhone(phone) ?? phone) : '');

/** POST /mibd/afterSales/contact_us: the contact form (section 3) under the section 5 rules. */
export const contactUsRequest = z.pipe(
  z.object({
    full_name: formField('full_name', true),
    phone: formField('phone', false),
    email: formField('email', true),
    order_number: formField('order_number', true),
    company_name: formField('company_name', false),
    product_number: formField('product_number', false),
    comments: formField('comments', true),
  }),
  z.transform((c) => ({ ...c, email: c.email.toLowerCase(), phone: phoneOut(c.phone) })),
);
export type ContactUsRequest = z.output<typeof contactUsRequest>;

const sampleItem = z.object({ item_number: formField('item_number', true), finish_name: formField('finish_name', true) });

/**
 * POST /mibd/afterSales/sample_request: the sample request (section 3) under the section 5 rules. Items: one, or up to
 * SAMPLE_ITEMS_MAX on the JC site (the api holds each site to its own number).
 */
export const sampleRequestRequest = z.pipe(
  z.object({
    full_name: formField('full_name', true),
    email: formField('email', false),
    items: z
      .array(sampleItem, { error: AFTER_SALES_MESSAGES.itemNumber })
      .check(z.minLength(1, AFTER_SALES_MESSAGES.itemNumber), z.maxLength(SAMPLE_ITEMS_MAX, AFTER_SALES_MESSAGES.tooManyItems(SAMPLE_ITEMS_MAX))),
    company_name: formField('company_name', true),
    full_address: formField('full_address', true),
    comments: formField('comments', true),
  }),
  z.transform((c) => ({ ...c, email: c.email.toLowerCase() })),
);
export type SampleRequestRequest = z.output<typeof sampleRequestRequest>;

/** What a stored submission answers: its reference (quoted in the trade desk's email) and when it was received. */
export const afterSalesSubmitted = z.object({ id: z.string(), reference: z.string(), submitted_at: z.string() });
export type AfterSalesSubmitted = z.output<typeof afterSalesSubmitted>;
