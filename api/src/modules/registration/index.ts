import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';

/** Registration: option lists, the three steps' checks, submit with certificates, staff approval. */
export function registrationModule(_app: FastifyInstance, _services: Services): void {}
