import { ERR, FILE_CALLS, FILE_RULES, IDENTITY_CALLS, MESSAGES, fileReadUrl, readUrlAtWidth, type UploadResponse } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { READ_LINK_STEP_MS, READ_LINK_TTL_MS, variantKey } from './rules';

let api: TestApi;
let designerToken: string;
let otherToken: string;
let agentToken: string;

const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } }).png().toBuffer();
const jpg = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function form(purpose: string | null, ...files: Array<{ bytes: Buffer; name: string; type?: string }>): FormData {
  const data = new FormData();
  if (purpose !== null) data.append('purpose', purpose);
  for (const f of files) data.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return data;
}

const upload = (data: FormData, options: { token?: string; guest?: string } = {}) =>
  api.call<UploadResponse>(FILE_CALLS.upload, { form: data, token: options.token, headers: options.guest ? { GuestUId: options.guest } : {} });

/** Reads through the file-read path without Api-Token, as an img tag would. */
async function read(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, api.url), { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const signIn = async (email: string) => (await api.call<{ token: string }>(IDENTITY_CALLS.login, { body: { username: email, password: TEST_PASSWORD } })).val.token;

beforeAll(async () => {
  api = await startTestApi();
  await createAccount(api.services, { kind: 'designer', email: 'maker@studio.test', companyName: 'Maker Studio' });
  await createAccount(api.services, { kind: 'designer', email: 'other@studio.test', companyName: 'Other Studio' });
  await createAccount(api.services, { kind: 'client_agent', email: 'agent@trade.test', agentCode: 'AG1' });
  designerToken = await signIn('maker@studio.test');
  otherToken = await signIn('other@studio.test');
  agentToken = await signIn('agent@trade.test');
});
afterAll(() => api.close());

describe('uploads', () => {
  it('stores a certificate of each type for a visitor and answers its read name and URL', async () => {
    for (const [bytes, name, mime] of [
      [await jpg(), 'cert.jpg', 'image/jpeg'],
      [await png(), 'cert.png', 'image/png'],
      [pdf(), 'cert.pdf', 'application/pdf'],
    ] as const) {
      const res = await upload(form('certificate', { bytes, name }), { guest: 'guest-cert-0001' });
      expect(res.err, res.errmsg).toBe(ERR.OK);
      // A PDF is kept as sent; an image is stored re-encoded (decision 015), so its size is its own.
      expect(res.val).toMatchObject({ mime, ...(mime === 'application/pdf' ? { size: bytes.length } : {}) });
      expect(res.val.size).toBeGreaterThan(0);
      expect(res.val.filename).toMatch(/^Newcache_2_[0-9a-f-]{36}\.(jpg|png|pdf)$/);
      expect(res.val.url).toContain(`filename=${res.val.filename}`);
      expect(res.val.list).toHaveLength(1);
    }
  });

  it('takes several files in one request', async () => {
    const res = await upload(form('certificate', { bytes: await jpg(), name: 'a.jpg' }, { bytes: pdf(), name: 'b.pdf' }), { guest: 'guest-cert-0001' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.list.map((f) => f.mime)).toEqual(['image/jpeg', 'application/pdf']);
  });

  it('stores an avatar and a service photo for a signed-in account, and refuses them to a visitor', async () => {
    expect((await upload(form('avatar', { bytes: await png(), name: 'me.png' }), { token: designerToken })).err).toBe(ERR.OK);
    expect((await upload(form('service', { bytes: await jpg(), name: 'chair.jpg' }), { token: designerToken })).err).toBe(ERR.OK);
    expect((await upload(form('avatar', { bytes: await png(), name: 'me.png' }))).err).toBe(ERR.SESSION_INVALID);
  });

  it('judges by content: a PNG renamed .pdf, a text file named .jpg and a PDF as an avatar are refused', async () => {
    const renamed = await upload(form('certificate', { bytes: await png(), name: 'scan.pdf', type: 'application/pdf' }));
    expect({ status: renamed.status, err: renamed.err }).toEqual({ status: 415, err: ERR.FILE_TYPE });
    expect(renamed.errmsg).toContain(MESSAGES.fileMismatch);
    const text = await upload(form('certificate', { bytes: Buffer.from('just some words, not a picture'), name: 'photo.jpg', type: 'image/jpeg' }));
    expect({ err: text.err, errmsg: text.errmsg }).toEqual({ err: ERR.FILE_TYPE, errmsg: FILE_RULES.certificate.message });
    const avatarPdf = await upload(form('avatar', { bytes: pdf(), name: 'me.pdf' }), { token: designerToken });
    expect({ err: avatarPdf.err, errmsg: avatarPdf.errmsg }).toEqual({ err: ERR.FILE_TYPE, errmsg: FILE_RULES.avatar.message });
    const truncated = (await jpg()).subarray(0, 40);
    expect((await upload(form('certificate', { bytes: truncated, name: 'cut.jpg' }))).err).toBe(ERR.FILE_TYPE);
  });

  it('refuses a file over 20 MB with 413, and a service photo over 10 MB', async () => {
    const big = Buffer.concat([await jpg(), Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload(form('certificate', { bytes: big, name: 'huge.jpg' }));
    expect({ status: res.status, err: res.err, errmsg: res.errmsg }).toEqual({ status: 413, err: ERR.FILE_TOO_LARGE, errmsg: 'The file is too large' });
    const eleven = Buffer.concat([await jpg(), Buffer.alloc(11 * 1024 * 1024)]);
    const service = await upload(form('service', { bytes: eleven, name: 'big.jpg' }), { token: designerToken });
    expect({ status: service.status, errmsg: service.errmsg }).toEqual({ status: 413, errmsg: MESSAGES.fileTooLarge });
  });

  it('L1: refuses a file name with a NUL with 400, never a server error', async () => {
    // Written by hand: FormData would escape the name before it is sent. (Bytes that are not UTF-8 arrive as U+FFFD,
    // which is storable.)
    const boundary = 'storefront-l1-boundary';
    for (const name of [Buffer.from('bad\u0000name.png')]) {
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncertificate\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
        name,
        Buffer.from('"\r\nContent-Type: image/png\r\n\r\n'),
        await png(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await fetch(new URL(`${FILE_CALLS.upload.path}?obtain=hom`, api.url), {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'Api-Token': api.config.API_TOKEN, GuestUId: 'test-guest' },
        body,
      });
      const envelope = (await response.json()) as { err: number; errmsg: string };
      expect({ status: response.status, err: envelope.err, errmsg: envelope.errmsg }).toEqual({ status: 400, err: ERR.BAD_REQUEST, errmsg: MESSAGES.textNotAllowed });
    }
  });

  it('refuses an unknown purpose, no file, and a body that is not multipart', async () => {
    expect((await upload(form('tattoo', { bytes: await png(), name: 'x.png' }))).err).toBe(ERR.BAD_REQUEST);
    expect((await upload(form('certificate'))).err).toBe(ERR.BAD_REQUEST);
    const json = await api.call(FILE_CALLS.upload, { body: { purpose: 'certificate' } });
    expect(json.err).toBe(ERR.BAD_REQUEST);
  });
});

describe('the file-read path', () => {
  let avatar: UploadResponse;
  let certificate: UploadResponse;
  let pdfFile: UploadResponse;
  beforeAll(async () => {
    avatar = (await upload(form('avatar', { bytes: await png(1200, 900), name: 'me.png' }), { token: designerToken })).val;
    certificate = (await upload(form('certificate', { bytes: await jpg(1000, 500), name: 'c.jpg' }), { token: designerToken })).val;
    pdfFile = (await upload(form('certificate', { bytes: pdf(), name: 'c.pdf' }), { token: designerToken })).val;
  });

  const readUrl = (f: UploadResponse, width: number, format = 'jpg') =>
    `${FILE_CALLS.read.path}?blockid=2&width=${width}&height=0&format=${format}&filename=${f.filename}`;

  it.each([100, 300, 500, 600])('serves width %i resized, without Api-Token, cached for a year', async (width) => {
    const res = await read(readUrl(avatar, width));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('etag')).toBeTruthy();
    const meta = await sharp(res.bytes).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width, height: width * 0.75, format: 'jpeg' });
  });

  it('serves the original, other formats, and snaps other widths to the served set', async () => {
    const original = await read(`${FILE_CALLS.read.path}?blockid=2&width=0&height=0&format=png&filename=${avatar.filename}`);
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
    expect(original.headers.get('content-type')).toBe('image/png');
    const webp = await read(readUrl(avatar, 300, 'webp'));
    expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
    const odd = await read(readUrl(avatar, 250));
    expect((await sharp(odd.bytes).metadata()).width).toBe(300);
  });

  it('answers a browser that takes WebP or AVIF in that format, varying by Accept; a named format and the original stay as asked', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const cases: [string, Record<string, string>, string, string][] = [
      [readUrl(avatar, 300), { accept: chrome }, 'image/webp', 'webp'],
      [readUrl(avatar, 300), { accept: 'image/avif,*/*' }, 'image/avif', 'heif'],
      [readUrl(avatar, 300), { accept: 'image/webp;q=0,image/avif' }, 'image/avif', 'heif'],
      [readUrl(avatar, 300), { accept: 'image/png,*/*' }, 'image/jpeg', 'jpeg'],
      [readUrl(avatar, 300, 'png'), { accept: chrome }, 'image/png', 'png'],
    ];
    for (const [url, headers, type, format] of cases) {
      const res = await read(url, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect((await sharp(res.bytes).metadata()).format).toBe(format);
      // A format named in the URL is the answer whatever the browser takes; a negotiated one says it varies.
      expect((res.headers.get('vary') ?? '').includes('Accept')).toBe(url.includes('format=jpg'));
    }
    const original = await read(readUrl(avatar, 0, 'png'), { accept: chrome });
    expect(original.headers.get('content-type')).toBe('image/png');
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
  });

  it('resizes once: a repeat read comes from the cache, and the variant is kept in the store', async () => {
    const first = await read(readUrl(avatar, 500, 'png'));
    expect(first.headers.get('x-variant-source')).toBe('resized');
    const again = await read(readUrl(avatar, 500, 'png'));
    expect(again.headers.get('x-variant-source')).toBe('memory');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const key = variantKey({ storageKey: `avatar/${new Date().getUTCFullYear()}/${avatar.file_id}.png` }, 500, 'png');
    expect(await api.services.files.get(key)).not.toBeNull();
    const notModified = await read(readUrl(avatar, 500, 'png'), { 'If-None-Match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
  });

  it('answers a 404 envelope for an unknown file, a wrong block id or a malformed name', async () => {
    for (const url of [
      `${FILE_CALLS.read.path}?blockid=2&width=100&format=jpg&filename=Newcache_2_00000000-0000-4000-8000-000000000000.png`,
      `${FILE_CALLS.read.path}?blockid=7&width=100&format=jpg&filename=${avatar.filename}`,
      `${FILE_CALLS.read.path}?blockid=1&width=100&format=jpg&filename=../../etc/passwd`,
    ]) {
      const response = await fetch(new URL(url, api.url));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ err: ERR.NOT_FOUND, val: null, errmsg: MESSAGES.fileNotFound });
    }
  });

  it('serves certificates only to their owner and staff; PDFs as they are', async () => {
    expect((await read(readUrl(certificate, 300))).status).toBe(404);
    expect((await read(readUrl(certificate, 300), { 'X-Auth-Token': otherToken })).status).toBe(404);
    const mine = await read(readUrl(certificate, 300), { 'X-Auth-Token': designerToken });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('private');
    expect((await read(readUrl(certificate, 300), { 'X-Auth-Token': agentToken })).status).toBe(200);
    const doc = await read(readUrl(pdfFile, 0, 'pdf'), { 'X-Auth-Token': designerToken });
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.bytes.equals(pdf())).toBe(true);
    expect((await read(readUrl(pdfFile, 0, 'pdf'))).status).toBe(404);
  });

  it('lets the guest who uploaded a certificate see it while registering', async () => {
    const guestFile = (await upload(form('certificate', { bytes: await jpg(), name: 'g.jpg' }), { guest: 'guest-viewer-01' })).val;
    expect((await read(readUrl(guestFile, 100), { GuestUId: 'guest-viewer-01' })).status).toBe(200);
    expect((await read(readUrl(guestFile, 100), { GuestUId: 'someone-else-1' })).status).toBe(404);
  });
});

