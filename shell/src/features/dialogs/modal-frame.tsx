import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  title: string;
  /** The close button's name, in the session's language. */
  closeLabel?: string;
  onClose(): void;
  children: ReactNode;
  width?: number;
  height?: number | null;
  role?: 'dialog' | 'alertdialog';
}

/** An accessible modal: focus trapped and restored, Escape and the close button dismiss it. */
export default function ModalFrame({ title, closeLabel = 'Close', onClose, children, width = 840, height = null, role = 'dialog' }: Props) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="sf-modal-overlay"
    >
      <Modal className="sf-modal" style={{ width: `min(${width}px, calc(100vw - 32px))`, minHeight: height ? `min(${height}px, calc(100vh - 32px))` : undefined }}>
        <Dialog className="sf-dialog" role={role}>
          <header className="sf-dialog-header">
            <Heading slot="title" level={2} className="sf-dialog-title">
              {title}
            </Heading>
            <Button className="sf-icon-button" aria-label={closeLabel} onPress={onClose}>
              ×
            </Button>
          </header>
          <div className="sf-dialog-body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
