import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface FiltersDrawerProps {
  /** The dialog's id: the Filters button names it in aria-controls while it is open. */
  id: string;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The footer's button ("Show 130 products"). */
  doneLabel: string;
  /** The filter panel. */
  children: ReactNode;
}

/**
 * The filters as a drawer under 992 px (react-aria's modal dialog: focus held inside, Escape and a press outside
 * close it, the focus goes back to the Filters button). Loaded when the person reaches for that button.
 */
export default function FiltersDrawer({ id, isOpen, onOpenChange, doneLabel, children }: FiltersDrawerProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="cat-drawer-overlay">
      <Modal className="cat-drawer">
        <Dialog id={id} className="cat-drawer-dialog" aria-label="Filters">
          {({ close }) => (
            <>
              <div className="cat-drawer-header">
                <Heading slot="title" level={2} className="cat-drawer-title">
                  Filters
                </Heading>
                <Button className="sf-icon-button" aria-label="Close filters" onPress={close}>
                  ×
                </Button>
              </div>
              <div className="cat-drawer-body">{children}</div>
              <div className="cat-drawer-footer">
                <Button className="sf-button cat-drawer-done" onPress={close}>
                  {doneLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
