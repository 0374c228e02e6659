import { CLIENT_AGENT_CALLS, ERR, MESSAGES, formatPrice, type PayLinkPayResponse, type PayLinkResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { addressText, expiryText } from './agent-rules';
import type { LinkPaymentProps } from './link-payment';
import './sheet';

type Load = { status: 'loading' } | { status: 'ready'; data: PayLinkResponse } | { status: 'closed'; message: string; err: number | null };

/** The payment form, with checkout's fields and checks: loaded once the link is known to be payable. */
const LinkPayment = lazy(() => import('./link-payment').then((m) => m.default()));

/**
 * /clientPay?token= (spec sections 1, 4 and 8): the customer's payment link, opened without an account. It shows the
 * lines, the totals and the shipping address, and pays by card or ACH; then 'order received' with the order number.
 * An expired link says 'The link has expired'; a paid one, 'You have already paid, please do not pay again'. A lost
 * session's codes (21015, 22007) are the shell's to answer on this route (it clears the session and reloads).
 */
export default function ClientPayPage() {
  const { api, route } = useShell();
  const token = (route.query.token ?? '').trim();
  const wellFormed = /^[A-Za-z0-9_-]{16,128}$/.test(token);
  // A link without a well-formed token is not asked for: it reads as an expired one.
  const [load, setLoad] = useState<Load>(() => (wellFormed ? { status: 'loading' } : { status: 'closed', message: MESSAGES.linkExpired, err: ERR.LINK_EXPIRED }));
  const [paid, setPaid] = useState<PayLinkPayResponse | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const closed = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    api.call(CLIENT_AGENT_CALLS.payLink, { body: { token }, signal: controller.signal }).then(
      (data) => setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        setLoad({ status: 'closed', message: refusal && refusal.err !== 0 ? refusal.message : MESSAGES.requestFalse, err: refusal?.err ?? null });
      },
    );
    return () => controller.abort();
  }, [api, token, wellFormed]);

  useEffect(() => {
    if (paid) done.current?.focus();
  }, [paid]);
  useEffect(() => {
    if (load.status === 'closed') closed.current?.focus();
  }, [load.status]);

  const onClosed: LinkPaymentProps['onClosed'] = (message, err) => setLoad({ status: 'closed', message, err });

  return (
    <article className="cag-page cag-page--narrow" aria-busy={load.status === 'loading' || undefined}>
      <h1 className="cag-title">Pay your order</h1>
      {load.status === 'loading' ? <p className="cag-muted">Loading your order…</p> : null}
      {load.status === 'closed' ? (
        <div ref={closed} tabIndex={-1} className="cag-message" role="alert">
          <p>{load.message}</p>
          {load.err === ERR.LINK_EXPIRED ? <p>Please ask the person who sent it for a new link.</p> : null}
        </div>
      ) : null}
      {load.status === 'ready' && paid ? (
        <div ref={done} tabIndex={-1} className="cag-note" role="status">
          <h2 className="cag-section-title">Order received</h2>
          <p>
            Thank you, {load.data.customer_name}. Your order number is <strong>{paid.order_number}</strong>.
          </p>
          <p>
            Paid {formatPrice(paid.charged)} (payment link {paid.reference}).
          </p>
        </div>
      ) : null}
      {load.status === 'ready' && !paid ? (
        <>
          <p className="cag-muted">
            For {load.data.customer_name}, payment link {load.data.reference}. This link is valid until {expiryText(load.data.expires_at)}.
          </p>
          <section className="cag-section" aria-labelledby="cag-order-title">
            <h2 id="cag-order-title" className="cag-section-title">
              Your order
            </h2>
            <table className="cag-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="cag-num">
                    Quantity
                  </th>
                  <th scope="col" className="cag-num">
                    Price
                  </th>
                  <th scope="col" className="cag-num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.data.lines.map((line) => (
                  <tr key={line.sku_number}>
                    <th scope="row">
                      {line.name}
                      <span className="cag-sku">SKU {line.sku_number}</span>
                    </th>
                    <td className="cag-num">{line.count}</td>
                    <td className="cag-num">{formatPrice(line.price)}</td>
                    <td className="cag-num">{formatPrice(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="cag-totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{formatPrice(load.data.subtotal)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd>{formatPrice(load.data.shipping)}</dd>
              </div>
              <div className="cag-total">
                <dt>Total</dt>
                <dd>{formatPrice(load.data.total)}</dd>
              </div>
            </dl>
          </section>
          <section className="cag-section" aria-labelledby="cag-ship-title">
            <h2 id="cag-ship-title" className="cag-section-title">
              Shipping address
            </h2>
            <p>{addressText(load.data.shipping_address)}</p>
          </section>
          <section className="cag-section" aria-labelledby="cag-pay-title">
            <h2 id="cag-pay-title" className="cag-section-title">
              Payment
            </h2>
            <p className="cag-muted">A credit card adds a {load.data.card_fee_percent}% card fee; a debit card and a bank account (ACH) add none.</p>
            <Suspense fallback={<p className="cag-muted">Loading the payment form…</p>}>
              <LinkPayment token={token} total={load.data.total} onPaid={setPaid} onClosed={onClosed} />
            </Suspense>
          </section>
        </>
      ) : null}
    </article>
  );
}
