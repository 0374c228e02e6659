import { CART_MAX_COUNT } from '@storefront/contracts';
import { Button, FieldError, Group, Input, NumberField } from 'react-aria-components';
import type { QuantityProps } from './quantity';

/**
 * A line's quantity as react-aria's number field: steppers, arrow keys, typed numbers kept within 1 and the cart's
 * limit, and the api's refusal under the field. Loaded when a quantity is reached for, or once the page is idle.
 */
export default function QuantityField({ name, value, error, disabled, focus, onChange }: QuantityProps) {
  return (
    <NumberField
      className="crt-qty"
      aria-label={`Quantity of ${name}`}
      value={value}
      minValue={1}
      maxValue={CART_MAX_COUNT}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      isDisabled={disabled}
      onChange={(next) => {
        if (Number.isInteger(next) && next !== value) onChange(next);
      }}
    >
      <Group className="crt-stepper">
        <Button slot="decrement" className="crt-step" autoFocus={focus === 'decrement'}>
          −
        </Button>
        <Input className="crt-qty-input" autoFocus={focus === 'input'} />
        <Button slot="increment" className="crt-step" autoFocus={focus === 'increment'}>
          +
        </Button>
      </Group>
      <FieldError className="crt-field-error">{error}</FieldError>
    </NumberField>
  );
}
