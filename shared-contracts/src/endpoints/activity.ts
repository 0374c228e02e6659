import { userLogQuery, userLogResponse } from '../schemas/activity';
import { endpoint } from './endpoint';

/** What the storefront records of its use (spec section 7): a navigation log, with the performance cookies' consent. */
export const ACTIVITY_CALLS = {
  userLog: endpoint({
    method: 'GET',
    path: '/mibd/common/user_log/add',
    auth: 'optional',
    query: userLogQuery,
    readsCommonQuery: true,
    response: userLogResponse,
  }),
} as const;
