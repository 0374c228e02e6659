import { useState, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField, ToggleButton } from 'react-aria-components';
import { useMessages } from '@storefront/remote-kit';
import { SIGN_IN_TEXTS } from '../texts';
import '../sheet';

export interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** The message under the field; the field is marked invalid and describes itself with it. */
  error?: string | null;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  description?: ReactNode;
  maxLength?: number;
  autoFocus?: boolean;
  isReadOnly?: boolean;
  onBlur?(): void;
  /** Something beside the input (a Send Code button). */
  addon?: ReactNode;
}

/** A labelled text field; its error is tied to it (aria-invalid, aria-describedby). */
export function Field({ label, error, type = 'text', description, addon, ...rest }: FieldProps) {
  const [shown, setShown] = useState(false);
  const t = useMessages(SIGN_IN_TEXTS);
  const isPassword = type === 'password';
  return (
    <TextField
      {...rest}
      className="acc-field"
      type={isPassword && shown ? 'text' : type}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="acc-label">{label}</Label>
      <div className="acc-input-row">
        <Input className="acc-input" />
        {isPassword ? (
          <ToggleButton className="acc-reveal" isSelected={shown} onChange={setShown} aria-label={t.show(label)}>
            {shown ? t.hide : t.showText}
          </ToggleButton>
        ) : null}
        {addon}
      </div>
      {description ? (
        <Text slot="description" elementType="div" className="acc-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="acc-error">{error}</FieldError>
    </TextField>
  );
}
