import { CUSTOMER_CALLS, CUSTOMER_MESSAGES, ERR, IDENTITY_CALLS, MESSAGES, type Customer, type CustomerListResponse } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';

let api: TestApi;
const tokens: Record<string, string> = {};

async function signIn(email: string): Promise<string> {
  const res = await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: email, password: TEST_PASSWORD } });
  return res.val.token;
}

beforeAll(async () => {
  api = await startTestApi();
  const dana = await createAccount(api.services, { kind: 'designer', email: 'dana@studio.test', companyName: 'Studio One' });
  const [danaRow] = await api.services.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, dana.id));
  const member = await createAccount(api.services, { kind: 'sub_account', email: 'member@studio.test', parentId: dana.id });
  await api.services.db.update(accounts).set({ companyId: danaRow!.companyId }).where(eq(accounts.id, member.id));
  await createAccount(api.services, { kind: 'designer', email: 'other@elsewhere.test', companyName: 'Elsewhere Design' });
  await createAccount(api.services, { kind: 'customer', email: 'client@home.test', parentId: dana.id });
  await createAccount(api.services, { kind: 'client_agent', email: 'agent@home.test', agentCode: 'AGENT-1' });
  for (const email of ['dana@studio.test', 'member@studio.test', 'other@elsewhere.test', 'client@home.test', 'agent@home.test']) {
    tokens[email] = await signIn(email);
  }
});
afterAll(() => api.close());

const designer = { mode: 'mibd_designer' };
const form = (extra: Record<string, string> = {}) => ({ first_name: 'Avery', last_name: 'Stone', email: 'avery@clients.test', ...extra });
const add = (body: unknown, token = tokens['dana@studio.test'], mode = 'mibd_designer') =>
  api.call<Customer>(CUSTOMER_CALLS.add, { body, token, mode });
const list = (body: unknown = {}, token = tokens['dana@studio.test'], mode = 'mibd_designer') =>
  api.call<CustomerListResponse>(CUSTOMER_CALLS.list, { body, token, mode });

describe('create customer', () => {
  it('creates a customer from the form: names trimmed, email lowercased, the phone as ten digits', async () => {
    const res = await add(
      form({ first_name: ' Avery ', email: 'Avery@Clients.TEST', phone: '+12125550100', postal: '10001-1234', city: 'New York', state: 'NY', street_address: '1 Main St', country: 'United States' }),
    );
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({
      name: 'Avery Stone',
      first_name: 'Avery',
      email: 'avery@clients.test',
      phone: '2125550100',
      postal: '10001-1234',
      city: 'New York',
    });
    expect(res.val.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 25002 on the email field for an email the company already has, in any case', async () => {
    const res = await add(form({ first_name: 'Other', email: 'AVERY@clients.test' }));
    expect({ err: res.err, errmsg: res.errmsg, status: res.status }).toEqual({ err: ERR.EMAIL_EXISTS, errmsg: CUSTOMER_MESSAGES.emailExists, status: 200 });
    expect(res.val).toEqual({ field: 'email' });
  });

  it('lets another company keep a customer with the same email', async () => {
    const res = await add(form(), tokens['other@elsewhere.test']);
    expect(res.err).toBe(ERR.OK);
  });

  it('settles two creations of one email at once with one customer and one 25002', async () => {
    const both = await Promise.all([add(form({ email: 'race@clients.test' })), add(form({ email: 'race@clients.test' }))]);
    expect(both.map((r) => r.err).sort()).toEqual([ERR.OK, ERR.EMAIL_EXISTS].sort());
  });

  it.each([
    [{ first_name: '' }, CUSTOMER_MESSAGES.firstName],
    [{ first_name: '   ' }, CUSTOMER_MESSAGES.firstName],
    [{ first_name: 'A'.repeat(21) }, 'First Name can be at most 20 characters'],
    [{ last_name: '' }, CUSTOMER_MESSAGES.lastName],
    [{ last_name: 'B'.repeat(21) }, 'Last Name can be at most 20 characters'],
    [{ email: '' }, CUSTOMER_MESSAGES.email],
    [{ email: 'avery@clients.technology' }, MESSAGES.validEmail],
    [{ email: 'avery@clients.t' }, MESSAGES.validEmail],
    [{ email: `${'a'.repeat(40)}@clients.test` }, 'Email can be at most 50 characters'],
    [{ phone: '212-555-010' }, MESSAGES.validPhone],
    [{ phone: '2125550100999' }, 'Phone can be at most 12 characters'],
    [{ postal: '1234' }, CUSTOMER_MESSAGES.validPostal],
    [{ postal: '12345-12' }, CUSTOMER_MESSAGES.validPostal],
    [{ street_address: 'S'.repeat(201) }, 'Street Address can be at most 200 characters'],
    [{ city: 'C'.repeat(51) }, 'City can be at most 50 characters'],
  ])('refuses %o with the form message', async (extra, errmsg) => {
    const res = await add(form({ email: 'fresh@clients.test', ...extra }));
    expect({ err: res.err, errmsg: res.errmsg, status: res.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg, status: 400 });
  });

  it('refuses a body that is not a form with a 400 envelope', async () => {
    const res = await add({ first_name: 5, last_name: [], email: null });
    expect(res.status).toBe(400);
    expect(res.err).toBe(ERR.BAD_REQUEST);
  });

  it('refuses browsing mode, visitors and invited customers; a client agent creates a customer of its own', async () => {
    expect((await add(form({ email: 'safe@clients.test' }), tokens['dana@studio.test'], 'mibd_safe')).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CUSTOMER_CALLS.add, { body: form({ email: 'anon@clients.test' }) })).err).toBe(ERR.SESSION_INVALID);
    expect((await add(form({ email: 'c@clients.test' }), tokens['client@home.test'], '')).err).toBe(ERR.NO_PERMISSION);
    // Client agents (staff) keep the customers they build carts for (the client agent's /clientAgent).
    expect((await add(form({ email: 'a@clients.test' }), tokens['agent@home.test'], '')).err).toBe(ERR.OK);
  });

  it('lets client mode create a customer, and takes the phone as typed in groups', async () => {
    const res = await add(form({ first_name: 'Blake', last_name: 'Rivers', email: 'blake@clients.test', phone: '646-555-0199' }), tokens['dana@studio.test'], 'mibd_communicate');
    expect(res.err).toBe(ERR.OK);
    expect(res.val.phone).toBe('6465550199');
  });
});

