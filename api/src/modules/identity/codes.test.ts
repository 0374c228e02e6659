import { ApiError, ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { checkCode, sendCode } from './codes';

let api: TestApi;
const SEND_LIMIT = 3;
beforeAll(async () => {
  api = await startTestApi({ SEND_DAILY_LIMIT: String(SEND_LIMIT) });
  await createAccount(api.services, { kind: 'designer', email: 'sms@studio.test', phone: '2125550100', password: null });
  await createAccount(api.services, { kind: 'designer', email: 'both@studio.test', phone: '2125550101' });
  await createAccount(api.services, { kind: 'designer', email: 'tries@studio.test', phone: '2125550102' });
  await createAccount(api.services, { kind: 'designer', email: 'late@studio.test', phone: '2125550103' });
  await createAccount(api.services, { kind: 'designer', email: 'twice@studio.test', phone: '2125550104' });
  await createAccount(api.services, { kind: 'designer', email: 'limit@studio.test', phone: '2125550105' });
  await createAccount(api.services, { kind: 'designer', email: 'approved@studio.test', phone: '2125550106', state: 'approved' });
  await createAccount(api.services, { kind: 'ffd_shopper', email: 'shopper@outlet.test', phone: '2125550107' });
});
afterAll(() => api.close());

/** The newest message sent to a recipient, as the outbox table holds it. */
async function lastMessage(recipient: string) {
  const [row] = await api.services.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(1);
  return row;
}
async function lastCode(recipient: string): Promise<string> {
  const message = await lastMessage(recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
const askCode = (phone: string) => api.call<{ sent: boolean }>(IDENTITY_CALLS.phoneCode, { body: { phone } });
const smsLogin = (username: string, code: string) =>
  api.call<{ token: string; user_email: string }>(IDENTITY_CALLS.login, { body: { username, password: code, login_type: 2 } });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('SMS login codes', () => {
  it("refuses a phone that is not a phone with 'Please provide a valid phone number'", async () => {
    for (const phone of ['12345', 'not a phone', '']) {
      const res = await askCode(phone);
      expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.PHONE_INVALID, errmsg: MESSAGES.validPhone });
    }
  });

  it('refuses a phone of no account, of an account not activated, and of an FFD shopper with the login message', async () => {
    for (const phone of ['3105550199', '2125550106', '2125550107']) {
      const res = await askCode(phone);
      expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.LOGIN_NO_ACCOUNT, errmsg: MESSAGES.loginNoAccount });
    }
  });

  it('sends six digits by SMS, stores only a hash, and logs in once with them (login_type 2)', async () => {
    const res = await askCode('+1 (212) 555-0100');
    expect(res.val).toEqual({ sent: true });
    const message = await lastMessage('2125550100');
    expect(message).toMatchObject({ channel: 'sms', template: 'login_code' });
    const code = await lastCode('2125550100');
    const [stored] = await api.services.db.select().from(verificationCodes).where(eq(verificationCodes.target, '2125550100'));
    expect(stored).toMatchObject({ channel: 'sms', purpose: 'login', attempts: 0 });
    expect(stored!.codeHash.toString('hex')).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);

    const login = await smsLogin('212-555-0100', code);
    expect(login.err).toBe(ERR.OK);
    expect(login.val.user_email).toBe('sms@studio.test');
    expect(login.val.token.length).toBeGreaterThanOrEqual(43);
    const again = await smsLogin('2125550100', code);
    expect({ err: again.err, errmsg: again.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
  });

  it("answers 'Verification code error' for a wrong code and when no code was sent", async () => {
    const none = await smsLogin('2125550101', '123456');
    expect({ err: none.err, errmsg: none.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    await askCode('2125550101');
    const code = await lastCode('2125550101');
    const bad = await smsLogin('2125550101', wrong(code));
    expect({ err: bad.err, errmsg: bad.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    expect((await smsLogin('2125550101', code)).err).toBe(ERR.OK);
  });

  it('allows five tries per code: after five wrong ones the right one fails too', async () => {
    await askCode('2125550102');
    const code = await lastCode('2125550102');
    for (let i = 0; i < 5; i += 1) expect((await smsLogin('2125550102', wrong(code))).err).toBe(ERR.VERIFICATION_CODE);
    const right = await smsLogin('2125550102', code);
    expect({ err: right.err, errmsg: right.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
  });

  it('lets a code expire after ten minutes', async () => {
    await askCode('2125550103');
    const code = await lastCode('2125550103');
    api.advance(10 * 60_000 + 1000);
    const res = await smsLogin('2125550103', code);
    expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
  });

  it('checks only the latest code sent', async () => {
    await askCode('2125550104');
    const first = await lastCode('2125550104');
    api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    await askCode('2125550104');
    const second = await lastCode('2125550104');
    if (first !== second) expect((await smsLogin('2125550104', first)).err).toBe(ERR.VERIFICATION_CODE);
    expect((await smsLogin('2125550104', second)).err).toBe(ERR.OK);
  });

  it('stops sending past the daily limit per phone', async () => {
    for (let i = 0; i < SEND_LIMIT; i += 1) {
      expect((await askCode('2125550105')).err).toBe(ERR.OK);
      api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    }
    const res = await askCode('212 555 0105');
    expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit });
    api.advance(86_400_000);
    expect((await askCode('2125550105')).err).toBe(ERR.OK);
  });
});

describe('sendCode and checkCode for other purposes', () => {
  it('sends a registration code by email, checks it without using it, then uses it once', async () => {
    const where = { channel: 'email', target: 'new@studio.test', purpose: 'register' } as const;
    await sendCode(api.services, { ip: '127.0.0.1', guestId: '' }, { ...where, template: 'register_code', owner: null });
    const message = await lastMessage('new@studio.test');
    expect(message).toMatchObject({ channel: 'email', template: 'register_code' });
    const code = await lastCode('new@studio.test');
    await expect(checkCode(api.services, { ...where, code: wrong(code) })).rejects.toThrow(ApiError);
    // A login code is not a registration code.
    await expect(checkCode(api.services, { ...where, purpose: 'login', code })).rejects.toThrow(MESSAGES.verificationCodeError);
    await checkCode(api.services, { ...where, code, consume: false });
    await checkCode(api.services, { ...where, code: ` ${code} ` });
    await expect(checkCode(api.services, { ...where, code })).rejects.toThrow(MESSAGES.verificationCodeError);
  });
});
