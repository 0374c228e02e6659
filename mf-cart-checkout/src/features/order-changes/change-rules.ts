/** The order changes' rules without I/O: where the change pages are, what a refusal says, what a card adds. */
import { CARD_FEE_PERCENT, MESSAGES, hrefFor, percentOfCents, type Funding } from '@storefront/contracts';
import { refusalOf } from '@storefront/remote-kit';

export const changeNumberHref = (number: string) => hrefFor('/changeNumber', { number });
export const supplementaryBuyHref = (number: string) => hrefFor('/supplementaryBuy', { number });
export const serviceRequestHref = (number: string, itemId: string) => hrefFor('/uploadAfterSales', { number, item: itemId });
export const claimHref = (number: string) => hrefFor('/subClaim', { number });

/** What a failed call says: the api's message, else 'Request false' (the network). */
export function messageOf(error: unknown): string {
  return refusalOf(error)?.message ?? MESSAGES.requestFalse;
}

/** What the supplementary payment charges in cents: the amount owed, and a credit card's 3.0% on it. */
export function chargeCents(amount: number, funding: Funding | null): number {
  const cents = Math.round(amount * 100);
  return cents + (funding === 'credit' ? percentOfCents(cents, CARD_FEE_PERCENT) : 0);
}

/** A fresh id for a payment attempt (the api charges once per attempt, whatever the retries). */
export function newAttemptId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `sup-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

