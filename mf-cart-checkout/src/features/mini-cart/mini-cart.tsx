import type { MiniCartProps } from '@storefront/contracts';
import { CartButton } from './cart-button';
import { useCart } from './use-cart';

/**
 * The header's mini-cart (spec sections 2 and 9): the cart icon with its badge and the hover preview, read from the
 * cart the session has (cartSource). The shell places it where that cart exists and closes an open preview through
 * closeSignal (a new route, the header scrolled away).
 */
export function MiniCart(props: MiniCartProps) {
  const cart = useCart(props);
  return <CartButton cart={cart} closeSignal={props.closeSignal} pointerInside={props.pointerInside} />;
}
