import {
  ACCOUNT_CALLS,
  ACCOUNT_SETTINGS_MESSAGES,
  CERTIFICATE_FILES_PER_ADD,
  CERTIFICATE_MAX,
  FILE_RULES,
  REGISTRATION_MESSAGES,
  type Certificate,
  type CertificateListResponse,
} from '@storefront/contracts';
import { useMessages, useShell, useSubmit } from '@storefront/remote-kit';
import { CertificateUploadList, sizeText, useCertificateUploads, type Upload } from '../../ui/certificate-uploads';
import { specMessage } from '../../ui/spec-messages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { ConfirmDialog } from './confirm-dialog';
import { Heading, Notice, SubmitButton, TextInput } from './form-kit';
import { megabytes, messageOf, shortDate } from './settings-rules';
import { openPrivateFile } from './private-file';
import { SETTINGS_MESSAGES_ZH, SETTINGS_TEXTS, type SettingsTexts } from './texts';
import './sheet';

type ListState = { status: 'loading' } | { status: 'ready'; list: Certificate[]; max: number } | { status: 'failed'; message: string };

const RULES = FILE_RULES.certificate;

/** What a certificate says beside its name: where it came from and what it certifies. */
function certificateFacts(c: Certificate, t: SettingsTexts, language: string): string {
  const facts = [c.source === 'registration' ? t.sentWithRegistration : t.added(shortDate(c.created_at, language)), sizeText(c.size)];
  if (c.reseller_number) facts.push(t.resellerNumberOf(c.reseller_number));
  if (c.state_of_registration) facts.push(t.stateOf(c.state_of_registration));
  if (c.sales_tax_number) facts.push(t.salesTaxNumberOf(c.sales_tax_number));
  return facts.join(' · ');
}

/**
 * New certificates: files uploaded as soon as they are chosen or dropped (each with its progress, a retry and a
 * removal), what they certify, then put on file together. Nothing is put on file while an upload is unfinished.
 */
