import type { QuantityPart } from '@storefront/remote-kit';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';

export interface QuantityFieldProps {
  value: number;
  max: number;
  /** The part to focus on arrival (the stand-in had it). */
  focus?: QuantityPart | null;
  onChange(value: number): void;
}

/**
 * The product page's quantity as react-aria's number field: steppers, arrow keys, typed numbers kept within 1 and
 * what can be ordered. Loaded when the quantity is reached for, or once the page is idle (quantity.tsx).
 */
export default function QuantityField({ value, max, focus, onChange }: QuantityFieldProps) {
  return (
    <NumberField
      className="cat-qty"
      value={value}
      onChange={(v) => onChange(Number.isFinite(v) ? v : 1)}
      minValue={1}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
    >
      <Label className="cat-qty-label">Quantity</Label>
      <Group className="cat-qty-group">
        <Button slot="decrement" className="cat-qty-step" autoFocus={focus === 'decrement'}>
          −
        </Button>
        <Input className="cat-qty-input" autoFocus={focus === 'input'} />
        <Button slot="increment" className="cat-qty-step" autoFocus={focus === 'increment'}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
