import { CARD_FEE_PERCENT, type ServedCustomer } from '@storefront/contracts';
import { addressOfCustomer, addressText, agentAccess, csrPaymentHref, expiryText, linkCharge } from './agent-rules';

const customer: ServedCustomer = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Casey Morgan',
  email: 'casey@home.test',
  phone: '2125550199',
  street_address: '200 Park Avenue South',
  city: 'New York',
  state: 'NY',
  postal: '10016',
  country: '',
};

describe('the client agent page rules', () => {
  it('lets only a client agent in: a visitor signs in first, anyone else has no permission', () => {
    expect(agentAccess({ token: 't', clientAgent: { id: 'a', code: 'AGENT-1001' } }, '/clientAgent')).toEqual({ ok: true });
    expect(agentAccess({ token: null, clientAgent: null }, '/CSRPayment?customer=1')).toEqual({ ok: false, to: '/login?redirect=%2FCSRPayment%3Fcustomer%3D1' });
    expect(agentAccess({ token: 't', clientAgent: null }, '/clientAgent')).toEqual({ ok: false, to: '/noPermission' });
  });

  it('prefills the shipping address from the customer record (the US when none is on file)', () => {
    expect(addressOfCustomer(customer)).toEqual({ full_name: 'Casey Morgan', company: '', street_address: '200 Park Avenue South', apartment: '', city: 'New York', state: 'NY', postal: '10016', country: 'US' });
    expect(addressText(addressOfCustomer(customer))).toBe('Casey Morgan, 200 Park Avenue South, New York, NY 10016, US');
  });

  it('charges the whole total, with the card fee for a credit card only', () => {
    expect(linkCharge(1000, 'credit')).toBe(1000 + (1000 * CARD_FEE_PERCENT) / 100);
    expect(linkCharge(1000, 'debit')).toBe(1000);
    expect(linkCharge(1000, 'bank')).toBe(1000);
    expect(linkCharge(1000, null)).toBe(1000);
  });

  it('writes links and the expiry', () => {
    expect(csrPaymentHref('c 1')).toBe('/CSRPayment?customer=c%201');
    expect(expiryText('2026-03-08T16:30:00.000Z')).toBe('March 8, 2026, 16:30 UTC');
    expect(expiryText('nonsense')).toBe('');
  });
});
