import { MESSAGES, formatPrice, isSignedIn } from '@storefront/contracts';
import { Link, focusOnPress, prefetch, useShell } from '@storefront/remote-kit';
import { Suspense, lazy, useId, type ReactNode } from 'react';
import { lineState } from '../../ui';
import { countOf, countedUnits, type AnyLine, type Subtotal } from './cart-rules';
import { certificateDialog, type Checkout } from './use-checkout';

const CertificateDialog = lazy(() => certificateDialog.load());

interface Props {
  lines: AnyLine[];
  totals: Subtotal[];
  /** The Checkout button (spec section 6). */
  canCheckout: boolean;
  checkout: Checkout;
  /** The coupon box, where the session may check out. */
  coupon?: ReactNode;
}

/** The cart's summary: units and subtotals of the lines that count, what is left out, the coupon and Checkout. */
export function Summary({ lines, totals, canCheckout, checkout, coupon }: Props) {
  const { session } = useShell();
  const headingId = useId();
  const units = countedUnits(lines);
  const unavailable = lines.some((l) => lineState(l) === 'unavailable');
  const short = lines.some((l) => lineState(l) === 'insufficient');
  const clientMode = session.mode === 'mibd_communicate';
  const reach = () => prefetch(certificateDialog);
  return (
    <section className="crt-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="crt-section-title">
        Order summary
      </h2>
      <dl className="crt-totals">
        <div>
          <dt>Items</dt>
          <dd>{countOf(units, 'item')}</dd>
        </div>
        {totals.map((total, index) =>
          // The first price the mode sees is the subtotal the order is kept in; the others are shown beside it.
          index === 0 ? (
            <div key={total.kind} className="crt-total-main">
              <dt>
                Subtotal <span className="crt-total-note">at {total.kind === 'msrp' ? 'MSRP' : total.label.toLowerCase()}</span>
              </dt>
              <dd>{formatPrice(total.amount)}</dd>
            </div>
          ) : (
            <div key={total.kind}>
              <dt>{total.label} total</dt>
              <dd>{formatPrice(total.amount)}</dd>
            </div>
          ),
        )}
      </dl>
      {totals.length === 0 ? <p className="crt-muted">{isSignedIn(session) ? MESSAGES.pricesHiddenInMode : MESSAGES.pricesLogin}</p> : null}
      {units === 0 ? <p className="crt-note crt-note--warn">{MESSAGES.nothingAvailableInCart}</p> : null}
      {unavailable ? <p className="crt-muted">Items unavailable for purchase are not counted.</p> : null}
      {short ? <p className="crt-muted">Items with insufficient inventory are not counted.</p> : null}
      {coupon}
      {canCheckout ? (
        <button
          type="button"
          className="sf-button crt-checkout"
          aria-disabled={checkout.pending || undefined}
          onPointerEnter={reach}
          onTouchStart={reach}
          onFocus={reach}
          onClick={(event) => {
            focusOnPress(event);
            checkout.start();
          }}
        >
          {checkout.pending ? 'Checking your cart…' : 'Checkout'}
        </button>
      ) : null}
      {checkout.error ? (
        <p className="crt-note crt-note--warn" role="alert">
          {checkout.error}
        </p>
      ) : null}
      {clientMode ? (
        <p className="crt-note">You are in Client Mode: you may browse the cart but not check out. Switch to Designer Mode to check out.</p>
      ) : null}
      {!isSignedIn(session) && lines.length > 0 ? (
        <Link to="/login" className="sf-button crt-checkout">
          Sign in to check out
        </Link>
      ) : null}
      {checkout.reminding ? (
        <Suspense fallback={null}>
          <CertificateDialog onContinue={checkout.goOn} onEdit={checkout.editCertificate} onClose={checkout.dismiss} />
        </Suspense>
      ) : null}
    </section>
  );
}
