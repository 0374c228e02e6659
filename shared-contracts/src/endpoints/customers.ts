import { endpoint } from './endpoint';
import {
  addCustomerRequest,
  customerDetailRequest,
  customerDetailResponse,
  customerListRequest,
  customerListResponse,
  customerSchema,
  editCustomerRequest,
  inviteCustomerRequest,
} from '../schemas/customer';

/**
 * Customers: the company's customers, listed, created, read one at a time with their invitation, edited and invited.
 * Every call that names a customer answers one that is not the company's exactly as one that does not exist. The
 * invited customer's "my designer" is the catalog's designer_info (CATALOG_CALLS.designerInfo).
 */
export const CUSTOMER_CALLS = {
  list: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/customer_list',
    auth: 'required',
    body: customerListRequest,
    response: customerListResponse,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer', 'client_agent'],
  }),
  add: endpoint({
    method: 'POST',
    path: '/mibd/personalProject/addCustomer',
    auth: 'required',
    body: addCustomerRequest,
    response: customerSchema,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer', 'client_agent'],
  }),
  detail: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/customer_detail',
    auth: 'required',
    body: customerDetailRequest,
    response: customerDetailResponse,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
  edit: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/customer_edit',
    auth: 'required',
    body: editCustomerRequest,
    response: customerDetailResponse,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/invite_customer',
    auth: 'required',
    body: inviteCustomerRequest,
    response: customerDetailResponse,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
} as const;
