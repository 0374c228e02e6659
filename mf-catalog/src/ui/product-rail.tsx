import type { Brand, ProductCard as Card } from '@storefront/contracts';
import { useId, useRef, type ReactNode } from 'react';
import { ProductCard } from './product-card';

/** A rail's cards: about 2 on a phone, 4 on a desktop. */
const RAIL_IMAGE_SIZES = '(max-width: 600px) 45vw, (max-width: 1024px) 30vw, 280px';

export interface ProductRailProps {
  title: string;
  products: readonly Card[];
  brand: Brand;
  /** While the products load: cards of the final size. */
  loading?: boolean;
  /** A link beside the title ("View all"). */
  action?: ReactNode;
  eyebrow?: string;
}

/** A titled, horizontally scrolling row of product cards (scroll-snap; buttons page it on wide screens). */
export function ProductRail({ title, products, brand, loading = false, action, eyebrow }: ProductRailProps) {
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className="cat-rail" aria-labelledby={id}>
      <div className="cat-rail-head">
        <div>
          {eyebrow ? <p className="cat-eyebrow">{eyebrow}</p> : null}
          <h2 id={id} className="cat-rail-title">
            {title}
          </h2>
        </div>
        <div className="cat-rail-tools">
          {action}
          <button type="button" className="cat-rail-page" aria-label={`Previous ${title}`} onClick={() => page(-1)}>
            ‹
          </button>
          <button type="button" className="cat-rail-page" aria-label={`Next ${title}`} onClick={() => page(1)}>
            ›
          </button>
        </div>
      </div>
      {loading ? (
        <div className="cat-rail-track" role="status" aria-label={`Loading ${title}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="cat-rail-item cat-card cat-card--skeleton" aria-hidden="true">
              <div className="cat-card-media cat-skeleton" />
              <div className="cat-card-body">
                <div className="cat-skeleton cat-skeleton-line" />
                <div className="cat-skeleton cat-skeleton-line cat-skeleton-line--short" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <ul className="cat-rail-track" ref={track}>
          {products.map((product) => (
            <li key={product.sku_number} className="cat-rail-item">
              <ProductCard product={product} brand={brand} headingLevel={3} sizes={RAIL_IMAGE_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
