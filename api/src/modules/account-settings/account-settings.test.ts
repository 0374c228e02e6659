import {
  ACCOUNT_CALLS,
  ACCOUNT_SETTINGS_ERR,
  ACCOUNT_SETTINGS_MESSAGES,
  BILL_ADDRESS_MAX,
  CERTIFICATE_MAX,
  ERR,
  FILE_CALLS,
  IDENTITY_CALLS,
  MESSAGES,
  REGISTRATION_MESSAGES,
  type BillAddressAddRequest,
  type UploadResponse,
} from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCertificates, accounts, billAddresses, files, registrations } from '../../platform/db/schema';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';

let api: TestApi;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const M = ACCOUNT_SETTINGS_MESSAGES;
const PEOPLE = {
  designer: 'dana@studio.test',
  other: 'otto@elsewhere.test',
  customer: 'casey@home.test',
  shopper: 'shay@outlet.test',
  agent: 'agent@trade.test',
  full: 'fiona@full.test',
  race: 'rae@race.test',
} as const;
type Person = keyof typeof PEOPLE;

const jpg = (width = 320, height = 240) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 150, b: 120 } } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } }).png().toBuffer();

/** An upload of the person's own, as the settings make it. */
async function upload(who: Person, purpose: 'avatar' | 'certificate', bytes: Buffer, name: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }), name);
  const res = await api.call<UploadResponse>(FILE_CALLS.upload, { form, token: tokens[who] });
  expect(res.errmsg).toBe('');
  return res.val;
}

/** Each account in the mode of its session (settings need no permission of a mode). */
const as = (who: Person) => ({ token: tokens[who], mode: '' });
const call = <E extends (typeof ACCOUNT_CALLS)[keyof typeof ACCOUNT_CALLS]>(endpoint: E, who: Person, body?: unknown, query?: Record<string, string>) =>
  api.call(endpoint, { body, query, ...as(who) });

const address = (extra: Partial<Record<keyof BillAddressAddRequest, unknown>> = {}) => ({
  first_name: 'Dana',
  last_name: 'Reyes',
  company: 'Studio One',
  street_address: '200 Lexington Ave',
  apartment: 'Suite 4',
  city: 'New York',
  country: 'US',
  state: 'NY',
  postal: '10016',
  phone: '+1 212-555-0100',
  ...extra,
});

async function addressRows(who: Person) {
  return api.services.db.select().from(billAddresses).where(eq(billAddresses.accountId, ids[who]!)).orderBy(billAddresses.id);
}

beforeAll(async () => {
  api = await startTestApi();
  const made = {
    designer: await createAccount(api.services, { kind: 'designer', email: PEOPLE.designer, companyName: 'Studio One' }),
    other: await createAccount(api.services, { kind: 'designer', email: PEOPLE.other, companyName: 'Elsewhere Design' }),
    customer: await createAccount(api.services, { kind: 'customer', email: PEOPLE.customer }),
    shopper: await createAccount(api.services, { kind: 'ffd_shopper', email: PEOPLE.shopper }),
    agent: await createAccount(api.services, { kind: 'client_agent', email: PEOPLE.agent, agentCode: 'AG-1' }),
    full: await createAccount(api.services, { kind: 'dealer', email: PEOPLE.full, companyName: 'Full Dealers' }),
    race: await createAccount(api.services, { kind: 'sub_account', email: PEOPLE.race }),
  };
  for (const [who, account] of Object.entries(made)) {
    ids[who] = account.id;
    const login = who === 'shopper' ? IDENTITY_CALLS.ffdLogin : IDENTITY_CALLS.login;
    const body = who === 'shopper' ? { email: account.email, password: TEST_PASSWORD } : { username: account.email, password: TEST_PASSWORD };
    const res = await api.call<{ token: string }>(login, { body });
    expect(res.errmsg).toBe('');
    tokens[who] = res.val.token;
  }
}, 60_000);
afterAll(() => api?.close());

