import { PHOTO_CODE_LENGTH } from '@storefront/contracts';
import { useMessages } from '@storefront/remote-kit';
import { useRef, type DragEvent, type KeyboardEvent } from 'react';
import { PHOTO_ACCEPT } from './photo-rules';
import { UPLOAD_TEXTS } from './texts';
import type { Busy, Example } from './upload-state';

interface Props {
  busy: Busy;
  dragging: boolean;
  code: string;
  /** Only a signed-in user has photo codes. */
  signedIn: boolean;
  examples: readonly Example[];
  onDragging: (over: boolean) => void;
  onFile: (file: File | undefined) => void;
  onCode: (code: string) => void;
  onSubmitCode: () => void;
  onPickExample: (example: Example) => void;
}

/** Step 1: drop or browse for a room photo, enter a photo code, or try a sample room. */
export function StepPhoto({ busy, dragging, code, signedIn, examples, onDragging, onFile, onCode, onSubmitCode, onPickExample }: Props) {
  const t = useMessages(UPLOAD_TEXTS);
  const fileInput = useRef<HTMLInputElement>(null);
  const takeFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    onFile(file);
  };

  return (
    <div className="cara-step-body">
      <div
        className={dragging ? 'cara-drop is-over' : 'cara-drop'}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          onDragging(true);
        }}
        onDragLeave={() => onDragging(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          onDragging(false);
          takeFile(e.dataTransfer.files[0]);
        }}
        aria-busy={busy === 'upload'}
      >
        <p className="cara-drop-title">{t.dropTitle}</p>
        <p className="cara-drop-hint">{t.formats}</p>
        <label className={busy ? 'cara-button is-disabled' : 'cara-button'}>
          {busy === 'upload' ? t.uploading : t.browse}
          <input
            ref={fileInput}
            type="file"
            accept={PHOTO_ACCEPT}
            className="cara-file"
            disabled={busy !== null}
            aria-label={t.browseLabel}
            onChange={(e) => takeFile(e.target.files?.[0])}
          />
        </label>
      </div>
      {signedIn ? (
        <div className="cara-code">
          <label htmlFor="cara-photo-code">{t.photoCode}</label>
          <input
            id="cara-photo-code"
            className="cara-text cara-code-input"
            maxLength={PHOTO_CODE_LENGTH}
            value={code}
            disabled={busy !== null}
            placeholder={t.codePlaceholder}
            autoComplete="off"
            onChange={(e) => onCode(e.target.value.slice(0, PHOTO_CODE_LENGTH))}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onSubmitCode();
              }
            }}
          />
          <span className="cara-code-hint">{t.codeHint}</span>
        </div>
      ) : null}
      <div className="cara-examples-howto" aria-label={t.goodAndBad} role="group">
        <figure className="cara-howto cara-howto--good">
          <RoomSketch landscape />
          <figcaption>
            <strong>{t.good}</strong> {t.goodText}
          </figcaption>
        </figure>
        <figure className="cara-howto cara-howto--bad">
          <RoomSketch landscape={false} />
          <figcaption>
            <strong>{t.bad}</strong> {t.badText}
          </figcaption>
        </figure>
      </div>
      {examples.length > 0 ? (
        <section aria-labelledby="cara-samples-title">
          <h3 id="cara-samples-title" className="cara-subtitle">
            {t.samples}
          </h3>
          <ul className="cara-samples">
            {examples.map((example, i) => (
              <li key={example.id}>
                {/* Unavailable while busy, yet focusable: a sample pressed to start a render keeps the focus. */}
                <button type="button" className="cara-sample" aria-disabled={busy !== null} onClick={() => busy === null && onPickExample(example)}>
                  <img src={example.src} alt={t.sampleRoom(i + 1)} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A small drawing of a room photo, for the good and bad examples. */
function RoomSketch({ landscape }: { landscape: boolean }) {
  const w = landscape ? 120 : 68;
  const h = landscape ? 80 : 100;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true" className="cara-sketch">
      <rect width={w} height={h} fill={landscape ? '#efe6da' : '#5b5852'} />
      <rect y={h * 0.68} width={w} height={h * 0.32} fill={landscape ? '#c9b59a' : '#46433e'} />
      <rect x={w * 0.12} y={h * 0.18} width={w * 0.22} height={h * 0.26} fill={landscape ? '#fff' : '#6d6a63'} />
      <rect x={w * 0.42} y={h * 0.5} width={w * 0.46} height={h * 0.2} rx="3" fill={landscape ? '#8a5a2b' : '#3b3935'} />
      <rect x={w * 0.46} y={h * 0.42} width={w * 0.38} height={h * 0.1} rx="3" fill={landscape ? '#a87443' : '#34322e'} />
    </svg>
  );
}
