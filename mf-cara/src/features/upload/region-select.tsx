import { useMessages } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { isArrowKey, nudgeArea, regionFromDrag, type Point, type Region } from './regions';
import { UPLOAD_TEXTS } from './texts';

interface Props {
  src: string;
  alt: string;
  /** Drawn areas as fractions of the photo (0 to 1), so they follow the photo when it is resized. */
  areas: readonly Region[];
  onDraw: (area: Region) => void;
  /** An area moved or resized from the keyboard. */
  onChange: (index: number, area: Region) => void;
  /** The area to put the focus on (a new one from the keyboard); changes to the same index focus it again. */
  focusIndex: { index: number } | null;
  /** Says a change politely (the step's status line). */
  announce: (text: string) => void;
}

/**
 * The photo with the areas drawn on it. One pointer handler serves mouse, touch and pen: a drag draws a
 * rectangle, clipped to the photo; a drag under 2 px in either axis draws nothing. Each area takes the focus:
 * the arrow keys move it and Shift with the arrow keys resizes it (the area's description says so), and each
 * change is announced politely.
 */
export function RegionSelect({ src, alt, areas, onDraw, onChange, focusIndex, announce }: Props) {
  const t = useMessages(UPLOAD_TEXTS);
  const frame = useRef<HTMLDivElement>(null);
  const start = useRef<Point | null>(null);
  const boxes = useRef<Array<HTMLSpanElement | null>>([]);
  const [draft, setDraft] = useState<Region | null>(null);
  const keysId = useId();

  useEffect(() => {
    if (focusIndex) boxes.current[focusIndex.index]?.focus();
  }, [focusIndex]);

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

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLSpanElement>) => {
    if (!isArrowKey(event.key)) return;
    event.preventDefault();
    const area = areas[index];
    if (!area) return;
    const next = nudgeArea(area, event.key, event.shiftKey);
    if (next.left === area.left && next.top === area.top && next.width === area.width && next.height === area.height) return;
    onChange(index, next);
    const pct = (v: number) => Math.round(v * 100);
    announce(event.shiftKey ? t.areaResized(index + 1, pct(next.width), pct(next.height)) : t.areaMoved(index + 1, pct(next.left), pct(next.top)));
  };

  return (
    <>
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
          <span
            key={i}
            ref={(node) => {
              boxes.current[i] = node;
            }}
            className="cara-area"
            style={boxStyle(a)}
            role="group"
            aria-label={t.area(i + 1)}
            aria-describedby={keysId}
            tabIndex={0}
            onKeyDown={onKeyDown(i)}
          >
            <span className="cara-area-number" aria-hidden="true">
              {i + 1}
            </span>
          </span>
        ))}
        {draft ? <span className="cara-area cara-area--draft" style={boxStyle(draft)} aria-hidden="true" /> : null}
      </div>
      <p id={keysId} className="sf-visually-hidden">
        {t.areaKeys}
      </p>
    </>
  );
}

function boxStyle(a: Region) {
  return { left: `${a.left * 100}%`, top: `${a.top * 100}%`, width: `${a.width * 100}%`, height: `${a.height * 100}%` };
}
