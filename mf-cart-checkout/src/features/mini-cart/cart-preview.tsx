import { MESSAGES } from '@storefront/contracts';
import { Link, ProductImage } from '@storefront/remote-kit';
import type { CartView } from './use-cart';

/** The preview scrolls beyond this many lines (spec section 9). */
export const PREVIEW_VISIBLE_LINES = 3;

/** The mini-cart's preview: the lines with their pictures and quantities, and View Cart (spec section 9). */
export function CartPreview({ cart, onLeave }: { cart: CartView; onLeave: () => void }) {
  const lines = cart.lines ?? [];
  return (
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
      <Link to={cart.href ?? '/cart'} className="sf-button sf-button--small sf-cart-view" onClick={onLeave}>
        View Cart
      </Link>
    </section>
  );
}
