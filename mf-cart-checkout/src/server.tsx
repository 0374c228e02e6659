/**
 * mf-cart-checkout's server entry (decisions 013 and 032): the page server renders the cart, the checkout and the order
 * lists into the HTML it sends, with the lines, the pre-checkout check, the saved addresses and the first page of orders
 * it reads for the signed-in session, so their largest paint comes with the page instead of after the shell, the remote
 * and their calls.
 */
import type { RemoteServerRender, ShellProps } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/remote-kit/server';
import { CART_CHECKOUT } from './app';
import { styles as cartStyles } from './features/cart';
import checkout from './features/checkout/checkout.css?inline';
import orders from './features/orders/orders.css?inline';

/** The order lists' routes: their page carries the orders' sheet besides the remote's own (the cart's); the checkout its own. */
const ORDER_LISTS = new Set<string>(['designerOrder', 'customerOrder', 'ffdOrder']);
const SERVER_RENDERED = new Set<string>(['cart', 'checkout', ...ORDER_LISTS]);

export const render: RemoteServerRender = async (props, options) => {
  const shell = props as ShellProps;
  if (!SERVER_RENDERED.has(shell.route.id)) return null;
  // The remote's sheet (the cart's) is in every page it renders: the browser build adds it only where none is.
  const own = shell.route.id === 'checkout' ? checkout : ORDER_LISTS.has(shell.route.id) ? orders : '';
  const styles = own ? `${cartStyles}\n${own}` : cartStyles;
  return renderRemotePage({ ...CART_CHECKOUT, styles }, shell, options);
};
