/**
 * M7 of the security report: getOldUserInfo, given only an email or username, answered any trade account's names,
 * business and address to anyone. Now an account number alone shows the company a new person would join; the
 * prefill (names, masked contact, address) needs a registration code sent to the account's own email.
 */
import { ERR, MESSAGES, REGISTRATION_CALLS, type ResponseOf } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/platform/db/schema';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { latestCode as sentCode } from '../../src/testing/outbox';

type OldUserInfo = ResponseOf<typeof REGISTRATION_CALLS.oldUserInfo>;

let api: TestApi;
const OWNER = 'm7-owner@studio.test';

beforeAll(async () => {
  api = await startTestApi();
  const owner = await createAccount(api.services, { kind: 'designer', email: OWNER, phone: '2125550142', companyName: 'Whitfield Interiors', firstName: 'Dana' });
  const [row] = await api.services.db.select({ companyId: companies.id }).from(companies).where(eq(companies.businessName, 'Whitfield Interiors'));
  await api.services.db
    .update(companies)
    .set({ details: { business_type: 'interior_designer', street_address: '12 Harbor St', city: 'Boston', state: 'MA', postal: '02110', country: 'US', brands: ['ca'] } })
    .where(eq(companies.id, row!.companyId));
  expect(owner.email).toBe(OWNER);
});
afterAll(() => api.close());

const latestCode = (recipient: string) => sentCode(api.services, recipient);

const lookUp = (body: Record<string, unknown>) => api.call<OldUserInfo>(REGISTRATION_CALLS.oldUserInfo, { body, headers: { GuestUId: 'm7-guest-0001' } });

const companyOnly: OldUserInfo = {
  account_number: OWNER,
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  business_name: 'Whitfield Interiors',
  business_type: '',
  street_address: '',
  city: '',
  state: '',
  postal: '',
  country: '',
  brands: [],
};

describe('M7: getOldUserInfo', () => {
  it('M7: an account number alone answers the company, no person, contact or address', async () => {
    const res = await lookUp({ account_number: OWNER });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toEqual(companyOnly);
  });

  it('M7: a wrong code is refused and prefills nothing', async () => {
    const res = await lookUp({ account_number: OWNER, code: '000000' });
    expect({ err: res.err, errmsg: res.errmsg, val: res.val }).toEqual({ err: ERR.VERIFICATION_CODE, errmsg: MESSAGES.verificationCodeError, val: null });
  });

  it("M7: a code sent to another address proves nothing about this account's mailbox", async () => {
    await api.call(REGISTRATION_CALLS.sendCode, { body: { email: 'stranger@elsewhere.test' }, headers: { GuestUId: 'm7-guest-0001' } });
    const res = await lookUp({ account_number: OWNER, code: await latestCode('stranger@elsewhere.test') });
    expect(res.err).toBe(ERR.VERIFICATION_CODE);
  });

  it("M7: with a code sent to the account's own email, the prefill comes, contact still masked; the code is then used up", async () => {
    const sent = await api.call(REGISTRATION_CALLS.sendCode, { body: { email: OWNER }, headers: { GuestUId: 'm7-guest-0001' } });
    expect(sent.err).toBe(ERR.OK);
    const code = await latestCode(OWNER);
    const res = await lookUp({ account_number: OWNER, code });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({
      first_name: 'Dana',
      last_name: 'Person',
      phone: '***-***-0142',
      business_name: 'Whitfield Interiors',
      business_type: 'interior_designer',
      street_address: '12 Harbor St',
      city: 'Boston',
      state: 'MA',
      postal: '02110',
      country: 'US',
      brands: ['ca'],
    });
    expect(res.val.email).toMatch(/^m\*+@studio\.test$/);
    const again = await lookUp({ account_number: OWNER, code });
    expect(again.err).toBe(ERR.VERIFICATION_CODE);
  });

  it('M7: an unknown account number is still "Account number not found"', async () => {
    const res = await lookUp({ account_number: 'nobody@nowhere.test' });
    expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.ACCOUNT_NUMBER_NOT_FOUND, errmsg: MESSAGES.accountNumberNotFound });
  });
});
