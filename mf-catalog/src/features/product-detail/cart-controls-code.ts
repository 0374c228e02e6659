import { onDemand } from '@storefront/remote-kit';
import type * as Controls from './cart-controls';

type CartControlsModule = typeof Controls;
let arrived: CartControlsModule | undefined;

/** The quantity field and Add to cart (react-aria's), for people who may order: fetched with the product's page. */
export const cartControls = onDemand(() =>
  import('./cart-controls').then((module) => {
    arrived = module;
    return module;
  }),
);

/** The cart controls' code if it has arrived: rendered as it is, with no suspension (a hydrated page adopts them at once). */
export const arrivedCartControls = (): CartControlsModule | undefined => arrived;

/**
 * Whether the page server drew the cart controls into the page being adopted (a signed-in person who may order):
 * their code then comes before the page is hydrated, so Add to cart answers the first press.
 */
export function serverDrewCartControls(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-ssr] .cat-purchase .cat-qty') !== null;
}
