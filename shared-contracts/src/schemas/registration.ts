import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { emailField, flag, isOn, normalizePhone } from './rules';
import { storableString } from './text';

/**
 * The trade registration (spec sections 3, 5 and 7) and the files it uploads: option lists, the three steps
 * (Business Information, Documents, Terms and Conditions), the short registration of an existing trade customer,
 * staff approval, uploads and the file-read path. The api validates with these schemas; the browser uses the same.
 */

export interface Option {
  key: string;
  value: string;
}

export const BUSINESS_TYPES: readonly Option[] = [
  { key: 'interior_designer', value: 'Interior Designer' },
  { key: 'architect', value: 'Architect' },
  { key: 'retailer', value: 'Furniture Retailer' },
  { key: 'home_stager', value: 'Home Stager' },
  { key: 'hospitality', value: 'Hospitality Designer' },
  { key: 'contract', value: 'Contract / Commercial Designer' },
  { key: 'builder', value: 'Builder / Developer' },
  { key: 'kitchen_bath', value: 'Kitchen & Bath Designer' },
  { key: 'purchasing_agent', value: 'Purchasing Agent' },
  { key: 'other', value: 'Other' },
];

export const HOW_HEARD: readonly Option[] = [
  { key: 'search_engine', value: 'Search engine' },
  { key: 'social_media', value: 'Social media' },
  { key: 'market', value: 'Trade show or furniture market' },
  { key: 'showroom', value: 'Showroom visit' },
  { key: 'sales_rep', value: 'Sales representative' },
  { key: 'colleague', value: 'Referral from a colleague' },
  { key: 'publication', value: 'Magazine or publication' },
  { key: 'email', value: 'Email newsletter' },
  { key: 'other', value: 'Other' },
];

export const REGISTRATION_BRANDS: readonly Option[] = [
  { key: 'hom', value: 'HOM' },
  { key: 'ca', value: 'Caracole' },
  { key: 'rowe', value: 'Rowe' },
  { key: 'jc', value: 'Jonathan Charles' },
  { key: 'art', value: 'A.R.T. Furniture' },
];

export const COUNTRIES: readonly Option[] = [
  { key: 'US', value: 'United States' },
  { key: 'CA', value: 'Canada' },
  { key: 'MX', value: 'Mexico' },
];

const US_STATES: readonly Option[] = (
  [
    ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
    ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
    ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
    ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
    ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
    ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
    ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
    ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
    ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
    ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['PR', 'Puerto Rico'], ['GU', 'Guam'],
    ['VI', 'U.S. Virgin Islands'],
  ] as const
).map(([key, value]) => ({ key, value }));

const CA_PROVINCES: readonly Option[] = (
  [
    ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
    ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
  ] as const
).map(([key, value]) => ({ key, value }));

const MX_STATES: readonly Option[] = (
  [
    ['AGU', 'Aguascalientes'], ['BCN', 'Baja California'], ['BCS', 'Baja California Sur'], ['CAM', 'Campeche'],
    ['CHP', 'Chiapas'], ['CHH', 'Chihuahua'], ['CMX', 'Ciudad de México'], ['COA', 'Coahuila'], ['COL', 'Colima'],
    ['DUR', 'Durango'], ['GUA', 'Guanajuato'], ['GRO', 'Guerrero'], ['HID', 'Hidalgo'], ['JAL', 'Jalisco'],
    ['MEX', 'Estado de México'], ['MIC', 'Michoacán'], ['MOR', 'Morelos'], ['NAY', 'Nayarit'], ['NLE', 'Nuevo León'],
    ['OAX', 'Oaxaca'], ['PUE', 'Puebla'], ['QUE', 'Querétaro'], ['ROO', 'Quintana Roo'], ['SLP', 'San Luis Potosí'],
    ['SIN', 'Sinaloa'], ['SON', 'Sonora'], ['TAB', 'Tabasco'], ['TAM', 'Tamaulipas'], ['TLA', 'Tlaxcala'],
    ['VER', 'Veracruz'], ['YUC', 'Yucatán'], ['ZAC', 'Zacatecas'],
  ] as const
).map(([key, value]) => ({ key, value }));

/** States and provinces by country key (the `district` call). */
export const DISTRICTS: Readonly<Record<string, readonly Option[]>> = { US: US_STATES, CA: CA_PROVINCES, MX: MX_STATES };

