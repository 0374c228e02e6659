import { afterLoadAndIdle } from '@storefront/remote-kit';

/**
 * The third-party scripts the spec names (section 7): a tag manager and a chat widget. Each is off unless the page
 * server is configured with its script (TAG_MANAGER_URL, CHAT_WIDGET_URL); the page names them, and they are loaded
 * only once the person has accepted the performance cookies, after the page has loaded and the browser is idle.
 */
export interface ThirdPartyScripts {
  tagManager: string | null;
  chatWidget: string | null;
}

export const THIRD_PARTY_SCRIPT_ID = 'sf-third-party';

/** The scripts this page names (none when the page server has none configured, or the element is broken). */
export function thirdPartyFromPage(doc: Document): ThirdPartyScripts {
  const none: ThirdPartyScripts = { tagManager: null, chatWidget: null };
  const text = doc.getElementById(THIRD_PARTY_SCRIPT_ID)?.textContent;
  if (!text) return none;
  try {
    const read = JSON.parse(text) as Partial<ThirdPartyScripts>;
    const url = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);
    return { tagManager: url(read.tagManager), chatWidget: url(read.chatWidget) };
  } catch {
    return none;
  }
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Loads the configured scripts once `consented()` is true: now if it is, else when `onConsent` next reports a change
 * that makes it so. Each script is added once, asynchronously; a tag manager gets its data layer first. Returns the
 * function that stops waiting.
 */
export function loadThirdPartyWhenConsented(
  scripts: ThirdPartyScripts,
  consented: () => boolean,
  onConsent: (listener: () => void) => () => void,
  doc: Document = document,
): () => void {
  const wanted = [scripts.tagManager, scripts.chatWidget].filter((url): url is string => url !== null);
  if (wanted.length === 0) return () => undefined;
  let loaded = false;
  let cancelIdle: () => void = () => undefined;
  const load = () => {
    if (loaded || !consented()) return;
    loaded = true;
    stop();
    cancelIdle = afterLoadAndIdle(() => {
      if (scripts.tagManager) {
        const win = doc.defaultView as DataLayerWindow | null;
        if (win) {
          win.dataLayer = win.dataLayer ?? [];
          win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        }
      }
      for (const src of wanted) {
        const script = doc.createElement('script');
        script.async = true;
        script.src = src;
        script.dataset.thirdParty = '';
        doc.head.append(script);
      }
    });
  };
  const stop = onConsent(load);
  load();
  return () => {
    stop();
    cancelIdle();
  };
}
