import { useMessages } from '@storefront/remote-kit';
import { SPEC_TEXTS } from '../../ui/spec-texts';
import { RegionSelect } from './region-select';
import type { Region, Selection } from './regions';
import { UPLOAD_TEXTS } from './texts';
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
  const t = useMessages(UPLOAD_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  return (
    <div className="cara-step-body">
      <p className="cara-drop-hint">{t.areasHint}</p>
      <RegionSelect src={src} alt={t.yourRoomPhoto} areas={selection.areas} onDraw={onDraw} />
      <p className="cara-area-count" aria-live="polite">
        {selection.areas.length === 0 ? t.noArea : t.areasSelected(selection.areas.length)}
      </p>
      {areaNotice ? (
        <p className="cara-notice" role="alert">
          {spec.selectAreaFirst}
        </p>
      ) : null}
      <div className="cara-actions">
        <button type="button" className="cara-button cara-button--ghost" onClick={onBack} disabled={busy !== null}>
          {t.back}
        </button>
        <span className="cara-actions-gap" />
        <button type="button" className="cara-button cara-button--ghost" disabled={selection.areas.length === 0 || busy !== null} onClick={onUndo}>
          {t.undo}
        </button>
        <button type="button" className="cara-button cara-button--ghost" disabled={selection.undone.length === 0 || busy !== null} onClick={onRedo}>
          {t.redo}
        </button>
        <button
          type="button"
          className="cara-button"
          aria-disabled={selection.areas.length === 0 || busy !== null}
          data-loading={busy === 'next' || busy === 'generate' || undefined}
          onClick={() => busy === null && onNext()}
        >
          {busy === 'next' || busy === 'generate' ? t.pleaseWait : t.next}
        </button>
      </div>
    </div>
  );
}
