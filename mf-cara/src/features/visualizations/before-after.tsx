import { useMessages } from '@storefront/remote-kit';
import { useState } from 'react';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { PrivateImage } from '../../ui/private-image';
import { VISUALIZATION_TEXTS } from './texts';

/**
 * The room before and the render after, one over the other: the slider (react-aria's, so arrows, Page Up/Down, Home
 * and End move it, and it is a labelled slider to assistive technology) sets how much of the photo before shows on
 * the left; the render shows on the right.
 */
export function BeforeAfter({ before, after }: { before: string; after: string }) {
  const t = useMessages(VISUALIZATION_TEXTS);
  const [split, setSplit] = useState(50);
  return (
    <div className="cara-compare">
      <div className="cara-compare-frame">
        <PrivateImage src={after} alt={t.renderAlt} className="cara-compare-after" />
        <div className="cara-compare-before" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
          <PrivateImage src={before} alt={t.beforeAlt} />
        </div>
        <span className="cara-compare-line" style={{ left: `${split}%` }} aria-hidden="true" />
        <span className="cara-compare-tag cara-compare-tag--before" aria-hidden="true">
          {t.before}
        </span>
        <span className="cara-compare-tag cara-compare-tag--after" aria-hidden="true">
          {t.after}
        </span>
        <Slider className="cara-compare-slider" value={split} onChange={(v) => setSplit(Array.isArray(v) ? (v[0] ?? 50) : v)} minValue={0} maxValue={100} step={1} formatOptions={{ style: 'unit', unit: 'percent' }}>
          <Label className="sf-visually-hidden">{t.compare}</Label>
          <SliderTrack className="cara-compare-track">
            <SliderThumb className="cara-compare-thumb" />
          </SliderTrack>
        </Slider>
      </div>
    </div>
  );
}
