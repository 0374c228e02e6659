/**
 * Stock of generated products, coherent by construction:
 * - status 2 (unavailable): no stock, nothing coming;
 * - future stock > 0 exactly when there is an expected delivery date, in the coming months;
 * - backorders only when nothing is in stock, and no more than what is coming;
 * - the outlet holds a few units of closeouts and nothing coming.
 */
import { PRODUCT_STATUS, type ProductStatus } from '../catalog';
import type { Random } from './random';

export interface Stock {
  status: ProductStatus;
  stock: number;
  futureStock: number;
  backorderQuantity: number;
  expectedDelivery: Date | null;
}

const DAY = 86_400_000;

/** The first day (UTC) of the month of `now`: delivery dates count from there, so a month's catalogs agree. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** A date 1 to 6 months after the month of `anchor`, on a working day of that month. */
function deliveryDate(random: Random, anchor: Date): Date {
  const months = random.int(1, 6);
  const base = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months, random.int(1, 28), 12));
  return new Date(base.getTime() + (base.getUTCDay() === 0 ? DAY : base.getUTCDay() === 6 ? 2 * DAY : 0));
}

export function stockFor(random: Random, input: { anchor: Date; outlet: boolean; big: boolean }): Stock {
  if (random.chance(0.04)) return { status: PRODUCT_STATUS.UNAVAILABLE, stock: 0, futureStock: 0, backorderQuantity: 0, expectedDelivery: null };
  if (input.outlet) {
    return { status: PRODUCT_STATUS.ON_SALE, stock: random.weighted([[1, 4], [2, 3], [3, 2], [4, 1], [5, 1], [6, 1]]), futureStock: 0, backorderQuantity: 0, expectedDelivery: null };
  }
  const roll = random.next();
  const most = input.big ? 40 : 120;
  if (roll < 0.68) {
    // In stock; some with more on the way.
    const stock = random.int(1, most);
    if (random.chance(0.25)) return { status: PRODUCT_STATUS.ON_SALE, stock, futureStock: random.int(5, most), backorderQuantity: 0, expectedDelivery: deliveryDate(random, input.anchor) };
    return { status: PRODUCT_STATUS.ON_SALE, stock, futureStock: 0, backorderQuantity: 0, expectedDelivery: null };
  }
  if (roll < 0.9) {
    // Available soon: nothing on hand, a shipment coming; some already on backorder against it.
    const futureStock = random.int(4, most);
    const backorderQuantity = random.chance(0.4) ? random.int(1, Math.max(1, Math.floor(futureStock / 2))) : 0;
    return { status: PRODUCT_STATUS.ON_SALE, stock: 0, futureStock, backorderQuantity, expectedDelivery: deliveryDate(random, input.anchor) };
  }
  // Made to order: nothing on hand, nothing scheduled.
  return { status: PRODUCT_STATUS.ON_SALE, stock: 0, futureStock: 0, backorderQuantity: 0, expectedDelivery: null };
}
