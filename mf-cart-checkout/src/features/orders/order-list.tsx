import {
  CUSTOMER_BOOK_MESSAGES,
  MODE_LABELS,
  ORDER_LIST_PATHS as LIST_PATHS,
  ORDER_LIST_TITLES as LIST_TITLES,
  ORDER_PAGE_SIZE,
  SHIPPING_STATUSES,
  SHIPPING_STATUS_LABELS,
  formatPrice,
  orderDate,
  orderHref,
  orderListKind as listKindOf,
  rolesPending,
  type OrderListKind,
  type ShippingStatus,
} from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  KEYWORD_MAX,
  NO_FILTERS,
  countOf,
  filtersFrom,
  isFiltered,
  listHref,
  mayList,
  type OrderFilters,
} from './order-rules';
import { useCustomerOptions, useOrderList } from './use-order-list';
import './sheet';

/** Waits this long after the last keystroke of the search before reading the list. */
export const SEARCH_DELAY_MS = 300;
const ALL = 'all';

/**
 * An order list (spec sections 2 and 3): `/designerOrder` with filters by state and customer, `/customerOrder` and
 * `/ffdOrder` by state; each searched by order number. The filters live in the address (back and reload keep them);
 * each order's number leads to its detail.
 */
export function OrderList({ kind }: { kind: OrderListKind }) {
  const { brand, route, session, navigate } = useShell();
  const title = LIST_TITLES[kind];
  const headingId = useId();
  const searchId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const own = listKindOf(brand, session);
  const pending = rolesPending(session);
  const allowed = own === kind && !pending && mayList(kind, brand, session);
  const filters = filtersFrom(route.query, kind);
  const [attempt, setAttempt] = useState(0);
  const state = useOrderList(kind, filters, attempt, allowed);
  const customers = useCustomerOptions(allowed && kind === 'designer' && session.roles.includes('customers'));
  const [text, setText] = useState(filters.keyword);

  const go = (next: OrderFilters, options?: { replace?: boolean }) => navigate(listHref(kind, next), options);
  const filter = (change: Partial<OrderFilters>) => go({ ...filters, ...change, page: 1 }, { replace: true });

  // The address changed by itself (back, a link): the search field follows it.
  useEffect(() => {
    setText((t) => (t.trim() === filters.keyword.trim() ? t : filters.keyword));
  }, [filters.keyword]);
  // The search is read once typing pauses (with the filters of that moment).
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ filter, keyword: filters.keyword });
  latest.current = { filter, keyword: filters.keyword };
  useEffect(() => () => clearTimeout(typing.current), []);
  const search = (next: string) => {
    setText(next);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      if (next.trim() !== latest.current.keyword.trim()) latest.current.filter({ keyword: next });
    }, SEARCH_DELAY_MS);
  };
  const searchNow = (next: string) => {
    clearTimeout(typing.current);
    latest.current.filter({ keyword: next });
  };

  const frame = (body: ReactNode) => (
    <section className="ord-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="ord-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {body}
    </section>
  );

  if (own !== kind) {
    return frame(
      <div className="ord-note">
        <p>This list is kept for another kind of account. Your orders are listed on their own page.</p>
        <Link className="sf-button sf-button--small" to={LIST_PATHS[own]}>
          {LIST_TITLES[own]}
        </Link>
      </div>,
    );
  }
  if (pending) {
    return frame(
      <p className="ord-muted" aria-busy="true">
        Loading your orders…
      </p>,
    );
  }
  if (!allowed) {
    const modeBlocks = session.mode === 'mibd_safe' || session.mode === 'mibd_communicate';
    return frame(
      <div className="ord-note">
        {modeBlocks ? (
          <>
            <p>Orders are not available in {MODE_LABELS[session.mode]}. Switch to {MODE_LABELS.mibd_designer} to see them.</p>
            <Link className="sf-button sf-button--small" to="/selectMode">
              Change mode
            </Link>
          </>
        ) : (
          <p>Your account has no permission to see orders.</p>
        )}
      </div>,
    );
  }

  const answer = state.answer;
  const list = answer?.list ?? [];
  const pages = answer ? Math.max(1, Math.ceil(answer.total / (answer.limit || ORDER_PAGE_SIZE))) : 1;
  const filtered = isFiltered(filters);
  const showCustomer = kind === 'designer';
  const clear = () => {
    clearTimeout(typing.current);
    setText('');
    go(NO_FILTERS, { replace: true });
  };

  let content: ReactNode;
  if (state.status === 'failed' && list.length === 0) {
    content = <Failed message={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (state.status === 'ready' && list.length === 0) {
    content = filtered ? (
      <div className="ord-empty">
        <p className="ord-empty-title">No orders match these filters.</p>
        <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={clear}>
          Clear filters
        </button>
      </div>
    ) : (
      <div className="ord-empty">
        <p className="ord-empty-title">{CUSTOMER_BOOK_MESSAGES.noOrders}</p>
        <p>Orders you place will be listed here with their state and tracking.</p>
        <Link className="sf-button sf-button--secondary" to="/home">
          Continue shopping
        </Link>
      </div>
    );
  } else if (list.length === 0) {
    content = <div className="ord-skeleton" aria-hidden="true" />;
  } else {
    content = (
      <>
        {state.status === 'failed' ? <Failed message={state.message} onRetry={() => setAttempt((n) => n + 1)} /> : null}
        {/* The roles are spelled out: on narrow screens the rows are laid out as cards. */}
        <table className="ord-table" role="table" aria-label="Orders" aria-busy={state.status === 'loading' || undefined}>
          <thead className="ord-table-head" role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Order number
              </th>
              <th scope="col" role="columnheader">
                Date
              </th>
              {showCustomer ? (
                <th scope="col" role="columnheader">
                  Customer
                </th>
              ) : null}
              <th scope="col" role="columnheader">
                State
              </th>
              <th scope="col" role="columnheader" className="ord-num">
                Items
              </th>
              <th scope="col" role="columnheader" className="ord-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {list.map((order) => (
              <tr key={order.id} role="row" className="ord-row">
                <th scope="row" role="rowheader" className="ord-number">
                  <Link to={orderHref(order.number)}>{order.number}</Link>
                </th>
                <td role="cell">
                  <CellLabel>Date</CellLabel>
                  <time dateTime={order.date}>{orderDate(order.date)}</time>
                </td>
                {showCustomer ? (
                  <td role="cell">
                    <CellLabel>Customer</CellLabel>
                    {order.customer_name || <span className="ord-muted">None</span>}
                  </td>
                ) : null}
                <td role="cell">
                  <CellLabel>State</CellLabel>
                  <span className={`ord-state ord-state--${order.cancelled ? 'cancelled' : order.state}`}>{order.state_label}</span>
                </td>
                <td role="cell" className="ord-num">
                  <CellLabel>Items</CellLabel>
                  {order.item_count}
                </td>
                <td role="cell" className="ord-num">
                  <CellLabel>Total</CellLabel>
                  {formatPrice(order.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {pages > 1 ? (
          <nav className="ord-pager" aria-label="Pages of orders">
            <button
              type="button"
              className="sf-button sf-button--secondary sf-button--small"
              disabled={filters.page <= 1}
              onClick={() => {
                go({ ...filters, page: filters.page - 1 });
                heading.current?.focus();
              }}
            >
              <span aria-hidden="true">‹ </span>Previous
            </button>
            <p className="ord-pager-where">
              Page {filters.page} of {pages}
            </p>
            <button
              type="button"
              className="sf-button sf-button--secondary sf-button--small"
              disabled={filters.page >= pages}
              onClick={() => {
                go({ ...filters, page: filters.page + 1 });
                heading.current?.focus();
              }}
            >
              Next<span aria-hidden="true"> ›</span>
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  const customerOptions = customers.map((c) => ({ id: c.id, name: c.name }));
  if (filters.customerId && !customerOptions.some((c) => c.id === filters.customerId)) {
    const named = list.find((o) => o.customer_id === filters.customerId)?.customer_name;
    customerOptions.unshift({ id: filters.customerId, name: named || 'Selected customer' });
  }

  return frame(
    <>
      <div className="ord-filters" role="search" aria-label="Filter orders">
        <FilterSelect
          label="State"
          value={filters.state ?? ALL}
          options={[{ id: ALL, name: 'All states' }, ...SHIPPING_STATUSES.map((s) => ({ id: s, name: SHIPPING_STATUS_LABELS[s] }))]}
          onChange={(key) => filter({ state: key === ALL ? null : (key as ShippingStatus) })}
        />
        {showCustomer ? (
          <FilterSelect
            label="Customer"
            value={filters.customerId ?? ALL}
            options={[{ id: ALL, name: 'All customers' }, ...customerOptions]}
            onChange={(key) => filter({ customerId: key === ALL ? null : key })}
          />
        ) : null}
        <div className="ord-field ord-search">
          <label className="ord-label" htmlFor={searchId}>
            Search by order number
          </label>
          <input
            id={searchId}
            className="ord-input"
            type="search"
            value={text}
            maxLength={KEYWORD_MAX}
            placeholder="SO100001"
            autoComplete="off"
            onChange={(event) => search(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') searchNow(text);
              else if (event.key === 'Escape' && text) {
                event.preventDefault();
                setText('');
                searchNow('');
              }
            }}
          />
        </div>
      </div>
      <p className="ord-count" role="status">
        {state.status === 'loading' ? 'Loading orders…' : state.status === 'ready' && answer && answer.total > 0 ? countOf(answer.total, 'order') : ''}
      </p>
      {content}
    </>,
  );
}

function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="ord-cell-label" aria-hidden="true">
      {children}
    </span>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="ord-message" role="alert">
      <p>{message}</p>
      <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  onChange(key: string): void;
}

/**
 * A filter as the browser's own select (its label above it): light, and the phone's own picker on narrow screens.
 */
function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="ord-field">
      <label className="ord-label" htmlFor={id}>
        {label}
      </label>
      <span className="ord-select">
        <select id={id} className="ord-input ord-select-input" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <span className="ord-chevron" aria-hidden="true" />
      </span>
    </div>
  );
}
