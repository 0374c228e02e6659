/**
 * L1 of the security report: a NUL byte, an unpaired surrogate or deep nesting anywhere in a call's body or query is
 * a 400 envelope, never a 500 from the database that could not keep it, and nothing is written.
 */
import { CARA_CALLS, CUSTOMER_CALLS, ERR, IDENTITY_CALLS, MESSAGES, REGISTRATION_CALLS, type Endpoint } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/identity';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';

let api: TestApi;
let designerToken: string;

beforeAll(async () => {
  api = await startTestApi();
  const designer = await createAccount(api.services, { kind: 'designer', email: 'l1-designer@studio.test', companyName: 'L1 Interiors' });
  designerToken = (await openSession(api.services, { id: designer.id, kind: 'designer' }, 'hom')).token;
});
afterAll(() => api.close());

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = 'a\udfffb';

/** Rows of the tables a refused call must leave alone. */
async function rowCounts(): Promise<Record<string, number>> {
  const result = (await api.services.db.execute(
    sql`select (select count(*) from cara_logs)::int as logs, (select count(*) from customers)::int as customers, (select count(*) from registrations)::int as registrations`,
  )) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0]!;
}

/**
 * Sends a body as raw JSON text: JSON.stringify would escape a lone surrogate the same way, but cannot build the
 * deepest nesting without overflowing the test's own stack.
 */
async function sendText(endpoint: Endpoint, text: string, token?: string): Promise<{ status: number; err: number; errmsg: string }> {
  const headers: Record<string, string> = { 'Api-Token': api.config.API_TOKEN, 'Content-Type': 'application/json', GuestUId: 'l1-guest-0001' };
  if (token) Object.assign(headers, { 'X-Auth-Token': token, Mode: 'mibd_designer' });
  const res = await fetch(new URL(`${endpoint.path}?obtain=hom`, api.url), { method: endpoint.method, headers, body: text });
  const json = (await res.json()) as { err: number; errmsg: string };
  return { status: res.status, err: json.err, errmsg: json.errmsg };
}

const refused = (errmsg: string) => ({ status: 400, err: ERR.BAD_REQUEST, errmsg });

describe('L1: text the database cannot keep is refused with 400', () => {
  // The report's table: each field that answered 500.
  const cases: Array<[string, Endpoint, Record<string, unknown>, boolean]> = [
    ['user_login username', IDENTITY_CALLS.login, { username: 'a\u0000b@x.test', password: 'x' }, false],
    ['firstCheck business_name', REGISTRATION_CALLS.firstCheck, { business_name: `Studio ${NUL}` }, false],
    ['getOldUserInfo account_number', REGISTRATION_CALLS.oldUserInfo, { account_number: NUL }, false],
    ['simpleRegister account_number', REGISTRATION_CALLS.simpleRegister, { account_number: NUL }, false],
    ['customer_list search', CUSTOMER_CALLS.list, { search: NUL }, true],
    ['addCustomer first_name', CUSTOMER_CALLS.add, { first_name: NUL, last_name: 'Cole', email: 'c@home.test' }, true],
    ['add_log data1 with a NUL', CARA_CALLS.addLog, { type: 'mibd.llm.open', data1: { note: NUL } }, false],
    ['add_log data2 with a lone high surrogate', CARA_CALLS.addLog, { type: 'mibd.llm.open', data2: [LONE_HIGH] }, false],
    ['add_log data1 with a lone low surrogate as a key', CARA_CALLS.addLog, { type: 'mibd.llm.open', data1: { [LONE_LOW]: 1 } }, false],
    ['add_log tag1 with a lone surrogate', CARA_CALLS.addLog, { type: 'mibd.llm.open', tag1: LONE_LOW }, false],
  ];

  it.each(cases)('L1: %s', async (_field, endpoint, body, signedIn) => {
    const before = await rowCounts();
    const res = await api.call(endpoint, { body, ...(signedIn ? { token: designerToken, mode: 'mibd_designer' } : {}) });
    expect({ status: res.status, err: res.err, errmsg: res.errmsg }).toEqual(refused(MESSAGES.textNotAllowed));
    expect(await rowCounts()).toEqual(before);
  });

  it('L1: in a query too', async () => {
    const res = await api.call(IDENTITY_CALLS.userRole, { query: { mode: NUL } });
    expect({ status: res.status, err: res.err, errmsg: res.errmsg }).toEqual(refused(MESSAGES.textNotAllowed));
  });

  it('L1: the same text, well formed, is kept', async () => {
    const res = await api.call(CARA_CALLS.addLog, { body: { type: 'mibd.llm.open', tag1: 'Café 😀', data1: { note: 'tab\tline\n😀' } } });
    expect(res.err).toBe(ERR.OK);
  });
});

describe('L1: deep nesting is refused with 400 before it reaches the database', () => {
  it.each([40, 5_000, 100_000])('L1: add_log data nested %i levels', async (depth) => {
    const before = await rowCounts();
    const nested = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const res = await sendText(CARA_CALLS.addLog, `{"type":"mibd.llm.open","data1":${nested}}`);
    expect(res).toEqual(refused(MESSAGES.nestedTooDeeply));
    expect(await rowCounts()).toEqual(before);
  });

  it('L1: objects nested deeply in any call', async () => {
    const nested = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    expect(await sendText(REGISTRATION_CALLS.oldUserInfo, `{"account_number":"x","extra":${nested}}`)).toEqual(refused(MESSAGES.nestedTooDeeply));
  });

  it('L1: the nesting real forms use passes', async () => {
    const res = await sendText(CARA_CALLS.addLog, JSON.stringify({ type: 'mibd.llm.open', data1: { a: { b: { c: [[{ d: [1, 2] }]] } } } }));
    expect(res.err).toBe(ERR.OK);
  });
});
