/** Test helpers of the order pages: orders built from the contracts' types, and the pages mounted as the shell mounts them. */
import {
  SHIPPING_STATUS_LABELS,
  createApiClient,
  routeById,
  type Brand,
  type Customer,
  type OrderDetailResponse,
  type OrderSummary,
  type RouteId,
  type SessionSnapshot,
  type ShellProps,
  type ShippingStatus,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PAGES } from '../features/orders';
export type User = ReturnType<typeof userEvent.setup>;

const DESIGNER_ROLES = ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'hom_msrp', 'ca_msrp', 'designer_price', 'order', 'settle_accounts'];

/** A designer in designer mode: the company's orders, with the customer filter. */
export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: DESIGNER_ROLES,
  user: { userId: 'uid-8f3a21c9', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null },
};

/** The designer in client mode: no `order`. */
export const clientSession: SessionSnapshot = { ...designerSession, mode: 'mibd_communicate', roles: DESIGNER_ROLES.filter((r) => !['order', 'settle_accounts', 'designer_price'].includes(r)) };

/** An FFD outlet shopper, signed in. */
export const outletSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-3',
  mode: 'mibd_designer',
  roles: ['home', 'navigation_logo', 'shopping_cart', 'settle_accounts', 'order'],
  user: { userId: 'uid-0077aa11', firstName: 'Olive', lastName: 'Outlet', email: 'olive@outlet.test', headImg: null },
};

let serial = 0;
/** A uuid of its own for each fixture. */
export function newId(): string {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
}

/** An invited customer (customer mode: no `order` permission; the api gives them their own orders). */
export const customerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-2',
  mode: 'mibd_customer',
  roles: ['home', 'navigation_logo', 'brand_menu', 'hom_msrp', 'favorites', 'designer_project'],
  user: { userId: 'uid-c0ffee01', firstName: 'Casey', lastName: 'Morgan', email: 'casey@clients.test', headImg: null },
};

/** The designer in browsing mode: no `order`. */
export const browsingSession: SessionSnapshot = { ...designerSession, mode: 'mibd_safe', roles: ['home', 'favorites', 'mode'] };

/** A list's order. */
export function orderSummary(serial: number, extra: Partial<OrderSummary> = {}): OrderSummary {
  const state: ShippingStatus = extra.state ?? 'preparing';
  return {
    id: newId(),
    number: `SO${serial}`,
    state,
    state_label: SHIPPING_STATUS_LABELS[state],
    date: '2026-03-05T15:30:00.000Z',
    total: 2450.5,
    item_count: 3,
    customer_id: null,
    customer_name: '',
    ...extra,
  };
}

export function customerOf(first: string, last: string): Customer {
  return {
    id: newId(),
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@clients.test`,
    phone: '',
    street_address: '',
    city: '',
    state: '',
    postal: '',
    country: '',
  };
}

const ADDRESS = {
  full_name: 'Casey Morgan',
  company: 'Morgan Residence',
  street_address: '12 Hudson St',
  apartment: 'Apt 4B',
  city: 'New York',
  state: 'NY',
  postal: '10013',
  country: 'United States',
};

/** One order as the detail call answers it: a sofa shipped, a chair still being prepared, paid by credit card. */
export function orderDetail(extra: Partial<OrderDetailResponse> = {}): OrderDetailResponse {
  return {
    id: newId(),
    number: 'SO100001',
    state: 'preparing',
    state_label: 'Preparing',
    date: '2026-03-05T15:30:00.000Z',
    customer_id: newId(),
    customer_name: 'Casey Morgan',
    items: [
      { id: newId(), sku_number: 'CA-1001', name: 'Marlowe Sofa', brand_id: 'ca', customizable_type: 0, count: 2, price: 1000, amount: 2000, shipping_status: 'shipped', shipping_status_label: 'Shipped' },
      { id: newId(), sku_number: 'JC-3003', name: 'Pleated Ottoman', brand_id: 'jc', customizable_type: 2, count: 1, price: 300, amount: 300, shipping_status: 'preparing', shipping_status_label: 'Preparing' },
    ],
    subtotal: 2300,
    coupon_code: 'WELCOME10',
    discount: 230,
    shipping_method: 'white_glove',
    shipping: 150,
    total: 2220,
    paid: 1143.3,
    card_fee: 33.3,
    balance: 1110,
    shipping_address: ADDRESS,
    contact: { contact_name: 'Casey Morgan', phone: '212-555-0100', email: 'casey@clients.test' },
    billing_address: { ...ADDRESS, company: '', apartment: '', street_address: '80 Pine St', postal: '10005' },
    payment_method: { method: 'card', brand: 'visa', funding: 'credit', last4: '4242' },
    tracking_supplier: 'UPS Freight',
    tracking_number: '1Z999AA10123456784',
    ...extra,
  };
}

export interface Mounted {
  user: User;
  /** Every address the page went to, with whether it replaced the entry. */
  visited: Array<{ to: string; replace: boolean }>;
}

type OrderRoute = 'designerOrder' | 'customerOrder' | 'ffdOrder' | 'orderDetail';
const lifecycles = defineRemote({ owner: 'mf-cart-checkout', pages: pagesFor('mf-cart-checkout', PAGES) });
const MOUNTED: Array<() => Promise<void>> = [];

function queryOf(to: string): Record<string, string> {
  const url = new URL(to, 'http://localhost');
  return Object.fromEntries(url.searchParams.entries());
}

/**
 * Mounts an order page at its route with a real api client (answered by msw). Going to another address of the same
 * page updates the route as the shell does (the query changes, the page stays).
 */
export async function mountOrders(
  routeId: OrderRoute,
  { query = {}, session = designerSession, brand = 'HOM' }: { query?: Record<string, string>; session?: SessionSnapshot; brand?: Brand } = {},
): Promise<Mounted> {
  const record: Mounted = { user: userEvent.setup(), visited: [] };
  const path = routeById(routeId).paths[0]!;
  const propsAt = (q: Record<string, string>): ShellProps =>
    testShellProps({
      brand,
      session,
      api: createApiClient({ brand, session: () => session }),
      navigate: (to, options) => {
        record.visited.push({ to, replace: Boolean(options?.replace) });
        if (new URL(to, 'http://localhost').pathname === path) void mounted.update(propsAt(queryOf(to)));
      },
      route: matchedRoute(routeId as RouteId, { query: q, path }),
    });
  const mounted = await mountLifecycles(lifecycles, propsAt(query));
  MOUNTED.push(mounted.unmount);
  // The page's code loads lazily, as it does in the browser.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return record;
}

export async function unmountAll(): Promise<void> {
  while (MOUNTED.length) await MOUNTED.pop()!();
}
