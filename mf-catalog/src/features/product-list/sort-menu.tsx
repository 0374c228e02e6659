import { PRODUCT_SORT_LABELS, type ProductSort } from '@storefront/contracts';
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectStateContext, SelectValue } from 'react-aria-components';

/** How the stand-in was asked to open before this code arrived: by a pointer, or by a key (the first or last option). */
export type OpenedWith = 'pointer' | 'first' | 'last';

export interface SortMenuProps {
  value: ProductSort;
  sorts: readonly ProductSort[];
  onChange(sort: ProductSort): void;
  /** Opens on arrival: the stand-in was pressed before this code arrived. */
  openedWith: OpenedWith | null;
  /** Takes the focus on arrival: the stand-in held it. */
  autoFocus: boolean;
}

/**
 * Opens the select once it is here, as a press on its button would have: the button takes the focus first, so
 * the popover gives it back to the button when it closes (the pressed stand-in is gone by then).
 */
function OpenOnArrival({ openedWith, button }: { openedWith: OpenedWith; button: RefObject<HTMLButtonElement | null> }) {
  const state = useContext(SelectStateContext);
  const done = useRef(false);
  // The options are collected after the first render: a select without them does not open.
  const ready = (state?.collection.size ?? 0) > 0;
  useEffect(() => {
    if (done.current || !state || !ready) return;
    done.current = true;
    button.current?.focus({ preventScroll: true });
    state.open(openedWith === 'pointer' ? null : openedWith);
  }, [state, ready, openedWith, button]);
  return null;
}

/**
 * The sort select: react-aria's (the listbox in a popover; arrow keys, type-ahead, Escape, the focus back to the
 * button). Loaded when the person reaches for the stand-in of the first view (sort.tsx), which it replaces.
 */
export default function SortMenu({ value, sorts, onChange, openedWith, autoFocus }: SortMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  // On arrival only: the focus goes straight to the button that took the stand-in's place.
  const [focusOnArrival] = useState(autoFocus);
  useEffect(() => {
    if (focusOnArrival) button.current?.focus({ preventScroll: true });
  }, [focusOnArrival]);
  return (
    <Select value={value} onChange={(key) => onChange(key as ProductSort)} className="cat-sort">
      <Label className="cat-sort-label">Sort by</Label>
      <Button ref={button} className="cat-select-button">
        <SelectValue />
        <span className="cat-select-chevron" aria-hidden="true" />
      </Button>
      <Popover className="cat-popover" placement="bottom end">
        <ListBox className="cat-listbox">
          {sorts.map((s) => (
            <ListBoxItem key={s} id={s} className="cat-option">
              {PRODUCT_SORT_LABELS[s]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
      {openedWith ? <OpenOnArrival openedWith={openedWith} button={button} /> : null}
    </Select>
  );
}
