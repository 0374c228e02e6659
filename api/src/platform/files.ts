import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApiConfig } from './config';

/** Where file bytes live: a local folder by default, object storage when configured. Keys are server-generated. */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores bytes as they stream, never holding them whole in memory: `size` and `sha256` (hex) are what the
   * stream holds, known beforehand (object storage signs them).
   */
  putStream(key: string, body: Readable, info: { size: number; sha256: string; contentType: string }): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async putStream(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside its place and moved there whole: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint (MinIO, R2, ...) addressed path-style; unset uses AWS's virtual-hosted address. */
  endpoint?: string;
  fetch?: typeof fetch;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding as SigV4 wants it (slashes kept in paths). */
const encodeRfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signs a request with AWS Signature Version 4 (service s3) and returns the headers to send:
 * host, x-amz-date, x-amz-content-sha256 and authorization, plus the ones given.
 */
export function signS3Request(input: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}): Record<string, string> {
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = String(v).trim();
  headers.host = input.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = input.url.pathname.split('/').map((seg) => encodeRfc3986(decodeURIComponent(seg))).join('/');
  const canonicalRequest = [input.method, path || '/', query, canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Object storage over the S3 API: requests signed with SigV4, no SDK. */
export function createS3FileStore(options: S3Options): FileStore {
  const doFetch = options.fetch ?? fetch;
  const urlOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    if (options.endpoint) {
      const base = options.endpoint.replace(/\/+$/, '');
      return new URL(`${base}/${options.bucket}/${key}`);
    }
    return new URL(`https://${options.bucket}.s3.${options.region}.amazonaws.com/${key}`);
  };
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const url = urlOf(key);
    const payloadHash = hex(body ?? '');
    const extra: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const headers = signS3Request({ method, url, headers: extra, payloadHash, region: options.region, accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, date: new Date() });
    delete headers.host;
    return doFetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  /** A PUT whose body streams: its length and hash, known beforehand, are sent and signed as a buffered one's. */
  const sendStream = async (key: string, body: Readable, info: { size: number; sha256: string; contentType: string }) => {
    const url = urlOf(key);
    const headers = signS3Request({
      method: 'PUT',
      url,
      headers: { 'content-type': info.contentType },
      payloadHash: info.sha256,
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: new Date(),
    });
    delete headers.host;
    return doFetch(url, { method: 'PUT', headers: { ...headers, 'content-length': String(info.size) }, body: body as unknown as BodyInit, duplex: 'half' } as RequestInit);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw new Error(`object storage refused PUT ${key}: ${response.status} ${await response.text().catch(() => '')}`.slice(0, 500));
    },
    async putStream(key, body, info) {
      const response = await sendStream(key, body, info);
      if (!response.ok) throw new Error(`object storage refused PUT ${key}: ${response.status} ${await response.text().catch(() => '')}`.slice(0, 500));
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`object storage refused GET ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`object storage refused DELETE ${key}: ${response.status}`);
      await response.body?.cancel();
    },
  };
}

/** The configured store: object storage when S3_BUCKET is set, else the local folder. */
export function createFileStore(config: ApiConfig): FileStore {
  if (!config.S3_BUCKET) return createLocalFileStore(config.FILES_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return createS3FileStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
