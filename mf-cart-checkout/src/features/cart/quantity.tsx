import { CART_MAX_COUNT } from '@storefront/contracts';
import { QuantityStandIn as StandIn, type QuantityClasses, type QuantityPart } from '@storefront/remote-kit';

export type { QuantityPart };

export interface QuantityProps {
  name: string;
  value: number;
  error?: string;
  disabled?: boolean;
  /** The part to focus on arrival (the stand-in had it). */
  focus?: QuantityPart | null;
  onChange(count: number): void;
}

interface StandInProps extends QuantityProps {
  reach(): void;
  onFocusPart(part: QuantityPart | null): void;
}

/** The classes of the line's number field (quantity-field.tsx), which draw the stand-in too. */
const CLASSES: QuantityClasses = { root: 'crt-qty', group: 'crt-stepper', step: 'crt-step', input: 'crt-qty-input', error: 'crt-field-error' };

/**
 * A line's quantity in its first view: the remote kit's stand-in, named and drawn as the line's number field, which
 * fetches the field when reached for (pointer, touch, focus) and works meanwhile.
 */
export function QuantityStandIn({ name, value, error, disabled, reach, onFocusPart, onChange }: StandInProps) {
  return (
    <StandIn
      label={`Quantity of ${name}`}
      value={value}
      max={CART_MAX_COUNT}
      error={error}
      disabled={disabled}
      classes={CLASSES}
      reach={reach}
      onFocusPart={onFocusPart}
      onChange={onChange}
    />
  );
}
