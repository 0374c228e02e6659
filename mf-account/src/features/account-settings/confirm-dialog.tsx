import { useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useMessages } from '@storefront/remote-kit';
import { messageOf } from './settings-rules';
import { SETTINGS_TEXTS } from './texts';
import './sheet';

interface Props {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Does the change; a refusal stays inside the dialog. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

/**
 * The confirm step of a removal: says what goes, starts on Cancel (the safe answer), shows progress while the change
 * is made and ignores presses meanwhile, and keeps a refusal inside the dialog.
 */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, pendingLabel, onConfirm, onClose }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages(SETTINGS_TEXTS);

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught));
    }
  };

  return (
    <ModalOverlay className="sf-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable={!pending}>
      <Modal className="sf-modal acs-modal">
        <Dialog className="sf-dialog" role="alertdialog">
          <Heading slot="title" className="sf-dialog-title">
            {title}
          </Heading>
          <div className="acs-modal-text">{children}</div>
          {error ? (
            <p className="acs-modal-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="sf-dialog-actions">
            <Button className="sf-button sf-button--secondary" onPress={close} isDisabled={pending} autoFocus>
              {t.cancel}
            </Button>
            <Button className="sf-button acs-danger" onPress={() => void confirm()} isPending={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
