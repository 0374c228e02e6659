/**
 * L4 of the security report (decision 017): a registration code proves the email or the phone it was sent to, not
 * both, and the Rowe register proves neither the phone nor an email typed in. A phone no code proved is stored as
 * the account's contact only: it is no login name, it gets no SMS login code, and it keeps the number from nobody,
 * so its real owner registers it and signs in with it. The email proves itself: only a link sent to it sets a
 * password.
 */
import { ERR, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS } from '@storefront/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink } from '../../src/modules/identity';
import { seedRoweUser } from '../../src/modules/identity/rowe';
import { approveRegistration } from '../../src/modules/registration';
import { accounts, outbox } from '../../src/platform/db/schema';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';

const PASSWORD = 'Harbor-Light-2026';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // An approved trade company that new people join by its account number (the short registration).
  await createAccount(api.services, { kind: 'designer', email: 'admin@firm.test', companyName: 'Firm Interiors' });
});
afterAll(() => api.close());

const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const noAccount = { err: ERR.LOGIN_NO_ACCOUNT, errmsg: MESSAGES.loginNoAccount };

let clients = 0;
/** Each person is a browser of its own, at an address of its own. */
function person() {
  clients += 1;
  return { GuestUId: `guest-l4-${clients}-${Date.now()}`, 'X-Forwarded-For': `198.51.100.${clients}` };
}

/** The newest message of a template to a recipient. */
async function lastMessage(recipient: string, template: string) {
  const [row] = await api.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row ?? null;
}
async function lastCode(recipient: string, template: string): Promise<string> {
  const message = await lastMessage(recipient, template);
  if (!message) throw new Error(`no ${template} to ${recipient}`);
  return /\b(\d{6})\b/.exec(message.body)![1]!;
}

/** The short registration (joining Firm Interiors), its code sent to the email or by SMS to the phone. */
async function register(who: Record<string, string>, fields: { email: string; phone: string }, codeBy: 'email' | 'sms') {
  const to = codeBy === 'email' ? { email: fields.email } : { phone: fields.phone };
  expect((await api.call(REGISTRATION_CALLS.sendCode, { body: to, headers: who })).err).toBe(ERR.OK);
  const code = await lastCode(codeBy === 'email' ? fields.email : fields.phone, 'register_code');
  return api.call(REGISTRATION_CALLS.simpleRegister, {
    body: { account_number: 'admin@firm.test', first_name: 'Avery', last_name: 'Stone', ...fields, code },
    headers: who,
  });
}

/** Staff approve the application, and the applicant sets a password with the activation link. */
async function approveAndActivate(email: string): Promise<void> {
  await approveRegistration(api.services, email);
  const link = await lastMessage(email, 'activation');
  const token = new URL(link!.links[0]!.url).searchParams.get('token')!;
  const set = await api.call(IDENTITY_CALLS.setPassword, { body: { token, password: PASSWORD, confirm_password: PASSWORD } });
  expect(set.err).toBe(ERR.OK);
}

const accountOf = async (email: string) => (await api.services.db.select().from(accounts).where(eq(accounts.email, email)))[0]!;
const phoneCode = (phone: string, who = person()) => api.call(IDENTITY_CALLS.phoneCode, { body: { phone }, headers: who });
const smsLogin = (phone: string, code: string) => api.call<{ token: string; user_email?: string }>(IDENTITY_CALLS.login, { body: { username: phone, password: code, login_type: 2 } });

