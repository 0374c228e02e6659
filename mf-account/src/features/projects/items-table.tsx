import { CART_MAX_COUNT, formatPrice, productHref, STOCK_TAG_LABELS, type ProjectItem } from '@storefront/contracts';
import { Link, ProductImage, useShell } from '@storefront/remote-kit';
import { Button, FieldError, Group, Input, NumberField } from 'react-aria-components';
import { isCom, isPurchasable, lineAmount, PRICE_LABELS, type PriceKey } from './project-rules';
import './sheet';

export interface RowState {
  /** A quantity change or a removal on its way. */
  pending?: 'count' | 'remove';
  /** The api's refusal of the last change of this row. */
  error?: string;
}

interface Props {
  items: ProjectItem[];
  columns: PriceKey[];
  /** The price a row's subtotal is counted in (null: the answer holds no price). */
  amountKey: PriceKey | null;
  editable: boolean;
  rows: Readonly<Record<string, RowState>>;
  labelledBy: string;
  onCount(item: ProjectItem, count: number): void;
  onRemove(item: ProjectItem): void;
  /** Each row's Remove button, for focus after a removal. */
  removeRef(id: string, button: HTMLButtonElement | null): void;
}

/**
 * A project's items as a table (wide screens) or stacked cards (narrow screens, the same rows laid out again): the
 * picture, the name linking to the product page, SKU, the COM and unavailable marks, the quantity (a stepper when
 * the project is editable), each price the answer holds, the row's subtotal and Remove.
 */
export function ItemsTable({ items, columns, amountKey, editable, rows, labelledBy, onCount, onRemove, removeRef }: Props) {
  const { brand } = useShell();
  return (
    // The roles are spelled out: on narrow screens the rows are laid out as cards, and some browsers drop a table's
    // semantics once its display changes.
    <table className="apr-items" role="table" aria-labelledby={labelledBy}>
      <thead className="apr-items-head" role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Product
          </th>
          <th scope="col" role="columnheader" className="apr-num">
            Quantity
          </th>
          {columns.map((key) => (
            <th key={key} scope="col" role="columnheader" className="apr-num">
              {PRICE_LABELS[key]}
            </th>
          ))}
          {amountKey ? (
            <th scope="col" role="columnheader" className="apr-num">
              Subtotal
              {columns.length > 1 ? <span className="apr-th-note"> at {amountKey === 'msrp_price' ? 'MSRP' : PRICE_LABELS[amountKey].toLowerCase()}</span> : null}
            </th>
          ) : null}
          {editable ? (
            <th scope="col" role="columnheader" className="apr-actions-col">
              <span className="apr-visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => {
          const row = rows[item.id] ?? {};
          const purchasable = isPurchasable(item);
          const amount = lineAmount(item, amountKey);
          return (
            <tr key={item.id} role="row" className={`apr-item${purchasable ? '' : ' apr-item--unavailable'}`} aria-busy={row.pending ? true : undefined}>
              <th scope="row" role="rowheader" className="apr-item-product">
                <ProductImage src={item.image} alt="" sizes="80px" width={80} height={80} className="apr-item-image" />
                <span className="apr-item-text">
                  <Link to={productHref(brand, item.sku_number)} className="apr-item-name">
                    {item.name}
                  </Link>
                  <span className="apr-item-sku">
                    <span className="apr-visually-hidden">SKU </span>
                    {item.sku_number}
                  </span>
                  {isCom(item) || !purchasable ? (
                    <span className="apr-marks">
                      {isCom(item) ? (
                        <span className="apr-badge" title="Customer's own material">
                          COM<span className="apr-visually-hidden"> (customer's own material)</span>
                        </span>
                      ) : null}
                      {purchasable ? null : <span className="apr-badge apr-badge--unavailable">{STOCK_TAG_LABELS.unavailable}</span>}
                    </span>
                  ) : null}
                </span>
              </th>
              <td role="cell" className="apr-num apr-item-qty">
                <span className="apr-cell-label" aria-hidden="true">
                  Quantity
                </span>
                {editable ? (
                  <NumberField
                    className="apr-qty"
                    aria-label={`Quantity of ${item.name}`}
                    value={item.count}
                    minValue={1}
                    maxValue={CART_MAX_COUNT}
                    step={1}
                    formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
                    isInvalid={Boolean(row.error)}
                    validationBehavior="aria"
                    isDisabled={row.pending === 'remove'}
                    onChange={(value) => {
                      if (Number.isInteger(value) && value !== item.count) onCount(item, value);
                    }}
                  >
                    <Group className="apr-stepper">
                      <Button slot="decrement" className="apr-step">
                        −
                      </Button>
                      <Input className="apr-qty-input" />
                      <Button slot="increment" className="apr-step">
                        +
                      </Button>
                    </Group>
                    <FieldError className="apr-field-error">
                      {row.error}
                    </FieldError>
                  </NumberField>
                ) : (
                  <span className="apr-qty-text">{item.count}</span>
                )}
              </td>
              {columns.map((key) => {
                const price = item[key];
                return (
                  <td key={key} role="cell" className="apr-num">
                    <span className="apr-cell-label" aria-hidden="true">
                      {PRICE_LABELS[key]}
                    </span>
                    {price === undefined ? <NotShown /> : formatPrice(price)}
                  </td>
                );
              })}
              {amountKey ? (
                <td role="cell" className="apr-num apr-item-amount">
                  <span className="apr-cell-label" aria-hidden="true">
                    Subtotal
                  </span>
                  {!purchasable ? (
                    <span className="apr-muted">Not counted</span>
                  ) : amount === null ? (
                    <NotShown />
                  ) : (
                    formatPrice(amount)
                  )}
                </td>
              ) : null}
              {editable ? (
                <td role="cell" className="apr-item-actions">
                  <Button
                    className="apr-remove"
                    aria-label={`Remove ${item.name}`}
                    isPending={row.pending === 'remove'}
                    ref={(el) => removeRef(item.id, el)}
                    onPress={() => onRemove(item)}
                  >
                    Remove
                  </Button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A price the answer does not hold for this item. */
function NotShown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="apr-visually-hidden">not shown</span>
    </>
  );
}
