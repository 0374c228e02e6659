import {
  AFTER_SALES_CALLS,
  CONTACT_FIELDS,
  CONTACT_LABELS,
  CONTACT_REQUIRED,
  contactFormProblems,
  type ContactField,
  type ContactForm as ContactValues,
  type SessionSnapshot,
} from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OutcomeNotice, SubmitButton, TextField, failedOutcome, focusFirstError, useForm, useSubmit, type Outcome } from '../../ui';
import './sheet';

/** The form's starting values: empty, with the signed-in person's name and email filled in. */
function startingValues(session: SessionSnapshot): ContactValues {
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ''])) as ContactValues;
  const user = session.user;
  if (user) {
    values.full_name = `${user.firstName} ${user.lastName}`.trim();
    values.email = user.email;
  }
  return values;
}

const INPUT: Partial<Record<ContactField, { type?: 'email' | 'tel'; autoComplete?: string; multiline?: boolean }>> = {
  full_name: { autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  company_name: { autoComplete: 'organization' },
  comments: { multiline: true },
};

/**
 * The contact form (spec sections 3 and 5): full name, phone, email, order number, company name, product number and
 * comments; full name, email (valid), order number and comments required, checked as each field is left and again on
 * submit (the contracts' rules, which the api applies too). Submit shows it is sending and ignores repeat clicks;
 * then 'submitted successfully' or 'Failed to submit information, please resubmit' (section 8).
 */
export function ContactForm({ hints = {} }: { hints?: Partial<Record<ContactField, ReactNode>> }) {
  const { api, session } = useShell();
  const form = useForm(startingValues(session), contactFormProblems);
  const submit = useSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome?.kind === 'sent') noticeRef.current?.focus();
  }, [outcome]);

  const send = () =>
    submit.run(async () => {
      const problems = form.touchAll();
      if (Object.keys(problems).length > 0) {
        setOutcome(null);
        focusFirstError(formRef.current, problems);
        return;
      }
      try {
        const sent = await api.call(AFTER_SALES_CALLS.contactUs, { body: form.values });
        form.reset(startingValues(session));
        setOutcome({ kind: 'sent', reference: sent.reference });
      } catch (error) {
        setOutcome(failedOutcome(error));
      }
    });

  return (
    <form
      ref={formRef}
      className="afs-form"
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <OutcomeNotice outcome={outcome} noticeRef={noticeRef} />
      <p className="afs-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sf-visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="afs-grid">
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={CONTACT_LABELS[field]}
            value={form.values[field]}
            onChange={(value) => form.update((v) => ({ ...v, [field]: value }))}
            onBlur={() => form.touch(field)}
            error={form.shown[field]}
            required={CONTACT_REQUIRED.includes(field)}
            hint={hints[field]}
            {...INPUT[field]}
          />
        ))}
      </div>
      <div className="afs-actions">
        <SubmitButton pending={submit.pending} />
      </div>
    </form>
  );
}
