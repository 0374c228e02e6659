import {
  DISTRICTS,
  ERR,
  REGISTRATION_CALLS,
  REGISTRATION_MESSAGES,
  firstCheckRequest,
  isPostalCode,
  type Option,
  type RegistrationBrandCode,
} from '@storefront/contracts';
import { refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Form, Label } from 'react-aria-components';
import { ComboInput, Notice, SelectInput, TextInput, focusFirstError } from './form-kit';
import { specMessages } from '../../ui/spec-messages';
import { messageOf, type BusinessValues } from './model';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

const ORDER = [
  'business_name', 'dba', 'business_type', 'how_heard', 'ein', 'company_website', 'country', 'street_address', 'city', 'state', 'postal',
  'referrer', 'account_name', 'first_name', 'last_name', 'email', 'phone', 'code',
] as const;

const RESEND_SECONDS = 60;

export interface BusinessOptions {
  business_type: readonly Option[];
  how_heard: readonly Option[];
  country: readonly Option[];
  brand: readonly Option[];
}

/** Every rule of step 1: the contracts' schema, the state and postal code of the country, and the code. */
export function businessErrors(values: BusinessValues, verified: { email: string; phone: string } | null): Errors {
  const errors = schemaErrors(firstCheckRequest, values);
  const districts = DISTRICTS[values.country];
  if (!errors.state && districts && !districts.some((d) => d.key === values.state)) errors.state = REGISTRATION_MESSAGES.state;
  if (!errors.postal && values.country && !isPostalCode(values.country, values.postal)) errors.postal = REGISTRATION_MESSAGES.postalValid;
  const sameContact = verified && verified.email === values.email.trim().toLowerCase() && verified.phone === values.phone.replace(/\D/g, '').slice(-10);
  if (!errors.code && !sameContact && !values.code.trim()) errors.code = REGISTRATION_MESSAGES.code;
  return errors;
}

/** Where the api's refusal of step 1 belongs. */
function serverField(error: unknown): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  switch (refusal.err) {
    case ERR.COMPANY_REGISTERED:
      return 'business_name';
    case ERR.EMAIL_EXISTS:
    case ERR.EMAIL_OCCUPIED:
      return 'email';
    case ERR.PHONE_REGISTERED:
    case ERR.PHONE_INVALID:
      return 'phone';
    case ERR.VERIFICATION_CODE:
      return 'code';
    default:
      return null;
  }
}

