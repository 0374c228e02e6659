import {
  ERR,
  IDENTITY_CALLS,
  VERIFICATION_RESEND_SECONDS,
  changeEmailRequest,
  changePhoneRequest,
  isSignedIn,
  type ContactResponse,
} from '@storefront/contracts';
import { Link, refusalOf, useShell } from '@storefront/remote-kit';
import { createElement, useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { formatPhone, messageOf } from './model';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

type Kind = 'email' | 'phone';

const WORDS: Record<Kind, { title: string; field: string; none: string; sentTo: (v: string) => string }> = {
  email: {
    title: 'Email',
    field: 'New Email',
    none: 'No email on file',
    sentTo: (v) => `We sent a verification code to ${v}. It expires in 10 minutes.`,
  },
  phone: {
    title: 'Phone',
    field: 'New Phone Number',
    none: 'No phone number on file',
    sentTo: (v) => `We sent a verification code by text message to ${v}. It expires in 10 minutes.`,
  },
};

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
  const { api } = useShell();
  const words = WORDS[kind];
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
  const shown: Errors = { ...visibleErrors(errors, touched), ...server };
  const touch = (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
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
      setNotice({ kind: 'success', text: kind === 'email' ? `Your email is verified and changed to ${contact.email}.` : `Your phone number is verified and changed to ${formatPhone(contact.phone)}.` });
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
            aria-label={current ? `Change ${words.title.toLowerCase()}` : `Add ${words.title.toLowerCase()}`}
          >
            {current ? 'Change' : 'Add'}
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
                {wait > 0 ? `Resend in ${wait}s` : sentTo ? 'Resend code' : 'Send code'}
              </Button>
            </div>
          </div>
          {sentTo ? (
            <TextInput
              name="code"
              label="Verification Code"
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
              Cancel
            </Button>
            {sentTo ? (
              <Button type="submit" className="acc-reg-button" isPending={busy}>
                {busy ? 'Verifying…' : 'Verify'}
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
      {createElement(`h${level}`, { id: headingId, className: 'acc-reg-verification-title' }, 'Account Verification')}
      <p className="acc-reg-lead">Keep your email and phone number current: we send order updates there, and SMS login codes to your phone.</p>
      {!signedIn ? (
        <p>
          Please <Link to="/login?redirect=%2FaccountSettings">log in</Link> to verify your email and phone number.
        </p>
      ) : error ? (
        <Notice kind="error">{error}</Notice>
      ) : !contact ? (
        <p className="acc-reg-muted" aria-busy="true">
          Loading your details…
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
