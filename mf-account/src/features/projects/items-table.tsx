import { CART_MAX_COUNT, formatPrice, productHref, type ProjectItem } from '@storefront/contracts';
import { Link, ProductImage, useMessages, useShell } from '@storefront/remote-kit';
import { Button, FieldError, Group, Input, NumberField } from 'react-aria-components';
import { isCom, isPurchasable, lineAmount, type PriceKey } from './project-rules';
import { PROJECT_TEXTS } from './texts';
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
  const t = useMessages(PROJECT_TEXTS);
  return (
    // The roles are spelled out: on narrow screens the rows are laid out as cards, and some browsers drop a table's
    // semantics once its display changes.
    <table className="apr-items" role="table" aria-labelledby={labelledBy}>
      <thead className="apr-items-head" role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t.product}
          </th>
          <th scope="col" role="columnheader" className="apr-num">
            {t.quantity}
          </th>
          {columns.map((key) => (
            <th key={key} scope="col" role="columnheader" className="apr-num">
              {t.price(key)}
            </th>
          ))}
          {amountKey ? (
            <th scope="col" role="columnheader" className="apr-num">
              {t.subtotal}
              {columns.length > 1 ? <span className="apr-th-note">{t.subtotalAt(amountKey)}</span> : null}
            </th>
          ) : null}
          {editable ? (
            <th scope="col" role="columnheader" className="apr-actions-col">
              <span className="apr-visually-hidden">{t.actions}</span>
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
                    <span className="apr-visually-hidden">{t.sku}</span>
                    {item.sku_number}
                  </span>
                  {isCom(item) || !purchasable ? (
                    <span className="apr-marks">
                      {isCom(item) ? (
                        <span className="apr-badge" title={t.comTitle}>
                          COM<span className="apr-visually-hidden">{t.comNote}</span>
                        </span>
                      ) : null}
                      {purchasable ? null : <span className="apr-badge apr-badge--unavailable">{t.unavailable}</span>}
                    </span>
                  ) : null}
                </span>
              </th>
              <td role="cell" className="apr-num apr-item-qty">
                <span className="apr-cell-label" aria-hidden="true">
                  {t.quantity}
                </span>
                {editable ? (
                  <NumberField
                    className="apr-qty"
                    aria-label={t.quantityOf(item.name)}
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
                      {t.price(key)}
                    </span>
                    {price === undefined ? <NotShown /> : formatPrice(price)}
                  </td>
                );
              })}
              {amountKey ? (
                <td role="cell" className="apr-num apr-item-amount">
                  <span className="apr-cell-label" aria-hidden="true">
                    {t.subtotal}
                  </span>
                  {!purchasable ? (
                    <span className="apr-muted">{t.notCounted}</span>
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
                    aria-label={t.removeWhat(item.name)}
                    isPending={row.pending === 'remove'}
                    ref={(el) => removeRef(item.id, el)}
                    onPress={() => onRemove(item)}
                  >
                    {t.remove}
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
  const t = useMessages(PROJECT_TEXTS);
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="apr-visually-hidden">{t.notShown}</span>
    </>
  );
}
