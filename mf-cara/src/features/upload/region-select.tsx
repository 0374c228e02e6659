import { useRef, useState, type PointerEvent } from 'react';
import { regionFromDrag, type Point, type Region } from './regions';

interface Props {
  src: string;
  alt: string;
  /** Drawn areas as fractions of the photo (0 to 1), so they follow the photo when it is resized. */
  areas: readonly Region[];
  onDraw: (area: Region) => void;
}

/**
 * The photo with the areas drawn on it. One pointer handler serves mouse, touch and pen: a drag draws a
 * rectangle, clipped to the photo; a drag under 2 px in either axis draws nothing.
 */
export function RegionSelect({ src, alt, areas, onDraw }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const start = useRef<Point | null>(null);
  const [draft, setDraft] = useState<Region | null>(null);

  const pointAt = (event: PointerEvent) => {
    const box = (frame.current as HTMLDivElement).getBoundingClientRect();
    return { point: { x: event.clientX - box.left, y: event.clientY - box.top }, bounds: { width: box.width, height: box.height } };
  };
  const asFraction = (r: Region, b: { width: number; height: number }): Region => ({
    left: r.left / b.width,
    top: r.top / b.height,
    width: r.width / b.width,
    height: r.height / b.height,
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = pointAt(event).point;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const { point, bounds } = pointAt(event);
    const r = regionFromDrag(start.current, point, bounds);
    setDraft(r ? asFraction(r, bounds) : null);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const { point, bounds } = pointAt(event);
    const r = regionFromDrag(start.current, point, bounds);
    start.current = null;
    setDraft(null);
    if (r && bounds.width > 0 && bounds.height > 0) onDraw(asFraction(r, bounds));
  };
  const onPointerCancel = () => {
    start.current = null;
    setDraft(null);
  };

  return (
    <div
      ref={frame}
      className="cara-select-frame"
      data-testid="area-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <img src={src} alt={alt} draggable={false} className="cara-select-photo" />
      {areas.map((a, i) => (
        <span key={i} className="cara-area" style={boxStyle(a)} aria-hidden="true">
          <span className="cara-area-number">{i + 1}</span>
        </span>
      ))}
      {draft ? <span className="cara-area cara-area--draft" style={boxStyle(draft)} aria-hidden="true" /> : null}
    </div>
  );
}

function boxStyle(a: Region) {
  return { left: `${a.left * 100}%`, top: `${a.top * 100}%`, width: `${a.width * 100}%`, height: `${a.height * 100}%` };
}
