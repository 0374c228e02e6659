import { CUSTOMER_CALLS, ERR, type Customer } from '@storefront/contracts';
import { refusalOf, useShell, useSubmit } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { loadCheckoutFields } from '../checkout';
import { messageOf } from './use-agent-cart';
import './sheet';

interface Props {
  onCreated(customer: Pick<Customer, 'id' | 'name'>): void;
  onCancel(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new customer of the agent (the customers' create call): first and last name, email, phone. An email the agent's
 * customers already have is said on the email field (25002, section 8), never as a toast.
 */
export default async function loadCreateCustomer() {
  const { TextInput, Alert, focusFirstInvalid } = await loadCheckoutFields();
  function CreateCustomerLoaded({ onCreated, onCancel }: Props) {
    const { api } = useShell();
    const submit = useSubmit();
    const form = useRef<HTMLFormElement>(null);
    const [values, setValues] = useState({ first_name: '', last_name: '', email: '', phone: '' });
    const [tried, setTried] = useState(false);
    const [emailTaken, setEmailTaken] = useState('');
    const [problem, setProblem] = useState('');
    const problems: Partial<Record<keyof typeof values, string>> = {
      ...(values.first_name.trim() ? {} : { first_name: 'Please enter first name' }),
      ...(values.last_name.trim() ? {} : { last_name: 'Please enter last name' }),
      ...(EMAIL.test(values.email.trim()) ? {} : { email: 'Please enter a valid email' }),
    };
    const error = (field: keyof typeof values) => (field === 'email' && emailTaken ? emailTaken : tried ? (problems[field] ?? null) : null);
    const put = (field: keyof typeof values) => (value: string) => {
      if (field === 'email') setEmailTaken('');
      setValues((v) => ({ ...v, [field]: value }));
    };

    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      setProblem('');
      if (Object.keys(problems).length) {
        focusFirstInvalid(form.current);
        return;
      }
      void submit.run(async () => {
        try {
          const phone = values.phone.replace(/\D/g, '');
          const created = await api.call(CUSTOMER_CALLS.add, { body: { first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) } });
          onCreated({ id: created.id, name: created.name });
        } catch (caught) {
          if (refusalOf(caught)?.err === ERR.EMAIL_EXISTS) {
            setEmailTaken(refusalOf(caught)!.message);
            focusFirstInvalid(form.current);
          } else setProblem(messageOf(caught));
        }
      });
    };

    return (
      <form ref={form} className="cko-form cag-create" onSubmit={onSubmit} noValidate aria-labelledby="cag-create-title" aria-busy={submit.pending || undefined}>
        <h3 id="cag-create-title" className="cag-subtitle">
          New customer
        </h3>
        <div className="cko-grid">
          <TextInput name="first_name" label="First name" isRequired value={values.first_name} onChange={put('first_name')} error={error('first_name')} autoComplete="off" maxLength={50} />
          <TextInput name="last_name" label="Last name" isRequired value={values.last_name} onChange={put('last_name')} error={error('last_name')} autoComplete="off" maxLength={50} />
          <TextInput name="email" label="Email" isRequired value={values.email} onChange={put('email')} error={error('email')} autoComplete="off" maxLength={254} />
          <TextInput name="phone" label="Phone" value={values.phone} onChange={put('phone')} autoComplete="off" inputMode="tel" maxLength={20} />
        </div>
        <Alert>{problem}</Alert>
        <div className="cko-actions">
          <button type="button" className="sf-button sf-button--secondary" onClick={onCancel}>
            Back to the customers
          </button>
          <button type="submit" className="sf-button cko-primary" aria-disabled={submit.pending || undefined}>
            {submit.pending ? 'Creating…' : 'Create customer'}
          </button>
        </div>
      </form>
    );
  }
  return { default: CreateCustomerLoaded };
}
