import { endpoint } from './endpoint';
import {
  changeDecideRequest,
  changeListRequest,
  changeListResponse,
  changeProductSearchRequest,
  changeProductSearchResponse,
  changeRecord,
  changeRequest,
  changeWithdrawRequest,
  supPayRequest,
  supPayResponse,
  supPaymentRequest,
  supPaymentResponse,
} from '../schemas/order-changes';

const DESIGNERS = ['designer', 'sub_account', 'dealer'] as const;

/**
 * Order changes (spec sections 2, 4, 5, 8 and 9): the order's change records, a designer's request (address, contact,
 * quantity, add item, cancel) and its withdrawal, the products that may be added, staff's decision, and the
 * supplementary payment link's page and payment.
 */
export const ORDER_CHANGE_CALLS = {
  list: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/list',
    auth: 'required',
    body: changeListRequest,
    response: changeListResponse,
    permissions: ['order'],
    kinds: DESIGNERS,
  }),
  request: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/request',
    auth: 'required',
    body: changeRequest,
    response: changeRecord,
    permissions: ['order'],
    kinds: DESIGNERS,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/withdraw',
    auth: 'required',
    body: changeWithdrawRequest,
    response: changeRecord,
    permissions: ['order'],
    kinds: DESIGNERS,
  }),
  productSearch: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/product_search',
    auth: 'required',
    body: changeProductSearchRequest,
    response: changeProductSearchResponse,
    permissions: ['order'],
    kinds: DESIGNERS,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/decide',
    auth: 'required',
    body: changeDecideRequest,
    response: changeRecord,
    kinds: ['client_agent'],
  }),
  supPayment: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/sup_payment',
    auth: 'required',
    body: supPaymentRequest,
    response: supPaymentResponse,
    kinds: DESIGNERS,
  }),
  supPay: endpoint({
    method: 'POST',
    path: '/mibd/orderChange/sup_pay',
    auth: 'required',
    body: supPayRequest,
    response: supPayResponse,
    kinds: DESIGNERS,
  }),
} as const;
