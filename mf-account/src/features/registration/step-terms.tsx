import { REGISTRATION_CALLS, TERMS, formatFigure as fig, formatRange, submitRequest } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useRef, useState } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { Notice, TextInput, focusFirstError } from './form-kit';
import { specMessages } from '../../ui/spec-messages';
import { messageOf, type TermsValues } from './model';
import { SignaturePad } from './signature-pad';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

const ORDER = ['printed_name', 'title', 'signature', 'agree'] as const;
const ANY_ID = '00000000-0000-4000-8000-000000000000';

export const signatureOf = (values: TermsValues) => (values.signatureMode === 'draw' ? values.drawn : values.typed);

/** Step 3 rules: the contracts' submit schema (printed name, title, signature, agree). */
export function termsErrors(values: TermsValues): Errors {
  return schemaErrors(submitRequest, { registration_id: ANY_ID, printed_name: values.printed_name, title: values.title, signature: signatureOf(values), agree: values.agree });
}

function Terms() {
  return (
    <div className="acc-reg-terms" tabIndex={0} role="region" aria-label="Trade account terms and conditions">
      <h3>Trade Account Terms and Conditions</h3>
      <p>This application is for a trade account. Trade accounts are for design and furniture professionals only; there is no minimum order.</p>
      <ol>
        <li>New accounts are reviewed and approved within {fig(TERMS.accountApproval)}. Once approved, we email a link to set your password and activate the account.</li>
        <li>Orders need a valid sales tax or reseller certificate on file. Without one you may browse and add to the cart, but cannot place orders.</li>
        <li>
          Designers pay {fig(TERMS.designerDeposit)} of an order when it is placed. Card payments carry a {fig(TERMS.cardFee)} fee (none for debit cards). Late
          balances accrue interest of {fig(TERMS.lateInterest)}.
        </li>
        <li>
          An order may be cancelled within {fig(TERMS.orderCancellationWindow)} of being placed. Returns are accepted within {fig(TERMS.returnWindow)} of a return
          authorization and carry a {fig(TERMS.restockingFee)} restocking fee.
        </li>
        <li>
          Report damage within {fig(TERMS.claimWindows.damage)} of delivery, concealed damage within {fig(TERMS.claimWindows.concealedDamage)}, shortages within{' '}
          {fig(TERMS.claimWindows.shortage)}, and invoice discrepancies within {fig(TERMS.claimWindows.invoiceDiscrepancy)}.
        </li>
        <li>
          White glove deliveries need {fig(TERMS.whiteGloveCancelNotice)} notice to cancel; rescheduling with less than {fig(TERMS.whiteGloveRescheduleFeeUnder)} notice
          incurs fees.
        </li>
        <li>Refunds are issued within {formatRange(TERMS.refundTime)} of approval.</li>
      </ol>
      <p>By signing, you confirm that the information in this application is true and complete and that you are authorized to apply for the business named.</p>
    </div>
  );
}

export function StepTerms({
  values,
  onChange,
  registrationId,
  onBack,
  onDone,
}: {
  values: TermsValues;
  onChange: (next: TermsValues) => void;
  registrationId: string;
  onBack: () => void;
  onDone: (email: string) => void;
}) {
  const { api, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const errors = termsErrors(values);
  const shown = specMessages(session.language, visibleErrors(errors, touched), REGISTRATION_MESSAGES_ZH);
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));
  const text = (name: 'printed_name' | 'title') => ({
    name,
    value: values[name],
    onChange: (v: string) => onChange({ ...values, [name]: v }),
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
      const answer = await api.call(REGISTRATION_CALLS.submit, {
        body: { registration_id: registrationId, printed_name: values.printed_name, title: values.title, signature: signatureOf(values), agree: values.agree },
        auth: false,
      });
      onDone(answer.email);
    } catch (error) {
      setNotice(messageOf(error));
      requestAnimationFrame(() => form.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' }));
    } finally {
      setBusy(false);
    }
  }

  const signatureError = shown.signature;
  return (
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
      <Terms />
      <fieldset className="acc-reg-fieldset">
        <legend className="acc-reg-legend">{t.signatureSection}</legend>
        <div className="acc-reg-grid">
          <TextInput label={t.printName} isRequired autoComplete="name" maxLength={100} {...text('printed_name')} />
          <TextInput label={t.title} isRequired autoComplete="organization-title" maxLength={100} {...text('title')} />
        </div>
        <div className="acc-reg-field acc-reg-signature-field" data-field="signature">
          <span className="acc-reg-label" id="acc-reg-signature-label">
            {t.signature}<span className="acc-reg-required" aria-hidden="true"> *</span>
          </span>
          {values.signatureMode === 'draw' ? (
            <SignaturePad
              label={t.drawSignature}
              describedBy={signatureError ? 'acc-reg-signature-error' : undefined}
              invalid={Boolean(signatureError)}
              onChange={(drawn) => {
                onChange({ ...values, drawn });
                touch('signature');
              }}
            />
          ) : (
            <TextInput
              name="typed_signature"
              label={t.typeSignature}
              value={values.typed}
              onChange={(typed) => onChange({ ...values, typed })}
              onBlur={() => touch('signature')}
              maxLength={200}
              className="acc-reg-typed-signature"
            />
          )}
          <Button
            className="acc-reg-link-button"
            onPress={() => onChange({ ...values, signatureMode: values.signatureMode === 'draw' ? 'type' : 'draw' })}
          >
            {values.signatureMode === 'draw' ? t.typeInstead : t.drawInstead}
          </Button>
          {signatureError ? (
            <p className="acc-reg-error" id="acc-reg-signature-error" role="alert">
              {signatureError}
            </p>
          ) : null}
        </div>
        <div className="acc-reg-field" data-field="agree">
          <Checkbox
            className="acc-reg-check acc-reg-check--agree"
            isSelected={values.agree}
            onChange={(agree) => {
              onChange({ ...values, agree });
              touch('agree');
            }}
            isInvalid={Boolean(shown.agree)}
            aria-describedby={shown.agree ? 'acc-reg-agree-error' : undefined}
          >
            <span className="acc-reg-check-box" aria-hidden="true" />
            {t.agree}
          </Checkbox>
          {shown.agree ? (
            <p className="acc-reg-error" id="acc-reg-agree-error">
              {shown.agree}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="acc-reg-actions">
        <Button className="acc-reg-button acc-reg-button--secondary" onPress={onBack}>
          {t.back}
        </Button>
        <Button type="submit" className="acc-reg-button" isPending={busy}>
          {busy ? t.submitting : t.submitApplication}
        </Button>
      </div>
      <p className="acc-reg-fine">{t.signHow}</p>
    </Form>
  );
}
