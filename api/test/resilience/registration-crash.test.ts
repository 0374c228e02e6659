/**
 * Fault 1b: the api process dies (kill -9) while a registration is being submitted. The submit writes six tables
 * (the registration's state, the company, the account, the applicant's client, the certificates' owner, the
 * "application received" email); after a restart the registration is either wholly there or wholly absent, never
 * half written, and submitting again works and is kept once.
 */
import { ERR, FILE_CALLS, REGISTRATION_CALLS, type UploadResponse } from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, files, outbox, registrations, signInClients } from '../../src/platform/db/schema';
import { TEST_DATABASE_URL } from '../../src/testing/api';
import { latestCode } from '../../src/testing/outbox';
import {
  backendAlive,
  callAt,
  filesFolder,
  holdTableLock,
  killStrays,
  lockWaiters,
  scratchDatabase,
  spawnApi,
  waitFor,
  type ApiProcess,
  type ScratchDatabase,
} from './harness';

let serial = 0;
/** A fresh applicant: its own browser, address, business, email and phone. */
function applicant() {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  return {
    guest: `resilience-applicant-${Date.now()}-${n}`,
    address: `10.77.0.${serial}`,
    step1: {
      business_name: `Quarry Lane Interiors ${n}`,
      dba: 'Quarry Lane',
      business_type: 'interior_designer',
      how_heard: 'showroom',
      ein: '12-3456789',
      company_website: 'https://quarrylane.example.com',
      street_address: '17 Mercer St',
      city: 'New York',
      state: 'NY',
      postal: '10013',
      country: 'US',
      referrer: '',
      first_name: 'Rowan',
      last_name: 'Hale',
      email: `rowan${n}@quarrylane.test`,
      phone: `(646) 555-1${n}`,
    },
  };
}
type Applicant = ReturnType<typeof applicant>;

