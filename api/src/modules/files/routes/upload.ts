/** Uploads: certificates (visitors registering too), avatars and service photos, checked by content and stored. */
import { ApiError, ERR, FILE_CALLS, FILE_PURPOSES, MESSAGES, type FilePurpose } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { clientKey, refundAll, spendDaily, trySpendAll } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { readLinks } from '../links';
import { addFile, type FileRow } from '../repository';
import { MIME, UPLOADS_PER_DAY, describe, guestUploadBudgets } from '../rules';
import { checkFile, readUpload, type Checked } from '../upload';

export function uploadRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, FILE_CALLS.upload, {
    handler: async ({ request, caller }) => {
      const upload = await readUpload(request);
      try {
        const { purpose, parts } = upload;
        if (!(FILE_PURPOSES as readonly string[]).includes(purpose)) throw new ApiError(ERR.BAD_REQUEST, 'Please choose what the file is for: certificate, avatar or service');
        const kindOfUpload = purpose as FilePurpose;
        if (kindOfUpload !== 'certificate' && !caller.account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
        if (!caller.account && caller.guestId.length < 8) throw new ApiError(ERR.BAD_REQUEST, 'Please reload the page and try again');
        if (parts.length === 0) throw new ApiError(ERR.BAD_REQUEST, 'Please choose a file to upload');
        const now = services.now();
        await spendDaily(services.db, `upload:${caller.account?.id ?? clientKey(caller.ip)}`, UPLOADS_PER_DAY, now);

        const checked: Checked[] = [];
        const maxPixels = services.config.UPLOAD_MAX_MEGAPIXELS * 1_000_000;
        for (const [i, part] of parts.entries()) checked.push(await checkFile(kindOfUpload, part, join(upload.dir, `checked-${i}`), maxPixels));

        // A visitor's bytes a day, as stored, per browser and per address (M8); accounts are bounded by their count.
        const budgets = caller.account ? [] : guestUploadBudgets(services.config, { guestId: caller.guestId, client: clientKey(caller.ip) }, checked.reduce((sum, c) => sum + c.size, 0));
        if (await trySpendAll(services.db, budgets, now)) throw new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);

        const year = now.getUTCFullYear();
        const stored: FileRow[] = [];
        try {
          for (const [i, file] of checked.entries()) {
            const id = randomUUID();
            const storageKey = `${kindOfUpload}/${year}/${id}.${file.kind}`;
            await services.files.putStream(storageKey, createReadStream(file.path), { size: file.size, sha256: file.sha256, contentType: MIME[file.kind] });
            try {
              stored.push(
                await addFile(services.db, {
                  id,
                  storageKey,
                  purpose: kindOfUpload,
                  ownerAccountId: caller.account?.id ?? null,
                  guestId: caller.guestId || null,
                  originalName: parts[i]!.name.slice(0, 200),
                  mime: MIME[file.kind],
                  size: file.size,
                  createdAt: services.now(),
                }),
              );
            } catch (error) {
              await services.files.delete(storageKey).catch(() => undefined);
              throw error;
            }
          }
        } catch (error) {
          // Nothing more was stored: what was not stored is given back.
          if (stored.length === 0) await refundAll(services.db, budgets, now);
          throw error;
        }
        // The uploader previews its photos at once: a service photo's URL is signed for it, as every answer's is.
        const links = readLinks(services);
        const list = stored.map((row) => describe(row, links));
        return { ...list[0]!, list };
      } finally {
        await upload.cleanup();
      }
    },
  });
}
