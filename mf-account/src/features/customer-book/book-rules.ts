import { hrefFor, invitationExpired, type CustomerInvitation } from '@storefront/contracts';
import { formatDateIn } from '../../ui/dates';
import { BOOK_TEXTS, type BookTexts } from './texts';

/** The customer book's tabs (spec section 2: favorite, projects, orders, customer info), in order. */
export const BOOK_TABS = ['favorite', 'projects', 'orders', 'info'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

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

/** A time as the book shows it, in the session's language ('Mar 5, 2025, 2:30 PM'); the text as given when it is no time. */
export function dateTime(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateIn(language, date, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** A date as lists show it, in the session's language ('Mar 5, 2025'). */
export function shortDate(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateIn(language, date, { month: 'short', day: 'numeric', year: 'numeric' });
}

export type InvitationTone = 'none' | 'pending' | 'expired' | 'active';

/** How an invitation reads at `now` in a language: a short label, its tone, and the sentence with its times. */
export function invitationSummary(
  invitation: CustomerInvitation,
  now: number,
  t: BookTexts = BOOK_TEXTS.en,
  language = 'en',
): { label: string; tone: InvitationTone; detail: string } {
  const at = (iso: string) => dateTime(iso, language);
  if (invitation.state === 'active') {
    return { label: t.activeAccount, tone: 'active', detail: invitation.activated_at ? t.acceptedOn(at(invitation.activated_at)) : t.ownAccount };
  }
  if (invitation.state === 'invited') {
    const sent = invitation.sent_at ? t.sentOn(at(invitation.sent_at)) : '';
    if (invitationExpired(invitation, now)) {
      return { label: t.invitationExpired, tone: 'expired', detail: `${sent}${t.expiredOn(at(invitation.expires_at!))}` };
    }
    return { label: t.invited, tone: 'pending', detail: `${sent}${invitation.expires_at ? t.expiresOn(at(invitation.expires_at)) : ''}`.trim() };
  }
  return { label: t.notInvited, tone: 'none', detail: t.inviteHint };
}

/** A refused call's message, or the message of whatever else failed. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The field a refusal names (`{ field: 'email' }`), when it names one. */
export { fieldOf } from '../../ui/refusal';
