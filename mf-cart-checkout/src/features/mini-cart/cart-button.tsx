import { cartBadgeText, cartLinkLabel } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useRef, useState, type FocusEvent } from 'react';
import { BagIcon } from './icons';
import type { CartView } from './use-cart';

/** The dropdown hide delay (spec section 9). */
export const HIDE_DELAY_MS = 50;
/** The preview's code (its lines and their pictures) loads when the pointer or the focus first reaches the cart. */
const loadPreview = () => import('./cart-preview');
const CartPreview = lazy(() => loadPreview().then((m) => ({ default: m.CartPreview })));

/** The cart icon with its badge, and the preview shown on hover or keyboard focus. */
export function CartButton({ cart, closeSignal = 0, pointerInside = false }: { cart: CartView; closeSignal?: string | number; pointerInside?: boolean }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    void loadPreview();
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setOpen(false), [closeSignal]);
  // Mounted under the pointer (the header's stand-in was reached for while this code was on its way): the preview opens
  // as the hover would have opened it. After the close signal's effect, whose first run closes it.
  useEffect(() => {
    if (!pointerInside) return;
    void loadPreview();
    setOpen(true);
    // Only as it mounts: from then on the hover is its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const badge = cartBadgeText(cart.count);
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
      <Link to={cart.href ?? '/cart'} className="sf-icon-link" aria-label={cartLinkLabel(cart.count)}>
        <BagIcon />
        {badge ? (
          <span className="sf-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <CartPreview cart={cart} onLeave={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