describe('L4: a registration proves only the contact its code went to', () => {
  const victimPhone = '2125559001';

  it("L4: an email code leaves the phone unproven: no login name, no SMS login code (the report's repro)", async () => {
    const squatter = person();
    expect((await register(squatter, { email: 'probe-reg1@probe.test', phone: victimPhone }, 'email')).err).toBe(ERR.OK);
    await approveAndActivate('probe-reg1@probe.test');
    const row = await accountOf('probe-reg1@probe.test');
    expect(row).toMatchObject({ state: 'activated', phone: victimPhone, phoneVerifiedAt: null });

    // The number is the account's contact only: asking a login code for it finds no account, and sends nothing.
    expect(pick(await phoneCode(victimPhone, squatter))).toEqual(noAccount);
    expect(await lastMessage(victimPhone, 'login_code')).toBeNull();
    expect(pick(await api.call(IDENTITY_CALLS.login, { body: { username: victimPhone, password: PASSWORD } }))).toEqual(noAccount);
    // The email signs in: the password was set through the link sent to it.
    expect((await api.call(IDENTITY_CALLS.login, { body: { username: 'probe-reg1@probe.test', password: PASSWORD } })).err).toBe(ERR.OK);
  });

  it("L4: the phone's real owner registers it with an SMS code, and it signs in the owner's account", async () => {
    const owner = person();
    expect((await register(owner, { email: 'owner@phone.test', phone: victimPhone }, 'sms')).err).toBe(ERR.OK);
    const row = await accountOf('owner@phone.test');
    expect(row.phone).toBe(victimPhone);
    expect(row.phoneVerifiedAt).toBeInstanceOf(Date);
    await approveAndActivate('owner@phone.test');

    expect((await phoneCode(victimPhone, owner)).err).toBe(ERR.OK);
    const login = await smsLogin(victimPhone, await lastCode(victimPhone, 'login_code'));
    expect(login.err).toBe(ERR.OK);
    const info = await api.call<{ user_email: string }>(IDENTITY_CALLS.userInfo, { token: login.val.token });
    expect(info.val.user_email).toBe('owner@phone.test');
  });

  it('L4: a proven phone keeps the number: the squatter cannot prove it, nor can another registration take it', async () => {
    const squatter = await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: 'probe-reg1@probe.test', password: PASSWORD } });
    const asSquatter = { token: squatter.val.token };
    expect(pick(await api.call(IDENTITY_CALLS.verificationSendCode, { body: { phone: victimPhone }, ...asSquatter }))).toEqual({
      err: ERR.PHONE_REGISTERED,
      errmsg: MESSAGES.phoneRegistered,
    });
    expect(pick(await register(person(), { email: 'late@phone.test', phone: victimPhone }, 'email'))).toEqual({ err: ERR.PHONE_REGISTERED, errmsg: MESSAGES.phoneRegistered });
  });

  it('L4: an unproven phone becomes a login name once a code sent to it proves it (My Account, change phone)', async () => {
    const phone = '2125559002';
    const who = person();
    expect((await register(who, { email: 'later@phone.test', phone }, 'email')).err).toBe(ERR.OK);
    await approveAndActivate('later@phone.test');
    expect(pick(await phoneCode(phone, who))).toEqual(noAccount);

    const session = await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: 'later@phone.test', password: PASSWORD }, headers: who });
    expect((await api.call(IDENTITY_CALLS.verificationSendCode, { body: { phone }, token: session.val.token, headers: who })).err).toBe(ERR.OK);
    const code = await lastCode(phone, 'verify_code');
    expect((await api.call(IDENTITY_CALLS.changePhone, { body: { phone, code }, token: session.val.token, headers: who })).err).toBe(ERR.OK);
    expect((await accountOf('later@phone.test')).phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await phoneCode(phone, who)).err).toBe(ERR.OK);
  });
});

describe('L4: the Rowe register proves no phone', () => {
  it('L4: the phone given at the Rowe register is unproven: no SMS login code, and its owner still registers it', async () => {
    const phone = '2125559003';
    await seedRoweUser(api.services, { roweId: 'R-L4', email: 'rowe-l4@rowedesign.test', firstName: 'Rae', lastName: 'Lane', password: 'Rowe-Password-2026' });
    const code = await issueLink(api.services, 'rowe_link', null, { rowe_id: 'R-L4' });
    const res = await api.call<{ token: string }>(IDENTITY_CALLS.roweRegister, { body: { RoweLinkingCode: code, phone } });
    expect(res.err).toBe(ERR.OK);
    const row = await accountOf('rowe-l4@rowedesign.test');
    expect(row).toMatchObject({ state: 'activated', phone, phoneVerifiedAt: null, signupChannel: 'password' });
    // The designer holds a Rowe session now; the phone signs nobody in until a code proves it.
    expect(pick(await phoneCode(phone))).toEqual(noAccount);
    expect(await lastMessage(phone, 'login_code')).toBeNull();
    // Its real owner is not told the number is taken.
    expect((await register(person(), { email: 'real-owner@phone.test', phone }, 'sms')).err).toBe(ERR.OK);
  });
});
