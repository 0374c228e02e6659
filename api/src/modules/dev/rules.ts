/** The mailbox's rules without I/O: what it shows of a message and the recipient filter it accepts. */
import { ApiError, ERR } from '@storefront/contracts';
import type { StoredMessage } from '../../platform/outbox';

/** What the mailbox shows of a message (the page and the JSON the browser tests read). */
export type MailboxMessage = Pick<StoredMessage, 'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'links' | 'template' | 'status'> & {
  /** ISO time it was written. */
  time: string;
};

/** The most messages the mailbox shows, newest first. */
export const MAILBOX_LIMIT = 200;

export function toMailbox(m: StoredMessage): MailboxMessage {
  return {
    id: m.id,
    time: m.createdAt.toISOString(),
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    links: m.links,
    template: m.template,
    status: m.status,
  };
}

/** The `to` filter of a query: one optional string (a repeated parameter is a clear 400, not a crash). */
export function recipientFilter(query: Record<string, unknown>): string {
  const to = query.to;
  if (to === undefined) return '';
  if (typeof to !== 'string' || to.length > 254) throw new ApiError(ERR.BAD_REQUEST, 'to: one email address or phone number');
  return to.trim();
}
