import { BRAND_TABLE, formatPrice, isSignedIn, MESSAGES, priceVisibility, type ProductCard } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';

type Priced = Pick<
  ProductCard,
  'brand_id' | 'msrp_price' | 'designer_price' | 'consumer_price' | 'promotional_price' | 'product_price_about'
>;

export interface PriceLine {
  kind: 'msrp' | 'designer' | 'retail' | 'promotional';
  label: string;
  amount: number;
  /** The retail price crossed out next to a promotional price. */
  struck?: boolean;
}

/** What the price block says instead of prices, or null when it shows prices. */
export type PriceNotice = typeof MESSAGES.pricesLogin | typeof MESSAGES.pricesHiddenInMode;

/**
 * The prices a caller may see of a product, in display order. A line shows only when priceVisibility allows it AND
 * the answer holds it (the api leaves out what the mode may not see; this is the second lock).
 */
export function visiblePriceLines(product: Priced, visibility: { msrp: boolean; designer: boolean; retail: boolean }): PriceLine[] {
  const lines: PriceLine[] = [];
  if (visibility.designer && product.designer_price !== undefined) {
    lines.push({ kind: 'designer', label: 'Designer price', amount: product.designer_price });
  }
  if (visibility.retail && product.consumer_price !== undefined) {
    const promo = product.promotional_price;
    if (promo !== undefined && promo !== null && promo < product.consumer_price) {
      lines.push({ kind: 'promotional', label: 'Sale price', amount: promo });
      lines.push({ kind: 'retail', label: 'Retail price', amount: product.consumer_price, struck: true });
    } else {
      lines.push({ kind: 'retail', label: 'Retail price', amount: product.consumer_price });
    }
  }
  if (visibility.msrp && product.msrp_price !== undefined) {
    lines.push({ kind: 'msrp', label: 'MSRP', amount: product.msrp_price });
  }
  return lines;
}

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
