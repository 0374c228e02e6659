/**
 * M1 of the security report: using a link that sets the password, or changing the password, retires every other
 * outstanding link of the account that could set it (set-password, activation, invitations), so an old email
 * cannot take the account back.
 */
import { ERR, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS } from '@storefront/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLink } from '../../src/modules/identity';
import { outbox } from '../../src/platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';

let api: TestApi;
let approvedId: string;
beforeAll(async () => {
  api = await startTestApi();
  approvedId = (await createAccount(api.services, { kind: 'designer', email: 'probe-reg1@probe.test', state: 'approved', password: null })).id;
  await createAccount(api.services, { kind: 'designer', email: 'changer@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'resetter@studio.test' });
});
afterAll(() => api.close());

const expired = { err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired };
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const checkLink = (token: string) => api.call(IDENTITY_CALLS.checkLink, { body: { token } });
const setPassword = (token: string, password: string) => api.call(IDENTITY_CALLS.setPassword, { body: { token, password, confirm_password: password } });
const login = (username: string, password: string) => api.call(IDENTITY_CALLS.login, { body: { username, password } });
/** Asking for a link again waits out the pause between two emails to one address. */
const waitOutPause = () => api.advance(api.config.SEND_COOLDOWN_SECONDS * 1000);

/** The token of the newest email of a template sent to a recipient. */
async function lastLinkToken(recipient: string, template: string): Promise<string> {
  const [row] = await api.services.db
    .select({ links: outbox.links })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const url = row?.links[0]?.url;
  if (!url) throw new Error(`no ${template} email to ${recipient}`);
  return new URL(url).searchParams.get('token')!;
}

describe('M1: a password set or changed retires the other links', () => {
  it("M1: activating with one link retires the other activation links (the report's repro)", async () => {
    const email = 'probe-reg1@probe.test';
    // A2: the activation email sent again; A3: forgot password on an account still only approved (another activation link).
    expect((await api.call(REGISTRATION_CALLS.sendActivationEmail, { body: { email } })).err).toBe(ERR.OK);
    const a2 = await lastLinkToken(email, 'activation');
    waitOutPause();
    expect((await api.call(IDENTITY_CALLS.forgetPassword, { body: { email } })).err).toBe(ERR.OK);
    const a3 = await lastLinkToken(email, 'set_password');
    expect((await checkLink(a3)).val).toMatchObject({ purpose: 'activation' });
    // An invitation-like link issued to the same account is retired as well.
    const invitation = await issueLink(api.services, 'invitation', approvedId);

    expect((await setPassword(a2, 'Probe-Passw0rd-1')).err).toBe(ERR.OK);
    expect(pick(await checkLink(a3))).toEqual(expired);
    expect(pick(await checkLink(invitation))).toEqual(expired);
    expect(pick(await setPassword(a3, 'Probe-Passw0rd-3'))).toEqual(expired);
    expect((await login(email, 'Probe-Passw0rd-1')).err).toBe(ERR.OK);
  });

  it('M1: a reset link mailed before a password change stops working', async () => {
    const email = 'changer@studio.test';
    const session = await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: email, password: TEST_PASSWORD } });
    expect((await api.call(IDENTITY_CALLS.forgetPassword, { body: { email } })).err).toBe(ERR.OK);
    const s1 = await lastLinkToken(email, 'set_password');
    const changed = await api.call(IDENTITY_CALLS.changePassword, {
      token: session.val.token,
      body: { old_password: TEST_PASSWORD, password: 'Changed-Passw0rd-2', confirm_password: 'Changed-Passw0rd-2' },
    });
    expect(changed.err).toBe(ERR.OK);
    expect(pick(await checkLink(s1))).toEqual(expired);
    expect(pick(await setPassword(s1, 'Stolen-Passw0rd-3'))).toEqual(expired);
    expect((await login(email, 'Changed-Passw0rd-2')).err).toBe(ERR.OK);
  });

  it('M1: using one reset link retires the older ones', async () => {
    const email = 'resetter@studio.test';
    expect((await api.call(IDENTITY_CALLS.forgetPassword, { body: { email } })).err).toBe(ERR.OK);
    const s1 = await lastLinkToken(email, 'set_password');
    waitOutPause();
    expect((await api.call(IDENTITY_CALLS.forgetPassword, { body: { email } })).err).toBe(ERR.OK);
    const s2 = await lastLinkToken(email, 'set_password');
    expect(s2).not.toBe(s1);
    expect((await checkLink(s1)).err).toBe(ERR.OK);

    expect((await setPassword(s2, 'Reset-Passw0rd-22')).err).toBe(ERR.OK);
    expect(pick(await checkLink(s1))).toEqual(expired);
    expect(pick(await setPassword(s1, 'Stale-Passw0rd-11'))).toEqual(expired);
    expect((await login(email, 'Reset-Passw0rd-22')).err).toBe(ERR.OK);
  });
});
