import { DIALOG_TABLE, dialogTitle, type DialogProps, type ShellProps } from '@storefront/contracts';
import { useAtom } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { shellTexts } from '../../texts';
import { RemoteRegion } from '../remotes';
import { dialogAtom } from './dialog-store';

const ModalFrame = lazy(() => import('./modal-frame'));

/**
 * The dialog host: FromView, About, Contact, AddProject, SelectCust, CheckoutCust, CreateCustomer. The
 * frame is the shell's; the body is a parcel of the remote that owns the state.
 */
export function DialogHost({ shell }: { shell: ShellProps }) {
  const [open, setOpen] = useAtom(dialogAtom);
  const props = useMemo<DialogProps | null>(
    () => (open ? { ...shell, dialog: { kind: open.kind, payload: open.payload, close: () => setOpen(null) } } : null),
    [open, shell, setOpen],
  );
  if (!open || !props) return null;
  const def = DIALOG_TABLE[open.kind];
  return (
    <Suspense fallback={null}>
      <ModalFrame
        title={dialogTitle(open.kind, shell.session.language)}
        closeLabel={shellTexts(shell.session.language).close}
        width={def.width}
        height={def.height}
        onClose={() => setOpen(null)}
      >
        <div data-dialog-state={open.kind}>
          <RemoteRegion owner={def.owner} expose="dialogs" props={props} />
        </div>
      </ModalFrame>
    </Suspense>
  );
}
