import {
  AFTER_SALES_CALLS,
  SAMPLE_LABELS,
  SAMPLE_REQUIRED,
  sampleFormProblems,
  sampleItemKey,
  type SampleForm as SampleValues,
  type SampleField,
  type SampleItem,
  type SessionSnapshot,
} from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { OutcomeNotice, SubmitButton, TextField, failedOutcome, focusFirstError, useForm, useSubmit, type Outcome } from '../../ui';
import './sheet';

const EMPTY_ITEM: SampleItem = { item_number: '', finish_name: '' };

/** The form's starting values: one empty item, with the signed-in person's name and email filled in. */
function startingValues(session: SessionSnapshot): SampleValues {
  const user = session.user;
  return {
    full_name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    company_name: '',
    full_address: '',
    comments: '',
    items: [{ ...EMPTY_ITEM }],
  };
}

/**
 * The sample request (spec sections 3 and 5): full name, email, item number, finish name, company name, full address
 * and comments; all but the email required, checked as each field is left and again on submit (the contracts' rules,
 * which the api applies too). `maxItems` above 1 (JC's form) lists several samples, each an item number with its
 * finish, added and removed in place.
 */
export function SampleForm({ maxItems }: { maxItems: number }) {
  const { api, session } = useShell();
  const form = useForm(startingValues(session), sampleFormProblems);
  const submit = useSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  /** The item whose Item Number takes focus after the list changed (the new one, or the one before a removed one). */
  const focusItem = useRef<number | null>(null);
  const several = maxItems > 1;
  const items = form.values.items;

  useEffect(() => {
    if (outcome?.kind === 'sent') noticeRef.current?.focus();
  }, [outcome]);

  useEffect(() => {
    const at = focusItem.current;
    if (at === null) return;
    focusItem.current = null;
    formRef.current?.querySelector<HTMLInputElement>(`[data-field="${sampleItemKey(at, 'item_number')}"] input`)?.focus();
  }, [items.length]);

  const setField = (field: SampleField, value: string) => form.update((v) => ({ ...v, [field]: value }));
  const setItem = (index: number, field: keyof SampleItem, value: string) =>
    form.update((v) => ({ ...v, items: v.items.map((item, i) => (i === index ? { ...item, [field]: value } : item)) }));
  const addItem = () => {
    if (items.length >= maxItems) return;
    focusItem.current = items.length;
    form.update((v) => ({ ...v, items: [...v.items, { ...EMPTY_ITEM }] }));
  };
  const removeItem = (index: number) => {
    focusItem.current = Math.max(0, index - 1);
    form.update((v) => ({ ...v, items: v.items.filter((_, i) => i !== index) }));
  };

  const send = () =>
    submit.run(async () => {
      const problems = form.touchAll();
      if (Object.keys(problems).length > 0) {
        setOutcome(null);
        focusFirstError(formRef.current, problems);
        return;
      }
      try {
        const sent = await api.call(AFTER_SALES_CALLS.sampleRequest, { body: form.values });
        form.reset(startingValues(session));
        setOutcome({ kind: 'sent', reference: sent.reference });
      } catch (error) {
        setOutcome(failedOutcome(error));
      }
    });

  const field = (name: SampleField, more: { type?: 'email'; autoComplete?: string; multiline?: boolean } = {}) => (
    <TextField
      name={name}
      label={SAMPLE_LABELS[name]}
      value={form.values[name]}
      onChange={(value) => setField(name, value)}
      onBlur={() => form.touch(name)}
      error={form.shown[name]}
      required={SAMPLE_REQUIRED.includes(name)}
      {...more}
    />
  );

  const itemFields = (item: SampleItem, index: number) =>
    (['item_number', 'finish_name'] as const).map((name) => {
      const key = sampleItemKey(index, name);
      return (
        <TextField
          key={key}
          name={key}
          label={SAMPLE_LABELS[name]}
          value={item[name]}
          onChange={(value) => setItem(index, name, value)}
          onBlur={() => form.touch(key)}
          error={form.shown[key]}
          required
        />
      );
    });

  return (
    <form
      ref={formRef}
      className="afs-form"
      noValidate
      aria-label="Sample request form"
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
        {field('full_name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {several ? (
          <div className="asr-items">
            {items.map((item, index) => (
              <fieldset key={index} className="asr-item">
                <legend>Sample {index + 1}</legend>
                <div className="afs-grid">{itemFields(item, index)}</div>
                {items.length > 1 ? (
                  <div className="asr-item-actions">
                    <button type="button" className="asr-text-button" onClick={() => removeItem(index)}>
                      Remove sample {index + 1}
                    </button>
                  </div>
                ) : null}
              </fieldset>
            ))}
            <div className="asr-items-foot">
              {items.length < maxItems ? (
                <button type="button" className="asr-text-button" onClick={addItem}>
                  Add another sample
                </button>
              ) : null}
              <p aria-live="polite">
                {items.length} of {maxItems} samples
              </p>
            </div>
          </div>
        ) : (
          itemFields(items[0] ?? EMPTY_ITEM, 0)
        )}
        {field('company_name', { autoComplete: 'organization' })}
        {field('full_address', { multiline: true, autoComplete: 'street-address' })}
        {field('comments', { multiline: true })}
      </div>
      <div className="afs-actions">
        <SubmitButton pending={submit.pending} />
      </div>
    </form>
  );
}
