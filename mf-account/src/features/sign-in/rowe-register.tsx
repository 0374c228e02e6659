import { ERR, IDENTITY_CALLS, isEmail, normalizePhone, type RoweUserInfo } from '@storefront/contracts';
import { useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { SIGN_IN_TEXTS } from './texts';
import { useCompleteLogin } from './ui/after-login';
import { FormMessage } from './ui/auth-frame';
import { useFailure, type Failure } from './ui/failure';
import { Field } from './ui/field';
import { focusFirstInvalid } from './ui/focus';
import { SubmitButton } from './ui/submit-button';
import './sheet';

interface Errors {
  email?: string;
  phone?: string;
  form?: string;
}

function errorsOf({ err, message }: Failure): Errors {
  if (err === ERR.EMAIL_EXISTS) return { email: message };
  if (err === ERR.PHONE_INVALID || err === ERR.PHONE_REGISTERED) return { phone: message };
  return { form: message };
}

/** A new designer account bound to the Rowe account: blank fields take the Rowe account's. */
export function RoweRegister({ code, rowe, onExpired }: { code: string; rowe: RoweUserInfo; onExpired(): void }) {
  const { api } = useShell();
  const t = useMessages(SIGN_IN_TEXTS);
  const [email, setEmail] = useState(rowe.email);
  const [phone, setPhone] = useState('');
  const [firstName, setFirstName] = useState(rowe.first_name);
  const [lastName, setLastName] = useState(rowe.last_name);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmit();
  const fail = useFailure();
  const complete = useCompleteLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const number = phone.trim();
    const next: Errors = {
      email: !address ? t.enterEmail : isEmail(address) ? undefined : t.validEmail,
      phone: number && !normalizePhone(number) ? t.validPhone : undefined,
    };
    setErrors(next);
    if (next.email || next.phone) return focusFirstInvalid(form);
    void run(async () => {
      try {
        const body = { RoweLinkingCode: code, email: address, phone: number || undefined, first_name: firstName.trim(), last_name: lastName.trim() };
        const answer = await api.call(IDENTITY_CALLS.roweRegister, { body, auth: false });
        await complete(answer);
      } catch (error) {
        const failure = fail(error);
        if (failure.err === ERR.LINK_EXPIRED) return onExpired();
        setErrors(errorsOf(failure));
        focusFirstInvalid(form);
      }
    });
  };

  return (
    <Form ref={form} className="acc-form" onSubmit={submit} aria-describedby={errors.form ? 'acc-rowe-message' : undefined} validationBehavior="aria">
      <div className="acc-pair">
        <Field label={t.firstName} name="first_name" value={firstName} onChange={setFirstName} autoComplete="given-name" maxLength={50} />
        <Field label={t.lastName} name="last_name" value={lastName} onChange={setLastName} autoComplete="family-name" maxLength={50} />
      </div>
      <Field label={t.email} name="email" type="email" inputMode="email" value={email} onChange={setEmail} error={errors.email} autoComplete="email" />
      <Field
        label={t.phoneOptional}
        name="phone"
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        autoComplete="tel-national"
        description={t.phoneHint}
      />
      <FormMessage id="acc-rowe-message">{errors.form}</FormMessage>
      <SubmitButton pending={pending}>{t.createAccount}</SubmitButton>
    </Form>
  );
}
