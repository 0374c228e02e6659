import { endpoint } from './endpoint';
import {
  closeMemberRequest,
  closeMemberResponse,
  inviteMemberRequest,
  memberListRequest,
  memberListResponse,
  memberRequest,
  memberSchema,
} from '../schemas/members';

/**
 * Members (/subAccountManagement): the company's sub-accounts, for its designer in designer mode (the `sub_accounts`
 * permission). Every call that names a member or a receiving account answers one that is not the company's exactly as
 * one that does not exist.
 */
export const MEMBER_CALLS = {
  list: endpoint({
    method: 'POST',
    path: '/mibd/subAccount/list',
    auth: 'required',
    body: memberListRequest,
    response: memberListResponse,
    permissions: ['sub_accounts'],
    kinds: ['designer'],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/mibd/subAccount/invite',
    auth: 'required',
    body: inviteMemberRequest,
    response: memberSchema,
    permissions: ['sub_accounts'],
    kinds: ['designer'],
  }),
  resend: endpoint({
    method: 'POST',
    path: '/mibd/subAccount/resend_invitation',
    auth: 'required',
    body: memberRequest,
    response: memberSchema,
    permissions: ['sub_accounts'],
    kinds: ['designer'],
  }),
  close: endpoint({
    method: 'POST',
    path: '/mibd/subAccount/close',
    auth: 'required',
    body: closeMemberRequest,
    response: closeMemberResponse,
    permissions: ['sub_accounts'],
    kinds: ['designer'],
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/mibd/subAccount/reopen',
    auth: 'required',
    body: memberRequest,
    response: memberSchema,
    permissions: ['sub_accounts'],
    kinds: ['designer'],
  }),
} as const;
