import {
  CUSTOMER_CALLS,
  CUSTOMER_FIELDS,
  CUSTOMER_MAX,
  CUSTOMER_MESSAGES,
  CUSTOMER_REQUIRED,
  ERR,
  customerFieldProblem,
  customerFormProblems,
  customerPayload,
  formatPhoneTyping,
  type Customer,
  type CustomerDetailResponse,
  type CustomerField,
  type CustomerForm as Values,
} from '@storefront/contracts';
import { refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { fieldOf } from '../../ui/refusal';
import { CUSTOMER_MESSAGES_ZH } from '../../ui/customer-messages';
import { specMessages } from '../../ui/spec-messages';
import { CUSTOMER_TEXTS } from './texts';
import './sheet';

const EMPTY: Values = { first_name: '', last_name: '', email: '', phone: '', street_address: '', city: '', state: '', postal: '', country: '' };

const INPUT: Record<CustomerField, { autoComplete: string; type?: string; inputMode?: 'tel' | 'email' | 'numeric'; placeholder?: string; wide?: boolean }> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email', placeholder: 'name@example.com' },
  phone: { autoComplete: 'tel-national', type: 'tel', inputMode: 'tel', placeholder: '212-555-0100' },
  street_address: { autoComplete: 'street-address', wide: true },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  postal: { autoComplete: 'postal-code', inputMode: 'numeric' },
  country: { autoComplete: 'country-name' },
};

/** The form's values of a customer as the api answers it (the phone grouped as it is typed). */
function valuesOf(customer: Customer): Values {
  const values = {} as Values;
  for (const field of CUSTOMER_FIELDS) values[field] = customer[field];
  values.phone = formatPhoneTyping(customer.phone);
  return values;
}

/** Editing a customer the designer has: its values, saved in place. */
export interface CustomerEdit {
  customer: Customer;
  /** The email is read-only (once an invitation was sent, spec section 4). */
  emailLocked: boolean;
  onSaved(detail: CustomerDetailResponse): void;
}

type Props =
  | { onCreated(customer: Customer): void; onBack?: () => void; backLabel?: string; edit?: undefined; className?: undefined }
  | { edit: CustomerEdit; className?: string; onCreated?: undefined; onBack?: undefined; backLabel?: undefined };

/**
 * The customer form (spec section 5): each field is checked when it loses focus (and again as it is corrected),
 * the phone groups itself 3-3-4 as it is typed and is sent as ten digits, a failed submit scrolls to the first
 * problem, and an email the company already has (25002) is shown on the email field.
 * Empty, it creates a customer; with `edit`, it holds the customer's values (no autofill, the email read-only when
 * locked) and saves them in place, saying so, and the api's refusal of the email lands on the email field.
 */
export function CustomerForm({ onCreated, onBack, backLabel, edit, className }: Props) {
  const { api, toasts, session } = useShell();
  const t = useMessages(CUSTOMER_TEXTS);
  const [values, setValues] = useState<Values>(() => (edit ? valuesOf(edit.customer) : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState('');
  const inputs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});

  const check = (field: CustomerField, value: string) =>
    setErrors((e) => ({ ...e, ...specMessages(session.language, { [field]: customerFieldProblem(field, value) ?? undefined }, CUSTOMER_MESSAGES_ZH) }));

  const change = (field: CustomerField, raw: string) => {
    const value = field === 'phone' ? formatPhoneTyping(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setNotice('');
    // A field already marked is checked again as it is corrected; others wait for blur.
    if (errors[field]) check(field, value);
  };

  const showFirst = (field: CustomerField) => {
    const input = inputs.current[field];
    if (!input) return;
    input.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    input.focus({ preventScroll: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = customerFormProblems(values);
    const first = CUSTOMER_FIELDS.find((f) => problems[f]);
    if (first) {
      setErrors(specMessages(session.language, problems, CUSTOMER_MESSAGES_ZH));
      showFirst(first);
      return;
    }
    setPending(true);
    setNotice('');
    try {
      if (edit) {
        const saved = await api.call(CUSTOMER_CALLS.edit, { body: { customer_id: edit.customer.id, ...customerPayload(values) } });
        setValues(valuesOf(saved.customer));
        setErrors({});
        setNotice(t.saved);
        toasts.show({ kind: 'success', message: t.saved });
        edit.onSaved(saved);
      } else {
        onCreated(await api.call(CUSTOMER_CALLS.add, { body: customerPayload(values) }));
      }
    } catch (error) {
      const refusal = refusalOf(error);
      if (edit && refusal && (refusal.err === ERR.EMAIL_EXISTS || fieldOf(refusal.val) === 'email')) {
        setErrors((e) => ({ ...e, email: refusal.message }));
        showFirst('email');
      } else if (edit) {
        toasts.show({ kind: 'error', message: error instanceof Error && error.message ? error.message : t.notSaved });
      } else if (refusal?.err === ERR.EMAIL_EXISTS) {
        setErrors((e) => ({ ...e, email: (error as Error).message || CUSTOMER_MESSAGES.emailExists }));
        showFirst('email');
      } else {
        toasts.show({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={`acm-form${className ? ` ${className}` : ''}`}
      noValidate
      onSubmit={submit}
      aria-busy={pending || undefined}
      aria-label={edit ? t.customerInformation : undefined}
    >
      <p className="acm-form-note">
        {t.requiredBefore} <span aria-hidden="true">*</span>
        <span className="sf-visually-hidden">{t.withAsterisk}</span>
        {t.requiredAfter}
      </p>
      <div className="acm-form-grid">
        {CUSTOMER_FIELDS.map((field) => {
          const input = INPUT[field];
          const required = CUSTOMER_REQUIRED.includes(field);
          const readOnly = field === 'email' && Boolean(edit?.emailLocked);
          return (
            <TextField
              key={field}
              name={field}
              className={`acm-field${input.wide ? ' acm-field--wide' : ''}${readOnly ? ' acm-field--locked' : ''}`}
              value={values[field]}
              onChange={(value) => change(field, value)}
              onBlur={() => !readOnly && check(field, values[field])}
              isInvalid={Boolean(errors[field])}
              isRequired={required}
              isReadOnly={readOnly}
              validationBehavior="aria"
              maxLength={CUSTOMER_MAX[field]}
              type={input.type ?? 'text'}
              inputMode={input.inputMode}
              autoComplete={edit ? 'off' : input.autoComplete}
            >
              <Label className="acm-label">
                {t.field(field)}
                {required ? (
                  <span className="acm-required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                ) : null}
              </Label>
              <Input
                className="acm-input"
                placeholder={readOnly ? undefined : field === 'postal' ? t.postalPlaceholder : input.placeholder}
                autoFocus={!edit && field === 'first_name'}
                ref={(el) => {
                  inputs.current[field] = el;
                }}
              />
              {readOnly ? (
                <Text slot="description" className="acm-field-note">
                  {t.emailLocked}
                </Text>
              ) : null}
              <FieldError className="acm-field-error">{errors[field]}</FieldError>
            </TextField>
          );
        })}
      </div>
      {edit ? (
        <p className="acm-form-status" role="status">
          {notice}
        </p>
      ) : null}
      <div className={`acm-actions${edit ? ' acm-actions--in-place' : ''}`}>
        {onBack ? (
          <Button className="sf-button sf-button--secondary" onPress={onBack} isDisabled={pending}>
            {backLabel ?? t.back}
          </Button>
        ) : null}
        <Button type="submit" className="sf-button" isPending={pending}>
          {edit ? (pending ? t.saving : t.save) : pending ? t.creating : t.createCustomer}
        </Button>
      </div>
    </form>
  );
}
