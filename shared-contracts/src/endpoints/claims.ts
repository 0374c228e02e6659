import { endpoint } from './endpoint';
import {
  claimCreated,
  claimDetailRequest,
  claimDetailResponse,
  claimListRequest,
  claimListResponse,
  claimStaffDetail,
  claimStaffListRequest,
  claimStaffListResponse,
  claimStateRequest,
  claimableOrderRequest,
  claimableOrderResponse,
  createClaimRequest,
} from '../schemas/claims';

/** The trade accounts that file claims: the designer's company (its sub-accounts too) and dealers, with order access. */
const filers = { auth: 'required', permissions: ['order'], kinds: ['designer', 'sub_account', 'dealer'] } as const;
/** Staff: client agents only, as for the orders' shipping status. */
const staff = { auth: 'required', kinds: ['client_agent'] } as const;

/**
 * Claims against a delivered order (spec sections 3, 5 and 9): the claimable order (its delivered items and the kinds
 * still open), filing a claim (emailed to the site's trade desk), the company's claims and one claim; staff (client
 * agents) read every account's claims on the after-sales desk (a page at a time, of one state when asked; one claim
 * with its images, history and the states it may move to) and move a claim's state, and the designer is emailed.
 */
export const CLAIM_CALLS = {
  order: endpoint({ method: 'POST', path: '/mibd/claims/order', ...filers, body: claimableOrderRequest, response: claimableOrderResponse }),
  create: endpoint({ method: 'POST', path: '/mibd/claims/create', ...filers, body: createClaimRequest, response: claimCreated }),
  list: endpoint({ method: 'POST', path: '/mibd/claims/list', ...filers, body: claimListRequest, response: claimListResponse }),
  detail: endpoint({ method: 'POST', path: '/mibd/claims/detail', ...filers, body: claimDetailRequest, response: claimDetailResponse }),
  state: endpoint({ method: 'POST', path: '/mibd/claims/state', ...staff, body: claimStateRequest, response: claimStaffDetail }),
  staffList: endpoint({ method: 'POST', path: '/mibd/claims/staff_list', ...staff, body: claimStaffListRequest, response: claimStaffListResponse }),
  staffDetail: endpoint({ method: 'POST', path: '/mibd/claims/staff_detail', ...staff, body: claimDetailRequest, response: claimStaffDetail }),
} as const;
