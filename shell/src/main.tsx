import { IDENTITY_CALLS, isSignedIn, routeById, routeChangeAccepts, type MatchedRoute } from '@storefront/contracts';
import { Provider } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { createShellRuntime } from './app/shell-api';
import { pageBrand } from './app/page-brand';
import { shellStore } from './app/store';
import { createNavigationLog } from './features/activity/navigation-log';
import { loadThirdPartyWhenConsented, thirdPartyFromPage } from './features/third-party/third-party';
import { consentAtom, giveConsent } from './features/cookies/consent-store';
import { brandStyle } from './features/layout/layouts';
import { mockStarted, startMockFlag } from './features/mock/mock-flag';
import { seedSiteMenus, siteMenusFromPage } from './features/layout/use-site-menus';
import { PrerenderedContext, prerenderedFromPage } from './features/remotes/remote-region';
import { prefetchOnIntent } from './features/remotes/prefetch';
import { loadLifecycles, remotesManifest } from './features/remotes/remote-loader';
import { recordPath } from './features/session/path-history';
import { joinSiblingSession, sessionSitesFromPage } from './features/session/session-sites';
import { sessionAtom } from './features/session/session-store';
import './styles.css';

// The mock flag (decision 038): the mock api answers the shell's calls, which wait for it to start.
startMockFlag(__MOCK__);

const brand = pageBrand(document, __DEFAULT_BRAND__);
const store = shellStore;
const router = createRouter(brand, () => store.get(sessionAtom));
const { services, session } = createShellRuntime(brand, store, router);
// The menus the first frame was rendered with come with the page: the header and footer hydrate with them.
const menusFromPage = siteMenusFromPage(document);
if (menusFromPage) seedSiteMenus(services.api, menusFromPage);

// Start fetching the current route's remote before React renders, and ask for the session's roles and user: the
// answers are on their way while React adopts the first frame.
const owner = routeById(router.current().id).owner;
void remotesManifest().catch(() => undefined);
if (owner !== 'shell') void loadLifecycles(owner, 'app', { retry: false }).catch(() => undefined);
// /iframeMsg, framed by a sibling site, answers for this site's session and leaves it alone: it never loads, refreshes or
// clears it (in a frame of another site it may not even see the session's cookies).
const sessionFrame = router.current().id === 'iframeMsg';
if (!sessionFrame) session.prime();
// And the next route's before a click on its link: on hover, touch or focus, and for the header's links when idle.
prefetchOnIntent(() => router.current().id);

/** A route change accepts cookies, except on the way to a policy page (spec section 4). */
const acceptOnRouteChange = (to: MatchedRoute, from: string | null) => {
  if (from !== null && from !== to.path && !store.get(consentAtom) && routeChangeAccepts(to.id)) {
    giveConsent(store, { basic: true, performance: true });
  }
};
const start = router.current();
const { previous: pathBeforeLoad } = recordPath(start.path);
// Each page landed on is logged once the browser is idle, with the performance cookies' consent (spec section 7).
const performanceConsented = () => store.get(consentAtom)?.performance === true;
const navigationLog = createNavigationLog(services.api, performanceConsented);
// Landing here by a full page load from another route of this tab is a route change too; applied once
// the first frame is hydrated, so the client's first render matches the server's.
const onStarted = () => {
  // Browser tests (and anything else) can wait for this: the page is interactive from here.
  document.documentElement.dataset.shell = 'ready';
  if (sessionFrame) return;
  // The visitor role, or the signed-in user's info and roles for the stored mode (spec section 4).
  void session.start();
  // A visitor may be signed in on a sibling brand site: asked once the page is idle (spec section 7, decision 035).
  void joinSiblingSession({
    brand,
    sites: sessionSitesFromPage(document),
    signedIn: () => isSignedIn(store.get(sessionAtom)),
    redeem: (code) => services.api.call(IDENTITY_CALLS.sessionRedeem, { body: { code } }),
    signIn: (answer) => session.signIn(answer),
  });
  if (pathBeforeLoad !== start.path) acceptOnRouteChange(start, pathBeforeLoad);
  navigationLog.seen();
  // The tag manager and the chat widget, where configured: after the performance cookies' consent (spec section 7).
  loadThirdPartyWhenConsented(thirdPartyFromPage(document), performanceConsented, (listener) => store.sub(consentAtom, listener));
};

router.subscribe((route, previous) => {
  recordPath(route.path);
  acceptOnRouteChange(route, previous?.path ?? null);
  if (route.path !== previous?.path) navigationLog.seen();
  session.refreshIfStale();
});
store.sub(sessionAtom, () => router.refresh());

// Dialogs render in a portal outside the app's root: give the whole document the brand's colours.
for (const [name, value] of Object.entries(brandStyle(brand))) document.documentElement.style.setProperty(name, String(value));

const container = document.getElementById('root') as HTMLElement;
const app = (
  <Provider store={store}>
    <PrerenderedContext.Provider value={prerenderedFromPage(document)}>
      <App brand={brand} router={router} services={services} onStarted={onStarted} />
    </PrerenderedContext.Provider>
  </Provider>
);
// The server sends the first frame already rendered: adopt it rather than paint it again. Hydrating as a
// transition lets React yield to the browser every few milliseconds instead of holding the main thread
// for the whole frame (a click meanwhile hydrates its part first).
const render = () => {
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
};
// With the mock flag the page is rendered once the mock api answers, pictures included (decision 038).
const mockGate = mockStarted();
if (mockGate) void mockGate.then(render);
else render();
