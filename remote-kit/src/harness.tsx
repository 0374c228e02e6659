/**
 * The standalone harness: mounts one remote's lifecycles without the shell, with real props built from
 * the contracts (brand from ?brand=, route from the address bar, a visitor session, the real API
 * client). A squad develops and tests its remote alone with it (`pnpm dev` in the remote).
 */
import { createApiClient, BRAND_TABLE, parseBrand, createEventBus, type ShellProps, resolveLocation, type RemoteName, routeById, newGuestId, type SessionSnapshot } from '@storefront/contracts';

type HarnessProps = ShellProps & { name: string; domElement: HTMLElement };

/** Lifecycles as single-spa-react returns them (their props type includes single-spa's own fields). */
interface Lifecycles {
  bootstrap(props: never): Promise<unknown>;
  mount(props: never): Promise<unknown>;
  update?(props: never): Promise<unknown>;
}

export async function mountHarness(owner: RemoteName, lifecycles: Lifecycles, domElement: HTMLElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  const brand = parseBrand(params.get('brand') ?? sessionStorage.getItem('harness-brand'));
  sessionStorage.setItem('harness-brand', brand);
  const session: SessionSnapshot = {
    token: null,
    roles: [],
    mode: 'mibd_visitor',
    user: null,
    customerId: null,
    guestId: newGuestId(),
    language: 'en',
    clientAgent: null,
  };
  const toastRegion = document.createElement('div');
  toastRegion.setAttribute('role', 'status');
  document.body.append(toastRegion);

  const props = (): HarnessProps => {
    const resolution = resolveLocation(location, { brand, signedIn: false });
    const route =
      resolution.kind === 'route'
        ? resolution.route
        : { id: 'home' as const, path: '/home', params: {}, query: {}, layout: 'site' as const };
    document.title = `${routeById(route.id).title} | ${BRAND_TABLE[brand].titleSuffix} (harness: ${owner})`;
    return {
      name: owner,
      domElement,
      brand,
      route,
      session,
      navigate: (to, options) => {
        history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
        void lifecycles.update?.(props() as never);
      },
      api: createApiClient({ brand, session: () => session }),
      events: createEventBus(),
      dialogs: {
        open: (kind) => console.info(`[harness] the shell would open the ${kind} dialog`),
        close: () => undefined,
        confirm: async ({ message }) => window.confirm(message),
      },
      toasts: { show: ({ message }) => (toastRegion.textContent = message) },
      loading: { begin: () => () => undefined },
      account: {
        signIn: async () => console.info('[harness] the shell would sign in'),
        signOut: async () => console.info('[harness] the shell would sign out'),
        switchMode: async (mode) => console.info(`[harness] the shell would switch to ${mode}`),
        selectCustomer: () => undefined,
        refreshRoles: async () => undefined,
      },
    };
  };
  window.addEventListener('popstate', () => void lifecycles.update?.(props() as never));
  const initial = props();
  await lifecycles.bootstrap(initial as never);
  await lifecycles.mount(initial as never);
}
