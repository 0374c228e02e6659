import {
  BRAND_TABLE,
  CART_MAX_COUNT,
  MESSAGES,
  STOCK_TAG_LABELS,
  hasPermission,
  hrefFor,
  isSignedIn,
  type ProductDetail,
} from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { Price } from '../../ui';
import { UNANSWERED, addToCart, usesGuestCart } from './cart-actions';

/** Most units one add may ask for: what is in stock plus what may be backordered (the cart refuses more), else the cart's limit. */
export function maxQuantity(product: Pick<ProductDetail, 'stock' | 'backorder_quantity'>): number {
  const room = Math.max(0, product.stock) + Math.max(0, product.backorder_quantity);
  return Math.max(1, Math.min(CART_MAX_COUNT, room > 0 ? room : CART_MAX_COUNT));
}

/**
 * Price by mode, stock tag, delivery, quantity and the actions: Add to cart (the cart call), Add to project and
 * Favorite (requests the account remote answers). Visitors are offered the login instead of a cart.
 */
export function Purchase({ product }: { product: ProductDetail }) {
  const shell = useShell();
  const { brand, session, events, toasts, route } = shell;
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const signedIn = isSignedIn(session);
  const purchasable = product.status !== 2;
  const canCart = purchasable && (usesGuestCart(shell) || hasPermission(session.roles, 'shopping_cart', brand));
  const canProject = signedIn && hasPermission(session.roles, 'designer_project', brand);
  const canFavorite = signedIn && hasPermission(session.roles, 'favorites', brand);
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
        <span className={`cat-stock cat-stock--${product.stock_tag}`}>{STOCK_TAG_LABELS[product.stock_tag]}</span>
        {purchasable && product.delivery_label ? (
          <span className="cat-purchase-delivery">
            Expected delivery: <strong>{product.delivery_label}</strong>
          </span>
        ) : null}
      </div>
      {!purchasable ? <p className="cat-purchase-gone">{MESSAGES.productNoLongerAvailable}</p> : null}
      {purchasable && (canCart || canProject) ? (
        <NumberField className="cat-qty" value={quantity} onChange={(v) => setQuantity(Number.isFinite(v) ? v : 1)} minValue={1} maxValue={max} step={1}>
          <Label className="cat-qty-label">Quantity</Label>
          <Group className="cat-qty-group">
            <Button slot="decrement" className="cat-qty-step">
              −
            </Button>
            <Input className="cat-qty-input" />
            <Button slot="increment" className="cat-qty-step">
              +
            </Button>
          </Group>
        </NumberField>
      ) : null}
      <div className="cat-purchase-actions">
        {canCart ? (
          <Button className="cat-btn cat-btn--primary" onPress={onAdd} isPending={adding}>
            {adding ? 'Adding…' : 'Add to cart'}
          </Button>
        ) : null}
        {!signedIn && !canCart && purchasable ? (
          <Link to={loginHref} className="cat-btn cat-btn--primary">
            Log in to order
          </Link>
        ) : null}
        {canProject ? (
          <Button className="cat-btn cat-btn--secondary" onPress={onProject}>
            Add to project
          </Button>
        ) : null}
        {canFavorite ? (
          <Button className="cat-btn cat-btn--ghost" onPress={onFavorite}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            Favorite
          </Button>
        ) : null}
      </div>
    </section>
  );
}
