import type { Db } from './db';
import { outbox } from './db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** Email address or ten-digit phone. */
  recipient: string;
  subject?: string;
  body: string;
  links?: Array<{ label: string; url: string }>;
  /** What kind of message this is: activation, set_password, invitation, login_code, register_code, ... */
  template: string;
}

/** Every email and SMS goes through here: written to the outbox table, then delivered by the configured transport. */
export interface Outbox {
  /** Stores the message (inside the caller's transaction when one is given) and schedules delivery. */
  enqueue(message: OutgoingMessage, tx?: Db): Promise<string>;
  /** Delivers what is pending now; returns how many were handled. */
  drain(): Promise<number>;
  close(): Promise<void>;
}

/** The embedded default: messages stay in the table, where the development mailbox shows them. */
export function createTableOutbox(db: Db): Outbox {
  return {
    async enqueue(message, tx) {
      const [row] = await (tx ?? db)
        .insert(outbox)
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? '',
          body: message.body,
          links: message.links ?? [],
          template: message.template,
          status: 'stored',
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
    drain: async () => 0,
    close: async () => undefined,
  };
}
