import { formatPhoneTyping } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useId, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { modeHasCustomers, useCustomers } from '../../ui/use-customers';
import { customerHref } from './book-rules';
import { BOOK_TEXTS } from './texts';
import './sheet';

/** The customer book's list: every customer of the company, narrowed by a search of name or email; each opens its detail. */
export function BookList() {
  const { session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const [search, setSearch] = useState('');
  const state = useCustomers(search);
  const headingId = useId();
  const statusId = useId();
  const text = search.trim();

  if (!modeHasCustomers(session) || state.status === 'forbidden') {
    return (
      <section className="acb-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="acb-title">
          {t.customers}
        </h1>
        <div className="acb-notice">
          <p>{t.noCustomersInBrowsing}</p>
          <Link className="sf-button sf-button--small" to="/selectMode?redirect=%2FcustomerFavourite">
            {t.changeMode}
          </Link>
        </div>
      </section>
    );
  }

  const status =
    state.status === 'loading'
      ? t.loadingCustomers
      : state.status === 'failed'
        ? ''
        : state.total === 0
          ? ''
          : state.total > state.list.length
            ? t.showingSome(state.list.length, state.total)
            : t.customerCount(state.total);

  return (
    <section className="acb-page" aria-labelledby={headingId}>
      <header className="acb-head">
        <h1 id={headingId} className="acb-title">
          {t.customers}
        </h1>
        <p className="acb-lead">{t.bookLead}</p>
      </header>
      <SearchField className="acb-search" value={search} onChange={setSearch} aria-describedby={statusId}>
        <Label className="acb-label">{t.searchCustomers}</Label>
        <div className="acb-search-box">
          <svg className="acb-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <Input className="acb-input acb-search-input" placeholder={t.nameOrEmail} />
          <Button className="acb-search-clear" aria-label={t.clearSearch}>
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
            <p className="acb-empty">{t.noMatch(text)}</p>
          ) : (
            <div className="acb-empty">
              <p className="acb-empty-title">{t.noCustomers}</p>
              <p>{t.createHint}</p>
              <Link className="sf-button sf-button--small" to="/createCustomer?redirect=%2FcustomerFavourite&back=%2FcustomerFavourite">
                {t.createCustomer}
              </Link>
            </div>
          )
        ) : state.status === 'loading' ? (
          <div className="acb-skeleton" aria-hidden="true" />
        ) : null
      ) : (
        <ul className={`acb-customers${state.status === 'loading' ? ' acb-customers--loading' : ''}`} aria-label={t.customers} aria-busy={state.status === 'loading' || undefined}>
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
