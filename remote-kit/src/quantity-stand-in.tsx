import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Which part of a quantity had the focus when the real field took the stand-in's place. */
export type QuantityPart = 'decrement' | 'input' | 'increment';

/** The class names of the number field the stand-in stands in for, so the remote's rules draw both alike. */
export interface QuantityClasses {
  /** The field's box (react-aria's NumberField). */
  root: string;
  /** The visible label. Without it the field is named by its input's aria-label. */
  label?: string;
  /** The steppers' and the input's box (react-aria's Group). */
  group: string;
  step: string;
  input: string;
  /** The message under the field. */
  error?: string;
}

export interface QuantityStandInProps {
  /** The field's name ("Quantity", "Quantity of Marlowe Sofa"); the steppers are "Decrease <label>" and "Increase <label>". */
  label: string;
  value: number;
  /** The most the field takes (the least is 1). */
  max: number;
  error?: string;
  disabled?: boolean;
  classes: QuantityClasses;
  /** The stand-in is reached for (pointer, touch, focus): the real field's code is wanted. */
  reach(): void;
  /** The part that has the focus, or null once the focus has left the field: the real field focuses the same part. */
  onFocusPart(part: QuantityPart | null): void;
  onChange(value: number): void;
}

const within = (n: number, max: number) => Math.max(1, Math.min(max, n));
/** What typed digits ask for, kept within 1 and max as the field keeps it; null when nothing is typed. */
const asked = (typed: string | null, max: number) => (typed === null || typed === '' ? null : within(Number(typed), max));

/**
 * A quantity's first view, drawn and named as react-aria's number field (the same boxes and classes, a group of
 * two steppers around a text input, the steppers out of the tab order), with none of its code: it renders the same
 * on the server and in the browser. It works meanwhile: the steppers and the arrow keys step within 1 and `max`,
 * a typed number is taken on Enter or on leaving, and one still being typed when the real field takes the stand-in's
 * place is handed over (onChange) rather than lost.
 */
export function QuantityStandIn({ label, value, max, error, disabled, classes, reach, onFocusPart, onChange }: QuantityStandInProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const set = (next: number | null) => {
    setTyped(null);
    if (next !== null && next !== value) onChange(next);
  };
  const commit = () => {
    if (typed !== null) set(asked(typed, max));
  };

  // The number being typed when the field takes the stand-in's place goes to the page on the way out.
  const latest = useRef({ typed, value, max, onChange });
  useEffect(() => {
    latest.current = { typed, value, max, onChange };
  });
  useEffect(
    () => () => {
      const { typed: left, value: shown, max: most, onChange: change } = latest.current;
      const next = asked(left, most);
      if (next !== null && next !== shown) change(next);
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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      set(within((asked(typed, max) ?? value) + (event.key === 'ArrowUp' ? 1 : -1), max));
    }
  };
  const stepper = (part: 'decrement' | 'increment') => {
    const by = part === 'increment' ? 1 : -1;
    return (
      <button
        type="button"
        className={classes.step}
        tabIndex={-1}
        aria-label={`${by > 0 ? 'Increase' : 'Decrease'} ${label}`}
        aria-controls={inputId}
        disabled={disabled || (by > 0 ? value >= max : value <= 1)}
        onFocus={focused(part)}
        onBlur={blurred}
        onClick={() => set(within(value + by, max))}
      >
        {by > 0 ? '+' : '−'}
      </button>
    );
  };
  return (
    <div className={classes.root} onPointerEnter={reach} onTouchStart={reach}>
      {classes.label ? (
        <label className={classes.label} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <div className={classes.group} role="group" aria-disabled={disabled || undefined} data-invalid={error ? true : undefined}>
        {stepper('decrement')}
        <input
          id={inputId}
          className={classes.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-roledescription="Number field"
          aria-label={classes.label ? undefined : label}
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
          onKeyDown={onKeyDown}
        />
        {stepper('increment')}
      </div>
      {error ? (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
