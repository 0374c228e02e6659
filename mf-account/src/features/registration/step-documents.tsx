import {
  DISTRICTS,
  FILE_RULES,
  REGISTRATION_CALLS,
  REGISTRATION_MAX_FILES,
  REGISTRATION_MESSAGES,
  acceptedTypes,
  fileProblem,
  secondCheckRequest,
  uploadFile,
} from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useRef, useState } from 'react';
import { Button, DropZone, FileTrigger, Form, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { ComboInput, Notice, TextInput, focusFirstError } from './form-kit';
import { specMessage, specMessages } from '../../ui/spec-messages';
import { isAbort, messageOf, type DocumentValues, type Upload } from './model';
import { REGISTRATION_MESSAGES_ZH, REGISTRATION_TEXTS } from './texts';
import { schemaErrors, visibleErrors, type Errors } from './validation';
import './sheet';

const ORDER = ['reseller_number', 'state_of_registration', 'sales_tax_number', 'file_ids'] as const;
const RULES = FILE_RULES.certificate;
let uploadSeq = 0;

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

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
  const { api, brand, session } = useShell();
  const t = useMessages(REGISTRATION_TEXTS);
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState('');
  const [pickNotice, setPickNotice] = useState('');
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

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function start(upload: Upload, file: File) {
    const controller = new AbortController();
    patch(upload.key, { status: 'uploading', progress: 0, error: undefined, controller });
    uploadFile(file, { purpose: 'certificate', brand, session, signal: controller.signal, onProgress: (p) => patch(upload.key, { progress: p }) })
      .then((answer) => patch(upload.key, { status: 'done', progress: 1, fileId: answer.file_id, controller: undefined }))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        patch(upload.key, { status: 'failed', error: messageOf(error), controller: undefined });
      });
  }

  function add(files: File[]) {
    setPickNotice('');
    touch('file_ids');
    const room = REGISTRATION_MAX_FILES - uploads.length;
    if (files.length > room) setPickNotice(specMessage(session.language, REGISTRATION_MESSAGES.tooManyFiles, REGISTRATION_MESSAGES_ZH));
    const fresh: Array<{ upload: Upload; file: File }> = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = fileProblem('certificate', file);
      const upload: Upload = { key: `u${++uploadSeq}`, name: file.name, size: file.size, status: problem ? 'failed' : 'uploading', progress: 0, file };
      if (problem) upload.error = specMessage(session.language, problem, REGISTRATION_MESSAGES_ZH);
      fresh.push({ upload, file });
    }
    setUploads((list) => [...list, ...fresh.map((f) => f.upload)]);
    for (const { upload, file } of fresh) if (upload.status === 'uploading') start(upload, file);
  }

  async function remove(upload: Upload) {
    upload.controller?.abort();
    setUploads((list) => list.filter((u) => u.key !== upload.key));
    setPickNotice('');
    if (upload.fileId) await api.call(REGISTRATION_CALLS.fileDel, { body: { file_id: upload.fileId }, auth: false }).catch(() => undefined);
  }

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

  const dropFiles = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter((i): i is FileDropItem => i.kind === 'file').map((i) => i.getFile()));
    add(files);
  };
  const full = uploads.length >= REGISTRATION_MAX_FILES;

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
        <p className="acc-reg-hint" id="acc-reg-upload-rules">
          {t.uploadRules(REGISTRATION_MAX_FILES, RULES.maxBytes / 1024 / 1024)}
        </p>
        <DropZone
          className={`acc-reg-dropzone${shown.file_ids ? ' acc-reg-dropzone--invalid' : ''}`}
          onDrop={(event) => void dropFiles(event.items)}
          getDropOperation={() => (full ? 'cancel' : 'copy')}
          aria-label={t.dropHere}
        >
          <div className="acc-reg-dropzone-inner">
            <span className="acc-reg-dropzone-icon" aria-hidden="true" />
            <Text slot="label" className="acc-reg-dropzone-text">
              {t.dragHere}
            </Text>
            <FileTrigger acceptedFileTypes={acceptedTypes('certificate')} allowsMultiple onSelect={(list) => add(list ? Array.from(list) : [])}>
              <Button className="acc-reg-button acc-reg-button--secondary" isDisabled={full} aria-describedby="acc-reg-upload-rules">
                {t.chooseFiles}
              </Button>
            </FileTrigger>
          </div>
        </DropZone>
        {pickNotice ? <Notice kind="error">{pickNotice}</Notice> : null}
        {uploads.length > 0 ? (
          <ul className="acc-reg-files" aria-label={t.certificateFiles}>
            {uploads.map((u) => (
              <li key={u.key} className={`acc-reg-file acc-reg-file--${u.status}`}>
                <span className="acc-reg-file-icon" aria-hidden="true">
                  {u.name.toLowerCase().endsWith('.pdf') ? 'PDF' : 'IMG'}
                </span>
                <span className="acc-reg-file-main">
                  <span className="acc-reg-file-name">{u.name}</span>
                  <span className="acc-reg-file-meta">
                    {sizeText(u.size)}
                    {' · '}
                    {u.status === 'uploading' ? t.uploadingPercent(Math.round(u.progress * 100)) : u.status === 'done' ? t.uploaded : <span className="acc-reg-file-error">{u.error ?? t.uploadFailed}</span>}
                  </span>
                  {u.status === 'uploading' ? (
                    <span className="acc-reg-progress" role="progressbar" aria-label={t.uploadingFile(u.name)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(u.progress * 100)}>
                      <span style={{ width: `${Math.round(u.progress * 100)}%` }} />
                    </span>
                  ) : null}
                </span>
                <span className="acc-reg-file-actions">
                  {u.status === 'failed' && u.file && !fileProblem('certificate', u.file) ? (
                    <Button className="acc-reg-link-button" onPress={() => start(u, u.file!)} aria-label={t.uploadAgain(u.name)}>
                      {t.retry}
                    </Button>
                  ) : null}
                  <Button className="acc-reg-link-button" onPress={() => void remove(u)} aria-label={t.removeFile(u.name)}>
                    {t.remove}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {shown.file_ids ? (
          <p className="acc-reg-error" role="alert">
            {shown.file_ids}
          </p>
        ) : null}
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
