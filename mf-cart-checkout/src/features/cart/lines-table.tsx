import { formatPrice, productHref, type PriceLine } from '@storefront/contracts';
import { Link, ProductImage, onDemand, useShell, useWhenNeeded } from '@storefront/remote-kit';
import { Suspense, lazy, useState } from 'react';
import { LINE_STATE_LABELS, customMark, lineState } from '../../ui';
import { brandName, lineAmount, lineKey, type AnyLine } from './cart-rules';
import { QuantityStandIn, type QuantityPart } from './quantity';
import type { RowState } from './use-cart-lines';

/** react-aria's number field, fetched when a quantity is reached for or the page is idle. */
const quantityField = onDemand(() => import('./quantity-field'));
const QuantityField = lazy(() => quantityField.load());

interface Props {
  lines: AnyLine[];
  rows: Readonly<Record<string, RowState>>;
  labelledBy: string;
  pricesOf(line: AnyLine): PriceLine[];
  /** Whether the mode sees any price: the price and total columns are drawn only then. */
  priced: boolean;
  onCount(line: AnyLine, count: number): void;
  onRemove(line: AnyLine): void;
  /** Each row's Remove button, for the focus after a removal. */
  removeRef(key: string, button: HTMLButtonElement | null): void;
}

/**
 * The cart's lines as a table (wide screens) or stacked cards (narrow screens, the same rows laid out again): the
 * picture, the name linking to the product, SKU, brand, the COM or customized mark and what keeps a line from the
 * order, the prices the mode may see, the quantity, the line's total and Remove.
 */
export function LinesTable({ lines, rows, labelledBy, pricesOf, priced, onCount, onRemove, removeRef }: Props) {
  const { brand } = useShell();
  const { wanted, reach } = useWhenNeeded(quantityField);
  const [focus, setFocus] = useState<{ key: string; part: QuantityPart } | null>(null);
  return (
    // The roles are spelled out: on narrow screens the rows are laid out as cards, and some browsers drop a table's
    // semantics once its display changes.
    <table className="crt-lines" role="table" aria-labelledby={labelledBy}>
      <thead className="crt-lines-head" role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Product
          </th>
          {priced ? (
            <th scope="col" role="columnheader" className="crt-num">
              Price
            </th>
          ) : null}
          <th scope="col" role="columnheader" className="crt-num">
            Quantity
          </th>
          {priced ? (
            <th scope="col" role="columnheader" className="crt-num">
              Total
            </th>
          ) : null}
          <th scope="col" role="columnheader" className="crt-actions-col">
            <span className="crt-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {lines.map((line, index) => {
          const key = lineKey(line);
          const row = rows[key] ?? {};
          const state = lineState(line);
          const mark = customMark(line.customizable_type);
          const prices = pricesOf(line);
          const amount = lineAmount(prices, line.count);
          const quantity = {
            name: line.name,
            value: line.count,
            error: row.error,
            disabled: row.pending === 'remove',
            onChange: (count: number) => onCount(line, count),
          };
          const standIn = (
            <QuantityStandIn {...quantity} reach={reach} onFocusPart={(part) => setFocus(part ? { key, part } : null)} />
          );
          return (
            <tr key={key} role="row" className={`crt-line${state === 'ok' ? '' : ' crt-line--out'}`} aria-busy={row.pending ? true : undefined}>
              <th scope="row" role="rowheader" className="crt-line-product">
                {/* The cell stays a table cell (its borders line up with the row's); the picture and text sit in a box inside it. */}
                <span className="crt-line-box">
                  <ProductImage src={line.image} alt="" sizes="96px" width={96} height={96} className="crt-line-image" priority={index === 0} />
                  <span className="crt-line-text">
                    <Link to={productHref(brand, line.sku_number)} className="crt-line-name">
                      {line.name}
                    </Link>
                    <span className="crt-line-meta">
                      <span>
                        <span className="crt-visually-hidden">SKU </span>
                        {line.sku_number}
                      </span>
                      <span>
                        <span className="crt-visually-hidden">Brand </span>
                        {brandName(line)}
                      </span>
                    </span>
                    {mark || state !== 'ok' ? (
                      <span className="crt-marks">
                        {mark === 'COM' ? (
                          <span className="crt-badge" title="Customer's own material">
                            COM<span className="crt-visually-hidden"> (customer's own material)</span>
                          </span>
                        ) : null}
                        {mark === 'Customized' ? <span className="crt-badge">Customized</span> : null}
                        {state !== 'ok' ? <span className="crt-badge crt-badge--out">{LINE_STATE_LABELS[state]}</span> : null}
                      </span>
                    ) : null}
                  </span>
                </span>
              </th>
              {priced ? (
                <td role="cell" className="crt-num crt-line-prices">
                  <span className="crt-cell-label" aria-hidden="true">
                    Price
                  </span>
                  <span className="crt-price-list">
                    {prices.map((price) => (
                      <span key={price.kind} className={price.struck ? 'crt-price crt-price--struck' : 'crt-price'}>
                        <span className="crt-price-label">{price.label}</span>{' '}
                        {price.struck ? <s>{formatPrice(price.amount)}</s> : formatPrice(price.amount)}
                      </span>
                    ))}
                  </span>
                </td>
              ) : null}
              <td role="cell" className="crt-num crt-line-qty">
                <span className="crt-cell-label" aria-hidden="true">
                  Quantity
                </span>
                {/* One boundary from the start: `wanted` turns in a transition, so the stand-in stays (focused, usable) until the field has arrived and takes its place. */}
                <Suspense fallback={standIn}>{wanted ? <QuantityField {...quantity} focus={focus?.key === key ? focus.part : null} /> : standIn}</Suspense>
              </td>
              {priced ? (
                <td role="cell" className="crt-num crt-line-total">
                  <span className="crt-cell-label" aria-hidden="true">
                    Total
                  </span>
                  {state !== 'ok' ? <span className="crt-muted">Not counted</span> : amount === null ? <NotShown /> : formatPrice(amount)}
                </td>
              ) : null}
              <td role="cell" className="crt-line-actions">
                <button
                  type="button"
                  className="crt-remove"
                  aria-label={`Remove ${line.name}`}
                  aria-disabled={row.pending === 'remove' ? true : undefined}
                  ref={(el) => removeRef(key, el)}
                  onClick={() => row.pending !== 'remove' && onRemove(line)}
                >
                  {row.pending === 'remove' ? 'Removing…' : 'Remove'}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A price the answer does not hold for this line. */
function NotShown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="crt-visually-hidden">not shown</span>
    </>
  );
}
