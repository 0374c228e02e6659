import * as z from 'zod/mini';
import { ACCOUNT_KINDS, ACCOUNT_STATES, MODES } from '../permissions';
import { BRAND_CODES } from '../brands';
import { emailField, flag, passwordField, trimmed } from './rules';

/** Schemas of the identity calls (spec sections 3 and 7): the api validates with them, the client parses with them. */

const brandCode = z.enum(BRAND_CODES);

/** POST /mibd/login/user_login. login_type 1 is password (default), 2 is an SMS code sent to the phone in username. */
export const loginRequest = z.object({
  username: trimmed(100, 'The account name is invalid or does not exist').check(z.minLength(1, 'Please enter your account')),
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(200)),
  obtain: z.optional(brandCode),
  login_type: z.optional(z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')])),
  external_channel: z.optional(z.string().check(z.maxLength(50))),
  is_bind_rowe_id: flag,
  RoweLinkingCode: z.optional(z.string().check(z.maxLength(100))),
});
export type LoginRequest = z.output<typeof loginRequest>;

/** The login answer (spec section 3); FFD's adds ol_user_name. */
export const loginResponse = z.object({
  token: z.string(),
  user_id: z.string(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_email: z.string(),
  head_img: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  mode: z.enum(MODES),
  ol_user_name: z.optional(z.string()),
  /** Seconds the session lives at most: what the browser keeps its session cookies for. */
  expires_in: z.optional(z.number()),
});
export type LoginResponse = z.output<typeof loginResponse>;

/** POST /mibdol/login/user_login (FFD): email trimmed. */
export const ffdLoginRequest = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(200)),
  obtain: z.optional(brandCode),
});

/** POST /mibd/login/get_phone_code: sends a login code by SMS. */
export const phoneCodeRequest = z.object({ phone: z.string().check(z.maxLength(30)) });
export const phoneCodeResponse = z.object({ sent: z.boolean() });

/** GET /mibd/common/user_role?mode= : the permission list for the account (or visitor) in that mode. */
export const userRoleQuery = z.object({ mode: z.optional(z.string().check(z.maxLength(40))) });
export const userRoleResponse = z.object({ Role: z.array(z.string()), mode: z.enum(MODES) });
export type UserRoleResponse = z.output<typeof userRoleResponse>;

/** POST /xbom/login/userInfo */
export const userInfoResponse = z.object({
  user_id: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  state: z.enum(ACCOUNT_STATES),
  username: z.string(),
  user_first_name: z.string(),
  user_last_name: z.string(),
  user_email: z.string(),
  phone: z.string(),
  head_img: z.string(),
  company: z.nullable(z.object({ id: z.string(), name: z.string() })),
  mode: z.enum(MODES),
  agent_code: z.nullable(z.string()),
  rowe_bound: z.boolean(),
});
export type UserInfo = z.output<typeof userInfoResponse>;

/** POST /mibd/login/logout */
export const logoutResponse = z.object({ logged_out: z.boolean() });

/** POST /mibd/login/forget_password: emails a set-password link. */
export const forgetPasswordRequest = z.object({ email: emailField, obtain: z.optional(brandCode) });
/** POST /mibd/login/check_link: is a set-password / activation link still good? */
export const linkRequest = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });
export const linkResponse = z.object({ email: z.string(), purpose: z.string() });
/** POST /mibd/login/set_password: sets the password from an emailed link (activation, reset, invitation). */
export const setPasswordRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: passwordField,
  confirm_password: z.optional(z.string()),
});

/** POST /mibd/login/forget_password answer: the email went out. */
export const forgetPasswordResponse = z.object({ sent: z.boolean() });

/** POST /mibd/login/change_password: the signed-in account changes its password (its other sessions end). */
export const changePasswordRequest = z.object({
  old_password: z.string().check(z.minLength(1, 'Please enter your old password'), z.maxLength(200)),
  password: passwordField,
  confirm_password: z.optional(z.string()),
});
export const changePasswordResponse = z.object({ changed: z.boolean() });

/** POST /mibdol/login/register (FFD): an FFD shopper signs up and is signed in. */
export const ffdRegisterRequest = z.object({
  email: emailField,
  password: passwordField,
  first_name: z.optional(trimmed(50)),
  last_name: z.optional(trimmed(50)),
  obtain: z.optional(brandCode),
});

/** POST /mibd/roweSSO/getRedirectCodeUrl: where to send the browser to sign in with Rowe. */
export const roweRedirectRequest = z.object({ return_url: z.string().check(z.minLength(1), z.maxLength(2000)) });
export const roweRedirectResponse = z.object({ redirect_url: z.string() });

/** The RoweLinkingCode the Rowe sign-in adds to the return URL. */
const roweLinkingCode = z.string().check(z.minLength(1, 'The link has expired'), z.maxLength(100));

/** POST /mibd/roweSSO/getRoweUserInfo: the Rowe account behind a linking code. */
export const roweUserInfoRequest = z.object({ RoweLinkingCode: roweLinkingCode });
export const roweUserInfoResponse = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  /** True when a storefront account is already bound to this Rowe account. */
  bound: z.boolean(),
});
export type RoweUserInfo = z.output<typeof roweUserInfoResponse>;

/** POST /mibd/roweSSO/register: a designer account bound to the Rowe account; blank fields take the Rowe account's. */
export const roweRegisterRequest = z.object({
  RoweLinkingCode: roweLinkingCode,
  email: z.optional(z.string().check(z.maxLength(254, 'Please provide a valid email address'))),
  phone: z.optional(z.string().check(z.maxLength(30, 'Please provide a valid phone number'))),
  first_name: z.optional(trimmed(50)),
  last_name: z.optional(trimmed(50)),
  obtain: z.optional(brandCode),
});

/**
 * The session shared between the brand sites (spec section 7, decision 035). A site where the browser is signed in
 * hands a sibling site, through the hidden frame, a one-time code instead of its token; the sibling's page server
 * redeems it for a session of its own.
 */
/** How long a sibling site waits for the other sites' frames to answer before it stays as it is (spec section 7). */
export const SESSION_SITES_WAIT_MS = 15_000;
/** How long a one-time session code may be redeemed. */
export const SESSION_CODE_TTL_SECONDS = 60;

/** POST /mibd/login/session_code: a one-time code for the signed-in session, for the brand site that asked. */
export const sessionCodeRequest = z.object({ brand: brandCode });
export const sessionCodeResponse = z.object({
  code: z.string(),
  expires_in: z.number(),
  user_id: z.string(),
  user_first_name: z.string(),
  mode: z.enum(MODES),
});
export type SessionCodeResponse = z.output<typeof sessionCodeResponse>;

/**
 * The brand redirect (spec section 7, "brand redirect (val.redirect_url, opened in new window if non-empty)"; its path
 * is not shown): a signed-in user going to a sibling brand's site. The answer is that site's redirect page with a
 * one-time code for a session of the same account there (decision 040), or empty where the account does not sign in
 * on that site, or the site shares no session with this one.
 */
export const brandRedirectRequest = z.object({
  brand: brandCode,
  /** The path of the sibling site to land on (its home when absent). */
  to: z.optional(z.string().check(z.maxLength(2000))),
});
export const brandRedirectResponse = z.object({ redirect_url: z.string() });
export type BrandRedirectResponse = z.output<typeof brandRedirectResponse>;

/** POST /mibd/login/session_redeem: the code for a session of the same account on this brand site (the login answer). */
export const sessionRedeemRequest = z.object({ code: z.string().check(z.minLength(1), z.maxLength(100)) });
