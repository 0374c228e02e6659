/**
 * M8 of the security report (decision 015): anonymous certificate uploads could fill the disk. Only the magic bytes
 * were checked (19 MB of padding after a small JPEG was kept), each part was buffered whole in memory, the only
 * limit was a count of uploads, and drafts no registration took stayed for ever. Now images are re-encoded (what
 * follows or hides in them is dropped), parts stream to storage, a visitor's bytes a day are capped per browser
 * and per address, and drafts no registration took are swept after UPLOAD_DRAFT_TTL_HOURS.
 */
import { ERR, FILE_CALLS, MESSAGES, fileReadUrl, type UploadResponse } from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, registrations } from '../../src/platform/db/schema';
import { sweepOnce } from '../../src/platform/sweep';
import { startTestApi, type CallAnswer, type TestApi } from '../../src/testing/api';
import { guestId, PAGE_SERVER } from './page-server';

const GUEST_MB = 1;
const CLIENT_MB = 2;
const TTL_HOURS = 48;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    TRUSTED_PROXIES: PAGE_SERVER,
    UPLOAD_GUEST_DAILY_MB: String(GUEST_MB),
    UPLOAD_CLIENT_DAILY_MB: String(CLIENT_MB),
    UPLOAD_DRAFT_TTL_HOURS: String(TTL_HOURS),
  });
});
afterAll(() => api.close());

