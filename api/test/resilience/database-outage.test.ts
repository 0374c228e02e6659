/**
 * Fault 1c: Postgres stops for a few seconds while the api is under load (a cluster of the test's own, so the
 * server the other test files use is not disturbed). Every call answers the `{err, val, errmsg}` envelope within a
 * bound: the calls that need the database a 503 (50300) while it is away, never a bare 500 and never a hang;
 * /api/ready says not ready; once Postgres is back, the same api process serves again by itself.
 */
import { CARA_CALLS, CATALOG_CALLS, ERR, IDENTITY_CALLS, MESSAGES, PLATFORM_CALLS, REGISTRATION_CALLS, type Endpoint } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../src/testing/accounts';
import { TEST_DATABASE_URL } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';
import {
  callAt,
  filesFolder,
  killStrays,
  scratchDatabase,
  serverBinariesInstalled,
  spawnApi,
  throwawayCluster,
  waitFor,
  type Answer,
  type ApiProcess,
  type CallOptions,
  type Cluster,
  type ScratchDatabase,
} from './harness';

/** The longest any call may take, outage or not. */
const ANSWER_BOUND_MS = 8_000;
/** How long Postgres stays away. */
const OUTAGE_MS = 3_000;
/** Callers sending calls at once, one after another each. */
const CALLERS = 4;

type Phase = 'before' | 'outage' | 'after';
interface Outcome {
  name: string;
  needsDatabase: boolean;
  startedAt: number;
  endedAt: number;
  answer?: Answer<unknown>;
  failure?: string;
}

