/**
 * Members: the sub-accounts a company's designer invites on /subAccountManagement (spec sections 2, 3, 4, 5 and 8):
 * the list with the company's seats, invite (an account to be activated and an emailed link to the existing
 * /subAccountActivation page), resend the invitation, close (the member's customers and projects pass to another
 * activated account of the company) and reopen. The only door other modules use: `membersModule` registers the calls.
 *
 * routes/members.ts  the five calls
 * service.ts         the calls over the SQL, each scoped to the caller's company, changes holding the company row
 * rules.ts           refusals, how a member reads, the states an action starts from, the invitation email; without I/O
 * repository.ts      the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { memberRoutes } from './routes/members';

export function membersModule(app: FastifyInstance, services: Services): void {
  memberRoutes(app, services);
}
