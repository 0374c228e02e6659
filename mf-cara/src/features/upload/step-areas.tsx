import { REGIONS_MAX } from '@storefront/contracts';
import { useMessages } from '@storefront/remote-kit';
import { useState } from 'react';
import { SPEC_TEXTS } from '../../ui/spec-texts';
import { RegionSelect } from './region-select';
import { placedArea, type Region, type Selection } from './regions';
import { UPLOAD_TEXTS } from './texts';
import type { Busy } from './upload-state';

interface Props {
  src: string;
  selection: Selection;
  /** 'Select an area first', shown for a while after Next with no area. */
  areaNotice: boolean;
  busy: Busy;
  onDraw: (area: Region) => void;
  onMove: (index: number, area: Region) => void;
  onUndo: () => void;
  onRedo: () => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2: draw the areas of the photo to replace, by dragging or from the keyboard ('Add an area' places one, which
 * the arrow keys then move and Shift with the arrow keys resizes). Additions, undo and redo are said politely.
 */
export function StepAreas({ src, selection, areaNotice, busy, onDraw, onMove, onUndo, onRedo, onBack, onNext }: Props) {
  const t = useMessages(UPLOAD_TEXTS);
  const spec = useMessages(SPEC_TEXTS);
  const [said, setSaid] = useState('');
  const [focusIndex, setFocusIndex] = useState<{ index: number } | null>(null);
  const count = selection.areas.length;
  const add = () => {
    onDraw(placedArea(count));
    setFocusIndex({ index: count });
    setSaid(t.areaAdded(count + 1));
  };
  return (
    <div className="cara-step-body">
      <p className="cara-drop-hint">{t.areasHint}</p>
      <RegionSelect src={src} alt={t.yourRoomPhoto} areas={selection.areas} onDraw={onDraw} onChange={onMove} focusIndex={focusIndex} announce={setSaid} />
      <p className="cara-area-count" aria-live="polite">
        {count === 0 ? t.noArea : t.areasSelected(count)}
      </p>
      <p className="sf-visually-hidden" role="status">
        {said}
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
        <button type="button" className="cara-button cara-button--ghost" disabled={count >= REGIONS_MAX || busy !== null} onClick={add}>
          {t.addArea}
        </button>
        <button
          type="button"
          className="cara-button cara-button--ghost"
          disabled={count === 0 || busy !== null}
          onClick={() => {
            onUndo();
            setSaid(t.areaRemoved(count));
          }}
        >
          {t.undo}
        </button>
        <button
          type="button"
          className="cara-button cara-button--ghost"
          disabled={selection.undone.length === 0 || busy !== null}
          onClick={() => {
            onRedo();
            setSaid(t.areaRestored(count + 1));
          }}
        >
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
