import { useEffect, useRef, type ReactNode } from 'react';
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

/**
 * Gives the focus back to what had it when the modal opened, once the modal is gone. react-aria restores it a frame
 * after the modal unmounts, but the page outside the modal is inert until a passive effect's cleanup, which may come
 * after that frame (a dialog closed from an answer, not a press): the restore then lands on nothing. This runs once
 * those cleanups are done; it leaves the focus alone when something else has it.
 */
function useFocusBackToOpener(): void {
  const opener = useRef(typeof document === 'undefined' ? null : document.activeElement);
  useEffect(
    () => () => {
      const node = opener.current;
      queueMicrotask(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && node instanceof HTMLElement && node.isConnected && !node.closest('[inert]')) node.focus({ preventScroll: true });
      });
    },
    [],
  );
}

/** An accessible modal: focus trapped and restored, Escape and the close button dismiss it. */
export default function ModalFrame({ title, closeLabel = 'Close', onClose, children, width = 840, height = null, role = 'dialog' }: Props) {
  useFocusBackToOpener();
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
