import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';

/** Catalog: menus and categories per brand, product lists and search, product detail with prices by mode. */
export function catalogModule(_app: FastifyInstance, _services: Services): void {}
