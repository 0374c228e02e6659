import { formatPhoneTyping } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useId, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { modeHasCustomers, useCustomers } from '../../ui/use-customers';
import { countOf, customerHref } from './book-rules';
import './sheet';

/** The customer book's list: every customer of the company, narrowed by a search of name or email; each opens its detail. */
export function BookList() {
  const { session } = useShell();
  const [search, setSearch] = useState('');
  const state = useCustomers(search);
  const headingId = useId();
  const statusId = useId();
  const text = search.trim();

  if (!modeHasCustomers(session) || state.status === 'forbidden') {
    return (
      <section className="acb-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="acb-title">
          Customers
        </h1>
        <div className="acb-notice">
          <p>Customers are not available in Browsing Mode.</p>
          <Link className="sf-button sf-button--small" to="/selectMode?redirect=%2FcustomerFavourite">
            Change mode
          </Link>
        </div>
      </section>
    );
  }

  const status =
    state.status === 'loading'
      ? 'Loading customers…'
      : state.status === 'failed'
        ? ''
        : state.total === 0
          ? ''
          : state.total > state.list.length
            ? `Showing ${state.list.length} of ${countOf(state.total, 'customer')}: search to find the others`
            : countOf(state.total, 'customer');

  return (
    <section className="acb-page" aria-labelledby={headingId}>
      <header className="acb-head">
        <h1 id={headingId} className="acb-title">
          Customers
        </h1>
        <p className="acb-lead">The clients you work for: their favorites, projects, orders and details, and their invitation to see them.</p>
      </header>
      <SearchField className="acb-search" value={search} onChange={setSearch} aria-describedby={statusId}>
        <Label className="acb-label">Search customers</Label>
        <div className="acb-search-box">
          <svg className="acb-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <Input className="acb-input acb-search-input" placeholder="Name or email" />
          <Button className="acb-search-clear" aria-label="Clear search">
            ×
          </Button>
        </div>
      </SearchField>
      <p id={statusId} className="acb-status" role="status" aria-live="polite">
        {status}
      </p>
      {state.status === 'failed' ? (
        <div className="acb-message" role="alert">
          <p>{state.message}</p>
        </div>
      ) : null}
      {state.list.length === 0 ? (
        state.status === 'ready' ? (
          text ? (
            <p className="acb-empty">No customers match “{text}”.</p>
          ) : (
            <div className="acb-empty">
              <p className="acb-empty-title">You have no customers yet.</p>
              <p>Create a customer to keep their projects and favorites and to invite them.</p>
              <Link className="sf-button sf-button--small" to="/createCustomer?redirect=%2FcustomerFavourite&back=%2FcustomerFavourite">
                Create Customer
              </Link>
            </div>
          )
        ) : state.status === 'loading' ? (
          <div className="acb-skeleton" aria-hidden="true" />
        ) : null
      ) : (
        <ul className={`acb-customers${state.status === 'loading' ? ' acb-customers--loading' : ''}`} aria-label="Customers" aria-busy={state.status === 'loading' || undefined}>
          {state.list.map((customer) => (
            <li key={customer.id} className="acb-customer">
              <span className="acb-avatar" aria-hidden="true">
                {`${customer.first_name.charAt(0)}${customer.last_name.charAt(0)}`.toUpperCase()}
              </span>
              <span className="acb-customer-text">
                <Link to={customerHref(customer.id)} className="acb-customer-link">
                  {customer.name}
                </Link>
                <span className="acb-customer-email">{customer.email}</span>
              </span>
              {customer.phone ? <span className="acb-customer-phone">{formatPhoneTyping(customer.phone)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
