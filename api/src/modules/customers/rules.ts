/**
 * The customers' rules without I/O: whose customers a caller sees, how a row reads, what a taken email answers, where
 * a customer stands with its invitation, who may be invited, and the invitation email's words.
 */
import {
  ApiError,
  CUSTOMER_BOOK_MESSAGES,
  CUSTOMER_MESSAGES,
  ERR,
  INVITATION_VALID_DAYS,
  MESSAGES,
  PROJECT_MESSAGES,
  customerName,
  type Customer,
  type CustomerInvitation,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { OutgoingMessage } from '../../platform/outbox';
import type { CustomerRecord, CustomerRow, InvitedAccount } from './repository';

/** Customers belong to the caller's company; an account with no company keeps its own. */
export function ownerOf(caller: Caller): string {
  const account = caller.account;
  if (!account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  return account.companyId ?? account.id;
}

export function toCustomer(row: CustomerRow | CustomerRecord): Customer {
  // The linked account's id stays inside the api.
  const { accountId: _account, ...customer } = row as CustomerRecord;
  return { ...customer, name: customerName(customer) };
}

/** 25002 on the email field (spec section 8): the form shows it there, not as a toast. */
export const emailExists = () => new ApiError(ERR.EMAIL_EXISTS, CUSTOMER_MESSAGES.emailExists, { field: 'email' });

/**
 * A customer id that is not one of the company's: the same answer for another company's customer and a made-up id
 * (the projects' and favorites' answer too).
 */
export const customerNotFound = () => new ApiError(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound);

/** Section 4: the invite email cannot be changed after sending; on the email field. */
export const emailLocked = () => new ApiError(ERR.BAD_REQUEST, CUSTOMER_BOOK_MESSAGES.emailLocked, { field: 'email' });

/** Section 8: another account holds the email; on the email field. */
export const emailUsed = () => new ApiError(ERR.EMAIL_EXISTS, CUSTOMER_BOOK_MESSAGES.emailUsed, { field: 'email' });

/** Whether a failed write ran into a unique index (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueIndexOf(error) !== null;
}

/** The name of the unique index a failed write ran into ('' when the driver does not say); null when that is not why it failed. */
export function uniqueIndexOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** What a lost race of an invitation or an edit reads as: the check's own answer. */
export function raceAnswer(error: unknown): ApiError | null {
  const index = uniqueIndexOf(error);
  if (index === null) return null;
  return index === 'accounts_email' ? emailUsed() : emailExists();
}

/**
 * Where a customer stands (section 4 "customer account active after invite"): no account yet is not invited; an
 * account that chose its password is active; any other is invited, with the newest link's times.
 */
export function invitationOf(account: Pick<InvitedAccount, 'state' | 'activatedAt'> | null, link: { createdAt: Date; expiresAt: Date } | null): CustomerInvitation {
  if (!account) return { state: 'not_invited', sent_at: null, expires_at: null, activated_at: null };
  const sentAt = link?.createdAt.toISOString() ?? null;
  if (account.state === 'activated') return { state: 'active', sent_at: sentAt, expires_at: null, activated_at: account.activatedAt?.toISOString() ?? null };
  return { state: 'invited', sent_at: sentAt, expires_at: link?.expiresAt.toISOString() ?? null, activated_at: null };
}

/**
 * Refuses an invitation that cannot be sent: to another address than the one an invitation already went to (the
 * email is locked), to an account that is already active, or to one that was closed.
 */
export function assertInvitable(customer: Pick<CustomerRecord, 'email' | 'accountId'>, account: Pick<InvitedAccount, 'state' | 'kind'> | null, email: string): void {
  if (!customer.accountId) return;
  if (email !== customer.email) throw emailLocked();
  if (!account || account.kind !== 'customer') throw emailUsed();
  if (account.state === 'activated') throw new ApiError(ERR.ACCOUNT_REGISTERED, CUSTOMER_BOOK_MESSAGES.alreadyActive);
  if (account.state === 'closed') throw new ApiError(ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed);
}

/** The name an account goes by in an email: its name, else the part of its email before the @. */
export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email.split('@')[0]!;
}

/** The invitation email: who invites, what the customer gets, the link to choose a password and how long it lasts. */
export function invitationEmail(to: { email: string; firstName: string }, designer: string, url: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    subject: `${designer} invited you to your customer account`,
    body:
      `Hello ${to.firstName || to.email.split('@')[0]},\n\n` +
      `${designer} invited you to see the projects and favorites they keep for you. Open the link below to choose your ` +
      `password and activate your account. The link can be used once and expires in ${INVITATION_VALID_DAYS} days; ` +
      `if it has expired, ask ${designer} to send the invitation again.`,
    links: [{ label: 'Accept the invitation', url }],
    template: 'invitation',
  };
}
