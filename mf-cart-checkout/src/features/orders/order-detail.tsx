import {
  ORDER_LIST_PATHS as LIST_PATHS,
  ORDER_LIST_TITLES as LIST_TITLES,
  PRODUCT_BRAND_NAMES,
  formatPhoneTyping,
  formatPrice,
  orderDate,
  orderListKind as listKindOf,
  type OrderDetailResponse,
} from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { OrderChanges, claimHref, serviceRequestHref } from '../order-changes';
import { addressLines, paymentMethodLabel, shippingMethodLabel } from './order-rules';
import { useOrderDetail } from './use-order-detail';
import './sheet';

/**
 * /orderDetail?number= (spec sections 2, 3 and 4): one order: its date and state; the items with each one's shipping
 * status; the totals; where it ships, who to contact, how it was paid and billed; and its tracking. A refusal (the
 * order is not there, or not the account's) is said plainly.
 */
export default function OrderDetailPage() {
  const { brand, route, session } = useShell();
  const number = (route.query.number ?? '').trim();
  const id = (route.query.id ?? '').trim();
  const [attempt, setAttempt] = useState(0);
  const state = useOrderDetail({ number: number || undefined, id: id || undefined }, attempt);
  const headingId = useId();
  const kind = listKindOf(brand, session);
  const shownNumber = state.status === 'ready' ? state.order.number : number.toUpperCase();

  return (
    <article className="ord-page ord-detail" aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <Link to={LIST_PATHS[kind]} className="ord-back">
        <span aria-hidden="true">‹ </span>
        {LIST_TITLES[kind]}
      </Link>
      <h1 id={headingId} className="ord-title">
        {shownNumber ? `Order ${shownNumber}` : 'Order'}
      </h1>
      {state.status === 'loading' ? (
        <>
          <p className="ord-visually-hidden" role="status">
            Loading the order…
          </p>
          <div className="ord-skeleton ord-skeleton--tall" aria-hidden="true" />
        </>
      ) : null}
      {state.status === 'refused' ? (
        <div className="ord-message" role="alert">
          <p>{state.message}</p>
          <Link className="sf-button sf-button--secondary sf-button--small" to={LIST_PATHS[kind]}>
            Back to {LIST_TITLES[kind]}
          </Link>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div className="ord-message" role="alert">
          <p>{state.message}</p>
          <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {/* What follows an order (changes, claims, service requests) is the trade account's: not a client agent's, who
          reads the orders their customers paid by link. */}
      {state.status === 'ready' ? <OrderView order={state.order} designer={kind === 'designer' && !session.clientAgent} /> : null}
    </article>
  );
}

function OrderView({ order, designer }: { order: OrderDetailResponse; designer: boolean }) {
  return (
    <>
      <dl className="ord-facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.date}>{orderDate(order.date)}</time>
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            <span className={`ord-state ord-state--${order.cancelled ? 'cancelled' : order.state}`}>{order.state_label}</span>
          </dd>
        </div>
        {order.customer_name ? (
          <div>
            <dt>Customer</dt>
            <dd>{order.customer_name}</dd>
          </div>
        ) : null}
      </dl>
      <div className="ord-detail-layout">
        <div className="ord-detail-main">
          <Items order={order} serviceRequests={designer} />
        </div>
        <Totals order={order} />
      </div>
      <div className="ord-cards">
        <Part title="Shipping address">
          <Lines lines={addressLines(order.shipping_address)} />
        </Part>
        <Part title="Contact">
          <Lines lines={[order.contact.contact_name, formatPhoneTyping(order.contact.phone), order.contact.email].filter(Boolean)} />
        </Part>
        <Part title="Payment method">
          <p>{paymentMethodLabel(order.payment_method)}</p>
        </Part>
        <Part title="Billing address">
          <Lines lines={addressLines(order.billing_address)} />
        </Part>
        <Part title="Tracking">
          <Tracking order={order} />
          {designer && order.state === 'delivered' ? (
            <p>
              <Link to={claimHref(order.number)}>File a claim</Link>
            </p>
          ) : null}
        </Part>
      </div>
      {designer ? (
        <Suspense fallback={null}>
          <OrderChanges order={order} />
        </Suspense>
      ) : null}
    </>
  );
}

/** A titled part of the order: a region named by its heading. */
function Part({ title, children, className = 'ord-card' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="ord-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <p className="ord-muted">Not given</p>;
  return (
    <p className="ord-lines">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </p>
  );
}

function Items({ order, serviceRequests }: { order: OrderDetailResponse; serviceRequests: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="ord-section-title">
        Items
      </h2>
      <table className="ord-table ord-items" role="table" aria-labelledby={id}>
        <thead className="ord-table-head" role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Item
            </th>
            <th scope="col" role="columnheader">
              SKU
            </th>
            <th scope="col" role="columnheader">
              Brand
            </th>
            <th scope="col" role="columnheader" className="ord-num">
              Quantity
            </th>
            <th scope="col" role="columnheader" className="ord-num">
              Price
            </th>
            <th scope="col" role="columnheader" className="ord-num">
              Amount
            </th>
            <th scope="col" role="columnheader">
              Shipping status
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {order.items.map((item) => (
            <tr key={item.id} role="row" className="ord-row">
              <th scope="row" role="rowheader" className="ord-item-name">
                {item.name}
                {serviceRequests && item.shipping_status === 'delivered' ? (
                  <Link className="ord-item-link" to={serviceRequestHref(order.number, item.id)} aria-label={`Request service for ${item.name}`}>
                    Request service
                  </Link>
                ) : null}
              </th>
              <td role="cell">
                <span className="ord-cell-label" aria-hidden="true">
                  SKU
                </span>
                {item.sku_number}
              </td>
              <td role="cell">
                <span className="ord-cell-label" aria-hidden="true">
                  Brand
                </span>
                {PRODUCT_BRAND_NAMES[item.brand_id] ?? item.brand_id}
              </td>
              <td role="cell" className="ord-num">
                <span className="ord-cell-label" aria-hidden="true">
                  Quantity
                </span>
                {item.count}
              </td>
              <td role="cell" className="ord-num">
                <span className="ord-cell-label" aria-hidden="true">
                  Price
                </span>
                {formatPrice(item.price)}
              </td>
              <td role="cell" className="ord-num">
                <span className="ord-cell-label" aria-hidden="true">
                  Amount
                </span>
                {formatPrice(item.amount)}
              </td>
              <td role="cell">
                <span className="ord-cell-label" aria-hidden="true">
                  Shipping status
                </span>
                <span className={`ord-state ord-state--${item.shipping_status}`}>{item.shipping_status_label}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Totals({ order }: { order: OrderDetailResponse }) {
  const rows: Array<{ label: ReactNode; value: string; main?: boolean }> = [
    { label: 'Subtotal', value: formatPrice(order.subtotal) },
    ...(order.coupon_code || order.discount > 0
      ? [{ label: <>Discount{order.coupon_code ? <span className="ord-total-note">Coupon {order.coupon_code}</span> : null}</>, value: `−${formatPrice(order.discount)}` }]
      : []),
    { label: <>Shipping<span className="ord-total-note">{shippingMethodLabel(order.shipping_method)}</span></>, value: formatPrice(order.shipping) },
    { label: 'Total', value: formatPrice(order.total), main: true },
    { label: 'Card fee', value: formatPrice(order.card_fee) },
    { label: 'Paid', value: formatPrice(order.paid) },
    ...(order.refunded ? [{ label: 'Refunded', value: formatPrice(order.refunded) }] : []),
    { label: 'Balance', value: formatPrice(order.balance) },
  ];
  return (
    <Part title="Totals" className="ord-card ord-totals-card">
      <dl className="ord-totals">
        {rows.map((row, i) => (
          <div key={i} className={row.main ? 'ord-total-main' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Part>
  );
}

function Tracking({ order }: { order: OrderDetailResponse }) {
  if (order.tracking_number || order.tracking_supplier) {
    return (
      <dl className="ord-tracking">
        {order.tracking_supplier ? (
          <div>
            <dt>Supplier</dt>
            <dd>{order.tracking_supplier}</dd>
          </div>
        ) : null}
        {order.tracking_number ? (
          <div>
            <dt>Tracking number</dt>
            <dd>{order.tracking_number}</dd>
          </div>
        ) : null}
      </dl>
    );
  }
  const moving = order.items.some((i) => i.shipping_status === 'shipped' || i.shipping_status === 'delivered');
  return <p>{moving ? 'The tracking details are not available yet.' : 'Not shipped yet: the tracking details will show here once the order ships.'}</p>;
}
