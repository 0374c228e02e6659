/**
 * The trade terms' figures (spec section 9): fees, deposit, rebate, member offer, restocking, late interest, the
 * return and claim windows, white glove notice, cancellation, cure period, force majeure, refunds, the warranty
 * years and the shade variation. The one source: the policy pages, the registration's terms step, the trade pages,
 * the checkout's order terms and the claim-window check all read these, so a figure changes in one place.
 */

export type TermUnit = 'percent' | 'percent per month' | 'hours' | 'days' | 'business days' | 'years';

/** A figure with its unit; `decimals` fixes how a percentage is written (the spec writes the card fee 3.0%). */
export interface Figure<U extends TermUnit = TermUnit> {
  readonly value: number;
  readonly unit: U;
  readonly decimals?: number;
}

/** A span such as 5-10 business days. */
export interface FigureRange<U extends TermUnit = TermUnit> {
  readonly min: number;
  readonly max: number;
  readonly unit: U;
}

const pct = (value: number, decimals?: number): Figure<'percent'> => (decimals === undefined ? { value, unit: 'percent' } : { value, unit: 'percent', decimals });
const hours = (value: number): Figure<'hours'> => ({ value, unit: 'hours' });
const days = (value: number): Figure<'days'> => ({ value, unit: 'days' });
const years = (value: number): Figure<'years'> => ({ value, unit: 'years' });

export const TERMS = {
  /** Fee on credit card payments; none for debit cards or bank transfer (ACH). */
  cardFee: pct(3, 1),
  /** Debit cards and bank transfers carry no fee. */
  debitCardFee: pct(0),
  /** Rebate on the sales tax of an order when that tax is paid by card (of the tax paid)... */
  cardTaxRebate: pct(20),
  /** ...within this many business days. */
  cardTaxRebateWithin: { min: 1, max: 2, unit: 'business days' } satisfies FigureRange<'business days'>,
  /** What a designer pays when the order is placed; the balance before shipping. */
  designerDeposit: pct(50),
  /** The member offer: off the listed price. */
  memberOffer: pct(20),
  /** Restocking fee on returned goods. */
  restockingFee: pct(25),
  /** Interest on late balances. */
  lateInterest: { value: 1.5, unit: 'percent per month' } satisfies Figure<'percent per month'>,
  /** Goods are returned within this many days of the return authorization (RA). */
  returnWindow: days(30),
  /** Claim windows, counted from the delivery date. */
  claimWindows: {
    damage: days(10),
    concealedDamage: days(15),
    shortage: days(15),
    invoiceDiscrepancy: days(30),
  },
  /** White glove delivery: notice needed to cancel it... */
  whiteGloveCancelNotice: hours(72),
  /** ...and rescheduling with less notice than this incurs fees. */
  whiteGloveRescheduleFeeUnder: hours(24),
  /** An order may be cancelled within this many hours of being placed. */
  orderCancellationWindow: hours(24),
  /** Time a party has to put a breach right after written notice. */
  curePeriod: days(15),
  /** A delay by force majeure beyond this lets either party cancel the affected order. */
  forceMajeure: days(45),
  /** Approved refunds reach the original payment method within... */
  refundTime: { min: 5, max: 10, unit: 'business days' } satisfies FigureRange<'business days'>,
  /** New trade accounts are reviewed within... */
  accountApproval: hours(48),
  /** Warranty terms from the delivery date. */
  warranty: {
    caseGoods: years(1),
    upholsteryFrame: years(5),
    springs: years(3),
    cushions: years(1),
    fabricAndLeather: years(1),
  },
  /** Shade variation between a sample or photo and the delivered piece that is acceptable (not a defect). */
  shadeVariation: pct(10),
} as const;

export type ClaimKind = keyof typeof TERMS.claimWindows;
export type WarrantyPart = keyof typeof TERMS.warranty;

/** Section 9 by the names checkout has always used. */
export const CARD_FEE_PERCENT = TERMS.cardFee.value;
export const DESIGNER_DEPOSIT_PERCENT = TERMS.designerDeposit.value;

const SINGULAR: Record<TermUnit, string> = {
  percent: '%',
  'percent per month': '% per month',
  hours: 'hour',
  days: 'day',
  'business days': 'business day',
  years: 'year',
};

function percentText(value: number, decimals?: number): string {
  return decimals === undefined ? String(value) : value.toFixed(decimals);
}

/** '3.0%', '1.5% per month', '10 days', '1 year', '72 hours'. */
export function formatFigure(figure: Figure): string {
  if (figure.unit === 'percent' || figure.unit === 'percent per month') return `${percentText(figure.value, figure.decimals)}${SINGULAR[figure.unit]}`;
  return `${figure.value} ${figure.value === 1 ? SINGULAR[figure.unit] : figure.unit}`;
}

/** '5-10 business days'. */
export function formatRange(range: FigureRange): string {
  return `${range.min}-${range.max} ${range.unit}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a claim of this kind is still open on `on`, counted in whole calendar days (UTC) from the delivery date:
 * a 10-day window opened by a delivery on the 1st closes at the end of the 11th.
 */
export function claimWindowOpen(kind: ClaimKind, deliveredOn: Date, on: Date): boolean {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  const elapsed = day(on) - day(deliveredOn);
  return elapsed >= 0 && elapsed <= TERMS.claimWindows[kind].value;
}
