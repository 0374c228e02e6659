import { endpoint } from './endpoint';
import {
  checkoutSummaryRequest,
  checkoutSummaryResponse,
  placeOrderRequest,
  placeOrderResponse,
  shippingCostRequest,
  shippingCostResponse,
  stateCountryRequest,
  stateCountryResponse,
} from '../schemas/checkout';
import { cartPreCheckResponse } from '../schemas/cart-checkout';

/** Checkout (`/checkout?isCart=1`): the select lists, shipping cost, the order summary, and place order (pay, then the order). */
export const CHECKOUT_CALLS = {
  // The cart's check before checkout (the cart module answers it): here, so the cart's own calls (the header's
  // mini-cart) do not carry the certificates' schemas.
  preCheck: endpoint({
    method: 'POST',
    path: '/mibd/shoppingCart/pre_check',
    auth: 'optional',
    response: cartPreCheckResponse,
    permissions: ['shopping_cart', 'settle_accounts'],
  }),
  stateCountry: endpoint({
    method: 'POST',
    path: '/mibd/checkout/state_country',
    auth: 'required',
    body: stateCountryRequest,
    response: stateCountryResponse,
    permissions: ['settle_accounts'],
  }),
  shippingCost: endpoint({
    method: 'POST',
    path: '/mibd/checkout/shipping_cost',
    auth: 'required',
    body: shippingCostRequest,
    response: shippingCostResponse,
    permissions: ['settle_accounts'],
  }),
  summary: endpoint({
    method: 'POST',
    path: '/mibd/checkout/summary',
    auth: 'required',
    body: checkoutSummaryRequest,
    response: checkoutSummaryResponse,
    permissions: ['settle_accounts'],
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/mibd/checkout/place_order',
    auth: 'required',
    body: placeOrderRequest,
    response: placeOrderResponse,
    permissions: ['settle_accounts'],
  }),
} as const;
