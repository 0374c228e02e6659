import { ProductImage, imageAtWidth } from '@storefront/remote-kit';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

const VIEW_NAMES = ['Front', 'Three-quarter', 'Side', 'Material close-up', 'Detail'];

function viewName(index: number): string {
  return VIEW_NAMES[index] ?? `View ${index + 1}`;
}

/** The zoomed picture: the file-read path serves 1200 px for a close look. */
const ZOOM_WIDTH = 1200;

/**
 * The product's views: the large picture (the page's first image, eager), thumbnails to switch views (arrow keys move
 * between them, Home and End jump), and a full-screen zoom.
 */
export function Gallery({ name, images }: { name: string; images: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[index] ?? images[0] ?? '';

  const move = (to: number) => {
    const next = (to + images.length) % images.length;
    setIndex(next);
    thumbs.current[next]?.focus();
  };
  const onThumbKey = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: images.length - 1 };
    if (event.key in keys) {
      event.preventDefault();
      move(keys[event.key] as number);
    }
  };

  return (
    <div className="cat-gallery">
      <div className="cat-gallery-stage">
        <ProductImage
          key={current}
          src={current}
          alt={`${name}, ${viewName(index).toLowerCase()} view`}
          sizes="(max-width: 991px) 100vw, 600px"
          priority={index === 0}
          width={600}
          height={450}
          className="cat-gallery-image"
        />
        <Button className="cat-gallery-zoom" onPress={() => setZoomed(true)} aria-label={`Zoom into the ${viewName(index).toLowerCase()} view`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      {images.length > 1 ? (
        <div className="cat-gallery-thumbs" role="group" aria-label="Product views">
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className="cat-gallery-thumb"
              aria-pressed={i === index}
              aria-label={`${viewName(i)} view`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
              onKeyDown={onThumbKey}
            >
              <ProductImage src={imageAtWidth(src, 100)} alt="" sizes="80px" width={80} height={60} />
            </button>
          ))}
        </div>
      ) : null}
      <ModalOverlay className="cat-zoom-overlay" isOpen={zoomed} onOpenChange={setZoomed} isDismissable>
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
                      <Button className="cat-zoom-nav" onPress={() => setIndex((index - 1 + images.length) % images.length)} aria-label="Previous view">
                        ‹
                      </Button>
                      <Button className="cat-zoom-nav" onPress={() => setIndex((index + 1) % images.length)} aria-label="Next view">
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
    </div>
  );
}
