import { ApiError, ERR, MESSAGES, REGISTRATION_MESSAGES } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import { accounts, companies, registrations } from '../../platform/db/schema';
import type { Services } from '../../platform/services';
import { checkCode } from '../identity/codes';

export type RegistrationRow = typeof registrations.$inferSelect;

/** What a registration keeps in its `data` as the steps go. */
export interface RegistrationData {
  guest_id?: string;
  name_key?: string;
  step1?: Record<string, unknown>;
  step2?: { reseller_number: string; state_of_registration: string; sales_tax_number: string; file_ids: string[] };
  step3?: { printed_name: string; title: string; signature: string; agreed_at: string };
  /** The email and phone a verification code proved, so going back to step 1 needs no new code. */
  verified?: { email: string; phone: string };
  simple?: boolean;
  account_number?: string;
  brand?: string;
  reason?: string;
  rejected?: { company_id: string | null; account_id: string | null };
}

export const dataOf = (row: Pick<RegistrationRow, 'data'>): RegistrationData => row.data as RegistrationData;

/** The visitor's guest id (GuestUId): it owns the draft and the certificates uploaded for it. */
export function guestOf(caller: Caller): string {
  if (caller.guestId.length < 8) throw new ApiError(ERR.BAD_REQUEST, 'Please reload the page and try again');
  return caller.guestId;
}

/** The caller's own registration; anyone else's (or none) reads as 'start from the first step'. */
export async function ownRegistration(db: Db, id: string, guest: string): Promise<RegistrationRow> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  if (!row || dataOf(row).guest_id !== guest) throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.registration);
  return row;
}

/** The uniqueness checks of step 1 and of submit: company name, email, phone. */
export async function assertAvailable(db: Db, fields: { nameKey?: string; email: string; phone: string }): Promise<void> {
  if (fields.nameKey) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, fields.nameKey)).limit(1);
    if (company) throw new ApiError(ERR.COMPANY_REGISTERED, MESSAGES.companyRegistered);
  }
  const [byEmail] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, fields.email)).limit(1);
  if (byEmail) throw new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
  const [byPhone] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, fields.phone)).limit(1);
  if (byPhone) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
}

/**
 * Checks a registration code sent to the email or (by SMS) to the phone: the latest unused one of either.
 * Wrong, expired or tried five times: 'Verification code error'.
 */
export async function checkRegisterCode(services: Services, email: string, phone: string, code: string): Promise<void> {
  if (!code) throw new ApiError(ERR.VERIFICATION_CODE, REGISTRATION_MESSAGES.code);
  try {
    await checkCode(services, { channel: 'email', target: email, purpose: 'register', code });
  } catch (error) {
    if (!(error instanceof ApiError) || error.err !== ERR.VERIFICATION_CODE) throw error;
    await checkCode(services, { channel: 'sms', target: phone, purpose: 'register', code });
  }
}

/** The name of the unique index a failed insert ran into (drizzle wraps the driver's error), if that is what failed. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** Turns a unique-index race into the message the checks would have given. */
export function raceMessage(constraint: string): ApiError | null {
  if (constraint === 'companies_name_key') return new ApiError(ERR.COMPANY_REGISTERED, MESSAGES.companyRegistered);
  if (constraint === 'accounts_email') return new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
  if (constraint === 'accounts_phone') return new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
  return null;
}

/** The 'we received your application' email. */
export function receivedEmail(to: string, firstName: string): { channel: 'email'; recipient: string; subject: string; body: string; template: string } {
  return {
    channel: 'email',
    recipient: to,
    subject: 'We received your trade account application',
    body: [
      `Hello ${firstName},`,
      '',
      'Thank you for applying for a trade account. We received your application and our trade team is reviewing it.',
      'New accounts are approved within 48 hours. Once yours is approved, we will email you a link to set your password and activate your account.',
      '',
      'The Trade Team',
    ].join('\n'),
    template: 'registration_received',
  };
}
