import { CARA_MESSAGES } from '@storefront/contracts';
import { RegionSelect } from './region-select';
import type { Region, Selection } from './regions';
import type { Busy } from './upload-state';

interface Props {
  src: string;
  selection: Selection;
  /** 'Select an area first', shown for a while after Next with no area. */
  areaNotice: boolean;
  busy: Busy;
  onDraw: (area: Region) => void;
  onUndo: () => void;
  onRedo: () => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: draw the areas of the photo to replace. */
export function StepAreas({ src, selection, areaNotice, busy, onDraw, onUndo, onRedo, onBack, onNext }: Props) {
  return (
    <div className="cara-step-body">
      <p className="cara-drop-hint">Drag over the furniture you want to replace. You can draw several areas.</p>
      <RegionSelect src={src} alt="Your room photo" areas={selection.areas} onDraw={onDraw} />
      <p className="cara-area-count" aria-live="polite">
        {selection.areas.length === 0
          ? 'No area selected'
          : `${selection.areas.length} ${selection.areas.length === 1 ? 'area' : 'areas'} selected`}
      </p>
      {areaNotice ? (
        <p className="cara-notice" role="alert">
          {CARA_MESSAGES.selectAreaFirst}
        </p>
      ) : null}
      <div className="cara-actions">
        <button type="button" className="cara-button cara-button--ghost" onClick={onBack} disabled={busy !== null}>
          Back
        </button>
        <span className="cara-actions-gap" />
        <button type="button" className="cara-button cara-button--ghost" disabled={selection.areas.length === 0 || busy !== null} onClick={onUndo}>
          Undo
        </button>
        <button type="button" className="cara-button cara-button--ghost" disabled={selection.undone.length === 0 || busy !== null} onClick={onRedo}>
          Redo
        </button>
        <button
          type="button"
          className="cara-button"
          aria-disabled={selection.areas.length === 0 || busy !== null}
          data-loading={busy === 'next' || busy === 'generate' || undefined}
          onClick={() => busy === null && onNext()}
        >
          {busy === 'next' || busy === 'generate' ? 'Please wait…' : 'Next'}
        </button>
      </div>
    </div>
  );
}
