/**
 * The members' rules without I/O: the refusals (a member or receiving account that is not the company's answers as
 * one that does not exist), how a member and a receiver read, which state an action may start from, the state a
 * reopening returns to, and the invitation email.
 */
import {
  ApiError,
  COMPANY_ACCOUNT_TYPES,
  MEMBER_ERR,
  MEMBER_INVITATION_DAYS,
  MEMBER_MESSAGES,
  customerName,
  type CompanyAccountType,
  type Member,
  type MemberReceiver,
  type MemberStatus,
} from '@storefront/contracts';
import type { MemberRow, ReceiverRow } from './repository';

export const memberNotFound = () => new ApiError(MEMBER_ERR.NOT_FOUND, MEMBER_MESSAGES.notFound);
/** Sections 5 and 8. */
export const maximumReached = () => new ApiError(MEMBER_ERR.MAX_ACTIVE, MEMBER_MESSAGES.maxActive);
/** Section 8, on the email field. */
export const emailUsed = () => new ApiError(MEMBER_ERR.EMAIL_USED, MEMBER_MESSAGES.emailUsed, { field: 'email' });
export const receiverNotFound = () => new ApiError(MEMBER_ERR.RECEIVER_NOT_FOUND, MEMBER_MESSAGES.receiverNotFound, { field: 'receiver_id' });
export const noCompany = () => new ApiError(MEMBER_ERR.NO_COMPANY, MEMBER_MESSAGES.noCompany);
const wrongState = (message: string) => new ApiError(MEMBER_ERR.STATE, message);

/** How an account's state reads on the members page. */
export function statusOf(state: string): MemberStatus {
  if (state === 'activated') return 'activated';
  if (state === 'closed') return 'closed';
  return 'to be activated';
}

const typeOf = (kind: string): CompanyAccountType => ((COMPANY_ACCOUNT_TYPES as readonly string[]).includes(kind) ? (kind as CompanyAccountType) : 'sub_account');
const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const nameOf = (row: { firstName: string; lastName: string; email: string }): string =>
  customerName({ first_name: row.firstName, last_name: row.lastName }) || row.email;

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    type: typeOf(row.kind),
    account: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    name: nameOf(row),
    status: statusOf(row.state),
    // A member made before invitation times were kept was invited when the account was made.
    invited_at: (row.invitedAt ?? row.createdAt).toISOString(),
    activated_at: iso(row.activatedAt),
    closed_at: row.state === 'closed' ? iso(row.closedAt) : null,
  };
}

/** The receivers as the close dialog offers them: the caller first, then by name. */
export function toReceivers(rows: readonly ReceiverRow[], callerId: string): MemberReceiver[] {
  const ordered = [...rows.filter((r) => r.id === callerId), ...rows.filter((r) => r.id !== callerId)];
  return ordered.map((r) => ({ id: r.id, type: typeOf(r.kind), account: r.email, name: nameOf(r) }));
}

/** Whether the company may hold one more account activated or waiting to be. */
export function seatFree(taken: number, maximum: number): boolean {
  return taken < maximum;
}

/** A new invitation goes only to a member still to be activated. */
export function assertResendable(member: Pick<MemberRow, 'state'>): void {
  const status = statusOf(member.state);
  if (status === 'activated') throw wrongState(MEMBER_MESSAGES.alreadyActivated);
  if (status === 'closed') throw wrongState(MEMBER_MESSAGES.closedNoResend);
}

/** A member to be activated or activated may be closed; a closed one is closed already. */
export function assertClosable(member: Pick<MemberRow, 'state'>): void {
  if (statusOf(member.state) === 'closed') throw wrongState(MEMBER_MESSAGES.alreadyClosed);
}

/** Only a closed member is reopened. */
export function assertReopenable(member: Pick<MemberRow, 'state'>): void {
  if (statusOf(member.state) !== 'closed') throw wrongState(MEMBER_MESSAGES.notClosed);
}

/** The state a reopened member returns to: activated when the member had activated (chosen a password), else to be activated. */
export function reopenedState(member: Pick<MemberRow, 'activatedAt' | 'hasPassword'>): 'activated' | 'approved' {
  return member.activatedAt !== null || member.hasPassword ? 'activated' : 'approved';
}

/** The screen an invitation opens: the existing activation page, where the member chooses a password. */
export const ACTIVATION_PATH = '/subAccountActivation';

/** The invitation email (a resend sends the same words with a new link). */
export function invitationEmail(
  member: { email: string; firstName: string },
  inviter: { firstName: string; lastName: string; email: string },
  companyName: string | null,
  url: string,
) {
  const who = customerName({ first_name: inviter.firstName, last_name: inviter.lastName }) || inviter.email;
  const company = companyName ? `${companyName}'s trade account` : 'their company trade account';
  return {
    channel: 'email' as const,
    recipient: member.email,
    subject: companyName ? `You are invited to ${companyName}'s trade account` : 'You are invited to a trade account',
    body: `Hello ${member.firstName || member.email.split('@')[0]},\n\n${who} has invited you to ${company}. Open the link below to choose your password and activate your account. The link can be used once and expires in ${MEMBER_INVITATION_DAYS} days.`,
    links: [{ label: 'Activate your account', url }],
    template: 'sub_account_invitation',
  };
}
