import { SETTING_TABS, type InpaintingSettingsResponse, type SettingTab } from '@storefront/contracts';
import { useMessages } from '@storefront/remote-kit';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { UPLOAD_TEXTS } from './texts';
import type { Busy } from './upload-state';

interface Props {
  /** null while the settings load. */
  settings: InpaintingSettingsResponse | null;
  tab: SettingTab;
  /** The chosen setting group's id. */
  group: string | null;
  busy: Busy;
  /** Back to the drawn areas: only for a stored photo with areas drawn. */
  canGoBack: boolean;
  canGenerate: boolean;
  onTab: (tab: SettingTab) => void;
  onGroup: (id: string) => void;
  onBack: () => void;
  onGenerate: () => void;
}

/** Step 3: choose a setting (a group of products for a room) and generate. */
export function StepSetting({ settings, tab, group, busy, canGoBack, canGenerate, onTab, onGroup, onBack, onGenerate }: Props) {
  const t = useMessages(UPLOAD_TEXTS);
  const groups = settings?.groups.filter((g) => g.tab === tab) ?? [];
  return (
    <div className="cara-step-body">
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTab(key as SettingTab)} className="cara-tabs">
        <TabList aria-label={t.rooms} className="cara-tablist">
          {SETTING_TABS.map((tabId) => (
            <Tab key={tabId} id={tabId} className="cara-tab">
              {t.tab(tabId)}
            </Tab>
          ))}
        </TabList>
        {SETTING_TABS.map((tabId) => (
          <TabPanel key={tabId} id={tabId} className="cara-tabpanel">
            {settings === null ? (
              <p className="cara-drop-hint">{t.loadingSettings}</p>
            ) : groups.length === 0 ? (
              <p className="cara-drop-hint">{t.noSettings}</p>
            ) : (
              <ul className="cara-groups" aria-label={t.settingsOf(tabId)}>
                {groups.map((g) => (
                  <li key={g.id}>
                    <button
                      type="button"
                      className={g.id === group ? 'cara-group is-chosen' : 'cara-group'}
                      aria-pressed={g.id === group}
                      disabled={busy !== null}
                      onClick={() => onGroup(g.id)}
                    >
                      <img src={g.src} alt="" loading="lazy" />
                      <span>{g.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </Tabs>
      <div className="cara-actions">
        {canGoBack ? (
          <button type="button" className="cara-button cara-button--ghost" onClick={onBack} disabled={busy !== null}>
            {t.back}
          </button>
        ) : null}
        <span className="cara-actions-gap" />
        <button type="button" className="cara-button" disabled={!canGenerate || busy !== null} onClick={onGenerate}>
          {busy === 'generate' ? t.generatingButton : t.generate}
        </button>
      </div>
    </div>
  );
}
