/**
 * The file-read path: pictures other modules serve (the catalog's drawn pictures, block 1; see pictures.ts) and
 * uploaded files by read name, at a served width and format, with ETags and cache headers by who may see them.
 * Service photos and repair bills are served only to a valid signed link (rules.ts, LINK_PURPOSES).
 */
import { ApiError, ERR, FILE_CALLS, MESSAGES } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../../platform/caller';
import { fileLinkSecret } from '../../../platform/config';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { liveFile, registrationState, type FileRow } from '../repository';
import { pictureSource } from '../pictures';
import { LINK_PURPOSES, MIME, PUBLIC_PURPOSES, extensionOf, linkCacheControl, parseReadName, readAccess, servedWidth, validLink, variantFormat, type VariantFormat } from '../rules';
import { variant } from '../store';

/** Who may read a file (see readAccess); a guest's certificate on a registration only while it is a draft. */
async function mayRead(services: Services, row: FileRow, caller: Caller, linked: boolean): Promise<boolean> {
  const access = readAccess(row, caller, linked);
  if (access !== 'while draft') return access;
  return (await registrationState(services.db, row.registrationId!)) === 'draft';
}

function notFound(): ApiError {
  return new ApiError(ERR.NOT_FOUND, MESSAGES.fileNotFound);
}

function imageType(format: VariantFormat): string {
  return format === 'jpg' ? 'image/jpeg' : `image/${format}`;
}

/**
 * The variant a read asks for at the width and format it will get; an answer chosen by Accept says it varies by it.
 * The original (width 0) is served as it is: re-encoding a large upload on every first read costs more than it saves.
 */
function wantedVariant(request: FastifyRequest, reply: FastifyReply, query: { width: number; format?: string }) {
  const width = servedWidth(query.width);
  const { format, negotiated } = variantFormat(query.format, width === 0 ? undefined : request.headers.accept);
  if (negotiated) void reply.header('vary', 'Accept');
  return { width, format };
}

/**
 * Who an answer is for: anyone (shared caches may keep it), the caller who asked (a certificate: it depends on the
 * token or GuestUId), or the holder of a signed link (private to the browser, until the link expires at the latest).
 */
type Audience = 'public' | 'caller' | { linkExpires: number; now: Date };

function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer, type: string, etag: string, audience: Audience, source: string, cacheControl?: string): FastifyReply {
  void reply.header('etag', etag);
  const control = audience === 'public' ? 'public, max-age=31536000, immutable' : audience === 'caller' ? 'private, max-age=3600' : linkCacheControl(audience.linkExpires, audience.now);
  void reply.header('cache-control', cacheControl ?? control);
  void reply.header('x-variant-source', source);
  // A certificate's answer depends on who asks; a public image's and a signed link's do not.
  if (audience === 'caller') void reply.header('vary', [reply.getHeader('vary'), 'X-Auth-Token, GuestUId'].filter(Boolean).join(', '));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(bytes);
}

export function readRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, FILE_CALLS.read, {
    handler: async ({ query, caller, request, reply }) => {
      const pictures = pictureSource(services, query.blockid);
      if (pictures && !query.filename.startsWith('Newcache')) {
        // The catalog's drawn pictures: product views, brand banners and room scenes (the placeholder when missing).
        const image = await pictures(query.filename);
        if (image) {
          const { width, format } = wantedVariant(request, reply, query);
          const etag = `"${image.tag}-w${width}-${format}"`;
          // A placeholder answers 200 with a short cache: an img shows it in every browser, and the real picture replaces it soon.
          const cacheControl = image.placeholder ? 'public, max-age=300' : undefined;
          if (image.placeholder) void reply.header('x-image-placeholder', '1');
          if (request.headers['if-none-match'] === etag) return sendBytes(request, reply, Buffer.alloc(0), MIME.jpg, etag, 'public', 'none', cacheControl);
          const type = imageType(format);
          if (width === 0 && format === 'jpg') return sendBytes(request, reply, await image.original(), type, etag, 'public', 'original', cacheControl);
          const result = await variant(services, { storageKey: image.key }, image.original, width, format);
          if (!result) throw notFound();
          return sendBytes(request, reply, result.bytes, type, etag, 'public', result.source, cacheControl);
        }
      }
      const name = parseReadName(query.filename, query.blockid);
      if (!name) throw notFound();
      const row = await liveFile(services.db, name.id);
      if (!row || extensionOf(row) !== name.ext) throw notFound();
      // A service photo without a valid link (unsigned, tampered, expired) reads exactly like a missing file.
      const now = services.now();
      const byLink = LINK_PURPOSES.has(row.purpose);
      const linked = byLink && validLink(fileLinkSecret(services.config), row.id, query, now);
      if (!(await mayRead(services, row, caller, linked))) throw notFound();
      const audience: Audience = byLink ? { linkExpires: Number(query.expires), now } : PUBLIC_PURPOSES.has(row.purpose) ? 'public' : 'caller';
      const original = () => services.files.get(row.storageKey);
      if (name.ext === 'pdf') {
        const bytes = await original();
        if (!bytes) throw notFound();
        void reply.header('content-disposition', `inline; filename="certificate-${row.id.slice(0, 8)}.pdf"`);
        return sendBytes(request, reply, bytes, 'application/pdf', `"${row.id}-pdf"`, audience, 'original');
      }
      const { width, format } = wantedVariant(request, reply, query);
      const etag = `"${row.id}-w${width}-${format}"`;
      if (request.headers['if-none-match'] === etag) return sendBytes(request, reply, Buffer.alloc(0), MIME.jpg, etag, audience, 'none');
      if (width === 0 && format === name.ext) {
        const bytes = await original();
        if (!bytes) throw notFound();
        return sendBytes(request, reply, bytes, MIME[name.ext], etag, audience, 'original');
      }
      const result = await variant(services, row, original, width, format);
      if (!result) throw notFound();
      return sendBytes(request, reply, result.bytes, imageType(format), etag, audience, result.source);
    },
  });
}
