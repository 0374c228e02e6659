import { endpoint } from './endpoint';
import { addCustomerRequest, customerListRequest, customerListResponse, customerSchema } from '../schemas/customer';

/** Customers: the company's customers, listed and created. */
export const CUSTOMER_CALLS = {
  list: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/customer_list',
    auth: 'required',
    body: customerListRequest,
    response: customerListResponse,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
  add: endpoint({
    method: 'POST',
    path: '/mibd/personalProject/addCustomer',
    auth: 'required',
    body: addCustomerRequest,
    response: customerSchema,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
} as const;
