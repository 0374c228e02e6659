/**
 * The processor's checks against published values: card numbers from the card networks' and processors' published
 * test lists, and routing numbers of real banks as the Federal Reserve's directory lists them.
 */
import { describe, expect, it } from 'vitest';
import { abaValid, achAccountValid, cardBrand, expired, luhnValid } from './payment-checks';

describe('the Luhn check', () => {
  it('passes published test card numbers', () => {
    for (const n of ['4242424242424242', '4111111111111111', '5555555555554444', '5105105105105100', '378282246310005', '371449635398431', '6011111111111117', '4000056655665556', '4012888888881881']) {
      expect(luhnValid(n), n).toBe(true);
    }
  });
  it('fails a number with one digit changed, or two adjacent digits swapped', () => {
    for (const n of ['4242424242424241', '4111111111111112', '5555555555554443', '378282246310006', '4242424242424224']) expect(luhnValid(n), n).toBe(false);
  });
  it('fails what is not 12 to 19 digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
  });
});

describe('the ABA routing checksum', () => {
  it('passes real routing numbers', () => {
    // JPMorgan Chase (New York), Federal Reserve Bank of Boston, Bank of America (California and New York), Wells Fargo (California), Stripe's test number.
    for (const n of ['021000021', '011000015', '121000358', '026009593', '121000248', '110000000']) expect(abaValid(n), n).toBe(true);
  });
  it('fails a routing number with its check digit changed, and what is not nine digits', () => {
    for (const n of ['021000022', '011000016', '121000359', '12100035', '1210003580', '12100035a']) expect(abaValid(n), n).toBe(false);
  });
});

describe('bank account numbers', () => {
  it('are 4 to 17 digits', () => {
    expect(achAccountValid('1234')).toBe(true);
    expect(achAccountValid('000123456789')).toBe(true);
    expect(achAccountValid('12345678901234567')).toBe(true);
    expect(achAccountValid('123')).toBe(false);
    expect(achAccountValid('123456789012345678')).toBe(false);
    expect(achAccountValid('12345a')).toBe(false);
  });
});

describe('card brands and expiry', () => {
  it('reads the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });
  it('keeps a card good through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 30, 23, 59));
    expect(expired(11, 2026, now)).toBe(false);
    expect(expired(10, 2026, now)).toBe(true);
    expect(expired(1, 2027, now)).toBe(false);
    expect(expired(12, 2025, now)).toBe(true);
  });
});
