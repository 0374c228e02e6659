import {
  BILL_ADDRESS_FIELDS,
  COUNTRIES,
  DISTRICTS,
  type AccountKind,
  type BillAddress,
  type BillAddressForm,
} from '@storefront/contracts';
import { formatDateIn } from '../../ui/dates';

/**
 * Account settings' rules without a screen: which sections an account has (FFD's: login and security, addresses),
 * the section a link opens, how an address and a file read, and what a chosen file may be.
 */

export const SETTINGS_TABS = ['security', 'addresses', 'profile', 'certificate'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TRADE: ReadonlySet<AccountKind> = new Set(['designer', 'sub_account', 'dealer']);

/**
 * The sections of an account: trade accounts all four; invited customers and client agents their login and
 * profile; the outlet's shoppers (and every account on the FFD site) their login and bill addresses.
 */
export function settingsTabs(kind: AccountKind, ffd: boolean): SettingsTab[] {
  if (ffd || kind === 'ffd_shopper') return ['security', 'addresses'];
  if (TRADE.has(kind)) return [...SETTINGS_TABS];
  return ['security', 'profile'];
}

/** Words a link may name a section by (`?tab=certificate` of spec section 2, and the others). */
const TAB_NAMES: Readonly<Record<string, SettingsTab>> = {
  security: 'security',
  password: 'security',
  login: 'security',
  addresses: 'addresses',
  address: 'addresses',
  profile: 'profile',
  certificate: 'certificate',
  certificates: 'certificate',
};

/** The section a link asks for when the account has it; else the first. */
export function tabFromQuery(asked: string | undefined, tabs: readonly SettingsTab[]): SettingsTab {
  const wanted = asked ? TAB_NAMES[asked.trim().toLowerCase()] : undefined;
  return wanted && tabs.includes(wanted) ? wanted : tabs[0]!;
}

/** An api refusal's message, or 'Request false' (spec section 8) for anything else; and whether a call was aborted. */
export { isAbort, messageOf } from '../../ui/refusal';

// ---------------------------------------------------------------------------------------------
// Addresses.

export const EMPTY_ADDRESS: BillAddressForm = {
  first_name: '',
  last_name: '',
  company: '',
  street_address: '',
  apartment: '',
  city: '',
  country: 'US',
  state: '',
  postal: '',
  phone: '',
};

/** The form's values of a kept address. */
export function formOf(address: BillAddress): BillAddressForm {
  const form = { ...EMPTY_ADDRESS };
  for (const field of BILL_ADDRESS_FIELDS) form[field] = address[field];
  if (address.phone.length === 10) form.phone = `${address.phone.slice(0, 3)}-${address.phone.slice(3, 6)}-${address.phone.slice(6)}`;
  return form;
}

const optionName = (options: ReadonlyArray<{ key: string; value: string }> | undefined, key: string) => options?.find((o) => o.key === key)?.value ?? key;

/** The lines an address is shown in: name and company, street and apartment, city, state and postal code, country. */
export function addressLines(address: Pick<BillAddress, 'first_name' | 'last_name' | 'company' | 'street_address' | 'apartment' | 'city' | 'state' | 'postal' | 'country'>): string[] {
  const name = `${address.first_name} ${address.last_name}`.trim();
  return [
    address.company ? `${name}, ${address.company}` : name,
    [address.street_address, address.apartment].filter(Boolean).join(', '),
    `${address.city}, ${address.state} ${address.postal}`,
    optionName(COUNTRIES, address.country),
  ];
}

/** The states or provinces of a country, for the form's select. */
export function regionsOf(country: string): ReadonlyArray<{ key: string; value: string }> {
  return DISTRICTS[country] ?? [];
}

// ---------------------------------------------------------------------------------------------
// Files.

export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** A date as the settings show it, in the session's language ('Mar 5, 2025', '2025年3月5日'). */
export function shortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateIn(language, date, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Initials of a name, for a missing picture. */
export function initialsOf(first: string, last: string, email = ''): string {
  const letters = `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
  return letters || email.charAt(0).toUpperCase() || '?';
}
