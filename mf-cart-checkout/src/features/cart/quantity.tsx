import { CART_MAX_COUNT } from '@storefront/contracts';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/** Which part of a quantity had the focus when the real field took the stand-in's place. */
export type QuantityPart = 'decrement' | 'input' | 'increment';

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

const within = (n: number) => Math.max(1, Math.min(CART_MAX_COUNT, n));

/**
 * A quantity's first view: plain elements drawn and named as the number field, which fetch the field when reached
 * for (pointer, touch, focus). They work meanwhile: the steppers step, a typed number is taken on Enter or on leaving.
 */
export function QuantityStandIn({ name, value, error, disabled, reach, onFocusPart, onChange }: StandInProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const errorId = useId();
  const commit = () => {
    if (typed === null) return;
    const next = Number(typed);
    setTyped(null);
    if (Number.isInteger(next) && next >= 1 && within(next) !== value) onChange(within(next));
  };
  // A number typed while the field was on its way is not lost when the field takes the stand-in's place.
  const pending = useRef({ typed, value, onChange });
  pending.current = { typed, value, onChange };
  useEffect(
    () => () => {
      const { typed: left, value: shown, onChange: change } = pending.current;
      const next = Number(left);
      if (left !== null && left !== '' && Number.isInteger(next) && next >= 1 && within(next) !== shown) change(within(next));
    },
    [],
  );
  const focused = (part: QuantityPart) => () => {
    reach();
    onFocusPart(part);
  };
  const blurred = (event: FocusEvent) => {
    if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) onFocusPart(null);
  };
  return (
    <div className="crt-qty" onPointerEnter={reach} onTouchStart={reach}>
      <div className="crt-stepper" data-invalid={error ? true : undefined}>
        <button
          type="button"
          className="crt-step"
          aria-label={`Decrease Quantity of ${name}`}
          disabled={disabled || value <= 1}
          onFocus={focused('decrement')}
          onBlur={blurred}
          onClick={() => onChange(within(value - 1))}
        >
          −
        </button>
        <input
          className="crt-qty-input"
          type="text"
          inputMode="numeric"
          aria-label={`Quantity of ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          value={typed ?? String(value)}
          onFocus={focused('input')}
          onBlur={(event) => {
            commit();
            blurred(event);
          }}
          onChange={(event) => setTyped(event.target.value.replace(/[^0-9]/g, ''))}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
        <button
          type="button"
          className="crt-step"
          aria-label={`Increase Quantity of ${name}`}
          disabled={disabled || value >= CART_MAX_COUNT}
          onFocus={focused('increment')}
          onBlur={blurred}
          onClick={() => onChange(within(value + 1))}
        >
          +
        </button>
      </div>
      {error ? (
        <span id={errorId} className="crt-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
