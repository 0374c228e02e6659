import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';

/** Development pages: the mailbox (what the outbox holds) and the embedded Rowe sign-in. */
export function devModule(_app: FastifyInstance, _services: Services): void {}
