import { ProductImage, imageAtWidth, focusOnPress, onDemand, reachHandlers, useWhenNeeded } from '@storefront/remote-kit';
import { Suspense, lazy, useRef, useState, type KeyboardEvent } from 'react';
import { viewName } from './views';

/** The full-screen zoom: no first view shows it. */
const zoomDialog = onDemand(() => import('./zoom-dialog'));
const ZoomDialog = lazy(() => zoomDialog.load());

/**
 * The product's views: the large picture (the page's first image, eager), thumbnails to switch views (arrow keys move
 * between them, Home and End jump), and a full-screen zoom (its dialog loaded when the zoom button is reached for).
 */
export function Gallery({ name, images }: { name: string; images: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const zoom = useWhenNeeded(zoomDialog);
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
        <button
          type="button"
          className="cat-gallery-zoom"
          aria-label={`Zoom into the ${viewName(index).toLowerCase()} view`}
          {...reachHandlers(zoom.reach)}
          onClick={(event) => {
            focusOnPress(event);
            zoom.reach();
            setZoomed(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
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
      {zoom.wanted || zoomed ? (
        <Suspense fallback={null}>
          <ZoomDialog name={name} images={images} index={index} onIndexChange={setIndex} isOpen={zoomed} onOpenChange={setZoomed} />
        </Suspense>
      ) : null}
    </div>
  );
}
