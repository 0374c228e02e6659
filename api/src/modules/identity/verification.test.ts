import { ERR, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS } from '@storefront/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';

let api: TestApi;
let token = '';

beforeAll(async () => {
  api = await startTestApi();
  const me = await createAccount(api.services, { kind: 'designer', email: 'casey@studio.test', phone: '2125550140', companyName: 'Casey Studio' });
  await createAccount(api.services, { kind: 'designer', email: 'taken@studio.test', phone: '2125550141' });
  const login = await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: me.email, password: me.password } });
  token = login.val.token;
});
afterAll(() => api.close());

async function lastCode(recipient: string): Promise<{ code: string; channel: string; template: string }> {
  const [row] = await api.services.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!row || !code) throw new Error(`no code sent to ${recipient}`);
  return { code, channel: row.channel, template: row.template };
}
const send = (body: Record<string, string>, auth = token) => api.call<{ sent: boolean; channel: string }>(IDENTITY_CALLS.verificationSendCode, { body, token: auth });
const changeEmail = (email: string, code: string) => api.call<{ email: string; phone: string }>(IDENTITY_CALLS.changeEmail, { body: { email, code }, token });
const changePhone = (phone: string, code: string) => api.call<{ email: string; phone: string }>(IDENTITY_CALLS.changePhone, { body: { phone, code }, token });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
const failure = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });

describe('account verification: email', () => {
  it('needs a signed-in account', async () => {
    const res = await send({ email: 'new@studio.test' }, '');
    expect(res.err).toBe(ERR.SESSION_INVALID);
  });

  it("refuses a malformed email with 'Please provide a valid email address' and a blank one with 'Please enter your email address'", async () => {
    expect(failure(await send({ email: 'not-an-email' }))).toEqual({ err: ERR.BAD_REQUEST, errmsg: MESSAGES.validEmail });
    expect(failure(await send({ email: '  ' }))).toEqual({ err: ERR.BAD_REQUEST, errmsg: MESSAGES.enterEmail });
  });

  it("refuses an email another account holds with 'The email address is already occupied, please change to a new one'", async () => {
    expect(failure(await send({ email: 'Taken@Studio.test' }))).toEqual({ err: ERR.EMAIL_OCCUPIED, errmsg: MESSAGES.emailOccupied });
    expect(failure(await changeEmail('taken@studio.test', '123456'))).toEqual({ err: ERR.EMAIL_OCCUPIED, errmsg: MESSAGES.emailOccupied });
  });

  it("changes the email with the code mailed to the new address; a wrong code is 'Verification code error'", async () => {
    expect((await send({ email: ' Casey.New@Studio.test ' })).val).toMatchObject({ sent: true, channel: 'email' });
    const mail = await lastCode('casey.new@studio.test');
    expect(mail).toMatchObject({ channel: 'email', template: 'verify_code' });
    expect(failure(await changeEmail('casey.new@studio.test', wrong(mail.code)))).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    // The code proves the address it was sent to, not another one.
    expect(failure(await changeEmail('casey.other@studio.test', mail.code))).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    const res = await changeEmail('casey.new@studio.test', mail.code);
    expect(res.val).toEqual({ email: 'casey.new@studio.test', phone: '2125550140' });
    // Used once.
    expect(failure(await changeEmail('casey.new@studio.test', mail.code))).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    // The new email is the login name now.
    const login = await api.call(IDENTITY_CALLS.login, { body: { username: 'casey.new@studio.test', password: 'Trade-Account-2026' } });
    expect(login.err).toBe(ERR.OK);
    const info = await api.call<{ user_email: string }>(IDENTITY_CALLS.userInfo, { body: {}, token });
    expect(info.val.user_email).toBe('casey.new@studio.test');
  });

  it('does not accept a registration or login code for the same address', async () => {
    await api.call(REGISTRATION_CALLS.sendCode, { body: { email: 'casey.third@studio.test' } });
    const mail = await lastCode('casey.third@studio.test');
    expect(failure(await changeEmail('casey.third@studio.test', mail.code))).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
  });
});

describe('account verification: phone', () => {
  it("refuses a phone that is not one with 'Please provide a valid phone number'", async () => {
    for (const phone of ['12345', 'call me']) {
      expect(failure(await send({ phone }))).toEqual({ err: ERR.PHONE_INVALID, errmsg: MESSAGES.validPhone });
      expect(failure(await changePhone(phone, '123456'))).toEqual({ err: ERR.BAD_REQUEST, errmsg: MESSAGES.validPhone });
    }
  });

  it("refuses a phone another account holds with 'This phone number is already registered'", async () => {
    expect(failure(await send({ phone: '(212) 555-0141' }))).toEqual({ err: ERR.PHONE_REGISTERED, errmsg: MESSAGES.phoneRegistered });
  });

  it('changes the phone with the code sent by SMS; the account logs in with SMS codes to the new number', async () => {
    expect((await send({ phone: '+1 646-555-0142' })).val).toMatchObject({ sent: true, channel: 'sms' });
    const sms = await lastCode('6465550142');
    expect(sms).toMatchObject({ channel: 'sms', template: 'verify_code' });
    expect(failure(await changePhone('646-555-0142', wrong(sms.code)))).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError });
    const res = await changePhone('646-555-0142', sms.code);
    expect(res.val).toEqual({ email: 'casey.new@studio.test', phone: '6465550142' });
    const [row] = await api.services.db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.email, 'casey.new@studio.test'));
    expect(row?.phone).toBe('6465550142');
    expect((await api.call(IDENTITY_CALLS.phoneCode, { body: { phone: '6465550142' } })).err).toBe(ERR.OK);
  });

  it('may verify its own current phone again', async () => {
    api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);
    expect((await send({ phone: '6465550142' })).err).toBe(ERR.OK);
    const sms = await lastCode('6465550142');
    expect((await changePhone('6465550142', sms.code)).val).toMatchObject({ phone: '6465550142' });
  });
});
