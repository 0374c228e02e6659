import { ERR, IDENTITY_CALLS } from '@storefront/contracts';
import { Link, useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { SIGN_IN_TEXTS } from './texts';
import { useCompleteLogin } from './ui/after-login';
import { FormMessage } from './ui/auth-frame';
import { useFailure, type Failure } from './ui/failure';
import { Field } from './ui/field';
import { focusFirstInvalid } from './ui/focus';
import { SubmitButton } from './ui/submit-button';
import './sheet';

interface Errors {
  username?: string;
  password?: string;
  form?: string;
  useSms?: boolean;
}

/** A login failure on the field it is about (section 8), or on the whole form. */
function errorsOf({ err, message }: Failure): Errors {
  if (err === ERR.LOGIN_NO_ACCOUNT) return { username: message };
  if (err === ERR.LOGIN_WRONG_PASSWORD) return { password: message };
  if (err === ERR.USE_SMS_CODE) return { form: message, useSms: true };
  return { form: message };
}

/** Password login: account (email, username or phone; trimmed) and password. */
export function PasswordLogin({ onUseSms, bind }: { onUseSms?: () => void; bind?: { code: string } }) {
  const { api } = useShell();
  const t = useMessages(SIGN_IN_TEXTS);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmit();
  const fail = useFailure();
  const complete = useCompleteLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const next: Errors = { username: name ? undefined : t.enterAccount, password: password ? undefined : t.enterPassword };
    setErrors(next);
    if (next.username || next.password) return focusFirstInvalid(form);
    void run(async () => {
      try {
        const body = { username: name, password, login_type: 1 as const, ...(bind ? { is_bind_rowe_id: 1 as const, RoweLinkingCode: bind.code } : {}) };
        const answer = await api.call(IDENTITY_CALLS.login, { body, auth: false });
        await complete(answer);
      } catch (error) {
        setErrors(errorsOf(fail(error)));
        focusFirstInvalid(form);
      }
    });
  };

  return (
    <Form ref={form} className="acc-form" onSubmit={submit} aria-describedby={errors.form ? 'acc-login-message' : undefined} validationBehavior="aria">
      <Field
        label={t.account}
        name="username"
        value={username}
        onChange={setUsername}
        error={errors.username}
        autoComplete="username"
        description={t.accountHint}
      />
      <Field label={t.password} name="password" type="password" value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" />
      <FormMessage id="acc-login-message">{errors.form}</FormMessage>
      {errors.useSms && onUseSms ? (
        <Button className="acc-link-button" onPress={onUseSms}>
          {t.logInWithSms}
        </Button>
      ) : null}
      <div className="acc-row-end">
        <Link to="/forgetPassword" className="acc-link">
          {t.forgotPassword}
        </Link>
      </div>
      <SubmitButton pending={pending}>{bind ? t.logInAndLink : t.logIn}</SubmitButton>
    </Form>
  );
}
