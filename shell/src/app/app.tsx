import { CONTRACTS_VERSION, hrefFor, routeById, type Brand, type ShellProps } from '@storefront/contracts';
import { NavigateContext } from '@storefront/remote-kit';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CookieBanner } from '../features/cookies/cookie-banner';
import { CookieSettings } from '../features/cookies/cookie-settings';
import { ConfirmDialog } from '../features/dialogs/confirm-dialog';
import { DialogHost } from '../features/dialogs/dialog-host';
import { SiteLayout, StandaloneLayout, brandStyle } from '../features/layout/layouts';
import { ScrollTopButton } from '../features/layout/scroll-top-button';
import { LoadingOverlay } from '../features/loading/loading-overlay';
import { SHELL_PAGES } from '../features/pages/shell-pages';
import { RemoteRegion } from '../features/remotes/remote-region';
import { sessionAtom } from '../features/session/session-store';
import { Toasts } from '../features/toasts/toasts';
import { assistantWanted } from './assistant-gate';
import { workspaceWanted } from './workspace-gate';
import type { Router } from './router';
import type { ShellServices } from './shell-api';

interface Props {
  brand: Brand;
  router: Router;
  services: ShellServices;
  /** Called once, after the first render is on screen (hydrated or painted). */
  onStarted?: () => void;
}

export function App({ brand, router, services, onStarted }: Props) {
  const route = useSyncExternalStore(router.subscribe, router.current, router.current);
  const session = useAtomValue(sessionAtom);
  const shell = useMemo<ShellProps>(
    () => ({ brand, route, session, navigate: router.navigate, contractsVersion: CONTRACTS_VERSION, ...services }),
    [brand, route, session, router, services],
  );
  const started = useRef(onStarted);
  useEffect(() => started.current?.(), []);
  const assistant = useAssistant(brand, session);
  const owner = routeById(route.id).owner;
  const content =
    owner === 'shell' ? (
      <ShellPage id={route.id} query={route.query} navigate={router.navigate} shell={shell} />
    ) : (
      <RemoteRegion key={owner} owner={owner} expose="app" props={shell} minHeight="100vh" />
    );
  return (
    <NavigateContext.Provider value={router.navigate}>
      <div className="sf-app" style={brandStyle(brand)}>
        {route.layout === 'standalone' ? (
          <StandaloneLayout brand={brand}>{content}</StandaloneLayout>
        ) : (
          <SiteLayout shell={shell}>{content}</SiteLayout>
        )}
        <CookieBanner returnTo={hrefFor(route.path, route.query)} />
        <CookieSettings events={services.events} />
        <Toasts />
        <LoadingOverlay />
        <ConfirmDialog language={shell.session.language} />
        <DialogHost shell={shell} />
        <ScrollTopButton />
        {/* Cara's bubble floats over the page, which does not need it to be read: it comes once the page has been idle a while. */}
        {assistant ? <RemoteRegion key="mf-cara/assistant" owner="mf-cara" expose="assistant" props={shell} fallback={null} loadWhen="use" /> : null}
        {/* The answers to a product page's Add to project and Favorite: nothing to see, so they come when the page is idle. */}
        {workspaceWanted(brand, session) ? <RemoteRegion key="mf-account/workspace" owner="mf-account" expose="workspace" props={shell} fallback={null} loadWhen="idle" /> : null}
      </div>
    </NavigateContext.Provider>
  );
}

function ShellPage({ id, ...props }: { id: string; query: Record<string, string>; navigate: Router['navigate']; shell: ShellProps }) {
  const Page = SHELL_PAGES[id as keyof typeof SHELL_PAGES];
  return Page ? <Page {...props} /> : null;
}

/**
 * mf-cara's assistant (the chat bubble of the product page, AI case polling and notices) runs for signed-in users of
 * the brands with Cara (the brand table's caraChat and myVisualizations) once their roles have arrived and hold its
 * permission (assistantWanted); the remote decides what shows on which page. It is loaded once the page is
 * interactive, so it never weighs on the first load.
 */
function useAssistant(brand: Brand, session: ShellProps['session']): boolean {
  const [idle, setIdle] = useState(false);
  const wanted = assistantWanted(brand, session);
  useEffect(() => {
    if (!wanted || idle) return;
    const later = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(later, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(later, 300);
    return () => clearTimeout(timer);
  }, [wanted, idle]);
  return wanted && idle;
}
