import { BRAND_TABLE, type Brand } from './brands';
import { ORDER_CALLS } from './endpoints/orders';
import { hrefFor } from './navigation';
import type { Mode } from './permissions';

/**
 * Where an account's orders are (spec section 2): the outlet shopper's list on FFD (`/ffdOrder`, "Your Orders"), an
 * invited customer's own (`/customerOrder`, "My Orders"), else the trade account's (`/designerOrder`, "Orders"); and
 * one order's page. The order pages, the personal center and the customer book all link by these.
 */
export type OrderListKind = 'designer' | 'customer' | 'ffd';

export const ORDER_LIST_PATHS: Readonly<Record<OrderListKind, string>> = {
  designer: '/designerOrder',
  customer: '/customerOrder',
  ffd: '/ffdOrder',
};

export const ORDER_LIST_TITLES: Readonly<Record<OrderListKind, string>> = {
  designer: 'Orders',
  customer: 'My Orders',
  ffd: 'Your Orders',
};

/** Each list's call. */
export const ORDER_LIST_CALLS = {
  designer: ORDER_CALLS.designerList,
  customer: ORDER_CALLS.customerList,
  ffd: ORDER_CALLS.ffdList,
} as const;

/** Which list is the session's: the outlet's on FFD, the invited customer's in customer mode, else the trade account's. */
export function orderListKind(brand: Brand, session: { mode: Mode }): OrderListKind {
  if (BRAND_TABLE[brand].features.ffdVariants) return 'ffd';
  return session.mode === 'mibd_customer' ? 'customer' : 'designer';
}

/** An order's page. */
export function orderHref(number: string): string {
  return hrefFor('/orderDetail', { number });
}

/** An order's date as the lists show it ('Mar 5, 2026'): the day of the moment in UTC. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}
