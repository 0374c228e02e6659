import {
  CATALOG_CALLS,
  SEARCH_DROPDOWN_LIMIT,
  SEARCH_MIN_CHARS,
  productHref,
  searchHref,
  type LiveSearchProps,
} from '@storefront/contracts';
import { ProductImage } from '@storefront/remote-kit';
import { useContext, useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover, RouterProvider } from 'react-aria-components';
import { CloseIcon, SearchIcon } from './icons';

/** The live search waits this long after the last key (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

interface Found {
  id: string;
  name: string;
  image: string;
  href: string;
}
type Option = Found | { id: '__all'; name: string };

/** The input: Enter with no product highlighted searches the whole shop. */
function SearchInput({ onSubmitText, placeholder }: { onSubmitText(): void; placeholder: string }) {
  const state = useContext(ComboBoxStateContext);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (state?.selectionManager.focusedKey ?? null) === null) {
      event.preventDefault();
      state?.close();
      onSubmitText();
    }
  };
  return <Input className="sf-search-input" placeholder={placeholder} onKeyDown={onKeyDown} />;
}

/**
 * ART's live search (spec section 2): after a 1 s pause, up to 10 products with name, picture and a link by SKU,
 * 'View all results' to the shop's search, 'Nothing found' when nothing matches. The shell places it in the header
 * (and its slide-out menu) where the brand has the dropdown; a chosen product opens through the shell's navigate.
 */
export function LiveSearch({ brand, api, navigate, onSearched, placeholder = 'Search products' }: LiveSearchProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ query: string; list: Found[] } | null>(null);
  const query = text.trim();

  useEffect(() => {
    if (query.length < SEARCH_MIN_CHARS) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .call(CATALOG_CALLS.liveSearch, { body: { search: query, page: 1, limit: SEARCH_DROPDOWN_LIMIT }, signal: controller.signal })
        .then((val) =>
          setFound({
            query,
            list: val.list.slice(0, SEARCH_DROPDOWN_LIMIT).map((p) => ({ id: p.sku_number, name: p.name, image: p.image, href: productHref(brand, p.sku_number) })),
          }),
        )
        .catch(() => !controller.signal.aborted && setFound({ query, list: [] }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, brand, query]);

  const searchAll = () => {
    navigate(searchHref(brand, text));
    onSearched?.();
  };
  const current = found && found.query === query ? found.list : null;
  const options: Option[] = current && current.length ? [...current, { id: '__all', name: 'View all results' }] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchAll();
  };

  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <form role="search" className="sf-search sf-search--live" onSubmit={submit}>
        <ComboBox
          aria-label="Search products"
          className="sf-search-field"
          inputValue={text}
          onInputChange={setText}
          items={options}
          allowsCustomValue
          allowsEmptyCollection={query.length >= SEARCH_MIN_CHARS}
          menuTrigger="input"
          selectedKey={null}
        >
          <SearchInput onSubmitText={searchAll} placeholder={placeholder} />
          {text ? (
            <Button className="sf-search-clear" aria-label="Clear search" onPress={() => setText('')}>
              <CloseIcon />
            </Button>
          ) : null}
          <Popover className="sf-live-popover" placement="bottom start" offset={6} isNonModal>
            <ListBox<Option>
              className="sf-live-list"
              aria-label="Search suggestions"
              renderEmptyState={() => <p className="sf-live-empty">{current ? 'Nothing found' : 'Searching…'}</p>}
            >
              {(option) =>
                'href' in option ? (
                  <ListBoxItem id={option.id} href={option.href} textValue={option.name} className="sf-live-item">
                    <ProductImage src={option.image} alt="" sizes="48px" width={48} height={48} className="sf-live-image" />
                    <span className="sf-live-name">{option.name}</span>
                  </ListBoxItem>
                ) : (
                  <ListBoxItem id="__all" textValue={option.name} className="sf-live-item sf-live-all" onAction={searchAll}>
                    View all results
                  </ListBoxItem>
                )
              }
            </ListBox>
          </Popover>
        </ComboBox>
        <button type="submit" className="sf-search-submit" aria-label="Search">
          <SearchIcon />
        </button>
      </form>
    </RouterProvider>
  );
}
