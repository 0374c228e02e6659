import {
  groupDigits,
  catalogSlug,
  PRODUCT_BRAND_NAMES,
  priceRangeProblem,
  STOCK_FILTERS,
  STOCK_TAG_LABELS,
  type ProductBrand,
  type ProductFacets,
} from '@storefront/contracts';
import { Suspense, lazy, useEffect, useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { formatMoney, parseMoney, type PriceField, type PriceFieldsProps } from './price-format';
import type { FilterKind, ListSpec, StateChange } from './list-spec';

type FacetKind = 'space' | 'category' | 'brand_id';

const TITLES: Record<FilterKind, string> = {
  space: 'Room',
  category: 'Category',
  brand_id: 'Brand',
  stock: 'Availability',
  price: 'Price',
};

/** The price range's number fields (react-aria's): only signed-in people who see prices have them. */
const PriceFields = lazy(() => import('./price-fields'));

/** How react-aria hides a checkbox's or a radio's own input (the drawn box stands for it). */
const HIDDEN_INPUT: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
};

const sameValue = (a: string, b: string) => a === b || catalogSlug(a) === catalogSlug(b);

/** A brand code or name as its code ('Caracole' -> 'ca'). */
function brandCode(value: string): string {
  const entry = (Object.entries(PRODUCT_BRAND_NAMES) as Array<[ProductBrand, string]>).find(([code, name]) => sameValue(code, value) || sameValue(name, value));
  return entry ? entry[0] : value;
}

export function facetLabel(kind: FacetKind, value: string): string {
  return kind === 'brand_id' ? (PRODUCT_BRAND_NAMES[brandCode(value) as ProductBrand] ?? value) : value;
}

interface Option {
  value: string;
  count: number;
}

/** The facet's values, with any value of the address the answer no longer counts (0), so it can be unticked. */
function optionsOf(kind: FacetKind, facets: ProductFacets | undefined, selected: string[]): { options: Option[]; ticked: string[] } {
  const counted = facets?.[kind] ?? [];
  const options: Option[] = [...counted];
  const ticked: string[] = [];
  for (const value of selected) {
    const match = options.find((o) => (kind === 'brand_id' ? brandCode(o.value) === brandCode(value) : sameValue(o.value, value)));
    if (match) ticked.push(match.value);
    else {
      options.push({ value, count: 0 });
      ticked.push(value);
    }
  }
  return { options, ticked };
}

