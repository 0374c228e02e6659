import { MESSAGES, MODE_LABELS, routeById } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useId, useRef } from 'react';
import { countOf, lineKey, linePrices, showsCheckout, subtotals, type AnyLine } from './cart-rules';
import { CouponBox } from './coupon-box';
import { LinesTable } from './lines-table';
import { Summary } from './summary';
import { useCartLines } from './use-cart-lines';
import { useCheckout } from './use-checkout';
import { useCoupon } from './use-coupon';

/** Skeleton rows while the cart is read: the height of two lines, so the page does not move when they come. */
const SKELETON_ROWS = 2;

/**
 * /cart (spec sections 2, 3, 5, 6, 8 and 9): the account's cart, or the FFD guest cart of the `sku_list` cookie; its
 * lines with quantity and Remove, the subtotals the mode may see, and Checkout where the session may check out.
 */
export default function CartPage() {
  const { brand, session } = useShell();
  const cart = useCartLines();
  const checkout = useCheckout();
  const headingId = useId();
  const itemsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a removal: the next line's Remove button (the previous one at the end), the page's heading when none is left.
  const focusNext = useRef<string | null | undefined>(undefined);
  const pricesOf = useCallback((line: AnyLine) => linePrices(line, session, brand), [session, brand]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined || cart.lines.some((l) => cart.rows[lineKey(l)]?.pending === 'remove')) return;
    focusNext.current = undefined;
    (target === null ? heading.current : removeButtons.current.get(target))?.focus();
  }, [cart.lines, cart.rows]);

  const onRemove = async (line: AnyLine) => {
    const at = cart.lines.findIndex((l) => lineKey(l) === lineKey(line));
    const rest = cart.lines.filter((l) => lineKey(l) !== lineKey(line));
    const next = rest[Math.min(at, rest.length - 1)];
    if (await cart.remove(line)) focusNext.current = next ? lineKey(next) : null;
  };

  const lines = cart.lines;
  const totals = subtotals(lines, pricesOf);
  const priced = lines.some((l) => pricesOf(l).length > 0);
  const canCheckout = cart.status === 'ready' && showsCheckout(session, brand, lines);
  // The coupon is checked again whenever the lines the order would hold change.
  const coupon = useCoupon(lines.map((l) => `${lineKey(l)}:${l.count}:${l.status}`).join(','), canCheckout);

  return (
    <section className="crt-page" aria-labelledby={headingId} aria-busy={cart.status === 'loading' || undefined}>
      <h1 id={headingId} className="crt-title" ref={heading} tabIndex={-1}>
        {routeById('cart').title}
      </h1>
      <p className="crt-visually-hidden" role="status" aria-live="polite">
        {cart.status === 'loading' ? 'Loading your cart…' : cart.notice}
      </p>
      {cart.status === 'loading' ? <CartSkeleton /> : null}
      {cart.status === 'failed' ? (
        <div className="crt-message" role="alert">
          <p>{cart.error}</p>
          <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={cart.retry}>
            Try again
          </button>
        </div>
      ) : null}
      {cart.status === 'none' ? (
        <div className="crt-empty">
          <p>{session.mode === 'mibd_safe' ? `The cart is not available in ${MODE_LABELS.mibd_safe}.` : 'This account has no cart.'}</p>
        </div>
      ) : null}
      {cart.status === 'ready' && lines.length === 0 ? (
        <div className="crt-empty">
          <p className="crt-empty-title">{MESSAGES.cartEmpty}</p>
          <Link to="/home" className="sf-button sf-button--secondary">
            Continue shopping
          </Link>
        </div>
      ) : null}
      {cart.status === 'ready' && lines.length > 0 ? (
        <div className="crt-layout">
          <div className="crt-main">
            <h2 id={itemsId} className="crt-section-title">
              Items <span className="crt-count">({countOf(lines.length, 'line')})</span>
            </h2>
            <LinesTable
              lines={lines}
              rows={cart.rows}
              labelledBy={itemsId}
              pricesOf={pricesOf}
              priced={priced}
              onCount={cart.changeCount}
              onRemove={(line) => void onRemove(line)}
              removeRef={(key, el) => {
                if (el) removeButtons.current.set(key, el);
                else removeButtons.current.delete(key);
              }}
            />
          </div>
          <Summary
            lines={lines}
            totals={totals}
            canCheckout={canCheckout}
            checkout={checkout}
            coupon={canCheckout ? <CouponBox coupon={coupon} /> : null}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The cart's place while it is read: a table's worth of grey rows beside the summary's box. */
function CartSkeleton() {
  return (
    <div className="crt-layout" aria-hidden="true">
      <div className="crt-main">
        <div className="crt-skeleton crt-skeleton--heading" />
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className="crt-skeleton crt-skeleton--line" />
        ))}
      </div>
      <div className="crt-skeleton crt-skeleton--summary" />
    </div>
  );
}
