import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, TEST_DATABASE_URL, type TestDatabase } from '../testing/api';
import { outbox } from './db/schema';
import {
  backoffMs,
  createOutbox,
  emailText,
  listMessages,
  MAX_ATTEMPTS,
  smsWebhookTransport,
  smtpTransport,
  type OutgoingMessage,
  type StoredMessage,
  type Transport,
} from './outbox';

let test: TestDatabase;
beforeAll(async () => {
  test = await freshDatabase();
});
afterAll(() => test.drop());
beforeEach(async () => {
  await test.database.exec('delete from outbox');
});

const db = () => test.database.db;
const message = (recipient: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  channel: 'email',
  recipient,
  subject: 'Activate your account',
  body: 'Welcome to the trade program.',
  links: [{ label: 'Activate', url: 'http://localhost:8080/validateLogon?token=abc' }],
  template: 'activation',
  ...extra,
});
const rowOf = async (id: string) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** A transport that records what it was given, failing the first `failures` sends. */
function recording(failures = 0, name = 'fake'): Transport & { sent: StoredMessage[]; calls: number } {
  const t = {
    name,
    sent: [] as StoredMessage[],
    calls: 0,
    async send(m: StoredMessage) {
      t.calls += 1;
      if (t.calls <= failures) throw new Error(`relay refused (${t.calls})`);
      t.sent.push(m);
      return 'sent' as const;
    },
  };
  return t;
}

