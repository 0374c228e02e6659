/**
 * Members' changes at once. Each change holds its company's row for its transaction, so the seats counted against the
 * maximum hold when invitations and reopenings arrive together, and a close never hands a member's things to an
 * account closed at the same time. Only Postgres runs calls in parallel: PGlite has one connection, so these tests
 * skip there.
 */
import { ERR, MEMBER_CALLS, MEMBER_ERR, type Member } from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
import { openSession } from '../identity';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SEND_CLIENT_DAILY_LIMIT: '1000', SEND_DAILY_LIMIT: '1000', SEND_COOLDOWN_SECONDS: '0' });
});
afterAll(() => api.close());

let companiesMade = 0;
/** A designer of a company of its own, whose company holds at most `max` accounts. */
async function company(max: number): Promise<{ id: string; token: string; companyId: string }> {
  companiesMade += 1;
  const account = await createAccount(api.services, { kind: 'designer', email: `owner${companiesMade}@race.test`, companyName: `Race Studio ${companiesMade}` });
  const [row] = await api.services.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, account.id));
  await api.services.db.update(companies).set({ maxActiveAccounts: max }).where(eq(companies.id, row!.companyId!));
  const { token } = await openSession(api.services, { id: account.id, kind: 'designer' }, 'hom');
  return { id: account.id, token, companyId: row!.companyId! };
}

const seatsHeld = async (companyId: string) =>
  (await api.services.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), inArray(accounts.state, ['approved', 'activated'])))).length;

const onPostgres = it.skipIf(DATABASE_KIND !== 'postgres');
const reason = '(Postgres: PGlite has one connection, so nothing runs in parallel there)';

describe('members changed at once', () => {
  onPostgres(`invitations at once never pass the company's maximum ${reason}`, async () => {
    const owner = await company(4);
    const as = { token: owner.token, mode: 'mibd_designer' };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.call(MEMBER_CALLS.invite, { body: { email: `member${i}@race1.test`, first_name: 'Race', last_name: `Member ${i}` }, ...as })),
    );
    expect(results.filter((r) => r.err === ERR.OK)).toHaveLength(3);
    expect(results.filter((r) => r.err !== ERR.OK).map((r) => r.err)).toEqual(Array(9).fill(MEMBER_ERR.MAX_ACTIVE));
    expect(await seatsHeld(owner.companyId)).toBe(4);
  });

  onPostgres(`invitations and reopenings at once share the last seat ${reason}`, async () => {
    const owner = await company(10);
    const as = { token: owner.token, mode: 'mibd_designer' };
    const closed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const member = (await api.call<Member>(MEMBER_CALLS.invite, { body: { email: `closed${i}@race2.test`, first_name: 'Closed', last_name: `${i}` }, ...as })).val;
      expect((await api.call(MEMBER_CALLS.close, { body: { member_id: member.id, receiver_id: owner.id }, ...as })).err).toBe(ERR.OK);
      closed.push(member.id);
    }
    // One seat left: the owner and eight invitations waiting.
    for (let i = 0; i < 8; i += 1) await api.call(MEMBER_CALLS.invite, { body: { email: `held${i}@race2.test`, first_name: 'Held', last_name: `${i}` }, ...as });
    expect(await seatsHeld(owner.companyId)).toBe(9);
    const results = await Promise.all([
      ...closed.map((id) => api.call(MEMBER_CALLS.reopen, { body: { member_id: id }, ...as })),
      ...Array.from({ length: 6 }, (_, i) => api.call(MEMBER_CALLS.invite, { body: { email: `late${i}@race2.test`, first_name: 'Late', last_name: `${i}` }, ...as })),
    ]);
    expect(results.filter((r) => r.err === ERR.OK)).toHaveLength(1);
    expect(results.filter((r) => r.err !== ERR.OK).every((r) => r.err === MEMBER_ERR.MAX_ACTIVE)).toBe(true);
    expect(await seatsHeld(owner.companyId)).toBe(10);
  });

  onPostgres(`two invitations of one email at once make one member ${reason}`, async () => {
    const owner = await company(10);
    const as = { token: owner.token, mode: 'mibd_designer' };
    const results = await Promise.all(
      ['twin@race3.test', 'TWIN@race3.test', ' twin@race3.test '].map((email) => api.call(MEMBER_CALLS.invite, { body: { email, first_name: 'Twin', last_name: 'Invite' }, ...as })),
    );
    expect(results.map((r) => r.err).sort()).toEqual([ERR.OK, ERR.EMAIL_EXISTS, ERR.EMAIL_EXISTS].sort());
    expect(await api.services.db.select().from(accounts).where(eq(accounts.email, 'twin@race3.test'))).toHaveLength(1);
  });

  onPostgres(`two members closed at once, each naming the other to receive, leave one open to hold the things ${reason}`, async () => {
    const owner = await company(10);
    const as = { token: owner.token, mode: 'mibd_designer' };
    const made = await Promise.all(
      ['ann', 'bea'].map(async (name) => {
        const account = await createAccount(api.services, { kind: 'sub_account', email: `${name}@race4.test`, parentId: owner.id });
        await api.services.db.update(accounts).set({ companyId: owner.companyId }).where(eq(accounts.id, account.id));
        return account.id;
      }),
    );
    const [ann, bea] = made as [string, string];
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([
        api.call(MEMBER_CALLS.close, { body: { member_id: ann, receiver_id: bea }, ...as }),
        api.call(MEMBER_CALLS.close, { body: { member_id: bea, receiver_id: ann }, ...as }),
      ]);
      expect(results.map((r) => r.err).sort()).toEqual([ERR.OK, MEMBER_ERR.RECEIVER_NOT_FOUND].sort());
      const states = await api.services.db.select({ state: accounts.state }).from(accounts).where(inArray(accounts.id, made));
      expect(states.map((s) => s.state).sort()).toEqual(['activated', 'closed']);
      // Both open again for the next round.
      const shut = results[0]!.err === ERR.OK ? ann : bea;
      expect((await api.call(MEMBER_CALLS.reopen, { body: { member_id: shut }, ...as })).err).toBe(ERR.OK);
    }
  });
});
