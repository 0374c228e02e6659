import { endpoint } from './endpoint';
import { orderDetailRequest, orderDetailResponse, orderListRequest, orderListResponse, shippingStatusRequest } from '../schemas/order';

/** Orders: the designer's (`/designerOrder`, a client agent's too: those paid by the agent's links), the invited customer's (`/customerOrder`), the outlet's (`/ffdOrder`), one order, and staff's shipping status. */
export const ORDER_CALLS = {
  designerList: endpoint({
    method: 'POST',
    path: '/mibd/order/list',
    auth: 'required',
    body: orderListRequest,
    response: orderListResponse,
    permissions: ['order'],
    // A client agent reads the orders their customers paid through the agent's payment links.
    kinds: ['designer', 'sub_account', 'dealer', 'client_agent'],
  }),
  customerList: endpoint({
    method: 'POST',
    path: '/mibd/order/customer_list',
    auth: 'required',
    body: orderListRequest,
    response: orderListResponse,
    kinds: ['customer'],
  }),
  ffdList: endpoint({
    method: 'POST',
    path: '/mibdOl/order/list',
    auth: 'required',
    body: orderListRequest,
    response: orderListResponse,
    permissions: ['order'],
    kinds: ['ffd_shopper'],
  }),
  detail: endpoint({
    method: 'POST',
    path: '/mibd/order/detail',
    auth: 'required',
    body: orderDetailRequest,
    response: orderDetailResponse,
    kinds: ['designer', 'sub_account', 'dealer', 'customer', 'ffd_shopper', 'client_agent'],
  }),
  shippingStatus: endpoint({
    method: 'POST',
    path: '/mibd/order/shipping_status',
    auth: 'required',
    body: shippingStatusRequest,
    response: orderDetailResponse,
    kinds: ['client_agent'],
  }),
} as const;
