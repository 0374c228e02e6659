/**
 * Registration's rules without I/O: what a registration keeps as the steps go, whose draft it is, which certificates
 * a guest may put on it, what a lost unique-index race answers, how an existing account is shown, and the emails an
 * applicant gets.
 */
import { ApiError, ERR, MESSAGES, REGISTRATION_MESSAGES } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { FileRow, RegistrationRow } from './repository';

/** What a registration keeps in its `data` as the steps go. */
export interface RegistrationData {
  guest_id?: string;
  name_key?: string;
  step1?: Record<string, unknown>;
  step2?: { reseller_number: string; state_of_registration: string; sales_tax_number: string; file_ids: string[] };
  step3?: { printed_name: string; title: string; signature: string; agreed_at: string };
  /**
   * The email and phone of step 1 when a verification code was checked, so going back to step 1 needs no new code;
   * `by` is the one the code went to, the only one it proved (L4). A draft without `by` proved neither phone.
   */
  verified?: { email: string; phone: string; by?: ProvenBy };
  simple?: boolean;
  account_number?: string;
  brand?: string;
  reason?: string;
  rejected?: { company_id: string | null; account_id: string | null };
}

/** Which contact a registration code proved: the email it was sent to, or the phone (by SMS). */
export type ProvenBy = 'email' | 'sms';

/** When the account's phone counts as proven: only a registration whose code went to it by SMS proves it (L4). */
export function phoneProvenAt(by: ProvenBy | undefined, now: Date): Date | null {
  return by === 'sms' ? now : null;
}

export const dataOf = (row: Pick<RegistrationRow, 'data'>): RegistrationData => row.data as RegistrationData;

/** The visitor's guest id (GuestUId): it owns the draft and the certificates uploaded for it. */
export function guestOf(caller: Caller): string {
  if (caller.guestId.length < 8) throw new ApiError(ERR.BAD_REQUEST, 'Please reload the page and try again');
  return caller.guestId;
}

/** The guest's own registration: anyone else's (or none) reads as 'start from the first step'. */
export function assertOwn(row: RegistrationRow | null, guest: string): RegistrationRow {
  if (!row || dataOf(row).guest_id !== guest) throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.registration);
  return row;
}

/**
 * The certificates a guest may put on a registration, in the order of `ids` (without repeats): uploaded by the same
 * guest, live, not on another registration. Any other id: the upload is not finished.
 */
export function usableCertificates(rows: readonly FileRow[], ids: readonly string[], guest: string, registrationId: string): FileRow[] {
  const unique = [...new Set(ids)];
  const usable = rows.filter((r) => r.guestId === guest && (r.registrationId === null || r.registrationId === registrationId));
  if (usable.length !== unique.length) throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.uploadUnfinished);
  return unique.map((id) => usable.find((r) => r.id === id)!);
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

/** The 'your application is approved' email, with its activation link. */
export function approvedEmail(account: { email: string; firstName: string }, url: string) {
  return {
    channel: 'email' as const,
    recipient: account.email,
    subject: 'Your trade account is approved',
    body: [
      `Hello ${account.firstName},`,
      '',
      'Your trade account application has been approved. Set your password to activate your account:',
      url,
      '',
      'The link is valid for 7 days. If it has expired, use "Resend activation email" on the login page.',
      '',
      'The Trade Team',
    ].join('\n'),
    links: [{ label: 'Set your password', url }],
    template: 'activation',
  };
}

/** The 'we could not approve your application' email, with the reason. */
export function rejectedEmail(to: string, firstName: string | undefined, reason: string) {
  return {
    channel: 'email' as const,
    recipient: to,
    subject: 'Your trade account application',
    body: [
      `Hello ${firstName ?? ''},`.replace(' ,', ','),
      '',
      'Thank you for applying for a trade account. We could not approve your application:',
      reason,
      '',
      'You are welcome to apply again, or reply to this email and the trade team will help.',
      '',
      'The Trade Team',
    ].join('\n'),
    template: 'registration_rejected',
  };
}

/** A registration id (else a staff decision names an email). */
export const REGISTRATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account kinds of a trade company that a new person may join by account number. */
export const TRADE_KINDS = new Set(['designer', 'sub_account', 'dealer']);

/** An email shown to whoever knows the account number: its first letter and its domain. */
export const maskEmail = (email: string) => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(user.length - 1, 3))}@${domain}`;
};
/** A phone shown the same way: its last four digits. */
export const maskPhone = (phone: string | null) => (phone ? `***-***-${phone.slice(-4)}` : '');
/** A company detail that is text, else ''. */
export const str = (value: unknown) => (typeof value === 'string' ? value : '');
