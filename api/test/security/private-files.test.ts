/**
 * L3 of the security report: a client agent could read every private file, any guest's or account's Cara room
 * photos and renders included. Staff read certificates (they review registrations), and nothing else of anyone's.
 */
import { CARA_CALLS, ERR, FILE_CALLS, fileReadUrl, type StoredPhoto, type UploadResponse } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/identity';
import { files } from '../../src/platform/db/schema';
import { createAccount } from '../../src/testing/accounts';
import { startTestApi, type TestApi } from '../../src/testing/api';

let api: TestApi;
const OWNER_GUEST = '1700000000000l3ownerguestabcdefghijabcdefghij';
const OTHER_GUEST = '1700000000000l3otherguestabcdefghijabcdefghij';
const tokens: Record<'agent' | 'designer' | 'customer', string> = { agent: '', designer: '', customer: '' };

beforeAll(async () => {
  api = await startTestApi();
  const agent = await createAccount(api.services, { kind: 'client_agent', email: 'l3-agent@trade.test', agentCode: 'AG-L3' });
  const designer = await createAccount(api.services, { kind: 'designer', email: 'l3-designer@studio.test', companyName: 'L3 Interiors' });
  const customer = await createAccount(api.services, { kind: 'customer', email: 'l3-client@home.test', parentId: designer.id });
  tokens.agent = (await openSession(api.services, { id: agent.id, kind: 'client_agent' }, 'hom')).token;
  tokens.designer = (await openSession(api.services, { id: designer.id, kind: 'designer' }, 'hom')).token;
  tokens.customer = (await openSession(api.services, { id: customer.id, kind: 'customer' }, 'hom')).token;
});
afterAll(() => api.close());

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 190, b: 170 } } }).jpeg().toBuffer();
}

type Reader = { guest: string } | { token: string };

/** Reads a file through the file-read path as a browser's image tag would (no Api-Token), as a guest or an account. */
async function read(filename: string, who: Reader): Promise<number> {
  const headers: Record<string, string> = 'token' in who ? { 'X-Auth-Token': who.token, GuestUId: 'l3-reader-guest-0001' } : { GuestUId: who.guest };
  const res = await fetch(new URL(fileReadUrl(filename), api.url), { headers });
  await res.arrayBuffer();
  return res.status;
}

async function uploadPhoto(options: { guest?: string; token?: string }): Promise<StoredPhoto> {
  const image = `data:image/jpeg;base64,${(await jpeg()).toString('base64')}`;
  const res = await api.call<{ photo: StoredPhoto }>(CARA_CALLS.inpaintingMessage, {
    body: { type: 'upload', image },
    headers: { GuestUId: options.guest ?? 'l3-uploader-0001' },
    ...(options.token ? { token: options.token, mode: 'mibd_designer' } : {}),
  });
  expect(res.err).toBe(ERR.OK);
  return res.val.photo;
}

/** A finished render of the guest's room, as the render queue stores it. */
async function storedRender(guest: string): Promise<string> {
  const id = randomUUID();
  const bytes = await jpeg();
  const storageKey = `renders/${id}.jpg`;
  await api.services.files.put(storageKey, bytes, 'image/jpeg');
  await api.services.db.insert(files).values({ id, storageKey, purpose: 'cara_render', guestId: guest, originalName: 'render.jpg', mime: 'image/jpeg', size: bytes.length });
  return `Newcache_2_${id}.jpg`;
}

describe("L3: staff cannot read people's Cara photos and renders", () => {
  let guestPhoto: string;
  let guestRender: string;
  let designerPhoto: string;

  beforeAll(async () => {
    guestPhoto = (await uploadPhoto({ guest: OWNER_GUEST })).filename;
    guestRender = await storedRender(OWNER_GUEST);
    designerPhoto = (await uploadPhoto({ token: tokens.designer })).filename;
  });

  it("L3: a guest's room photo and render: its guest reads them, a client agent does not", async () => {
    for (const filename of [guestPhoto, guestRender]) {
      expect({ filename, owner: await read(filename, { guest: OWNER_GUEST }) }).toEqual({ filename, owner: 200 });
      expect({ filename, agent: await read(filename, { token: tokens.agent }) }).toEqual({ filename, agent: 404 });
    }
  });

  it("L3: an account's room photo: the account reads it, a client agent does not", async () => {
    expect(await read(designerPhoto, { token: tokens.designer })).toBe(200);
    expect(await read(designerPhoto, { token: tokens.agent })).toBe(404);
  });

  it('L3: nobody else reads them either (another guest, the designer, the customer)', async () => {
    for (const filename of [guestPhoto, guestRender]) {
      for (const who of [{ guest: OTHER_GUEST }, { token: tokens.designer }, { token: tokens.customer }]) expect(await read(filename, who)).toBe(404);
    }
    expect(await read(designerPhoto, { token: tokens.customer })).toBe(404);
  });
});

describe('L3: staff still read certificates', () => {
  it("L3: a guest's reseller certificate is read by its guest and by a client agent, by no one else", async () => {
    const form = new FormData();
    form.append('purpose', 'certificate');
    form.append('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'certificate.jpg');
    const up = await api.call<UploadResponse>(FILE_CALLS.upload, { form, headers: { GuestUId: OWNER_GUEST } });
    expect(up.err).toBe(ERR.OK);
    expect(await read(up.val.filename, { guest: OWNER_GUEST })).toBe(200);
    expect(await read(up.val.filename, { token: tokens.agent })).toBe(200);
    expect(await read(up.val.filename, { guest: OTHER_GUEST })).toBe(404);
    expect(await read(up.val.filename, { token: tokens.designer })).toBe(404);
  });
});