/** A filter that opens and closes: a heading's button says whether its panel is open (a disclosure). */
function Section({ kind, count, children }: { kind: FilterKind; count: number; children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const triggerId = useId();
  const panelId = useId();
  return (
    <div className="cat-filter" data-expanded={expanded || undefined}>
      <h3 className="cat-filter-heading">
        <button type="button" id={triggerId} className="cat-filter-trigger" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((open) => !open)}>
          <span>{TITLES[kind]}</span>
          {count > 0 && <span className="cat-filter-badge">{count}<span className="cat-visually-hidden"> selected</span></span>}
          <span className="cat-filter-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className="cat-filter-panel" role="group" aria-labelledby={triggerId} aria-hidden={!expanded} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}

/** A ticked value is added at the end, an unticked one taken out (the order the address keeps). */
function toggled(values: string[], value: string, on: boolean): string[] {
  if (!on) return values.filter((v) => v !== value);
  return values.includes(value) ? values : [...values, value];
}

function FacetFilter({ kind, facets, selected, onChange }: { kind: FacetKind; facets: ProductFacets | undefined; selected: string[]; onChange(values: string[]): void }) {
  const { options, ticked } = optionsOf(kind, facets, selected);
  if (options.length === 0) return null;
  return (
    <Section kind={kind} count={ticked.length}>
      <div role="group" aria-label={TITLES[kind]} className="cat-checks">
        {options.map((o) => {
          const checked = ticked.includes(o.value);
          return (
            <label key={o.value} className="cat-check" data-selected={checked || undefined}>
              <span style={HIDDEN_INPUT}>
                <input type="checkbox" value={o.value} checked={checked} title="" onChange={(event) => onChange(toggled(ticked, o.value, event.target.checked))} />
              </span>
              <span className="cat-check-box" aria-hidden="true" />
              <span className="cat-check-label">{facetLabel(kind, o.value)}</span>
              <span className="cat-check-count">
                <span className="cat-visually-hidden">(</span>
                {groupDigits(o.count)}
                <span className="cat-visually-hidden"> products)</span>
              </span>
            </label>
          );
        })}
      </div>
    </Section>
  );
}

function StockFilter({ value, onChange }: { value: string | undefined; onChange(value: (typeof STOCK_FILTERS)[number] | null): void }) {
  const name = useId();
  const selected = value ?? 'all';
  return (
    <Section kind="stock" count={value ? 1 : 0}>
      <div role="radiogroup" aria-label={TITLES.stock} aria-orientation="vertical" data-orientation="vertical" className="cat-checks">
        {(['all', ...STOCK_FILTERS] as const).map((v) => (
          <label key={v} className="cat-check cat-radio" data-selected={selected === v || undefined}>
            <span style={HIDDEN_INPUT}>
              <input type="radio" name={name} value={v} checked={selected === v} title="" onChange={() => onChange(v === 'all' ? null : v)} />
            </span>
            <span className="cat-check-box" aria-hidden="true" />
            <span className="cat-check-label">{v === 'all' ? 'All' : STOCK_TAG_LABELS[v]}</span>
          </label>
        ))}
      </div>
    </Section>
  );
}

/** One price field as a plain input, drawn and named as react-aria's, until the number fields arrive. */
function PriceFieldStandIn({ field, label, value, placeholder, invalid, describedBy, onValue, onFocusChange }: {
  field: PriceField;
  label: string;
  value: number;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
  onValue(value: number): void;
  onFocusChange(field: PriceField | null): void;
}) {
  const id = useId();
  const labelId = useId();
  const [text, setText] = useState(() => formatMoney(value));
  return (
    <div className="cat-number" data-invalid={invalid || undefined}>
      <label className="react-aria-Label" id={labelId} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        aria-labelledby={labelId}
        className="react-aria-Input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-roledescription="Number field"
        title=""
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-invalid={invalid || undefined}
        value={text}
        onFocus={() => onFocusChange(field)}
        onBlur={(event) => document.activeElement !== event.currentTarget && onFocusChange(null)}
        onChange={(event) => {
          setText(event.target.value);
          onValue(parseMoney(event.target.value));
        }}
      />
    </div>
  );
}

function PriceFieldsStandIn(props: PriceFieldsProps & { onFocusChange(field: PriceField | null): void }) {
  const { low, high, setLow, setHigh, invalid, describedBy, placeholders, onFocusChange } = props;
  return (
    <>
      <PriceFieldStandIn field="min" label="Min price" value={low} placeholder={placeholders.min} invalid={invalid} describedBy={describedBy} onValue={setLow} onFocusChange={onFocusChange} />
      <span className="cat-price-dash" aria-hidden="true">
        –
      </span>
      <PriceFieldStandIn field="max" label="Max price" value={high} placeholder={placeholders.max} invalid={invalid} describedBy={describedBy} onValue={setHigh} onFocusChange={onFocusChange} />
    </>
  );
}

/** The price range: both ends or neither (spec section 5: 'Price filter needs a range'). */
export function PriceFilter({
  min,
  max,
  bounds,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  bounds: { min: number; max: number } | undefined;
  onApply(range: { min: number; max: number } | null): void;
}) {
  const [low, setLow] = useState<number>(min ?? NaN);
  const [high, setHigh] = useState<number>(max ?? NaN);
  // A one-sided range in the address says so at once.
  const [problem, setProblem] = useState<string | null>(() => priceRangeProblem(min, max));
  // The field that holds the focus while the stand-ins show: it keeps it when the number fields take their place.
  const [focused, setFocused] = useState<PriceField | null>(null);
  const errorId = useId();
  useEffect(() => {
    setLow(min ?? NaN);
    setHigh(max ?? NaN);
    setProblem(priceRangeProblem(min, max));
  }, [min, max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lo = Number.isNaN(low) ? undefined : low;
    const hi = Number.isNaN(high) ? undefined : high;
    const found = priceRangeProblem(lo, hi);
    setProblem(found);
    if (found) return;
    onApply(lo === undefined || hi === undefined ? null : { min: lo, max: hi });
  };
  const active = min !== undefined && max !== undefined;
  const fields: PriceFieldsProps = {
    low,
    high,
    setLow,
    setHigh,
    invalid: problem !== null,
    describedBy: problem ? errorId : undefined,
    placeholders: { min: bounds ? `$${groupDigits(Math.floor(bounds.min))}` : '$0', max: bounds ? `$${groupDigits(Math.ceil(bounds.max))}` : '' },
  };
  return (
    <Section kind="price" count={active ? 1 : 0}>
      <form className="cat-price-form" onSubmit={submit} noValidate aria-label="Price range">
        <div className="cat-price-fields">
          <Suspense fallback={<PriceFieldsStandIn {...fields} onFocusChange={setFocused} />}>
            <PriceFields {...fields} focused={focused} />
          </Suspense>
        </div>
        <p id={errorId} className="cat-field-error" role="alert">
          {problem ?? ''}
        </p>
        <div className="cat-price-actions">
          <button type="submit" className="sf-button sf-button--small">
            Apply
          </button>
          {active && (
            <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={() => onApply(null)}>
              Clear price
            </button>
          )}
        </div>
      </form>
    </Section>
  );
}

export interface FilterPanelProps {
  spec: ListSpec;
  facets: ProductFacets | undefined;
  pricesVisible: boolean;
  onChange(change: StateChange): void;
}

/** The filters of a list: rooms, categories and brands with counts, availability, and the price range. */
export function FilterPanel({ spec, facets, pricesVisible, onChange }: FilterPanelProps) {
  const { state, filters } = spec;
  return (
    <div className="cat-filters">
      {filters.includes('space') && spec.keys.space && <FacetFilter kind="space" facets={facets} selected={state.space} onChange={(space) => onChange({ space })} />}
      {filters.includes('category') && spec.keys.category && (
        <FacetFilter kind="category" facets={facets} selected={state.category} onChange={(category) => onChange({ category })} />
      )}
      {filters.includes('brand_id') && spec.keys.brand && <FacetFilter kind="brand_id" facets={facets} selected={state.brand} onChange={(brand) => onChange({ brand })} />}
      {filters.includes('stock') && <StockFilter value={state.stock} onChange={(stock) => onChange({ stock })} />}
      {filters.includes('price') && pricesVisible && (
        <PriceFilter min={state.minPrice} max={state.maxPrice} bounds={facets?.price} onApply={(price) => onChange({ price })} />
      )}
    </div>
  );
}

/** The visitor's filters as removable chips, and Clear all. */
export function ActiveFilters({ spec, onChange }: { spec: ListSpec; onChange(change: StateChange): void }) {
  const { state } = spec;
  const chips: Array<{ label: string; change: StateChange }> = [];
  const without = (list: string[], value: string) => list.filter((v) => v !== value);
  if (spec.keys.space) for (const v of state.space) chips.push({ label: v, change: { space: without(state.space, v) } });
  if (spec.keys.category) for (const v of state.category) chips.push({ label: facetLabel('category', v), change: { category: without(state.category, v) } });
  if (spec.keys.brand) for (const v of state.brand) chips.push({ label: facetLabel('brand_id', v), change: { brand: without(state.brand, v) } });
  if (state.stock && spec.filters.includes('stock')) chips.push({ label: STOCK_TAG_LABELS[state.stock], change: { stock: null } });
  if (state.minPrice !== undefined && state.maxPrice !== undefined) {
    chips.push({ label: `$${groupDigits(state.minPrice)} – $${groupDigits(state.maxPrice)}`, change: { price: null } });
  }
  if (chips.length === 0) return null;
  const clearAll: StateChange = { space: [], category: [], brand: [], stock: null, price: null };
  return (
    <ul className="cat-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button type="button" className="cat-chip" onClick={() => onChange(chip.change)} aria-label={`Remove filter ${chip.label}`}>
            {chip.label}
            <span aria-hidden="true" className="cat-chip-x">
              ×
            </span>
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="cat-chip-clear" onClick={() => onChange(clearAll)}>
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
}