export function StepBusiness({
  values,
  onChange,
  options,
  registrationId,
  verified,
  onDone,
}: {
  values: BusinessValues;
  onChange: (next: BusinessValues) => void;
  options: BusinessOptions;
  registrationId: string | null;
  verified: { email: string; phone: string } | null;
  onDone: (registrationId: string, verified: { email: string; phone: string }) => void;
}) {
  const { api, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [server, setServer] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeStatus, setCodeStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  const [districts, setDistricts] = useState<readonly Option[]>(DISTRICTS[values.country] ?? []);

  // The states or provinces of the chosen country (the district call; the contracts' list until it answers).
  useEffect(() => {
    const controller = new AbortController();
    setDistricts(DISTRICTS[values.country] ?? []);
    if (!values.country) return;
    api
      .call(REGISTRATION_CALLS.district, { body: { country: values.country }, auth: false, signal: controller.signal })
      .then((answer) => {
        if (answer.state.length > 0) setDistricts(answer.state);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, values.country]);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const errors = businessErrors(values, verified);
  const shown: Errors = { ...specMessages(session.language, visibleErrors(errors, touched), REGISTRATION_MESSAGES_ZH), ...server };
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));
  const set = <K extends keyof BusinessValues>(name: K, value: BusinessValues[K]) => {
    if (server[name]) setServer(({ [name]: _gone, ...rest }) => rest);
    const next = { ...values, [name]: value };
    if (name === 'country' && value !== values.country) next.state = '';
    onChange(next);
  };
  const text = (name: keyof BusinessValues) => ({
    name,
    value: values[name] as string,
    onChange: (v: string) => set(name, v),
    onBlur: () => touch(name),
    error: shown[name],
  });

  async function sendCode(channel: 'email' | 'sms') {
    const field = channel === 'email' ? 'email' : 'phone';
    touch(field);
    if (errors[field]) {
      focusFirstError(form.current, [field], errors);
      return;
    }
    setSending(true);
    setCodeStatus(null);
    try {
      const body = channel === 'email' ? { email: values.email.trim() } : { phone: values.phone.trim() };
      await api.call(REGISTRATION_CALLS.sendCode, { body, auth: false });
      setWait(RESEND_SECONDS);
      setCodeStatus({
        kind: 'success',
        text: channel === 'email' ? t.codeSentTo(values.email.trim()) : t.codeTextedTo(values.phone.trim()),
      });
    } catch (error) {
      setCodeStatus({ kind: 'error', text: messageOf(error) });
    } finally {
      setSending(false);
    }
  }

  async function next() {
    setNotice('');
    setTouched(new Set(ORDER));
    if (Object.keys(errors).length > 0) {
      focusFirstError(form.current, ORDER, errors);
      return;
    }
    setBusy(true);
    try {
      const body = { ...values, registration_id: registrationId ?? undefined };
      const answer = await api.call(REGISTRATION_CALLS.firstCheck, { body, auth: false });
      onDone(answer.registration_id, { email: values.email.trim().toLowerCase(), phone: values.phone.replace(/\D/g, '').slice(-10) });
    } catch (error) {
      const field = serverField(error);
      if (field) {
        const next = { [field]: messageOf(error) };
        setServer(next);
        requestAnimationFrame(() => focusFirstError(form.current, ORDER, next));
      } else {
        setNotice(messageOf(error));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      ref={form}
      className="acc-reg-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void next();
      }}
    >
      <Notice kind="error">{notice}</Notice>
      <fieldset className="acc-reg-fieldset">
        <legend className="acc-reg-legend">{t.business}</legend>
        <div className="acc-reg-grid">
          <TextInput label={t.businessName} isRequired autoComplete="organization" maxLength={100} {...text('business_name')} />
          <TextInput label={t.dba} maxLength={100} {...text('dba')} />
          <SelectInput label={t.businessType} isRequired options={options.business_type} {...text('business_type')} />
          <SelectInput label={t.howHeard} isRequired options={options.how_heard} {...text('how_heard')} />
          <TextInput label={t.ein} description={t.einHint} inputMode="numeric" maxLength={20} {...text('ein')} />
          <TextInput label={t.website} type="url" inputMode="url" autoComplete="url" placeholder="www.example.com" maxLength={200} {...text('company_website')} />
        </div>
      </fieldset>

      <fieldset className="acc-reg-fieldset">
        <legend className="acc-reg-legend">{t.businessAddress}</legend>
        <div className="acc-reg-grid">
          <SelectInput label={t.country} isRequired options={options.country} {...text('country')} />
          <TextInput label={t.street} isRequired autoComplete="street-address" maxLength={200} className="acc-reg-span-2" {...text('street_address')} />
          <TextInput label={t.city} isRequired autoComplete="address-level2" maxLength={50} {...text('city')} />
          <ComboInput key={values.country} label={values.country === 'CA' ? t.province : t.state} isRequired options={districts} {...text('state')} />
          <TextInput
            label={t.postal}
            isRequired
            autoComplete="postal-code"
            maxLength={10}
            description={values.country === 'CA' ? t.postalHintCa : values.country === 'US' ? t.postalHintUs : undefined}
            {...text('postal')}
          />
        </div>
      </fieldset>

      <fieldset className="acc-reg-fieldset">
        <legend className="acc-reg-legend">{t.relationship}</legend>
        <div className="acc-reg-grid">
          <TextInput label={t.referrer} description={t.referrerHint} maxLength={100} {...text('referrer')} />
          <TextInput label={t.accountName} description={t.accountNameHint} maxLength={100} {...text('account_name')} />
          <CheckboxGroup className="acc-reg-field acc-reg-span-2 acc-reg-checks" value={values.brands} onChange={(v) => set('brands', v as RegistrationBrandCode[])} data-field="brands">
            <Label className="acc-reg-label">{t.brands}</Label>
            <div className="acc-reg-check-row">
              {options.brand.map((b) => (
                <Checkbox key={b.key} value={b.key} className="acc-reg-check">
                  <span className="acc-reg-check-box" aria-hidden="true" />
                  {b.value}
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        </div>
      </fieldset>

      <fieldset className="acc-reg-fieldset">
        <legend className="acc-reg-legend">{t.contact}</legend>
        <div className="acc-reg-grid">
          <TextInput label={t.firstName} isRequired autoComplete="given-name" maxLength={50} {...text('first_name')} />
          <TextInput label={t.lastName} isRequired autoComplete="family-name" maxLength={50} {...text('last_name')} />
          <TextInput label={t.email} isRequired type="email" inputMode="email" autoComplete="email" maxLength={100} {...text('email')} />
          <TextInput label={t.phone} isRequired type="tel" inputMode="tel" autoComplete="tel-national" placeholder="212-555-0100" maxLength={20} {...text('phone')} />
          <div className="acc-reg-code-row acc-reg-span-2">
            <TextInput
              label={t.code}
              isRequired
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              description={t.codeHint}
              {...text('code')}
            />
            <div className="acc-reg-code-actions">
              <Button className="acc-reg-button acc-reg-button--secondary" onPress={() => void sendCode('email')} isDisabled={sending || wait > 0}>
                {wait > 0 ? t.resendIn(wait) : t.sendCode}
              </Button>
              <Button className="acc-reg-link-button" onPress={() => void sendCode('sms')} isDisabled={sending || wait > 0}>
                {t.sendBySms}
              </Button>
            </div>
          </div>
          {codeStatus ? (
            <div className="acc-reg-span-2">
              <Notice kind={codeStatus.kind}>{codeStatus.text}</Notice>
            </div>
          ) : null}
        </div>
      </fieldset>

      <div className="acc-reg-actions">
        <Button type="submit" className="acc-reg-button" isPending={busy}>
          {busy ? t.checking : t.next}
        </Button>
      </div>
      <p className="acc-reg-fine">
        {t.requiredBefore} <span aria-hidden="true">*</span>
        <span className="acc-reg-visually-hidden">{t.withAsterisk}</span>
        {t.requiredAfter}
      </p>
    </Form>
  );
}
