import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { addressProblems, contactProblems, formatExpiryTyping, methodText, parseExpiry, payOutcomeOf, EMPTY_ADDRESS } from './checkout-rules';

describe('checkout rules', () => {
  it("says an empty address's and contact's problems in the contracts' words", () => {
    expect(addressProblems(EMPTY_ADDRESS).full_name).toBe(MESSAGES.enterFullName);
    expect(contactProblems({ contact_name: ' ', phone: '2125550100', email: 'a@b.co' })).toEqual({ contact_name: MESSAGES.enterContactName });
  });

  it('reads the expiry as MM/YY', () => {
    expect(formatExpiryTyping('0430')).toBe('04/30');
    expect(parseExpiry('04/30')).toEqual({ month: 4, year: 30 });
    expect(parseExpiry('13/30')).toBeNull();
  });

  it('names a method by what may be shown of it', () => {
    expect(methodText({ method: 'card', brand: 'visa', funding: 'credit', last4: '4242' })).toBe('Visa credit card ending in 4242');
    expect(methodText({ method: 'ach', brand: '', funding: 'bank', last4: '6789' })).toBe('Bank account ending in 6789');
  });

  it("reads place order's refusals: a decline leaves, no answer (or no network) asks for a resubmit", () => {
    expect(payOutcomeOf(new ApiError(ERR.PAYMENT_FAILED, MESSAGES.paymentFailed))).toEqual({ kind: 'declined' });
    expect(payOutcomeOf(new ApiError(0, MESSAGES.requestFalse))).toEqual({ kind: 'retry', message: MESSAGES.paymentRequestFailed });
    expect(payOutcomeOf(new ApiError(ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid, { order_number: 'SO100001' }))).toEqual({
      kind: 'paid',
      message: MESSAGES.paymentAlreadyPaid,
      orderNumber: 'SO100001',
    });
  });
});
