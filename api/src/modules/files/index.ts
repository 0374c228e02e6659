import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';

/** Files: uploads checked by magic bytes, the file-read path serving resized images. */
export function filesModule(_app: FastifyInstance, _services: Services): void {}
