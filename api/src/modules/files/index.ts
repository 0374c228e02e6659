import multipart from '@fastify/multipart';
import {
  ApiError,
  ERR,
  FILE_CALLS,
  FILE_PURPOSES,
  FILE_RULES,
  IMAGE_WIDTHS,
  MESSAGES,
  REGISTRATION_MESSAGES,
  type FileKind,
  type FilePurpose,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Caller } from '../../platform/caller';
import { files, registrations } from '../../platform/db/schema';
import { spendDaily } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { CATALOG_BLOCK, catalogImage } from '../catalog/images/read';
import { MIME, detectKind, kindOfName } from './detect';
import { PUBLIC_PURPOSES, describe, extensionOf, liveFile, parseReadName, variantCache, variantKey, type FileRow, type VariantFormat } from './store';

/** The largest upload of any purpose; each purpose then checks its own (service photos 10 MB). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(FILE_RULES).map((r) => r.maxBytes));
/** Uploads a caller may make a day (visitors by address, accounts by id): enough for any real use. */
const UPLOADS_PER_DAY = 500;

interface Incoming {
  name: string;
  bytes: Buffer;
}

/** Reads the multipart body: the `purpose` field and every file part (each buffered, 20 MB at most). */
async function readUpload(request: FastifyRequest): Promise<{ purpose: string; parts: Incoming[] }> {
  if (!request.isMultipart()) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a file to upload');
  const query = (request.query ?? {}) as Record<string, unknown>;
  let purpose = typeof query.purpose === 'string' ? query.purpose : '';
  const parts: Incoming[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') parts.push({ name: part.filename ?? '', bytes: await part.toBuffer() });
      else if (part.fieldname === 'purpose' && typeof part.value === 'string') purpose = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ApiError(ERR.BAD_REQUEST, REGISTRATION_MESSAGES.tooManyFiles);
    // A broken or cut-off multipart body is the sender's problem, never a server error.
    throw new ApiError(ERR.BAD_REQUEST, 'The upload could not be read, please try again');
  }
  return { purpose, parts };
}

/** Checks one file against its purpose by content: its kind, that its name does not claim another, its size. */
async function checkFile(purpose: FilePurpose, file: Incoming): Promise<FileKind> {
  const rules = FILE_RULES[purpose];
  if (file.bytes.length === 0) throw new ApiError(ERR.FILE_TYPE, rules.message);
  if (file.bytes.length > rules.maxBytes) throw new ApiError(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge);
  const kind = detectKind(file.bytes);
  if (!kind || !rules.kinds.includes(kind)) throw new ApiError(ERR.FILE_TYPE, rules.message);
  const named = kindOfName(file.name);
  if (named !== null && named !== kind) throw new ApiError(ERR.FILE_TYPE, `${MESSAGES.fileMismatch}: ${rules.message.charAt(0).toLowerCase()}${rules.message.slice(1)}`);
  if (kind !== 'pdf') {
    // The magic is right; the image must also decode (a truncated or crafted file is refused here, not at read time).
    const meta = await sharp(file.bytes, { failOn: 'error' })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new ApiError(ERR.FILE_TYPE, rules.message);
  }
  return kind;
}

/** Who may read a file: public purposes anyone; certificates their owner, the guest still registering, or staff. */
async function mayRead(services: Services, row: FileRow, caller: Caller): Promise<boolean> {
  if (PUBLIC_PURPOSES.has(row.purpose)) return true;
  const account = caller.account;
  if (account && (account.kind === 'client_agent' || row.ownerAccountId === account.id)) return true;
  if (row.ownerAccountId || !row.guestId || row.guestId !== caller.guestId) return false;
  if (!row.registrationId) return true;
  const [registration] = await services.db.select({ state: registrations.state }).from(registrations).where(eq(registrations.id, row.registrationId)).limit(1);
  return registration?.state === 'draft';
}

/** Requested width snapped to the served set (100, 300, 500, 600); 0 or beyond 600 is the original. */
function servedWidth(width: number): number {
  if (width <= 0) return 0;
  return IMAGE_WIDTHS.find((w) => w >= width) ?? 0;
}

const inflight = new Map<string, Promise<Buffer>>();

