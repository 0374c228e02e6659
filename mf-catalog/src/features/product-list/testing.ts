/** Test helpers of the list pages: a page mounted as the shell mounts it, whose navigate moves to the new address. */
import {
  createApiClient,
  createEventBus,
  resolveLocation,
  type Brand,
  type MatchedRoute,
  type ProductCard,
  type ProductFacets,
  type ProductListResponse,
  type SessionSnapshot,
  type ShellProps,
} from '@storefront/contracts';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { card, designerSession } from '../../test/catalog';
import type { ElementType } from 'react';

export { visitorSession };
/** The designer and the card every catalog test starts from (the list pages' own sessions follow). */
export { card, designerSession };

export const clientSession: SessionSnapshot = { ...designerSession, mode: 'mibd_communicate', roles: ['home', 'shopping_cart', 'hom_msrp', 'ca_msrp'] };
export const browsingSession: SessionSnapshot = { ...designerSession, mode: 'mibd_safe', roles: ['home'] };

export const FACETS: ProductFacets = {
  space: [
    { value: 'Bedroom', count: 12 },
    { value: 'Living Room', count: 30 },
  ],
  category: [
    { value: 'Beds', count: 7 },
    { value: 'Sofas', count: 18 },
  ],
  brand_id: [
    { value: 'ca', count: 20 },
    { value: 'jc', count: 22 },
  ],
};

export function answer(list: ProductCard[], total = list.length, page = 1, facets: ProductFacets = FACETS): ProductListResponse {
  return { list, total, page, limit: 48, facets };
}

export interface Mounted {
  toasts: Array<{ kind: string; message: string }>;
  /** Every address the page navigated to. */
  visited: string[];
  route(): MatchedRoute;
}

const MOUNTED: Array<() => Promise<void>> = [];

/** The route of an address on a brand's site, as the shell resolves it. */
export function routeAt(brand: Brand, href: string, signedIn = false): MatchedRoute {
  const url = new URL(href, 'http://localhost');
  const resolution = resolveLocation({ pathname: url.pathname, search: url.search }, { brand, signedIn });
  if (resolution.kind !== 'route') throw new Error(`${href} on ${brand} is not a route (${resolution.to})`);
  return resolution.route;
}

/** Mounts a page at an address; navigate resolves the next address and updates the page, as the shell's router does. */
export async function mountAt(Page: ElementType, href: string, { brand = 'HOM', session = visitorSession }: { brand?: Brand; session?: SessionSnapshot } = {}): Promise<Mounted> {
  let route = routeAt(brand, href, session.token !== null);
  const ids = ['productList', 'searchResult', 'productGallery', 'productCaracole', 'productJC', 'artShop', 'artSale', 'artSearch', 'FFDProductList', 'FFDSearch', 'products'];
  const pages = Object.fromEntries(ids.map((id) => [id, Page])) as unknown as PageMap<'mf-catalog'>;
  const lifecycles = defineRemote({ owner: 'mf-catalog', pages });
  const toasts: Mounted['toasts'] = [];
  const visited: string[] = [];
  const mountedRef: { update?: (next: ShellProps) => unknown } = {};
  const props = (): ShellProps =>
    testShellProps({
      brand,
      session,
      route,
      api: createApiClient({ brand, session: () => session }),
      events: createEventBus(new EventTarget()),
      toasts: { show: (t) => toasts.push(t) },
      navigate: (to) => {
        visited.push(to);
        route = routeAt(brand, to, session.token !== null);
        void mountedRef.update?.(props());
      },
    });
  const mounted = await mountLifecycles(lifecycles, props());
  mountedRef.update = mounted.update;
  MOUNTED.push(mounted.unmount);
  return { toasts, visited, route: () => route };
}

export async function unmountPages(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
