import { createEventBus } from '@storefront/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { loadModalFrame } from '../dialogs';
import { readCookies } from '../session';
import { CookieBanner } from './cookie-banner';
import { CookieSettings } from './cookie-settings';
import { consentAtom, giveConsent } from './consent-store';
import '../../test/slow-machine';

function renderConsent(store = createStore()) {
  render(
    <Provider store={store}>
      <CookieBanner returnTo="/home" />
      <CookieSettings />
    </Provider>,
  );
  return store;
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeAll(async () => {
  // The settings dialog's frame is loaded lazily; load it once so the first test is not slower.
  await loadModalFrame();
});

describe('cookie banner', () => {
  it('shows when there is no BASIC_COOKIES cookie', () => {
    expect(readCookies().BASIC_COOKIES).toBeUndefined();
    renderConsent();
    expect(banner()).toBeInTheDocument();
    expect(within(banner() as HTMLElement).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookiesPolicy');
  });

  it('reads consent from the cookies at start: BASIC_COOKIES=true hides it', async () => {
    document.cookie = 'BASIC_COOKIES=true; Path=/';
    document.cookie = 'PERFORMANCE_COOKIES=false; Path=/';
    vi.resetModules();
    const fresh = await import('./consent-store');
    expect(createStore().get(fresh.consentAtom)).toEqual({ basic: true, performance: false });
  });

  it('stays hidden once consent is in the store', () => {
    const store = createStore();
    store.set(consentAtom, { basic: true, performance: true });
    renderConsent(store);
    expect(banner()).not.toBeInTheDocument();
  });

  it('Accept All Cookies stores basic and performance cookies and hides the banner', async () => {
    const user = userEvent.setup();
    const store = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));

    expect(readCookies()).toMatchObject({ BASIC_COOKIES: 'true', PERFORMANCE_COOKIES: 'true' });
    expect(banner()).not.toBeInTheDocument();
    expect(store.get(consentAtom)).toEqual({ basic: true, performance: true });
  });

  it('writes the consent cookies for a year, SameSite=Lax outside a secure context', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    giveConsent(createStore(), { basic: true, performance: true });
    expect(writes).toContain('BASIC_COOKIES=true; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(writes).toContain('PERFORMANCE_COOKIES=true; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('Cookie Settings lets the visitor refuse performance cookies', async () => {
    const user = userEvent.setup();
    const store = renderConsent();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    const basic = within(dialog).getByRole('checkbox', { name: /Basic cookies/ });
    expect(basic).toBeChecked();
    expect(basic).toBeDisabled();
    const performance = within(dialog).getByRole('checkbox', { name: /Performance cookies/ });
    expect(performance).toBeChecked();

    await user.click(performance);
    expect(performance).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookies()).toMatchObject({ BASIC_COOKIES: 'true', PERFORMANCE_COOKIES: 'false' });
    expect(store.get(consentAtom)).toEqual({ basic: true, performance: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('closing the settings without saving keeps the banner and writes nothing', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookies().BASIC_COOKIES).toBeUndefined();
    expect(banner()).toBeInTheDocument();
  });

  it('a page request for the cookie settings (the Cookies Policy button) opens the same dialog and is claimed', async () => {
    const events = createEventBus(new EventTarget());
    render(
      <Provider store={createStore()}>
        <CookieSettings events={events} />
      </Provider>,
    );
    let claimed = false;
    act(() => {
      claimed = events.emit('after-sales:cookie-settings-requested', {});
    });
    expect(claimed).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Cookie Settings' })).toBeInTheDocument();
  });
});