describe.skipIf(!TEST_DATABASE_URL)('fault: kill -9 during a registration submit (needs TEST_DATABASE_URL: the api runs as a process of its own on Postgres)', () => {
  let scratch: ScratchDatabase;
  let folder: ReturnType<typeof filesFolder>;
  let api: ApiProcess;
  const start = () => spawnApi({ DATABASE_URL: scratch.url, FILES_DIR: folder.dir });
  const db = () => scratch.database.db;

  beforeAll(async () => {
    scratch = await scratchDatabase(TEST_DATABASE_URL!);
    folder = filesFolder();
    api = await start();
  }, 120_000);

  afterAll(async () => {
    await killStrays();
    await scratch?.drop();
    folder?.remove();
  });

  const call = <T = unknown>(a: Applicant, endpoint: Parameters<typeof callAt>[1], body: unknown) =>
    callAt<T>(api.url, endpoint, { body, headers: { GuestUId: a.guest, 'X-Forwarded-For': a.address } });
  const terms = (id: string) => ({ registration_id: id, printed_name: 'Rowan Hale', title: 'Principal', signature: 'data:image/png;base64,iVBORw0KGgo=', agree: true });

  /** Steps 1 and 2 (code, company and contact, a certificate): the registration waiting for its submit. */
  async function readyToSubmit(a: Applicant): Promise<string> {
    expect((await call(a, REGISTRATION_CALLS.sendCode, { email: a.step1.email })).err).toBe(ERR.OK);
    const code = await waitFor('the registration code', () => latestCode(scratch.services, a.step1.email));
    const first = await call<{ registration_id: string }>(a, REGISTRATION_CALLS.firstCheck, { ...a.step1, code });
    expect(first.errmsg).toBe('');
    const form = new FormData();
    form.append('purpose', 'certificate');
    const certificate = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cccccc' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(certificate)], { type: 'image/jpeg' }), 'resale-certificate.jpg');
    const upload = await callAt<UploadResponse>(api.url, FILE_CALLS.upload, { form, headers: { GuestUId: a.guest, 'X-Forwarded-For': a.address } });
    expect(upload.errmsg).toBe('');
    const second = await call(a, REGISTRATION_CALLS.secondCheck, {
      registration_id: first.val.registration_id,
      reseller_number: 'R-1',
      state_of_registration: 'NY',
      sales_tax_number: 'ST-1',
      file_ids: [upload.val.file_id],
    });
    expect(second.errmsg).toBe('');
    return first.val.registration_id;
  }

  const n = sql<number>`count(*)::int`;
  /** Everything a submit writes, as the database holds it now. */
  async function written(a: Applicant, id: string) {
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, id));
    const [company] = await db().select({ n }).from(companies).where(eq(companies.businessName, a.step1.business_name));
    const account = await db().select({ id: accounts.id, state: accounts.state }).from(accounts).where(eq(accounts.email, a.step1.email));
    const [owned] = await db().select({ n }).from(files).where(and(eq(files.registrationId, id), sql`${files.ownerAccountId} is not null`));
    const [clients] = account[0] ? await db().select({ n }).from(signInClients).where(eq(signInClients.accountId, account[0].id)) : [{ n: 0 }];
    const emails = await db()
      .select({ status: outbox.status, attempts: outbox.attempts, nextAttemptAt: outbox.nextAttemptAt })
      .from(outbox)
      .where(and(eq(outbox.recipient, a.step1.email), eq(outbox.template, 'registration_received')));
    return {
      state: registration!.state,
      linked: Boolean(registration!.companyId) && Boolean(registration!.accountId) && registration!.accountId === account[0]?.id,
      companies: company!.n,
      accounts: account.length,
      accountState: account[0]?.state ?? null,
      certificatesOwned: owned!.n,
      ownClients: clients!.n,
      emails,
    };
  }

  const absent = { state: 'draft', linked: false, companies: 0, accounts: 0, accountState: null, certificatesOwned: 0, ownClients: 0, emails: [] };
  const present = (emails: unknown) => ({ state: 'submitted', linked: true, companies: 1, accounts: 1, accountState: 'applied', certificatesOwned: 1, ownClients: 2, emails });

  it('fault: kill -9 during a registration submit: killed mid-transaction, none of it is kept, and submitting again works once', async () => {
    const a = applicant();
    const id = await readyToSubmit(a);
    // The code's message is out, so nothing else of this api writes the outbox while the submit waits on it.
    await waitFor('the registration code to be delivered', async () => (await db().select({ n }).from(outbox).where(eq(outbox.status, 'pending')))[0]!.n === 0);

    // The submit's last write is the email: with the outbox locked it waits there, every other write made.
    const lock = await holdTableLock(scratch.url, 'outbox', 'share');
    let waiter: number;
    let answer: Promise<unknown>;
    try {
      answer = call(a, REGISTRATION_CALLS.submit, terms(id)).then(
        (res) => ({ answered: res }),
        (error: unknown) => ({ failed: String(error) }),
      );
      [waiter] = (await waitFor('the submit to wait on the outbox', () => lockWaiters(scratch.database, /insert into "outbox"/i).then((p) => (p.length ? p : null)))) as [number];
      await api.kill9();
    } finally {
      await lock.release();
    }
    expect(await answer!).toHaveProperty('failed');
    await waitFor("the dead api's transaction to end", async () => !(await backendAlive(scratch.database, waiter!)));
    expect(await written(a, id)).toEqual(absent);

    api = await start();
    const again = await call<{ state: string }>(a, REGISTRATION_CALLS.submit, terms(id));
    expect(again.errmsg).toBe('');
    expect(again.val.state).toBe('submitted');
    await waitFor('the received email to be delivered', async () => (await written(a, id)).emails[0]?.status === 'delivered');
    expect(await written(a, id)).toEqual(present([{ status: 'delivered', attempts: 1, nextAttemptAt: null }]));

    // Submitting once more answers the same, and keeps one of everything.
    const third = await call<{ state: string }>(a, REGISTRATION_CALLS.submit, terms(id));
    expect({ err: third.err, state: third.val.state }).toEqual({ err: ERR.OK, state: 'submitted' });
    expect(await written(a, id)).toEqual(present([{ status: 'delivered', attempts: 1, nextAttemptAt: null }]));
  }, 120_000);

  it('fault: kill -9 during a registration submit: killed as it answers, the registration is wholly there and a resubmit keeps one', async () => {
    const a = applicant();
    const id = await readyToSubmit(a);
    const res = await call<{ state: string }>(a, REGISTRATION_CALLS.submit, terms(id));
    expect(res.val.state).toBe('submitted');
    await api.kill9();

    api = await start();
    const after = await written(a, id);
    // The email may have gone out before the kill, or may still be pending: it is there once, and a pending one is
    // delivered on start or, if the dead process had claimed it, once its lease runs out.
    expect(after).toEqual(present([expect.objectContaining({ status: expect.stringMatching(/^(delivered|pending)$/) })]));
    const again = await call<{ state: string }>(a, REGISTRATION_CALLS.submit, terms(id));
    expect({ err: again.err, state: again.val.state }).toEqual({ err: ERR.OK, state: 'submitted' });
    const final = await written(a, id);
    expect({ ...final, emails: final.emails.length }).toEqual({ ...present(null), emails: 1 });
  }, 120_000);
});
