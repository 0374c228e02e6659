import { MESSAGES, cartBadgeText } from '@storefront/contracts';
import { Link, ProductImage } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { BagIcon } from './icons';
import type { CartView } from './use-cart';

/** The dropdown hide delay (spec section 9). */
export const HIDE_DELAY_MS = 50;
/** The preview scrolls beyond this many lines (spec section 9). */
export const PREVIEW_VISIBLE_LINES = 3;

function cartLabel(count: number): string {
  if (count <= 0) return 'Cart';
  if (count > 99) return 'Cart, more than 99 items';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart icon with its badge, and the preview shown on hover or keyboard focus. */
export function CartButton({ cart, closeSignal = 0 }: { cart: CartView; closeSignal?: string | number }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setOpen(false), [closeSignal]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const badge = cartBadgeText(cart.count);
  const lines = cart.lines ?? [];
  return (
    <div
      className="sf-cart"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          event.currentTarget.querySelector<HTMLElement>('.sf-icon-link')?.focus();
        }
      }}
    >
      <Link to={cart.href ?? '/cart'} className="sf-icon-link" aria-label={cartLabel(cart.count)}>
        <BagIcon />
        {badge ? (
          <span className="sf-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </Link>
      {open ? (
        <section className="sf-cart-preview" aria-label="Shopping cart preview">
          {cart.error ? <p className="sf-cart-preview-note">{cart.error}</p> : null}
          {cart.lines === null && !cart.error ? <p className="sf-cart-preview-note">Loading…</p> : null}
          {cart.lines !== null && lines.length === 0 ? <p className="sf-cart-preview-note">{MESSAGES.cartEmpty}</p> : null}
          {lines.length > 0 ? (
            <ul
              className={`sf-cart-lines${lines.length > PREVIEW_VISIBLE_LINES ? ' sf-cart-lines--scroll' : ''}`}
              aria-label="Items in your cart"
              tabIndex={lines.length > PREVIEW_VISIBLE_LINES ? 0 : undefined}
            >
              {lines.map((line) => (
                <li key={line.key} className="sf-cart-line">
                  <ProductImage src={line.image} alt="" sizes="56px" className="sf-cart-line-image" width={56} height={56} />
                  <div className="sf-cart-line-text">
                    <span className="sf-cart-line-name">{line.name}</span>
                    <span className="sf-cart-line-meta">
                      Qty: {line.count}
                      {line.available ? '' : ` · ${line.note}`}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to={cart.href ?? '/cart'} className="sf-button sf-button--small sf-cart-view" onClick={() => setOpen(false)}>
            View Cart
          </Link>
        </section>
      ) : null}
    </div>
  );
}
