import { normalizePhone } from '@storefront/contracts';
import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiConfig } from './config';
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
  /** Starts delivering periodically (what is pending after a restart, retries after a back-off). */
  start?(): void;
  close(): Promise<void>;
}

/**
 * Outbox statuses: 'pending' (waiting for its transport), 'sent' (handed to a real provider: SMTP, the SMS
 * gateway), 'delivered' (kept for the development mailbox, which is where it is read), 'failed' (gave up).
 */
export type OutboxStatus = 'pending' | 'sent' | 'delivered' | 'failed';

/** A message as stored: what a transport delivers and what the mailbox shows. */
export interface StoredMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  links: Array<{ label: string; url: string }>;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Delivers one message; resolves with the status it ends in, throws to have it retried later. */
export interface Transport {
  readonly name: string;
  send(message: StoredMessage): Promise<'sent' | 'delivered'>;
}

export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const MAX_ATTEMPTS = 5;
/** Back-off after the nth failed attempt: 15 s, 30 s, 1 min, 2 min. */
export const backoffMs = (attempts: number): number => 15_000 * 2 ** (attempts - 1);
/** How long a claimed message stays with the process delivering it before another may retry it (a crash mid-send). */
const LEASE_MS = 5 * 60_000;

export interface OutboxOptions {
  db: Db;
  /** Per channel; defaults to the development mailbox for both. */
  transports?: Partial<Record<'email' | 'sms', Transport>>;
  /** The clock used for back-off and leases. */
  now?: () => Date;
  log?: Logger;
  /** Periodic delivery once started; 0 keeps only the delivery after each enqueue. */
  intervalMs?: number;
  /** How soon after an enqueue delivery starts. */
  soonMs?: number;
  batchSize?: number;
}

/** The embedded transport: the message is read in the development mailbox (PLATFORM_CALLS.mailboxPage), nothing leaves. */
export const mailboxTransport: Transport = {
  name: 'mailbox',
  send: async () => 'delivered',
};

/** The plain-text email: the body, then each link on its own line so any mail client makes it clickable. */
export function emailText(message: Pick<StoredMessage, 'body' | 'links'>): string {
  if (message.links.length === 0) return message.body;
  return `${message.body}\n\n${message.links.map((l) => `${l.label}: ${l.url}`).join('\n')}\n`;
}

/** Email through SMTP (nodemailer), from MAIL_FROM. */
export function smtpTransport(config: Pick<ApiConfig, 'MAIL_FROM'>, mailer: Transporter): Transport {
  return {
    name: 'smtp',
    async send(message) {
      await mailer.sendMail({ from: config.MAIL_FROM, to: message.recipient, subject: message.subject, text: emailText(message) });
      return 'sent';
    },
  };
}

/** SMS through a gateway that accepts a JSON POST {to, body}; any answer but 2xx is a failure to retry. */
export function smsWebhookTransport(url: string, fetcher: typeof fetch = fetch): Transport {
  return {
    name: 'sms-webhook',
    async send(message) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.recipient, body: emailText(message) }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      return 'sent';
    },
  };
}

/**
 * The transports the configuration selects. Email goes out by SMTP when SMTP_URL is set. There is no SMS
 * provider in this product: SMS goes to the SMS_WEBHOOK_URL gateway when one is configured, and otherwise
 * (like email without SMTP) stays in the outbox table, marked delivered, for the development mailbox.
 */
export function transportsFor(config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_WEBHOOK_URL'>): Record<'email' | 'sms', Transport> {
  const email = config.SMTP_URL
    ? smtpTransport(config, nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }))
    : mailboxTransport;
  const sms = config.SMS_WEBHOOK_URL ? smsWebhookTransport(config.SMS_WEBHOOK_URL) : mailboxTransport;
  return { email, sms };
}