describe('the profile', () => {
  it("answers a trade account's names, contact, picture, about me, and its tier and price label (Bronze and Retail 50 to start)", async () => {
    const res = await call(ACCOUNT_CALLS.profile, 'designer');
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toEqual({
      user_id: ids.designer,
      kind: 'designer',
      first_name: 'Test',
      last_name: 'Person',
      email: PEOPLE.designer,
      phone: '',
      head_img: '',
      about_me: '',
      tier: 'Bronze',
      price_label: 'Retail 50',
    });
  });

  it('shows the tier and price label the trade team set; other accounts have none', async () => {
    await api.services.db.update(accounts).set({ tier: 'Platinum', priceLabel: 'Stocking Dealer' }).where(eq(accounts.id, ids.full!));
    expect((await call(ACCOUNT_CALLS.profile, 'full')).val).toMatchObject({ tier: 'Platinum', price_label: 'Stocking Dealer' });
    expect((await call(ACCOUNT_CALLS.profile, 'customer')).val).toMatchObject({ kind: 'customer', tier: null, price_label: null });
    expect((await call(ACCOUNT_CALLS.profile, 'shopper')).val).toMatchObject({ kind: 'ffd_shopper', tier: null, price_label: null });
  });

  it('keeps about me trimmed with its line breaks, clears it when empty, and refuses one too long or with a NUL', async () => {
    const saved = await call(ACCOUNT_CALLS.aboutMe, 'designer', { about_me: '  Boutique hotels and\nquiet homes.  ' });
    expect(saved.val.about_me).toBe('Boutique hotels and\nquiet homes.');
    expect((await call(ACCOUNT_CALLS.profile, 'designer')).val.about_me).toBe('Boutique hotels and\nquiet homes.');
    const long = await call(ACCOUNT_CALLS.aboutMe, 'designer', { about_me: 'x'.repeat(501) });
    expect({ err: long.err, errmsg: long.errmsg, status: long.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: M.aboutMeTooLong, status: 400 });
    expect((await call(ACCOUNT_CALLS.aboutMe, 'designer', { about_me: 'a\u0000b' })).err).toBe(ERR.BAD_REQUEST);
    expect((await call(ACCOUNT_CALLS.aboutMe, 'designer', { about_me: 42 })).err).toBe(ERR.BAD_REQUEST);
    expect((await call(ACCOUNT_CALLS.profile, 'designer')).val.about_me).toBe('Boutique hotels and\nquiet homes.');
    expect((await call(ACCOUNT_CALLS.aboutMe, 'designer', { about_me: '   ' })).val.about_me).toBe('');
  });

  it('is refused to visitors (22007); about me and the picture are not the outlet shoppers\' (25010)', async () => {
    expect((await api.call(ACCOUNT_CALLS.profile)).err).toBe(ERR.SESSION_INVALID);
    expect((await call(ACCOUNT_CALLS.aboutMe, 'shopper', { about_me: 'hi' })).err).toBe(ERR.NO_PERMISSION);
    expect((await call(ACCOUNT_CALLS.headImg, 'shopper', { file_id: randomUUID() })).err).toBe(ERR.NO_PERMISSION);
    expect((await call(ACCOUNT_CALLS.aboutMe, 'customer', { about_me: 'My new home' })).val.about_me).toBe('My new home');
  });
});

