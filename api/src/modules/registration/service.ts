/** What the registration calls share over the SQL: the guest's own draft, the uniqueness checks, codes, certificates, existing trade accounts. */
import { ApiError, ERR, MESSAGES, REGISTRATION_MESSAGES } from '@storefront/contracts';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { checkCode, findByLoginName, type AccountRow } from '../identity';
import { companyById, companyNameTaken, emailTaken, liveCertificates, phoneTaken, registrationById, type CompanyRow, type FileRow, type RegistrationRow } from './repository';
import { TRADE_KINDS, assertOwn, usableCertificates, type ProvenBy } from './rules';

/** The caller's own registration; anyone else's (or none) reads as 'start from the first step'. */
export async function ownRegistration(db: Db, id: string, guest: string): Promise<RegistrationRow> {
  return assertOwn(await registrationById(db, id), guest);
}

/** The uniqueness checks of step 1 and of submit: company name, email, phone. */
export async function assertAvailable(db: Db, fields: { nameKey?: string; email: string; phone: string }): Promise<void> {
  if (fields.nameKey && (await companyNameTaken(db, fields.nameKey))) throw new ApiError(ERR.COMPANY_REGISTERED, MESSAGES.companyRegistered);
  if (await emailTaken(db, fields.email)) throw new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
  if (await phoneTaken(db, fields.phone)) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
}

/**
 * Checks a registration code sent to the email or (by SMS) to the phone: the latest unused one of either. Answers
 * which one the code proved: only that one is proven (L4); the other is stored unproven. Wrong, expired or tried
 * five times: 'Verification code error'.
 */
export async function checkRegisterCode(services: Services, email: string, phone: string, code: string): Promise<ProvenBy> {
  if (!code) throw new ApiError(ERR.VERIFICATION_CODE, REGISTRATION_MESSAGES.code);
  try {
    await checkCode(services, { channel: 'email', target: email, purpose: 'register', code });
    return 'email';
  } catch (error) {
    if (!(error instanceof ApiError) || error.err !== ERR.VERIFICATION_CODE) throw error;
    await checkCode(services, { channel: 'sms', target: phone, purpose: 'register', code });
    return 'sms';
  }
}

/** The certificates a guest may put on a registration: uploaded by the same guest, live, not on another one. */
export async function ownCertificates(services: Services, ids: string[], guest: string, registrationId: string): Promise<FileRow[]> {
  const rows = await liveCertificates(services.db, [...new Set(ids)]);
  return usableCertificates(rows, ids, guest, registrationId);
}

/** An existing trade account and its company, from an account number (email or username). */
export async function existingTrade(services: Services, accountNumber: string): Promise<{ account: AccountRow; company: CompanyRow }> {
  const account = await findByLoginName(services.db, accountNumber);
  if (!account || !TRADE_KINDS.has(account.kind) || !account.companyId) throw new ApiError(ERR.ACCOUNT_NUMBER_NOT_FOUND, MESSAGES.accountNumberNotFound);
  if (account.state === 'closed') throw new ApiError(ERR.REGISTERED_CLOSED, MESSAGES.registeredClosed);
  const company = await companyById(services.db, account.companyId);
  if (!company) throw new ApiError(ERR.ACCOUNT_NUMBER_NOT_FOUND, MESSAGES.accountNumberNotFound);
  // Only a company the trade team approved may take new people this way.
  if (company.state !== 'approved' && company.state !== 'activated') throw new ApiError(ERR.NOT_VERIFIED, MESSAGES.notVerified);
  return { account, company };
}
