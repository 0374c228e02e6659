/**
 * What a card processor checks of the numbers it is given, without I/O: the Luhn check digit of a card number, the
 * ABA checksum of a routing number, the card's brand from its leading digits, and whether an expiry has passed.
 */

/** The Luhn (mod 10) check of a card number: digits only, 12 to 19 of them. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ABA routing number checksum: nine digits weighted 3, 7, 1 in turn sum to a multiple of 10. */
export function abaValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (routing.charCodeAt(i) - 48) * weights[i % 3]!;
  return sum % 10 === 0;
}

/** A US bank account number: 4 to 17 digits. */
export function achAccountValid(account: string): boolean {
  return /^\d{4,17}$/.test(account);
}

/** The card's brand from its leading digits (the issuer identification ranges). */
export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown' {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** A card is good through the last day of its expiry month. */
export function expired(month: number, year: number, now: Date): boolean {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < nowMonth;
}
