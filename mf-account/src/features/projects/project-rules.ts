import {
  CART_LINE_STATUS,
  CUSTOMIZABLE_COM,
  hasPermission,
  hrefFor,
  type Brand,
  type ProjectDetailResponse,
  type ProjectItem,
  type ProjectSubtotal,
  type SessionSnapshot,
} from '@storefront/contracts';
import { formatDateIn } from '../../ui/dates';

/** The three prices a project shows, in column order (spec: MSRP, designer price, consumer price). */
export const PRICE_KEYS = ['msrp_price', 'designer_price', 'consumer_price'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

export const PRICE_LABELS: Readonly<Record<PriceKey, string>> = {
  msrp_price: 'MSRP',
  designer_price: 'Designer price',
  consumer_price: 'Consumer price',
};

/** Waits this long after the last keystroke before searching the projects. */
export const PROJECT_SEARCH_DELAY_MS = 250;

/** Where a project opens. */
export function projectHref(id: string): string {
  return hrefFor('/projectDetail', { id });
}

/** The project list the caller came from: an invited customer's own, or the company's. */
export function projectsHome(session: Pick<SessionSnapshot, 'mode'>): string {
  return session.mode === 'mibd_customer' ? '/customerProject' : '/personalProject';
}

/**
 * Whether the session's mode keeps projects: designer_project is in its role list (browsing mode has none). With no
 * roles known yet the api decides.
 */
export function modeHasProjects(session: Pick<SessionSnapshot, 'roles'>): boolean {
  return session.roles.length === 0 || session.roles.includes('designer_project');
}

/** A project item may be bought: its status is '1' (spec sections 3 and 5). */
export function isPurchasable(item: Pick<ProjectItem, 'status'>): boolean {
  return String(item.status) === CART_LINE_STATUS.PURCHASABLE;
}

/** A COM item: made in the customer's own material (customizable_type 4). */
export function isCom(item: Pick<ProjectItem, 'customizable_type'>): boolean {
  return item.customizable_type === CUSTOMIZABLE_COM;
}

/**
 * The price columns a project shows: those its answer holds (on an item or in the subtotal). A price the mode may
 * not see is left out of the answer, so its column is never drawn.
 */
export function priceColumns(detail: Pick<ProjectDetailResponse, 'items' | 'subtotal'>): PriceKey[] {
  return PRICE_KEYS.filter((key) => detail.subtotal[key] !== undefined || detail.items.some((item) => item[key] !== undefined));
}

/**
 * The price a row's amount is counted in: the designer price where the mode shows it, else the consumer price, else
 * MSRP; null when the answer holds none.
 */
export function amountKey(columns: readonly PriceKey[]): PriceKey | null {
  for (const key of ['designer_price', 'consumer_price', 'msrp_price'] as const) if (columns.includes(key)) return key;
  return null;
}

/** A row's amount: its price times its quantity, in cents-exact dollars; null when the item has no such price. */
export function lineAmount(item: Pick<ProjectItem, PriceKey | 'count'>, key: PriceKey | null): number | null {
  if (key === null) return null;
  const price = item[key];
  if (price === undefined) return null;
  return Math.round(price * item.count * 100) / 100;
}

/** The subtotal lines to show, in column order: those the answer holds. */
export function subtotalLines(subtotal: ProjectSubtotal): Array<{ key: PriceKey; label: string; amount: number }> {
  return PRICE_KEYS.flatMap((key) => {
    const amount = subtotal[key];
    return amount === undefined ? [] : [{ key, label: PRICE_LABELS[key], amount }];
  });
}

/** "Add to cart" of a project: the mode has a cart (shopping_cart) and the project a purchasable item. */
export function mayAddToCart(session: SessionSnapshot, brand: Brand, items: ReadonlyArray<Pick<ProjectItem, 'status'>>): boolean {
  return hasPermission(session.roles, 'shopping_cart', brand) && items.some(isPurchasable);
}

/** A date as the lists show it, in the session's language ('Mar 5, 2025'); the text as given when it is no date. */
export function shortDate(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateIn(language, date, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A refused call's message, or the message of whatever else failed. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
