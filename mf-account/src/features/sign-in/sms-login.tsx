import { ERR, IDENTITY_CALLS, normalizePhone } from '@storefront/contracts';
import { useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { RESEND_SECONDS } from './messages';
import { SIGN_IN_TEXTS } from './texts';
import { useCompleteLogin } from './ui/after-login';
import { FormMessage } from './ui/auth-frame';
import { useFailure, type Failure } from './ui/failure';
import { Field } from './ui/field';
import { focusFirstInvalid } from './ui/focus';
import { SubmitButton } from './ui/submit-button';
import './sheet';

interface Errors {
  phone?: string;
  code?: string;
  form?: string;
}

function errorsOf({ err, message }: Failure): Errors {
  if (err === ERR.PHONE_INVALID || err === ERR.LOGIN_NO_ACCOUNT) return { phone: message };
  if (err === ERR.VERIFICATION_CODE) return { code: message };
  return { form: message };
}

/** SMS login: a code sent to the account's phone, then the phone and the code (login_type 2). */
export function SmsLogin() {
  const { api, toasts } = useShell();
  const t = useMessages(SIGN_IN_TEXTS);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmit();
  const fail = useFailure();
  const complete = useCompleteLogin();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    if (sending || wait > 0) return;
    const number = normalizePhone(phone.trim());
    if (!number) {
      setErrors({ phone: t.validPhone });
      return focusFirstInvalid(form);
    }
    setSending(true);
    try {
      await api.call(IDENTITY_CALLS.phoneCode, { body: { phone: number }, auth: false });
      setErrors({});
      setWait(RESEND_SECONDS);
      toasts.show({ kind: 'success', message: t.codeSent });
      form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    } catch (error) {
      setErrors(errorsOf(fail(error)));
      focusFirstInvalid(form);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizePhone(phone.trim());
    const next: Errors = { phone: number ? undefined : t.validPhone, code: code.trim() ? undefined : t.enterCode };
    setErrors(next);
    if (!number || next.code) return focusFirstInvalid(form);
    void run(async () => {
      try {
        const answer = await api.call(IDENTITY_CALLS.login, {
          body: { username: number, password: code.trim(), login_type: 2 },
          auth: false,
        });
        await complete(answer);
      } catch (error) {
        setErrors(errorsOf(fail(error)));
        focusFirstInvalid(form);
      }
    });
  };

  return (
    <Form ref={form} className="acc-form" onSubmit={submit} aria-describedby={errors.form ? 'acc-sms-message' : undefined} validationBehavior="aria">
      <Field
        label={t.phoneNumber}
        name="phone"
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        autoComplete="tel-national"
        addon={
          <Button className="acc-button acc-button--addon" onPress={() => void sendCode()} isPending={sending} isDisabled={wait > 0}>
            {wait > 0 ? t.resendIn(wait) : t.sendCode}
          </Button>
        }
      />
      <Field
        label={t.verificationCode}
        name="code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        error={errors.code}
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormMessage id="acc-sms-message">{errors.form}</FormMessage>
      <SubmitButton pending={pending}>{t.logIn}</SubmitButton>
    </Form>
  );
}
