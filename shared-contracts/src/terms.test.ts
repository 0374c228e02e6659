import { describe, expect, it } from 'vitest';
import { CARD_FEE_PERCENT, DESIGNER_DEPOSIT_PERCENT, orderTerms } from './index';
import { TERMS, claimWindowOpen, formatFigure, formatRange } from './terms';

describe('the trade terms (spec section 9)', () => {
  it('holds every figure with its unit', () => {
    const written = {
      cardFee: formatFigure(TERMS.cardFee),
      debitCardFee: formatFigure(TERMS.debitCardFee),
      cardTaxRebate: formatFigure(TERMS.cardTaxRebate),
      cardTaxRebateWithin: formatRange(TERMS.cardTaxRebateWithin),
      designerDeposit: formatFigure(TERMS.designerDeposit),
      memberOffer: formatFigure(TERMS.memberOffer),
      restockingFee: formatFigure(TERMS.restockingFee),
      lateInterest: formatFigure(TERMS.lateInterest),
      returnWindow: formatFigure(TERMS.returnWindow),
      damage: formatFigure(TERMS.claimWindows.damage),
      concealedDamage: formatFigure(TERMS.claimWindows.concealedDamage),
      shortage: formatFigure(TERMS.claimWindows.shortage),
      invoiceDiscrepancy: formatFigure(TERMS.claimWindows.invoiceDiscrepancy),
      whiteGloveCancelNotice: formatFigure(TERMS.whiteGloveCancelNotice),
      whiteGloveRescheduleFeeUnder: formatFigure(TERMS.whiteGloveRescheduleFeeUnder),
      orderCancellationWindow: formatFigure(TERMS.orderCancellationWindow),
      curePeriod: formatFigure(TERMS.curePeriod),
      forceMajeure: formatFigure(TERMS.forceMajeure),
      refundTime: formatRange(TERMS.refundTime),
      accountApproval: formatFigure(TERMS.accountApproval),
      caseGoods: formatFigure(TERMS.warranty.caseGoods),
      upholsteryFrame: formatFigure(TERMS.warranty.upholsteryFrame),
      springs: formatFigure(TERMS.warranty.springs),
      cushions: formatFigure(TERMS.warranty.cushions),
      fabricAndLeather: formatFigure(TERMS.warranty.fabricAndLeather),
      shadeVariation: formatFigure(TERMS.shadeVariation),
    };
    expect(written).toEqual({
      cardFee: '3.0%',
      debitCardFee: '0%',
      cardTaxRebate: '20%',
      cardTaxRebateWithin: '1-2 business days',
      designerDeposit: '50%',
      memberOffer: '20%',
      restockingFee: '25%',
      lateInterest: '1.5% per month',
      returnWindow: '30 days',
      damage: '10 days',
      concealedDamage: '15 days',
      shortage: '15 days',
      invoiceDiscrepancy: '30 days',
      whiteGloveCancelNotice: '72 hours',
      whiteGloveRescheduleFeeUnder: '24 hours',
      orderCancellationWindow: '24 hours',
      curePeriod: '15 days',
      forceMajeure: '45 days',
      refundTime: '5-10 business days',
      accountApproval: '48 hours',
      caseGoods: '1 year',
      upholsteryFrame: '5 years',
      springs: '3 years',
      cushions: '1 year',
      fabricAndLeather: '1 year',
      shadeVariation: '10%',
    });
  });

  it('is the one source of the checkout constants', () => {
    expect(CARD_FEE_PERCENT).toBe(TERMS.cardFee.value);
    expect(DESIGNER_DEPOSIT_PERCENT).toBe(TERMS.designerDeposit.value);
    // 50% of $1,000.00 now, and 3.0% of that on a credit card.
    expect(orderTerms(100_000, 'credit', true)).toMatchObject({ dueNowCents: 50_000, cardFeeCents: 1_500, balanceCents: 50_000 });
  });

  it('keeps a claim window open through its last day, counted from delivery', () => {
    const delivered = new Date('2026-11-01T15:00:00Z');
    expect(claimWindowOpen('damage', delivered, new Date('2026-11-11T23:00:00Z'))).toBe(true);
    expect(claimWindowOpen('damage', delivered, new Date('2026-11-12T00:30:00Z'))).toBe(false);
    expect(claimWindowOpen('concealedDamage', delivered, new Date('2026-11-16T12:00:00Z'))).toBe(true);
    expect(claimWindowOpen('shortage', delivered, new Date('2026-11-17T12:00:00Z'))).toBe(false);
    expect(claimWindowOpen('invoiceDiscrepancy', delivered, new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(claimWindowOpen('damage', delivered, new Date('2026-10-31T12:00:00Z'))).toBe(false);
  });
});
