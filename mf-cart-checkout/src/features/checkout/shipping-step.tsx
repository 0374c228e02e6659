import { formatPrice, type BillAddress, type ShippingMethod } from '@storefront/contracts';
import { useRef, useState, type FormEvent } from 'react';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  addressLine,
  addressProblems,
  contactProblems,
  type AddressField,
  type AddressForm,
  type ContactField,
  type ContactForm,
} from './checkout-rules';
import { Alert, ChoiceGroup, SelectInput, TextInput, focusFirstInvalid } from './fields';
import type { Costs, Lists } from './use-checkout-data';
import './sheet';

export const NEW_ADDRESS = 'new';

interface Props {
  address: AddressForm;
  onAddress(next: AddressForm): void;
  contact: ContactForm;
  onContact(next: ContactForm): void;
  /** The saved bill addresses (null while read), and the one chosen ('new' for a new address). */
  saved: BillAddress[] | null;
  savedId: string;
  onSaved(id: string): void;
  lists: Lists;
  costs: Costs;
  method: ShippingMethod;
  onMethod(method: ShippingMethod): void;
  onRetryCosts(): void;
  /** Called with the form valid and the method priced. */
  onContinue(): void;
  /** The payment step's code is fetched when Continue is reached for. */
  reachPayment(): void;
}

const AUTOCOMPLETE: Record<AddressField | ContactField, string> = {
  full_name: 'shipping name',
  company: 'shipping organization',
  street_address: 'shipping address-line1',
  apartment: 'shipping address-line2',
  city: 'shipping address-level2',
  country: 'shipping country',
  state: 'shipping address-level1',
  postal: 'shipping postal-code',
  contact_name: 'name',
  phone: 'tel-national',
  email: 'email',
};

const LABELS: Record<AddressField | ContactField, string> = {
  full_name: 'Full name',
  company: 'Company',
  street_address: 'Street address',
  apartment: 'Apartment',
  city: 'City',
  country: 'Country',
  state: 'State',
  postal: 'Postal code',
  contact_name: 'Contact name',
  phone: 'Phone',
  email: 'Email',
};

const OPTIONAL: ReadonlySet<string> = new Set(['company', 'apartment']);

/**
 * Step 1, Shipping: where the order goes (a saved bill address or a new one), who to contact, and the shipping
 * method with its cost once the address is complete. Each field says its problem in the contracts' words once it is
 * left (section 5: 'Please enter full name', 'Please enter contact name'); Continue checks them all and goes to the
 * first in error.
 */
