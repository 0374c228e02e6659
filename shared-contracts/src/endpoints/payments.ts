import { endpoint } from './endpoint';
import { achTokenizeRequest, cardTokenizeRequest, paymentConfigResponse, paymentMethodResponse } from '../schemas/payment';

/**
 * Payments: the processor's settings (section 9) and the embedded sandbox's tokenize calls, which the browser calls
 * in place of a processor's script (with a real processor the script tokenizes and these answer 40400).
 */
export const PAYMENT_CALLS = {
  config: endpoint({
    method: 'POST',
    path: '/mibd/payment/config',
    auth: 'required',
    response: paymentConfigResponse,
    permissions: ['settle_accounts'],
  }),
  tokenizeCard: endpoint({
    method: 'POST',
    path: '/mibd/payment/tokenize_card',
    auth: 'required',
    body: cardTokenizeRequest,
    response: paymentMethodResponse,
    permissions: ['settle_accounts'],
  }),
  tokenizeAch: endpoint({
    method: 'POST',
    path: '/mibd/payment/tokenize_ach',
    auth: 'required',
    body: achTokenizeRequest,
    response: paymentMethodResponse,
    permissions: ['settle_accounts'],
  }),
} as const;
