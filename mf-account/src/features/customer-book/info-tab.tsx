import {
  CUSTOMER_BOOK_MESSAGES,
  CUSTOMER_CALLS,
  CUSTOMER_FIELDS,
  CUSTOMER_LABELS,
  CUSTOMER_MAX,
  CUSTOMER_REQUIRED,
  ERR,
  customerFieldProblem,
  customerFormProblems,
  customerPayload,
  emailLocked,
  formatPhoneTyping,
  type Customer,
  type CustomerDetailResponse,
  type CustomerField,
  type CustomerForm,
} from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { fieldOf, messageOf } from './book-rules';
import './sheet';

const INPUT: Record<CustomerField, { autoComplete: string; type?: string; inputMode?: 'tel' | 'email' | 'numeric'; placeholder?: string; wide?: boolean }> = {
  first_name: { autoComplete: 'off' },
  last_name: { autoComplete: 'off' },
  email: { autoComplete: 'off', type: 'email', inputMode: 'email', placeholder: 'name@example.com' },
  phone: { autoComplete: 'off', type: 'tel', inputMode: 'tel', placeholder: '212-555-0100' },
  street_address: { autoComplete: 'off', wide: true },
  city: { autoComplete: 'off' },
  state: { autoComplete: 'off' },
  postal: { autoComplete: 'off', inputMode: 'numeric', placeholder: '12345 or 12345-6789' },
  country: { autoComplete: 'off' },
};

/** The form's values of a customer as the api answers it (the phone grouped as it is typed). */
function valuesOf(customer: Customer): CustomerForm {
  const values = {} as CustomerForm;
  for (const field of CUSTOMER_FIELDS) values[field] = customer[field];
  values.phone = formatPhoneTyping(customer.phone);
  return values;
}

interface Props {
  detail: CustomerDetailResponse;
  onSaved(detail: CustomerDetailResponse): void;
}

/**
 * Customer info: the customer form's fields and rules (spec section 5), saved in place. Once an invitation was sent
 * the email is read-only (section 4), and the api refuses a change of it on the email field.
 */
export function InfoTab({ detail, onSaved }: Props) {
  const { api, toasts } = useShell();
  const locked = emailLocked(detail.invitation);
  const [values, setValues] = useState<CustomerForm>(() => valuesOf(detail.customer));
  const [errors, setErrors] = useState<Partial<Record<CustomerField, string>>>({});
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState('');
  const inputs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});

  const check = (field: CustomerField, value: string) => setErrors((e) => ({ ...e, [field]: customerFieldProblem(field, value) ?? undefined }));

  const change = (field: CustomerField, raw: string) => {
    const value = field === 'phone' ? formatPhoneTyping(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setNotice('');
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
    setNotice('');
    try {
      const saved = await api.call(CUSTOMER_CALLS.edit, { body: { customer_id: detail.customer.id, ...customerPayload(values) } });
      setValues(valuesOf(saved.customer));
      setErrors({});
      setNotice(CUSTOMER_BOOK_MESSAGES.saved);
      toasts.show({ kind: 'success', message: CUSTOMER_BOOK_MESSAGES.saved });
      onSaved(saved);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal && (refusal.err === ERR.EMAIL_EXISTS || fieldOf(refusal.val) === 'email')) {
        setErrors((e) => ({ ...e, email: refusal.message }));
        showFirst('email');
      } else {
        toasts.show({ kind: 'error', message: messageOf(error, 'The customer could not be saved') });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="acm-form acb-info" noValidate onSubmit={submit} aria-busy={pending || undefined} aria-label="Customer information">
      <p className="acm-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sf-visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="acm-form-grid">
        {CUSTOMER_FIELDS.map((field) => {
          const input = INPUT[field];
          const required = CUSTOMER_REQUIRED.includes(field);
          const readOnly = field === 'email' && locked;
          return (
            <TextField
              key={field}
              name={field}
              className={`acm-field${input.wide ? ' acm-field--wide' : ''}${readOnly ? ' acb-field--locked' : ''}`}
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
                placeholder={readOnly ? undefined : input.placeholder}
                ref={(el) => {
                  inputs.current[field] = el;
                }}
              />
              {readOnly ? (
                <Text slot="description" className="acb-field-note">
                  {CUSTOMER_BOOK_MESSAGES.emailLocked}
                </Text>
              ) : null}
              <FieldError className="acm-field-error">{errors[field]}</FieldError>
            </TextField>
          );
        })}
      </div>
      <p className="acb-status" role="status">
        {notice}
      </p>
      <div className="acm-actions acb-info-actions">
        <Button type="submit" className="sf-button" isPending={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
