import { endpoint } from './endpoint';
import {
  repairBillRequest,
  serviceMoveRequest,
  serviceRequestCreate,
  serviceRequestDetail,
  serviceRequestKey,
  serviceRequestListRequest,
  serviceRequestListResponse,
  serviceStaffDetail,
  serviceStaffListRequest,
  serviceStaffListResponse,
  serviceableItemsRequest,
  serviceableItemsResponse,
} from '../schemas/service-requests';

/** Who asks for service: the trade accounts that order (the designer, a member of the studio, a dealer). */
const BUYERS = ['designer', 'sub_account', 'dealer'] as const;

/**
 * Service requests and repairs (spec sections 4, 5 and 9): a designer asks for service on a delivered item of the
 * company's orders, with photos, follows each step in the records, and uploads the repair bill when repair is chosen;
 * staff (client agents) read every account's requests on the after-sales desk (a page at a time, of one state when
 * asked; one request with its photos, history and the states it may move to) and move a request through the
 * after-sales states (or `npm --prefix api run service-request`).
 */
export const SERVICE_REQUEST_CALLS = {
  serviceableItems: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_items',
    auth: 'required',
    body: serviceableItemsRequest,
    response: serviceableItemsResponse,
    permissions: ['order'],
    kinds: BUYERS,
  }),
  create: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/create',
    auth: 'required',
    body: serviceRequestCreate,
    response: serviceRequestDetail,
    permissions: ['order'],
    kinds: BUYERS,
  }),
  list: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/list',
    auth: 'required',
    body: serviceRequestListRequest,
    response: serviceRequestListResponse,
    permissions: ['order'],
    kinds: BUYERS,
  }),
  detail: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/detail',
    auth: 'required',
    body: serviceRequestKey,
    response: serviceRequestDetail,
    permissions: ['order'],
    kinds: BUYERS,
  }),
  repairBill: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/repair_bill',
    auth: 'required',
    body: repairBillRequest,
    response: serviceRequestDetail,
    permissions: ['order'],
    kinds: BUYERS,
  }),
  move: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/move',
    auth: 'required',
    body: serviceMoveRequest,
    response: serviceStaffDetail,
    kinds: ['client_agent'],
  }),
  staffList: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/staff_list',
    auth: 'required',
    body: serviceStaffListRequest,
    response: serviceStaffListResponse,
    kinds: ['client_agent'],
  }),
  staffDetail: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/service_request/staff_detail',
    auth: 'required',
    body: serviceRequestKey,
    response: serviceStaffDetail,
    kinds: ['client_agent'],
  }),
} as const;
