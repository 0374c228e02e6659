import { hrefFor, invitationExpired, type CustomerInvitation } from '@storefront/contracts';

/** The customer book's tabs (spec section 2: favorite, projects, orders, customer info), in order. */
export const BOOK_TABS = ['favorite', 'projects', 'orders', 'info'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

export const TAB_LABELS: Readonly<Record<BookTab, string>> = {
  favorite: 'Favorites',
  projects: 'Projects',
  orders: 'Orders',
  info: 'Customer Info',
};

/** The tab a link asks for (`tab=`), or the first. */
export function tabOf(value: string | undefined): BookTab {
  return (BOOK_TABS as readonly string[]).includes(value ?? '') ? (value as BookTab) : 'favorite';
}

/** Where a customer of the book opens. */
export function customerHref(id: string): string {
  return hrefFor('/customerFavourite', { id });
}

/** Where a project opens. */
export function projectHref(id: string): string {
  return hrefFor('/projectDetail', { id });
}

/** A time as the book shows it ('Mar 5, 2025, 2:30 PM'); the text as given when it is no time. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A date as lists show it ('Mar 5, 2025'). */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

export type InvitationTone = 'none' | 'pending' | 'expired' | 'active';

/** How an invitation reads at `now`: a short label, its tone, and the sentence with its times. */
export function invitationSummary(invitation: CustomerInvitation, now: number): { label: string; tone: InvitationTone; detail: string } {
  if (invitation.state === 'active') {
    return {
      label: 'Active account',
      tone: 'active',
      detail: invitation.activated_at ? `Accepted the invitation on ${dateTime(invitation.activated_at)}.` : 'Signs in with their own account.',
    };
  }
  if (invitation.state === 'invited') {
    const sent = invitation.sent_at ? `Sent ${dateTime(invitation.sent_at)}. ` : '';
    if (invitationExpired(invitation, now)) {
      return { label: 'Invitation expired', tone: 'expired', detail: `${sent}The link expired ${dateTime(invitation.expires_at!)}; resend the invitation.` };
    }
    return { label: 'Invited', tone: 'pending', detail: `${sent}${invitation.expires_at ? `The link expires ${dateTime(invitation.expires_at)}.` : ''}`.trim() };
  }
  return { label: 'Not invited', tone: 'none', detail: 'Invite this customer to see the projects and favorites you keep for them.' };
}

/** The contracts' count with its noun, where this feature's pages read it. */
export { countOf } from '@storefront/contracts';

/** A refused call's message, or the message of whatever else failed. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The field a refusal names (`{ field: 'email' }`), when it names one. */
export { fieldOf } from '../../ui/refusal';
