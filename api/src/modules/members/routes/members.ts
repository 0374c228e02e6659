/** The company's members: the list, invite, resend the invitation, close and reopen. */
import { MEMBER_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { closeMember, inviteMember, memberList, reopenMember, resendInvitation } from '../service';

export function memberRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, MEMBER_CALLS.list, {
    handler: ({ caller }) => memberList(services.db, caller),
  });

  route(app, services, MEMBER_CALLS.invite, {
    handler: ({ body, caller }) => inviteMember(services, caller, body),
  });

  route(app, services, MEMBER_CALLS.resend, {
    handler: ({ body, caller }) => resendInvitation(services, caller, body.member_id),
  });

  route(app, services, MEMBER_CALLS.close, {
    handler: ({ body, caller }) => closeMember(services, caller, body.member_id, body.receiver_id),
  });

  route(app, services, MEMBER_CALLS.reopen, {
    handler: ({ body, caller }) => reopenMember(services, caller, body.member_id),
  });
}
