import { searchHref, type Brand } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { CloseIcon, SearchIcon } from './icons';

export interface SearchBoxProps {
  brand: Brand;
  navigate(to: string): void;
  /** Called after a search is submitted (the mobile menu closes). */
  onSearched?: () => void;
  placeholder?: string;
}

/** The header search: Enter (or the search button) submits, the clear button empties the field. */
export function SearchBox({ brand, navigate, onSearched, placeholder = 'Search products' }: SearchBoxProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(brand, text));
    onSearched?.();
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <SearchField aria-label="Search products" value={text} onChange={setText} className="sf-search-field">
        <Input className="sf-search-input" placeholder={placeholder} data-message="Search field cannot be empty." />
        <Button className="sf-search-clear" aria-label="Clear search">
          <CloseIcon />
        </Button>
      </SearchField>
      <button type="submit" className="sf-search-submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
