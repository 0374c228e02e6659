import type { Brand, ProductCard as Card } from '@storefront/contracts';
import { CARD_IMAGE_SIZES, ProductCard } from './product-card';

/** Cards in the first row of the widest grid: their images load eagerly (the page's LCP). */
export const PRIORITY_CARDS = 4;

export interface ProductGridProps {
  products: readonly Card[];
  brand: Brand;
  /** Cards whose images load first (the first row). */
  priorityCount?: number;
  headingLevel?: 2 | 3;
  label?: string;
  sizes?: string;
}

/** The product grid: 2 columns on phones, 3 on tablets, 4 on desktops; a list of cards for screen readers. */
export function ProductGrid({ products, brand, priorityCount = PRIORITY_CARDS, headingLevel = 2, label, sizes = CARD_IMAGE_SIZES }: ProductGridProps) {
  return (
    <ul className="cat-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku_number} className="cat-grid-item">
          <ProductCard product={product} brand={brand} priority={index < priorityCount} headingLevel={headingLevel} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the final size while a page loads (no layout shift when the products arrive). */
export function ProductGridSkeleton({ count = 8, label = 'Loading products' }: { count?: number; label?: string }) {
  return (
    <div className="cat-grid cat-grid--skeleton" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cat-card cat-card--skeleton" aria-hidden="true">
          <div className="cat-card-media cat-skeleton" />
          <div className="cat-card-body">
            <div className="cat-skeleton cat-skeleton-line" />
            <div className="cat-skeleton cat-skeleton-line cat-skeleton-line--short" />
            <div className="cat-skeleton cat-skeleton-line cat-skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
