import { endpoint } from './endpoint';
import {
  claimCreated,
  claimDetailRequest,
  claimDetailResponse,
  claimListRequest,
  claimListResponse,
  claimStateRequest,
  claimableOrderRequest,
  claimableOrderResponse,
  createClaimRequest,
} from '../schemas/claims';

/** The trade accounts that file claims: the designer's company (its sub-accounts too) and dealers, with order access. */
const filers = { auth: 'required', permissions: ['order'], kinds: ['designer', 'sub_account', 'dealer'] } as const;

/**
 * Claims against a delivered order (spec sections 3, 5 and 9): the claimable order (its delivered items and the kinds
 * still open), filing a claim (emailed to the site's trade desk), the company's claims and one claim; staff (client
 * agents) move a claim's state, and the designer is emailed.
 */
export const CLAIM_CALLS = {
  order: endpoint({ method: 'POST', path: '/mibd/claims/order', ...filers, body: claimableOrderRequest, response: claimableOrderResponse }),
  create: endpoint({ method: 'POST', path: '/mibd/claims/create', ...filers, body: createClaimRequest, response: claimCreated }),
  list: endpoint({ method: 'POST', path: '/mibd/claims/list', ...filers, body: claimListRequest, response: claimListResponse }),
  detail: endpoint({ method: 'POST', path: '/mibd/claims/detail', ...filers, body: claimDetailRequest, response: claimDetailResponse }),
  state: endpoint({ method: 'POST', path: '/mibd/claims/state', auth: 'required', kinds: ['client_agent'], body: claimStateRequest, response: claimDetailResponse }),
} as const;
