/** The profile: the account as its settings show it, about me and the picture. */
import { ACCOUNT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { profile, setAboutMe, setPicture } from '../service';

export function profileRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, ACCOUNT_CALLS.profile, {
    handler: ({ caller }) => profile(services.db, caller.account!.id),
  });

  route(app, services, ACCOUNT_CALLS.aboutMe, {
    handler: ({ body, caller }) => setAboutMe(services.db, caller.account!.id, body.about_me),
  });

  route(app, services, ACCOUNT_CALLS.headImg, {
    handler: ({ body, caller }) => setPicture(services, caller.account!.id, body.file_id),
  });
}
