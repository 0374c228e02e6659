import { imageAtWidth } from '@storefront/remote-kit';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { viewName } from './views';

/** The zoomed picture: the file-read path serves 1200 px for a close look. */
const ZOOM_WIDTH = 1200;

export interface ZoomDialogProps {
  name: string;
  images: readonly string[];
  index: number;
  onIndexChange(index: number): void;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The full-screen zoom of the gallery's view (react-aria's modal dialog: focus held inside, Escape closes it and the
 * focus goes back to the zoom button), with the previous and next views. Loaded when the person reaches for the zoom.
 */
export default function ZoomDialog({ name, images, index, onIndexChange, isOpen, onOpenChange }: ZoomDialogProps) {
  const current = images[index] ?? images[0] ?? '';
  return (
    <ModalOverlay className="cat-zoom-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="cat-zoom-modal">
        <Dialog className="cat-zoom-dialog">
          {({ close }) => (
            <>
              <div className="cat-zoom-bar">
                <Heading slot="title" className="cat-zoom-title">
                  {name} <span>· {viewName(index)}</span>
                </Heading>
                {images.length > 1 ? (
                  <>
                    <Button className="cat-zoom-nav" onPress={() => onIndexChange((index - 1 + images.length) % images.length)} aria-label="Previous view">
                      ‹
                    </Button>
                    <Button className="cat-zoom-nav" onPress={() => onIndexChange((index + 1) % images.length)} aria-label="Next view">
                      ›
                    </Button>
                  </>
                ) : null}
                <Button className="cat-zoom-close" onPress={close} aria-label="Close">
                  ×
                </Button>
              </div>
              <img className="cat-zoom-image" src={imageAtWidth(current, ZOOM_WIDTH)} alt={`${name}, ${viewName(index).toLowerCase()} view`} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
