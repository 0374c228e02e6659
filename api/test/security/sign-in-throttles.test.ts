/**
 * H1 and H2 of the security report (decision 014): sign-in limits are keyed on the real peer address and on the
 * account, a client calling the api directly cannot choose the address it is counted under, strangers' failures
 * slow guessing down without locking the owner out, and no limit is a site-wide cap one client can spend.
 */
import { ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { guestId, PAGE_SERVER, throughPageServer } from './page-server';

/** Failed sign-ins one address may make in a day (small, so the tests reach it quickly). */
const CLIENT_LIMIT = 8;
const WRONG = 'Wrong-Passw0rd-x';

let api: TestApi;
let browser: ReturnType<typeof throughPageServer>;
beforeAll(async () => {
  api = await startTestApi({ TRUSTED_PROXIES: PAGE_SERVER, LOGIN_DAILY_LIMIT: String(CLIENT_LIMIT) });
  browser = throughPageServer(api);
  await createAccount(api.services, { kind: 'designer', email: 'h1-phone@studio.test', phone: '2125550999' });
  await createAccount(api.services, { kind: 'designer', email: 'burst@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'office@studio.test' });
  await createAccount(api.services, { kind: 'designer', email: 'owner@studio.test' });
});
afterAll(() => api.close());

/** A new address each time: an attacker with as many addresses as it likes. */
let addresses = 0;
function stranger(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

const login = (client: string, username: string, password: string, guest?: string) =>
  browser(IDENTITY_CALLS.login, { client, guest, body: { username, password, login_type: 1 } });
const ffdLogin = (client: string, email: string, password: string, guest?: string) => browser(IDENTITY_CALLS.ffdLogin, { client, guest, body: { email, password } });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const noAccount = { err: ERR.LOGIN_NO_ACCOUNT, errmsg: MESSAGES.loginNoAccount };
const wrongPassword = { err: ERR.LOGIN_WRONG_PASSWORD, errmsg: MESSAGES.loginWrongPassword };
const dailyLimit = { err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit };

/** The seconds a 'Too many failed attempts' refusal asks to wait; it fails the test for any other answer. */
function heldFor(res: { err: number; errmsg: string }): number {
  expect(res.err).toBe(ERR.DAILY_LIMIT);
  const match = /^Too many failed attempts, please try again in (\d+) (second|seconds|minute|minutes)$/.exec(res.errmsg);
  expect(match, res.errmsg).not.toBeNull();
  return Number(match![1]) * (match![2]!.startsWith('minute') ? 60 : 1);
}

describe('H1: limits are keyed on the real peer address', () => {
  it('H1: through the page server each browser address has its own budget of failed sign-ins', async () => {
    const [spender, other] = [stranger(), stranger()];
    for (let i = 0; i < CLIENT_LIMIT; i += 1) expect(pick(await login(spender, `ghost-${i}@probe.test`, WRONG))).toEqual(noAccount);
    expect(pick(await login(spender, 'ghost-x@probe.test', WRONG))).toEqual(dailyLimit);
    expect(pick(await login(other, 'ghost-x@probe.test', WRONG))).toEqual(noAccount);
  });

  it('H1: successful sign-ins are not counted against the address (an office signs in all day)', async () => {
    const office = stranger();
    for (let i = 0; i < CLIENT_LIMIT + 2; i += 1) expect((await login(office, 'office@studio.test', TEST_PASSWORD)).err).toBe(ERR.OK);
    expect(pick(await login(office, 'office@studio.test', WRONG))).toEqual(wrongPassword);
  });

  it('H1: one account is one budget, however its name is written and from however many addresses', async () => {
    const spellings = ['2125550999', '212-555-0999', '(212) 555-0999', '+1 212 555 0999', '212.555.0999'];
    for (const name of spellings) expect(pick(await login(stranger(), name, WRONG))).toEqual(wrongPassword);
    // The sixth failure, by the account's email this time, is still checked; from then on each holds the account.
    expect(pick(await login(stranger(), ' H1-Phone@Studio.TEST ', WRONG))).toEqual(wrongPassword);
    const first = heldFor(await login(stranger(), '1 (212) 555 0999', TEST_PASSWORD));
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(api.config.LOGIN_BACKOFF_SECONDS);
    // Each further failure doubles the hold: 30 s, then 60 s, then 120 s.
    api.advance(first * 1000);
    expect(pick(await login(stranger(), 'h1-phone@studio.test', WRONG))).toEqual(wrongPassword);
    const second = heldFor(await login(stranger(), '2125550999', WRONG));
    expect(second).toBeGreaterThan(50);
    expect(second).toBeLessThanOrEqual(60);
    api.advance(second * 1000);
    expect(pick(await login(stranger(), '2125550999', WRONG))).toEqual(wrongPassword);
    const third = heldFor(await login(stranger(), '2125550999', WRONG));
    expect(third).toBeGreaterThan(110);
    expect(third).toBeLessThanOrEqual(120);
    // Once the hold is over the right password signs in, and the run of failures is forgotten.
    api.advance(third * 1000);
    expect((await login(stranger(), '212-555-0999', TEST_PASSWORD)).err).toBe(ERR.OK);
    expect(pick(await login(stranger(), '2125550999', WRONG))).toEqual(wrongPassword);
  });

  it('H1: a burst of parallel guesses gets no further than the free failures and one more', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => login(stranger(), 'burst@studio.test', WRONG)));
    const checked = answers.filter((res) => res.err === ERR.LOGIN_WRONG_PASSWORD).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(api.config.LOGIN_FREE_FAILURES + 1);
    for (const res of answers.filter((r) => r.err !== ERR.LOGIN_WRONG_PASSWORD)) expect(heldFor(res)).toBeGreaterThan(0);
  });

  it('H1: a client calling the api directly cannot choose its address with X-Forwarded-For', async () => {
    // These calls come from 127.0.0.1, which is not the page server: the header is the client's own words.
    const direct = (username: string, forwardedFor: string) =>
      api.call(IDENTITY_CALLS.login, { body: { username, password: WRONG }, headers: { 'X-Forwarded-For': forwardedFor } });
    for (let i = 1; i <= CLIENT_LIMIT; i += 1) expect(pick(await direct(`nobody-${i}@probe.test`, `10.66.0.${i}`))).toEqual(noAccount);
    expect(pick(await direct('nobody-x@probe.test', '10.66.0.200'))).toEqual(dailyLimit);
    expect(pick(await direct('nobody-x@probe.test', '203.0.113.7, 10.66.0.201'))).toEqual(dailyLimit);
    // From the page server the same header names the browser, which has a budget of its own.
    expect(pick(await login('10.66.0.200', 'nobody-x@probe.test', WRONG))).toEqual(noAccount);
  });
});

describe('H2: nobody can lock the owner out', () => {
  it("H2: strangers' failures hold the account back, but never the owner's own address or browser", async () => {
    const home = '198.51.100.7';
    const ownBrowser = guestId('owner-browser');
    expect((await login(home, 'owner@studio.test', TEST_PASSWORD, ownBrowser)).err).toBe(ERR.OK);

    for (let i = 0; i < 10; i += 1) {
      const res = await login(stranger(), 'owner@studio.test', WRONG);
      if (res.err !== ERR.LOGIN_WRONG_PASSWORD) expect(heldFor(res)).toBeGreaterThan(0);
    }
    // A stranger is held back even with the right password: guessing has stopped.
    expect(heldFor(await login(stranger(), 'owner@studio.test', TEST_PASSWORD))).toBeGreaterThan(0);
    // The owner signs in from home with another browser, and with the own browser from another address.
    expect((await login(home, 'owner@studio.test', TEST_PASSWORD, guestId('owner-laptop'))).err).toBe(ERR.OK);
    expect((await login(stranger(), 'owner@studio.test', TEST_PASSWORD, ownBrowser)).err).toBe(ERR.OK);
    // From a new browser at a new address the owner waits for the hold (minutes at most), not for tomorrow.
    const newPlace = stranger();
    const wait = heldFor(await login(newPlace, 'owner@studio.test', TEST_PASSWORD, guestId('owner-new-phone')));
    expect(wait).toBeLessThanOrEqual(api.config.LOGIN_BACKOFF_MAX_SECONDS);
    api.advance(wait * 1000);
    expect((await login(newPlace, 'owner@studio.test', TEST_PASSWORD, guestId('owner-new-phone'))).err).toBe(ERR.OK);
  });

  it("H2: 50 bad FFD sign-ins from one browser (the report's lockout) leave the owner signing in", async () => {
    const home = '198.51.100.20';
    const ownBrowser = guestId('ffd-owner');
    const created = await browser(IDENTITY_CALLS.ffdRegister, { client: home, guest: ownBrowser, body: { email: 'ffd-lock2-probe@probe.test', password: 'Probe-Lock-Pw-1' } });
    expect(created.err).toBe(ERR.OK);
    const attacker = stranger();
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push((await ffdLogin(attacker, 'ffd-lock2-probe@probe.test', WRONG)).err);
    expect(answers.filter((err) => err === ERR.LOGIN_WRONG_PASSWORD).length).toBeLessThanOrEqual(api.config.LOGIN_FREE_FAILURES + 1);
    expect((await ffdLogin(home, 'ffd-lock2-probe@probe.test', 'Probe-Lock-Pw-1', ownBrowser)).err).toBe(ERR.OK);
    expect((await ffdLogin(stranger(), 'ffd-lock2-probe@probe.test', 'Probe-Lock-Pw-1', ownBrowser)).err).toBe(ERR.OK);
  });

  it("H2: one address spending its daily budget spends no one else's (sign-in, FFD sign-up)", async () => {
    const [spender, other] = [stranger(), stranger()];
    for (let i = 0; i < CLIENT_LIMIT; i += 1) {
      const signUp = await browser(IDENTITY_CALLS.ffdRegister, { client: spender, body: { email: `signup-${i}@probe.test`, password: 'Probe-Signup-Pw-1' } });
      expect(signUp.err).toBe(ERR.OK);
      expect(pick(await login(spender, `ghost-h2-${i}@probe.test`, WRONG))).toEqual(noAccount);
    }
    expect(pick(await browser(IDENTITY_CALLS.ffdRegister, { client: spender, body: { email: 'signup-x@probe.test', password: 'Probe-Signup-Pw-1' } }))).toEqual(dailyLimit);
    expect(pick(await login(spender, 'owner@studio.test', TEST_PASSWORD))).toEqual(dailyLimit);
    // Everyone else, and the owner, carry on.
    expect((await browser(IDENTITY_CALLS.ffdRegister, { client: other, body: { email: 'signup-x@probe.test', password: 'Probe-Signup-Pw-1' } })).err).toBe(ERR.OK);
    expect((await login(other, 'owner@studio.test', TEST_PASSWORD)).err).toBe(ERR.OK);
  });
});
