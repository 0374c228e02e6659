import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { confirmAtom } from './dialog-store';

const ModalFrame = lazy(() => import('./modal-frame'));

/** The confirm dialog: resolves the caller's promise with the user's answer. */
export function ConfirmDialog() {
  const [pending, setPending] = useAtom(confirmAtom);
  if (!pending) return null;
  const answer = (confirmed: boolean) => {
    pending.resolve(confirmed);
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <ModalFrame title={pending.title} width={420} role="alertdialog" onClose={() => answer(false)}>
        <p>{pending.message}</p>
        <div className="sf-dialog-actions">
          <button type="button" className="sf-button sf-button--secondary" onClick={() => answer(false)}>
            {pending.cancelLabel ?? 'Cancel'}
          </button>
          <button type="button" className="sf-button" onClick={() => answer(true)}>
            {pending.confirmLabel ?? 'Confirm'}
          </button>
        </div>
      </ModalFrame>
    </Suspense>
  );
}
