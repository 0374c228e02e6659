import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button } from 'react-aria-components';
import { useMessages } from '@storefront/remote-kit';
import { REGISTRATION_TEXTS } from './texts';
import './sheet';

const WIDTH = 600;
const HEIGHT = 180;

/**
 * A drawn signature: a canvas taking mouse, pen and touch through pointer events (touch-action none, so a
 * finger draws instead of scrolling) plus touch events where pointer events are missing. `onChange` gets a PNG
 * data URL after each stroke, or '' when cleared.
 */
export function SignaturePad({
  label,
  describedBy,
  invalid,
  onChange,
  onBlur,
}: {
  label: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (dataUrl: string) => void;
  onBlur?: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [empty, setEmpty] = useState(true);
  const t = useMessages(REGISTRATION_TEXTS);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1d1d1f';
  }, []);

  const point = (clientX: number, clientY: number) => {
    const rect = canvas.current!.getBoundingClientRect();
    return { x: ((clientX - rect.left) / (rect.width || WIDTH)) * WIDTH, y: ((clientY - rect.top) / (rect.height || HEIGHT)) * HEIGHT };
  };
  const begin = (x: number, y: number) => {
    drawing.current = true;
    last.current = point(x, y);
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.beginPath();
    ctx.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
    ctx.fillStyle = '#1d1d1f';
    ctx.fill();
  };
  const move = (x: number, y: number) => {
    if (!drawing.current || !last.current) return;
    const next = point(x, y);
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(next.x, next.y);
      ctx.stroke();
    }
    last.current = next;
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    setEmpty(false);
    onChange(canvas.current?.toDataURL('image/png') ?? '');
  };
  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    ctx?.clearRect(0, 0, WIDTH, HEIGHT);
    setEmpty(true);
    onChange('');
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    begin(event.clientX, event.clientY);
  };

  // Browsers without pointer events (older mobile Safari): the same strokes from touch events.
  useEffect(() => {
    const node = canvas.current;
    if (!node || typeof window === 'undefined' || 'PointerEvent' in window) return;
    const start = (e: TouchEvent) => {
      e.preventDefault();
      const t = e.touches[0];
      if (t) begin(t.clientX, t.clientY);
    };
    const drag = (e: TouchEvent) => {
      e.preventDefault();
      const t = e.touches[0];
      if (t) move(t.clientX, t.clientY);
    };
    node.addEventListener('touchstart', start, { passive: false });
    node.addEventListener('touchmove', drag, { passive: false });
    node.addEventListener('touchend', end);
    return () => {
      node.removeEventListener('touchstart', start);
      node.removeEventListener('touchmove', drag);
      node.removeEventListener('touchend', end);
    };
  });

  return (
    <div className={`acc-reg-signature${invalid ? ' acc-reg-signature--invalid' : ''}`}>
      <canvas
        ref={canvas}
        className="acc-reg-signature-canvas"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        onPointerDown={onPointerDown}
        onPointerMove={(e) => move(e.clientX, e.clientY)}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
        onBlur={onBlur}
      />
      {empty ? (
        <span className="acc-reg-signature-placeholder" aria-hidden="true">
          {t.signHere}
        </span>
      ) : null}
      <span className="acc-reg-signature-line" aria-hidden="true" />
      <Button className="acc-reg-link-button acc-reg-signature-clear" onPress={clear} isDisabled={empty}>
        {t.clearSignature}
      </Button>
    </div>
  );
}
