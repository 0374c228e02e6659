/**
 * Customers of a trade company: the list with search, create customer, and the customer book (one customer with its
 * invitation, edit customer, invite customer). The only door other modules use: `customersModule` registers the
 * calls; the rest below is what other modules use of customers (whose customers a caller reaches, the search pattern,
 * the unique-index answer).
 *
 * routes/customers.ts  the list and create
 * routes/book.ts       detail, edit and invite; book.ts the calls over the SQL (the invitation's account, link and email)
 * rules.ts             owner, row shape, the invitation's state and email, the refusals, without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { bookRoutes } from './routes/book';
import { customerRoutes } from './routes/customers';

export { likeText } from './repository';
export { isUniqueViolation, ownerOf } from './rules';
export { ownersCustomer as ownersCustomerRecord, type CustomerRecord } from './repository';

export function customersModule(app: FastifyInstance, services: Services): void {
  customerRoutes(app, services);
  bookRoutes(app, services);
}
