import { readUrlAtWidth } from '@storefront/contracts';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { DeskPhoto } from './desk-rules';
import './sheet';

/**
 * An item's photos as thumbnails; each opens larger in a dialog (Escape, the Close button or a click outside closes
 * it, and focus goes back to the thumbnail), with a link to the original. Each is read at the URL the api gave (a
 * signed link: one built from the file name is not served).
 */
export function PhotoGallery({ photos, label }: { photos: readonly DeskPhoto[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const nameOf = (index: number) => `${label} ${index + 1} of ${photos.length}`;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className="asd-gallery" aria-label={`${label}s`}>
        {photos.map((photo, index) => (
          <li key={photo.file_id}>
            <Button className="asd-thumb" aria-label={`View ${nameOf(index).toLowerCase()} larger`} onPress={() => setOpen(index)}>
              <img src={readUrlAtWidth(photo.url, 300)} alt={nameOf(index)} loading="lazy" />
            </Button>
          </li>
        ))}
      </ul>
      <ModalOverlay className="sf-modal-overlay" isOpen={shown !== null && shown !== undefined} onOpenChange={(isOpen) => !isOpen && setOpen(null)} isDismissable>
        <Modal className="sf-modal asd-viewer">
          <Dialog className="sf-dialog asd-viewer-dialog">
            {open !== null && shown ? (
              <>
                <Heading slot="title" className="sf-dialog-title">
                  {nameOf(open)}
                </Heading>
                <img className="asd-viewer-image" src={readUrlAtWidth(shown.url, 1200)} alt={nameOf(open)} />
                <div className="sf-dialog-actions">
                  <a className="sf-button sf-button--secondary" href={shown.url} target="_blank" rel="noreferrer">
                    Open the original
                  </a>
                  <Button className="sf-button" slot="close" autoFocus>
                    Close
                  </Button>
                </div>
              </>
            ) : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
