/**
 * The projects' and favorites' rules without I/O: the refusals (a project, customer or item that is not the caller's
 * answers as one that does not exist), how a project reads, its subtotals, and which items go to the cart.
 */
import {
  ApiError,
  CART_LINE_STATUS,
  CART_MAX_COUNT,
  ERR,
  MESSAGES,
  PROJECT_MESSAGES,
  customerName,
  type CartLine,
  type ProjectSubtotal,
  type ProjectSummary,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { CustomerRef, ProjectRow } from './repository';

export const projectNotFound = () => new ApiError(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound);
export const customerNotFound = () => new ApiError(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound);
export const itemNotFound = () => new ApiError(ERR.PROJECT_ITEM_NOT_FOUND, PROJECT_MESSAGES.itemNotFound);
export const projectFull = () => new ApiError(ERR.PROJECT_FULL, PROJECT_MESSAGES.full);
/** Sections 5 and 8, on the name field (the dialog shows it centered). */
export const projectDuplicate = () => new ApiError(ERR.PROJECT_DUPLICATE, PROJECT_MESSAGES.duplicate, { field: 'name' });
/** The cart's answer to an unknown SKU. */
export const productNotExist = () => new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
/** Units added to an item would pass what one item may hold. */
export const tooManyUnits = () => new ApiError(ERR.BAD_REQUEST, `The quantity must be a whole number from 1 to ${CART_MAX_COUNT}`);

/** An invited customer: reads their own customer's projects, keeps that customer's favorites, writes no project. */
export function isInvitedCustomer(caller: Pick<Caller, 'account'>): boolean {
  return caller.account?.kind === 'customer';
}

/** The name a customer goes by in projects and favorites. */
export function nameOf(customer: Pick<CustomerRef, 'firstName' | 'lastName'>): string {
  return customerName({ first_name: customer.firstName, last_name: customer.lastName });
}

export function toSummary(row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    customer_id: row.customerId,
    customer_name: nameOf(row),
    item_count: row.itemCount,
    unit_count: row.unitCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

const PRICES = ['msrp_price', 'designer_price', 'consumer_price'] as const;

/**
 * The subtotals of a project's items (lines priced by the caller's mode): for each price the items show, the sum of
 * price x quantity over the purchasable ones, counted in cents. A price no item shows (the mode may not see it, or
 * there are no items) is absent.
 */
export function subtotalOf(lines: readonly CartLine[]): ProjectSubtotal {
  const subtotal: ProjectSubtotal = {};
  for (const key of PRICES) {
    if (!lines.some((line) => line[key] !== undefined)) continue;
    let cents = 0;
    for (const line of lines) {
      const price = line[key];
      if (line.status === CART_LINE_STATUS.PURCHASABLE && price !== undefined) cents += Math.round(price * 100) * line.count;
    }
    subtotal[key] = cents / 100;
  }
  return subtotal;
}

/**
 * The items a move to the cart takes: those named (every id must be one of the project's, else null), or else the
 * purchasable ones; in the project's order.
 */
export function itemsForCart(lines: readonly CartLine[], ids: readonly string[] | undefined): CartLine[] | null {
  if (!ids || ids.length === 0) return lines.filter((line) => line.status === CART_LINE_STATUS.PURCHASABLE);
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  const chosen = lines.filter((line) => wanted.has(line.id));
  return chosen.length === wanted.size ? chosen : null;
}