describe.skipIf(!TEST_DATABASE_URL || !serverBinariesInstalled())(
  'fault: Postgres stops under load (needs TEST_DATABASE_URL and the Postgres server binaries: the test stops a cluster of its own)',
  () => {
    let cluster: Cluster;
    let scratch: ScratchDatabase;
    let folder: ReturnType<typeof filesFolder>;
    let api: ApiProcess;
    let token: string;
    let sku: string;

    beforeAll(async () => {
      cluster = throwawayCluster();
      scratch = await scratchDatabase(cluster.adminUrl);
      folder = filesFolder();
      await createAccount(scratch.services, { kind: 'designer', email: 'outage@studio.test' });
      sku = (await insertProducts(scratch.services, [{ category: 'Sofas' }]))[0]!.skuNumber;
      // The test's own connections are not part of what is tested: closed before the outage.
      await scratch.database.close();
      api = await spawnApi({ DATABASE_URL: scratch.url, FILES_DIR: folder.dir });
      const login = await callAt<{ token: string }>(api.url, IDENTITY_CALLS.login, { body: { username: 'outage@studio.test', password: TEST_PASSWORD } });
      expect(login.errmsg).toBe('');
      token = login.val.token;
    }, 180_000);

    afterAll(async () => {
      await killStrays();
      // The whole cluster goes, the scratch database with it.
      folder?.remove();
      cluster?.remove();
    });

    /** The calls of the load: most need the database (a session, a guest's cases, products); one does not. */
    const mix: Array<{ name: string; needsDatabase: boolean; endpoint: Endpoint; options: () => CallOptions }> = [
      { name: 'user info (session)', needsDatabase: true, endpoint: IDENTITY_CALLS.userInfo, options: () => ({ token, body: {} }) },
      { name: 'case list (guest)', needsDatabase: true, endpoint: CARA_CALLS.caseList, options: () => ({ body: {}, headers: { GuestUId: 'resilience-outage-guest' } }) },
      { name: 'products by sku', needsDatabase: true, endpoint: CATALOG_CALLS.bySku, options: () => ({ body: { sku_number: [sku] } }) },
      { name: 'option list', needsDatabase: false, endpoint: REGISTRATION_CALLS.optionList, options: () => ({ body: {} }) },
    ];

    it('fault: Postgres stopped under load: 503 envelopes within a bound, not ready, and service returns by itself', async () => {
      const outcomes: Outcome[] = [];
      let loading = true;
      let turn = 0;
      const caller = async () => {
        while (loading) {
          const entry = mix[turn++ % mix.length]!;
          const startedAt = Date.now();
          const outcome: Outcome = { name: entry.name, needsDatabase: entry.needsDatabase, startedAt, endedAt: 0 };
          try {
            outcome.answer = await callAt(api.url, entry.endpoint, { ...entry.options(), timeoutMs: ANSWER_BOUND_MS });
          } catch (error) {
            outcome.failure = String(error);
          }
          outcome.endedAt = Date.now();
          outcomes.push(outcome);
        }
      };
      const load = Promise.all(Array.from({ length: CALLERS }, caller));
      const ready = () => callAt<{ status: string }>(api.url, PLATFORM_CALLS.ready, { timeoutMs: ANSWER_BOUND_MS });

      // When Postgres was asked to stop, when it was down, when it was asked to start again, and when the api said
      // ready again: a call wholly inside one of the spans between is of that phase; one across a change (or while
      // the server stops) is held to the envelope and the bound alone.
      let stoppingAt = Infinity;
      let downAt = Infinity;
      let upAt = Infinity;
      let readyAt = Infinity;
      const phaseOf = (o: Outcome): Phase | null => {
        if (o.endedAt < stoppingAt) return 'before';
        if (o.startedAt > downAt && o.endedAt < upAt) return 'outage';
        if (o.startedAt > readyAt) return 'after';
        return null;
      };
      const answered = (phase: Phase, ok: boolean) =>
        outcomes.filter((o) => phaseOf(o) === phase && o.answer && (o.answer.err === ERR.OK) === ok && o.answer.status === (ok ? 200 : 503));
      try {
        await waitFor('calls answered before the outage', () => outcomes.filter((o) => o.answer?.err === ERR.OK).length >= 20);
        expect((await ready()).status).toBe(200);

        stoppingAt = Date.now();
        await cluster.stop();
        downAt = Date.now();
        const notReady = await ready();
        expect({ status: notReady.status, err: notReady.err, val: notReady.val }).toEqual({ status: 503, err: ERR.UNAVAILABLE, val: { status: 'database unavailable' } });
        // The outage lasts OUTAGE_MS, and long enough for every call of the mix to be answered in it.
        await waitFor('calls answered during the outage', () => Date.now() - downAt >= OUTAGE_MS && mix.every((m) => outcomes.some((o) => o.name === m.name && phaseOf(o) === 'outage')), {
          timeoutMs: OUTAGE_MS + 15_000,
        });
        upAt = Date.now();
        await cluster.start();

        // Back by itself: the same process, ready again, answering every call of the mix.
        await waitFor('the api to be ready again', async () => (await ready()).status === 200, { timeoutMs: 20_000, intervalMs: 200 });
        readyAt = Date.now();
        await waitFor('calls answered after the outage', () => mix.every((m) => answered('after', true).filter((o) => o.name === m.name).length >= 3), { timeoutMs: 20_000 });
      } finally {
        loading = false;
        await load;
      }

      expect(api.exited()).toBe(false);
      // Every call, whenever it ran: the envelope, within the bound, never a 500.
      expect(outcomes.filter((o) => o.failure)).toEqual([]);
      expect(outcomes.filter((o) => o.answer!.status >= 500 && o.answer!.status !== 503)).toEqual([]);
      expect(outcomes.filter((o) => o.answer!.err === ERR.SERVER)).toEqual([]);
      expect(Math.max(...outcomes.map((o) => o.endedAt - o.startedAt))).toBeLessThan(ANSWER_BOUND_MS);
      expect(answered('before', true).length).toBe(outcomes.filter((o) => phaseOf(o) === 'before').length);

      // While Postgres was away: a 503 "Request false" for what needs it; the rest still served.
      const outage = outcomes.filter((o) => phaseOf(o) === 'outage');
      for (const o of outage) {
        const seen = { name: o.name, status: o.answer!.status, err: o.answer!.err, errmsg: o.answer!.errmsg };
        expect(seen).toEqual(o.needsDatabase ? { name: o.name, status: 503, err: ERR.UNAVAILABLE, errmsg: MESSAGES.requestFalse } : { name: o.name, status: 200, err: ERR.OK, errmsg: '' });
      }
      expect(outage.filter((o) => o.needsDatabase).length).toBeGreaterThanOrEqual(3);

      // After: everything answers again, and the session made before the outage still holds.
      expect(answered('after', false)).toEqual([]);
      const info = await callAt(api.url, IDENTITY_CALLS.userInfo, { token, body: {} });
      expect(info.err).toBe(ERR.OK);
    }, 120_000);
  },
);
