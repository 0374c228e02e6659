import {
  CUSTOMER_CALLS,
  CUSTOMER_FIELDS,
  CUSTOMER_LABELS,
  CUSTOMER_MAX,
  CUSTOMER_MESSAGES,
  CUSTOMER_REQUIRED,
  ERR,
  customerFieldProblem,
  customerFormProblems,
  customerPayload,
  formatPhoneTyping,
  type Customer,
  type CustomerField,
  type CustomerForm as Values,
} from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
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
  postal: { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: '12345 or 12345-6789' },
  country: { autoComplete: 'country-name' },
};

interface Props {
  onCreated(customer: Customer): void;
  onBack?: () => void;
  backLabel?: string;
}

/**
 * The customer form (spec section 5): each field is checked when it loses focus (and again as it is corrected),
 * the phone groups itself 3-3-4 as it is typed and is sent as ten digits, a failed submit scrolls to the first
 * problem, and an email the company already has (25002) is shown on the email field.
 */
export function CustomerForm({ onCreated, onBack, backLabel = 'Back' }: Props) {
  const { api, toasts } = useShell();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});

  const check = (field: CustomerField, value: string) => setErrors((e) => ({ ...e, [field]: customerFieldProblem(field, value) ?? undefined }));

  const change = (field: CustomerField, raw: string) => {
    const value = field === 'phone' ? formatPhoneTyping(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
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
      setErrors(problems);
      showFirst(first);
      return;
    }
    setPending(true);
    try {
      const customer = await api.call(CUSTOMER_CALLS.add, { body: customerPayload(values) });
      onCreated(customer);
    } catch (error) {
      if (refusalOf(error)?.err === ERR.EMAIL_EXISTS) {
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
    <form className="acm-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <p className="acm-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sf-visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="acm-form-grid">
        {CUSTOMER_FIELDS.map((field) => {
          const input = INPUT[field];
          const required = CUSTOMER_REQUIRED.includes(field);
          return (
            <TextField
              key={field}
              name={field}
              className={`acm-field${input.wide ? ' acm-field--wide' : ''}`}
              value={values[field]}
              onChange={(value) => change(field, value)}
              onBlur={() => check(field, values[field])}
              isInvalid={Boolean(errors[field])}
              isRequired={required}
              validationBehavior="aria"
              maxLength={CUSTOMER_MAX[field]}
              type={input.type ?? 'text'}
              inputMode={input.inputMode}
              autoComplete={input.autoComplete}
            >
              <Label className="acm-label">
                {CUSTOMER_LABELS[field]}
                {required ? (
                  <span className="acm-required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                ) : null}
              </Label>
              <Input
                className="acm-input"
                placeholder={input.placeholder}
                autoFocus={field === 'first_name'}
                ref={(el) => {
                  inputs.current[field] = el;
                }}
              />
              <FieldError className="acm-field-error">{errors[field]}</FieldError>
            </TextField>
          );
        })}
      </div>
      <div className="acm-actions">
        {onBack ? (
          <Button className="sf-button sf-button--secondary" onPress={onBack} isDisabled={pending}>
            {backLabel}
          </Button>
        ) : null}
        <Button type="submit" className="sf-button" isPending={pending}>
          {pending ? 'Creating…' : 'Create Customer'}
        </Button>
      </div>
    </form>
  );
}
