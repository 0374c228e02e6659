import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@storefront/contracts';
import { Suspense, lazy, useId, useState } from 'react';
import { onDemand, useWhenNeeded } from '@storefront/remote-kit';
import type { OpenedWith } from './sort-menu';

const PRICED_SORTS = new Set<ProductSort>(['price_asc', 'price_desc']);

const sortMenu = onDemand(() => import('./sort-menu'));
const SortMenu = lazy(() => sortMenu.load());

interface StandInProps {
  label: string;
  reach(): void;
  open(how: OpenedWith): void;
  onFocusChange(focused: boolean): void;
}

/**
 * The select's first view: a plain button drawn and named as react-aria's ("Recommended Sort by"), which fetches the
 * real select when reached for (pointer, touch, focus). A press or an arrow key before it arrives opens it on arrival.
 */
function SortStandIn({ label, reach, open, onFocusChange }: StandInProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <div className="cat-sort">
      <span className="cat-sort-label" id={labelId}>
        Sort by
      </span>
      <button
        type="button"
        className="cat-select-button"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={() => {
          reach();
          onFocusChange(true);
        }}
        // A window losing the focus keeps the button active: the focus comes back to it.
        onBlur={(event) => document.activeElement !== event.currentTarget && onFocusChange(false)}
        // A click without a pointer (Enter, Space, a screen reader) opens at the first option, as react-aria's does.
        onClick={(event) => open(event.detail === 0 ? 'first' : 'pointer')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        <span id={valueId} className="react-aria-SelectValue">
          {label}
        </span>
        <span className="cat-select-chevron" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The list's sort: the price sorts only for those who see prices. */
export function SortSelect({ value, pricesVisible, onChange }: { value: ProductSort; pricesVisible: boolean; onChange(sort: ProductSort): void }) {
  const sorts = PRODUCT_SORTS.filter((s) => pricesVisible || !PRICED_SORTS.has(s));
  const shown = sorts.includes(value) ? value : 'recommended';
  const { wanted, reach } = useWhenNeeded(sortMenu);
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const [focused, setFocused] = useState(false);
  const open = (how: OpenedWith) => {
    reach();
    setOpenedWith(how);
  };
  const standIn = <SortStandIn label={PRODUCT_SORT_LABELS[shown]} reach={reach} open={open} onFocusChange={setFocused} />;
  // One boundary from the start: `wanted` turns in a transition, so the stand-in stays (focused, pressable) until
  // the select has arrived and takes its place.
  return (
    <Suspense fallback={standIn}>
      {wanted ? <SortMenu value={shown} sorts={sorts} onChange={onChange} openedWith={openedWith} autoFocus={focused} /> : standIn}
    </Suspense>
  );
}
