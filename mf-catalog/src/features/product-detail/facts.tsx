import type { Brand, ProductDetail } from '@storefront/contracts';
import { Link, ProductImage } from '@storefront/remote-kit';
import { productHref } from '../../ui';

const inches = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}″`;

/** W × D × H in inches (a round top has its width as the diameter: the specifications say so). */
export function dimensionsText(p: Pick<ProductDetail, 'width' | 'length' | 'height'>): string {
  return `W ${inches(p.width)} × D ${inches(p.length)} × H ${inches(p.height)}`;
}

function KitList({ title, items, brand }: { title: string; brand: Brand; items: ReadonlyArray<{ sku_number: string; name: string; image: string; quantity?: number }> }) {
  return (
    <section className="cat-facts-section" aria-labelledby={`cat-kit-${title.replace(/\W+/g, '-')}`}>
      <h2 id={`cat-kit-${title.replace(/\W+/g, '-')}`} className="cat-facts-heading">
        {title}
      </h2>
      <ul className="cat-kit">
        {items.map((item) => (
          <li key={item.sku_number} className="cat-kit-item">
            <ProductImage src={item.image} alt="" width={64} height={64} sizes="64px" className="cat-kit-image" />
            <span className="cat-kit-text">
              <Link to={productHref(brand, item.sku_number)} className="cat-kit-link">
                {item.name}
              </Link>
              <span className="cat-kit-sku">
                {item.sku_number}
                {item.quantity && item.quantity > 1 ? ` · Qty ${item.quantity}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Description, materials, specifications, and the kit this product belongs to or is made of (links). */
export function Facts({ product, brand }: { product: ProductDetail; brand: Brand }) {
  return (
    <div className="cat-facts">
      {product.description ? (
        <section className="cat-facts-section" aria-labelledby="cat-facts-description">
          <h2 id="cat-facts-description" className="cat-facts-heading">
            Description
          </h2>
          <p className="cat-facts-text">{product.description}</p>
        </section>
      ) : null}
      {product.materials ? (
        <section className="cat-facts-section" aria-labelledby="cat-facts-materials">
          <h2 id="cat-facts-materials" className="cat-facts-heading">
            Materials
          </h2>
          <p className="cat-facts-text">{product.materials}</p>
        </section>
      ) : null}
      {product.specifications.length ? (
        <section className="cat-facts-section" aria-labelledby="cat-facts-specs">
          <h2 id="cat-facts-specs" className="cat-facts-heading">
            Specifications
          </h2>
          <dl className="cat-specs">
            {product.specifications.map((spec) => (
              <div key={spec.name} className="cat-specs-row">
                <dt>{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.kit_includes.length ? <KitList title="This set includes" items={product.kit_includes} brand={brand} /> : null}
      {product.component_of_kit.length ? <KitList title="Part of a set" items={product.component_of_kit} brand={brand} /> : null}
    </div>
  );
}
