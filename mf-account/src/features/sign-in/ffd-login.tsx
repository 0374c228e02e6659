import { ERR, IDENTITY_CALLS, isEmail } from '@storefront/contracts';
import { Link, useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { SIGN_IN_TEXTS, type SignInTexts } from './texts';
import { useCompleteLogin } from './ui/after-login';
import { AuthFrame, FormMessage } from './ui/auth-frame';
import { useFailure, type Failure } from './ui/failure';
import { Field } from './ui/field';
import { focusFirstInvalid } from './ui/focus';
import { SubmitButton } from './ui/submit-button';
import './sheet';

interface Errors {
  email?: string;
  password?: string;
  form?: string;
}

function errorsOf({ err, message }: Failure): Errors {
  if (err === ERR.LOGIN_NO_ACCOUNT) return { email: message };
  if (err === ERR.LOGIN_WRONG_PASSWORD) return { password: message };
  return { form: message };
}

/** Email problems in the order the spec words them (section 5). */
export function emailProblem(email: string, t: Pick<SignInTexts, 'enterEmail' | 'validEmail'>): string | undefined {
  if (!email) return t.enterEmail;
  if (!isEmail(email)) return t.validEmail;
  return undefined;
}

/** FFD's own login: email (trimmed) and password at /mibdol/login/user_login. */
export function FfdLogin() {
  const { api } = useShell();
  const t = useMessages(SIGN_IN_TEXTS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmit();
  const fail = useFailure();
  const complete = useCompleteLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const next: Errors = { email: emailProblem(address, t), password: password ? undefined : t.enterPassword };
    setErrors(next);
    if (next.email || next.password) return focusFirstInvalid(form);
    void run(async () => {
      try {
        const answer = await api.call(IDENTITY_CALLS.ffdLogin, { body: { email: address, password }, auth: false });
        await complete(answer);
      } catch (error) {
        setErrors(errorsOf(fail(error)));
        focusFirstInvalid(form);
      }
    });
  };

  return (
    <AuthFrame lead={<p>{t.ffdLead}</p>}>
      <Form ref={form} className="acc-form" onSubmit={submit} aria-describedby={errors.form ? 'acc-ffd-message' : undefined} validationBehavior="aria">
        <Field label={t.email} name="email" type="email" inputMode="email" value={email} onChange={setEmail} error={errors.email} autoComplete="email" />
        <Field label={t.password} name="password" type="password" value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" />
        <FormMessage id="acc-ffd-message">{errors.form}</FormMessage>
        <div className="acc-row-end">
          <Link to="/forgetPassword" className="acc-link">
            {t.forgotPassword}
          </Link>
        </div>
        <SubmitButton pending={pending}>{t.signIn}</SubmitButton>
      </Form>
      <p className="acc-alt">
        {t.newToFfd}{' '}
        <Link to="/register" className="acc-link">
          {t.createAnAccount}
        </Link>
      </p>
    </AuthFrame>
  );
}
