import { FILE_RULES, SERVICE_MESSAGES, acceptedTypes, fileProblem } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useId, useRef, type ReactNode } from 'react';
import { uploadsState, type Uploads } from './use-uploads';
import './sheet';

const MB = FILE_RULES.service.maxBytes / 1024 / 1024;

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** When a step was taken, in the reader's time. */
export function stepTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A visitor's view of a signed-in page: what it is for, and a link to log in and come back. */
export function SignInNotice({ doing, back }: { doing: string; back: string }) {
  return (
    <p className="asr-message">
      Please <Link to={`/login?redirect=${encodeURIComponent(back)}`}>log in</Link> to {doing}.
    </p>
  );
}

/** A labelled native select (decision 026) with its error tied to it. */
export function SelectField({
  name,
  label,
  value,
  onChange,
  error,
  children,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="afs-field" data-field={name}>
      <label className="afs-label" htmlFor={id}>
        {label}
        <span className="afs-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        name={name}
        className="afs-input"
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="afs-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Photos (or the repair bill's pictures) of purpose `service`: jpg/png, up to `max`, 10M each, each uploaded as soon as
 * it is chosen, with a preview, its progress, Retry when it failed and Remove. While uploads are in progress or failed
 * the field says so (section 5); `error` is the form's problem with the field (none chosen, or a submit too early).
 */
export function PhotoField({
  name,
  legend,
  addLabel = 'Add photos',
  max,
  uploads,
  error,
}: {
  name: string;
  legend: string;
  addLabel?: string;
  max: number;
  uploads: Uploads;
  error?: string | undefined;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const state = uploadsState(uploads.uploads);
  const full = uploads.uploads.length >= max;
  const uploading = uploads.uploads.filter((u) => u.status === 'uploading').length;
  return (
    <fieldset className="asr-photos afs-field--wide" data-field={name} aria-describedby={error ? errorId : undefined}>
      <legend className="afs-label">
        {legend}
        <span className="afs-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className="afs-hint">
        JPG or PNG, up to {max} files of {MB} MB each. Each one uploads as soon as you add it.
      </p>
      <div className="asr-photo-pick">
        <input
          ref={input}
          id={inputId}
          className="asr-file-input"
          type="file"
          multiple
          accept={acceptedTypes('service').join(',')}
          disabled={full}
          aria-describedby={hintId}
          onChange={(event) => {
            uploads.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={`sf-button sf-button--secondary asr-file-label${full ? ' asr-file-label--off' : ''}`}>
          {addLabel}
        </label>
        <span className="asr-photo-count">
          {uploads.uploads.length} of {max}
        </span>
      </div>
      {uploads.notice ? (
        <p className="afs-field-error" role="alert">
          {uploads.notice}
        </p>
      ) : null}
      {uploads.uploads.length > 0 ? (
        <ul className="asr-photo-list" aria-label={legend}>
          {uploads.uploads.map((u) => (
            <li key={u.key} className={`asr-photo asr-photo--${u.status}`}>
              {u.preview ? <img className="asr-photo-preview" src={u.preview} alt={u.name} /> : <span className="asr-photo-preview asr-photo-preview--none" aria-hidden="true" />}
              <span className="asr-photo-main">
                <span className="asr-photo-name">{u.name}</span>
                <span className="asr-photo-meta">
                  {sizeText(u.size)}
                  {' · '}
                  {u.status === 'uploading' ? `Uploading ${Math.round(u.progress * 100)}%` : u.status === 'done' ? 'Uploaded' : <span className="asr-photo-error">{u.error ?? 'Upload failed'}</span>}
                </span>
                {u.status === 'uploading' ? (
                  <span className="asr-progress" role="progressbar" aria-label={`Uploading ${u.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(u.progress * 100)}>
                    <span style={{ width: `${Math.round(u.progress * 100)}%` }} />
                  </span>
                ) : null}
              </span>
              <span className="asr-photo-actions">
                {u.status === 'failed' && !fileProblem('service', u.file) ? (
                  <button type="button" className="asr-link-button" aria-label={`Upload ${u.name} again`} onClick={() => uploads.retry(u.key)}>
                    Retry
                  </button>
                ) : null}
                <button
                  type="button"
                  className="asr-link-button"
                  aria-label={`Remove ${u.name}`}
                  onClick={() => {
                    uploads.remove(u.key);
                    input.current?.focus();
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {state !== 'done' && !error ? (
        <p className="asr-upload-warning" role="status">
          {state === 'uploading' ? `${uploading === 1 ? 'A photo is' : `${uploading} photos are`} still uploading.` : SERVICE_MESSAGES.uploadFailed}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="afs-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Moves to the first field in error (in form order), selects and file pickers included. */
export function focusFirstProblem(root: HTMLElement | null, errors: Record<string, string | undefined>): void {
  const first = root ? [...root.querySelectorAll<HTMLElement>('[data-field]')].find((field) => errors[field.dataset.field ?? '']) : undefined;
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
}
