import { SETTING_TABS, type InpaintingSettingsResponse, type ProjectSummary, type SettingTab } from '@storefront/contracts';
import { ProductImage, useMessages } from '@storefront/remote-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ProductCalls } from './product-calls';
import { UPLOAD_TEXTS } from './texts';
import type { ChosenProduct } from './upload-state';

type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed' };

/** Reads once per `key` (null: nothing to read); a newer key's answer replaces an older one's. */
function useLoaded<T>(key: string | null, read: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key: null, loaded: { kind: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    read().then(
      (value) => live && setState({ key, loaded: { kind: 'ready', value } }),
      () => live && setState({ key, loaded: { kind: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // The key names the read: a new closure over the same key reads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { kind: 'loading' };
}

interface ListProps {
  products: Loaded<ChosenProduct[]>;
  empty: string;
  disabled: boolean;
  onChoose: (product: ChosenProduct) => void;
}

/** Products to choose from: picture, name and SKU, each a button that puts it into the active area. */
export function ProductChoices({ products, empty, disabled, onChoose }: ListProps) {
  const t = useMessages(UPLOAD_TEXTS);
  if (products.kind === 'loading') return <p className="cara-drop-hint">{t.loadingProducts}</p>;
  if (products.kind === 'failed') return <p className="cara-drop-hint">{t.productsFailed}</p>;
  if (products.value.length === 0) return <p className="cara-drop-hint">{empty}</p>;
  return (
    <ul className="cara-choices">
      {products.value.map((p) => (
        <li key={p.sku_number}>
          <button type="button" className="cara-choice" disabled={disabled} onClick={() => onChoose(p)}>
            <span className="sf-visually-hidden">{t.chooseWord}</span>{' '}
            <ProductImage src={p.image} alt="" sizes="100px" />
            <span className="cara-choice-name">{p.name}</span>{' '}
            <span className="cara-choice-sku">{p.sku_number}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface SourceProps {
  calls: ProductCalls;
  disabled: boolean;
  onChoose: (product: ChosenProduct) => void;
}

/** Cara's picks: the products of the chat conversation. */
export function PicksPanel({ calls, disabled, onChoose }: SourceProps) {
  const t = useMessages(UPLOAD_TEXTS);
  const picks = useLoaded('picks', calls.picks);
  return <ProductChoices products={picks} empty={t.noPicks} disabled={disabled} onChoose={onChoose} />;
}

/** A project of the designer's: chosen in a plain select, then its products this site sells. */
export function ProjectsPanel({ calls, disabled, onChoose }: SourceProps) {
  const t = useMessages(UPLOAD_TEXTS);
  const id = useId();
  const projects = useLoaded<ProjectSummary[]>('projects', calls.projects);
  const [project, setProject] = useState('');
  const items = useLoaded(project || null, () => calls.projectProducts(project));
  if (projects.kind !== 'ready') return <ProductChoices products={projects.kind === 'failed' ? projects : { kind: 'loading' }} empty="" disabled onChoose={onChoose} />;
  if (projects.value.length === 0) return <p className="cara-drop-hint">{t.noProjects}</p>;
  return (
    <div className="cara-source">
      <label htmlFor={id} className="cara-field-label">
        {t.project}
      </label>
      <select id={id} className="cara-select" value={project} onChange={(e) => setProject(e.target.value)}>
        <option value="">{t.chooseProject}</option>
        {projects.value.map((p) => (
          <option key={p.id} value={p.id}>
            {p.customer_name ? `${p.name} (${p.customer_name})` : p.name}
          </option>
        ))}
      </select>
      {project ? <ProductChoices products={items} empty={t.emptyProject} disabled={disabled} onChoose={onChoose} /> : null}
    </div>
  );
}

/** The catalog's product search. */
export function SearchPanel({ calls, disabled, onChoose }: SourceProps) {
  const t = useMessages(UPLOAD_TEXTS);
  const id = useId();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const found = useLoaded(keyword, () => calls.search(keyword ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) setKeyword(value);
  };
  return (
    <div className="cara-source">
      <form role="search" className="cara-search" onSubmit={submit}>
        <label htmlFor={id} className="cara-field-label">
          {t.searchLabel}
        </label>
        <div className="cara-search-row">
          <input id={id} type="search" className="cara-text" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="cara-button cara-button--small">
            {t.searchButton}
          </button>
        </div>
      </form>
      {keyword ? <ProductChoices products={found} empty={t.noResults} disabled={disabled} onChoose={onChoose} /> : null}
    </div>
  );
}

interface SettingProps {
  settings: InpaintingSettingsResponse | null;
  tab: SettingTab;
  disabled: boolean;
  onTab: (tab: SettingTab) => void;
  onUse: (skus: string[]) => void;
}

/** The settings as a starting suggestion: a room, then a setting that fills the areas in order with its products. */
export function SettingsPanel({ settings, tab, disabled, onTab, onUse }: SettingProps) {
  const t = useMessages(UPLOAD_TEXTS);
  const id = useId();
  const groups = settings?.groups.filter((g) => g.tab === tab) ?? [];
  return (
    <div className="cara-source">
      <p className="cara-drop-hint">{t.settingHint}</p>
      <label htmlFor={id} className="cara-field-label">
        {t.room}
      </label>
      <select id={id} className="cara-select" value={tab} onChange={(e) => onTab(e.target.value as SettingTab)}>
        {SETTING_TABS.map((tabId) => (
          <option key={tabId} value={tabId}>
            {t.tab(tabId)}
          </option>
        ))}
      </select>
      {settings === null ? (
        <p className="cara-drop-hint">{t.loadingSettings}</p>
      ) : groups.length === 0 ? (
        <p className="cara-drop-hint">{t.noSettings}</p>
      ) : (
        <ul className="cara-groups" aria-label={t.settingsOf(tab)}>
          {groups.map((g) => (
            <li key={g.id}>
              <button type="button" className="cara-group" aria-label={t.useSetting(g.name)} disabled={disabled} onClick={() => onUse(g.sku_number)}>
                <img src={g.src} alt="" loading="lazy" />
                <span>{g.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
