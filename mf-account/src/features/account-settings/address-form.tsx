import {
  ACCOUNT_CALLS,
  ACCOUNT_SETTINGS_ERR,
  BILL_ADDRESS_FIELDS,
  BILL_ADDRESS_MAX_LENGTH,
  BILL_ADDRESS_REQUIRED,
  COUNTRIES,
  billAddressFieldProblem,
  billAddressProblems,
  formatPhoneTyping,
  phoneForSubmit,
  type BillAddress,
  type BillAddressField,
  type BillAddressForm,
  type BillAddressSavedResponse,
} from '@storefront/contracts';
import { refusalOf, useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { Heading, Notice, SelectInput, SubmitButton, TextInput, focusFirstInvalid } from './form-kit';
import { specMessage } from '../../ui/spec-messages';
import { EMPTY_ADDRESS, formOf, messageOf, regionsOf } from './settings-rules';
import { SETTINGS_MESSAGES_ZH, SETTINGS_TEXTS } from './texts';
import './sheet';

interface Props {
  /** The address edited; null adds one. */
  address: BillAddress | null;
  /** Whether it will be the account's first address (the first is the default whatever is ticked). */
  first: boolean;
  level: number;
  onSaved(answer: BillAddressSavedResponse): void;
  onCancel(): void;
  /** The address is gone (deleted elsewhere): the list is read again. */
  onMissing(): void;
}

const AUTOCOMPLETE: Partial<Record<BillAddressField, string>> = {
  first_name: 'billing given-name',
  last_name: 'billing family-name',
  company: 'billing organization',
  street_address: 'billing address-line1',
  apartment: 'billing address-line2',
  city: 'billing address-level2',
  postal: 'billing postal-code',
  phone: 'billing tel-national',
};

/**
 * Adds or edits a bill address: each field says its problem in the form's words once it is left, a failed save
 * moves to the first field in error, the save shows progress and ignores repeated presses, and the api's refusal
 * (the limit of 10: 'The number of addresses has reached the limit') is said above the buttons.
 */
export function AddressForm({ address, first, level, onSaved, onCancel, onMissing }: Props) {
  const { api, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [values, setValues] = useState<BillAddressForm>(() => (address ? formOf(address) : { ...EMPTY_ADDRESS }));
  const [makeDefault, setMakeDefault] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<BillAddressField>>(new Set());
  const [notice, setNotice] = useState('');
  const { pending, run } = useSubmit();

  const errorOf = (field: BillAddressField) => {
    const problem = touched.has(field) ? billAddressFieldProblem(field, values) : null;
    return problem && specMessage(session.language, problem, SETTINGS_MESSAGES_ZH);
  };
  const touch = (field: BillAddressField) => setTouched((all) => (all.has(field) ? all : new Set(all).add(field)));
  const set = (field: BillAddressField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: BillAddressField) => ({
    name: field,
    label: t.field(field),
    value: values[field],
    onChange: (value: string) => set(field, field === 'phone' ? formatPhoneTyping(value) : value),
    onBlur: () => touch(field),
    error: errorOf(field),
    isRequired: BILL_ADDRESS_REQUIRED.includes(field),
    maxLength: BILL_ADDRESS_MAX_LENGTH[field],
    autoComplete: AUTOCOMPLETE[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(BILL_ADDRESS_FIELDS));
    setNotice('');
    if (Object.keys(billAddressProblems(values)).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      try {
        // The phone goes as its ten digits, as the customer form sends it (section 5).
        const body = { ...values, phone: phoneForSubmit(values.phone), ...(makeDefault ? { is_default: true } : {}) };
        const answer = address ? await api.call(ACCOUNT_CALLS.addressEdit, { body: { ...body, id: address.id } }) : await api.call(ACCOUNT_CALLS.addressAdd, { body });
        onSaved(answer);
      } catch (error) {
        if (refusalOf(error)?.err === ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND) onMissing();
        setNotice(messageOf(error));
      }
    });
  };

  const regions = regionsOf(values.country);
  return (
    <section className="acs-card acs-address-form" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId} className="acs-card-title">
        {address ? t.editAddress : t.addAnAddress}
      </Heading>
      <Form ref={form} className="acs-form" onSubmit={submit} validationBehavior="aria">
        <div className="acs-grid">
          <TextInput {...text('first_name')} />
          <TextInput {...text('last_name')} />
          <TextInput {...text('company')} className="acs-span" />
          <TextInput {...text('street_address')} className="acs-span" />
          <TextInput {...text('apartment')} className="acs-span" />
          <TextInput {...text('city')} />
          <SelectInput
            name="country"
            label={t.field('country')}
            isRequired
            options={COUNTRIES}
            value={values.country}
            onChange={(value) => {
              setValues((v) => ({ ...v, country: value, state: regionsOf(value).some((r) => r.key === v.state) ? v.state : '' }));
              touch('country');
            }}
            error={errorOf('country')}
          />
          <SelectInput
            name="state"
            label={t.field('state')}
            isRequired
            options={regions}
            value={values.state}
            onChange={(value) => {
              set('state', value);
              touch('state');
            }}
            onBlur={() => touch('state')}
            error={errorOf('state')}
          />
          <TextInput {...text('postal')} />
          <TextInput {...text('phone')} type="tel" inputMode="tel" description={t.phoneHint} />
        </div>
        {address?.is_default ? (
          <p className="acs-muted">{t.isDefault}</p>
        ) : first ? (
          <p className="acs-muted">{t.firstIsDefault}</p>
        ) : (
          <Checkbox className="acs-checkbox" isSelected={makeDefault} onChange={setMakeDefault}>
            <span className="acs-checkbox-box" aria-hidden="true" />
            {t.useAsDefault}
          </Checkbox>
        )}
        <Notice kind="error">{notice}</Notice>
        <div className="acs-actions">
          <Button className="sf-button sf-button--secondary" onPress={onCancel} isDisabled={pending}>
            {t.cancel}
          </Button>
          <SubmitButton pending={pending} pendingLabel={t.savingAddress}>
            {t.saveAddress}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
