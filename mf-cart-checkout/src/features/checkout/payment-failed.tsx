import { MESSAGES, hrefFor } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useId } from 'react';
import { checkoutHref, checkoutU } from '../../ui';
import './sheet';

/**
 * /paymentFailed (spec sections 2 and 8): the payment was declined, so nothing was charged and no order was placed
 * (decision 024: the attempt is void and its units back in stock). Try again opens a new checkout attempt.
 */
export default function PaymentFailedPage() {
  const { route, session } = useShell();
  const headingId = useId();
  const u = checkoutU(route.query, session.user?.userId);
  return (
    <section className="cko-page cko-failed" aria-labelledby={headingId}>
      <h1 id={headingId} className="cko-title">
        {MESSAGES.paymentFailed}
      </h1>
      <div className="cko-message">
        <p>Your payment was declined. Nothing was charged and the order was not placed; the items are still in your cart.</p>
        <p>You can try again with another card or a bank account.</p>
        <div className="cko-actions">
          <Link to={checkoutHref(u)} className="sf-button">
            Try again
          </Link>
          <Link to={hrefFor('/cart', { u })} className="sf-button sf-button--secondary">
            Back to the cart
          </Link>
        </div>
      </div>
    </section>
  );
}