describe('service photos and repair bills: read only by the signed link the api handed out', () => {
  const MISSING = { status: 404, envelope: { err: ERR.NOT_FOUND, val: null, errmsg: MESSAGES.fileNotFound } };
  let photo: UploadResponse;
  let other: UploadResponse;

  /** Reads as an img tag does (no Api-Token), answering the status and the envelope of a refusal. */
  async function answer(url: string, headers: Record<string, string> = {}) {
    const response = await fetch(new URL(url, api.url), { headers });
    const text = Buffer.from(await response.arrayBuffer());
    return { status: response.status, envelope: response.ok ? null : (JSON.parse(text.toString()) as unknown), headers: response.headers, bytes: text };
  }
  const withParams = (url: string, change: Record<string, string | null>) => {
    const [path, query] = url.split('?');
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(change)) if (value === null) params.delete(key);
    else params.set(key, value);
    return `${path}?${params.toString()}`;
  };
  const missingPhoto = () => fileReadUrl(`Newcache_2_00000000-0000-4000-8000-000000000000.jpg`);

  beforeAll(async () => {
    photo = (await upload(form('service', { bytes: await jpg(1000, 750), name: 'leg.jpg' }), { token: designerToken })).val;
    other = (await upload(form('service', { bytes: await jpg(), name: 'arm.jpg' }), { token: otherToken })).val;
  });

  it('answers the uploader a signed URL it previews its photo at, as an img tag, kept privately and briefly', async () => {
    expect(photo.url).toMatch(/&expires=\d+&sig=[\w-]+$/);
    expect(photo.list[0]!.url).toBe(photo.url);
    const preview = await answer(readUrlAtWidth(photo.url, 300));
    expect(preview.status).toBe(200);
    expect((await sharp(preview.bytes).metadata()).width).toBe(300);
    const cache = preview.headers.get('cache-control')!;
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(3600);
    expect(preview.headers.get('vary') ?? '').not.toContain('X-Auth-Token');
    expect((await answer(photo.url)).status).toBe(200);
  });

  it('refuses the URL without its signature to a visitor, another account, staff and the owner alike, as a missing file', async () => {
    const unsigned = withParams(photo.url, { expires: null, sig: null });
    expect(unsigned).toBe(fileReadUrl(photo.filename));
    expect((await answer(missingPhoto())).envelope).toEqual(MISSING.envelope);
    const readers: Array<Record<string, string>> = [{}, { GuestUId: 'guest-curious-01' }, { 'X-Auth-Token': otherToken }, { 'X-Auth-Token': agentToken }, { 'X-Auth-Token': designerToken }];
    for (const headers of readers) {
      const res = await answer(unsigned, headers);
      expect({ status: res.status, envelope: res.envelope }).toEqual(MISSING);
      expect(res.headers.get('etag')).toBeNull();
      // Nor does a revalidation give the file away.
      expect((await answer(unsigned, { ...headers, 'If-None-Match': `"${photo.file_id}-w0-jpg"` })).status).toBe(404);
    }
  });

  it('refuses a tampered link as a missing file: another file’s signature, a later expiry, a changed signature', async () => {
    const theirs = new URLSearchParams(other.url.split('?')[1]);
    const mine = new URLSearchParams(photo.url.split('?')[1]);
    const sig = mine.get('sig')!;
    for (const url of [
      withParams(photo.url, { sig: theirs.get('sig')!, expires: theirs.get('expires')! }),
      withParams(other.url, { sig, expires: mine.get('expires')! }),
      withParams(photo.url, { expires: String(Number(mine.get('expires')) + 86_400) }),
      withParams(photo.url, { sig: `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}` }),
      withParams(photo.url, { sig: '' }),
    ]) {
      const res = await answer(url, { 'X-Auth-Token': designerToken });
      expect({ status: res.status, envelope: res.envelope }).toEqual(MISSING);
    }
  });

  it('refuses a link once it expired, as a missing file; a new answer hands out a new link', async () => {
    expect((await answer(photo.url)).status).toBe(200);
    api.advance(READ_LINK_TTL_MS + READ_LINK_STEP_MS + 1000);
    const expired = await answer(photo.url, { 'X-Auth-Token': designerToken });
    expect({ status: expired.status, envelope: expired.envelope }).toEqual(MISSING);
    const fresh = (await upload(form('service', { bytes: await jpg(), name: 'again.jpg' }), { token: designerToken })).val;
    expect((await answer(fresh.url)).status).toBe(200);
  });
});
