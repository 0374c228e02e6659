import * as z from 'zod/mini';
import { PRICE_LABELS, TIERS } from '../catalog';
import { ACCOUNT_KINDS } from '../permissions';
import { ERR, MESSAGES } from '../errors';
import { phoneDigits } from './customer';
import { COUNTRIES, DISTRICTS, REGISTRATION_MESSAGES, isPostalCode } from './registration';
import { plainText, storableString } from './text';

/**
 * Account settings and the personal center (spec sections 2, 3, 5, 7, 8 and 9): bill addresses (at most 10), about
 * me, the profile picture (an `avatar` upload), reseller certificates (uploaded with purpose `certificate`), and the
 * account's tier and price label. The password is changed through identity's change_password. The api validates
 * with these schemas; the browser checks its forms with the same functions.
 */

// ---------------------------------------------------------------------------------------------
// Limits, codes and messages.

/** Bill addresses an account keeps at most (spec sections 5 and 9). */
export const BILL_ADDRESS_MAX = 10;
/** The longest about-me text. */
export const ABOUT_ME_MAX = 500;
/** Reseller certificates an account keeps at most (those of its registration included). */
export const CERTIFICATE_MAX = 20;
/** Files one certificate upload adds at most (as at registration). */
export const CERTIFICATE_FILES_PER_ADD = 10;

/** The error codes of account settings (ours; the address limit's message is the spec's). */
export const ACCOUNT_SETTINGS_ERR = {
  ADDRESS_LIMIT: ERR.ADDRESS_LIMIT,
  ADDRESS_NOT_FOUND: ERR.ADDRESS_NOT_FOUND,
  CERTIFICATE_NOT_FOUND: ERR.CERTIFICATE_NOT_FOUND,
  CERTIFICATE_LIMIT: ERR.CERTIFICATE_LIMIT,
  /** A certificate sent with the registration: staff reviewed it, it stays on file. */
  CERTIFICATE_KEPT: ERR.CERTIFICATE_KEPT,
} as const;

export const ACCOUNT_SETTINGS_MESSAGES = {
  /** Sections 5, 8 and 9. */
  addressLimit: 'The number of addresses has reached the limit',
  addressNotFound: 'This address was not found',
  firstName: 'Please enter the first name',
  lastName: 'Please enter the last name',
  street: REGISTRATION_MESSAGES.street,
  city: REGISTRATION_MESSAGES.city,
  state: REGISTRATION_MESSAGES.state,
  postal: REGISTRATION_MESSAGES.postal,
  postalValid: REGISTRATION_MESSAGES.postalValid,
  country: REGISTRATION_MESSAGES.country,
  validPhone: MESSAGES.validPhone,
  aboutMeTooLong: `About me can be at most ${ABOUT_ME_MAX} characters`,
  certificateNotFound: 'This certificate was not found',
  certificateLimit: `You can keep at most ${CERTIFICATE_MAX} certificates; remove one to add another`,
  certificateKept: 'A certificate sent with your registration stays on file',
  certificateFiles: 'Please upload the reseller certificate',
  /** Section 5: the profile picture is a jpg or png under 20M. */
  pictureType: 'Please upload the picture as a JPG or PNG file',
} as const;

const M = ACCOUNT_SETTINGS_MESSAGES;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (message: string) => z.string({ error: message }).check(z.regex(UUID, message));

// ---------------------------------------------------------------------------------------------
// Bill addresses.

export const BILL_ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'street_address', 'apartment', 'city', 'country', 'state', 'postal', 'phone'] as const;
export type BillAddressField = (typeof BILL_ADDRESS_FIELDS)[number];
export type BillAddressForm = Record<BillAddressField, string>;

export const BILL_ADDRESS_LABELS: Readonly<Record<BillAddressField, string>> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  company: 'Company',
  street_address: 'Street Address',
  apartment: 'Apartment, Suite, etc.',
  city: 'City',
  country: 'Country',
  state: 'State / Province',
  postal: 'Postal Code',
  phone: 'Phone',
};

/** Longest value of each field (names as long as a registration's, the rest as the customer form's). */
export const BILL_ADDRESS_MAX_LENGTH: Readonly<Record<BillAddressField, number>> = {
  first_name: 50,
  last_name: 50,
  company: 100,
  street_address: 200,
  apartment: 100,
  city: 50,
  country: 60,
  state: 60,
  postal: 10,
  phone: 20,
};

