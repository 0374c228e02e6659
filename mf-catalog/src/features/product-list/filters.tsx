import {
  catalogSlug,
  PRODUCT_BRAND_NAMES,
  priceRangeProblem,
  STOCK_FILTERS,
  STOCK_TAG_LABELS,
  type ProductBrand,
  type ProductFacets,
} from '@storefront/contracts';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Disclosure,
  DisclosurePanel,
  Heading,
  Input,
  Label,
  NumberField,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { FilterKind, ListSpec, StateChange } from './list-spec';

type FacetKind = 'space' | 'category' | 'brand_id';

const TITLES: Record<FilterKind, string> = {
  space: 'Room',
  category: 'Category',
  brand_id: 'Brand',
  stock: 'Availability',
  price: 'Price',
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

function Section({ kind, count, children }: { kind: FilterKind; count: number; children: ReactNode }) {
  return (
    <Disclosure className="cat-filter" defaultExpanded>
      <Heading level={3} className="cat-filter-heading">
        <Button slot="trigger" className="cat-filter-trigger">
          <span>{TITLES[kind]}</span>
          {count > 0 && <span className="cat-filter-badge">{count}<span className="cat-visually-hidden"> selected</span></span>}
          <span className="cat-filter-chevron" aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className="cat-filter-panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}

function FacetFilter({ kind, facets, selected, onChange }: { kind: FacetKind; facets: ProductFacets | undefined; selected: string[]; onChange(values: string[]): void }) {
  const { options, ticked } = optionsOf(kind, facets, selected);
  if (options.length === 0) return null;
  return (
    <Section kind={kind} count={ticked.length}>
      <CheckboxGroup aria-label={TITLES[kind]} value={ticked} onChange={onChange} className="cat-checks">
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} className="cat-check">
            <span className="cat-check-box" aria-hidden="true" />
            <span className="cat-check-label">{facetLabel(kind, o.value)}</span>
            <span className="cat-check-count">
              <span className="cat-visually-hidden">(</span>
              {o.count.toLocaleString('en-US')}
              <span className="cat-visually-hidden"> products)</span>
            </span>
          </Checkbox>
        ))}
      </CheckboxGroup>
    </Section>
  );
}

function StockFilter({ value, onChange }: { value: string | undefined; onChange(value: (typeof STOCK_FILTERS)[number] | null): void }) {
  return (
    <Section kind="stock" count={value ? 1 : 0}>
      <RadioGroup aria-label={TITLES.stock} value={value ?? 'all'} onChange={(v) => onChange(v === 'all' ? null : (v as (typeof STOCK_FILTERS)[number]))} className="cat-checks">
        {(['all', ...STOCK_FILTERS] as const).map((v) => (
          <Radio key={v} value={v} className="cat-check cat-radio">
            <span className="cat-check-box" aria-hidden="true" />
            <span className="cat-check-label">{v === 'all' ? 'All' : STOCK_TAG_LABELS[v]}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Section>
  );
}

const money = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

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
  return (
    <Section kind="price" count={active ? 1 : 0}>
      <form className="cat-price-form" onSubmit={submit} noValidate aria-label="Price range">
        <div className="cat-price-fields">
          <NumberField value={low} onChange={setLow} minValue={0} formatOptions={money} className="cat-number" isInvalid={problem !== null} aria-describedby={problem ? errorId : undefined}>
            <Label>Min price</Label>
            <Input placeholder={bounds ? `$${Math.floor(bounds.min).toLocaleString('en-US')}` : '$0'} />
          </NumberField>
          <span className="cat-price-dash" aria-hidden="true">
            –
          </span>
          <NumberField value={high} onChange={setHigh} minValue={0} formatOptions={money} className="cat-number" isInvalid={problem !== null} aria-describedby={problem ? errorId : undefined}>
            <Label>Max price</Label>
            <Input placeholder={bounds ? `$${Math.ceil(bounds.max).toLocaleString('en-US')}` : ''} />
          </NumberField>
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
    chips.push({ label: `$${state.minPrice.toLocaleString('en-US')} – $${state.maxPrice.toLocaleString('en-US')}`, change: { price: null } });
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
