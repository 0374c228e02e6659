import { BRAND_TABLE, ERR, IDENTITY_CALLS } from '@storefront/contracts';
import { Link, useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { emailProblem } from './ffd-login';
import { SIGN_IN_TEXTS } from './texts';
import { AuthFrame, FormMessage } from './ui/auth-frame';
import { useFailure } from './ui/failure';
import { Field } from './ui/field';
import { focusFirstInvalid } from './ui/focus';
import { SubmitButton } from './ui/submit-button';
import './sheet';

/** /forgetPassword: emails a one-time link to set a new password (FFD words it its own way). */
export default function ForgetPasswordPage() {
  const { api, brand } = useShell();
  const ffd = BRAND_TABLE[brand].features.ffdVariants;
  const t = useMessages(SIGN_IN_TEXTS);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmit();
  const fail = useFailure();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = emailProblem(address, t);
    setErrors({ email: problem });
    if (problem) return focusFirstInvalid(form);
    void run(async () => {
      try {
        await api.call(IDENTITY_CALLS.forgetPassword, { body: { email: address }, auth: false });
        setSentTo(address);
      } catch (error) {
        const failure = fail(error);
        setErrors(failure.err === ERR.ACCOUNT_NOT_REGISTERED ? { email: failure.message } : { form: failure.message });
        focusFirstInvalid(form);
      }
    });
  };

  if (sentTo) {
    return (
      <AuthFrame>
        <div className="acc-done" role="status">
          <h2 className="acc-subtitle">{t.checkEmail}</h2>
          <p>
            {t.sentLinkTo} <strong>{sentTo}</strong>
            {t.linkOnce}
          </p>
        </div>
        <Link to="/login" className="acc-button acc-button--secondary">
          {t.backToLogin}
        </Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      lead={
        <p>
          {ffd ? t.forgotLeadFfd : t.forgotLead}
        </p>
      }
    >
      <Form ref={form} className="acc-form" onSubmit={submit} aria-describedby={errors.form ? 'acc-forget-message' : undefined} validationBehavior="aria">
        <Field label={t.email} name="email" type="email" inputMode="email" value={email} onChange={setEmail} error={errors.email} autoComplete="email" />
        <FormMessage id="acc-forget-message">{errors.form}</FormMessage>
        <SubmitButton pending={pending}>{ffd ? t.resetPassword : t.sendLink}</SubmitButton>
      </Form>
      <p className="acc-alt">
        {t.remembered}{' '}
        <Link to="/login" className="acc-link">
          {t.backToLogin}
        </Link>
      </p>
    </AuthFrame>
  );
}
