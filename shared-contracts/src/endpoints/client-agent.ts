import { endpoint } from './endpoint';
import {
  agentCartAddRequest,
  agentCartRemoveRequest,
  agentCartRequest,
  agentCartResponse,
  agentCartUpdateRequest,
  cancelLinkRequest,
  cancelLinkResponse,
  payLinkAchRequest,
  payLinkCardRequest,
  payLinkPayRequest,
  payLinkPayResponse,
  payLinkRequest,
  payLinkResponse,
  sendLinkRequest,
  sendLinkResponse,
} from '../schemas/client-agent';
import { paymentMethodResponse } from '../schemas/payment';

const AGENT = { auth: 'required', permissions: ['client_agent'], kinds: ['client_agent'] } as const;

/**
 * The client agent (spec sections 1, 6 and 8): the cart the agent builds for one of their customers (the customers
 * themselves are CUSTOMER_CALLS.list and add), the payment link emailed to the customer, and the customer's pay page
 * (/clientPay?token=..., no account: the token is the key).
 */
export const CLIENT_AGENT_CALLS = {
  cart: endpoint({ method: 'POST', path: '/mibd/clientAgent/cart', ...AGENT, body: agentCartRequest, response: agentCartResponse }),
  cartAdd: endpoint({ method: 'POST', path: '/mibd/clientAgent/cart/add', ...AGENT, body: agentCartAddRequest, response: agentCartResponse }),
  cartUpdate: endpoint({ method: 'POST', path: '/mibd/clientAgent/cart/update', ...AGENT, body: agentCartUpdateRequest, response: agentCartResponse }),
  cartRemove: endpoint({ method: 'POST', path: '/mibd/clientAgent/cart/remove', ...AGENT, body: agentCartRemoveRequest, response: agentCartResponse }),
  sendLink: endpoint({ method: 'POST', path: '/mibd/clientAgent/payment_link/send', ...AGENT, body: sendLinkRequest, response: sendLinkResponse }),
  cancelLink: endpoint({ method: 'POST', path: '/mibd/clientAgent/payment_link/cancel', ...AGENT, body: cancelLinkRequest, response: cancelLinkResponse }),
  payLink: endpoint({ method: 'POST', path: '/mibd/clientPay/detail', auth: 'none', body: payLinkRequest, response: payLinkResponse }),
  payLinkTokenizeCard: endpoint({ method: 'POST', path: '/mibd/clientPay/tokenize_card', auth: 'none', body: payLinkCardRequest, response: paymentMethodResponse }),
  payLinkTokenizeAch: endpoint({ method: 'POST', path: '/mibd/clientPay/tokenize_ach', auth: 'none', body: payLinkAchRequest, response: paymentMethodResponse }),
  payLinkPay: endpoint({ method: 'POST', path: '/mibd/clientPay/pay', auth: 'none', body: payLinkPayRequest, response: payLinkPayResponse }),
} as const;
