import { lazyPage, type PageMap } from '@storefront/remote-kit';
import css from './cart.css?inline';

/** Pages of the cart (lazy: the page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  cart: lazyPage(() => import('./cart-page')),
};

/** The stylesheet of the cart page. */
export const styles: string = css;
