import { CART_LINE_STATUS, CUSTOMIZABLE_COM, MESSAGES, STOCK_TAG_LABELS, isCustomized } from '@storefront/contracts';

/**
 * What a cart line may be (spec sections 3, 5 and 9): bought ('ok'), not for sale ('unavailable': a status other
 * than '1', or an outlet line with no cash stock), or an outlet line asking for more than its cash stock
 * ('insufficient'). Only 'ok' lines count in the totals and the badge.
 */
export type LineState = 'ok' | 'unavailable' | 'insufficient';

export interface StatedLine {
  status: string;
  count: number;
  cash_stock?: number;
}

export function lineState(line: StatedLine): LineState {
  if (String(line.status) !== CART_LINE_STATUS.PURCHASABLE) return 'unavailable';
  if (line.cash_stock === undefined) return 'ok';
  if (line.cash_stock <= 0) return 'unavailable';
  return line.count > line.cash_stock ? 'insufficient' : 'ok';
}

/** What a line that cannot be bought says: 'Unavailable for Purchase' or 'Insufficient inventory' (spec section 5). */
export const LINE_STATE_LABELS: Readonly<Record<Exclude<LineState, 'ok'>, string>> = {
  unavailable: STOCK_TAG_LABELS.unavailable,
  insufficient: MESSAGES.insufficientInventory,
};

/** The made-to-order mark of a line: COM (customizable_type 4), customized (1, 2, 3), or none. */
export function customMark(type: number): 'COM' | 'Customized' | null {
  if (type === CUSTOMIZABLE_COM) return 'COM';
  return isCustomized(type) ? 'Customized' : null;
}
