import { SEARCH_FORM_PATH, searchHref, type Brand } from '@storefront/contracts';
import { shellTexts } from '../../texts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CloseIcon, SearchIcon } from './icons';

export interface SearchBoxProps {
  brand: Brand;
  navigate(to: string): void;
  /** Called after a search is submitted (the mobile menu closes). */
  onSearched?: () => void;
  placeholder?: string;
  /** The session's language (English when not given). */
  language?: string;
}

/**
 * The header search: Enter (or the search button) submits, Escape or the clear button empties the field (the clear
 * button is out of the tab order, as in a platform search field). Plain elements: it is in every first frame, and a
 * search field is what the platform's `type="search"` input already is.
 */
export function SearchBox({ brand, navigate, onSearched, placeholder, language = 'en' }: SearchBoxProps) {
  const t = shellTexts(language);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the page's script started is the field's value: take it over.
  useEffect(() => {
    if (input.current?.value) setText(input.current.value);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(brand, input.current?.value ?? text));
    onSearched?.();
  };
  return (
    // Before the page's script has started, the form still searches: a plain GET the page server sends on.
    <form role="search" className="sf-search" action={SEARCH_FORM_PATH} method="get" onSubmit={submit}>
      <div className="sf-search-field" data-empty={text === '' || undefined}>
        <input
          ref={input}
          type="search"
          name="keyWord"
          aria-label={t.searchProducts}
          className="sf-search-input"
          placeholder={placeholder ?? t.searchProducts}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || text === '') return;
            event.preventDefault();
            setText('');
          }}
          autoComplete="off"
          enterKeyHint="search"
          data-message="Search field cannot be empty."
        />
        <button
          type="button"
          className="sf-search-clear"
          aria-label={t.clearSearch}
          tabIndex={-1}
          onClick={() => {
            setText('');
            input.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      </div>
      <button type="submit" className="sf-search-submit" aria-label={t.search}>
        <SearchIcon />
      </button>
    </form>
  );
}
