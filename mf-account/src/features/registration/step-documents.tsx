import { DISTRICTS, FILE_RULES, REGISTRATION_CALLS, REGISTRATION_MAX_FILES, REGISTRATION_MESSAGES, secondCheckRequest } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useRef, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ComboInput, Notice, TextInput, focusFirstError } from './form-kit';
import { CertificateUploadList, useCertificateUploads, type Upload } from '../../ui/certificate-uploads';
import { specMessage, specMessages } from '../../ui/spec-messages';
import { messageOf, type DocumentValues } from './model';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

const ORDER = ['reseller_number', 'state_of_registration', 'sales_tax_number', 'file_ids'] as const;
const RULES = FILE_RULES.certificate;

/** Step 2 rules: the contracts' schema, and every upload finished (spec section 5). */
export function documentErrors(values: DocumentValues, uploads: readonly Upload[]): Errors {
  if (uploads.some((u) => u.status !== 'done')) {
    return { ...schemaErrors(secondCheckRequest, { ...values, registration_id: '00000000-0000-4000-8000-000000000000', file_ids: ['00000000-0000-4000-8000-000000000000'] }), file_ids: REGISTRATION_MESSAGES.uploadUnfinished };
  }
  const errors = schemaErrors(secondCheckRequest, {
    ...values,
    registration_id: '00000000-0000-4000-8000-000000000000',
    file_ids: uploads.map((u) => u.fileId),
  });
  return errors;
}

export function StepDocuments({
  values,
  onChange,
  uploads,
  setUploads,
  country,
  registrationId,
  onBack,
  onDone,
}: {
  values: DocumentValues;
  onChange: (next: DocumentValues) => void;
  uploads: readonly Upload[];
  setUploads: (update: (list: Upload[]) => Upload[]) => void;
  country: string;
  registrationId: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const { api, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const errors = documentErrors(values, uploads);
  const shown = specMessages(session.language, visibleErrors(errors, touched), REGISTRATION_MESSAGES_ZH);
  const touch = (name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name)));
  const text = (name: keyof DocumentValues) => ({
    name,
    value: values[name],
    onChange: (v: string) => onChange({ ...values, [name]: v }),
    onBlur: () => touch(name),
    error: shown[name],
  });

  const say = (message: string) => specMessage(session.language, message, REGISTRATION_MESSAGES_ZH);
  const files = useCertificateUploads({
    uploads,
    setUploads,
    limit: REGISTRATION_MAX_FILES,
    tooMany: () => say(REGISTRATION_MESSAGES.tooManyFiles),
    say,
    onAdd: () => touch('file_ids'),
    // An uploaded file is deleted on the server too: the application no longer names it.
    onRemove: (upload) => {
      if (upload.fileId) void api.call(REGISTRATION_CALLS.fileDel, { body: { file_id: upload.fileId }, auth: false }).catch(() => undefined);
    },
  });

  async function next() {
    setNotice('');
    setTouched(new Set(ORDER));
    if (Object.keys(errors).length > 0) {
      focusFirstError(form.current, ORDER, errors);
      return;
    }
    setBusy(true);
    try {
      await api.call(REGISTRATION_CALLS.secondCheck, {
        body: { ...values, registration_id: registrationId, file_ids: uploads.flatMap((u) => (u.fileId ? [u.fileId] : [])) },
        auth: false,
      });
      onDone();
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      ref={form}
      className="acc-reg-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void next();
      }}
    >
      <Notice kind="error">{notice}</Notice>
      <fieldset className="acc-reg-fieldset">
        <legend className="acc-reg-legend">{t.salesTax}</legend>
        <div className="acc-reg-grid">
          <TextInput label={t.resellerNumber} maxLength={50} {...text('reseller_number')} />
          <ComboInput label={t.stateOfRegistration} options={DISTRICTS[country] ?? []} allowsCustomValue {...text('state_of_registration')} />
          <TextInput label={t.salesTaxNumber} maxLength={50} {...text('sales_tax_number')} />
        </div>
      </fieldset>

      <fieldset className="acc-reg-fieldset" data-field="file_ids">
        <legend className="acc-reg-legend">
          {t.certificate}<span className="acc-reg-required" aria-hidden="true"> *</span>
        </legend>
        <CertificateUploadList
          uploads={files}
          label={t.certificateFiles}
          rules={t.uploadRules(REGISTRATION_MAX_FILES, RULES.maxBytes / 1024 / 1024)}
          error={shown.file_ids}
          prefix="acc-reg"
          chooseClass="acc-reg-button acc-reg-button--secondary"
          roomy
        />
      </fieldset>

      <div className="acc-reg-actions">
        <Button className="acc-reg-button acc-reg-button--secondary" onPress={onBack}>
          {t.back}
        </Button>
        <Button type="submit" className="acc-reg-button" isPending={busy}>
          {busy ? t.saving : t.next}
        </Button>
      </div>
    </Form>
  );
}
