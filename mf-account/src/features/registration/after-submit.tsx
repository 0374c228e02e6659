import { REGISTRATION_CALLS, sendActivationRequest } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { specMessages } from '../../ui/spec-messages';
import { useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { messageOf } from './model';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors } from './validation';
import './sheet';

/** The thank-you page after submitting: what happens next, and where a lost activation email is sent again. */
export function ThankYou({ email }: { email: string }) {
  const t = useMessages(REGISTRATION_TEXTS);
  return (
    <section className="acc-reg-card acc-reg-done" aria-labelledby="acc-reg-done-heading">
      <span className="acc-reg-done-mark" aria-hidden="true" />
      <h1 id="acc-reg-done-heading" tabIndex={-1}>
        {t.thankYou}
      </h1>
      <p className="acc-reg-lead">{t.received}</p>
      <p>
        {t.reviewBefore} <strong>{email}</strong> {t.reviewAfter}
      </p>
      <div className="acc-reg-actions acc-reg-actions--center">
        <Link className="acc-reg-button" to="/home">
          {t.continueBrowsing}
        </Link>
        <Link className="acc-reg-button acc-reg-button--secondary" to={`/register?view=activation&email=${encodeURIComponent(email)}`}>
          {t.resendActivation}
        </Link>
      </div>
    </section>
  );
}

/** The activation-email page: an approved account that lost its activation email asks for a new link. */
export function ActivationEmail() {
  const { api, route, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(route.query.email ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const errors = schemaErrors(sendActivationRequest, { email });
  const shown = specMessages(session.language, visibleErrors(errors, touched ? new Set(['email']) : new Set()), REGISTRATION_MESSAGES_ZH);

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
      setResult({ kind: 'success', text: t.activationSent(email.trim()) });
    } catch (error) {
      setResult({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="acc-reg-card acc-reg-narrow" aria-labelledby="acc-reg-activation-heading">
      <h1 id="acc-reg-activation-heading">{t.activationEmail}</h1>
      <p className="acc-reg-lead">{t.activationLead}</p>
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
          label={t.email}
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
            {busy ? t.sending : t.sendActivation}
          </Button>
        </div>
      </Form>
      <p className="acc-reg-fine">
        {t.notRegistered} <Link to="/register">{t.applyForTrade}</Link>.
      </p>
    </section>
  );
}
