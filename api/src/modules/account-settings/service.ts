/**
 * Account settings' calls over their SQL, each on the caller's own account only: an address or certificate id of
 * another account reads as one that does not exist, and nothing changes. Every change of addresses or certificates
 * holds the account's row for its transaction (`lockAccount`), so the limits (10 addresses, 20 certificates) and the
 * one default address hold under parallel calls; a refusal leaves everything as it was. Files that stop being used
 * (a replaced picture, a removed certificate) are deleted once the change is committed.
 */
import {
  BILL_ADDRESS_MAX,
  CERTIFICATE_MAX,
  billAddressValues,
  fileReadUrl,
  type AccountProfile,
  type BillAddress,
  type BillAddressAddRequest,
  type BillAddressEditRequest,
  type BillAddressListResponse,
  type BillAddressSavedResponse,
  type Certificate,
  type CertificateAddRequest,
  type CertificateListResponse,
} from '@storefront/contracts';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { deleteFile, liveFile, readName } from '../files';
import {
  addressesOf,
  certificateOnFile,
  certifiedGuard,
  certifiedGuardValues,
  certificateOf,
  certificatesOf,
  clearDefault,
  countAddresses,
  deleteAddress,
  deleteCertificate,
  findAddress,
  insertAddress,
  insertCertificates,
  lockAccount,
  profileOf,
  setProfile,
  updateAddress,
  type CertificateRow,
} from './repository';
import {
  PICTURE_WIDTH,
  addressColumns,
  addressLimit,
  addressNotFound,
  certificateKept,
  certificateLimit,
  certificateNotFound,
  fileNotFound,
  nextDefault,
  orderAddresses,
  orderCertificates,
  toAddress,
  toCertificate,
  toProfile,
  uploadedPictureId,
} from './rules';

// ---------------------------------------------------------------------------------------------
// Profile.

export async function profile(db: Db, accountId: string): Promise<AccountProfile> {
  const row = await profileOf(db, accountId);
  // The caller's session names the account: it is there.
  return toProfile(row!);
}

export async function setAboutMe(db: Db, accountId: string, aboutMe: string): Promise<AccountProfile> {
  await setProfile(db, accountId, { aboutMe });
  return profile(db, accountId);
}

/**
 * One of the caller's own avatar uploads becomes its picture: the header's `head_img` (user info and login) follows.
 * The picture it replaces, when it was an upload of the account's, is deleted once the change is committed.
 */
export async function setPicture(services: Services, accountId: string, fileId: string): Promise<AccountProfile> {
  const file = await liveFile(services.db, fileId);
  if (!file || file.purpose !== 'avatar' || file.ownerAccountId !== accountId) throw fileNotFound();
  const headImg = fileReadUrl(readName(file), PICTURE_WIDTH);
  const previous = await services.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, accountId);
    await setProfile(tx, accountId, { headImg });
    return locked?.headImg ?? '';
  });
  const replaced = uploadedPictureId(previous);
  if (replaced && replaced !== file.id) {
    const old = await liveFile(services.db, replaced);
    if (old && old.purpose === 'avatar' && old.ownerAccountId === accountId) await deleteFile(services, old).catch(() => undefined);
  }
  return profile(services.db, accountId);
}

// ---------------------------------------------------------------------------------------------
// Bill addresses.

export async function addressList(db: Db, accountId: string): Promise<BillAddressListResponse> {
  return { list: orderAddresses(await addressesOf(db, accountId)).map(toAddress), max: BILL_ADDRESS_MAX };
}

/** Section 5: at most 10 ('The number of addresses has reached the limit'); the first one is the default. */
export async function addAddress(services: Services, accountId: string, body: BillAddressAddRequest): Promise<BillAddressSavedResponse> {
  const { is_default: makeDefault, ...form } = body;
  const values = addressColumns(billAddressValues(form));
  const id = await services.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const count = await countAddresses(tx, accountId);
    if (count >= BILL_ADDRESS_MAX) throw addressLimit();
    const isDefault = count === 0 || makeDefault === true;
    if (isDefault) await clearDefault(tx, accountId);
    const now = services.now();
    return insertAddress(tx, accountId, { ...values, isDefault, createdAt: now, updatedAt: now });
  });
  return { id, ...(await addressList(services.db, accountId)) };
}