describe('customer list', () => {
  it("lists the company's customers in name order for the designer and the company's sub-account", async () => {
    const mine = await list();
    expect(mine.err).toBe(ERR.OK);
    expect(mine.val.list.map((c) => c.name)).toEqual(['Avery Stone', 'Avery Stone', 'Blake Rivers']);
    expect(mine.val.total).toBe(3);
    const member = await list({}, tokens['member@studio.test']);
    expect(member.val.list.map((c) => c.id)).toEqual(mine.val.list.map((c) => c.id));
  });

  it("never shows another company's customers", async () => {
    const other = await list({}, tokens['other@elsewhere.test']);
    expect(other.val.list.map((c) => c.email)).toEqual(['avery@clients.test']);
  });

  it('narrows by a search of name or email, with no wildcards', async () => {
    expect((await list({ search: 'rivers' })).val.list.map((c) => c.name)).toEqual(['Blake Rivers']);
    expect((await list({ search: 'blake r' })).val.list.map((c) => c.name)).toEqual(['Blake Rivers']);
    expect((await list({ search: 'RACE@' })).val.list.map((c) => c.email)).toEqual(['race@clients.test']);
    expect((await list({ search: '%' })).val.list).toEqual([]);
    expect((await list({ search: '' })).val.total).toBe(3);
  });

  it('pages the list', async () => {
    const first = await list({ page: 1, limit: 2 });
    const second = await list({ page: '2', limit: '2' });
    expect(first.val.list).toHaveLength(2);
    expect(second.val.list.map((c) => c.name)).toEqual(['Blake Rivers']);
    expect(second.val.total).toBe(3);
    expect((await list({ limit: 101 })).err).toBe(ERR.BAD_REQUEST);
  });

  it('works in client mode and refuses browsing mode', async () => {
    expect((await list({}, tokens['dana@studio.test'], 'mibd_communicate')).err).toBe(ERR.OK);
    expect((await list({}, tokens['dana@studio.test'], 'mibd_safe')).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CUSTOMER_CALLS.list, { body: {}, ...designer })).err).toBe(ERR.SESSION_INVALID);
  });
});
