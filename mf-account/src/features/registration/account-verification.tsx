import {
  ERR,
  IDENTITY_CALLS,
  VERIFICATION_RESEND_SECONDS,
  changeEmailRequest,
  changePhoneRequest,
  isSignedIn,
  type ContactResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { createElement, useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { specMessages } from '../../ui/spec-messages';
import { formatPhone, messageOf } from './model';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import { VERIFICATION_TEXTS } from './verification-texts';
import './sheet';

type Kind = 'email' | 'phone';

type VerificationTexts = (typeof VERIFICATION_TEXTS)['en'];

/** The words of each contact detail. */
function wordsOf(t: VerificationTexts, kind: Kind): { title: string; field: string; none: string; sentTo: (v: string) => string } {
  return kind === 'email'
    ? { title: t.email, field: t.newEmail, none: t.noEmail, sentTo: t.emailSentTo }
    : { title: t.phone, field: t.newPhone, none: t.noPhone, sentTo: t.phoneSentTo };
}

function serverField(kind: Kind, error: unknown): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  if (refusal.err === ERR.VERIFICATION_CODE) return 'code';
  if (kind === 'email' && (refusal.err === ERR.EMAIL_OCCUPIED || refusal.err === ERR.EMAIL_EXISTS || refusal.message.includes('email'))) return 'email';
  if (kind === 'phone' && (refusal.err === ERR.PHONE_REGISTERED || refusal.err === ERR.PHONE_INVALID || refusal.message.includes('phone'))) return 'phone';
  return null;
}

/** One contact detail: shown as it is, edited to a new value that a code sent to it proves. */
function ContactEditor({ kind, level, current, onChanged }: { kind: Kind; level: number; current: string; onChanged: (contact: ContactResponse) => void }) {
  const { api, session } = useShell();
  const t = useMessages(VERIFICATION_TEXTS);
  const words = wordsOf(t, kind);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [server, setServer] = useState<Errors>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const values = kind === 'email' ? { email: value, code } : { phone: value, code };
  const errors = schemaErrors(kind === 'email' ? changeEmailRequest : changePhoneRequest, values);
  const shown: Errors = { ...specMessages(session.language, visibleErrors(errors, touched)), ...server };
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));
  const clearServer = (name: string) => server[name] && setServer(({ [name]: _gone, ...rest }) => rest);

  function refuse(error: unknown) {
    const field = serverField(kind, error);
    if (field) {
      const next = { [field]: messageOf(error) };
      setServer(next);
      requestAnimationFrame(() => focusFirstError(form.current, [kind, 'code'], next));
    } else setNotice({ kind: 'error', text: messageOf(error) });
  }

  async function send() {
    touch(kind);
    setNotice(null);
    if (errors[kind]) {
      focusFirstError(form.current, [kind], errors);
      return;
    }
    setBusy(true);
    try {
      await api.call(IDENTITY_CALLS.verificationSendCode, { body: { [kind]: value.trim() } });
      setSentTo(value.trim());
      setWait(VERIFICATION_RESEND_SECONDS);
      setNotice({ kind: 'success', text: words.sentTo(value.trim()) });
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setTouched(new Set([kind, 'code']));
    setNotice(null);
    if (Object.keys(errors).length > 0) {
      focusFirstError(form.current, [kind, 'code'], errors);
      return;
    }
    setBusy(true);
    try {
      const contact = await api.call(kind === 'email' ? IDENTITY_CALLS.changeEmail : IDENTITY_CALLS.changePhone, { body: values });
      onChanged(contact);
      setOpen(false);
      setValue('');
      setCode('');
      setSentTo(null);
      setTouched(new Set());
      setNotice({ kind: 'success', text: kind === 'email' ? t.emailChanged(contact.email) : t.phoneChanged(formatPhone(contact.phone)) });
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="acc-reg-contact" aria-labelledby={headingId}>
      <div className="acc-reg-contact-head">
        <div>
          {createElement(`h${level}`, { id: headingId }, words.title)}
          <p className="acc-reg-contact-value">{current ? (kind === 'phone' ? formatPhone(current) : current) : <span className="acc-reg-muted">{words.none}</span>}</p>
        </div>
        {!open ? (
          <Button
            className="acc-reg-button acc-reg-button--secondary acc-reg-button--small"
            onPress={() => {
              setOpen(true);
              setNotice(null);
            }}
            aria-label={current ? t.changeWhat(words.title) : t.addWhat(words.title)}
          >
            {current ? t.change : t.add}
          </Button>
        ) : null}
      </div>
      {open ? (
        <Form
          ref={form}
          className="acc-reg-form acc-reg-contact-form"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void (sentTo ? verify() : send());
          }}
        >
          <div className="acc-reg-code-row">
            <TextInput
              name={kind}
              label={words.field}
              isRequired
              type={kind === 'email' ? 'email' : 'tel'}
              inputMode={kind === 'email' ? 'email' : 'tel'}
              autoComplete={kind === 'email' ? 'email' : 'tel-national'}
              maxLength={kind === 'email' ? 254 : 20}
              value={value}
              onChange={(v) => {
                clearServer(kind);
                setValue(v);
              }}
              onBlur={() => touch(kind)}
              error={shown[kind]}
            />
            <div className="acc-reg-code-actions">
              <Button className="acc-reg-button acc-reg-button--secondary" onPress={() => void send()} isDisabled={busy || wait > 0}>
                {wait > 0 ? t.resendIn(wait) : sentTo ? t.resendCode : t.sendCode}
              </Button>
            </div>
          </div>
          {sentTo ? (
            <TextInput
              name="code"
              label={t.code}
              isRequired
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              value={code}
              onChange={(v) => {
                clearServer('code');
                setCode(v);
              }}
              onBlur={() => touch('code')}
              error={shown.code}
            />
          ) : null}
          {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
          <div className="acc-reg-actions">
            <Button
              className="acc-reg-button acc-reg-button--secondary"
              onPress={() => {
                setOpen(false);
                setValue('');
                setCode('');
                setSentTo(null);
                setServer({});
                setTouched(new Set());
                setNotice(null);
              }}
            >
              {t.cancel}
            </Button>
            {sentTo ? (
              <Button type="submit" className="acc-reg-button" isPending={busy}>
                {busy ? t.verifying : t.verify}
              </Button>
            ) : null}
          </div>
        </Form>
      ) : notice ? (
        <Notice kind={notice.kind}>{notice.text}</Notice>
      ) : null}
    </section>
  );
}

