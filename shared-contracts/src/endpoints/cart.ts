import { endpoint } from './endpoint';
import {
  cartAddBatchRequest,
  cartAddBatchResponse,
  cartAddRequest,
  cartAddResponse,
  cartListResponse,
  cartRemoveRequest,
  cartRemoveResponse,
  cartUpdateCountRequest,
  cartUpdateCountResponse,
  couponQuote,
  couponVerifyRequest,
  guestCartRequest,
  guestCartResponse,
} from '../schemas/cart';

/** Cart: lines of the signed-in cart, the FFD guest cart and its merge. */
export const CART_CALLS = {
  list: endpoint({
    // Visitors, customers and browsing mode lack shopping_cart: 25010.
    method: 'POST',
    path: '/mibd/shoppingCart/list',
    auth: 'optional',
    response: cartListResponse,
    permissions: ['shopping_cart'],
  }),
  add: endpoint({
    method: 'POST',
    path: '/mibd/shoppingCart/add',
    auth: 'optional',
    body: cartAddRequest,
    response: cartAddResponse,
    permissions: ['shopping_cart'],
  }),
  updateCount: endpoint({
    method: 'POST',
    path: '/mibd/shoppingCart/update_count',
    auth: 'optional',
    body: cartUpdateCountRequest,
    response: cartUpdateCountResponse,
    permissions: ['shopping_cart'],
  }),
  remove: endpoint({
    method: 'POST',
    path: '/mibd/shoppingCart/remove',
    auth: 'optional',
    body: cartRemoveRequest,
    response: cartRemoveResponse,
    permissions: ['shopping_cart'],
  }),
  guestList: endpoint({
    method: 'POST',
    path: '/mibdOl/shoppingCart/productListNoLogin',
    auth: 'none',
    body: guestCartRequest,
    response: guestCartResponse,
  }),
  addBatch: endpoint({
    method: 'POST',
    path: '/mibdOl/shoppingCart/addBatch',
    auth: 'optional',
    body: cartAddBatchRequest,
    response: cartAddBatchResponse,
    permissions: ['shopping_cart'],
  }),
  verifyCoupon: endpoint({
    // A step of checkout: designer mode's settle_accounts too (client mode and client agents: 25010).
    method: 'POST',
    path: '/mibd/shoppingCart/verify_coupon',
    auth: 'optional',
    body: couponVerifyRequest,
    response: couponQuote,
    permissions: ['shopping_cart', 'settle_accounts'],
  }),
} as const;
