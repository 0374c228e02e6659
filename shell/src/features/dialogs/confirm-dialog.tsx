import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { shellTexts } from '../../texts';
import { confirmAtom } from './dialog-store';

const ModalFrame = lazy(() => import('./modal-frame'));

/** The confirm dialog: resolves the caller's promise with the user's answer; its own words in the session's language. */
export function ConfirmDialog({ language }: { language: string }) {
  const [pending, setPending] = useAtom(confirmAtom);
  if (!pending) return null;
  const t = shellTexts(language);
  const answer = (confirmed: boolean) => {
    pending.resolve(confirmed);
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <ModalFrame title={pending.title} width={420} role="alertdialog" closeLabel={t.close} onClose={() => answer(false)}>
        <p>{pending.message}</p>
        <div className="sf-dialog-actions">
          <button type="button" className="sf-button sf-button--secondary" onClick={() => answer(false)}>
            {pending.cancelLabel ?? t.cancel}
          </button>
          <button type="button" className="sf-button" onClick={() => answer(true)}>
            {pending.confirmLabel ?? t.confirm}
          </button>
        </div>
      </ModalFrame>
    </Suspense>
  );
}
