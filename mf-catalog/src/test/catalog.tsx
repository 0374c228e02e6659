/** Test helpers of the catalog pages: a page mounted as the shell mounts the remote, with a real api client over msw. */
import {
  createApiClient,
  createEventBus,
  fileReadUrl,
  type Brand,
  type MatchedRoute,
  type ProductCard,
  type ProductDetail,
  type SessionSnapshot,
  type ShellProps,
} from '@storefront/contracts';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { ElementType } from 'react';

export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'shopping_cart', 'designer_price', 'hom_msrp', 'ca_msrp', 'designer_project', 'favorites', 'settle_accounts'],
  user: { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null },
};

export const clientSession: SessionSnapshot = {
  ...designerSession,
  mode: 'mibd_communicate',
  roles: ['home', 'shopping_cart', 'hom_msrp', 'ca_msrp', 'designer_project', 'favorites'],
};

export function card(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    sku_number: 'CA-1001',
    brand_id: 'ca',
    name: 'Marlowe Sofa',
    image: fileReadUrl('CA-1001_1.jpg', 300),
    style: 'Modern',
    portfolio: 'Marlowe',
    space: 'Living Room',
    category: 'Sofas',
    finish: 'Ivory Boucle',
    width: 96,
    length: 40,
    height: 32,
    status: 1,
    stock: 4,
    future_stock: 0,
    stock_tag: 'in_stock',
    customizable_type: 0,
    ...overrides,
  };
}

export function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = card(overrides);
  return {
    ...base,
    images: [1, 2, 3].map((v) => fileReadUrl(`${base.sku_number}_${v}.jpg`, 600)),
    materials: 'Kiln-dried hardwood frame, boucle upholstery',
    description: 'A deep, low sofa with a tight back and rounded arms.',
    specifications: [
      { name: 'Dimensions', value: 'W 96 in x D 40 in x H 32 in' },
      { name: 'Seat height', value: '18 in' },
    ],
    backorder_quantity: 2,
    expected_delivery: null,
    delivery_label: 'Mid March',
    kit_includes: [],
    component_of_kit: [],
    ...overrides,
  };
}

export interface MountOptions {
  brand?: Brand;
  session?: SessionSnapshot;
  route: MatchedRoute;
  overrides?: Partial<ShellProps>;
}

/** Mounts one page as the shell would; returns the props (their events bus, toasts spy...) and unmount. */
export async function mountPage(Page: ElementType, { brand = 'HOM', session = visitorSession, route, overrides = {} }: MountOptions) {
  const lifecycles = defineRemote({ owner: 'mf-catalog', pages: { [route.id]: Page } as unknown as PageMap<'mf-catalog'> });
  const toasts: Array<{ kind: string; message: string }> = [];
  const props = testShellProps({
    brand,
    session,
    route,
    api: createApiClient({ brand, session: () => session }),
    events: createEventBus(new EventTarget()),
    toasts: { show: (t) => toasts.push(t) },
    ...overrides,
  });
  const mounted = await mountLifecycles(lifecycles, props);
  MOUNTED.push(mounted.unmount);
  return { ...mounted, props, toasts };
}

const MOUNTED: Array<() => Promise<void>> = [];

/** Unmounts every page mounted by the test (call in afterEach). */
export async function unmountPages(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
