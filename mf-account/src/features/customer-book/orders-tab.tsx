import { CUSTOMER_BOOK_MESSAGES, MODE_LABELS, ORDER_CALLS, formatPrice, hasPermission, hrefFor, orderHref, type Customer, type OrderListResponse } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { countOf, messageOf, shortDate } from './book-rules';
import './sheet';

type ListState = { status: 'loading' } | { status: 'ready'; data: OrderListResponse } | { status: 'failed'; message: string };

/**
 * The orders tab: the orders placed for the customer, newest first (the first page of the company's list narrowed to
 * them), each opening its detail; all of them on the order list filtered by the customer. Client and browsing mode
 * have no orders (spec section 6): said plainly, nothing asked.
 */
export function OrdersTab({ customer }: { customer: Customer }) {
  const { api, brand, session } = useShell();
  const allowed = hasPermission(session.roles, 'order', brand);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(ORDER_CALLS.designerList, { body: { customer_id: customer.id, page: 1 }, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, 'The orders could not be loaded') });
      },
    );
    return () => controller.abort();
  }, [api, allowed, customer.id, attempt]);

  let body;
  if (!allowed) {
    body = (
      <div className="acb-notice">
        <p>Orders are not available in {MODE_LABELS[session.mode]}.</p>
        <Link className="sf-button sf-button--small" to="/selectMode">
          Change mode
        </Link>
      </div>
    );
  } else if (state.status === 'loading') {
    body = (
      <>
        <p className="acb-status" role="status">
          Loading orders…
        </p>
        <div className="acb-skeleton" aria-hidden="true" />
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="acb-message" role="alert">
        <p>{state.message}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  } else if (state.data.list.length === 0) {
    body = (
      <div className="acb-empty">
        <p className="acb-empty-title">{CUSTOMER_BOOK_MESSAGES.noOrders}</p>
        <p>Orders placed for {customer.name} will show here.</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="acb-status" role="status">
          {countOf(state.data.total, 'order')}
        </p>
        <ul className="acb-projects" aria-label={`${customer.name}’s orders`}>
          {state.data.list.map((order) => (
            <li key={order.id} className="acb-project">
              <h3 className="acb-project-name">
                <Link to={orderHref(order.number)} className="acb-project-link">
                  {order.number}
                </Link>
              </h3>
              <dl className="acb-project-facts">
                <div>
                  <dt>Date</dt>
                  <dd>
                    <time dateTime={order.date}>{shortDate(order.date)}</time>
                  </dd>
                </div>
                <div>
                  <dt>State</dt>
                  <dd>{order.state_label}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{formatPrice(order.total)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        {state.data.total > state.data.list.length ? (
          <p className="acb-more">
            <Link to={hrefFor('/designerOrder', { customer_id: customer.id })}>See all of {customer.name}’s orders</Link>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="acb-tab-body">
      <h2 className="acb-section-title">Orders</h2>
      {body}
    </div>
  );
}
