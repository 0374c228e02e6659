import { BRAND_TABLE, MESSAGES, PRODUCT_BRAND_NAMES, catalogLink, productPageSku, type ProductDetail } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, type ReactNode } from 'react';
import { Facts, dimensionsText } from './facts';
import { Gallery } from './gallery';
import { Purchase } from './purchase';
import { Related } from './related';
import { useProduct } from './use-product';

function Breadcrumbs({ product }: { product: ProductDetail }) {
  const { brand } = useShell();
  const site = BRAND_TABLE[brand].code;
  return (
    <nav className="cat-crumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/home">Home</Link>
        </li>
        {product.space ? (
          <li>
            <Link to={catalogLink(site, { room: product.space })}>{product.space}</Link>
          </li>
        ) : null}
        {product.category ? (
          <li>
            <Link to={catalogLink(site, { category: product.category })}>{product.category}</Link>
          </li>
        ) : null}
        <li>
          <span aria-current="page">{product.name}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The page while the product loads: the final layout's boxes, so nothing moves when it arrives. */
function DetailSkeleton() {
  return (
    <div className="cat-detail" aria-busy="true">
      <div className="cat-crumbs cat-skeleton cat-skeleton-line cat-skeleton-line--short" />
      <div className="cat-detail-main">
        <div className="cat-detail-head" role="status" aria-label="Loading the product">
          <div className="cat-skeleton cat-skeleton-line cat-skeleton-line--short" />
          <div className="cat-skeleton cat-detail-title-skeleton" />
          <div className="cat-skeleton cat-skeleton-line" />
        </div>
        <div className="cat-gallery">
          <div className="cat-gallery-stage cat-skeleton" />
        </div>
      </div>
    </div>
  );
}

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section className="cat-detail cat-detail-problem" aria-labelledby="cat-detail-problem">
      <h1 id="cat-detail-problem">{title}</h1>
      <p>{text}</p>
      <div className="cat-detail-problem-actions">
        {action}
        <Link to="/home" className="cat-btn cat-btn--secondary">
          Back to home
        </Link>
      </div>
    </section>
  );
}

/**
 * The product page (/productDetail?sku_number=&source= on the hub; page/products/product-{sku}.html on a brand site):
 * views and zoom, name, dimensions, price by mode, stock and delivery, quantity and the actions, description,
 * materials, specifications, kits, and more of the same category.
 */
export default function DetailPage() {
  const { route, brand } = useShell();
  const sku = route.id === 'productPage' ? productPageSku(route.params.file ?? '') : (route.query.sku_number ?? '').trim() || null;
  const { state, retry } = useProduct(sku, route.query.source);

  const name = state.kind === 'ready' ? state.product.name : null;
  useEffect(() => {
    if (name) document.title = `${name} | ${BRAND_TABLE[brand].titleSuffix}`;
  }, [name, brand]);

  if (state.kind === 'loading') return <DetailSkeleton />;
  if (state.kind === 'missing') {
    return <Problem title={MESSAGES.productNotExist} text="We could not find a product with this item number. It may have been renamed or removed from the catalog." />;
  }
  if (state.kind === 'failed') {
    return (
      <Problem
        title="The product could not be loaded"
        text={state.message}
        action={
          <button type="button" className="cat-btn cat-btn--primary" onClick={retry}>
            Try again
          </button>
        }
      />
    );
  }

  const { product } = state;
  const gone = product.status === 2;
  return (
    <article className="cat-detail" data-sku={product.sku_number}>
      <Breadcrumbs product={product} />
      {gone ? (
        <p className="cat-detail-gone" role="status">
          {MESSAGES.productNoLongerAvailable}
        </p>
      ) : null}
      <div className="cat-detail-main">
        <div className="cat-detail-head">
          <p className="cat-eyebrow">
            {BRAND_TABLE[brand].siteType === 'hom' ? [PRODUCT_BRAND_NAMES[product.brand_id], product.portfolio].filter(Boolean).join(' · ') : product.portfolio && `${product.portfolio} collection`}
          </p>
          <h1 className="cat-detail-title">{product.name}</h1>
          <p className="cat-detail-meta">
            <span>
              <span className="cat-visually-hidden">SKU </span>
              {product.sku_number}
            </span>
            <span aria-hidden="true"> · </span>
            <span>{dimensionsText(product)}</span>
            {product.finish ? (
              <>
                <span aria-hidden="true"> · </span>
                <span>{product.finish}</span>
              </>
            ) : null}
          </p>
        </div>
        <Gallery name={product.name} images={product.images.length ? product.images : [product.image]} />
        <div className="cat-detail-info">
          <Purchase product={product} />
          <Facts product={product} brand={brand} />
        </div>
      </div>
      <Related product={product} />
    </article>
  );
}