describe('outbox delivery', () => {
  it('stores a message as pending and delivers it soon after, without being asked', async () => {
    const email = recording();
    const box = createOutbox({ db: db(), transports: { email } });
    const id = await box.enqueue(message('dana@studio.test'));
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 5_000, interval: 20 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(email.sent.map((m) => m.recipient)).toEqual(['dana@studio.test']);
    await box.close();
  });

  it('delivers to the development mailbox by default, SMS included', async () => {
    const box = createOutbox({ db: db(), soonMs: 60_000 });
    const id = await box.enqueue(message('2125550100', { channel: 'sms', subject: undefined, links: [], body: 'Your code is 123456', template: 'login_code' }));
    expect((await rowOf(id)).status).toBe('pending');
    expect(await box.drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', channel: 'sms', attempts: 1 });
    await box.close();
  });

  it('retries a failing transport with a back-off: fails twice, then sends', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const email = recording(2);
    const warnings: string[] = [];
    const box = createOutbox({
      db: db(),
      transports: { email },
      now: () => new Date(clock),
      soonMs: 60_000,
      log: { warn: (_d, m) => warnings.push(m), error: (_d, m) => warnings.push(m) },
    });
    const id = await box.enqueue(message('retry@studio.test'));

    expect(await box.drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'relay refused (1)' });
    expect((await rowOf(id)).nextAttemptAt!.getTime()).toBe(clock + backoffMs(1));
    // Not due yet: nothing is tried.
    expect(await box.drain()).toBe(0);
    expect(email.calls).toBe(1);

    clock += backoffMs(1);
    expect(await box.drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'relay refused (2)' });

    clock += backoffMs(2);
    expect(await box.drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null });
    expect(email.sent).toHaveLength(1);
    expect(warnings).toEqual(['message delivery failed; will retry', 'message delivery failed; will retry']);
    await box.close();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the last error`, async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const email = recording(99);
    const box = createOutbox({ db: db(), transports: { email }, now: () => new Date(clock), soonMs: 60_000 });
    const id = await box.enqueue(message('never@studio.test'));
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      await box.drain();
      clock += 60 * 60_000;
    }
    expect(email.calls).toBe(MAX_ATTEMPTS);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: `relay refused (${MAX_ATTEMPTS})`, nextAttemptAt: null });
    await box.close();
  });

  it('never fails the call that enqueued, even when the transport throws', async () => {
    const email: Transport = {
      name: 'broken',
      send: () => {
        throw new Error('connection refused');
      },
    };
    const box = createOutbox({ db: db(), transports: { email } });
    const id = await box.enqueue(message('calm@studio.test'));
    expect(typeof id).toBe('string');
    await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBe(1), { timeout: 5_000, interval: 20 });
    expect((await rowOf(id)).status).toBe('pending');
    await box.close();
  });

  it('delivers what was left pending by an earlier process once started, and stops on close', async () => {
    await db().insert(outbox).values({ channel: 'email', recipient: 'left@studio.test', body: 'From before the restart', template: 'activation' });
    const email = recording();
    const box = createOutbox({ db: db(), transports: { email }, intervalMs: 50 });
    box.start!();
    await vi.waitFor(() => expect(email.sent.map((m) => m.recipient)).toEqual(['left@studio.test']), { timeout: 5_000, interval: 20 });
    await box.close();
    await db().insert(outbox).values({ channel: 'email', recipient: 'after@studio.test', body: 'After close', template: 'activation' });
    await new Promise((r) => setTimeout(r, 200));
    expect(email.sent).toHaveLength(1);
  });

  it('delivers a message enqueued inside a transaction once that commits', async () => {
    const email = recording();
    const box = createOutbox({ db: db(), transports: { email } });
    const id = await db().transaction(async (tx) => box.enqueue(message('tx@studio.test'), tx as never));
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 5_000, interval: 20 });
    await box.close();
  });

  it('lists messages newest first, filtered by recipient in any case or phone format', async () => {
    const box = createOutbox({ db: db(), soonMs: 60_000 });
    await box.enqueue(message('Dana@Studio.test'));
    await box.enqueue(message('2125550100', { channel: 'sms', body: 'Code 1' }));
    await box.enqueue(message('other@studio.test'));
    expect((await listMessages(db())).length).toBe(3);
    expect((await listMessages(db(), { to: 'dana@studio.test' })).map((m) => m.recipient)).toEqual(['Dana@Studio.test']);
    expect((await listMessages(db(), { to: '(212) 555-0100' })).map((m) => m.body)).toEqual(['Code 1']);
    await box.close();
  });
});

describe('transports', () => {
  it('sends email by SMTP from MAIL_FROM with the text body and its links', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const spy = vi.spyOn(mailer, 'sendMail');
    const smtp = smtpTransport({ MAIL_FROM: 'Trade Storefront <no-reply@storefront.test>' }, mailer);
    const stored = { ...message('dana@studio.test'), subject: 'Activate your account', links: message('x').links!, id: '1', status: 'pending', attempts: 1, lastError: null, createdAt: new Date(), sentAt: null } as StoredMessage;
    expect(await smtp.send(stored)).toBe('sent');
    expect(spy.mock.calls[0]![0]).toEqual({
      from: 'Trade Storefront <no-reply@storefront.test>',
      to: 'dana@studio.test',
      subject: 'Activate your account',
      text: 'Welcome to the trade program.\n\nActivate: http://localhost:8080/validateLogon?token=abc\n',
    });
    expect(emailText({ body: 'Just text', links: [] })).toBe('Just text');
  });

  it('posts SMS as JSON {to, body} to the configured gateway and retries on a refusal', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    let status = 200;
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const sms = smsWebhookTransport('https://sms.example.test/send', fetcher);
    const stored = { ...message('2125550100', { channel: 'sms', body: 'Your code is 123456', links: [] }), links: [], id: '1', subject: '', status: 'pending', attempts: 1, lastError: null, createdAt: new Date(), sentAt: null } as StoredMessage;
    expect(await sms.send(stored)).toBe('sent');
    expect(calls).toEqual([{ url: 'https://sms.example.test/send', body: { to: '2125550100', body: 'Your code is 123456' } }]);
    status = 503;
    await expect(sms.send(stored)).rejects.toThrow('SMS gateway answered 503');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('several processes on one Postgres (needs TEST_DATABASE_URL: PGlite has one connection, so row locks never contend there)', () => {
  it('two drainers in parallel never send one message twice', async () => {
    const total = 120;
    const sent: string[] = [];
    const slow = (name: string): Transport => ({
      name,
      async send(m) {
        await new Promise((r) => setTimeout(r, 1 + Math.floor(Math.random() * 3)));
        sent.push(m.id);
        return 'sent';
      },
    });
    const a = createOutbox({ db: db(), transports: { email: slow('a') }, soonMs: 60_000, batchSize: 5 });
    const b = createOutbox({ db: db(), transports: { email: slow('b') }, soonMs: 60_000, batchSize: 5 });
    await db()
      .insert(outbox)
      .values(Array.from({ length: total }, (_, i) => ({ channel: 'email', recipient: `p${i}@studio.test`, body: `Message ${i}`, template: 'activation' })));
    const [handledA, handledB] = await Promise.all([a.drain(), b.drain()]);
    expect(handledA + handledB).toBe(total);
    expect(handledA).toBeGreaterThan(0);
    expect(handledB).toBeGreaterThan(0);
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    const rows = await db().select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });
});
