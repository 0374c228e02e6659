import { Button, Group, Input, Label, NumberField } from 'react-aria-components';

/**
 * The product page's cart controls (react-aria's): the quantity's number field (steppers, arrow keys, kept within
 * 1 and what can be ordered) and Add to cart (its pending state is announced). Loaded with the page for people who
 * may order (purchase.tsx); visitors without a cart never load them.
 */
export function Quantity({ value, max, onChange }: { value: number; max: number; onChange(value: number): void }) {
  return (
    <NumberField className="cat-qty" value={value} onChange={(v) => onChange(Number.isFinite(v) ? v : 1)} minValue={1} maxValue={max} step={1}>
      <Label className="cat-qty-label">Quantity</Label>
      <Group className="cat-qty-group">
        <Button slot="decrement" className="cat-qty-step">
          −
        </Button>
        <Input className="cat-qty-input" />
        <Button slot="increment" className="cat-qty-step">
          +
        </Button>
      </Group>
    </NumberField>
  );
}

export function AddToCart({ adding, onAdd }: { adding: boolean; onAdd(): void }) {
  return (
    <Button className="cat-btn cat-btn--primary" onPress={onAdd} isPending={adding}>
      {adding ? 'Adding…' : 'Add to cart'}
    </Button>
  );
}
