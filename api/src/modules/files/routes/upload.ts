/** Uploads: certificates (visitors registering too), avatars and service photos, checked by content and stored. */
import { ApiError, ERR, FILE_CALLS, FILE_PURPOSES, MESSAGES, type FileKind, type FilePurpose } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { spendDaily } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addFile, type FileRow } from '../repository';
import { MIME, UPLOADS_PER_DAY, describe } from '../rules';
import { checkFile, readUpload } from '../upload';

export function uploadRoutes(app: FastifyInstance, services: Services): void {
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
          const row = await addFile(services.db, {
            id,
            storageKey,
            purpose: kindOfUpload,
            ownerAccountId: caller.account?.id ?? null,
            guestId: caller.guestId || null,
            originalName: part.name.slice(0, 200),
            mime: MIME[kind],
            size: part.bytes.length,
            createdAt: services.now(),
          });
          stored.push(row);
        } catch (error) {
          await services.files.delete(storageKey).catch(() => undefined);
          throw error;
        }
      }
      const list = stored.map(describe);
      return { ...list[0]!, list };
    },
  });
}