/** Postal codes by country: US five digits or five-dash-four (spec section 5); Canada A1A 1A1; Mexico five digits. */
export function isPostalCode(country: string, postal: string): boolean {
  const value = postal.trim();
  if (country === 'US') return /^\d{5}(-\d{4})?$/.test(value);
  if (country === 'CA') return /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(value);
  if (country === 'MX') return /^\d{5}$/.test(value);
  return /^[A-Za-z0-9 -]{3,10}$/.test(value);
}

/** Business names match whatever their case and spacing ('The company is already registered'). */
export function companyNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Registration uploads: up to 10 files of 20 MB each (spec sections 5 and 9). */
export const REGISTRATION_MAX_FILES = 10;
/** A drawn (data: image URL) or typed signature. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

export const REGISTRATION_MESSAGES = {
  businessName: 'Please enter the business name',
  businessType: 'Please select the business type',
  howHeard: 'Please select how you heard about us',
  ein: 'Please provide a valid EIN, like 12-3456789',
  website: 'Please provide a valid company website',
  street: 'Please enter the street address',
  city: 'Please enter the city',
  state: 'Please select the state or province',
  postal: 'Please enter the postal code',
  postalValid: 'Please provide a valid postal code',
  country: 'Please select the country',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  code: 'Please enter the verification code',
  certificate: 'Please upload the reseller certificate',
  tooManyFiles: `Up to ${REGISTRATION_MAX_FILES} files can be uploaded`,
  uploadUnfinished: 'Please wait for the upload to finish, or upload the file again',
  printedName: 'Please enter your printed name',
  title: 'Please enter your title',
  signature: 'Please sign the application',
  signatureTooLarge: 'The signature is too large, please sign again',
  agree: 'Please agree to the terms and conditions',
  accountNumber: 'Please enter the account number',
  registration: 'Please start the registration from the first step',
  tooLong: 'This field is too long',
} as const;

const M = REGISTRATION_MESSAGES;

/** A trimmed text field: required ones refuse a missing or blank value with their message. */
function text(max: number, required?: string) {
  const base = z.pipe(storableString(required ?? M.tooLong), z.transform((s: string) => s.trim()));
  return required
    ? base.check(z.minLength(1, required), z.maxLength(max, M.tooLong))
    : base.check(z.maxLength(max, M.tooLong));
}
const optionalText = (max: number) => z._default(text(max), '');
const oneOf = (options: readonly Option[], message: string) =>
  text(60, message).check(z.refine((s: string) => options.some((o) => o.key === s), message));
const uuid = (message: string) => z.string({ error: message }).check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));

/** A North American phone, stored as ten digits ('Please provide a valid phone number'). */
export const phoneField = z.pipe(
  z.string({ error: MESSAGES.validPhone }).check(z.maxLength(30, MESSAGES.validPhone), z.refine((s: string) => normalizePhone(s) !== null, MESSAGES.validPhone)),
  z.transform((s: string) => normalizePhone(s) ?? ''),
);
const codeField = z._default(z.pipe(storableString(M.code), z.transform((s: string) => s.trim())).check(z.maxLength(10, MESSAGES.verificationCodeError)), '');
/** A required email: missing or blank 'Please enter your email address', malformed 'Please provide a valid email address'. */
const requiredEmail = z.pipe(z._default(z.string({ error: MESSAGES.validEmail }), ''), emailField).check(z.maxLength(100, MESSAGES.validEmail));
const emailWithMessage = z.pipe(z.optional(z.string({ error: MESSAGES.enterEmail })), z.transform((s: string | undefined) => s ?? '')).check(z.maxLength(100, MESSAGES.validEmail));

