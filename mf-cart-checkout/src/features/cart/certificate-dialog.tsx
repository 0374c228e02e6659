import { useState } from 'react';
import { Button, Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface CertificateDialogProps {
  onContinue(noAgain: boolean): void;
  onEdit(): void;
  onClose(): void;
}

/**
 * The certificate reminder before checkout (spec section 4): no resale certificate is on file, so the shopper may go
 * on (the order itself needs one) or add it in the account's certificate tab. Loaded when Checkout is reached for.
 */
export default function CertificateDialog({ onContinue, onEdit, onClose }: CertificateDialogProps) {
  const [noAgain, setNoAgain] = useState(false);
  return (
    <ModalOverlay className="sf-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="sf-modal crt-modal">
        <Dialog className="sf-dialog" role="alertdialog">
          <Heading slot="title" className="sf-dialog-title">
            No resale certificate on file
          </Heading>
          <p className="crt-modal-text">
            Your account has no resale certificate. You may continue to checkout, but an order can only be placed once a
            certificate is on file. Add it in your account's certificate tab.
          </p>
          <Checkbox className="crt-check" isSelected={noAgain} onChange={setNoAgain}>
            <span className="crt-check-box" aria-hidden="true" />
            Don't remind me again
          </Checkbox>
          <div className="sf-dialog-actions">
            <Button className="sf-button sf-button--secondary" onPress={onEdit}>
              Edit certificate
            </Button>
            <Button className="sf-button" onPress={() => onContinue(noAgain)} autoFocus>
              Continue
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
