// @vitest-environment jsdom
import { THIRD_PARTY_SCRIPT_ID, loadThirdPartyWhenConsented, thirdPartyFromPage } from './third-party';

const idle = () => new Promise((resolve) => setTimeout(resolve, 30));
const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => s.src);

afterEach(() => {
  document.head.querySelectorAll('script[data-third-party]').forEach((s) => s.remove());
  document.getElementById(THIRD_PARTY_SCRIPT_ID)?.remove();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('the tag manager and the chat widget', () => {
  const scripts = { tagManager: 'https://tags.example.test/gtm.js?id=GTM-1', chatWidget: 'https://chat.example.test/widget.js' };

  it('load nothing without the performance cookies, and both once they are accepted', async () => {
    let consent = false;
    const listeners = new Set<() => void>();
    const stop = loadThirdPartyWhenConsented(scripts, () => consent, (listener) => (listeners.add(listener), () => listeners.delete(listener)));
    await idle();
    expect(added()).toEqual([]);

    consent = true;
    listeners.forEach((listener) => listener());
    listeners.forEach((listener) => listener());
    await idle();
    expect(added()).toEqual([scripts.tagManager, scripts.chatWidget]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    stop();
  });

  it('are off unless the page names them', async () => {
    expect(thirdPartyFromPage(document)).toEqual({ tagManager: null, chatWidget: null });
    loadThirdPartyWhenConsented(thirdPartyFromPage(document), () => true, () => () => undefined);
    await idle();
    expect(added()).toEqual([]);

    const element = document.createElement('script');
    element.id = THIRD_PARTY_SCRIPT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ tagManager: 'javascript:alert(1)', chatWidget: scripts.chatWidget });
    document.body.append(element);
    expect(thirdPartyFromPage(document)).toEqual({ tagManager: null, chatWidget: scripts.chatWidget });
  });
});