/**
 * Account verification (spec section 5): the email and phone on file, each changed with a code sent to the new one.
 * A part of the account settings' Login and security; its heading is at `level`, each contact's one level below.
 */
export default function AccountVerification({ level = 2 }: { level?: number }) {
  const { api, session } = useShell();
  const t = useMessages(VERIFICATION_TEXTS);
  const [contact, setContact] = useState<ContactResponse | null>(null);
  const [error, setError] = useState('');
  const signedIn = isSignedIn(session);
  const headingId = useId();

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    api
      .call(IDENTITY_CALLS.userInfo, { signal: controller.signal })
      .then((info) => setContact({ email: info.user_email, phone: info.phone }))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure));
      });
    return () => controller.abort();
  }, [api, signedIn]);

  return (
    <section className="acc-reg-card acc-reg-verification" aria-labelledby={headingId}>
      {createElement(`h${level}`, { id: headingId, className: 'acc-reg-verification-title' }, t.accountVerification)}
      <p className="acc-reg-lead">{t.lead}</p>
      {!signedIn ? (
        <p>
          {t.please} <Link to="/login?redirect=%2FaccountSettings">{t.logIn}</Link>
          {t.toVerify}
        </p>
      ) : error ? (
        <Notice kind="error">{error}</Notice>
      ) : !contact ? (
        <p className="acc-reg-muted" aria-busy="true">
          {t.loadingDetails}
        </p>
      ) : (
        <div className="acc-reg-contacts">
          <ContactEditor kind="email" level={level + 1} current={contact.email} onChanged={setContact} />
          <ContactEditor kind="phone" level={level + 1} current={contact.phone} onChanged={setContact} />
        </div>
      )}
    </section>
  );
}
