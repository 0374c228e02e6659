import { BRAND_TABLE, formatPrice, isSignedIn, MESSAGES, priceVisibility, visiblePriceLines, type ProductCard } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';

type Priced = Pick<
  ProductCard,
  'brand_id' | 'msrp_price' | 'designer_price' | 'consumer_price' | 'promotional_price' | 'product_price_about'
>;

/** What the price block says instead of prices, or null when it shows prices. */
export type PriceNotice = typeof MESSAGES.pricesLogin | typeof MESSAGES.pricesHiddenInMode;

export interface PriceProps {
  product: Priced;
  /** 'card' is compact (lists); 'detail' is the large block of the product page. */
  size?: 'card' | 'detail';
  className?: string;
}

/**
 * The price block by mode (spec section 6): visitors read 'Login to see your price'; browsing mode says prices are
 * not shown; client mode and customers see retail, promotional and MSRP (with the brand's msrp permission); designer
 * mode adds the designer price. Never shows a price the mode may not see, even if an answer carried one.
 */
export function Price({ product, size = 'card', className }: PriceProps) {
  const { session, brand } = useShell();
  const site = BRAND_TABLE[brand].code;
  const classes = ['cat-price', `cat-price--${size}`, className].filter(Boolean).join(' ');
  if (!isSignedIn(session)) {
    return <p className={`${classes} cat-price--notice`}>{MESSAGES.pricesLogin}</p>;
  }
  const visibility = priceVisibility(session.roles, session.mode, site, product.brand_id);
  const lines = visiblePriceLines(product, visibility);
  if (lines.length === 0) {
    return <p className={`${classes} cat-price--notice`}>{visibility.retail ? '' : MESSAGES.pricesHiddenInMode}</p>;
  }
  return (
    <dl className={classes}>
      {lines.map((line) => (
        <div key={line.kind} className={`cat-price-line cat-price-line--${line.kind}`}>
          <dt>{line.label}</dt>
          <dd>{line.struck ? <s>{formatPrice(line.amount)}</s> : formatPrice(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
