/** The client agent's page rules without I/O: who may use the agent's pages, links, the address, what the link charges. */
import { orderTerms, type AddressInput, type Funding, type ServedCustomer, type SessionSnapshot } from '@storefront/contracts';

/** Where a page of the agent sends someone who may not use it: a visitor signs in first, anyone else has no permission. */
export function agentAccess(session: Pick<SessionSnapshot, 'token' | 'clientAgent'>, path: string): { ok: true } | { ok: false; to: string } {
  if (session.clientAgent) return { ok: true };
  if (!session.token) return { ok: false, to: `/login?redirect=${encodeURIComponent(path)}` };
  return { ok: false, to: '/noPermission' };
}

export const csrPaymentHref = (customerId: string) => `/CSRPayment?customer=${encodeURIComponent(customerId)}`;
export const clientAgentHref = (customerId?: string | null) => (customerId ? `/clientAgent?customer=${encodeURIComponent(customerId)}` : '/clientAgent');

/** The shipping address prefilled from the customer's record (the agent may change it before sending). */
export function addressOfCustomer(customer: ServedCustomer): AddressInput {
  return {
    full_name: customer.name,
    company: '',
    street_address: customer.street_address,
    apartment: '',
    city: customer.city,
    state: customer.state,
    postal: customer.postal,
    country: customer.country || 'US',
  };
}

/** What paying `total` dollars charges with the funding reviewed (a credit card adds its fee; the whole total is paid now). */
export function linkCharge(total: number, funding: Funding | null): number {
  return orderTerms(Math.round(total * 100), funding, false).chargeCents / 100;
}

/** A link's expiry as a person reads it, in UTC (the link says when it stops being payable). */
export function expiryText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const date = at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${date}, ${at.toISOString().slice(11, 16)} UTC`;
}

/** One line of an address. */
export function addressText(a: Partial<Record<string, string>>): string {
  const street = [a.street_address, a.apartment].filter(Boolean).join(', ');
  const place = [a.city, [a.state, a.postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.full_name, a.company, street, place, a.country].filter(Boolean).join(', ');
}