export async function editAddress(services: Services, accountId: string, body: BillAddressEditRequest): Promise<BillAddressSavedResponse> {
  const { id, is_default: makeDefault, ...form } = body;
  const values = addressColumns(billAddressValues(form));
  await services.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const found = await findAddress(tx, accountId, id);
    if (!found) throw addressNotFound();
    if (makeDefault === true && !found.isDefault) await clearDefault(tx, accountId, id);
    await updateAddress(tx, accountId, id, { ...values, ...(makeDefault === true ? { isDefault: true } : {}), updatedAt: services.now() });
  });
  return { id, ...(await addressList(services.db, accountId)) };
}

/** The default deleted, the newest remaining address becomes the default. */
export async function removeAddress(services: Services, accountId: string, id: string): Promise<BillAddressListResponse> {
  await services.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const gone = await deleteAddress(tx, accountId, id);
    if (!gone) throw addressNotFound();
    if (!gone.isDefault) return;
    const next = nextDefault(await addressesOf(tx, accountId));
    if (next) await updateAddress(tx, accountId, next.id, { isDefault: true });
  });
  return addressList(services.db, accountId);
}

export async function setDefaultAddress(services: Services, accountId: string, id: string): Promise<BillAddressListResponse> {
  await services.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const found = await findAddress(tx, accountId, id);
    if (!found) throw addressNotFound();
    if (found.isDefault) return;
    await clearDefault(tx, accountId);
    await updateAddress(tx, accountId, id, { isDefault: true });
  });
  return addressList(services.db, accountId);
}

// ---------------------------------------------------------------------------------------------
// Reseller certificates.

function withUrl(row: Omit<CertificateRow, 'filename' | 'url'>): CertificateRow {
  const filename = readName({ id: row.fileId, storageKey: row.storageKey });
  return { ...row, filename, url: fileReadUrl(filename) };
}

/** The certificate list of section 7: empty means the account has no certificate. */
export async function certificateList(db: Db, accountId: string): Promise<CertificateListResponse> {
  const rows = orderCertificates((await certificatesOf(db, accountId)).map(withUrl));
  return { list: rows.map(toCertificate), max: CERTIFICATE_MAX };
}

export async function certificateDetail(db: Db, accountId: string, id: string): Promise<Certificate> {
  const row = await certificateOf(db, accountId, id);
  if (!row) throw certificateNotFound();
  return toCertificate(withUrl(row));
}

/**
 * The caller's own certificate uploads (not on a registration) put on file with what they certify; a file already on
 * file stays as it is. At most CERTIFICATE_MAX in all, the registration's included.
 */
export async function addCertificates(services: Services, accountId: string, body: CertificateAddRequest): Promise<CertificateListResponse> {
  const ids = [...new Set(body.file_ids)];
  for (const id of ids) {
    const file = await liveFile(services.db, id);
    if (!file || file.purpose !== 'certificate' || file.ownerAccountId !== accountId || file.registrationId !== null) throw fileNotFound();
  }
  await services.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const held = await certificatesOf(tx, accountId);
    const fresh = ids.filter((id) => !held.some((c) => c.fileId === id));
    if (held.length + fresh.length > CERTIFICATE_MAX) throw certificateLimit();
    await insertCertificates(
      tx,
      accountId,
      fresh,
      { resellerNumber: body.reseller_number, stateOfRegistration: body.state_of_registration, salesTaxNumber: body.sales_tax_number },
      services.now(),
    );
  });
  return certificateList(services.db, accountId);
}

/** A certificate added in the settings is removed with its file; one sent with the registration stays on file. */
export async function removeCertificate(services: Services, accountId: string, id: string): Promise<CertificateListResponse> {
  const fileId = await services.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const found = await certificateOf(tx, accountId, id);
    if (!found) throw certificateNotFound();
    if (found.source === 'registration') throw certificateKept();
    return deleteCertificate(tx, accountId, id);
  });
  const file = fileId ? await liveFile(services.db, fileId) : null;
  if (file) await deleteFile(services, file).catch(() => undefined);
  return certificateList(services.db, accountId);
}

// ---------------------------------------------------------------------------------------------
// What checkout reads of the settings.

/** One of the account's bill addresses; null when it has none such. */
export async function billAddressOf(db: Db, accountId: string, id: string): Promise<BillAddress | null> {
  const row = await findAddress(db, accountId, id);
  return row ? toAddress(row) : null;
}

/** Whether a reseller certificate is on file for the account or its company (an order needs one). */
export function hasCertificateOnFile(db: Db, accountId: string): Promise<boolean> {
  return certificateOnFile(db, accountId);
}

/**
 * The certificate check as a guard of another module's statement (the orders module's `orderWriter`): the part, and
 * its values for the account and whether its kind needs a certificate.
 */
export const certificateGuard = { part: certifiedGuard, values: certifiedGuardValues };
