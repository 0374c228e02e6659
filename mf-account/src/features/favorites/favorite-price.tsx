import { BRAND_TABLE, formatPrice, isSignedIn, MESSAGES, priceVisibility, type ProductCard } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';

interface Line {
  kind: 'designer' | 'retail' | 'promotional' | 'msrp';
  label: string;
  amount: number;
  struck?: boolean;
}

/**
 * The prices of a favorite the caller's mode shows (spec section 6), in the product list's order: designer price,
 * retail (with the sale price before it when lower), MSRP. A line shows only when the mode may see it and the answer
 * holds it.
 */
export function favoritePriceLines(product: ProductCard, visibility: { msrp: boolean; designer: boolean; retail: boolean }): Line[] {
  const lines: Line[] = [];
  if (visibility.designer && product.designer_price !== undefined) lines.push({ kind: 'designer', label: 'Designer price', amount: product.designer_price });
  if (visibility.retail && product.consumer_price !== undefined) {
    const promo = product.promotional_price;
    if (promo !== undefined && promo !== null && promo < product.consumer_price) {
      lines.push({ kind: 'promotional', label: 'Sale price', amount: promo });
      lines.push({ kind: 'retail', label: 'Retail price', amount: product.consumer_price, struck: true });
    } else {
      lines.push({ kind: 'retail', label: 'Retail price', amount: product.consumer_price });
    }
  }
  if (visibility.msrp && product.msrp_price !== undefined) lines.push({ kind: 'msrp', label: 'MSRP', amount: product.msrp_price });
  return lines;
}

/** A favorite's price block: the lines the mode shows, or that prices are not shown in this mode. */
export function FavoritePrice({ product }: { product: ProductCard }) {
  const { session, brand } = useShell();
  if (!isSignedIn(session)) return <p className="afv-price afv-price--notice">{MESSAGES.pricesLogin}</p>;
  const visibility = priceVisibility(session.roles, session.mode, BRAND_TABLE[brand].code, product.brand_id);
  const lines = favoritePriceLines(product, visibility);
  if (lines.length === 0) return visibility.retail ? null : <p className="afv-price afv-price--notice">{MESSAGES.pricesHiddenInMode}</p>;
  return (
    <dl className="afv-price">
      {lines.map((line) => (
        <div key={line.kind} className={`afv-price-line afv-price-line--${line.kind}`}>
          <dt>{line.label}</dt>
          <dd>{line.struck ? <s>{formatPrice(line.amount)}</s> : formatPrice(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
