/**
 * The coupon applied to the cart (one per order, spec sections 3, 5 and 9), kept for the browser's session under the
 * remote's prefix so checkout (this remote's page too) places the order with it.
 */
export const APPLIED_COUPON_KEY = 'mf-cart-checkout:coupon';

export function readAppliedCoupon(): string | null {
  try {
    return window.sessionStorage.getItem(APPLIED_COUPON_KEY);
  } catch {
    return null;
  }
}

export function keepAppliedCoupon(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(APPLIED_COUPON_KEY, code);
    else window.sessionStorage.removeItem(APPLIED_COUPON_KEY);
  } catch {
    // Storage refused (private mode): the coupon is entered again at checkout.
  }
}
