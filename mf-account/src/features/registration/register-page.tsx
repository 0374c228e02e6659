import {
  BRAND_TABLE,
  BUSINESS_TYPES,
  COUNTRIES,
  HOW_HEARD,
  REGISTRATION_BRANDS,
  REGISTRATION_CALLS,
} from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { ActivationEmail, ThankYou } from './after-submit';
import { ExistingCustomer } from './existing-customer';
import { FfdRegister } from './ffd-register';
import { EMPTY_BUSINESS, EMPTY_DOCUMENTS, EMPTY_TERMS, STEPS, type BusinessValues, type DocumentValues, type TermsValues } from './model';
import type { Upload } from '../../ui/certificate-uploads';
import { StepBusiness, type BusinessOptions } from './step-business';
import { StepDocuments } from './step-documents';
import { StepTerms } from './step-terms';
import { REGISTRATION_TEXTS } from './texts';
import './sheet';

function StepIndicator({ step }: { step: number }) {
  const t = useMessages(REGISTRATION_TEXTS);
  return (
    <ol className="acc-reg-steps" aria-label={t.registrationSteps}>
      {STEPS.map((name, i) => (
        <li key={name} className={`acc-reg-step${i === step ? ' acc-reg-step--current' : ''}${i < step ? ' acc-reg-step--done' : ''}`} aria-current={i === step ? 'step' : undefined}>
          <span className="acc-reg-step-number" aria-hidden="true">
            {i < step ? '✓' : i + 1}
          </span>
          <span className="acc-reg-step-name">
            <span className="acc-reg-visually-hidden">{t.stepOf(i + 1, STEPS.length)}</span>
            {t.step(i)}
            {i < step ? <span className="acc-reg-visually-hidden">{t.done}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The three-step trade registration (Business Information, Documents, Terms and Conditions). */
function TradeRegistration({ onSubmitted }: { onSubmitted: (email: string) => void }) {
  const { api } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const [step, setStep] = useState(0);
  const [business, setBusiness] = useState<BusinessValues>(EMPTY_BUSINESS);
  const [documents, setDocuments] = useState<DocumentValues>(EMPTY_DOCUMENTS);
  const [terms, setTerms] = useState<TermsValues>(EMPTY_TERMS);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [registrationId, setRegistrationId] = useState<string | null>(null);
  const [verified, setVerified] = useState<{ email: string; phone: string } | null>(null);
  const [options, setOptions] = useState<BusinessOptions>({ business_type: BUSINESS_TYPES, how_heard: HOW_HEARD, country: COUNTRIES, brand: REGISTRATION_BRANDS });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(REGISTRATION_CALLS.optionList, { auth: false, signal: controller.signal })
      .then((answer) => setOptions({ business_type: answer.business_type, how_heard: answer.how_heard, country: answer.country, brand: answer.brand }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api]);

  // A new step starts at its heading: scrolled to, and focused for screen readers and keyboards.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <section className="acc-reg-register" aria-labelledby="acc-reg-register-heading">
      <header className="acc-reg-register-header">
        <h1 id="acc-reg-register-heading">{t.register}</h1>
        <p className="acc-reg-lead">{t.lead}</p>
      </header>
      <StepIndicator step={step} />
      <div className="acc-reg-card">
        <h2 className="acc-reg-step-heading" ref={heading} tabIndex={-1}>
          {t.step(step)}
        </h2>
        {step === 0 ? (
          <>
            <p className="acc-reg-aside">
              {t.companyHasAccount} <Link to="/register?view=existing">{t.joinCompany}</Link>.
            </p>
            <StepBusiness
              values={business}
              onChange={setBusiness}
              options={options}
              registrationId={registrationId}
              verified={verified}
              onDone={(id, contact) => {
                setRegistrationId(id);
                setVerified(contact);
                go(1);
              }}
            />
          </>
        ) : null}
        {step === 1 && registrationId ? (
          <StepDocuments
            values={documents}
            onChange={setDocuments}
            uploads={uploads}
            setUploads={setUploads}
            country={business.country}
            registrationId={registrationId}
            onBack={() => go(0)}
            onDone={() => go(2)}
          />
        ) : null}
        {step === 2 && registrationId ? (
          <StepTerms values={terms} onChange={setTerms} registrationId={registrationId} onBack={() => go(1)} onDone={onSubmitted} />
        ) : null}
      </div>
    </section>
  );
}

/**
 * /register (data1=signup): the trade registration inside the layout, FFD's own sign-up standalone; the
 * thank-you page after submitting, the activation-email page (view=activation) and the short registration of
 * an existing trade customer (view=existing).
 */
export default function RegisterPage() {
  const { brand, route } = useShell();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const view = route.query.view;

  // Another view (the thank-you page's links) replaces the thank-you page.
  useEffect(() => setSubmitted(null), [view]);
  useEffect(() => {
    if (submitted) document.getElementById('acc-reg-done-heading')?.focus();
    if (submitted && typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  }, [submitted]);

  if (BRAND_TABLE[brand].siteType === 'ffd') return <FfdRegister />;
  if (submitted) return <ThankYou email={submitted} />;
  if (view === 'activation') return <ActivationEmail />;
  if (view === 'existing') return <ExistingCustomer onDone={setSubmitted} />;
  return <TradeRegistration onSubmitted={setSubmitted} />;
}
