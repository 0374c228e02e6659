import { ERR, IDENTITY_CALLS, MESSAGES, ffdRegisterRequest, passwordProblems } from '@storefront/contracts';
import { Link, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { specMessage, specMessages } from '../../ui/spec-messages';
import { useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { mergeGuestCart } from '../../ui/guest-cart-merge';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { messageOf } from './model';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

const ORDER = ['first_name', 'last_name', 'email', 'password', 'confirm_password'] as const;
type Values = Record<(typeof ORDER)[number], string>;
const CHECKLIST = [MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase] as const;

/** FFD's own sign-up (standalone): a shopper account by email and password, signed in at once. */
export function FfdRegister() {
  const { api, account, navigate, brand, events, toasts, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ first_name: '', last_name: '', email: '', password: '', confirm_password: '' });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [server, setServer] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const errors = schemaErrors(ffdRegisterRequest, values);
  if (errors.password) errors.password = passwordProblems(values.password)[0] ?? errors.password;
  if (!errors.confirm_password && values.confirm_password !== values.password) errors.confirm_password = MESSAGES.passwordsDontMatch;
  const shown: Errors = { ...specMessages(session.language, visibleErrors(errors, touched), REGISTRATION_MESSAGES_ZH), ...server };
  const problems = passwordProblems(values.password);
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (v: string) => {
      if (server[name]) setServer(({ [name]: _gone, ...rest }) => rest);
      setValues((all) => ({ ...all, [name]: v }));
    },
    onBlur: () => touch(name),
    error: shown[name],
  });

  async function submit() {
    setNotice('');
    setTouched(new Set(ORDER));
    if (Object.keys(errors).length > 0) {
      focusFirstError(form.current, ORDER, errors);
      return;
    }
    setBusy(true);
    try {
      const { confirm_password: _confirm, ...body } = values;
      const answer = await api.call(IDENTITY_CALLS.ffdRegister, { body, auth: false });
      await account.signIn(answer);
      await mergeGuestCart({ api, brand, events, toasts, language: session.language });
      navigate('/home');
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.err === ERR.EMAIL_EXISTS) {
        setServer({ email: refusal.message });
        requestAnimationFrame(() => focusFirstError(form.current, ['email'], { email: refusal.message }));
      } else setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="acc-reg-card acc-reg-narrow" aria-labelledby="acc-reg-ffd-heading">
      <h1 id="acc-reg-ffd-heading">{t.register}</h1>
      <p className="acc-reg-lead">{t.ffdLead}</p>
      <Form
        ref={form}
        className="acc-reg-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <Notice kind="error">{notice}</Notice>
        <div className="acc-reg-grid">
          <TextInput label={t.firstName} autoComplete="given-name" maxLength={50} {...field('first_name')} />
          <TextInput label={t.lastName} autoComplete="family-name" maxLength={50} {...field('last_name')} />
        </div>
        <TextInput label={t.email} isRequired type="email" inputMode="email" autoComplete="email" maxLength={254} {...field('email')} />
        <TextInput label={t.password} isRequired type="password" autoComplete="new-password" maxLength={40} {...field('password')} />
        <ul className="acc-reg-checklist" aria-label={t.passwordRules}>
          {CHECKLIST.map((rule) => {
            const ok = values.password !== '' && !problems.includes(rule);
            return (
              <li key={rule} className={ok ? 'acc-reg-ok' : undefined}>
                <span className="acc-reg-visually-hidden">{ok ? t.ruleDone : t.ruleToDo}</span>
                {specMessage(session.language, rule)}
              </li>
            );
          })}
        </ul>
        <TextInput label={t.confirmPassword} isRequired type="password" autoComplete="new-password" maxLength={40} {...field('confirm_password')} />
        <div className="acc-reg-actions">
          <Button type="submit" className="acc-reg-button acc-reg-button--wide" isPending={busy}>
            {busy ? t.creatingAccount : t.createAccount}
          </Button>
        </div>
      </Form>
      <p className="acc-reg-fine">
        {t.haveAccount} <Link to="/login">{t.signIn}</Link>.
      </p>
    </section>
  );
}
