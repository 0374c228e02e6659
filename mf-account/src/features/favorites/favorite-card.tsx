import { productHref, type ProductCard } from '@storefront/contracts';
import { Link, ProductImage, useMessages, useShell } from '@storefront/remote-kit';
import type { ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components';
import { FavoritePrice } from './favorite-price';
import { FAVORITE_TEXTS } from './texts';
import './sheet';

/** The cards' picture sizes: 2 columns under 600 px, 3 under 1100 px, else 4 (at most 300 px wide). */
const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 300px';
/** The smaller items of an open collection: 2 columns under 600 px, else at most 200 px wide. */
const ITEM_SIZES = '(max-width: 600px) 50vw, 200px';

export interface FavoriteCardProps {
  product: ProductCard;
  /** The level of the product's name under the list's heading. */
  level: 2 | 3 | 4;
  /** 'item': the smaller card of an open collection; 'card' (default): a card of a favorites grid. */
  size?: 'card' | 'item';
  /** What stands in place of the prices the mode shows (the shared page's notice, or nothing). */
  price?: ReactNode;
  /** The card's actions, after its text. */
  children?: ReactNode;
}

/**
 * A favorite product as a card of a list (one `li`): its picture, its name linking to its page, its SKU, whether it
 * can be bought, its prices as the mode shows them, and the actions its list gives it.
 */
export function FavoriteCard({ product, level, size = 'card', price, children }: FavoriteCardProps) {
  const { brand } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  const Name = `h${level}` as const;
  const item = size === 'item';
  return (
    <li className={item ? 'afv-item' : 'afv-card'}>
      <div className={item ? 'afv-item-media' : 'afv-card-media'}>
        <ProductImage
          src={product.image}
          alt=""
          sizes={item ? ITEM_SIZES : CARD_SIZES}
          width={item ? 200 : 300}
          height={item ? 150 : 225}
          className="afv-card-image"
        />
      </div>
      <div className={item ? 'afv-item-body' : 'afv-card-body'}>
        <Name className={item ? 'afv-item-name' : 'afv-card-name'}>
          <Link to={productHref(brand, product.sku_number)} className="afv-card-link">
            {product.name}
          </Link>
        </Name>
        <p className="afv-card-sku">
          <span className="afv-visually-hidden">{t.sku}</span>
          {product.sku_number}
        </p>
        {product.stock_tag === 'unavailable' ? <p className="afv-stock">{t.unavailable}</p> : null}
        {price === undefined ? <FavoritePrice product={product} /> : price}
      </div>
      {children}
    </li>
  );
}

/** A favorite's Remove (a heart and the word), its accessible name saying from where. */
export function RemoveFavorite({ label, pending, buttonRef, onPress }: { label: string; pending: boolean; buttonRef: Ref<HTMLButtonElement>; onPress(): void }) {
  const t = useMessages(FAVORITE_TEXTS);
  return (
    <Button className="afv-remove" aria-label={label} isPending={pending} ref={buttonRef} onPress={onPress}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="afv-heart">
        <path d="M12 21s-7.5-4.6-10-9.3C.4 8.4 2.4 4.5 6.1 4.5c2.1 0 3.4 1.1 4.2 2.3l1.7 2.4 1.7-2.4c.8-1.2 2.1-2.3 4.2-2.3 3.7 0 5.7 3.9 4.1 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {t.remove}
    </Button>
  );
}
