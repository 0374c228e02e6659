import { productHref as productPageHref, STOCK_TAG_LABELS, stockState, type Brand, type ProductCard as Card } from '@storefront/contracts';
import { Link, ProductImage } from '@storefront/remote-kit';
import { Price } from './price';

/**
 * Where a product opens: the hub's `/productDetail?sku_number=`, a brand site's `/page/products/product-{sku}.html`, with `source` kept when the visitor
 * came from the assistant. One place, so every list, the home page and the detail page agree.
 */
export function productHref(brand: Brand, sku: string, source?: string): string {
  return productPageHref(brand, sku, source);
}

/** The grid's image sizes: 2 columns under 600 px, 3 under 1200 px, else 4 (at most 300 px wide). */
export const CARD_IMAGE_SIZES = '(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 300px';

export interface ProductCardProps {
  product: Card;
  brand: Brand;
  /** The first row of a page: eager, high-priority images (LCP). */
  priority?: boolean;
  sizes?: string;
  /** The card's heading level (3 under a page's h2 sections, 2 directly under the h1). */
  headingLevel?: 2 | 3;
}

/**
 * A product card: picture, name (the link, stretched over the whole card), SKU, stock tag and the price block by
 * mode ('Login to see your price' for visitors).
 */
export function ProductCard({ product, brand, priority = false, sizes = CARD_IMAGE_SIZES, headingLevel = 2 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tag = stockState(product).tag;
  return (
    <article className="cat-card" data-sku={product.sku_number}>
      <div className="cat-card-media">
        <ProductImage src={product.image} alt="" sizes={sizes} priority={priority} className="cat-card-image" width={300} height={225} />
      </div>
      <div className="cat-card-body">
        <Heading className="cat-card-name">
          <Link to={productHref(brand, product.sku_number)} className="cat-card-link">
            {product.name}
          </Link>
        </Heading>
        <p className="cat-card-sku">
          <span className="cat-visually-hidden">SKU </span>
          {product.sku_number}
        </p>
        <p className={`cat-stock cat-stock--${tag}`}>{STOCK_TAG_LABELS[tag]}</p>
        <Price product={product} />
      </div>
    </article>
  );
}
