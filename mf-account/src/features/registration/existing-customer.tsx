import { ERR, REGISTRATION_CALLS, oldUserInfoRequest, simpleRegisterRequest } from '@storefront/contracts';
import { Link, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { specMessages } from '../../ui/spec-messages';
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { messageOf } from './model';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

const ORDER = ['account_number', 'first_name', 'last_name', 'email', 'phone', 'code'] as const;
type Values = Record<(typeof ORDER)[number], string>;

function serverField(error: unknown): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  if (refusal.err === ERR.ACCOUNT_NUMBER_NOT_FOUND || refusal.err === ERR.NOT_VERIFIED) return 'account_number';
  if (refusal.err === ERR.ACCOUNT_REGISTERED || refusal.err === ERR.REGISTERED_CLOSED || refusal.err === ERR.EMAIL_EXISTS) return 'email';
  if (refusal.err === ERR.PHONE_REGISTERED || refusal.err === ERR.PHONE_INVALID) return 'phone';
  if (refusal.err === ERR.VERIFICATION_CODE) return 'code';
  return null;
}

/**
 * The short registration of an existing trade customer: a new person joins the company behind an existing
 * account number (email or username) with their own email, phone and a verification code.
 */
export function ExistingCustomer({ onDone }: { onDone: (email: string) => void }) {
  const { api, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ account_number: '', first_name: '', last_name: '', email: '', phone: '', code: '' });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [server, setServer] = useState<Errors>({});
  const [company, setCompany] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const errors = schemaErrors(simpleRegisterRequest, values);
  const shown: Errors = { ...specMessages(session.language, visibleErrors(errors, touched), REGISTRATION_MESSAGES_ZH), ...server };
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (v: string) => {
      if (server[name]) setServer(({ [name]: _gone, ...rest }) => rest);
      if (name === 'account_number') setCompany(null);
      setValues((all) => ({ ...all, [name]: v }));
    },
    onBlur: () => touch(name),
    error: shown[name],
  });

  async function lookUp() {
    touch('account_number');
    if (schemaErrors(oldUserInfoRequest, values).account_number) return;
    try {
      const info = await api.call(REGISTRATION_CALLS.oldUserInfo, { body: { account_number: values.account_number }, auth: false });
      setCompany(info.business_name);
    } catch (error) {
      setCompany(null);
      setServer((s) => ({ ...s, account_number: messageOf(error) }));
    }
  }

  async function sendCode() {
    touch('email');
    if (errors.email) {
      focusFirstError(form.current, ['email'], errors);
      return;
    }
    try {
      await api.call(REGISTRATION_CALLS.sendCode, { body: { email: values.email.trim() }, auth: false });
      setWait(60);
      setNotice({ kind: 'success', text: t.codeSentTo(values.email.trim()) });
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  }

  async function submit() {
    setNotice(null);
    setTouched(new Set(ORDER));
    if (Object.keys(errors).length > 0) {
      focusFirstError(form.current, ORDER, errors);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(REGISTRATION_CALLS.simpleRegister, { body: values, auth: false });
      onDone(answer.email);
    } catch (error) {
      const name = serverField(error);
      if (name) {
        const next = { [name]: messageOf(error) };
        setServer(next);
        requestAnimationFrame(() => focusFirstError(form.current, ORDER, next));
      } else setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="acc-reg-card acc-reg-narrow" aria-labelledby="acc-reg-existing-heading">
      <h1 id="acc-reg-existing-heading">{t.joinHeading}</h1>
      <p className="acc-reg-lead">{t.joinLead}</p>
      <Form
        ref={form}
        className="acc-reg-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <div className="acc-reg-code-row">
          <TextInput label={t.accountNumber} isRequired description={t.accountNumberHint} maxLength={100} {...field('account_number')} />
          <div className="acc-reg-code-actions">
            <Button className="acc-reg-button acc-reg-button--secondary" onPress={() => void lookUp()}>
              {t.findCompany}
            </Button>
          </div>
        </div>
        {company ? <Notice kind="info">{t.company(company)}</Notice> : null}
        <div className="acc-reg-grid">
          <TextInput label={t.firstName} isRequired autoComplete="given-name" maxLength={50} {...field('first_name')} />
          <TextInput label={t.lastName} isRequired autoComplete="family-name" maxLength={50} {...field('last_name')} />
          <TextInput label={t.email} isRequired type="email" inputMode="email" autoComplete="email" maxLength={100} {...field('email')} />
          <TextInput label={t.phone} isRequired type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} {...field('phone')} />
        </div>
        <div className="acc-reg-code-row">
          <TextInput label={t.code} isRequired inputMode="numeric" autoComplete="one-time-code" maxLength={10} {...field('code')} />
          <div className="acc-reg-code-actions">
            <Button className="acc-reg-button acc-reg-button--secondary" onPress={() => void sendCode()} isDisabled={wait > 0}>
              {wait > 0 ? t.resendIn(wait) : t.sendCode}
            </Button>
          </div>
        </div>
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        <div className="acc-reg-actions">
          <Button type="submit" className="acc-reg-button" isPending={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
        </div>
      </Form>
      <p className="acc-reg-fine">
        {t.newToUs} <Link to="/register">{t.applyForTrade}</Link>.
      </p>
    </section>
  );
}
