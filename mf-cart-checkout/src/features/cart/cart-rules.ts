import {
  BRAND_TABLE,
  PRODUCT_BRAND_NAMES,
  mayCheckout,
  priceVisibility,
  visiblePriceLines,
  type Brand,
  type CartLine,
  type PriceLine,
  type SessionSnapshot,
} from '@storefront/contracts';
import { lineState } from '../../ui';

/** A line of either cart: the guest cart's lines have no id of their own (they are keyed by SKU). */
export type AnyLine = Omit<CartLine, 'id'> & { id?: string };

/** A line's key in the page: its id, or its SKU in the guest cart. */
export function lineKey(line: AnyLine): string {
  return line.id ?? `sku:${line.sku_number}`;
}

/** Whether a line counts in the totals, the badge and the checkout (spec sections 5 and 9). */
export function counts(line: AnyLine): boolean {
  return lineState(line) === 'ok';
}

/** The brand's name of a line's product. */
export function brandName(line: Pick<AnyLine, 'brand_id'>): string {
  return PRODUCT_BRAND_NAMES[line.brand_id] ?? line.brand_id;
}

/** The prices of a line the session's mode may see, in display order (designer, sale with retail struck, MSRP). */
export function linePrices(line: AnyLine, session: Pick<SessionSnapshot, 'roles' | 'mode'>, brand: Brand): PriceLine[] {
  return visiblePriceLines(line, priceVisibility(session.roles, session.mode, BRAND_TABLE[brand].code, line.brand_id));
}

/** The kinds a subtotal is kept in: the designer price, the retail price (at the sale price where lower), MSRP. */
export type TotalKind = 'designer' | 'retail' | 'msrp';
export const TOTAL_LABELS: Readonly<Record<TotalKind, string>> = { designer: 'Designer price', retail: 'Retail price', msrp: 'MSRP' };
const TOTAL_ORDER: readonly TotalKind[] = ['designer', 'retail', 'msrp'];

/** The kind a price line is summed in; a retail price struck beside a sale price is not summed. */
function kindOf(price: PriceLine): TotalKind | null {
  if (price.struck) return null;
  if (price.kind === 'promotional' || price.kind === 'retail') return 'retail';
  return price.kind;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** A line's amount in its first visible price (what the mode pays or quotes), times its count; null without prices. */
export function lineAmount(prices: readonly PriceLine[], count: number): number | null {
  const first = prices.find((p) => !p.struck);
  return first ? (cents(first.amount) * count) / 100 : null;
}

export interface Subtotal {
  kind: TotalKind;
  label: string;
  amount: number;
}

/** The subtotals the mode may see, over the lines that count (unavailable and short lines are left out). */
export function subtotals(lines: readonly AnyLine[], pricesOf: (line: AnyLine) => readonly PriceLine[]): Subtotal[] {
  const sums = new Map<TotalKind, number>();
  for (const line of lines) {
    for (const price of pricesOf(line)) {
      const kind = kindOf(price);
      if (kind === null) continue;
      const add = counts(line) ? cents(price.amount) * line.count : 0;
      sums.set(kind, (sums.get(kind) ?? 0) + add);
    }
  }
  return TOTAL_ORDER.flatMap((kind) => (sums.has(kind) ? [{ kind, label: TOTAL_LABELS[kind], amount: (sums.get(kind) ?? 0) / 100 }] : []));
}

/** Units in the lines that count: what the badge shows (spec section 9). */
export function countedUnits(lines: readonly AnyLine[]): number {
  return lines.reduce((sum, line) => sum + (counts(line) ? line.count : 0), 0);
}

/** The Checkout button (spec section 6): mayCheckout over the lines the order can hold. */
export function showsCheckout(session: SessionSnapshot, brand: Brand, lines: readonly AnyLine[]): boolean {
  return mayCheckout(session, brand, lines.filter(counts));
}

/** Whether the order is first given a customer (CheckoutCust): trade accounts with customers; the outlet has none. */
export function choosesCustomer(session: Pick<SessionSnapshot, 'roles'>, brand: Brand): boolean {
  return !BRAND_TABLE[brand].features.ffdVariants && session.roles.includes('customers');
}

/** The contracts' count with its noun, where this feature's pages read it. */
export { countOf } from '@storefront/contracts';

/** A refused call's message, or the message of whatever else failed. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
