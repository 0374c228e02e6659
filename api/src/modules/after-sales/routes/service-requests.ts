/** Service requests: the designer's delivered items, a request, the records, one request, the repair bill; staff's desk (every request, one request) and moves. */
import { SERVICE_REQUEST_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import {
  createServiceRequest,
  moveServiceRequest,
  serviceRequestDetail,
  serviceRequestList,
  serviceableItems,
  staffServiceRequestDetail,
  staffServiceRequestList,
  uploadRepairBill,
} from '../service';

export function serviceRequestRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, SERVICE_REQUEST_CALLS.serviceableItems, { handler: ({ body, caller }) => serviceableItems(services, caller, body) });
  route(app, services, SERVICE_REQUEST_CALLS.create, { handler: ({ body, caller }) => createServiceRequest(services, caller, body) });
  route(app, services, SERVICE_REQUEST_CALLS.list, { handler: ({ body, caller }) => serviceRequestList(services, caller, body.page) });
  route(app, services, SERVICE_REQUEST_CALLS.detail, { handler: ({ body, caller }) => serviceRequestDetail(services, caller, body.reference) });
  route(app, services, SERVICE_REQUEST_CALLS.repairBill, { handler: ({ body, caller }) => uploadRepairBill(services, caller, body) });
  // Staff: client agents only (the entry's kinds), as for the orders' shipping status.
  route(app, services, SERVICE_REQUEST_CALLS.move, { handler: ({ body, caller }) => moveServiceRequest(services, caller.account!.id, body) });
  route(app, services, SERVICE_REQUEST_CALLS.staffList, { handler: ({ body }) => staffServiceRequestList(services, body) });
  route(app, services, SERVICE_REQUEST_CALLS.staffDetail, { handler: ({ body }) => staffServiceRequestDetail(services, body.reference) });
}
