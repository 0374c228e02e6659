import { useId, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import './sheet';

/**
 * Checkout's fields: react-aria fields whose message is tied to them (aria-invalid, aria-describedby); each is marked
 * with `data-field` so a failed submit can focus the first field in error.
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

function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className="cko-label">
      {label}
      {isRequired ? null : <span className="cko-optional"> (optional)</span>}
    </Label>
  );
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
  return (
    <TextField
      className={`cko-field${className ? ` ${className}` : ''}`}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      data-field={name}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Input className="cko-input" />
      {description ? (
        <Text slot="description" className="cko-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="cko-error">{error}</FieldError>
    </TextField>
  );
}

/**
 * A select list as the platform draws it (a native select): the country and state lists are long, and a phone's own
 * picker serves them best; it also keeps react-aria's listbox and popover out of the checkout's code.
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
  const errorId = `${id}-error`;
  return (
    <div className={`cko-field${className ? ` ${className}` : ''}`} data-field={name} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="cko-label">
        {label}
        {isRequired ? null : <span className="cko-optional"> (optional)</span>}
      </label>
      <select
        id={id}
        name={name}
        className="cko-input cko-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
      {error ? (
        <span id={errorId} className="cko-error">
          {error}
        </span>
      ) : null}
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

/** A radio group drawn as a list of choices (shipping methods, saved addresses, payment methods). */
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
  return (
    <RadioGroup
      className={`cko-field cko-choices cko-choices--${orientation}${className ? ` ${className}` : ''}`}
      name={name}
      value={value || null}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      orientation={orientation}
      data-field={name}
    >
      <Label className="cko-label">{label}</Label>
      <div className="cko-choice-list">
        {choices.map((choice) => (
          <Radio key={choice.key} value={choice.key} className="cko-choice" isDisabled={choice.isDisabled} aria-label={choice.text}>
            <span className="cko-radio" aria-hidden="true" />
            <span className="cko-choice-text">
              <span className="cko-choice-label">{choice.label}</span>
              {choice.detail ? <span className="cko-choice-detail">{choice.detail}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="cko-error">{error}</FieldError>
    </RadioGroup>
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
