import { CART_CALLS, MESSAGES, type CouponQuote } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { keepAppliedCoupon, readAppliedCoupon } from '../../ui';
import { messageOf } from './cart-rules';

export interface Coupon {
  quote: CouponQuote | null;
  error: string;
  pending: boolean;
  apply(code: string): void;
  remove(): void;
}

/**
 * The cart's coupon (one per order): checked by the api against the cart's purchasable lines, and checked again when
 * the lines change (a coupon whose conditions are no longer met is dropped, with the api's reason). `cartKey` names
 * the lines; `active` is false where the session may not check out (the api refuses the check there).
 */
export function useCoupon(cartKey: string, active: boolean): Coupon {
  const { api } = useShell();
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const latest = useRef(0);

  const verify = async (code: string, quiet: boolean) => {
    const mine = ++latest.current;
    setPending(true);
    try {
      const val = await api.call(CART_CALLS.verifyCoupon, { body: { coupon_code: code } });
      if (mine !== latest.current) return;
      setQuote(val);
      setError('');
      keepAppliedCoupon(val.coupon_code);
    } catch (caught) {
      if (mine !== latest.current) return;
      setQuote(null);
      keepAppliedCoupon(null);
      if (!quiet) setError(messageOf(caught, MESSAGES.couponCodeError));
    } finally {
      if (mine === latest.current) setPending(false);
    }
  };

  // The kept coupon when the cart is read, and again whenever its lines change.
  const applied = quote?.coupon_code ?? null;
  useEffect(() => {
    if (!active) return;
    const code = applied ?? readAppliedCoupon();
    if (code) void verify(code, applied === null);
    // Only a change of the lines (or of who may check out) checks the coupon again; `verify` and `applied` are read
    // as they stand then.
  }, [cartKey, active]);

  return {
    quote,
    error,
    pending,
    apply: (code) => {
      const trimmed = code.trim();
      if (!trimmed) {
        setError(MESSAGES.couponCodeMissing);
        return;
      }
      if (quote) {
        setError(MESSAGES.couponOnePerOrder);
        return;
      }
      void verify(trimmed, false);
    },
    remove: () => {
      latest.current++;
      setQuote(null);
      setError('');
      setPending(false);
      keepAppliedCoupon(null);
    },
  };
}
