import type { ReactNode } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextField,
  type Key,
} from 'react-aria-components';
import type { Option } from '@storefront/contracts';
import { useMessages } from '@storefront/remote-kit';
import { VERIFICATION_TEXTS } from './verification-texts';
import './sheet';

/**
 * The registration and verification fields: react-aria fields whose error shows once the field was left
 * (validation on blur) or the step was submitted. Every field has a `data-field` mark so a failed submit can
 * scroll to and focus the first field in error.
 */

interface FieldBase {
  name: string;
  label: string;
  error?: string | undefined;
  description?: ReactNode;
  isRequired?: boolean;
  onBlur?: () => void;
  className?: string;
}

const fieldClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function TextInput({
  name,
  label,
  value,
  onChange,
  error,
  description,
  isRequired,
  onBlur,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  isDisabled,
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  isDisabled?: boolean;
}) {
  return (
    <TextField
      className={fieldClass('acc-reg-field', className)}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      data-field={name}
    >
      <Label className="acc-reg-label">
        {label}
        {isRequired ? <span className="acc-reg-required" aria-hidden="true"> *</span> : null}
      </Label>
      <Input className="acc-reg-input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="acc-reg-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="acc-reg-error">{error}</FieldError>
    </TextField>
  );
}

function Chevron() {
  return <span className="acc-reg-chevron" aria-hidden="true" />;
}

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
  placeholder,
}: FieldBase & { value: string; onChange: (value: string) => void; options: readonly Option[]; placeholder?: string }) {
  const t = useMessages(VERIFICATION_TEXTS);
  return (
    <Select
      className={fieldClass('acc-reg-field', className)}
      name={name}
      value={value || null}
      onChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      placeholder={placeholder ?? t.select}
      data-field={name}
    >
      <Label className="acc-reg-label">
        {label}
        {isRequired ? <span className="acc-reg-required" aria-hidden="true"> *</span> : null}
      </Label>
      <Button className="acc-reg-input acc-reg-select-button">
        <SelectValue className="acc-reg-select-value" />
        <Chevron />
      </Button>
      <FieldError className="acc-reg-error">{error}</FieldError>
      <Popover className="acc-reg-popover" placement="bottom start">
        <ListBox className="acc-reg-listbox" items={options.map((o) => ({ id: o.key, name: o.value }))}>
          {(item) => (
            <ListBoxItem className="acc-reg-option" id={item.id} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** A ComboBox over options (states and provinces): type to filter, or open the list. */
export function ComboInput({
  name,
  label,
  value,
  onChange,
  options,
  error,
  isRequired,
  onBlur,
  className,
  allowsCustomValue,
}: FieldBase & { value: string; onChange: (value: string) => void; options: readonly Option[]; allowsCustomValue?: boolean }) {
  const items = options.map((o) => ({ id: o.key, name: o.value }));
  const t = useMessages(VERIFICATION_TEXTS);
  return (
    <ComboBox
      className={fieldClass('acc-reg-field', className)}
      name={name}
      defaultItems={items}
      value={value && options.some((o) => o.key === value) ? value : null}
      onChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      menuTrigger="focus"
      allowsCustomValue={allowsCustomValue}
      data-field={name}
    >
      <Label className="acc-reg-label">
        {label}
        {isRequired ? <span className="acc-reg-required" aria-hidden="true"> *</span> : null}
      </Label>
      <div className="acc-reg-combo">
        <Input className="acc-reg-input acc-reg-combo-input" />
        <Button className="acc-reg-combo-button" aria-label={t.showOptions(label)}>
          <Chevron />
        </Button>
      </div>
      <FieldError className="acc-reg-error">{error}</FieldError>
      <Popover className="acc-reg-popover" placement="bottom start">
        <ListBox className="acc-reg-listbox">
          {(item: { id: string; name: string }) => (
            <ListBoxItem className="acc-reg-option" id={item.id} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** Moves to the first field in error: scrolls it into view and focuses its control. */
export function focusFirstError(root: HTMLElement | null, order: readonly string[], errors: Record<string, string | undefined>): void {
  const first = order.find((name) => errors[name]);
  if (!root || !first) return;
  const field = root.querySelector<HTMLElement>(`[data-field="${first}"]`);
  if (!field) return;
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const control = field.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), button:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])');
  control?.focus({ preventScroll: true });
}

/** A form-level message: errors are announced at once (alert), confirmations politely (status). */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`acc-reg-notice acc-reg-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
