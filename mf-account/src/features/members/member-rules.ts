import { MEMBER_STATUS_LABELS, type Member, type MemberStatus, type SessionSnapshot, countOf } from '@storefront/contracts';
import { formatDateIn } from '../../ui/dates';

/** What can be done with a member in each state (section 4): resend and close while to be activated, close once activated, reopen when closed. */
export type MemberAction = 'resend' | 'close' | 'reopen';
const ACTIONS: Readonly<Record<MemberStatus, readonly MemberAction[]>> = {
  'to be activated': ['resend', 'close'],
  activated: ['close'],
  closed: ['reopen'],
};

export function actionsFor(member: Pick<Member, 'status'>): readonly MemberAction[] {
  return ACTIONS[member.status];
}

/** The label of each action's button, and the accessible name that says whose it is. */
export const ACTION_LABELS: Readonly<Record<MemberAction, string>> = { resend: 'Resend invitation', close: 'Close', reopen: 'Reopen' };
export function actionName(action: MemberAction, member: Pick<Member, 'name'>): string {
  if (action === 'resend') return `Resend invitation to ${member.name}`;
  return `${ACTION_LABELS[action]} ${member.name}`;
}

export function statusLabel(status: MemberStatus): string {
  return MEMBER_STATUS_LABELS[status];
}

/**
 * Whether the session may manage members: the `sub_accounts` permission is in its role list (the company's designer
 * in Designer Mode). With no roles known yet the api decides.
 */
export function mayManageMembers(session: Pick<SessionSnapshot, 'roles'>): boolean {
  return session.roles.length === 0 || session.roles.includes('sub_accounts');
}

/** A time as the table shows it in the session's language ('Mar 5, 2025, 2:30 PM'); a dash when there is none, the text as given when it is no time. */
export function shortTime(iso: string | null, language = 'en'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateIn(language, date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The contracts' count with its noun, where this feature's pages read it. */
export { countOf };

/** What a close tells once it is done: who was closed and what passed to whom. */
export function closedNotice(member: Pick<Member, 'name'>, receiver: string, moved: { customers: number; projects: number }): string {
  return `${member.name} was closed. ${countOf(moved.customers, 'customer')} and ${countOf(moved.projects, 'project')} passed to ${receiver}.`;
}

/** A refused call's message, or the message of whatever else failed. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