/**
 * The outbox: `enqueue` writes a 'pending' row (in the caller's transaction when given) and asks for delivery
 * soon after, without waiting for it: a failing transport never fails the call that enqueued. Delivery claims
 * pending rows in small batches with `select ... for update skip locked`, so several api processes on one
 * Postgres never deliver a message twice; each claimed row gets a lease, and after a failure a back-off, in
 * `next_attempt_at`. After MAX_ATTEMPTS failures the message is 'failed' with its last error kept.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const transports = { email: options.transports?.email ?? mailboxTransport, sms: options.transports?.sms ?? mailboxTransport };
  const batchSize = options.batchSize ?? 10;
  const soonMs = options.soonMs ?? 10;
  const intervalMs = options.intervalMs ?? 5_000;

  let closed = false;
  let running: Promise<number> | null = null;
  let again = false;
  let periodic: NodeJS.Timeout | null = null;
  const timers = new Set<NodeJS.Timeout>();

  async function claim(): Promise<StoredMessage[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, at)) as SQL;
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), due))
        .orderBy(outbox.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + LEASE_MS) })
        .where(inArray(outbox.id, rows.map((r) => r.id)));
      return rows.map((r) => ({ ...r, channel: r.channel as 'email' | 'sms', attempts: r.attempts + 1 }));
    });
  }

  async function deliver(message: StoredMessage): Promise<void> {
    const transport = transports[message.channel] ?? mailboxTransport;
    try {
      const status = await transport.send(message);
      await db
        .update(outbox)
        .set({ status, sentAt: now(), nextAttemptAt: null })
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'pending')));
    } catch (error) {
      const failed = message.attempts >= MAX_ATTEMPTS;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'delivery failed';
      await db
        .update(outbox)
        .set({ status: failed ? 'failed' : 'pending', lastError, nextAttemptAt: failed ? null : new Date(now().getTime() + backoffMs(message.attempts)) })
        .where(and(eq(outbox.id, message.id), eq(outbox.status, 'pending')));
      options.log?.[failed ? 'error' : 'warn'](
        { outboxId: message.id, channel: message.channel, transport: transport.name, attempts: message.attempts, err: lastError },
        failed ? 'message delivery failed for good' : 'message delivery failed; will retry',
      );
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    // Bounded, so one drain never runs forever while others keep enqueueing.
    for (let round = 0; round < 50 && !closed; round += 1) {
      const batch = await claim();
      for (const message of batch) await deliver(message);
      handled += batch.length;
      if (batch.length < batchSize) break;
    }
    return handled;
  }

  /** One drain at a time in this process; a request during a drain runs another right after it. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again && !closed);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  function drainQuietly(): void {
    if (closed) return;
    drain().catch((error: unknown) => options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox delivery round failed'));
  }

  function later(ms: number): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      drainQuietly();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

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
          status: 'pending',
        })
        .returning({ id: outbox.id });
      later(soonMs);
      // Inside a transaction the row is visible only after its commit: look again a little later.
      if (tx) later(soonMs + 500);
      return row!.id;
    },
    drain,
    start() {
      if (closed || periodic || intervalMs <= 0) return;
      periodic = setInterval(drainQuietly, intervalMs);
      periodic.unref();
      later(0);
    },
    async close() {
      closed = true;
      if (periodic) clearInterval(periodic);
      periodic = null;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running?.catch(() => undefined);
    },
  };
}

/** The embedded default: messages are delivered to the development mailbox (the table itself). */
export function createTableOutbox(db: Db): Outbox {
  return createOutbox({ db });
}

/** Messages newest first, optionally for one recipient (an email, case ignored, or a phone in any format). */
export async function listMessages(db: Db, filter: { to?: string; limit?: number } = {}): Promise<StoredMessage[]> {
  const to = filter.to?.trim();
  let where: SQL | undefined;
  if (to) {
    const phone = normalizePhone(to);
    where = phone ? or(eq(outbox.recipient, phone), eq(sql`lower(${outbox.recipient})`, to.toLowerCase())) : eq(sql`lower(${outbox.recipient})`, to.toLowerCase());
  }
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit ?? 200);
  return rows.map(({ nextAttemptAt: _next, ...r }) => ({ ...r, channel: r.channel as 'email' | 'sms' }));
}
