/**
 * Files: uploads (certificates, avatars, service photos) and the file-read path, which also serves the catalog's
 * drawn pictures. The only door other modules use: `filesModule` registers the calls; the rest below is what other
 * modules read of stored files.
 *
 * routes/upload.ts  the upload; upload.ts reads and checks its parts
 * routes/read.ts    the read path; pictures.ts the pictures other modules serve through it (the catalog's)
 * store.ts          bytes: the resized-image cache, variants, deletion, the sweep of expired draft uploads
 * rules.ts          kinds, names, keys, signed read links and who may read, without I/O; repository.ts the module's SQL
 * links.ts          the read links an answer hands out (signed for service photos and repair bills)
 * pdf.ts            what a PDF upload must look like (header, trailer, no HTML), without I/O
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileLinkSecret } from '../../platform/config';
import type { Services } from '../../platform/services';
import { addSweep } from '../../platform/sweep';
import { readRoutes } from './routes/read';
import { uploadRoutes } from './routes/upload';
import { UPLOAD_MAX_BYTES } from './rules';
import { sweepDraftUploads } from './store';

export { readLinks } from './links';
export { servePictures } from './pictures';
export { liveFile } from './repository';
export { EMAILED_READ_LINK_TTL_MS, describe, rasterFormat, readName, variantKey, type RasterFormat, type ReadLinks } from './rules';
export { deleteFile, variantCache } from './store';

export async function filesModule(app: FastifyInstance, services: Services): Promise<void> {
  // A production api signs service photos' links with its own secret, never the published default.
  fileLinkSecret(services.config);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 20 },
  });
  uploadRoutes(app, services);
  readRoutes(app, services);
  // Visitors' uploads that no registration took are removed after UPLOAD_DRAFT_TTL_HOURS (M8).
  addSweep(services, { name: 'draft uploads', run: (now) => sweepDraftUploads(services, now) });
}
