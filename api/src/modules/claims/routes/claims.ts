/** The claimable order, filing a claim, the company's claims, one claim; staff's desk (every claim, one claim) and move. */
import { CLAIM_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { claimDetail, claimList, claimable, createClaim, moveClaim, staffClaimDetail, staffClaimList } from '../service';

export function claimRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CLAIM_CALLS.order, { handler: ({ body, caller }) => claimable(services, caller, body.number) });
  route(app, services, CLAIM_CALLS.create, { handler: ({ body, caller }) => createClaim(services, caller, body) });
  route(app, services, CLAIM_CALLS.list, { handler: ({ body, caller }) => claimList(services.db, caller, body.page) });
  route(app, services, CLAIM_CALLS.detail, { handler: ({ body, caller }) => claimDetail(services, caller, body.reference) });
  // Staff: client agents only (the entries' kinds), as for the orders' shipping status.
  route(app, services, CLAIM_CALLS.state, { handler: ({ body }) => moveClaim(services, body) });
  route(app, services, CLAIM_CALLS.staffList, { handler: ({ body }) => staffClaimList(services.db, body) });
  route(app, services, CLAIM_CALLS.staffDetail, { handler: ({ body }) => staffClaimDetail(services, body.reference) });
}
