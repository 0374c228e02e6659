import { REGISTRATION_CALLS, sendActivationRequest } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { messageOf } from './model';
import { schemaErrors, visibleErrors } from './validation';
import './sheet';

/** The thank-you page after submitting: what happens next, and where a lost activation email is sent again. */
export function ThankYou({ email }: { email: string }) {
  return (
    <section className="acc-reg-card acc-reg-done" aria-labelledby="acc-reg-done-heading">
      <span className="acc-reg-done-mark" aria-hidden="true" />
      <h1 id="acc-reg-done-heading" tabIndex={-1}>
        Thank You
      </h1>
      <p className="acc-reg-lead">We received your application for a trade account.</p>
      <p>
        Our trade team reviews new accounts within 48 hours. Once yours is approved, we will email <strong>{email}</strong> a link to set your password
        and activate your account.
      </p>
      <div className="acc-reg-actions acc-reg-actions--center">
        <Link className="acc-reg-button" to="/home">
          Continue Browsing
        </Link>
        <Link className="acc-reg-button acc-reg-button--secondary" to={`/register?view=activation&email=${encodeURIComponent(email)}`}>
          Resend Activation Email
        </Link>
      </div>
    </section>
  );
}

/** The activation-email page: an approved account that lost its activation email asks for a new link. */
export function ActivationEmail() {
  const { api, route } = useShell();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(route.query.email ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const errors = schemaErrors(sendActivationRequest, { email });
  const shown = visibleErrors(errors, touched ? new Set(['email']) : new Set());

  async function send() {
    setTouched(true);
    setResult(null);
    if (errors.email) {
      focusFirstError(form.current, ['email'], errors);
      return;
    }
    setBusy(true);
    try {
      await api.call(REGISTRATION_CALLS.sendActivationEmail, { body: { email }, auth: false });
      setResult({ kind: 'success', text: `We sent a new activation link to ${email.trim()}. Earlier links no longer work.` });
    } catch (error) {
      setResult({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="acc-reg-card acc-reg-narrow" aria-labelledby="acc-reg-activation-heading">
      <h1 id="acc-reg-activation-heading">Activation Email</h1>
      <p className="acc-reg-lead">Approved but never received the email to activate your account? Enter the email you registered with and we will send a new link.</p>
      <Form
        ref={form}
        className="acc-reg-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void send();
        }}
      >
        <TextInput
          name="email"
          label="Email"
          isRequired
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          onBlur={() => setTouched(true)}
          error={shown.email}
        />
        {result ? <Notice kind={result.kind}>{result.text}</Notice> : null}
        <div className="acc-reg-actions">
          <Button type="submit" className="acc-reg-button" isPending={busy}>
            {busy ? 'Sending…' : 'Send Activation Email'}
          </Button>
        </div>
      </Form>
      <p className="acc-reg-fine">
        Not registered yet? <Link to="/register">Apply for a trade account</Link>.
      </p>
    </section>
  );
}
