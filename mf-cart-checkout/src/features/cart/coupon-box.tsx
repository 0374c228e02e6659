import { COUPON_CODE_MAX, formatPrice } from '@storefront/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Coupon } from './use-coupon';

/**
 * The coupon box (one coupon per order): a code, Apply, and the api's refusal under the field in the spec's words;
 * once applied, the code, what it takes off and Remove. Plain form elements: the summary is in the first view.
 */
export function CouponBox({ coupon }: { coupon: Coupon }) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { quote, error, pending } = coupon;

  if (quote) {
    return (
      <div className="crt-coupon crt-coupon--applied">
        <dl className="crt-totals">
          <div>
            <dt>
              Coupon <span className="crt-coupon-code">{quote.coupon_code}</span>
            </dt>
            <dd>−{formatPrice(quote.discount)}</dd>
          </div>
          <div className="crt-total-main">
            <dt>Total after coupon</dt>
            <dd>{formatPrice(quote.total)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="crt-link-button"
          aria-label={`Remove coupon ${quote.coupon_code}`}
          onClick={() => {
            coupon.remove();
            setCode('');
            // The field comes back in place of the applied coupon: the focus goes to it.
            setTimeout(() => input.current?.focus());
          }}
        >
          Remove
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) coupon.apply(code);
  };
  return (
    <form className="crt-coupon" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="crt-label">
        Coupon code
      </label>
      <div className="crt-coupon-row">
        <input
          ref={input}
          id={inputId}
          className="crt-input"
          name="coupon_code"
          autoComplete="off"
          maxLength={COUPON_CODE_MAX}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="sf-button sf-button--secondary" aria-disabled={pending || undefined}>
          {pending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <p id={errorId} className="crt-field-error crt-coupon-error" role="alert">
        {error}
      </p>
    </form>
  );
}