function CertificateUpload({ level, room, onSaved }: { level: number; room: number; onSaved(answer: CertificateListResponse): void }) {
  const { api, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const own = (message: string) => specMessage(session.language, message, SETTINGS_MESSAGES_ZH);
  const headingId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [details, setDetails] = useState({ reseller_number: '', state_of_registration: '', sales_tax_number: '' });
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { pending, run } = useSubmit();
  const live = useRef(uploads);
  useEffect(() => {
    live.current = uploads;
  }, [uploads]);
  // Uploads under way stop when the section goes.
  useEffect(() => () => live.current.forEach((u) => u.controller?.abort()), []);

  const files = useCertificateUploads({
    uploads,
    setUploads,
    limit: Math.min(room, CERTIFICATE_FILES_PER_ADD),
    tooMany: (space) => own(space <= 0 || room < CERTIFICATE_FILES_PER_ADD ? ACCOUNT_SETTINGS_MESSAGES.certificateLimit : REGISTRATION_MESSAGES.tooManyFiles),
    say: own,
    onAdd: () => {
      setProblem('');
      setNotice(null);
    },
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (uploads.length === 0) return setProblem(own(ACCOUNT_SETTINGS_MESSAGES.certificateFiles));
    if (uploads.some((u) => u.status !== 'done')) return setProblem(own(REGISTRATION_MESSAGES.uploadUnfinished));
    setProblem('');
    void run(async () => {
      try {
        const answer = await api.call(ACCOUNT_CALLS.certificateAdd, { body: { file_ids: uploads.map((u) => u.fileId!), ...details } });
        setUploads([]);
        setDetails({ reseller_number: '', state_of_registration: '', sales_tax_number: '' });
        onSaved(answer);
      } catch (error) {
        setNotice({ kind: 'error', text: messageOf(error) });
      }
    });
  };

  const detail = (name: keyof typeof details, label: string, max: number) => (
    <TextInput name={name} label={label} maxLength={max} value={details[name]} onChange={(value) => setDetails((d) => ({ ...d, [name]: value }))} />
  );
  return (
    <section className="acs-card" aria-labelledby={headingId}>
      <Heading level={level + 1} id={headingId} className="acs-card-title">
        {t.addCertificates}
      </Heading>
      <Form className="acs-form" onSubmit={save}>
        <CertificateUploadList
          uploads={files}
          label={t.filesToAdd}
          rules={t.certificateRules(megabytes(RULES.maxBytes), CERTIFICATE_FILES_PER_ADD)}
          error={problem}
          disabled={pending}
          prefix="acs"
          chooseClass="sf-button sf-button--secondary sf-button--small"
        />
        <div className="acs-grid">
          {detail('reseller_number', t.resellerNumber, 50)}
          {detail('state_of_registration', t.stateOfRegistration, 60)}
          {detail('sales_tax_number', t.salesTaxNumber, 50)}
        </div>
        {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
        <div className="acs-actions">
          <SubmitButton pending={pending} pendingLabel={t.savingCertificates}>
            {t.saveCertificates}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/**
 * Reseller certificates (spec sections 2, 4 and 7): the certificate list (an empty list means none, and the checkout
 * asks for one), each readable and, when added here, removable behind a confirm step; and new ones uploaded.
 */
export function CertificatesSection({ level }: { level: number }) {
  const { api, brand, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  const headingId = useId();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState<Certificate | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    api.call(ACCOUNT_CALLS.certificateList, { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', ...answer }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(failure, '') });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const view = (c: Certificate) => {
    setStatus('');
    openPrivateFile(c.url, { brand, session, name: c.name || c.filename }).catch(() => setStatus(t.couldNotOpen(c.name || c.filename)));
  };

  const list = state.status === 'ready' ? state.list : [];
  const max = state.status === 'ready' ? state.max : CERTIFICATE_MAX;
  const room = max - list.length;

  return (
    <section className="acs-section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="acs-section-title">
        {t.resellerCertificates}
      </Heading>
      <p className="acs-lead">
        {t.certificatesLead}
      </p>
      <p className="acs-status" role="status">
        {status}
      </p>
      {state.status === 'loading' ? <div className="acs-skeleton" aria-hidden="true" /> : null}
      {state.status === 'failed' ? (
        <div className="acs-message" role="alert">
          <p>{state.message || t.certificatesFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' && list.length === 0 ? (
        <div className="acs-empty">
          <p>{t.noCertificate}</p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="acs-certificates" aria-label={t.resellerCertificates}>
          {list.map((c) => (
            <li key={c.id} className="acs-certificate">
              <span className="acs-file-icon" aria-hidden="true">
                {c.mime === 'application/pdf' ? 'PDF' : 'IMG'}
              </span>
              <span className="acs-file-main">
                <span className="acs-file-name">{c.name || c.filename}</span>
                <span className="acs-file-meta">{certificateFacts(c, t, session.language)}</span>
              </span>
              <Button className="sf-button sf-button--secondary sf-button--small" aria-label={t.viewWhat(c.name || c.filename)} onPress={() => view(c)}>
                {t.view}
              </Button>
              {c.source === 'settings' ? (
                <Button className="sf-button sf-button--secondary sf-button--small acs-danger-text" aria-label={t.removeWhat(c.name || c.filename)} onPress={() => setRemoving(c)}>
                  {t.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'ready' ? (
        room > 0 ? (
          <CertificateUpload
            level={level}
            room={room}
            onSaved={(answer) => {
              setState({ status: 'ready', ...answer });
              setStatus(t.certificatesSaved);
            }}
          />
        ) : (
          <p className="acs-limit">{specMessage(session.language, ACCOUNT_SETTINGS_MESSAGES.certificateLimit, SETTINGS_MESSAGES_ZH)}</p>
        )
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        title={t.removeCertificate}
        confirmLabel={t.removeCertificateButton}
        pendingLabel={t.removing}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const gone = removing!;
          const answer = await api.call(ACCOUNT_CALLS.certificateDelete, { body: { id: gone.id } });
          setRemoving(null);
          setState({ status: 'ready', ...answer });
          setStatus(t.removed(gone.name || gone.filename));
          requestAnimationFrame(() => document.getElementById(headingId)?.focus());
        }}
      >
        {removing ? <p>{t.willBeRemoved(removing.name || removing.filename)}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
