import { endpoint } from './endpoint';
import {
  aboutMeRequest,
  accountProfile,
  billAddressAddRequest,
  billAddressEditRequest,
  billAddressListResponse,
  billAddressRequest,
  billAddressSavedResponse,
  certificate,
  certificateAddRequest,
  certificateDetailQuery,
  certificateListResponse,
  certificateRequest,
  headImgRequest,
} from '../schemas/account-settings';

/** Who keeps bill addresses: the accounts that check out (trade accounts and FFD shoppers). */
const BUYERS = ['designer', 'sub_account', 'dealer', 'ffd_shopper'] as const;
/** Who keeps a profile (about me, picture): every account but the outlet's shoppers, whose settings are login and addresses. */
const PROFILES = ['designer', 'sub_account', 'dealer', 'customer', 'client_agent'] as const;
/** Who keeps reseller certificates: the trade accounts that buy for resale. */
const TRADE = ['designer', 'sub_account', 'dealer'] as const;

/**
 * Account settings (spec sections 2, 3, 5 and 7): the signed-in account's own bill addresses, about me, profile
 * picture, tier and price label, and reseller certificates. Every call acts on the caller's own account only: an id
 * that is not the caller's answers exactly as one that does not exist. They are filed under identity in the endpoint
 * table; a remote imports this const alone, so the shell's bundle does not carry them. The password is changed with
 * IDENTITY_CALLS.changePassword.
 */
export const ACCOUNT_CALLS = {
  profile: endpoint({
    method: 'POST',
    path: '/mibd/account/profile',
    auth: 'required',
    response: accountProfile,
  }),
  aboutMe: endpoint({
    method: 'POST',
    path: '/mibd/account/about_me',
    auth: 'required',
    body: aboutMeRequest,
    response: accountProfile,
    kinds: PROFILES,
  }),
  headImg: endpoint({
    method: 'POST',
    path: '/mibd/account/head_img',
    auth: 'required',
    body: headImgRequest,
    response: accountProfile,
    kinds: PROFILES,
  }),
  addressList: endpoint({
    method: 'POST',
    path: '/mibd/account/address/list',
    auth: 'required',
    response: billAddressListResponse,
    kinds: BUYERS,
  }),
  addressAdd: endpoint({
    method: 'POST',
    path: '/mibd/account/address/add',
    auth: 'required',
    body: billAddressAddRequest,
    response: billAddressSavedResponse,
    kinds: BUYERS,
  }),
  addressEdit: endpoint({
    method: 'POST',
    path: '/mibd/account/address/edit',
    auth: 'required',
    body: billAddressEditRequest,
    response: billAddressSavedResponse,
    kinds: BUYERS,
  }),
  addressDelete: endpoint({
    method: 'POST',
    path: '/mibd/account/address/delete',
    auth: 'required',
    body: billAddressRequest,
    response: billAddressListResponse,
    kinds: BUYERS,
  }),
  addressSetDefault: endpoint({
    method: 'POST',
    path: '/mibd/account/address/set_default',
    auth: 'required',
    body: billAddressRequest,
    response: billAddressListResponse,
    kinds: BUYERS,
  }),
  certificateList: endpoint({
    method: 'POST',
    path: '/mibd/home/certificate/list',
    auth: 'required',
    response: certificateListResponse,
    kinds: TRADE,
  }),
  certificateDetail: endpoint({
    method: 'GET',
    path: '/mibd/home/certificate/detail',
    auth: 'required',
    query: certificateDetailQuery,
    response: certificate,
    kinds: TRADE,
  }),
  certificateAdd: endpoint({
    method: 'POST',
    path: '/mibd/home/certificate/add',
    auth: 'required',
    body: certificateAddRequest,
    response: certificateListResponse,
    kinds: TRADE,
  }),
  certificateDelete: endpoint({
    method: 'POST',
    path: '/mibd/home/certificate/delete',
    auth: 'required',
    body: certificateRequest,
    response: certificateListResponse,
    kinds: TRADE,
  }),
} as const;
