import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createFileStore, createS3FileStore, signS3Request } from '../../platform/files';

const CREDENTIALS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 signing', () => {
  it("matches AWS's published example (GET Object with a Range header)", () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_HASH,
      region: 'us-east-1',
      ...CREDENTIALS,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A small S3-compatible server: checks each request's signature and payload hash, keeps objects in memory. */
function fakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer>; refused: number }> {
  const objects = new Map<string, Buffer>();
  const state = { refused: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const date = String(req.headers['x-amz-date'] ?? '');
      const when = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
      const payloadHash = createHash('sha256').update(body).digest('hex');
      const signed = signS3Request({
        method: req.method ?? 'GET',
        url,
        headers: req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {},
        payloadHash,
        region: 'us-east-1',
        ...CREDENTIALS,
        date: when,
      });
      if (req.headers['x-amz-content-sha256'] !== payloadHash || req.headers.authorization !== signed.authorization) {
        state.refused += 1;
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      const key = url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (found) res.writeHead(200).end(found);
        else res.writeHead(404).end('NoSuchKey');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        get refused() {
          return state.refused;
        },
      }),
    ),
  );
}

describe('the S3 file store', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('is chosen when S3_BUCKET is set, and puts, gets and deletes objects path-style with signed requests', async () => {
    const config = loadConfig({ S3_BUCKET: 'trade-files', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey });
    const store = createFileStore(config);
    const bytes = Buffer.from('%PDF-1.4 a certificate');
    await store.put('certificate/2026/0b7c4a5e-1f1e-4d2c-9a43-2a2f3b1c0d9e.pdf', bytes, 'application/pdf');
    expect(s3.objects.get('/trade-files/certificate/2026/0b7c4a5e-1f1e-4d2c-9a43-2a2f3b1c0d9e.pdf')).toEqual(bytes);
    expect(await store.get('certificate/2026/0b7c4a5e-1f1e-4d2c-9a43-2a2f3b1c0d9e.pdf')).toEqual(bytes);
    expect(await store.get('certificate/2026/missing.pdf')).toBeNull();
    await store.delete('certificate/2026/0b7c4a5e-1f1e-4d2c-9a43-2a2f3b1c0d9e.pdf');
    expect(s3.objects.size).toBe(0);
    expect(s3.refused).toBe(0);
  });

  it('fails loudly on a refused request and never sends an unsafe key', async () => {
    const store = createS3FileStore({ bucket: 'trade-files', region: 'us-east-1', endpoint: s3.url, accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: 'wrong-secret' });
    await expect(store.put('avatar/2026/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    await expect(store.get('../etc/passwd')).rejects.toThrow(/bad storage key/);
  });

  it('needs credentials with a bucket', () => {
    expect(() => createFileStore(loadConfig({ S3_BUCKET: 'trade-files' }))).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
