export { LINE_STATE_LABELS, customMark, lineState, type LineState, type StatedLine } from './line-state';
export { APPLIED_COUPON_KEY, keepAppliedCoupon, readAppliedCoupon } from './applied-coupon';
export { CERTIFICATE_TAB, checkoutHref, checkoutU } from './checkout-links';