const REQUIRED: Partial<Record<BillAddressField, string>> = {
  first_name: M.firstName,
  last_name: M.lastName,
  street_address: M.street,
  city: M.city,
  country: M.country,
  state: M.state,
  postal: M.postal,
};
export const BILL_ADDRESS_REQUIRED: readonly BillAddressField[] = Object.keys(REQUIRED) as BillAddressField[];

/**
 * The one problem of a field in the form's words, or null: required fields, lengths, the country and its state or
 * province (United States, Canada, Mexico), the postal code of that country, a ten-digit phone when one is given.
 */
export function billAddressFieldProblem(field: BillAddressField, form: Partial<BillAddressForm>): string | null {
  const value = (form[field] ?? '').trim();
  if (!value) return REQUIRED[field] ?? null;
  if (value.length > BILL_ADDRESS_MAX_LENGTH[field]) return `${BILL_ADDRESS_LABELS[field]} can be at most ${BILL_ADDRESS_MAX_LENGTH[field]} characters`;
  const country = (form.country ?? '').trim();
  if (field === 'country' && !COUNTRIES.some((c) => c.key === value)) return M.country;
  if (field === 'state' && DISTRICTS[country] && !DISTRICTS[country]!.some((d) => d.key === value)) return M.state;
  if (field === 'postal' && !isPostalCode(country, value)) return M.postalValid;
  if (field === 'phone' && phoneDigits(value) === null) return M.validPhone;
  return null;
}

/** Every field's problem, in form order; empty when the form may be sent. */
export function billAddressProblems(form: Partial<BillAddressForm>): Partial<Record<BillAddressField, string>> {
  const problems: Partial<Record<BillAddressField, string>> = {};
  for (const field of BILL_ADDRESS_FIELDS) {
    const problem = billAddressFieldProblem(field, form);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The values an address is kept with: trimmed, the postal code in capitals, the phone as ten digits. */
export function billAddressValues(form: BillAddressForm): BillAddressForm {
  const out = {} as BillAddressForm;
  for (const field of BILL_ADDRESS_FIELDS) out[field] = (form[field] ?? '').trim();
  out.postal = out.postal.toUpperCase();
  out.phone = out.phone ? (phoneDigits(out.phone) ?? out.phone) : '';
  return out;
}

/** What a field that is not text at all says: its required message, or that it is not valid. */
const notText = (field: BillAddressField) => REQUIRED[field] ?? (field === 'phone' ? M.validPhone : `${BILL_ADDRESS_LABELS[field]} is not valid`);

const addressText = (field: BillAddressField) =>
  z.pipe(
    z.optional(storableString(notText(field)).check(z.maxLength(1000, `${BILL_ADDRESS_LABELS[field]} can be at most ${BILL_ADDRESS_MAX_LENGTH[field]} characters`))),
    z.transform((s: string | undefined) => (s ?? '').trim()),
  );

const addressShape = {
  first_name: addressText('first_name'),
  last_name: addressText('last_name'),
  company: addressText('company'),
  street_address: addressText('street_address'),
  apartment: addressText('apartment'),
  city: addressText('city'),
  country: addressText('country'),
  state: addressText('state'),
  postal: addressText('postal'),
  phone: addressText('phone'),
  /** True makes the address the default; the first address is the default whatever it says. */
  is_default: z.optional(z.boolean()),
};

/** Each field's problem raised on the field (the first in form order is the call's message). */
const addressChecks = () =>
  BILL_ADDRESS_FIELDS.map((field) =>
    z.refine((o: unknown) => billAddressFieldProblem(field, o as Partial<BillAddressForm>) === null, {
      path: [field],
      error: (issue) => billAddressFieldProblem(field, issue.input as Partial<BillAddressForm>) ?? 'Invalid value',
    }),
  );

/** POST /mibd/account/address/add: a bill address (section 5: at most 10). */
export const billAddressAddRequest = z.object(addressShape).check(...addressChecks());
export type BillAddressAddRequest = z.output<typeof billAddressAddRequest>;

export const billAddressId = id(M.addressNotFound);

/** POST /mibd/account/address/edit: an address of the caller's, rewritten. */
export const billAddressEditRequest = z.object({ id: billAddressId, ...addressShape }).check(...addressChecks());
export type BillAddressEditRequest = z.output<typeof billAddressEditRequest>;

/** POST /mibd/account/address/delete and /set_default. */
export const billAddressRequest = z.object({ id: billAddressId });

/** A bill address as the calls answer it. */
export const billAddress = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  street_address: z.string(),
  apartment: z.string(),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  postal: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
  /** ISO time of the last change. */
  updated_at: z.string(),
});
export type BillAddress = z.output<typeof billAddress>;

