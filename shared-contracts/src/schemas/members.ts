import * as z from 'zod/mini';
import { ERR, MESSAGES } from '../errors';
import { EMAIL_PATTERN } from './rules';
import { storableString } from './text';

/**
 * Members (spec sections 2, 3, 4, 5 and 8): the child accounts ('sub_account') a company's designer invites on
 * /subAccountManagement. A member is to be activated (invited: an emailed link to /subAccountActivation, where the
 * member chooses a password), activated, or closed; the designer invites, resends the invitation, closes (naming the
 * account that receives the member's customers and projects) and reopens. The company holds at most
 * `max_active_accounts` accounts that are activated or waiting to be: the last invitation (or reopening) past it is
 * refused with the spec's message.
 */

/** The states a member is shown in (section 4), in the spec's words. */
export const MEMBER_STATUSES = ['to be activated', 'activated', 'closed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How a status reads in the table. */
export const MEMBER_STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  'to be activated': 'To be activated',
  activated: 'Activated',
  closed: 'Closed',
};

/** The kinds of account a company holds, as the members page names them (section 3: a child account's type). */
export const COMPANY_ACCOUNT_TYPES = ['designer', 'sub_account', 'dealer'] as const;
export type CompanyAccountType = (typeof COMPANY_ACCOUNT_TYPES)[number];
export const COMPANY_ACCOUNT_TYPE_LABELS: Readonly<Record<CompanyAccountType, string>> = {
  designer: 'Company admin',
  sub_account: 'Sub-account',
  dealer: 'Company admin',
};

/** How long an invitation link can be used (section 9: invite valid 3 days). */
export const MEMBER_INVITATION_DAYS = 3;

/** Longest value of each field of the invitation (the customer form's bounds, section 5). */
export const MEMBER_FIELDS = ['email', 'first_name', 'last_name'] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];
export const MEMBER_MAX: Readonly<Record<MemberField, number>> = { email: 50, first_name: 20, last_name: 20 };
export const MEMBER_LABELS: Readonly<Record<MemberField, string>> = { email: 'Email', first_name: 'First Name', last_name: 'Last Name' };

/** Error codes of the members' calls (ours; the messages are the spec's where it gives them). */
export const MEMBER_ERR = {
  /** A member id that is not one of the company's sub-accounts: the same answer for a foreign id and a made-up one. */
  NOT_FOUND: ERR.MEMBER_NOT_FOUND,
  /** Sections 5 and 8: inviting or reopening at the company's maximum. */
  MAX_ACTIVE: ERR.MEMBER_MAX_ACTIVE,
  /** The account named to receive a closed member's customers and projects is not an activated account of the company. */
  RECEIVER_NOT_FOUND: ERR.MEMBER_RECEIVER_NOT_FOUND,
  /** The member's state does not allow the action (resend to an activated member, close a closed one, reopen an open one). */
  STATE: ERR.MEMBER_STATE,
  /** The caller's account belongs to no company, so it has no members. */
  NO_COMPANY: ERR.MEMBER_NO_COMPANY,
  /** Section 8: the email belongs to an account already (on the email field). */
  EMAIL_USED: ERR.EMAIL_EXISTS,
} as const;

/** The members' messages: the spec's where it gives them, ours in its manner where it does not. */
export const MEMBER_MESSAGES = {
  /** Sections 5 and 8. */
  maxActive: 'The company has reached its maximum number of activated accounts',
  /** Section 8, on the email field. */
  emailUsed: MESSAGES.emailUsed,
  firstName: "Please enter member's first name",
  lastName: "Please enter member's last name",
  email: "Please enter member's email",
  /** Section 5. */
  validEmail: MESSAGES.validEmail,
  tooLong: (field: MemberField) => `${MEMBER_LABELS[field]} can be at most ${MEMBER_MAX[field]} characters`,
  notFound: 'This member was not found',
  receiverRequired: 'Please choose the account that receives the customers and projects',
  receiverNotFound: 'Please choose an active account of your company to receive the customers and projects',
  alreadyActivated: 'This member has already activated the account',
  alreadyClosed: 'This member is already closed',
  notClosed: 'This member is not closed',
  closedNoResend: 'This member is closed: reopen the account before sending the invitation again',
  noCompany: 'Members can only be added to a company account',
  invited: 'The invitation was sent',
  resent: 'A new invitation was sent; the earlier link no longer works',
} as const;

const REQUIRED: Readonly<Record<MemberField, string>> = {
  email: MEMBER_MESSAGES.email,
  first_name: MEMBER_MESSAGES.firstName,
  last_name: MEMBER_MESSAGES.lastName,
};

/** The one problem of a field of the invitation as typed, or null (values are trimmed first). */
export function memberFieldProblem(field: MemberField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return REQUIRED[field];
  if (value.length > MEMBER_MAX[field]) return MEMBER_MESSAGES.tooLong(field);
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return MEMBER_MESSAGES.validEmail;
  return null;
}

