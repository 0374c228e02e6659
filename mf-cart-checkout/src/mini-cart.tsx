import { defineParcel } from '@storefront/remote-kit';
import { MiniCart, miniCartStyles } from './features/mini-cart';

/** The header's mini-cart, mounted by the shell where the session has a cart (cartSource): one owner for the cart. */
const lifecycles = defineParcel({ owner: 'mf-cart-checkout', root: MiniCart, styles: miniCartStyles });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
