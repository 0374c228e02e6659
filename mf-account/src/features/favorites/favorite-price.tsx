import { BRAND_TABLE, formatPrice, isSignedIn, priceVisibility, visiblePriceLines, type ProductCard } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { FAVORITE_TEXTS } from './texts';
import './sheet';

/** A favorite's price block: the lines the mode shows, or that prices are not shown in this mode. */
export function FavoritePrice({ product }: { product: ProductCard }) {
  const { session, brand } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  if (!isSignedIn(session)) return <p className="afv-price afv-price--notice">{t.pricesLogin}</p>;
  const visibility = priceVisibility(session.roles, session.mode, BRAND_TABLE[brand].code, product.brand_id);
  const lines = visiblePriceLines(product, visibility);
  if (lines.length === 0) return visibility.retail ? null : <p className="afv-price afv-price--notice">{t.pricesHiddenInMode}</p>;
  return (
    <dl className="afv-price">
      {lines.map((line) => (
        <div key={line.kind} className={`afv-price-line afv-price-line--${line.kind}`}>
          <dt>{t.priceLine(line.kind, line.label)}</dt>
          <dd>{line.struck ? <s>{formatPrice(line.amount)}</s> : formatPrice(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
