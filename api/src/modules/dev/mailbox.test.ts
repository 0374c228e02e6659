import { ERR, PLATFORM_CALLS } from '@storefront/contracts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api';
import type { MailboxMessage } from './rules';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ DEV_MAILBOX: 'on' });
  const { outbox } = api.services;
  await outbox.enqueue({
    channel: 'email',
    recipient: 'dana@studio.test',
    subject: 'Activate your account',
    body: 'Welcome, <Dana> & team.',
    links: [
      { label: 'Activate', url: 'http://localhost:8080/validateLogon?token=abc&x=1' },
      { label: 'Not a web link', url: 'javascript:alert(1)' },
    ],
    template: 'activation',
  });
  await new Promise((r) => setTimeout(r, 5));
  await outbox.enqueue({ channel: 'sms', recipient: '2125550100', body: 'Your verification code is 123456', template: 'login_code' });
  await new Promise((r) => setTimeout(r, 5));
  await outbox.enqueue({ channel: 'email', recipient: 'other@studio.test', subject: 'Set your password', body: 'Hello', links: [], template: 'set_password' });
});
afterAll(() => api.close());

const get = (path: string) => fetch(new URL(path, api.url));

describe('development mailbox as JSON', () => {
  it('lists every message newest first in the envelope, delivered to the mailbox', async () => {
    const res = await api.call<{ list: MailboxMessage[] }>(PLATFORM_CALLS.mailbox);
    expect(res.err).toBe(ERR.OK);
    expect(res.val.list.map((m) => m.recipient)).toEqual(['other@studio.test', '2125550100', 'dana@studio.test']);
    expect(res.val.list[1]).toMatchObject({ channel: 'sms', body: 'Your verification code is 123456', template: 'login_code' });
    expect(Date.parse(res.val.list[0]!.time)).not.toBeNaN();
  });

  it('filters by recipient, ignoring case and phone formatting', async () => {
    const byEmail = await api.call<{ list: MailboxMessage[] }>(PLATFORM_CALLS.mailbox, { query: { to: 'DANA@studio.test' } });
    expect(byEmail.val.list).toHaveLength(1);
    expect(byEmail.val.list[0]!.links[0]).toEqual({ label: 'Activate', url: 'http://localhost:8080/validateLogon?token=abc&x=1' });
    const byPhone = await api.call<{ list: MailboxMessage[] }>(PLATFORM_CALLS.mailbox, { query: { to: '+1 212-555-0100' } });
    expect(byPhone.val.list.map((m) => m.channel)).toEqual(['sms']);
    const none = await api.call<{ list: MailboxMessage[] }>(PLATFORM_CALLS.mailbox, { query: { to: 'nobody@studio.test' } });
    expect(none.val.list).toEqual([]);
  });

  it('marks the messages delivered to the mailbox soon after they are sent', async () => {
    await expect
      .poll(async () => (await api.call<{ list: MailboxMessage[] }>(PLATFORM_CALLS.mailbox)).val.list.map((m) => m.status), { timeout: 5_000 })
      .toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('answers a repeated filter with a 400 envelope', async () => {
    const res = await get(`${PLATFORM_CALLS.mailbox.path}?to=a@b.test&to=c@d.test`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { err: number }).err).toBe(ERR.BAD_REQUEST);
  });
});

describe('development mailbox page', () => {
  it('is an accessible page with real links, escaped text and a policy allowing its own style only', async () => {
    const res = await get(PLATFORM_CALLS.mailboxPage.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Development mailbox</title>');
    expect(html).toContain('<h1>Development mailbox</h1>');
    expect(html).toContain('<label for="to">');
    expect(html).toContain('<a href="http://localhost:8080/validateLogon?token=abc&amp;x=1">Activate</a>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('Welcome, &lt;Dana&gt; &amp; team.');
    expect(html.indexOf('other@studio.test')).toBeLessThan(html.indexOf('dana@studio.test'));
    expect(html).not.toContain('<script');

    const csp = res.headers.get('content-security-policy')!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
  });

  it('filters the page with ?to= and needs no Api-Token', async () => {
    const html = await (await get(`${PLATFORM_CALLS.mailboxPage.path}?to=2125550100`)).text();
    expect(html).toContain('Messages to 2125550100 (1)');
    expect(html).toContain('Your verification code is 123456');
    expect(html).not.toContain('dana@studio.test');
  });
});
// Off (DEV_MAILBOX unset, whatever NODE_ENV says): test/security/dev-mailbox.test.ts (I1).
