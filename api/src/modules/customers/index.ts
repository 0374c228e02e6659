/**
 * Customers of a trade company: the list with search and create customer. The only door other modules use:
 * `customersModule` registers the calls; the rest below is what other modules use of customers (whose customers a
 * caller reaches, the search pattern, the unique-index answer).
 *
 * routes/customers.ts  the list and create
 * rules.ts             owner, row shape and the taken-email answer, without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { customerRoutes } from './routes/customers';

export { likeText } from './repository';
export { isUniqueViolation, ownerOf } from './rules';

export function customersModule(app: FastifyInstance, services: Services): void {
  customerRoutes(app, services);
}
