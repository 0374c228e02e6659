import { ORDER_CALLS, formatPrice, hasPermission, hrefFor, orderHref, type Customer, type OrderListResponse } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { messageOf, shortDate } from './book-rules';
import { BOOK_TEXTS } from './texts';
import './sheet';

type ListState = { status: 'loading' } | { status: 'ready'; data: OrderListResponse } | { status: 'failed'; message: string };

/**
 * The orders tab: the orders placed for the customer, newest first (the first page of the company's list narrowed to
 * them), each opening its detail; all of them on the order list filtered by the customer. Client and browsing mode
 * have no orders (spec section 6): said plainly, nothing asked.
 */
export function OrdersTab({ customer }: { customer: Customer }) {
  const { api, brand, session } = useShell();
  const t = useMessages(BOOK_TEXTS);
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
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, '') });
      },
    );
    return () => controller.abort();
  }, [api, allowed, customer.id, attempt]);

  let body;
  if (!allowed) {
    body = (
      <div className="acb-notice">
        <p>{t.ordersNotIn(session.mode)}</p>
        <Link className="sf-button sf-button--small" to="/selectMode">
          {t.changeMode}
        </Link>
      </div>
    );
  } else if (state.status === 'loading') {
    body = (
      <>
        <p className="acb-status" role="status">
          {t.loadingOrders}
        </p>
        <div className="acb-skeleton" aria-hidden="true" />
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="acb-message" role="alert">
        <p>{state.message || t.ordersFailed}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </Button>
      </div>
    );
  } else if (state.data.list.length === 0) {
    body = (
      <div className="acb-empty">
        <p className="acb-empty-title">{t.noOrders}</p>
        <p>{t.ordersHint(customer.name)}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="acb-status" role="status">
          {t.orderCount(state.data.total)}
        </p>
        <ul className="acb-projects" aria-label={t.ordersOf(customer.name)}>
          {state.data.list.map((order) => (
            <li key={order.id} className="acb-project">
              <h3 className="acb-project-name">
                <Link to={orderHref(order.number)} className="acb-project-link">
                  {order.number}
                </Link>
              </h3>
              <dl className="acb-project-facts">
                <div>
                  <dt>{t.date}</dt>
                  <dd>
                    <time dateTime={order.date}>{shortDate(order.date, session.language)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t.state}</dt>
                  <dd>{order.state_label}</dd>
                </div>
                <div>
                  <dt>{t.total}</dt>
                  <dd>{formatPrice(order.total)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        {state.data.total > state.data.list.length ? (
          <p className="acb-more">
            <Link to={hrefFor('/designerOrder', { customer_id: customer.id })}>{t.allOrdersOf(customer.name)}</Link>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="acb-tab-body">
      <h2 className="acb-section-title">{t.orders}</h2>
      {body}
    </div>
  );
}
