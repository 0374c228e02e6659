import { CARD_FEE_PERCENT, PRODUCT_BRAND_NAMES, SHIPPING_METHODS, formatPrice, type CartPreCheckResponse, type CheckoutSummaryResponse, type Funding } from '@storefront/contracts';
import { useId } from 'react';
import { percentText } from './checkout-rules';
import type { Load, Summary } from './use-checkout-data';
import './sheet';

interface Props {
  pre: Load<CartPreCheckResponse>;
  summary: Summary;
  /** Whether the summary answers the question asked now (a newer one is on its way otherwise). */
  current: boolean;
  funding: Funding | null;
  /** The card fee the processor's settings name (section 9: 3.0%). */
  cardFeePercent?: number;
  /** Why the applied coupon was dropped, when it was. */
  couponNote: string;
}

const methodName = (key: string) => SHIPPING_METHODS.find((m) => m.key === key)?.value ?? key;

/**
 * The order summary (sections 2 and 9): each line, the subtotal, the cart's coupon, shipping and the total, then the
 * terms that apply: a designer pays 50% at order (the outlet pays all), a credit card adds the 3.0% card fee (a debit
 * card or a bank account adds none), what is charged now and the balance. Before the address is complete it shows
 * the cart's lines and subtotal from the pre-checkout check.
 */
export function OrderSummary({ pre, summary, current, funding, cardFeePercent = CARD_FEE_PERCENT, couponNote }: Props) {
  const headingId = useId();
  const data = summary.status === 'ready' ? summary.data : null;
  const updating = summary.status === 'loading' || (summary.status === 'ready' && !current);
  const preLines = pre.status === 'ready' ? pre.data.lines : [];
  return (
    <section className="cko-summary" aria-labelledby={headingId} aria-busy={updating || undefined}>
      <h2 id={headingId} className="cko-section-title">
        Order summary
      </h2>
      {pre.status === 'loading' && !data ? <p className="cko-muted">Reading your cart…</p> : null}
      {pre.status === 'failed' && !data ? (
        <p className="cko-muted" role="alert">
          {pre.error}
        </p>
      ) : null}
      <ul className="cko-lines" aria-label="Items">
        {data
          ? data.list.map((line) => (
              <li key={`${line.sku_number}|${line.customizable_type}`} className="cko-line">
                <span className="cko-line-name">{line.name}</span>
                <span className="cko-line-meta">
                  {PRODUCT_BRAND_NAMES[line.brand_id] ?? line.brand_id} · SKU {line.sku_number} · Qty {line.count}
                </span>
                <span className="cko-line-amount">{formatPrice(line.amount)}</span>
              </li>
            ))
          : preLines.map((line) => (
              <li key={line.id} className="cko-line">
                <span className="cko-line-name">{line.name}</span>
                <span className="cko-line-meta">
                  {PRODUCT_BRAND_NAMES[line.brand_id] ?? line.brand_id} · SKU {line.sku_number} · Qty {line.count}
                </span>
              </li>
            ))}
      </ul>
      <dl className="cko-totals">
        {data ? (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPrice(data.subtotal)}</dd>
            </div>
            {data.coupon_code ? (
              <div>
                <dt>
                  Coupon <span className="cko-code">{data.coupon_code}</span>
                </dt>
                <dd>−{formatPrice(data.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                Shipping <span className="cko-total-note">{methodName(data.shipping_method)}</span>
              </dt>
              <dd>{formatPrice(data.shipping)}</dd>
            </div>
            <div className="cko-total-main">
              <dt>Total</dt>
              <dd>{formatPrice(data.total)}</dd>
            </div>
            {data.deposit_percent < 100 ? (
              <div>
                <dt>Due at order ({data.deposit_percent}%)</dt>
                <dd>{formatPrice(data.due_now)}</dd>
              </div>
            ) : null}
            {data.card_fee > 0 ? (
              <div>
                <dt>Card fee ({percentText(data.card_fee_percent)})</dt>
                <dd>{formatPrice(data.card_fee)}</dd>
              </div>
            ) : null}
            <div className="cko-total-main">
              <dt>Charged now</dt>
              <dd>{formatPrice(data.charge)}</dd>
            </div>
            {data.balance > 0 ? (
              <div>
                <dt>Balance</dt>
                <dd>{formatPrice(data.balance)}</dd>
              </div>
            ) : null}
          </>
        ) : pre.status === 'ready' ? (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPrice(pre.data.subtotal)}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd className="cko-pending">Once the address is complete</dd>
            </div>
          </>
        ) : null}
      </dl>
      {couponNote ? <p className="cko-note cko-note--warn">{couponNote}</p> : null}
      {summary.status === 'failed' && current ? (
        <p className="cko-note cko-note--warn" role="alert">
          {summary.error}
        </p>
      ) : null}
      <Terms data={data} funding={funding} cardFeePercent={cardFeePercent} />
      <p className="cko-visually-hidden" role="status" aria-live="polite">
        {updating ? 'Updating the order summary…' : ''}
      </p>
    </section>
  );
}

/** The terms of section 9 that apply to this order and payment method. */
function Terms({ data, funding, cardFeePercent }: { data: CheckoutSummaryResponse | null; funding: Funding | null; cardFeePercent: number }) {
  const fee = percentText(cardFeePercent);
  return (
    <ul className="cko-terms" aria-label="Payment terms">
      {data && data.deposit_percent < 100 ? (
        <li>
          Designers pay {data.deposit_percent}% of the total when the order is placed
          {data.balance > 0 ? `; the balance of ${formatPrice(data.balance)} is paid later` : ''}.
        </li>
      ) : null}
      {data && data.deposit_percent >= 100 ? <li>The whole total is paid when the order is placed.</li> : null}
      {funding === null ? <li>A credit card adds a {fee} card fee; a debit card or a bank account (ACH) adds none.</li> : null}
      {funding === 'credit' ? <li>Your credit card adds a {fee} card fee.</li> : null}
      {funding === 'debit' ? <li>No card fee for a debit card.</li> : null}
      {funding === 'bank' ? <li>No card fee for a bank account (ACH).</li> : null}
    </ul>
  );
}
