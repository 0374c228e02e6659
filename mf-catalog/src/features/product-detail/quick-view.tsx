import { MESSAGES, STOCK_TAG_LABELS, productHref, stockState } from '@storefront/contracts';
import { Link, ProductImage, useDialog, useShell } from '@storefront/remote-kit';
import { Price } from '../../ui';
import { dimensionsText } from './facts';
import { useProduct } from './use-product';

/**
 * The FromView dialog body ("Product View"): a product's picture, name, SKU, size, price by mode and stock, with a
 * link to its page. The payload names the product: `{ sku_number }`.
 */
export default function QuickView() {
  const { brand } = useShell();
  const dialog = useDialog();
  const sku = typeof dialog.payload.sku_number === 'string' ? dialog.payload.sku_number : null;
  const { state } = useProduct(sku, undefined);
  if (state.kind === 'loading') return <div className="cat-quick cat-quick--loading" aria-busy="true" />;
  if (state.kind !== 'ready') return <h3 className="cat-quick-problem">{state.kind === 'missing' ? MESSAGES.productNotExist : state.message}</h3>;
  const { product } = state;
  const { tag } = stockState(product);
  return (
    <div className="cat-quick">
      <ProductImage src={product.image} alt={product.name} width={600} height={450} sizes="(max-width: 600px) 90vw, 360px" priority className="cat-quick-image" />
      <div className="cat-quick-info">
        <h3 className="cat-quick-name">{product.name}</h3>
        <p className="cat-detail-meta">
          {product.sku_number} · {dimensionsText(product)}
        </p>
        <p className={`cat-stock cat-stock--${tag}`}>{STOCK_TAG_LABELS[tag]}</p>
        {product.status === 2 ? <p className="cat-purchase-gone">{MESSAGES.productNoLongerAvailable}</p> : null}
        <Price product={product} size="detail" />
        {product.description ? <p className="cat-facts-text">{product.description}</p> : null}
        <Link to={productHref(brand, product.sku_number)} className="cat-btn cat-btn--primary" onClick={() => dialog.close()}>
          View full details
        </Link>
      </div>
    </div>
  );
}