describe('the profile picture', () => {
  it('takes an avatar upload of the account: the profile, the user info and the next login carry its read URL, which serves the picture', async () => {
    const picture = await upload('designer', 'avatar', await png(), 'me.png');
    const res = await call(ACCOUNT_CALLS.headImg, 'designer', { file_id: picture.file_id });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.head_img).toBe(`${FILE_CALLS.read.path}?blockid=2&width=300&height=0&format=png&filename=${picture.filename}`);
    const info = await api.call(IDENTITY_CALLS.userInfo, { token: tokens.designer });
    expect(info.val.head_img).toBe(res.val.head_img);
    const login = await api.call(IDENTITY_CALLS.login, { body: { username: PEOPLE.designer, password: TEST_PASSWORD } });
    expect(login.val.head_img).toBe(res.val.head_img);
    const served = await fetch(new URL(res.val.head_img, api.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('deletes the picture it replaces', async () => {
    const first = await upload('customer', 'avatar', await jpg(), 'one.jpg');
    await call(ACCOUNT_CALLS.headImg, 'customer', { file_id: first.file_id });
    const second = await upload('customer', 'avatar', await jpg(400, 300), 'two.jpg');
    const res = await call(ACCOUNT_CALLS.headImg, 'customer', { file_id: second.file_id });
    expect(res.val.head_img).toContain(second.filename);
    const rows = await api.services.db.select({ id: files.id, deletedAt: files.deletedAt }).from(files).where(inArray(files.id, [first.file_id, second.file_id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.deletedAt !== null]))).toEqual({ [first.file_id]: true, [second.file_id]: false });
    // Choosing the same picture again changes nothing and deletes nothing.
    expect((await call(ACCOUNT_CALLS.headImg, 'customer', { file_id: second.file_id })).val.head_img).toBe(res.val.head_img);
    expect((await fetch(new URL(res.val.head_img, api.url))).status).toBe(200);
  });

  it("refuses another account's avatar, a certificate upload, a made-up id and a malformed one, and keeps the picture", async () => {
    const before = (await call(ACCOUNT_CALLS.profile, 'designer')).val.head_img;
    const theirs = await upload('other', 'avatar', await jpg(), 'them.jpg');
    const certificate = await upload('designer', 'certificate', await jpg(), 'certificate.jpg');
    for (const fileId of [theirs.file_id, certificate.file_id, randomUUID()]) {
      const res = await call(ACCOUNT_CALLS.headImg, 'designer', { file_id: fileId });
      expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.NOT_FOUND, errmsg: MESSAGES.fileNotFound });
    }
    const malformed = await call(ACCOUNT_CALLS.headImg, 'designer', { file_id: '../etc/passwd' });
    expect({ err: malformed.err, status: malformed.status }).toEqual({ err: ERR.BAD_REQUEST, status: 400 });
    expect((await call(ACCOUNT_CALLS.profile, 'designer')).val.head_img).toBe(before);
    expect((await call(ACCOUNT_CALLS.profile, 'other')).val.head_img).toBe('');
  });
});

