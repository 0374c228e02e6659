/** Fixtures of the collections (built from the contracts' types): a collection of favorites, and a shared one as anyone sees it. */
import type { Collection, ProductCard, SharedCollectionResponse, SharedProductCard } from '@storefront/contracts';
import { favorite, newId } from './projects';

/** A collection of the caller's, kept for no one, holding these products (newest first). */
export function collection(name: string, products: ProductCard[] = [], extra: Partial<Collection> = {}): Collection {
  return {
    id: newId(),
    name,
    customer_id: null,
    customer_name: null,
    item_count: products.length,
    updated_at: '2025-03-05T12:00:00.000Z',
    products,
    ...extra,
  };
}

/** A product of a shared collection: the card with no price of any kind. */
export function sharedProduct(name: string, sku: string, extra: Partial<SharedProductCard> = {}): SharedProductCard {
  const { msrp_price: _m, designer_price: _d, consumer_price: _c, promotional_price: _p, product_price_about: _f, ...card } = favorite(name, sku);
  return { ...card, ...extra };
}

export function sharedCollection(name: string, products: SharedProductCard[], extra: Partial<SharedCollectionResponse> = {}): SharedCollectionResponse {
  return { name, shared_by: 'Dana Designer', message: '', expires_at: '2025-04-04T12:00:00.000Z', products, ...extra };
}
