/** A customer's projects and the company's: the lists, create, rename, delete and the detail. */
import { PROJECT_CALLS, PROJECT_PAGE_SIZE } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { createProject, customerProjects, projectDetail, projectList, removeProject, renameOne } from '../service';

export function projectRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, PROJECT_CALLS.customerProjects, {
    handler: ({ body, caller }) => customerProjects(db, caller, body.customer_id),
  });

  route(app, services, PROJECT_CALLS.list, {
    handler: ({ body, caller }) => projectList(db, caller, body.search?.trim() ?? '', body.page ?? 1, body.limit ?? PROJECT_PAGE_SIZE),
  });

  route(app, services, PROJECT_CALLS.create, {
    handler: ({ body, caller }) => createProject(db, caller, body.customer_id, body.name),
  });

  route(app, services, PROJECT_CALLS.rename, {
    handler: ({ body, caller }) => renameOne(db, caller, body.project_id, body.name),
  });

  route(app, services, PROJECT_CALLS.remove, {
    handler: async ({ body, caller }) => {
      await removeProject(db, caller, body.project_id);
      return { deleted: true };
    },
  });

  route(app, services, PROJECT_CALLS.detail, {
    handler: ({ body, caller }) => projectDetail(db, caller, body.project_id),
  });
}