/** Every address of the caller (the default first, then the newest), and how many it may keep. */
export const billAddressListResponse = z.object({ list: z.array(billAddress), max: z.number() });
export type BillAddressListResponse = z.output<typeof billAddressListResponse>;

/** Add and edit answer the saved address's id and the list as it now is (the default may have moved). */
export const billAddressSavedResponse = z.object({ id: z.string(), list: z.array(billAddress), max: z.number() });
export type BillAddressSavedResponse = z.output<typeof billAddressSavedResponse>;

// ---------------------------------------------------------------------------------------------
// Profile: about me, the picture, tier and price label.

/** The one problem of an about-me text, or null (it may be empty: that clears it). */
export function aboutMeProblem(text: string): string | null {
  return text.trim().length > ABOUT_ME_MAX ? M.aboutMeTooLong : null;
}

/** POST /mibd/account/about_me: a short text, line breaks kept, trimmed; empty clears it. */
export const aboutMeRequest = z.object({
  about_me: z.pipe(plainText(ABOUT_ME_MAX * 2, M.aboutMeTooLong, { lineBreaks: true }), z.transform((s: string) => s.trim())).check(
    z.maxLength(ABOUT_ME_MAX, M.aboutMeTooLong),
  ),
});

/** POST /mibd/account/head_img: the caller's own `avatar` upload becomes the profile picture. */
export const headImgRequest = z.object({ file_id: id(MESSAGES.fileNotFound) });

/**
 * POST /mibd/account/profile: the signed-in account as its settings show it. `tier` and `price_label` are a trade
 * account's (designer, sub-account, dealer); null for the others. `head_img` is the read URL of the picture.
 */
export const accountProfile = z.object({
  user_id: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  head_img: z.string(),
  about_me: z.string(),
  tier: z.nullable(z.enum(TIERS)),
  price_label: z.nullable(z.enum(PRICE_LABELS)),
});
export type AccountProfile = z.output<typeof accountProfile>;

/** The tier and price label a trade account starts with, until the trade team sets others. */
export const DEFAULT_TIER: (typeof TIERS)[number] = 'Bronze';
export const DEFAULT_PRICE_LABEL: (typeof PRICE_LABELS)[number] = 'Retail 50';

// ---------------------------------------------------------------------------------------------
// Reseller certificates.

const certificateText = (max: number) =>
  z._default(z.pipe(plainText(max, REGISTRATION_MESSAGES.tooLong), z.transform((s: string) => s.trim())), '');

/** POST /mibd/home/certificate/add: the caller's own `certificate` uploads, kept with what they certify. */
export const certificateAddRequest = z.object({
  file_ids: z
    .array(id(MESSAGES.fileNotFound), { error: M.certificateFiles })
    .check(z.minLength(1, M.certificateFiles), z.maxLength(CERTIFICATE_FILES_PER_ADD, REGISTRATION_MESSAGES.tooManyFiles)),
  reseller_number: certificateText(50),
  state_of_registration: certificateText(60),
  sales_tax_number: certificateText(50),
});
export type CertificateAddRequest = z.output<typeof certificateAddRequest>;

export const certificateId = id(M.certificateNotFound);
/** POST /mibd/home/certificate/delete. */
export const certificateRequest = z.object({ id: certificateId });
/** GET /mibd/home/certificate/detail?id= (section 7). */
export const certificateDetailQuery = z.object({ id: certificateId });

/** Where a certificate came from: the registration (kept on file) or the account's settings (removable). */
export const CERTIFICATE_SOURCES = ['registration', 'settings'] as const;

/** A reseller certificate: its file (read through the file-read path by its owner) and what it certifies. */
export const certificate = z.object({
  id: z.string(),
  file_id: z.string(),
  filename: z.string(),
  url: z.string(),
  /** The name the file was uploaded with. */
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  reseller_number: z.string(),
  state_of_registration: z.string(),
  sales_tax_number: z.string(),
  source: z.enum(CERTIFICATE_SOURCES),
  /** ISO time it was put on file. */
  created_at: z.string(),
});
export type Certificate = z.output<typeof certificate>;

/**
 * The "certificate list" of section 7: `list` empty means the account has no certificate (the checkout asks it and
 * offers to continue or to add one); `max` is how many it may keep.
 */
export const certificateListResponse = z.object({ list: z.array(certificate), max: z.number() });
export type CertificateListResponse = z.output<typeof certificateListResponse>;
