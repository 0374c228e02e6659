/** Error codes of the response envelope (spec section 8). */
export const ERR = {
  OK: 200,
  /** Session invalid: reload (with 22007). */
  SESSION_RELOAD: 21015,
  SESSION_INVALID: 22007,
  NO_ROLE: 22003,
  NO_PERMISSION: 25010,
  EMAIL_EXISTS: 25002,
  /** Identity: login, passwords, verification, registration (spec section 8; codes are ours, messages the spec's). */
  LOGIN_NO_ACCOUNT: 23001,
  LOGIN_WRONG_PASSWORD: 23002,
  ACCOUNT_CLOSED: 23003,
  ACCOUNT_NOT_ACTIVATED: 23004,
  USE_SMS_CODE: 23005,
  VERIFICATION_CODE: 23006,
  PHONE_INVALID: 23007,
  PHONE_REGISTERED: 23008,
  EMAIL_OCCUPIED: 23009,
  LINK_EXPIRED: 23010,
  PASSWORD_POLICY: 23011,
  DAILY_LIMIT: 23012,
  COMPANY_REGISTERED: 23013,
  ACCOUNT_NUMBER_NOT_FOUND: 23014,
  NOT_VERIFIED: 23015,
  ACCOUNT_REGISTERED: 23016,
  MAIL_FAILED: 23017,
  SUBMIT_FAILED: 23018,
  ACCOUNT_NOT_REGISTERED: 23019,
  REGISTERED_CLOSED: 23020,
  OLD_PASSWORD_INCORRECT: 23021,
  /** The cross-site session: a one-time code past its time or used, or made for another brand site. */
  SESSION_CODE_EXPIRED: 23022,
  SESSION_CODE_OTHER_SITE: 23023,
  /** Malformed request (our own code for requests that fail schema validation). */
  BAD_REQUEST: 40000,
  /** Api-Token missing or not this storefront's. */
  BAD_API_TOKEN: 40100,
  FILE_TOO_LARGE: 41300,
  FILE_TYPE: 41500,
  NOT_FOUND: 40400,
  /** Unexpected server failure; details are logged, never sent. */
  SERVER: 50000,
  /** The api cannot answer now (starting, stopping, unreachable from the page server); errmsg 'Request false'. */
  UNAVAILABLE: 50300,
  /** Registration: an application still waiting for staff, or one already decided. */
  APPLICATION_PENDING: 23101,
  APPLICATION_DECIDED: 23102,
  /** Cart (spec section 8; codes are ours, messages the spec's). */
  PRODUCT_NOT_FOUND: 24001,
  PRODUCT_UNAVAILABLE: 24002,
  INSUFFICIENT_INVENTORY: 24003,
  CART_LINE_NOT_FOUND: 24004,
  /** Coupons (spec sections 5, 8 and 9; codes are ours, messages the spec's words). */
  COUPON_CODE_ERROR: 24005,
  COUPON_EXPIRED: 24006,
  COUPON_USAGE_EXCEEDED: 24007,
  COUPON_CANNOT_USE: 24008,
  COUPON_CONDITIONS_NOT_MET: 24009,
  COUPON_ONE_PER_ORDER: 24010,
  /** Projects and favorites (codes are ours; the duplicate-project message is the spec's). */
  PROJECT_NOT_FOUND: 24201,
  CUSTOMER_NOT_FOUND: 24202,
  PROJECT_DUPLICATE: 24203,
  PROJECT_ITEM_NOT_FOUND: 24204,
  PROJECT_FULL: 24205,
  /** Members (sub-accounts). */
  MEMBER_NOT_FOUND: 24301,
  MEMBER_MAX_ACTIVE: 24302,
  MEMBER_RECEIVER_NOT_FOUND: 24303,
  MEMBER_STATE: 24304,
  MEMBER_NO_COMPANY: 24305,
  /** Account settings: bill addresses and reseller certificates. */
  ADDRESS_LIMIT: 24401,
  ADDRESS_NOT_FOUND: 24402,
  CERTIFICATE_NOT_FOUND: 24403,
  CERTIFICATE_LIMIT: 24404,
  CERTIFICATE_KEPT: 24405,
  /** Collections. */
  COLLECTION_NOT_FOUND: 24601,
  COLLECTION_DUPLICATE: 24602,
  COLLECTION_FULL: 24603,
  COLLECTION_TOO_MANY: 24604,
  /** Catalog lists and search (spec section 5 'Price filter needs a range'). */
  PRICE_FILTER: 24101,
  SEARCH_TOO_SHORT: 24102,
  /** Checkout, payments and orders (spec section 8; codes are ours, messages the spec's where it has them). */
  PAYMENT_FAILED: 24701,
  PAYMENT_ALREADY_PAID: 24702,
  PAYMENT_REQUEST_FAILED: 24703,
  PAYMENT_TOKENIZE_FAILED: 24704,
  SHIPPING_COST_FAILED: 24705,
  COST_CALCULATION_FAILED: 24706,
  CHECKOUT_NOTHING_AVAILABLE: 24707,
  CERTIFICATE_REQUIRED: 24708,
  ORDER_NOT_FOUND: 24709,
  ORDER_STATUS_BACKWARD: 24710,
  /** Staff moving the shipping status of an order that was cancelled. */
  ORDER_CANCELLED: 24711,
  /** After-sales forms (codes are ours): a form the site's route table does not have (contact us is JC's and FFD's). */
  FORM_NOT_ON_SITE: 24901,
  /** Claims (codes are ours): the kind's window has closed, an item not delivered, an unknown claim, a move staff may not make. */
  CLAIM_WINDOW_CLOSED: 24961,
  CLAIM_ITEM_NOT_DELIVERED: 24962,
  CLAIM_NOT_FOUND: 24963,
  CLAIM_STATE: 24964,
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
  noPermission: 'No permission',
  sessionInvalid: 'Your session has expired, please log in again',
  // The cross-site session (decision 035; ours, the spec has no words for these).
  sessionCodeExpired: 'This sign-in code has expired or was already used',
  sessionCodeOtherSite: 'This sign-in code was made for another site',
  // Login (section 8).
  loginNoAccount: 'The account name is invalid or does not exist',
  loginWrongPassword: 'Password incorrect, please try again',
  accountClosed: 'Account has been closed, please contact customer service',
  accountNotActivated: 'Your account is not activated',
  useSmsCode: 'This account was registered with a phone number, please log in with the SMS code',
  // Passwords (section 5).
  password12to20: 'contains 12-20 characters',
  passwordNumber: 'contains at least one number',
  passwordCase: 'contains upper and lower case letters',
  passwordsDontMatch: "Passwords don't match",
  // Forgot password (section 5).
  enterEmail: 'Please enter your email address',
  validEmail: 'Please provide a valid email address',
  accountNotRegistered: 'Account is not registered',
  // Verification (section 5).
  validPhone: 'Please provide a valid phone number',
  verificationCodeError: 'Verification code error',
  phoneRegistered: 'This phone number is already registered',
  emailOccupied: 'The email address is already occupied, please change to a new one',
  // Registration and accounts (section 8).
  emailUsed: 'This email is already used, please use another email',
  mailFailed: 'Failed to send the email, please try again',
  dailyLimit: 'The daily limit has been reached, please try again tomorrow',
  submitFailed: 'The submission is incomplete or failed, please contact the trade team',
  companyRegistered: 'The company is already registered',
  accountNumberNotFound: 'Account number not found',
  notVerified: 'The information did not pass verification',
  accountRegistered: 'The account is already registered',
  registeredClosed: 'The account is closed, please operate the Activate button',
  // Account settings (section 8).
  oldPasswordIncorrect: 'The old password is incorrect',
  // Files.
  fileTooLarge: 'The file is too large',
  requestTooLarge: 'The request is too large',
  // Input the database cannot keep (a NUL character, an unpaired surrogate) or a body nested past any real form.
  textNotAllowed: 'The text contains a character that is not allowed',
  nestedTooDeeply: 'The request is nested too deeply',
  fileType: 'This file type is not allowed',
  badApiToken: 'Api-Token is missing or invalid',
  // Registration review (new accounts are approved within 48 hours, spec section 1).
  applicationPending: 'Your application is being reviewed; new accounts are approved within 48 hours',
  applicationDecided: 'This application has already been reviewed',
  fileMismatch: "The file's content does not match its name",
  fileNotFound: 'The file was not found',
  // Cart and products (section 8).
  productNotExist: 'Product does not exist',
  productNoLongerAvailable: 'Product no longer available',
  productAlreadyInOrder: 'This product is already in the order. Continue to add?',
  productStandardSizeError: 'Error getting product standard size',
  unavailableForPurchase: 'unavailable for purchase',
  insufficientInventory: 'Insufficient inventory',
  cartAdded: 'Added to cart',
  cartLineNotFound: 'This item is no longer in your cart',
  // Coupons (section 8: code error, expired, usage exceeded, cannot use, conditions not met; section 5: one per order).
  couponCodeError: 'Coupon code error',
  couponExpired: 'The coupon has expired',
  couponUsageExceeded: 'Coupon usage exceeded',
  couponCannotUse: 'This coupon cannot be used',
  couponConditionsNotMet: 'Coupon conditions not met',
  couponOnePerOrder: 'One coupon per order',
  couponCodeMissing: 'Please enter a coupon code',
  // Catalog lists and search (section 5; the visitor text of section 6).
  priceFilterRange: 'Price filter needs a range',
  priceFilterOrder: 'The lowest price of the range must not be above the highest',
  pricesLogin: 'Login to see your price',
  pricesHiddenInMode: 'Prices are not shown in this mode',
  searchTooShort: 'Please enter at least 2 characters to search',
  // Checkout, payments and orders (sections 5 and 8; the certificate, order and status texts are ours).
  paymentFailed: 'Payment failed',
  paymentAlreadyPaid: 'You have already paid, please do not pay again',
  paymentRequestFailed: 'Payment request failed, please resubmit',
  achAccountInvalid: 'Could not tokenize payment method: Account number is invalid',
  achRoutingInvalid: 'Could not tokenize payment method: Routing number is invalid',
  cardNumberInvalid: 'Could not tokenize payment method: Card number is invalid',
  cardExpired: 'Could not tokenize payment method: The card has expired',
  cardCvcInvalid: 'Could not tokenize payment method: Security code is invalid',
  paymentMethodInvalid: 'Could not tokenize payment method: The payment method is not valid',
  enterFullName: 'Please enter full name',
  enterContactName: 'Please enter contact name',
  shippingCostFailed: 'Shipping cost calculation failed, please check zip and address',
  costCalculationFailed: 'The cost calculation failed. Please resubmit...',
  nothingAvailableInCart: 'Nothing available in cart',
  certificateRequired: 'A resale certificate must be on file before placing an order',
  orderNotFound: 'The order was not found',
  orderStatusBackward: 'An item cannot go back to an earlier shipping status',
  orderCancelled: 'This order was cancelled',
  // After-sales forms: contact us and the sample request (section 8; the not-on-site text is ours).
  formSubmitted: 'submitted successfully',
  formSubmitFailed: 'Failed to submit information, please resubmit',
  formNotOnSite: 'This form is not available on this site',
  // Claims (section 9's windows; the texts are ours): the window is named where it is used, after this.
  claimWindowClosed: 'The claim window has closed',
  claimNotFound: 'The claim was not found',
} as const;

/** The `{err, val, errmsg}` envelope every call answers with. */
export interface Envelope<T> {
  err: number;
  val: T;
  errmsg: string;
}

const API_ERROR_BRAND = Symbol.for('storefront.ApiError');

export class ApiError extends Error {
  readonly err: number;
  readonly val: unknown;
  constructor(err: number, errmsg: string, val: unknown = null) {
    super(errmsg);
    this.name = 'ApiError';
    this.err = err;
    this.val = val;
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }

  /**
   * Each app bundles its own copy of the contracts, so the shell's client throws an ApiError of another
   * class than the one a remote imports: `instanceof` recognises any copy by a registered symbol.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
  }
}
