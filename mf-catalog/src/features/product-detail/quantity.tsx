import { QuantityStandIn, onDemand, useWhenNeeded, type QuantityClasses, type QuantityPart } from '@storefront/remote-kit';
import { Suspense, lazy, useState } from 'react';

/** react-aria's number field, fetched when the quantity is reached for or the page is idle. */
const quantityField = onDemand(() => import('./quantity-field'));
const QuantityField = lazy(() => quantityField.load());

/** The number field's classes (quantity-field.tsx), which draw the stand-in too. */
const CLASSES: QuantityClasses = { root: 'cat-qty', label: 'cat-qty-label', group: 'cat-qty-group', step: 'cat-qty-step', input: 'cat-qty-input' };

/**
 * The quantity: first the remote kit's plain stand-in (the same on the server and in the browser, so the page the
 * server drew is adopted as it is, with no field code in the first load), then react-aria's number field once the
 * quantity is reached for (pointer, touch, focus). The field takes the stand-in's place with the number typed so far
 * and the focus where it was.
 */
export function Quantity({ value, max, onChange }: { value: number; max: number; onChange(value: number): void }) {
  const { wanted, reach } = useWhenNeeded(quantityField);
  const [focus, setFocus] = useState<QuantityPart | null>(null);
  const standIn = <QuantityStandIn label="Quantity" value={value} max={max} classes={CLASSES} reach={reach} onFocusPart={setFocus} onChange={onChange} />;
  // One boundary from the start: `wanted` turns in a transition, so the stand-in stays (focused, usable) until the
  // field has arrived and takes its place.
  return <Suspense fallback={standIn}>{wanted ? <QuantityField value={value} max={max} focus={focus} onChange={onChange} /> : standIn}</Suspense>;
}
