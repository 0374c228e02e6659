/**
 * Account settings' rules without I/O: the refusals (an address or certificate that is not the caller's answers as
 * one that does not exist), how an address, a certificate and the profile read, which address is the default after
 * a change, the tier and price label a trade account shows, and the avatar file a profile picture's URL names.
 */
import {
  ACCOUNT_SETTINGS_ERR,
  ACCOUNT_SETTINGS_MESSAGES,
  ApiError,
  DEFAULT_PRICE_LABEL,
  DEFAULT_TIER,
  ERR,
  MESSAGES,
  PRICE_LABELS,
  TIERS,
  type AccountKind,
  type AccountProfile,
  type BillAddress,
  type BillAddressForm,
  type Certificate,
} from '@storefront/contracts';
import type { AddressRow, CertificateRow, ProfileRow } from './repository';

const M = ACCOUNT_SETTINGS_MESSAGES;

export const addressLimit = () => new ApiError(ACCOUNT_SETTINGS_ERR.ADDRESS_LIMIT, M.addressLimit);
export const addressNotFound = () => new ApiError(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, M.addressNotFound);
export const certificateNotFound = () => new ApiError(ACCOUNT_SETTINGS_ERR.CERTIFICATE_NOT_FOUND, M.certificateNotFound);
export const certificateLimit = () => new ApiError(ACCOUNT_SETTINGS_ERR.CERTIFICATE_LIMIT, M.certificateLimit);
export const certificateKept = () => new ApiError(ACCOUNT_SETTINGS_ERR.CERTIFICATE_KEPT, M.certificateKept);
/** An upload that is not the caller's own of the right purpose: the same answer as a file that does not exist. */
export const fileNotFound = () => new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);

/** The accounts that carry a tier and a price label: the trade accounts. */
const TRADE_KINDS: ReadonlySet<string> = new Set<AccountKind>(['designer', 'sub_account', 'dealer']);

const iso = (at: Date | string) => new Date(at).toISOString();

export function toAddress(row: AddressRow): BillAddress {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    street_address: row.streetAddress,
    apartment: row.apartment,
    city: row.city,
    country: row.country,
    state: row.state,
    postal: row.postal,
    phone: row.phone,
    is_default: row.isDefault,
    updated_at: iso(row.updatedAt),
  };
}

/** The columns an address form writes. */
export function addressColumns(form: BillAddressForm): Pick<AddressRow, 'firstName' | 'lastName' | 'company' | 'streetAddress' | 'apartment' | 'city' | 'country' | 'state' | 'postal' | 'phone'> {
  return {
    firstName: form.first_name,
    lastName: form.last_name,
    company: form.company,
    streetAddress: form.street_address,
    apartment: form.apartment,
    city: form.city,
    country: form.country,
    state: form.state,
    postal: form.postal,
    phone: form.phone,
  };
}

/** The list as it is shown: the default first, then the newest. */
export function orderAddresses(rows: readonly AddressRow[]): AddressRow[] {
  return [...rows].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id.localeCompare(a.id));
}

/** The address that becomes the default when the default is deleted: the newest remaining one; none when none remain. */
export function nextDefault(remaining: readonly AddressRow[]): AddressRow | null {
  return orderAddresses(remaining.map((r) => ({ ...r, isDefault: false })))[0] ?? null;
}

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    file_id: row.fileId,
    filename: row.filename,
    url: row.url,
    name: row.name,
    mime: row.mime,
    size: row.size,
    reseller_number: row.resellerNumber,
    state_of_registration: row.stateOfRegistration,
    sales_tax_number: row.salesTaxNumber,
    source: row.source,
    created_at: iso(row.createdAt),
  };
}

/** Newest first. */
export function orderCertificates(rows: readonly CertificateRow[]): CertificateRow[] {
  return [...rows].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id.localeCompare(a.id));
}

/** A stored tier or price label the storefront knows, else the default a trade account starts with. */
export function tierOf(value: string): (typeof TIERS)[number] {
  return (TIERS as readonly string[]).includes(value) ? (value as (typeof TIERS)[number]) : DEFAULT_TIER;
}
export function priceLabelOf(value: string): (typeof PRICE_LABELS)[number] {
  return (PRICE_LABELS as readonly string[]).includes(value) ? (value as (typeof PRICE_LABELS)[number]) : DEFAULT_PRICE_LABEL;
}

export function toProfile(row: ProfileRow): AccountProfile {
  const trade = TRADE_KINDS.has(row.kind);
  return {
    user_id: row.id,
    kind: row.kind as AccountKind,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    head_img: row.headImg,
    about_me: row.aboutMe,
    tier: trade ? tierOf(row.tier) : null,
    price_label: trade ? priceLabelOf(row.priceLabel) : null,
  };
}

const AVATAR_READ_NAME = /[?&]filename=Newcache_\d{1,6}_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png)(?:&|$)/;

/** The id of the uploaded file a profile picture's read URL names; null for any other picture (none, or one from elsewhere). */
export function uploadedPictureId(headImg: string): string | null {
  return AVATAR_READ_NAME.exec(headImg)?.[1] ?? null;
}

/** The width the profile picture is read at: enough for the header's avatar and the settings' preview on any screen. */
export const PICTURE_WIDTH = 300;
