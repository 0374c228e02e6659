import {
  BRAND_TABLE,
  CART_MAX_COUNT,
  MESSAGES,
  STOCK_TAG_LABELS,
  hasPermission,
  hrefFor,
  isSignedIn,
  stockState,
  type ProductDetail,
} from '@storefront/contracts';
import { Link, focusOnPress, useMessages, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Price } from '../../ui';
import { UNANSWERED, addToCart, usesGuestCart } from './cart-actions';
import { Quantity } from './quantity';
import { CARA_ENTRY_TEXTS } from './texts';

/**
 * Most units one add may ask for: what the stock rule says the cart sells (stock plus backorders; the outlet its cash
 * stock), else, with nothing to sell (a project may still take it), the cart's limit.
 */
export function maxQuantity(product: Pick<ProductDetail, 'status' | 'stock' | 'future_stock' | 'backorder_quantity' | 'brand_id'>): number {
  const room = stockState(product).available;
  return Math.max(1, Math.min(CART_MAX_COUNT, room > 0 ? room : CART_MAX_COUNT));
}

/**
 * Price by mode, stock tag, delivery, quantity and the actions: Add to cart (the cart call), Add to project and
 * Favorite (requests the account remote answers; plain buttons), and See it in my room (Cara's SeeInRoom dialog). Visitors are offered the login instead of a cart.
 * The quantity is a plain stand-in until it is reached for (quantity.tsx); Add to cart is a plain button, busy while
 * the add is on its way: neither brings react-aria with the page.
 */
export function Purchase({ product }: { product: ProductDetail }) {
  const shell = useShell();
  const { brand, session, events, toasts, route, dialogs } = shell;
  const cara = useMessages(CARA_ENTRY_TEXTS);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const signedIn = isSignedIn(session);
  const purchasable = product.status !== 2;
  // The tag, the delivery beside it and what the cart sells: one rule (the contracts' stockState), as the api reads it.
  const stock = stockState(product);
  const canCart = purchasable && stock.available > 0 && (usesGuestCart(shell) || hasPermission(session.roles, 'shopping_cart', brand));
  const canProject = signedIn && hasPermission(session.roles, 'designer_project', brand);
  const canFavorite = signedIn && hasPermission(session.roles, 'favorites', brand);
  // Cara is offered where her chat is (the brand's caraChat, to users holding its permission): the room visualizer opens
  // in the shell's dialog, whose code (mf-cara's) loads on the press, never with the page.
  const canSeeInRoom = purchasable && BRAND_TABLE[brand].features.caraChat && hasPermission(session.roles, 'AI_customer_service_page_entrance', brand);
  const max = maxQuantity(product);
  const here = hrefFor(route.path, route.query);
  const loginHref = BRAND_TABLE[brand].features.ffdVariants ? '/login' : hrefFor('/login', { redirect: here });

  const onAdd = async () => {
    if (adding) return;
    setAdding(true);
    await addToCart(shell, product, quantity);
    setAdding(false);
  };
  const onProject = () => {
    const claimed = events.emit('catalog:add-to-project-requested', {
      sku_number: product.sku_number,
      buy_number: quantity,
      ...(product.customizable_type === 4 ? { customizable_type: 4 } : {}),
    });
    if (!claimed) toasts.show({ kind: 'info', message: UNANSWERED.project });
  };
  const onFavorite = () => {
    const claimed = events.emit('catalog:favorite-requested', { product_id: product.sku_number, sku_number: product.sku_number });
    if (!claimed) toasts.show({ kind: 'info', message: UNANSWERED.favorite });
  };

  return (
    <section className="cat-purchase" aria-label="Price and availability">
      <Price product={product} size="detail" />
      {product.price_label ? <p className="cat-purchase-label">Pricing program: {product.price_label}</p> : null}
      <div className="cat-purchase-stock">
        <span className={`cat-stock cat-stock--${stock.tag}`}>{STOCK_TAG_LABELS[stock.tag]}</span>
        {purchasable && stock.delivery ? (
          <span className="cat-purchase-delivery">
            Expected delivery: <strong>{stock.delivery}</strong>
          </span>
        ) : null}
      </div>
      {!purchasable ? <p className="cat-purchase-gone">{MESSAGES.productNoLongerAvailable}</p> : null}
      {purchasable && (canCart || canProject) ? <Quantity value={quantity} max={max} onChange={setQuantity} /> : null}
      <div className="cat-purchase-actions">
        {canCart ? (
          <button type="button" className="cat-btn cat-btn--primary" aria-disabled={adding || undefined} aria-busy={adding || undefined} onClick={onAdd}>
            {adding ? 'Adding…' : 'Add to cart'}
          </button>
        ) : null}
        {!signedIn && !canCart && purchasable ? (
          <Link to={loginHref} className="cat-btn cat-btn--primary">
            Log in to order
          </Link>
        ) : null}
        {canProject ? (
          <button type="button" className="cat-btn cat-btn--secondary" onClick={onProject}>
            Add to project
          </button>
        ) : null}
        {canFavorite ? (
          <button type="button" className="cat-btn cat-btn--ghost" onClick={onFavorite}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            Favorite
          </button>
        ) : null}
        {canSeeInRoom ? (
          <button
            type="button"
            className="cat-btn cat-btn--ghost"
            onClick={(event) => {
              focusOnPress(event);
              dialogs.open('SeeInRoom', { sku_number: product.sku_number });
            }}
          >
            {cara.seeInRoom}
          </button>
        ) : null}
      </div>
    </section>
  );
}
