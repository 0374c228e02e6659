import { useId, type ReactNode } from 'react';
import './sheet';

/**
 * Checkout's fields, drawn with the platform's own controls (decision 027): a label tied to its control, the message
 * tied to it (aria-invalid, aria-describedby), each field marked with `data-field` so a failed submit can focus the
 * first field in error. Required fields are marked for assistive technology only (aria-required): the steps check
 * them and say so in the spec's words, never the browser's.
 */

interface FieldBase {
  name: string;
  label: string;
  error?: string | null;
  isRequired?: boolean;
  description?: ReactNode;
  onBlur?: () => void;
  className?: string;
}

function FieldLabel({ label, isRequired, htmlFor, id }: { label: string; isRequired?: boolean; htmlFor?: string; id?: string }) {
  const text = (
    <>
      {label}
      {isRequired ? null : <span className="cko-optional"> (optional)</span>}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} id={id} className="cko-label">
      {text}
    </label>
  ) : (
    <span id={id} className="cko-label">
      {text}
    </span>
  );
}

/** The ids a control is described by: its hint and its message, when shown. */
function describedBy(...parts: Array<string | null | undefined>): string | undefined {
  const ids = parts.filter(Boolean).join(' ');
  return ids || undefined;
}

function FieldMessages({ id, description, error }: { id: string; description?: ReactNode; error?: string | null }) {
  return (
    <>
      {description ? (
        <span id={`${id}-hint`} className="cko-hint">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="cko-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

function fieldClass(base: string, className?: string): string {
  return `${base}${className ? ` ${className}` : ''}`;
}

export function TextInput({
  name,
  label,
  value,
  onChange,
  error,
  isRequired,
  description,
  onBlur,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className={fieldClass('cko-field', className)} data-field={name} data-invalid={error ? true : undefined}>
      <FieldLabel label={label} isRequired={isRequired} htmlFor={id} />
      <input
        id={id}
        name={name}
        className="cko-input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(description ? `${id}-hint` : null, error ? `${id}-error` : null)}
      />
      <FieldMessages id={id} description={description} error={error} />
    </div>
  );
}

/**
 * A select list as the platform draws it (a native select, decision 026): the country and state lists are long, and
 * a phone's own picker serves them best.
 */
export function SelectInput({
  name,
  label,
  value,
  onChange,
  options,
  error,
  isRequired,
  onBlur,
  className,
  placeholder = 'Select',
}: FieldBase & { value: string; onChange: (value: string) => void; options: ReadonlyArray<{ key: string; value: string }>; placeholder?: string }) {
  const id = useId();
  return (
    <div className={fieldClass('cko-field', className)} data-field={name} data-invalid={error ? true : undefined}>
      <FieldLabel label={label} isRequired={isRequired} htmlFor={id} />
      <select
        id={id}
        name={name}
        className="cko-input cko-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? `${id}-error` : null)}
      >
        <option value="" disabled={Boolean(value)}>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.value}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

export interface Choice {
  key: string;
  label: ReactNode;
  /** What the choice's name is read as (the label's text). */
  text: string;
  detail?: ReactNode;
  isDisabled?: boolean;
}

/**
 * A radio group drawn as a list of choices (shipping methods, saved addresses, payment methods): native radios of one
 * name, so arrow keys move between them and the group is one stop of the tab order.
 */
export function ChoiceGroup({
  name,
  label,
  value,
  onChange,
  choices,
  error,
  isRequired,
  className,
  orientation = 'vertical',
}: FieldBase & { value: string; onChange: (value: string) => void; choices: readonly Choice[]; orientation?: 'vertical' | 'horizontal' }) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      className={fieldClass(`cko-field cko-choices cko-choices--${orientation}`, className)}
      aria-labelledby={`${id}-label`}
      aria-required={isRequired || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error ? `${id}-error` : null)}
      aria-orientation={orientation}
      data-field={name}
      data-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className="cko-label">
        {label}
      </span>
      <div className="cko-choice-list">
        {choices.map((choice) => (
          <label key={choice.key} className="cko-choice" data-disabled={choice.isDisabled || undefined}>
            <input
              type="radio"
              className="cko-radio-input"
              name={`${name}-${id}`}
              value={choice.key}
              checked={value === choice.key}
              disabled={choice.isDisabled}
              onChange={() => onChange(choice.key)}
              aria-label={choice.text}
            />
            <span className="cko-radio" aria-hidden="true" />
            <span className="cko-choice-text">
              <span className="cko-choice-label">{choice.label}</span>
              {choice.detail ? <span className="cko-choice-detail">{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** After a failed submit, moves to the first field marked invalid (once the messages are drawn). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[data-field][data-invalid]');
    const control = field?.querySelector<HTMLElement>('.cko-input') ?? field?.querySelector<HTMLElement>('input[type="radio"]');
    control?.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  });
}

/** A message of a step: errors are announced at once (alert). */
export function Alert({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div className={`cko-alert${className ? ` ${className}` : ''}`} role="alert">
      {children}
    </div>
  );
}
