import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';

/** Cart lines: list, add, update count, remove; the FFD guest cart and its merge at login. */
export function cartModule(_app: FastifyInstance, _services: Services): void {}
