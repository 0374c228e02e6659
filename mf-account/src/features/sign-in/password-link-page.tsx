import { BRAND_TABLE, ERR, IDENTITY_CALLS, passwordProblems } from '@storefront/contracts';
import { Link, useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { SIGN_IN_TEXTS, type SignInTexts } from './texts';
import { useCompleteLogin } from './ui/after-login';
import { AuthFrame, FormMessage } from './ui/auth-frame';
import { failureOf, useFailure } from './ui/failure';
import { Field } from './ui/field';
import { focusFirstInvalid } from './ui/focus';
import { PasswordChecklist } from './ui/password-checklist';
import { SubmitButton } from './ui/submit-button';
import './sheet';

type LinkState = { kind: 'checking' } | { kind: 'expired' } | { kind: 'ready'; email: string; purpose: string };

/** The words of each screen an emailed link opens. */
function wording(t: SignInTexts, routeId: string, purpose: string, ffd: boolean, email: string): { lead: string; action: string } {
  if (routeId === 'subAccountActivation') return { lead: t.invitedLead(email), action: t.activateAccount };
  if (routeId === 'accountInformation') return { lead: t.completeLead(email), action: t.saveAndContinue };
  if (ffd) return { lead: t.ffdNewPasswordLead(email), action: t.savePassword };
  if (purpose === 'activation') return { lead: t.approvedLead(email), action: t.activateAccount };
  return { lead: t.newPasswordLead(email), action: t.setPassword };
}

/** /setPassword, /subAccountActivation, /accountInformation: a password chosen from an emailed link. */
export default function PasswordLinkPage() {
  const { api, brand, route } = useShell();
  const ffd = BRAND_TABLE[brand].features.ffdVariants;
  const t = useMessages(SIGN_IN_TEXTS);
  const token = route.query.token ?? '';
  const [link, setLink] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'expired' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useSubmit();
  const fail = useFailure();
  const complete = useCompleteLogin();

  useEffect(() => {
    if (!token) return;
    let live = true;
    api
      .call(IDENTITY_CALLS.checkLink, { body: { token }, auth: false })
      .then((answer) => live && setLink({ kind: 'ready', email: answer.email, purpose: answer.purpose }))
      .catch(() => live && setLink({ kind: 'expired' }));
    return () => {
      live = false;
    };
  }, [api, token]);

  // Once submitted, or once the re-entry was left, the messages follow what is typed.
  const problem = submitted ? passwordProblems(password)[0] : undefined;
  const passwordError = problem && t.passwordRule(problem);
  const confirmError = (submitted || (confirmTouched && confirm !== '')) && confirm !== password ? t.passwordsDontMatch : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (passwordProblems(password).length > 0 || confirm !== password) return focusFirstInvalid(form);
    void run(async () => {
      try {
        const answer = await api.call(IDENTITY_CALLS.setPassword, {
          body: { token, password, confirm_password: confirm },
          auth: false,
        });
        await complete(answer);
      } catch (error) {
        if (failureOf(error).err === ERR.LINK_EXPIRED) {
          setLink({ kind: 'expired' });
          return;
        }
        setFormError(fail(error).message);
      }
    });
  };

  if (link.kind === 'checking') {
    return (
      <AuthFrame>
        <p className="acc-lead" aria-busy="true">
          {t.checkingLink}
        </p>
      </AuthFrame>
    );
  }
  if (link.kind === 'expired') {
    return (
      <AuthFrame>
        <div className="acc-done acc-done--warning">
          <h2 className="acc-subtitle">{t.linkExpired}</h2>
          <p>{t.linksOnce}</p>
        </div>
        <Link to="/forgetPassword" className="acc-button acc-button--primary">
          {t.requestNewLink}
        </Link>
        <p className="acc-alt">
          <Link to="/login" className="acc-link">
            {t.backToLogin}
          </Link>
        </p>
      </AuthFrame>
    );
  }

  const words = wording(t, route.id, link.purpose, ffd, link.email);
  return (
    <AuthFrame lead={<p>{words.lead}</p>}>
      <Form ref={form} className="acc-form" onSubmit={submit} aria-describedby={formError ? 'acc-password-message' : undefined} validationBehavior="aria">
        <Field label={t.email} name="username" value={link.email} onChange={() => undefined} isReadOnly autoComplete="username" />
        <Field
          label={t.newPassword}
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          autoComplete="new-password"
          maxLength={20}
          description={<PasswordChecklist id="acc-password-rules" password={password} />}
        />
        <Field
          label={t.confirmPassword}
          name="confirm"
          type="password"
          value={confirm}
          onChange={setConfirm}
          onBlur={() => setConfirmTouched(true)}
          error={confirmError}
          autoComplete="new-password"
          maxLength={20}
        />
        <FormMessage id="acc-password-message">{formError}</FormMessage>
        <SubmitButton pending={pending}>{words.action}</SubmitButton>
      </Form>
    </AuthFrame>
  );
}