/** POST /mibd/register/optionList: the select options of the registration form. */
export const optionListResponse = z.object({
  business_type: z.array(z.object({ key: z.string(), value: z.string() })),
  how_heard: z.array(z.object({ key: z.string(), value: z.string() })),
  country: z.array(z.object({ key: z.string(), value: z.string() })),
  state: z.array(z.object({ key: z.string(), value: z.string() })),
  brand: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type OptionListResponse = z.output<typeof optionListResponse>;

/** POST /mibd/register/district {country}: its states or provinces. */
export const districtRequest = z.object({ country: oneOf(COUNTRIES, M.country) });
export const districtResponse = z.object({ state: z.array(z.object({ key: z.string(), value: z.string() })) });

/** POST /mibd/register/simpleRegisterSendCode: a registration code by email or SMS. */
export const registerSendCodeRequest = z
  .object({
    email: z.optional(emailWithMessage),
    phone: z.optional(z.string().check(z.maxLength(30, MESSAGES.validPhone))),
  })
  .check(z.refine((o) => Boolean(o.email?.trim() || o.phone?.trim()), { message: MESSAGES.enterEmail, path: ['email'] }));
export const registerSendCodeResponse = z.object({ sent: z.boolean(), channel: z.enum(['email', 'sms']), expires_in: z.number() });

/** POST /mibd/register/firstCheck: step 1, Business Information. Answers the draft's id. */
/** The brands a registering business may say it already buys from (step 1). */
export const REGISTRATION_BRAND_CODES = ['hom', 'ca', 'rowe', 'jc', 'art'] as const;
export type RegistrationBrandCode = (typeof REGISTRATION_BRAND_CODES)[number];

export const firstCheckRequest = z
  .object({
    registration_id: z.optional(uuid(M.registration)),
    business_name: text(100, M.businessName),
    dba: optionalText(100),
    business_type: oneOf(BUSINESS_TYPES, M.businessType),
    how_heard: oneOf(HOW_HEARD, M.howHeard),
    ein: z._default(text(20).check(z.refine((s: string) => s === '' || /^\d{2}-?\d{7}$/.test(s), M.ein)), ''),
    company_website: z._default(
      text(200).check(z.refine((s: string) => s === '' || /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?(\/\S*)?$/i.test(s), M.website)),
      '',
    ),
    street_address: text(200, M.street),
    city: text(50, M.city),
    state: text(60, M.state),
    postal: text(10, M.postal),
    country: oneOf(COUNTRIES, M.country),
    referrer: optionalText(100),
    /** Brands the business already buys from, and its account name there. */
    brands: z._default(z.array(z.enum(REGISTRATION_BRAND_CODES)).check(z.maxLength(5)), []),
    account_name: optionalText(100),
    first_name: text(50, M.firstName),
    last_name: text(50, M.lastName),
    email: requiredEmail,
    phone: phoneField,
    /** The code sent by simpleRegisterSendCode; not needed again when the draft's email and phone were verified. */
    code: codeField,
  })
  .check(
    z.refine((o) => !DISTRICTS[o.country] || DISTRICTS[o.country]!.some((d) => d.key === o.state), { message: M.state, path: ['state'] }),
    z.refine((o) => isPostalCode(o.country, o.postal), { message: M.postalValid, path: ['postal'] }),
  );
export type FirstCheckRequest = z.output<typeof firstCheckRequest>;
export const registrationIdResponse = z.object({ registration_id: z.string() });

/** POST /mibd/register/secondCheck: step 2, Documents (the certificates uploaded with purpose 'certificate'). */
export const secondCheckRequest = z.object({
  registration_id: uuid(M.registration),
  reseller_number: optionalText(50),
  state_of_registration: optionalText(60),
  sales_tax_number: optionalText(50),
  file_ids: z
    .array(uuid(M.uploadUnfinished), { error: M.certificate })
    .check(z.minLength(1, M.certificate), z.maxLength(REGISTRATION_MAX_FILES, M.tooManyFiles)),
});
export const secondCheckResponse = z.object({
  registration_id: z.string(),
  files: z.array(z.object({ file_id: z.string(), filename: z.string(), url: z.string() })),
});

/** A drawn signature (data: image URL of a PNG or JPEG) or a typed one, at most 200 KB. */
export const signatureField = z
  .string({ error: M.signature })
  .check(
    z.refine((s: string) => s.trim().length > 0, M.signature),
    z.refine((s: string) => s.length <= SIGNATURE_MAX_BYTES, M.signatureTooLarge),
    z.refine((s: string) => !s.startsWith('data:') || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(s), M.signature),
    z.refine((s: string) => s.startsWith('data:') || s.trim().length <= 200, M.signatureTooLarge),
  );

/** POST /mibd/register/submit: step 3, Terms and Conditions. */
export const submitRequest = z.object({
  registration_id: uuid(M.registration),
  printed_name: text(100, M.printedName),
  title: text(100, M.title),
  signature: signatureField,
  agree: z.pipe(flag, z.transform((v) => isOn(v))).check(z.refine((v: boolean) => v, M.agree)),
});
export const submitResponse = z.object({ registration_id: z.string(), state: z.string(), email: z.string() });

/** POST /mibd/register/fileDel */
export const fileDelRequest = z.object({ file_id: uuid('The file was not found') });
export const fileDelResponse = z.object({ deleted: z.boolean() });

/**
 * POST /mibd/register/getOldUserInfo: the company of an existing trade account (email or username). With `code`, a
 * registration code sent to that account's own email (the send-code call), the requester has shown the mailbox is
 * theirs and the answer prefills the account's names, masked contact and business address too.
 */
export const oldUserInfoRequest = z.object({
  account_number: text(100, M.accountNumber),
  code: codeField,
});
export const oldUserInfoResponse = z.object({
  account_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Masked: the holder recognises them, a stranger learns little. */
  email: z.string(),
  phone: z.string(),
  business_name: z.string(),
  business_type: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
  brands: z.array(z.string()),
});

/** POST /mibd/register/simpleRegister: a new person of an existing trade customer, tied to its company. */
export const simpleRegisterRequest = z.object({
  account_number: text(100, M.accountNumber),
  first_name: text(50, M.firstName),
  last_name: text(50, M.lastName),
  email: requiredEmail,
  phone: phoneField,
  code: text(10, M.code),
});
export const simpleRegisterResponse = submitResponse;

/** POST /mibd/register/sendActivationEmail */
export const sendActivationRequest = z.object({ email: requiredEmail });
export const sentResponse = z.object({ sent: z.boolean() });

/** POST /mibd/register/approve and /reject (client agents only). */
export const approveRequest = z.object({ email: requiredEmail });
export const rejectRequest = z.object({ email: requiredEmail, reason: text(500, 'Please enter the reason') });
export const decisionResponse = z.object({ registration_id: z.string(), account_id: z.string(), email: z.string(), state: z.string() });

// Files ---------------------------------------------------------------------------------------------------------

/** What an uploaded file is for; each has its types and size (spec sections 5 and 9). */
export const FILE_PURPOSES = ['certificate', 'avatar', 'service'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export type FileKind = 'jpg' | 'png' | 'pdf';
export const FILE_RULES: Readonly<Record<FilePurpose, { kinds: readonly FileKind[]; maxBytes: number; message: string }>> = {
  certificate: { kinds: ['jpg', 'png', 'pdf'], maxBytes: 20 * 1024 * 1024, message: 'Please upload the certificate as a JPG, PNG or PDF file' },
  avatar: { kinds: ['jpg', 'png'], maxBytes: 20 * 1024 * 1024, message: 'Please upload the picture as a JPG or PNG file' },
  service: { kinds: ['jpg', 'png'], maxBytes: 10 * 1024 * 1024, message: 'Please upload the photo as a JPG or PNG file' },
};

/** POST /mibd/common/file/upload (multipart: field `purpose`, then one or more `file` parts). */
export const uploadResponse = z.object({
  file_id: z.string(),
  filename: z.string(),
  url: z.string(),
  size: z.number(),
  mime: z.string(),
  /** Every file of the request, the first one also answered at the top level. */
  list: z.array(z.object({ file_id: z.string(), filename: z.string(), url: z.string(), size: z.number(), mime: z.string() })),
});
export type UploadResponse = z.output<typeof uploadResponse>;

const dimension = z._default(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number) => (v === '' ? 0 : Number(v))),
  ).check(z.refine((n: number) => Number.isInteger(n) && n >= 0 && n <= 10_000, 'Invalid image size')),
  0,
);

/** GET /mibd/common/file/read */
export const fileReadQuery = z.object({
  blockid: z._default(z.string().check(z.regex(/^\d{1,6}$/, 'Invalid block id')), '1'),
  width: dimension,
  height: dimension,
  format: z._default(z.enum(['jpg', 'jpeg', 'png', 'webp', 'pdf']), 'jpg'),
  filename: z.string().check(z.minLength(1, 'The file was not found'), z.maxLength(200, 'The file was not found')),
  /**
   * A signed read link's expiry (Unix seconds) and signature, as the api hands them out for files read only by link
   * (service photos and repair bills); a URL without them, tampered or expired reads like a missing file.
   */
  expires: z.optional(z.string().check(z.maxLength(20, 'The file was not found'))),
  sig: z.optional(z.string().check(z.maxLength(100, 'The file was not found'))),
});

