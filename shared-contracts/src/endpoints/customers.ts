import { endpoint } from './endpoint';
import { addCustomerRequest, customerListRequest, customerListResponse, customerSchema } from '../schemas/customer';

/** Customers: the company's customers, listed and created. */
export const CUSTOMER_CALLS = {
  list: endpoint({
    method: 'POST',
    path: '/mibd/customerFavourite/customer_list',
    summary: "The company's customers in name order, optionally narrowed by a search of name or email (browsing mode has no customers: 25010)",
    tags: ['customers'],
    auth: 'required',
    body: customerListRequest,
    response: customerListResponse,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
  add: endpoint({
    method: 'POST',
    path: '/mibd/personalProject/addCustomer',
    summary: 'Creates a customer of the caller\'s company from the customer form (section 5 rules); 25002 when the email is already a customer there',
    tags: ['customers'],
    auth: 'required',
    body: addCustomerRequest,
    response: customerSchema,
    permissions: ['customers'],
    kinds: ['designer', 'sub_account', 'dealer'],
  }),
} as const;
