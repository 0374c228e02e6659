import { useId, type ReactNode } from 'react';
import './sheet';

/**
 * A labelled text field of the after-sales forms: a native input or textarea whose label names it, whose error (shown
 * once the field was left or the form submitted) is tied to it by aria-describedby and aria-invalid, and whose
 * required mark is for the eye only (aria-required says it to everyone else). `data-field` marks it so a failed
 * submit can move to the first field in error.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  multiline = false,
  rows = 4,
  wide = false,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  required?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  rows?: number;
  wide?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    className: 'afs-input',
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete,
    onBlur,
  };
  return (
    <div className={wide || multiline ? 'afs-field afs-field--wide' : 'afs-field'} data-field={name}>
      <label className="afs-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="afs-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className="afs-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="afs-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves to the first field in error (in form order): scrolls it into view and focuses its control. */
export function focusFirstError(root: HTMLElement | null, errors: Record<string, string | undefined>): void {
  if (!root) return;
  const first = [...root.querySelectorAll<HTMLElement>('[data-field]')].find((field) => errors[field.dataset.field ?? '']);
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}