export type MemberForm = Record<MemberField, string>;

/** Every field's problem, in form order; empty when the invitation may be sent. */
export function memberFormProblems(form: Partial<MemberForm>): Partial<Record<MemberField, string>> {
  const problems: Partial<Record<MemberField, string>> = {};
  for (const field of MEMBER_FIELDS) {
    const problem = memberFieldProblem(field, form[field] ?? '');
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What the invitation sends: values trimmed, the email lowercased. */
export function memberPayload(form: MemberForm): MemberForm {
  return { email: form.email.trim().toLowerCase(), first_name: form.first_name.trim(), last_name: form.last_name.trim() };
}

const field = (name: MemberField) =>
  z.pipe(
    z.optional(storableString().check(z.maxLength(1000, MEMBER_MESSAGES.tooLong(name)))),
    z.transform((s: string | undefined) => (s ?? '').trim()),
  ).check(
    z.refine((s: string) => memberFieldProblem(name, s) === null, {
      error: (issue) => memberFieldProblem(name, String(issue.input ?? '')) ?? 'Invalid value',
    }),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (required: string, malformed: string) =>
  z.string(required).check(z.refine((s: string) => s.length > 0, required), z.refine((s: string) => s.length === 0 || UUID.test(s), malformed));
/** A member's id: one that is not a uuid reads as a member that does not exist. */
export const memberId = id(MEMBER_MESSAGES.notFound, MEMBER_MESSAGES.notFound);
/** The account that receives a closed member's customers and projects. */
export const receiverId = id(MEMBER_MESSAGES.receiverRequired, MEMBER_MESSAGES.receiverNotFound);

/**
 * A member as the table shows it (section 3: type, account, status, invitation time, close time). `account` is the
 * email the member signs in with; times are ISO. `invited_at` is the newest invitation's time; `closed_at` is set
 * while the member is closed.
 */
export const memberSchema = z.object({
  id: z.string(),
  type: z.enum(COMPANY_ACCOUNT_TYPES),
  account: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  status: z.enum(MEMBER_STATUSES),
  invited_at: z.string(),
  /** When the member first chose a password; null while never activated. */
  activated_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
});
export type Member = z.output<typeof memberSchema>;

/** An activated account of the company that may receive a closed member's customers and projects. */
export const memberReceiver = z.object({
  id: z.string(),
  type: z.enum(COMPANY_ACCOUNT_TYPES),
  account: z.string(),
  name: z.string(),
});
export type MemberReceiver = z.output<typeof memberReceiver>;

/** POST /mibd/subAccount/list: the company's members (newest invitation first) and its seats. */
export const memberListRequest = z.object({});
export const memberListResponse = z.object({
  list: z.array(memberSchema),
  /** The company's maximum of accounts activated or waiting to be (companies.max_active_accounts). */
  max_active_accounts: z.number(),
  /** Accounts counted against it: the company's activated accounts and invitations waiting, its designer included. */
  active_accounts: z.number(),
  /** The company's activated accounts, the caller first: who may receive a closed member's customers and projects. */
  receivers: z.array(memberReceiver),
});
export type MemberListResponse = z.output<typeof memberListResponse>;

/** POST /mibd/subAccount/invite: a new member by email, first and last name; answers the member, to be activated. */
export const inviteMemberRequest = z.pipe(
  z.object({ email: field('email'), first_name: field('first_name'), last_name: field('last_name') }),
  z.transform((m) => ({ ...m, email: m.email.toLowerCase() })),
);
export type InviteMemberRequest = z.output<typeof inviteMemberRequest>;

/** POST /mibd/subAccount/resend_invitation and /reopen: one member. */
export const memberRequest = z.object({ member_id: memberId });

/** POST /mibd/subAccount/close: the member, and the account that receives its customers and projects. */
export const closeMemberRequest = z.object({ member_id: memberId, receiver_id: receiverId });

/** What a close moved to the receiving account. */
export const closeMemberResponse = z.object({
  member: memberSchema,
  moved: z.object({
    /** The customers the member created. */
    customers: z.number(),
    /** The projects the member created. */
    projects: z.number(),
    /** The invited customers' accounts whose designer the member was. */
    customer_accounts: z.number(),
  }),
});
export type CloseMemberResponse = z.output<typeof closeMemberResponse>;

/** Whether the company may hold one more account activated or waiting to be. */
export function hasFreeSeat(seats: Pick<MemberListResponse, 'max_active_accounts' | 'active_accounts'>): boolean {
  return seats.active_accounts < seats.max_active_accounts;
}

/** The accounts that may receive a member's customers and projects: the company's activated accounts but the member. */
export function receiversFor(receivers: readonly MemberReceiver[], memberId: string): MemberReceiver[] {
  return receivers.filter((r) => r.id !== memberId);
}
