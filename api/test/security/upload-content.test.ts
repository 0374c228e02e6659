/**
 * I3 of the security report: polyglot files. A JPEG with HTML appended and a JPEG with `<script>` in a comment
 * segment were accepted (images are now re-encoded, so what followed or hid in them is gone), and a `%PDF-` file
 * with HTML inside was accepted: a PDF was checked by its magic bytes alone. Now a PDF needs its header, a `%%EOF`
 * trailer that ends the file, and no HTML tag outside its streams (nor in its first KiB, where sniffers look);
 * anything else is refused with the purpose's file-type message. What is served keeps its own content type,
 * `nosniff` and `default-src 'none'`.
 */
import { ERR, FILE_CALLS, FILE_RULES, type UploadResponse } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfHtmlScan } from '../../src/modules/files/pdf';
import { files } from '../../src/platform/db/schema';
import { startTestApi, type TestApi } from '../../src/testing/api';
import { guestId } from './page-server';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const refused = { err: ERR.FILE_TYPE, errmsg: FILE_RULES.certificate.message };
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });

async function upload(guest: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('purpose', 'certificate');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return api.call<UploadResponse>(FILE_CALLS.upload, { form, headers: { GuestUId: guest } });
}

/** The uploading guest's read of a file, as the browser makes it (no Api-Token). */
async function read(url: string, guest: string) {
  const res = await fetch(new URL(url, api.url), { headers: { GuestUId: guest } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function storedCount(guest: string): Promise<number> {
  return (await api.services.db.select({ id: files.id }).from(files).where(eq(files.guestId, guest))).length;
}

const jpeg = () => sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 190, b: 170 } } }).jpeg().toBuffer();

/** A JPEG with a COM segment (FF FE) right after its start marker. */
function withComment(image: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([image.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, image.subarray(2)]);
}

/**
 * A well-formed PDF (its xref offsets right) of one page whose content stream holds `content`; `padding` bytes of
 * a comment first, so the stream can start past the first KiB; `extra` is raw syntax added as an object.
 */
function pdf(content: string, options: { padding?: number; extra?: string } = {}): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ...(options.extra ? [options.extra] : []),
  ];
  let text = `%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n${options.padding ? `%${'x'.repeat(options.padding)}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

describe('I3: images are re-encoded, so nothing rides along with the picture', () => {
  it('I3: a JPEG with HTML appended is stored without it and served as image/jpeg, nosniff', async () => {
    const guest = guestId('i3-appended');
    const html = '<html><body><script>alert(document.domain)</script></body></html>';
    const res = await upload(guest, Buffer.concat([await jpeg(), Buffer.from(html)]), 'cert.jpg');
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    const served = await read(res.val.url, guest);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(served.bytes.includes(Buffer.from('<html'))).toBe(false);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
  });

  it('I3: a JPEG with <script> in a comment segment is stored without the comment', async () => {
    const guest = guestId('i3-comment');
    const crafted = withComment(await jpeg(), '<script>alert(1)</script>');
    expect(await sharp(crafted).metadata()).toMatchObject({ format: 'jpeg' });
    const res = await upload(guest, crafted, 'cert.jpg');
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    const served = await read(res.val.url, guest);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(served.bytes.includes(Buffer.from([0xff, 0xfe]))).toBe(false);
  });
});

describe('I3: a PDF must be a PDF, with no HTML in it', () => {
  it('I3: a sound PDF is kept as sent and served as application/pdf, nosniff, with no scripts allowed', async () => {
    const guest = guestId('i3-sound');
    // Text that reads like HTML inside a page's content stream, past the first KiB, is data: the PDF is accepted.
    const bytes = pdf('BT /F1 12 Tf 72 720 Td (<html> is a word here) Tj ET', { padding: 1200 });
    const res = await upload(guest, bytes, 'cert.pdf');
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    const served = await read(res.val.url, guest);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="certificate-[0-9a-f]{8}\.pdf"$/);
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['HTML right after the header', Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n')],
    ['an HTML page in an upper-case doctype', Buffer.from('%PDF-1.7\n<!DOCTYPE html><title>x</title>\n%%EOF\n')],
    ['HTML outside the streams, past the first KiB', pdf('BT ET', { padding: 1500, extra: '<< /Note (x) >>\n<script>alert(1)</script>' })],
    ['HTML inside a stream in the first KiB', pdf('<svg onload=alert(1)>')],
    ['HTML appended after the trailer', Buffer.concat([pdf('BT ET'), Buffer.from('<html><script>alert(1)</script></html>\n')])],
    ['no %%EOF trailer', pdf('BT ET').subarray(0, -7)],
    ['a header with no version', Buffer.from('%PDF-<html><script>alert(1)</script>\n%%EOF\n')],
    ['a header of no PDF version', Buffer.from('%PDF-9.9\n1 0 obj << >> endobj\n%%EOF\n')],
  ])('I3: refuses a PDF with %s, storing nothing', async (label, bytes) => {
    const guest = guestId(`i3-${label.replace(/\W+/g, '-')}`);
    const res = await upload(guest, bytes, 'cert.pdf');
    expect({ status: res.status, ...pick(res) }).toEqual({ status: 415, ...refused });
    expect(await storedCount(guest)).toBe(0);
  });

  it('I3: HTML split across the chunks the file is read in is still found', async () => {
    const guest = guestId('i3-split');
    // The tag starts three bytes before the first 64 KiB chunk ends.
    const head = '%PDF-1.4\n1 0 obj << >> endobj\n%';
    const filler = 'x'.repeat(64 * 1024 - 3 - head.length - 1);
    const bytes = Buffer.from(`${head}${filler}\n<script>alert(1)</script>\ntrailer << >>\n%%EOF\n`);
    expect(bytes.indexOf('<script')).toBe(64 * 1024 - 3);
    expect(pick(await upload(guest, bytes, 'cert.pdf'))).toEqual(refused);
    // The scan answers the same whatever the chunks: one byte at a time, or all at once.
    for (const size of [1, 7, 1024, bytes.length]) {
      const scan = new PdfHtmlScan();
      for (let at = 0; at < bytes.length; at += size) scan.push(bytes.subarray(at, at + size));
      expect({ size, html: scan.foundHtml() }).toEqual({ size, html: true });
    }
    const sound = pdf('BT (<html>) Tj ET', { padding: 70 * 1024 });
    for (const size of [1, 13, 64 * 1024]) {
      const scan = new PdfHtmlScan();
      for (let at = 0; at < sound.length; at += size) scan.push(sound.subarray(at, at + size));
      expect({ size, html: scan.foundHtml() }).toEqual({ size, html: false });
    }
  });
});
