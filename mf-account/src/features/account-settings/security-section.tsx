import { ERR, IDENTITY_CALLS, MESSAGES, changePasswordRequest, passwordProblems } from '@storefront/contracts';
import { refusalOf, useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AccountVerification } from '../registration';
import { Heading, Notice, PasswordChecklist, SubmitButton, TextInput, focusFirstInvalid } from './form-kit';
import { specMessage } from '../../ui/spec-messages';
import { messageOf } from './settings-rules';
import { SETTINGS_MESSAGES_ZH, SETTINGS_TEXTS } from './texts';
import './sheet';

/** The words the change-password call gives a missing old password ('Please enter your old password'). */
function oldPasswordRequired(): string {
  const parsed = changePasswordRequest.safeParse({ old_password: '', password: 'Aa1234567890', confirm_password: 'Aa1234567890' });
  return parsed.success ? '' : (parsed.error.issues[0]?.message ?? '');
}

/** Login and security: the password changed with the old one (spec section 5's rules and messages). */
function PasswordForm({ level }: { level: number }) {
  const { api, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const own = (message: string | undefined) => (message ? specMessage(session.language, message, SETTINGS_MESSAGES_ZH) : undefined);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [oldRefused, setOldRefused] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { pending, run } = useSubmit();

  const shows = (name: string) => submitted || touched.has(name);
  const oldError = oldRefused ?? (shows('old_password') && old === '' ? own(oldPasswordRequired()) : undefined);
  const passwordError = submitted || (touched.has('password') && password !== '') ? own(passwordProblems(password)[0]) : undefined;
  const confirmError = (submitted || (touched.has('confirm') && confirm !== '')) && confirm !== password ? own(MESSAGES.passwordsDontMatch) : undefined;
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    if (old === '' || passwordProblems(password).length > 0 || confirm !== password || oldRefused) {
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      try {
        await api.call(IDENTITY_CALLS.changePassword, { body: { old_password: old, password, confirm_password: confirm } });
        setOld('');
        setPassword('');
        setConfirm('');
        setTouched(new Set());
        setSubmitted(false);
        setNotice({ kind: 'success', text: t.passwordChanged });
      } catch (error) {
        if (refusalOf(error)?.err === ERR.OLD_PASSWORD_INCORRECT) {
          setOldRefused(own(MESSAGES.oldPasswordIncorrect) ?? null);
          focusFirstInvalid(form);
        } else setNotice({ kind: 'error', text: messageOf(error) });
      }
    });
  };

  return (
    <section className="acs-card" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId} className="acs-card-title">
        {t.password}
      </Heading>
      <Form ref={form} className="acs-form acs-form--narrow" onSubmit={submit} validationBehavior="aria">
        <TextInput
          name="old_password"
          label={t.currentPassword}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          isRequired
          value={old}
          onChange={(value) => {
            setOld(value);
            setOldRefused(null);
          }}
          onBlur={() => touch('old_password')}
          error={oldError}
        />
        <TextInput
          name="password"
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          isRequired
          value={password}
          onChange={setPassword}
          onBlur={() => touch('password')}
          error={passwordError}
          description={<PasswordChecklist id={`${headingId}-rules`} password={password} />}
        />
        <TextInput
          name="confirm"
          label={t.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          isRequired
          value={confirm}
          onChange={setConfirm}
          onBlur={() => touch('confirm')}
          error={confirmError}
        />
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        <div className="acs-actions">
          <SubmitButton pending={pending} pendingLabel={t.changingPassword}>
            {t.changePassword}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/**
 * Login and security: the password, and the account verification of the email and phone (the section the
 * registration feature keeps).
 */
export function SecuritySection({ level }: { level: number }) {
  const headingId = useId();
  const t = useMessages(SETTINGS_TEXTS);
  return (
    <section className="acs-section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="acs-section-title">
        {t.tab('security')}
      </Heading>
      <PasswordForm level={level} />
      <div className="acs-verification">
        <Suspense fallback={<p className="acs-muted">{t.loadingContact}</p>}>
          <AccountVerification level={level + 1} />
        </Suspense>
      </div>
    </section>
  );
}
