import { MESSAGES, passwordProblems } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { createElement, useState, type ReactNode, type RefObject } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
  ToggleButton,
  type Key,
} from 'react-aria-components';
import { specMessage } from '../../ui/spec-messages';
import { SETTINGS_TEXTS } from './texts';
import './sheet';

/**
 * The settings' fields: react-aria fields whose message is tied to them (aria-invalid, aria-describedby), shown once
 * the field was left or the form submitted; each is marked with `data-field` so a failed submit can focus the first
 * field in error.
 */

interface FieldBase {
  name: string;
  label: string;
  error?: string | null;
  description?: ReactNode;
  isRequired?: boolean;
  onBlur?: () => void;
  className?: string;
}

function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className="acs-label">
      {label}
      {isRequired ? (
        <span className="acs-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </Label>
  );
}

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
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
}) {
  const [shown, setShown] = useState(false);
  const t = useMessages(SETTINGS_TEXTS);
  const isPassword = type === 'password';
  return (
    <TextField
      className={`acs-field${className ? ` ${className}` : ''}`}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      type={isPassword && shown ? 'text' : type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      data-field={name}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className="acs-input-row">
        <Input className="acs-input" />
        {isPassword ? (
          <ToggleButton className="acs-reveal" isSelected={shown} onChange={setShown} aria-label={t.show(label)}>
            {shown ? t.hide : t.showText}
          </ToggleButton>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" elementType="div" className="acs-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="acs-error">{error}</FieldError>
    </TextField>
  );
}

export function TextAreaInput({
  name,
  label,
  value,
  onChange,
  error,
  description,
  onBlur,
  maxLength,
  rows = 5,
}: FieldBase & { value: string; onChange: (value: string) => void; maxLength?: number; rows?: number }) {
  return (
    <TextField className="acs-field" name={name} value={value} onChange={onChange} onBlur={onBlur} isInvalid={Boolean(error)} validationBehavior="aria" data-field={name}>
      <FieldLabel label={label} />
      <TextArea className="acs-input acs-textarea" rows={rows} maxLength={maxLength} />
      {description ? (
        <Text slot="description" elementType="div" className="acs-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="acs-error">{error}</FieldError>
    </TextField>
  );
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
  placeholder,
}: FieldBase & { value: string; onChange: (value: string) => void; options: ReadonlyArray<{ key: string; value: string }>; placeholder?: string }) {
  const t = useMessages(SETTINGS_TEXTS);
  return (
    <Select
      className="acs-field"
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
      <FieldLabel label={label} isRequired={isRequired} />
      <Button className="acs-input acs-select-button">
        <SelectValue className="acs-select-value" />
        <span className="acs-chevron" aria-hidden="true" />
      </Button>
      <FieldError className="acs-error">{error}</FieldError>
      <Popover className="acs-popover" placement="bottom start">
        <ListBox className="acs-listbox" items={options.map((o) => ({ id: o.key, name: o.value }))}>
          {(item) => (
            <ListBoxItem className="acs-option" id={item.id} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** A message of the whole form: errors are announced at once (alert), confirmations politely (status). */
export function Notice({ kind, children, id }: { kind: 'error' | 'success'; children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <div id={id} className={`acs-notice acs-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A heading at the level the page gives the section (the settings sit under an h1 on their pages, an h2 in the personal center). */
export function Heading({ level, id, className, children }: { level: number; id?: string; className?: string; children: ReactNode }) {
  const tag = `h${Math.min(Math.max(level, 1), 6)}`;
  return createElement(tag, { id, className, tabIndex: -1 }, children);
}

/** The submit button: says it is working, and ignores presses until the answer is in (spec section 4). */
export function SubmitButton({ pending, children, pendingLabel, className = 'sf-button' }: { pending: boolean; children: ReactNode; pendingLabel: string; className?: string }) {
  return (
    <Button type="submit" className={`${className} acs-submit`} isPending={pending}>
      {pending ? (
        <>
          <span className="acs-spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** After a failed submit, moves to the first field marked invalid (once the messages are drawn). */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  requestAnimationFrame(() => {
    const field = form.current?.querySelector<HTMLElement>('[data-field][data-invalid]');
    const control = field?.querySelector<HTMLElement>('.acs-input');
    control?.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  });
}

const RULES = [MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase] as const;

/** The live checklist of the password rules (spec section 5): each rule ticks as the password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const problems = passwordProblems(password);
  const t = useMessages(SETTINGS_TEXTS);
  const language = useShell().session.language;
  return (
    <ul id={id} className="acs-checklist" aria-label={t.passwordRequirements}>
      {RULES.map((rule) => {
        const met = password.length > 0 && !problems.includes(rule);
        return (
          <li key={rule} className={met ? 'acs-rule acs-rule--met' : 'acs-rule'} data-met={met}>
            <span className="acs-rule-mark" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            <span>{specMessage(language, rule)}</span>
            <span className="acs-visually-hidden">{met ? t.met : t.notMet}</span>
          </li>
        );
      })}
    </ul>
  );
}