/** The bytes of a variant: from memory, else the store, else resized now (once, even for parallel reads) and kept. */
async function variant(services: Services, row: Pick<FileRow, 'storageKey'>, original: () => Promise<Buffer | null>, width: number, format: VariantFormat): Promise<{ bytes: Buffer; source: string } | null> {
  const key = variantKey(row, width, format);
  const cache = variantCache(services);
  const cached = cache.get(key);
  if (cached) return { bytes: cached, source: 'memory' };
  const stored = await services.files.get(key);
  if (stored) {
    cache.set(key, stored);
    return { bytes: stored, source: 'store' };
  }
  let pending = inflight.get(key);
  if (!pending) {
    pending = (async () => {
      const bytes = await original();
      if (!bytes) throw new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
      let image = sharp(bytes, { failOn: 'none' }).rotate();
      if (width > 0) image = image.resize({ width, withoutEnlargement: true });
      if (format === 'jpg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
      else if (format === 'png') image = image.png({ compressionLevel: 9 });
      else image = image.webp({ quality: 80 });
      const out = await image.toBuffer();
      await services.files.put(key, out, `image/${format === 'jpg' ? 'jpeg' : format}`);
      cache.set(key, out);
      return out;
    })().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return { bytes: await pending, source: 'resized' };
}

function notFound(): ApiError {
  return new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
}

function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, type: string, etag: string, isPublic: boolean, source: string, cacheControl?: string): FastifyReply {
  void reply.header('etag', etag);
  void reply.header('cache-control', cacheControl ?? (isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600'));
  void reply.header('x-variant-source', source);
  // A certificate's answer depends on who asks; a public image's does not (shared caches may keep it).
  if (!isPublic) void reply.header('vary', 'X-Auth-Token, GuestUId');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(bytes);
}

export async function filesModule(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 20 },
  });

  route(app, services, FILE_CALLS.upload, {
    handler: async ({ request, caller }) => {
      const { purpose, parts } = await readUpload(request);
      if (!(FILE_PURPOSES as readonly string[]).includes(purpose)) throw new ApiError(ERR.BAD_REQUEST, 'Please choose what the file is for: certificate, avatar or service');
      const kindOfUpload = purpose as FilePurpose;
      if (kindOfUpload !== 'certificate' && !caller.account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
      if (!caller.account && caller.guestId.length < 8) throw new ApiError(ERR.BAD_REQUEST, 'Please reload the page and try again');
      if (parts.length === 0) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a file to upload');
      await spendDaily(services.db, `upload:${caller.account?.id ?? caller.ip}`, UPLOADS_PER_DAY, services.now());

      const kinds: FileKind[] = [];
      for (const part of parts) kinds.push(await checkFile(kindOfUpload, part));

      const year = services.now().getUTCFullYear();
      const stored: FileRow[] = [];
      for (const [i, part] of parts.entries()) {
        const kind = kinds[i]!;
        const id = randomUUID();
        const storageKey = `${kindOfUpload}/${year}/${id}.${kind}`;
        await services.files.put(storageKey, part.bytes, MIME[kind]);
        try {
          const [row] = await services.db
            .insert(files)
            .values({
              id,
              storageKey,
              purpose: kindOfUpload,
              ownerAccountId: caller.account?.id ?? null,
              guestId: caller.guestId || null,
              originalName: part.name.slice(0, 200),
              mime: MIME[kind],
              size: part.bytes.length,
              createdAt: services.now(),
            })
            .returning();
          stored.push(row!);
        } catch (error) {
          await services.files.delete(storageKey).catch(() => undefined);
          throw error;
        }
      }
      const list = stored.map(describe);
      return { ...list[0]!, list };
    },
  });

  route(app, services, FILE_CALLS.read, {
    handler: async ({ query, caller, request, reply }) => {
      if (query.blockid === CATALOG_BLOCK && !query.filename.startsWith('Newcache')) {
        // The catalog's drawn pictures: product views, brand banners and room scenes (the placeholder when missing).
        const image = await catalogImage(services, query.filename);
        if (image) {
          const width = servedWidth(query.width);
          const format: VariantFormat = query.format === 'png' ? 'png' : query.format === 'webp' ? 'webp' : 'jpg';
          const etag = `"${image.tag}-w${width}-${format}"`;
          // A placeholder answers 200 with a short cache: an img shows it in every browser, and the real picture replaces it soon.
          const cacheControl = image.placeholder ? 'public, max-age=300' : undefined;
          if (image.placeholder) void reply.header('x-image-placeholder', '1');
          if (request.headers['if-none-match'] === etag) return sendBytes(request, reply, Buffer.alloc(0), MIME.jpg, etag, true, 'none', cacheControl);
          const type = format === 'jpg' ? 'image/jpeg' : `image/${format}`;
          if (width === 0 && format === 'jpg') return sendBytes(request, reply, await image.original(), type, etag, true, 'original', cacheControl);
          const result = await variant(services, { storageKey: image.key }, image.original, width, format);
          if (!result) throw notFound();
          return sendBytes(request, reply, result.bytes, type, etag, true, result.source, cacheControl);
        }
      }
      const name = parseReadName(query.filename, query.blockid);
      if (!name) throw notFound();
      const row = await liveFile(services.db, name.id);
      if (!row || extensionOf(row) !== name.ext || !(await mayRead(services, row, caller))) throw notFound();
      const isPublic = PUBLIC_PURPOSES.has(row.purpose);
      const original = () => services.files.get(row.storageKey);
      if (name.ext === 'pdf') {
        const bytes = await original();
        if (!bytes) throw notFound();
        void reply.header('content-disposition', `inline; filename="certificate-${row.id.slice(0, 8)}.pdf"`);
        return sendBytes(request, reply, bytes, 'application/pdf', `"${row.id}-pdf"`, isPublic, 'original');
      }
      const width = servedWidth(query.width);
      const format: VariantFormat = query.format === 'png' ? 'png' : query.format === 'webp' ? 'webp' : 'jpg';
      const etag = `"${row.id}-w${width}-${format}"`;
      if (request.headers['if-none-match'] === etag) return sendBytes(request, reply, Buffer.alloc(0), MIME.jpg, etag, isPublic, 'none');
      if (width === 0 && format === name.ext) {
        const bytes = await original();
        if (!bytes) throw notFound();
        return sendBytes(request, reply, bytes, MIME[name.ext], etag, isPublic, 'original');
      }
      const result = await variant(services, row, original, width, format);
      if (!result) throw notFound();
      return sendBytes(request, reply, result.bytes, format === 'jpg' ? 'image/jpeg' : `image/${format}`, etag, isPublic, result.source);
    },
  });
}
