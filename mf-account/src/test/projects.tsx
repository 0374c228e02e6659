/** Test helpers of the project and favorite pages: fixtures built from the contracts' types, and the pages mounted as the shell mounts them. */
import {
  createApiClient,
  createEventBus,
  fileReadUrl,
  routeById,
  type Brand,
  type ProductCard,
  type ProjectDetailResponse,
  type ProjectItem,
  type ProjectSummary,
  type SessionSnapshot,
  type ShellProps,
  type ToastKind,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { ElementType } from 'react';

const USER = { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null };

/** A designer in designer mode: designer prices, the cart and checkout. */
export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'hom_msrp', 'ca_msrp', 'designer_price', 'order', 'settle_accounts'],
  user: USER,
};

/** The same designer in client mode: no designer prices, a cart but no checkout. */
export const clientSession: SessionSnapshot = {
  ...designerSession,
  mode: 'mibd_communicate',
  roles: ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'hom_msrp', 'ca_msrp'],
};

/** Staff acting for a customer (a client agent id in the session). */
export const agentSession: SessionSnapshot = { ...designerSession, clientAgent: { id: 'agent-1', code: 'code-1' } };

/** The designer in browsing mode: no projects. */
export const browsingSession: SessionSnapshot = { ...designerSession, mode: 'mibd_safe', roles: ['home', 'favorites', 'mode'] };

/** An invited customer: their own projects to read, their favorites, retail prices. */
export const customerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-2',
  mode: 'mibd_customer',
  roles: ['home', 'navigation_logo', 'brand_menu', 'hom_msrp', 'ca_msrp', 'favorites', 'designer_project'],
  user: { userId: 'c1', firstName: 'Avery', lastName: 'Stone', email: 'avery@clients.test', headImg: null },
};

let serial = 0;
/** A uuid of its own for each fixture. */
export function newId(): string {
  serial += 1;
  return `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`;
}

export function projectSummary(name: string, extra: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: newId(),
    name,
    customer_id: '00000000-0000-4000-8000-000000000001',
    customer_name: 'Avery Stone',
    item_count: 3,
    unit_count: 5,
    updated_at: '2025-03-05T12:00:00.000Z',
    ...extra,
  };
}

/** A project item priced for designer mode (MSRP, designer and consumer prices). */
export function projectItem(name: string, sku: string, extra: Partial<ProjectItem> = {}): ProjectItem {
  return {
    id: newId(),
    image: fileReadUrl(`${sku}_1.jpg`, 100),
    name,
    sku_number: sku,
    brand_id: 'ca',
    customizable_type: 0,
    status: '1',
    count: 1,
    stock_tag: 'in_stock',
    msrp_price: 2000,
    designer_price: 1000,
    consumer_price: 1500,
    ...extra,
  };
}

/** Sums of price x quantity over the purchasable items, for the prices the items hold (as the api answers them). */
export function subtotalOf(items: readonly ProjectItem[]): ProjectDetailResponse['subtotal'] {
  const sum = (key: 'msrp_price' | 'designer_price' | 'consumer_price') => {
    if (!items.some((i) => i[key] !== undefined)) return undefined;
    return items.filter((i) => i.status === '1').reduce((total, i) => total + (i[key] ?? 0) * i.count, 0);
  };
  const out: ProjectDetailResponse['subtotal'] = {};
  for (const key of ['msrp_price', 'designer_price', 'consumer_price'] as const) {
    const value = sum(key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export function projectDetail(project: ProjectSummary, items: ProjectItem[], extra: Partial<ProjectDetailResponse> = {}): ProjectDetailResponse {
  return { project: { ...project, item_count: items.length }, items, subtotal: subtotalOf(items), editable: true, ...extra };
}

/** Items as a mode without designer prices sees them. */
export function withoutDesignerPrice(items: ProjectItem[]): ProjectItem[] {
  return items.map(({ designer_price: _designer, ...rest }) => rest);
}

export function favorite(name: string, sku: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    sku_number: sku,
    brand_id: 'ca',
    name,
    image: fileReadUrl(`${sku}_1.jpg`, 300),
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
    msrp_price: 2000,
    designer_price: 1000,
    consumer_price: 1500,
    ...extra,
  };
}

export interface Mounted {
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
  /** The cart counts the page announced (account:project-added-to-cart). */
  cartCounts: number[];
}

type PageRoute = 'personalProject' | 'customerProject' | 'projectDetail' | 'my-favorites' | 'sharedCollection';

const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts a project, favorites or shared collection page at its route with a query, with a real api client (answered by msw). */
export async function mountPage(
  Page: ElementType,
  routeId: PageRoute,
  { query = {}, session = designerSession, brand = 'HOM' }: { query?: Record<string, string>; session?: SessionSnapshot; brand?: Brand } = {},
): Promise<Mounted> {
  const record: Mounted = { toasts: [], visited: [], cartCounts: [] };
  const events = createEventBus(new EventTarget());
  events.on('account:project-added-to-cart', ({ count }) => record.cartCounts.push(count));
  const props: ShellProps = testShellProps({
    brand,
    session,
    events,
    api: createApiClient({ brand, session: () => session }),
    toasts: { show: (t) => record.toasts.push(t) },
    navigate: (to) => record.visited.push(to),
    route: matchedRoute(routeId, { query, path: routeById(routeId).paths[0] }),
  });
  const pages = { [routeId]: Page } as unknown as PageMap<'mf-account'>;
  const mounted = await mountLifecycles(defineRemote({ owner: 'mf-account', pages }), props);
  MOUNTED.push(mounted.unmount);
  return record;
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
