import { useAtomValue } from 'jotai';
import { toastsAtom } from './toast-store';

/** Toasts, announced to screen readers: errors assertively, the rest politely. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="sf-toasts">
      <div role="status" aria-live="polite">
        {toasts
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <p key={t.id} className={`sf-toast sf-toast--${t.kind}`}>
              {t.message}
            </p>
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <p key={t.id} className="sf-toast sf-toast--error">
              {t.message}
            </p>
          ))}
      </div>
    </div>
  );
}
