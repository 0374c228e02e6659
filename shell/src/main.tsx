import { routeById, routeChangeAccepts } from '@storefront/contracts';
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { createShellServices } from './app/shell-api';
import { shellStore } from './app/store';
import { consentAtom, giveConsent } from './features/cookies/consent-store';
import { loadLifecycles, remotesManifest } from './features/remotes/remote-loader';
import { sessionAtom } from './features/session/session-store';
import './styles.css';

const brand = __BRAND__;
const store = shellStore;
const router = createRouter(brand, () => store.get(sessionAtom));
const services = createShellServices(brand, store, router);

// Start fetching the current route's remote before React renders.
const owner = routeById(router.current().id).owner;
void remotesManifest().catch(() => undefined);
if (owner !== 'shell') void loadLifecycles(owner, 'app', { retry: false }).catch(() => undefined);

router.subscribe((route, previous) => {
  services.events.emit('shell:route-changed', { routeId: route.id, path: route.path });
  // A route change accepts cookies, except on the way to a policy page (spec section 4).
  if (previous && previous.path !== route.path && !store.get(consentAtom) && routeChangeAccepts(route.id)) {
    giveConsent(store, { basic: true, performance: true });
  }
});
store.sub(sessionAtom, () => {
  services.events.emit('shell:session-changed', { session: store.get(sessionAtom) });
  router.refresh();
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <App brand={brand} router={router} services={services} />
  </Provider>,
);
