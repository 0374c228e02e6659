import type { Customer } from '@storefront/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Autocomplete, Button, Input, Label, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import { useMessages } from '@storefront/remote-kit';
import { useCustomers } from '../../ui/use-customers';
import { CUSTOMER_TEXTS } from './texts';
import './sheet';

interface Props {
  /** The customer the designer works for now (marked in the list). */
  currentId?: string | null;
  /** A customer just created (marked new). */
  newId?: string | null;
  onChoose(customer: Customer): void;
  /** Shown when the account's mode has no customers (browsing mode). */
  forbidden?: ReactNode;
}

/**
 * The customer list with search: typing narrows the list (name or email), the arrow keys move through it and
 * Enter chooses, so the list works by keyboard alone; a click or tap chooses too.
 */
export function CustomerPicker({ currentId = null, newId = null, onChoose, forbidden }: Props) {
  const [search, setSearch] = useState('');
  const t = useMessages(CUSTOMER_TEXTS);
  const state = useCustomers(search);
  const statusId = useId();
  const byId = new Map(state.list.map((c) => [c.id, c]));

  if (state.status === 'forbidden') return <div className="acm-notice">{forbidden}</div>;

  const status =
    state.status === 'loading'
      ? t.loadingCustomers
      : state.status === 'failed'
        ? state.message
        : state.total === 0
          ? ''
          : t.customerCount(state.total);

  return (
    <div className="acm-picker">
      <Autocomplete inputValue={search} onInputChange={setSearch}>
        <SearchField className="acm-search" aria-describedby={statusId} autoFocus>
          <Label className="acm-label">{t.searchCustomers}</Label>
          <div className="acm-search-box">
            <svg className="acm-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <Input className="acm-input acm-search-input" placeholder={t.nameOrEmail} />
            <Button className="acm-search-clear" aria-label={t.clearSearch}>
              ×
            </Button>
          </div>
        </SearchField>
        <p id={statusId} className="acm-picker-status" role="status" aria-live="polite">
          {status}
        </p>
        {/*
          The list scrolls in a frame the keyboard can reach (a tab stop), for the arrow keys move through it from the
          search field without ever focusing it.
        */}
        <div className="acm-customer-scroll" role="group" aria-label={t.customerList} tabIndex={0}>
          <ListBox
            className="acm-customer-list"
            aria-label={t.customers}
            aria-busy={state.status === 'loading' || undefined}
            items={state.list}
            onAction={(key) => {
              const customer = byId.get(String(key));
              if (customer) onChoose(customer);
            }}
            renderEmptyState={() =>
              state.status === 'loading' ? null : (
                <p className="acm-empty">{search.trim() ? t.noMatch(search.trim()) : t.noCustomers}</p>
              )
            }
          >
            {(customer) => (
              // The option is named by everything it shows, in the order shown (name, email, Current or New), so
              // what a speech-input user reads off the screen is in its name; the initials are decoration.
              <ListBoxItem id={customer.id} textValue={customer.name} className="acm-customer">
                <span className="acm-avatar" aria-hidden="true">
                  {initials(customer)}
                </span>
                <span className="acm-customer-text">
                  <span className="acm-customer-name">{customer.name}</span>{' '}
                  <span className="acm-customer-email">{customer.email}</span>
                </span>{' '}
                {customer.id === currentId ? <span className="acm-badge">{t.current}</span> : null}
                {customer.id === newId && customer.id !== currentId ? <span className="acm-badge acm-badge--new">{t.new}</span> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Autocomplete>
    </div>
  );
}

function initials(c: Customer): string {
  return `${c.first_name.charAt(0)}${c.last_name.charAt(0)}`.toUpperCase();
}