export function ShippingStep(props: Props) {
  const { address, contact, saved, savedId, lists, costs, method } = props;
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [methodError, setMethodError] = useState('');
  const aProblems = addressProblems(address);
  const cProblems = contactProblems(contact);
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const errorOf = (field: AddressField | ContactField) =>
    touched.has(field) ? ((aProblems as Record<string, string | undefined>)[field] ?? (cProblems as Record<string, string | undefined>)[field] ?? null) : null;

  const addressText = (field: AddressField) => ({
    name: field,
    label: LABELS[field],
    value: address[field],
    onChange: (value: string) => props.onAddress({ ...address, [field]: value }),
    onBlur: () => touch(field),
    error: errorOf(field),
    isRequired: !OPTIONAL.has(field),
    autoComplete: AUTOCOMPLETE[field],
  });
  const contactText = (field: ContactField) => ({
    name: field,
    label: LABELS[field],
    value: contact[field],
    onChange: (value: string) => props.onContact({ ...contact, [field]: value }),
    onBlur: () => touch(field),
    error: errorOf(field),
    isRequired: true,
    autoComplete: AUTOCOMPLETE[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set([...ADDRESS_FIELDS, ...CONTACT_FIELDS]));
    const invalid = Object.keys(aProblems).length > 0 || Object.keys(cProblems).length > 0;
    if (invalid) {
      setMethodError('');
      focusFirstInvalid(form.current);
      return;
    }
    if (costs.status !== 'ready') {
      setMethodError(costs.status === 'failed' ? costs.error : 'Please wait while shipping is priced');
      return;
    }
    setMethodError('');
    props.onContinue();
  };

  const states = lists.statesOf === address.country ? lists.states : [];
  const savedChoices = (saved ?? []).map((a) => ({
    key: a.id,
    text: addressLine({ full_name: `${a.first_name} ${a.last_name}`.trim(), street_address: a.street_address, apartment: a.apartment, city: a.city, state: a.state, postal: a.postal }),
    label: `${a.first_name} ${a.last_name}`.trim(),
    detail: `${[a.street_address, a.apartment].filter(Boolean).join(' ')}, ${a.city}, ${a.state} ${a.postal}${a.is_default ? ' (default)' : ''}`,
  }));

  return (
    <form ref={form} className="cko-form" onSubmit={submit} noValidate>
      <fieldset className="cko-fieldset">
        <legend className="cko-legend">Shipping address</legend>
        {savedChoices.length > 0 ? (
          <ChoiceGroup
            name="saved_address"
            label="Ship to"
            value={savedId}
            onChange={props.onSaved}
            choices={[...savedChoices, { key: NEW_ADDRESS, text: 'A new address', label: 'A new address' }]}
            className="cko-span"
          />
        ) : null}
        <div className="cko-grid">
          <TextInput {...addressText('full_name')} className="cko-span" />
          <TextInput {...addressText('company')} className="cko-span" />
          <TextInput {...addressText('street_address')} className="cko-span" />
          <TextInput {...addressText('apartment')} className="cko-span" />
          <TextInput {...addressText('city')} />
          <SelectInput
            name="country"
            label="Country"
            isRequired
            options={lists.countries}
            value={address.country}
            onChange={(value) => {
              props.onAddress({ ...address, country: value, state: '' });
              touch('country');
            }}
            error={errorOf('country')}
          />
          <SelectInput
            name="state"
            label="State"
            isRequired
            options={states}
            value={states.some((s) => s.key === address.state) ? address.state : ''}
            onChange={(value) => {
              props.onAddress({ ...address, state: value });
              touch('state');
            }}
            onBlur={() => touch('state')}
            error={errorOf('state')}
          />
          <TextInput {...addressText('postal')} />
        </div>
      </fieldset>

      <fieldset className="cko-fieldset">
        <legend className="cko-legend">Contact</legend>
        <div className="cko-grid">
          <TextInput {...contactText('contact_name')} className="cko-span" />
          <TextInput {...contactText('phone')} type="tel" inputMode="tel" description="Ten digits, such as 212-555-0100." />
          <TextInput {...contactText('email')} type="email" inputMode="email" />
        </div>
      </fieldset>

      <fieldset className="cko-fieldset" aria-busy={costs.status === 'loading' || undefined}>
        <legend className="cko-legend">Shipping method</legend>
        {costs.status === 'idle' ? <p className="cko-muted">Shipping methods and their cost show once the address is complete.</p> : null}
        {costs.status === 'loading' ? (
          <p className="cko-muted" role="status">
            Pricing shipping…
          </p>
        ) : null}
        {costs.status === 'ready' ? (
          <ChoiceGroup
            name="shipping_method"
            label="Shipping method"
            className="cko-label-hidden"
            value={method}
            onChange={(value) => props.onMethod(value as ShippingMethod)}
            choices={costs.data.methods.map((m) => ({ key: m.key, text: `${m.value} ${formatPrice(m.cost)}`, label: m.value, detail: formatPrice(m.cost) }))}
          />
        ) : null}
        {costs.status === 'failed' ? (
          <Alert>
            <p>{costs.error}</p>
            <button type="button" className="sf-button sf-button--secondary sf-button--small" onClick={props.onRetryCosts}>
              Try again
            </button>
          </Alert>
        ) : null}
        {methodError && costs.status !== 'failed' ? <Alert>{methodError}</Alert> : null}
      </fieldset>

      <div className="cko-actions">
        <button type="submit" className="sf-button cko-primary" onPointerEnter={props.reachPayment} onTouchStart={props.reachPayment} onFocus={props.reachPayment}>
          Continue to payment
        </button>
      </div>
    </form>
  );
}
