import {
  ORDER_LIST_PATHS,
  SHIPPING_METHODS,
  SHIPPING_STATUSES,
  hasPermission,
  hrefFor,
  type Brand,
  type OrderDetailResponse,
  type OrderListKind,
  type OrderListRequest,
  type SessionSnapshot,
  type ShippingStatus,
} from '@storefront/contracts';
import { refusalOf } from '@storefront/remote-kit';

/**
 * The order pages' rules without a screen (spec sections 2, 3, 4 and 6): whose list a session reads, the filters a
 * list's address keeps, and how an order's date, payment method and addresses read.
 */


/**
 * Whether the session may read its list: the trade account's and the outlet's need `order` (spec section 6: designer
 * mode has it, browsing and client mode do not); the invited customer's list needs none (the api asks the same).
 */
export function mayList(kind: OrderListKind, brand: Brand, session: Pick<SessionSnapshot, 'roles'>): boolean {
  return kind === 'customer' || hasPermission(session.roles, 'order', brand);
}

/** The filters of a list, as its address keeps them (`?state=&customer_id=&keyword=&page=`). */
export interface OrderFilters {
  state: ShippingStatus | null;
  customerId: string | null;
  keyword: string;
  page: number;
}

export const NO_FILTERS: OrderFilters = { state: null, customerId: null, keyword: '', page: 1 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest keyword the api takes. */
export const KEYWORD_MAX = 40;

/** The filters an address asks for; what is not understood is left out (never a refused call). */
export function filtersFrom(query: Readonly<Record<string, string>>, kind: OrderListKind): OrderFilters {
  const state = (SHIPPING_STATUSES as readonly string[]).includes(query.state ?? '') ? (query.state as ShippingStatus) : null;
  const customerId = kind === 'designer' && UUID.test(query.customer_id ?? '') ? (query.customer_id as string) : null;
  const keyword = (query.keyword ?? '').slice(0, KEYWORD_MAX);
  const page = Number(query.page);
  return { state, customerId, keyword, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The address of a list with these filters (the first page and empty filters are left out). */
export function listHref(kind: OrderListKind, filters: OrderFilters): string {
  return hrefFor(ORDER_LIST_PATHS[kind], {
    state: filters.state,
    customer_id: kind === 'designer' ? filters.customerId : null,
    keyword: filters.keyword.trim(),
    page: filters.page > 1 ? filters.page : null,
  });
}

/** What the list call is sent: the filters that are set. */
export function listBody(kind: OrderListKind, filters: OrderFilters): OrderListRequest {
  const keyword = filters.keyword.trim();
  return {
    page: filters.page,
    ...(filters.state ? { state: filters.state } : {}),
    ...(kind === 'designer' && filters.customerId ? { customer_id: filters.customerId } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** Whether any filter narrows the list (an empty answer then says the filters match nothing). */
export function isFiltered(filters: OrderFilters): boolean {
  return filters.state !== null || filters.customerId !== null || filters.keyword.trim() !== '';
}

/** The contracts' count with its noun, where this feature's pages read it. */
export { countOf } from '@storefront/contracts';

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** How the payment method reads: 'Visa credit •••• 4242', 'Bank account •••• 6789'. */
export function paymentMethodLabel(method: OrderDetailResponse['payment_method']): string {
  const last4 = method.last4 ? ` •••• ${method.last4}` : '';
  if (method.method === 'ach') return `Bank account${last4}`;
  const brand = CARD_BRANDS[method.brand.toLowerCase()] ?? (method.brand ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1) : 'Card');
  const funding = method.funding === 'bank' ? '' : ` ${method.funding}`;
  return `${brand}${funding}${last4}`;
}

/** An address as lines: name, company, street and apartment, 'City, ST 10001', country (empty parts left out). */
export function addressLines(a: OrderDetailResponse['shipping_address']): string[] {
  const street = [a.street_address, a.apartment].filter(Boolean).join(', ');
  const cityLine = [a.city, [a.state, a.postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.full_name, a.company, street, cityLine, a.country].filter((line) => line.trim() !== '');
}

/** The shipping method's name. */
export function shippingMethodLabel(key: string): string {
  return SHIPPING_METHODS.find((m) => m.key === key)?.value ?? key;
}

/** What a failed call says: the api's refusal in its words, else (the network, a bug) the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return refusalOf(error)?.message ?? fallback;
}
