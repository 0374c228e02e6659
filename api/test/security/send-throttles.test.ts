/**
 * M5 and M6 of the security report (decision 014): codes and emails sent to anyone who asks are limited per
 * asking client, per recipient, and by a pause between two messages to one recipient; strangers share one
 * allowance per recipient, so they cannot spend the allowance of the recipient's own clients.
 */
import { ERR, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS } from '@storefront/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveRegistration } from '../../src/modules/registration';
import { outbox } from '../../src/platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { guestId, PAGE_SERVER, throughPageServer } from './page-server';

/** Small allowances, so the tests reach them quickly. */
const PER_RECIPIENT = 3;
const PER_CLIENT = 5;

let api: TestApi;
let browser: ReturnType<typeof throughPageServer>;
beforeAll(async () => {
  api = await startTestApi({ TRUSTED_PROXIES: PAGE_SERVER, SEND_DAILY_LIMIT: String(PER_RECIPIENT), SEND_CLIENT_DAILY_LIMIT: String(PER_CLIENT) });
  browser = throughPageServer(api);
  await createAccount(api.services, { kind: 'designer', email: 'sms-only@studio.test', phone: '2125550199', password: null });
  await createAccount(api.services, { kind: 'designer', email: 'reset-owner@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'firm@studio.test', companyName: 'Firm Interiors' });
});
afterAll(() => api.close());

let addresses = 0;
function stranger(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}
/** The pause between two messages to one recipient, waited out. */
const waitOutPause = () => api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);

const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const dailyLimit = { err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit };
const registerCode = (client: string, to: { phone: string } | { email: string }) => browser(REGISTRATION_CALLS.sendCode, { client, body: to });
const loginCode = (client: string, phone: string, guest?: string) => browser(IDENTITY_CALLS.phoneCode, { client, guest, body: { phone } });
const forget = (client: string, email: string, options: { guest?: string } = {}) => browser(IDENTITY_CALLS.forgetPassword, { client, ...options, body: { email } });

async function lastCode(recipient: string, template: string): Promise<string> {
  const [row] = await api.services.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no ${template} sent to ${recipient}`);
  return code;
}

describe('M5: anonymous sends are limited per client and per recipient', () => {
  it('M5: one address cannot have codes sent to a list of numbers and inboxes', async () => {
    const pumper = stranger();
    for (let i = 0; i < PER_CLIENT - 1; i += 1) expect((await registerCode(pumper, { phone: `212555020${i}` })).err).toBe(ERR.OK);
    expect((await registerCode(pumper, { email: 'inbox-1@probe.test' })).err).toBe(ERR.OK);
    expect(pick(await registerCode(pumper, { phone: '2125550209' }))).toEqual(dailyLimit);
    expect(pick(await registerCode(pumper, { email: 'inbox-2@probe.test' }))).toEqual(dailyLimit);
    // Another address is not held back by it.
    expect((await registerCode(stranger(), { phone: '2125550209' })).err).toBe(ERR.OK);
  });

  it('M5: one message of a purpose to a recipient a minute, whoever asks', async () => {
    expect((await registerCode(stranger(), { phone: '2125550210' })).err).toBe(ERR.OK);
    const again = await registerCode(stranger(), { phone: '(212) 555-0210' });
    expect(again.err).toBe(ERR.DAILY_LIMIT);
    expect(again.errmsg).toMatch(/^A message was just sent, please try again in (\d+ seconds|1 minute)$/);
    waitOutPause();
    expect((await registerCode(stranger(), { phone: '2125550210' })).err).toBe(ERR.OK);
  });

  it('M5: a recipient takes a few messages a day from strangers, however many addresses they use', async () => {
    for (let i = 0; i < PER_RECIPIENT; i += 1) {
      expect((await registerCode(stranger(), { phone: '2125550211' })).err).toBe(ERR.OK);
      waitOutPause();
    }
    expect(pick(await registerCode(stranger(), { phone: '2125550211' }))).toEqual(dailyLimit);
    api.advance(86_400_000);
    expect((await registerCode(stranger(), { phone: '2125550211' })).err).toBe(ERR.OK);
  });
});

describe("M6: strangers cannot spend the recipient's own allowance", () => {
  it('M6: the SMS login codes of an account that signs in by phone', async () => {
    const home = '198.51.100.30';
    const ownBrowser = guestId('sms-owner');
    expect((await loginCode(home, '2125550199', ownBrowser)).err).toBe(ERR.OK);
    const signedIn = await browser(IDENTITY_CALLS.login, {
      client: home,
      guest: ownBrowser,
      body: { username: '2125550199', password: await lastCode('2125550199', 'login_code'), login_type: 2 },
    });
    expect(signedIn.err).toBe(ERR.OK);
    api.advance(86_400_000);

    // Strangers ask for the owner's codes from address after address until their allowance is spent.
    for (let i = 0; i < PER_RECIPIENT; i += 1) {
      expect((await loginCode(stranger(), '212-555-0199')).err).toBe(ERR.OK);
      waitOutPause();
    }
    expect(pick(await loginCode(stranger(), '2125550199'))).toEqual(dailyLimit);

    // The owner still gets a code at home, and signs in with it; and from the own browser elsewhere.
    expect((await loginCode(home, '2125550199', guestId('sms-owner-tablet'))).err).toBe(ERR.OK);
    const again = await browser(IDENTITY_CALLS.login, {
      client: home,
      body: { username: '2125550199', password: await lastCode('2125550199', 'login_code'), login_type: 2 },
    });
    expect(again.err).toBe(ERR.OK);
    waitOutPause();
    expect((await loginCode(stranger(), '2125550199', ownBrowser)).err).toBe(ERR.OK);
  });

  it('M6: the reset emails of an account: its own address and its own browser elsewhere still get one', async () => {
    const home = '198.51.100.31';
    const ownBrowser = guestId('reset-owner');
    const session = await browser(IDENTITY_CALLS.login, { client: home, guest: ownBrowser, body: { username: 'reset-owner@studio.test', password: TEST_PASSWORD } });
    expect(session.err).toBe(ERR.OK);

    for (let i = 0; i < PER_RECIPIENT; i += 1) {
      expect((await forget(stranger(), 'reset-owner@studio.test')).err).toBe(ERR.OK);
      waitOutPause();
    }
    expect(pick(await forget(stranger(), 'reset-owner@studio.test'))).toEqual(dailyLimit);

    expect((await forget(home, 'reset-owner@studio.test', { guest: guestId('reset-owner-tablet') })).err).toBe(ERR.OK);
    waitOutPause();
    expect((await forget(stranger(), 'reset-owner@studio.test', { guest: ownBrowser })).err).toBe(ERR.OK);
  });

  it("M6: the activation emails of an approved applicant: the applicant's browser still gets one", async () => {
    const applicant = { client: '198.51.100.32', guest: guestId('applicant') };
    const email = 'jordan@firm.test';
    expect((await browser(REGISTRATION_CALLS.sendCode, { ...applicant, body: { email } })).err).toBe(ERR.OK);
    const applied = await browser(REGISTRATION_CALLS.simpleRegister, {
      ...applicant,
      body: { account_number: 'firm@studio.test', first_name: 'Jordan', last_name: 'Reyes', email, phone: '2125550212', code: await lastCode(email, 'register_code') },
    });
    expect(applied.err).toBe(ERR.OK);
    await approveRegistration(api.services, email);
    waitOutPause();

    const resend = (client: string, guest?: string) => browser(REGISTRATION_CALLS.sendActivationEmail, { client, guest, body: { email } });
    for (let i = 0; i < PER_RECIPIENT; i += 1) {
      expect((await resend(stranger())).err).toBe(ERR.OK);
      waitOutPause();
    }
    expect(pick(await resend(stranger()))).toEqual(dailyLimit);
    expect((await resend(applicant.client, applicant.guest)).err).toBe(ERR.OK);
  });
});
