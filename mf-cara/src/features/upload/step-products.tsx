import { type InpaintingSettingsResponse, type SettingTab } from '@storefront/contracts';
import { ProductImage, useMessages } from '@storefront/remote-kit';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { ProductCalls } from './product-calls';
import { PicksPanel, ProjectsPanel, SearchPanel, SettingsPanel } from './product-sources';
import { UPLOAD_TEXTS } from './texts';
import type { Busy, ChosenProduct } from './upload-state';

interface Props {
  calls: ProductCalls;
  choices: ReadonlyArray<ChosenProduct | null>;
  activeArea: number;
  /** Projects are offered to accounts that keep them. */
  withProjects: boolean;
  settings: InpaintingSettingsResponse | null;
  tab: SettingTab;
  busy: Busy;
  /** Back to the drawn areas: only for a stored photo with areas drawn. */
  canGoBack: boolean;
  /** The last choice, said politely. */
  said: string;
  onArea: (index: number) => void;
  onChoose: (product: ChosenProduct) => void;
  onTab: (tab: SettingTab) => void;
  onSetting: (skus: string[]) => void;
  onBack: () => void;
  onGenerate: () => void;
}

/**
 * Step 3: the designer chooses the product for each area, from Cara's picks, a project or a search (or starts from a
 * setting's products), then generates. An area is chosen in the list; a product goes into that area, and the next
 * area without one is chosen next.
 */
export function StepProducts(props: Props) {
  const { calls, choices, activeArea, withProjects, settings, tab, busy, canGoBack, said, onArea, onChoose, onTab, onSetting, onBack, onGenerate } = props;
  const t = useMessages(UPLOAD_TEXTS);
  const complete = choices.length > 0 && choices.every((c) => c !== null);
  const disabled = busy !== null;
  return (
    <div className="cara-step-body">
      <ol className="cara-area-choices" aria-label={t.areas}>
        {choices.map((c, i) => (
          <li key={i}>
            <button
              type="button"
              className={i === activeArea ? 'cara-area-choice is-active' : 'cara-area-choice'}
              aria-pressed={i === activeArea}
              disabled={disabled}
              onClick={() => onArea(i)}
            >
              {/* Named by what it shows: 'Area 1: Harlow Sofa', the word and the colon for screen readers only. */}
              <span className="sf-visually-hidden">{t.areaWord}</span>{' '}
              <span className="cara-area-choice-number">{i + 1}</span>
              <span className="sf-visually-hidden">:</span>{' '}
              {c ? <ProductImage src={c.image} alt="" sizes="100px" /> : <span className="cara-area-choice-empty" />}
              <span className="cara-area-choice-name">{c?.name ?? t.noProductYet}</span>
            </button>
          </li>
        ))}
      </ol>
      <p className="cara-filling">{t.fillingArea(activeArea + 1)}</p>
      <p className="sf-visually-hidden" role="status">
        {said}
      </p>
      <Tabs className="cara-tabs" defaultSelectedKey="picks">
        <TabList aria-label={t.sources} className="cara-tablist">
          <Tab id="picks" className="cara-tab">
            {t.picks}
          </Tab>
          {withProjects ? (
            <Tab id="projects" className="cara-tab">
              {t.projects}
            </Tab>
          ) : null}
          <Tab id="search" className="cara-tab">
            {t.search}
          </Tab>
          <Tab id="settings" className="cara-tab">
            {t.settings}
          </Tab>
        </TabList>
        <TabPanel id="picks" className="cara-tabpanel">
          <PicksPanel calls={calls} disabled={disabled} onChoose={onChoose} />
        </TabPanel>
        {withProjects ? (
          <TabPanel id="projects" className="cara-tabpanel">
            <ProjectsPanel calls={calls} disabled={disabled} onChoose={onChoose} />
          </TabPanel>
        ) : null}
        <TabPanel id="search" className="cara-tabpanel">
          <SearchPanel calls={calls} disabled={disabled} onChoose={onChoose} />
        </TabPanel>
        <TabPanel id="settings" className="cara-tabpanel">
          <SettingsPanel settings={settings} tab={tab} disabled={disabled} onTab={onTab} onUse={onSetting} />
        </TabPanel>
      </Tabs>
      <div className="cara-actions">
        {canGoBack ? (
          <button type="button" className="cara-button cara-button--ghost" onClick={onBack} disabled={disabled}>
            {t.back}
          </button>
        ) : null}
        <span className="cara-actions-gap" />
        {!complete ? <span className="cara-drop-hint">{t.chooseEveryArea}</span> : null}
        {/* Busy, it stays focusable: pressed to start a render, it keeps the focus until the render is asked. */}
        <button type="button" className="cara-button" disabled={!complete} aria-disabled={disabled || undefined} data-loading={busy === 'generate' || undefined} onClick={() => !disabled && onGenerate()}>
          {busy === 'generate' ? t.generatingButton : t.generate}
        </button>
      </div>
    </div>
  );
}
