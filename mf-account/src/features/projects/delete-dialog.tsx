import { PROJECT_CALLS, type ProjectSummary } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { messageOf } from './project-rules';
import { PROJECT_TEXTS } from './texts';
import './sheet';

interface Props {
  /** The project to delete; null: the dialog is closed. */
  project: ProjectSummary | null;
  onDeleted(project: ProjectSummary): void;
  onClose(): void;
}

/**
 * The confirm step of deleting a project: says what goes with it, starts on Cancel (the safe answer), and keeps a
 * refusal inside the dialog.
 */
export function DeleteDialog({ project, onDeleted, onClose }: Props) {
  const t = useMessages(PROJECT_TEXTS);
  const { api } = useShell();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!project || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.call(PROJECT_CALLS.remove, { body: { project_id: project.id } });
      setPending(false);
      onDeleted(project);
    } catch (caught) {
      setPending(false);
      setError(messageOf(caught, t.notDeleted));
    }
  };

  return (
    <ModalOverlay className="sf-modal-overlay" isOpen={project !== null} onOpenChange={(open) => !open && close()} isDismissable={!pending}>
      <Modal className="sf-modal apr-modal">
        <Dialog className="sf-dialog" role="alertdialog">
          {project ? (
            <>
              <Heading slot="title" className="sf-dialog-title">
                {t.deleteTitle}
              </Heading>
              <p className="apr-modal-text">
                {t.willBeDeleted(project.name, project.customer_name, project.item_count)}
              </p>
              {error ? (
                <p className="apr-modal-error" role="alert">
                  {error}
                </p>
              ) : null}
              <div className="sf-dialog-actions">
                <Button className="sf-button sf-button--secondary" onPress={close} isDisabled={pending} autoFocus>
                  {t.cancel}
                </Button>
                <Button className="sf-button apr-danger" onPress={confirm} isPending={pending}>
                  {pending ? t.deleting : t.deleteProject}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
