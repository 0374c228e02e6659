/** Prices of generated products, in cents: MSRP >= retail (consumer) >= promotional > designer. */
import type { PriceLabel } from '../catalog';
import type { Random } from './random';

/**
 * The designer price as a share of the retail price, by price label: Retail 50 is 50% of retail, 50/20 then 20% off
 * (40%), 50/30 then 30% off (35%); a stocking dealer buys lower still (50% then 40% off: 30%).
 */
export const DESIGNER_SHARE: Readonly<Record<PriceLabel, number>> = {
  'Retail 50': 0.5,
  'Retail 50/20': 0.5 * 0.8,
  'Retail 50/30': 0.5 * 0.7,
  'Stocking Dealer': 0.5 * 0.6,
};

export function designerCentsFor(label: PriceLabel, consumerCents: number): number {
  return Math.round(consumerCents * DESIGNER_SHARE[label]);
}

/** A retail price as a shop shows it: whole dollars ending in 9 under $1,000, else in 49 or 99. */
export function shopDollars(dollars: number): number {
  if (dollars < 100) return Math.max(19, Math.round(dollars / 10) * 10 - 1);
  if (dollars < 1000) return Math.round(dollars / 10) * 10 - 1;
  return Math.round(dollars / 50) * 50 - 1;
}

export interface Prices {
  msrpCents: number;
  consumerCents: number;
  designerCents: number;
  promotionalCents: number | null;
  priceLabel: PriceLabel;
}

/**
 * Retail from the category's range scaled by the brand; MSRP at or above retail (the brand's list price, often 10-25%
 * above); a promotional price on about 17% of the non-outlet products (about 15% of all), between the designer and the retail price.
 */
export function pricesFor(random: Random, input: { retail: readonly [number, number]; factor: readonly [number, number]; label: PriceLabel; outlet?: boolean }): Prices {
  const [low, high] = input.retail;
  const factor = input.factor[0] + random.next() * (input.factor[1] - input.factor[0]);
  // Skewed toward the lower half of the range, as real assortments are.
  const position = random.next() ** 1.6;
  const listDollars = shopDollars((low + position * (high - low)) * factor);
  const msrpDollars = shopDollars(listDollars * random.pick([1, 1, 1.1, 1.15, 1.2, 1.25]));
  let consumerDollars = Math.min(listDollars, msrpDollars);
  // Outlet closeouts sell well below the original retail.
  if (input.outlet) consumerDollars = shopDollars(consumerDollars * (0.35 + random.next() * 0.3));
  const consumerCents = consumerDollars * 100;
  const msrpCents = Math.max(msrpDollars * 100, consumerCents);
  const designerCents = designerCentsFor(input.label, consumerCents);
  let promotionalCents: number | null = null;
  if (!input.outlet && random.chance(0.17)) {
    const promo = Math.round(consumerCents * (0.75 + random.next() * 0.15));
    promotionalCents = Math.max(designerCents + 100, Math.floor(promo / 100) * 100 - 1);
  }
  return { msrpCents, consumerCents, designerCents, promotionalCents, priceLabel: input.label };
}