let addresses = 0;
function address(): string {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A multipart upload as the page server forwards a browser's (its address in X-Forwarded-For), from PAGE_SERVER. */
async function upload(client: string, guest: string, parts: Array<{ bytes: Buffer; name: string }>): Promise<CallAnswer<UploadResponse>> {
  const form = new FormData();
  form.append('purpose', 'certificate');
  for (const part of parts) form.append('file', new Blob([new Uint8Array(part.bytes)]), part.name);
  const { request } = await import('node:http');
  const body = new Response(form);
  const type = body.headers.get('content-type')!;
  const bytes = Buffer.from(await body.arrayBuffer());
  return new Promise((resolve, reject) => {
    const url = new URL(FILE_CALLS.upload.path, api.url);
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: PAGE_SERVER,
        headers: { 'Api-Token': api.config.API_TOKEN, 'X-Forwarded-For': client, GuestUId: guest, 'Content-Type': type, 'Content-Length': String(bytes.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, ...(JSON.parse(text) as { err: number; val: UploadResponse; errmsg: string }), headers: new Headers() });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const ok = { err: ERR.OK, errmsg: '' };
const dailyLimit = { err: ERR.DAILY_LIMIT, errmsg: MESSAGES.dailyLimit };

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 230, g: 225, b: 210 } } }).jpeg().toBuffer();
}
/** A PDF of `kib` KiB (kept as sent, so its stored size is what was sent). */
function pdf(kib: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
  const tail = Buffer.from('trailer << >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(kib * 1024 - head.length - tail.length, 0x20), tail]);
}
async function storedRow(fileId: string) {
  const [row] = await api.services.db.select().from(files).where(eq(files.id, fileId));
  return row!;
}

describe('M8: what is stored of an image is the image', () => {
  it('M8: a JPEG followed by 2 MB of padding is stored re-encoded, without the padding', async () => {
    const padded = Buffer.concat([await jpeg(), Buffer.alloc(2 * 1024 * 1024, 0x41)]);
    const res = await upload(address(), guestId('m8-padding'), [{ bytes: padded, name: 'cert.jpg' }]);
    expect(pick(res)).toEqual(ok);
    expect(res.val.size).toBeLessThan(64 * 1024);
    const row = await storedRow(res.val.file_id);
    const stored = (await api.services.files.get(row.storageKey))!;
    expect(stored.length).toBe(row.size);
    expect(stored.includes(Buffer.alloc(64, 0x41))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
  });

  it('M8: a PNG with data after its end is stored without it', async () => {
    const png = await sharp({ create: { width: 200, height: 120, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(address(), guestId('m8-png'), [{ bytes: Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]), name: 'cert.png' }]);
    expect(pick(res)).toEqual(ok);
    const stored = (await api.services.files.get((await storedRow(res.val.file_id)).storageKey))!;
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 200, height: 120, hasAlpha: true });
  });

  it('M8: every part streams to storage in chunks, never handed over whole', async () => {
    const store = api.services.files;
    const original = { put: store.put, putStream: store.putStream };
    const chunks: number[] = [];
    store.put = () => Promise.reject(new Error('an upload must stream'));
    store.putStream = async (key, body: Readable, info) => {
      const seen: Buffer[] = [];
      for await (const chunk of body) {
        chunks.push((chunk as Buffer).length);
        seen.push(chunk as Buffer);
      }
      const { Readable: ReadableStream } = await import('node:stream');
      return original.putStream.call(store, key, ReadableStream.from(seen), info);
    };
    try {
      const res = await upload(address(), guestId('m8-stream'), [{ bytes: pdf(600), name: 'cert.pdf' }]);
      expect(pick(res)).toEqual(ok);
      expect(res.val.size).toBe(600 * 1024);
      expect(chunks.length).toBeGreaterThan(1);
      expect(Math.max(...chunks)).toBeLessThanOrEqual(64 * 1024);
    } finally {
      Object.assign(store, original);
    }
  });
});

describe("M8: a visitor's bytes a day", () => {
  it('M8: a browser stores UPLOAD_GUEST_DAILY_MB a day, its address UPLOAD_CLIENT_DAILY_MB, whatever GuestUIds it sends', async () => {
    const client = address();
    const first = guestId('m8-bytes-1');
    expect(pick(await upload(client, first, [{ bytes: pdf(600), name: 'a.pdf' }]))).toEqual(ok);
    // 1200 KiB would pass the browser's 1 MiB: refused, and nothing of it stored or counted.
    const before = await api.services.db.select({ id: files.id }).from(files).where(eq(files.guestId, first));
    expect(pick(await upload(client, first, [{ bytes: pdf(600), name: 'b.pdf' }]))).toEqual(dailyLimit);
    expect(await api.services.db.select({ id: files.id }).from(files).where(eq(files.guestId, first))).toHaveLength(before.length);
    expect(pick(await upload(client, first, [{ bytes: pdf(300), name: 'c.pdf' }]))).toEqual(ok);
    // Other browsers at the address share its 2 MiB: 900 KiB spent, 1100 KiB left.
    expect(pick(await upload(client, guestId('m8-bytes-2'), [{ bytes: pdf(600), name: 'd.pdf' }]))).toEqual(ok);
    expect(pick(await upload(client, guestId('m8-bytes-3'), [{ bytes: pdf(600), name: 'e.pdf' }]))).toEqual(dailyLimit);
    // Another address is another client; the next day the allowance is back.
    expect(pick(await upload(address(), guestId('m8-bytes-3'), [{ bytes: pdf(600), name: 'e.pdf' }]))).toEqual(ok);
    api.advance(86_400_000);
    expect(pick(await upload(client, first, [{ bytes: pdf(600), name: 'f.pdf' }]))).toEqual(ok);
  });
});

describe('M8: drafts no registration took', () => {
  it('M8: are removed UPLOAD_DRAFT_TTL_HOURS after they were made; those a registration took stay', async () => {
    const client = address();
    const guest = guestId('m8-drafts');
    const orphan = await upload(client, guest, [{ bytes: await jpeg(), name: 'orphan.jpg' }]);
    const taken = await upload(client, guest, [{ bytes: await jpeg(), name: 'taken.jpg' }]);
    expect([pick(orphan), pick(taken)]).toEqual([ok, ok]);
    const [draft] = await api.services.db.insert(registrations).values({ email: 'm8-drafts@studio.test' }).returning();
    await api.services.db.update(files).set({ registrationId: draft!.id }).where(eq(files.id, taken.val.file_id));
    const orphanKey = (await storedRow(orphan.val.file_id)).storageKey;

    // Before the time to live, nothing goes.
    api.advance((TTL_HOURS - 1) * 3_600_000);
    await sweepOnce(api.services);
    expect(await api.services.files.get(orphanKey)).not.toBeNull();

    api.advance(2 * 3_600_000);
    const removed = await sweepOnce(api.services);
    expect(removed['draft uploads']).toBeGreaterThanOrEqual(1);
    const rows = await api.services.db.select({ id: files.id, deletedAt: files.deletedAt }).from(files).where(inArray(files.id, [orphan.val.file_id, taken.val.file_id]));
    expect(Object.fromEntries(rows.map((r) => [r.id === orphan.val.file_id ? 'orphan' : 'taken', r.deletedAt !== null]))).toEqual({ orphan: true, taken: false });
    expect(await api.services.files.get(orphanKey)).toBeNull();
    const read = await fetch(new URL(fileReadUrl(orphan.val.filename), api.url), { headers: { GuestUId: guest } });
    await read.arrayBuffer();
    expect(read.status).toBe(404);
  });
});
