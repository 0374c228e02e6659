import {
  ORDER_LIST_CALLS,
  ORDER_LIST_PATHS,
  formatPrice,
  orderHref,
  orderListKind,
  type OrderListResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useMessages, usePageAnswer, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { shortDateIn } from '../../ui/dates';
import { PanelHeading } from './panels';
import { CENTER_TEXTS } from './texts';
import './sheet';

/** The orders shown in the summary (the most recent first). */
export const ORDER_SUMMARY_SIZE = 5;

type OrdersState = { status: 'loading' } | { status: 'ready'; answer: OrderListResponse } | { status: 'failed'; message: string };

/**
 * Orders: how many, the most recent few (number leading to the order, date, state, total), and the way to all of them.
 * The list is the account's: the outlet shopper's on FFD, an invited customer's own, else the company's.
 */
export function OrdersPanel({ title }: { title?: string }) {
  const { api, brand, session } = useShell();
  const t = useMessages(CENTER_TEXTS);
  const kind = orderListKind(brand, session);
  const all = ORDER_LIST_PATHS[kind];
  // The first page of orders the page server read with the page (decision 032); a refusal is not carried, so the
  // browser reads again and meets it as before (a 25010 leads to /noPermission).
  const carried = usePageAnswer<OrderListResponse>(`center:orders:${kind}`, (signal) => api.call(ORDER_LIST_CALLS[kind], { body: { page: 1 }, signal }));
  const [state, setState] = useState<OrdersState>(carried ? { status: 'ready', answer: carried.value } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const readFromPage = useRef(carried !== undefined);

  useEffect(() => {
    if (readFromPage.current) {
      readFromPage.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(ORDER_LIST_CALLS[kind], { body: { page: 1 }, signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: refusalOf(error)?.message ?? '' });
      },
    );
    return () => controller.abort();
  }, [api, kind, attempt]);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p className="apc-muted" aria-busy="true">
        {t.loadingOrders}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="apc-message" role="alert">
        <p>{state.message || t.ordersFailed}</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else if (state.answer.total === 0) {
    body = (
      <div className="apc-empty">
        <p className="apc-empty-title">{t.noOrders}</p>
        <p>{t.ordersListed}</p>
        <Link className="sf-button sf-button--small" to="/home">
          {t.continueShopping}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="apc-count">{t.orderCount(state.answer.total)}</p>
        <ul className="apc-projects" aria-label={t.latestOrders}>
          {state.answer.list.slice(0, ORDER_SUMMARY_SIZE).map((order) => (
            <li key={order.id} className="apc-project">
              <Link className="apc-project-link" to={orderHref(order.number)}>
                {order.number}
              </Link>
              <span className="apc-muted">
                <time dateTime={order.date}>{shortDateIn(session.language, order.date, { timeZone: 'UTC' })}</time> · {order.state_label} · {formatPrice(order.total)}
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="apc-panel-body" aria-labelledby="apc-orders-heading">
      <div className="apc-panel-head">
        <PanelHeading id="apc-orders-heading">{title ?? t.orders}</PanelHeading>
        {state.status === 'ready' && state.answer.total > 0 ? (
          <Link className="sf-button sf-button--small" to={all}>
            {t.seeAllOrders}
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}