describe('bill addresses', () => {
  it('adds the first address as the default, with the phone as ten digits and the postal code as typed', async () => {
    const res = await call(ACCOUNT_CALLS.addressAdd, 'designer', address({ first_name: '  Dana ', postal: '10016-1234' }));
    expect(res.err).toBe(ERR.OK);
    expect(res.val.max).toBe(BILL_ADDRESS_MAX);
    expect(res.val.list).toEqual([
      expect.objectContaining({ id: res.val.id, first_name: 'Dana', phone: '2125550100', postal: '10016-1234', state: 'NY', country: 'US', is_default: true }),
    ]);
  });

  it('adds others after it, moves the default when asked, and lists the default first, then the newest', async () => {
    const home = await call(ACCOUNT_CALLS.addressAdd, 'designer', address({ street_address: '12 Home Lane', phone: '' }));
    expect(home.val.list.find((a) => a.id === home.val.id)?.is_default).toBe(false);
    const canada = await call(ACCOUNT_CALLS.addressAdd, 'designer', address({ street_address: '1 King St W', city: 'Toronto', country: 'CA', state: 'ON', postal: 'm5h 1a1', is_default: true }));
    const list = canada.val.list;
    expect(list.map((a) => [a.street_address, a.is_default])).toEqual([
      ['1 King St W', true],
      ['12 Home Lane', false],
      ['200 Lexington Ave', false],
    ]);
    expect(list[0]!.postal).toBe('M5H 1A1');
    const listed = await call(ACCOUNT_CALLS.addressList, 'designer');
    expect(listed.val).toEqual({ list, max: BILL_ADDRESS_MAX });
  });

  it.each([
    [{ first_name: '' }, M.firstName],
    [{ last_name: '   ' }, M.lastName],
    [{ street_address: '' }, M.street],
    [{ city: '' }, M.city],
    [{ country: '' }, M.country],
    [{ country: 'FR' }, M.country],
    [{ state: '' }, M.state],
    [{ state: 'ON' }, M.state],
    [{ postal: '' }, M.postal],
    [{ postal: '1001' }, M.postalValid],
    [{ phone: '555-0100' }, M.validPhone],
    [{ first_name: 'A'.repeat(51) }, 'First Name can be at most 50 characters'],
    [{ street_address: 'S'.repeat(201) }, 'Street Address can be at most 200 characters'],
    [{ city: 5 }, M.city],
    [{ company: ['x'] }, 'Company is not valid'],
  ])('refuses %o with the form message, and writes nothing', async (extra, errmsg) => {
    const before = await addressRows('designer');
    const res = await call(ACCOUNT_CALLS.addressAdd, 'designer', address(extra));
    expect({ err: res.err, errmsg: res.errmsg, status: res.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg, status: 400 });
    expect(await addressRows('designer')).toEqual(before);
  });

  it('edits an address, keeping the default where it is unless asked to move it', async () => {
    const { list } = (await call(ACCOUNT_CALLS.addressList, 'designer')).val;
    const home = list.find((a) => a.street_address === '12 Home Lane')!;
    const edited = await call(ACCOUNT_CALLS.addressEdit, 'designer', { ...address({ street_address: '14 Home Lane', apartment: '' }), id: home.id });
    expect(edited.err).toBe(ERR.OK);
    const after = edited.val.list.find((a) => a.id === home.id)!;
    expect(after).toMatchObject({ street_address: '14 Home Lane', apartment: '', is_default: false });
    expect(edited.val.list.filter((a) => a.is_default).map((a) => a.street_address)).toEqual(['1 King St W']);
    const moved = await call(ACCOUNT_CALLS.addressEdit, 'designer', { ...address({ street_address: '14 Home Lane' }), id: home.id, is_default: true });
    expect(moved.val.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([home.id]);
    const refused = await call(ACCOUNT_CALLS.addressEdit, 'designer', { ...address({ postal: 'nope' }), id: home.id });
    expect(refused.errmsg).toBe(M.postalValid);
  });

  it('sets the default, one at a time', async () => {
    const { list } = (await call(ACCOUNT_CALLS.addressList, 'designer')).val;
    const first = list.find((a) => a.street_address === '200 Lexington Ave')!;
    const res = await call(ACCOUNT_CALLS.addressSetDefault, 'designer', { id: first.id });
    expect(res.val.list[0]).toMatchObject({ id: first.id, is_default: true });
    expect(res.val.list.filter((a) => a.is_default)).toHaveLength(1);
    // Again: already the default, nothing moves.
    expect((await call(ACCOUNT_CALLS.addressSetDefault, 'designer', { id: first.id })).val).toEqual(res.val);
  });

  it('deletes an address; the default deleted, the newest remaining one becomes the default', async () => {
    const { list } = (await call(ACCOUNT_CALLS.addressList, 'designer')).val;
    const byStreet = (s: string) => list.find((a) => a.street_address === s)!;
    const res = await call(ACCOUNT_CALLS.addressDelete, 'designer', { id: byStreet('200 Lexington Ave').id });
    expect(res.val.list.map((a) => [a.street_address, a.is_default])).toEqual([
      ['1 King St W', true],
      ['14 Home Lane', false],
    ]);
    const plain = await call(ACCOUNT_CALLS.addressDelete, 'designer', { id: byStreet('14 Home Lane').id });
    expect(plain.val.list.map((a) => [a.street_address, a.is_default])).toEqual([['1 King St W', true]]);
    const again = await call(ACCOUNT_CALLS.addressDelete, 'designer', { id: byStreet('14 Home Lane').id });
    expect({ err: again.err, errmsg: again.errmsg }).toEqual({ err: ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, errmsg: M.addressNotFound });
  });

  it("answers another account's address as a missing one to every call, and changes nothing", async () => {
    const theirs = (await call(ACCOUNT_CALLS.addressAdd, 'other', address({ first_name: 'Otto' }))).val.id;
    const before = await addressRows('other');
    const missing = { err: ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, errmsg: M.addressNotFound };
    for (const [endpoint, body] of [
      [ACCOUNT_CALLS.addressEdit, { ...address({ first_name: 'Mallory' }), id: theirs, is_default: true }],
      [ACCOUNT_CALLS.addressDelete, { id: theirs }],
      [ACCOUNT_CALLS.addressSetDefault, { id: theirs }],
    ] as const) {
      const res = await call(endpoint, 'designer', body);
      expect({ err: res.err, errmsg: res.errmsg }).toEqual(missing);
      const made = await call(endpoint, 'designer', { ...body, id: randomUUID() });
      expect({ err: made.err, errmsg: made.errmsg }).toEqual(missing);
    }
    expect(await addressRows('other')).toEqual(before);
    expect((await call(ACCOUNT_CALLS.addressList, 'designer')).val.list.map((a) => a.first_name)).not.toContain('Otto');
    const malformed = await call(ACCOUNT_CALLS.addressDelete, 'designer', { id: 'not-an-id' });
    expect({ err: malformed.err, errmsg: malformed.errmsg, status: malformed.status }).toEqual({ err: ERR.BAD_REQUEST, errmsg: M.addressNotFound, status: 400 });
  });

  it("keeps at most 10: the 11th is refused with 'The number of addresses has reached the limit' and nothing is written", async () => {
    for (let i = 0; i < BILL_ADDRESS_MAX; i += 1) {
      expect((await call(ACCOUNT_CALLS.addressAdd, 'full', address({ street_address: `${i + 1} Limit Road` }))).err).toBe(ERR.OK);
    }
    const before = await addressRows('full');
    const res = await call(ACCOUNT_CALLS.addressAdd, 'full', address({ street_address: '11 Limit Road', is_default: true }));
    expect({ err: res.err, errmsg: res.errmsg, status: res.status }).toEqual({ err: ACCOUNT_SETTINGS_ERR.ADDRESS_LIMIT, errmsg: M.addressLimit, status: 200 });
    expect(await addressRows('full')).toEqual(before);
    // One deleted, one may be added again.
    await call(ACCOUNT_CALLS.addressDelete, 'full', { id: before[0]!.id });
    expect((await call(ACCOUNT_CALLS.addressAdd, 'full', address({ street_address: '11 Limit Road' }))).err).toBe(ERR.OK);
  });

  it("are the outlet shopper's too, and not an invited customer's, a client agent's or a visitor's", async () => {
    expect((await call(ACCOUNT_CALLS.addressAdd, 'shopper', address())).err).toBe(ERR.OK);
    expect((await call(ACCOUNT_CALLS.addressList, 'shopper')).val.list).toHaveLength(1);
    expect((await call(ACCOUNT_CALLS.addressList, 'customer')).err).toBe(ERR.NO_PERMISSION);
    expect((await call(ACCOUNT_CALLS.addressAdd, 'agent', address())).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(ACCOUNT_CALLS.addressList)).err).toBe(ERR.SESSION_INVALID);
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('added at once, never pass 10 and keep one default (Postgres only: PGlite has one connection, so nothing runs in parallel there)', async () => {
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => call(ACCOUNT_CALLS.addressAdd, 'race', address({ street_address: `${i + 1} Race Street`, is_default: i % 2 === 0 }))));
    expect(answers.filter((a) => a.err === ERR.OK)).toHaveLength(BILL_ADDRESS_MAX);
    expect(answers.filter((a) => a.err === ACCOUNT_SETTINGS_ERR.ADDRESS_LIMIT)).toHaveLength(4);
    const rows = await addressRows('race');
    expect(rows).toHaveLength(BILL_ADDRESS_MAX);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('reseller certificates', () => {
  it('lists none at first: an empty list means no certificate', async () => {
    expect((await call(ACCOUNT_CALLS.certificateList, 'designer')).val).toEqual({ list: [], max: CERTIFICATE_MAX });
  });

  it('puts uploads on file with what they certify, newest first; each reads through the file-read path by its owner', async () => {
    const scan = await upload('designer', 'certificate', await jpg(), 'NY resale certificate.jpg');
    const res = await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: [scan.file_id, scan.file_id], reseller_number: ' R-100 ', state_of_registration: 'NY', sales_tax_number: 'ST-9' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.list).toEqual([
      expect.objectContaining({
        file_id: scan.file_id,
        filename: scan.filename,
        url: scan.url,
        name: 'NY resale certificate.jpg',
        mime: 'image/jpeg',
        reseller_number: 'R-100',
        state_of_registration: 'NY',
        sales_tax_number: 'ST-9',
        source: 'settings',
      }),
    ]);
    const read = await fetch(new URL(scan.url, api.url), { headers: { 'X-Auth-Token': tokens.designer! } });
    expect(read.status).toBe(200);
    // Put on file again: it stays as it is.
    const again = await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: [scan.file_id], reseller_number: 'R-999' });
    expect(again.val.list).toEqual(res.val.list);
    const detail = await call(ACCOUNT_CALLS.certificateDetail, 'designer', undefined, { id: res.val.list[0]!.id });
    expect(detail.val).toEqual(res.val.list[0]);
  });

  it('lists the certificates the registration sent, with its reseller number; they stay on file', async () => {
    const [registration] = await api.services.db
      .insert(registrations)
      .values({ email: PEOPLE.designer, state: 'approved', data: { step2: { reseller_number: 'REG-7', state_of_registration: 'NJ', sales_tax_number: 'T-7', file_ids: [] } } })
      .returning({ id: registrations.id });
    const sent = await upload('designer', 'certificate', await jpg(), 'registration.jpg');
    await api.services.db.update(files).set({ registrationId: registration!.id }).where(eq(files.id, sent.file_id));
    const { list } = (await call(ACCOUNT_CALLS.certificateList, 'designer')).val;
    expect(list.map((c) => [c.name, c.source])).toEqual([
      ['registration.jpg', 'registration'],
      ['NY resale certificate.jpg', 'settings'],
    ]);
    expect(list[0]).toMatchObject({ id: sent.file_id, reseller_number: 'REG-7', state_of_registration: 'NJ', sales_tax_number: 'T-7' });
    expect((await call(ACCOUNT_CALLS.certificateDetail, 'designer', undefined, { id: sent.file_id })).val.source).toBe('registration');
    const kept = await call(ACCOUNT_CALLS.certificateDelete, 'designer', { id: sent.file_id });
    expect({ err: kept.err, errmsg: kept.errmsg }).toEqual({ err: ACCOUNT_SETTINGS_ERR.CERTIFICATE_KEPT, errmsg: M.certificateKept });
    // A registration's file cannot be put on file a second time from the settings.
    expect((await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: [sent.file_id] })).err).toBe(ERR.NOT_FOUND);
    expect((await call(ACCOUNT_CALLS.certificateList, 'designer')).val.list).toHaveLength(2);
  });

  it("refuses another account's upload, an avatar, a made-up id, and no file at all; writes nothing", async () => {
    const theirs = await upload('other', 'certificate', await jpg(), 'theirs.jpg');
    const avatar = await upload('designer', 'avatar', await jpg(), 'me.jpg');
    const mine = await upload('designer', 'certificate', await jpg(), 'mine.jpg');
    const before = await api.services.db.select().from(accountCertificates).orderBy(accountCertificates.id);
    for (const fileIds of [[theirs.file_id], [avatar.file_id], [randomUUID()], [mine.file_id, theirs.file_id]]) {
      const res = await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: fileIds });
      expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.NOT_FOUND, errmsg: MESSAGES.fileNotFound });
    }
    const none = await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: [] });
    expect({ err: none.err, errmsg: none.errmsg }).toEqual({ err: ERR.BAD_REQUEST, errmsg: M.certificateFiles });
    const many = await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: Array.from({ length: 11 }, () => randomUUID()) });
    expect(many.errmsg).toBe(REGISTRATION_MESSAGES.tooManyFiles);
    expect(await api.services.db.select().from(accountCertificates).orderBy(accountCertificates.id)).toEqual(before);
  });

  it("answers another account's certificate as a missing one, to the detail and to delete", async () => {
    const scan = await upload('other', 'certificate', await jpg(), 'other.jpg');
    const theirs = (await call(ACCOUNT_CALLS.certificateAdd, 'other', { file_ids: [scan.file_id] })).val.list[0]!;
    const missing = { err: ACCOUNT_SETTINGS_ERR.CERTIFICATE_NOT_FOUND, errmsg: M.certificateNotFound };
    for (const id of [theirs.id, theirs.file_id, randomUUID()]) {
      const detail = await call(ACCOUNT_CALLS.certificateDetail, 'designer', undefined, { id });
      expect({ err: detail.err, errmsg: detail.errmsg }).toEqual(missing);
      const removed = await call(ACCOUNT_CALLS.certificateDelete, 'designer', { id });
      expect({ err: removed.err, errmsg: removed.errmsg }).toEqual(missing);
    }
    expect((await call(ACCOUNT_CALLS.certificateList, 'other')).val.list).toEqual([theirs]);
    const malformed = await call(ACCOUNT_CALLS.certificateDetail, 'designer', undefined, { id: 'x' });
    expect({ err: malformed.err, status: malformed.status }).toEqual({ err: ERR.BAD_REQUEST, status: 400 });
  });

  it('removes a certificate added in the settings, with its file', async () => {
    const settings = (await call(ACCOUNT_CALLS.certificateList, 'designer')).val.list.find((c) => c.source === 'settings')!;
    const res = await call(ACCOUNT_CALLS.certificateDelete, 'designer', { id: settings.id });
    expect(res.val.list.map((c) => c.source)).toEqual(['registration']);
    const [file] = await api.services.db.select({ deletedAt: files.deletedAt }).from(files).where(eq(files.id, settings.file_id));
    expect(file!.deletedAt).not.toBeNull();
  });

  it(`keeps at most ${CERTIFICATE_MAX}, the registration's counted`, async () => {
    const scans: string[] = [];
    for (let i = 0; i < CERTIFICATE_MAX - 1; i += 1) scans.push((await upload('designer', 'certificate', await jpg(64, 48), `c${i}.jpg`)).file_id);
    expect((await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: scans.slice(0, 10) })).err).toBe(ERR.OK);
    const extra = await upload('designer', 'certificate', await jpg(64, 48), 'extra.jpg');
    const over = await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: [...scans.slice(10), extra.file_id] });
    expect({ err: over.err, errmsg: over.errmsg }).toEqual({ err: ACCOUNT_SETTINGS_ERR.CERTIFICATE_LIMIT, errmsg: M.certificateLimit });
    expect((await call(ACCOUNT_CALLS.certificateList, 'designer')).val.list).toHaveLength(11);
    expect((await call(ACCOUNT_CALLS.certificateAdd, 'designer', { file_ids: scans.slice(10) })).val.list).toHaveLength(CERTIFICATE_MAX);
  });

  it('are the trade accounts\' only', async () => {
    for (const who of ['customer', 'shopper', 'agent'] as const) expect((await call(ACCOUNT_CALLS.certificateList, who)).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(ACCOUNT_CALLS.certificateList)).err).toBe(ERR.SESSION_INVALID);
  });
});
