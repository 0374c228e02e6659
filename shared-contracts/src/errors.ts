/** Error codes of the response envelope (spec section 8). */
export const ERR = {
  OK: 200,
  /** Session invalid: reload (with 22007). */
  SESSION_RELOAD: 21015,
  SESSION_INVALID: 22007,
  NO_ROLE: 22003,
  NO_PERMISSION: 25010,
  EMAIL_EXISTS: 25002,
  /** Malformed request (our own code for requests that fail schema validation). */
  BAD_REQUEST: 40000,
  NOT_FOUND: 40400,
  /** Unexpected server failure; details are logged, never sent. */
  SERVER: 50000,
} as const;
export type ErrCode = (typeof ERR)[keyof typeof ERR];

export const SESSION_INVALID_CODES: readonly number[] = [ERR.SESSION_RELOAD, ERR.SESSION_INVALID];

/** Messages the product shows, quoted from the spec. */
export const MESSAGES = {
  requestFalse: 'Request false',
  noRole: 'user has no role',
  noPermissionPage: 'Sorry, you are unable to view the current page',
  pageNotFound: 'Sorry, the page you visited cannot be found',
  verificationFailed: 'Verification failed, please Login again.',
  noItemsForQuery: 'There are no available items for this query.',
  cartEmpty: 'Your shopping cart is empty.',
  linkExpired: 'The link has expired',
  remoteUnavailable: 'This part of the page could not be loaded.',
} as const;

/** The `{err, val, errmsg}` envelope every call answers with. */
export interface Envelope<T> {
  err: number;
  val: T;
  errmsg: string;
}

export class ApiError extends Error {
  readonly err: number;
  readonly val: unknown;
  constructor(err: number, errmsg: string, val: unknown = null) {
    super(errmsg);
    this.name = 'ApiError';
    this.err = err;
    this.val = val;
  }
}
