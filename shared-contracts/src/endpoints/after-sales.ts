import { endpoint } from './endpoint';
import { afterSalesSubmitted, contactUsRequest, sampleRequestRequest } from '../schemas/after-sales';

/**
 * After-sales forms that need no order (spec sections 3, 5 and 8): contact us and the sample request. Public: a
 * visitor may send them (signed in, the submission also records the account). Each is stored and mailed to the
 * site's trade desk; sends are limited per asker a day like the other emails a caller can trigger.
 */
export const AFTER_SALES_CALLS = {
  contactUs: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/contact_us',
    auth: 'optional',
    body: contactUsRequest,
    response: afterSalesSubmitted,
  }),
  sampleRequest: endpoint({
    method: 'POST',
    path: '/mibd/afterSales/sample_request',
    auth: 'optional',
    body: sampleRequestRequest,
    response: afterSalesSubmitted,
  }),
} as const;
