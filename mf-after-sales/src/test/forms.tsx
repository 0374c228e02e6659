/** Test helpers of the after-sales forms: sessions from the contracts' types, and a page or dialog mounted as the shell mounts it. */
import { createApiClient, fileReadUrl, routeById, type Brand, type DialogKind, type RouteId, type SessionSnapshot, type ShellProps, type ToastKind } from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { ElementType } from 'react';

export { visitorSession };

/**
 * A service photo's read URL as the api answers it: signed and expiring. The pages read it as given (at another
 * width); one built from the file name alone is not served.
 */
export const signedReadUrl = (filename: string) => `${fileReadUrl(filename)}&expires=1893456000&sig=signed-${filename.slice(-12, -4)}`;

/** A designer, signed in. */
export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'order', 'settle_accounts'],
  user: { userId: 'uid-8f3a21c9', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null },
};

/** An FFD outlet shopper, signed in. */
export const outletSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-3',
  mode: 'mibd_designer',
  roles: ['home', 'navigation_logo', 'shopping_cart', 'settle_accounts', 'order'],
  user: { userId: 'uid-0077aa11', firstName: 'Olive', lastName: 'Outlet', email: 'olive@outlet.test', headImg: null },
};

export interface Mounted {
  props: ShellProps;
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
  closed: number;
}

const MOUNTED: Array<() => Promise<void>> = [];

function record(brand: Brand, session: SessionSnapshot, route: RouteId): Mounted {
  const mounted: Mounted = { toasts: [], visited: [], closed: 0, props: undefined as unknown as ShellProps };
  mounted.props = testShellProps({
    brand,
    session,
    api: createApiClient({ brand, session: () => session }),
    toasts: { show: (t) => mounted.toasts.push(t) },
    navigate: (to) => mounted.visited.push(to),
    dialogs: { open: () => undefined, close: () => (mounted.closed += 1), confirm: async () => false },
    route: matchedRoute(route, { path: routeById(route).paths[0] }),
  });
  return mounted;
}

/** Mounts a page of this remote at its route, with a real api client (answered by msw). */
export async function mountPage(
  Page: ElementType,
  route: 'contactUs' | 'sample-request',
  { brand = 'JC', session = visitorSession }: { brand?: Brand; session?: SessionSnapshot } = {},
): Promise<Mounted> {
  const mounted = record(brand, session, route);
  const pages = { [route]: Page } as unknown as PageMap<'mf-after-sales'>;
  const lifecycles = await mountLifecycles(defineRemote({ owner: 'mf-after-sales', pages }), mounted.props);
  MOUNTED.push(lifecycles.unmount);
  return mounted;
}

type Lifecycles = Parameters<typeof mountLifecycles>[0];

/** Mounts a dialog body of this remote (from its dialog lifecycles). */
export async function mountDialog(lifecycles: Lifecycles, kind: DialogKind, { brand = 'HOM', session = visitorSession }: { brand?: Brand; session?: SessionSnapshot } = {}): Promise<Mounted> {
  const mounted = record(brand, session, 'home');
  const done = await mountLifecycles(lifecycles, { ...mounted.props, dialog: { kind, payload: {}, close: () => (mounted.closed += 1) } });
  MOUNTED.push(done.unmount);
  return mounted;
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
