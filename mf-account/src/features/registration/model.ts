import type { RegistrationBrandCode } from '@storefront/contracts';

/** What the three steps keep while the applicant moves back and forth (Back keeps every value). */
export interface BusinessValues {
  business_name: string;
  dba: string;
  business_type: string;
  how_heard: string;
  ein: string;
  company_website: string;
  street_address: string;
  city: string;
  state: string;
  postal: string;
  country: string;
  referrer: string;
  brands: RegistrationBrandCode[];
  account_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  code: string;
}

export interface DocumentValues {
  reseller_number: string;
  state_of_registration: string;
  sales_tax_number: string;
}

export interface TermsValues {
  printed_name: string;
  title: string;
  /** The drawn signature (PNG data URL) or ''. */
  drawn: string;
  typed: string;
  signatureMode: 'draw' | 'type';
  agree: boolean;
}

export const EMPTY_BUSINESS: BusinessValues = {
  business_name: '',
  dba: '',
  business_type: '',
  how_heard: '',
  ein: '',
  company_website: '',
  street_address: '',
  city: '',
  state: '',
  postal: '',
  country: 'US',
  referrer: '',
  brands: [],
  account_name: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  code: '',
};
export const EMPTY_DOCUMENTS: DocumentValues = { reseller_number: '', state_of_registration: '', sales_tax_number: '' };
export const EMPTY_TERMS: TermsValues = { printed_name: '', title: '', drawn: '', typed: '', signatureMode: 'draw', agree: false };

export const STEPS = ['Business Information', 'Documents', 'Terms and Conditions'] as const;

/** An api refusal's message, or 'Request false' for anything else; and whether a call was aborted. */
export { isAbort, messageOf } from '../../ui/refusal';

/** A ten-digit phone shown as 3-3-4. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value;
  return `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
}
