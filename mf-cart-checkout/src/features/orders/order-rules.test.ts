import { visitorSession } from '@storefront/contracts/testing';
import { addressLines, filtersFrom, listBody, listHref, mayList, paymentMethodLabel } from './order-rules';

const ID = '00000000-0000-4000-8000-000000000001';

describe('the order lists', () => {
  it('need the order permission, but for the invited customer', () => {
    expect(mayList('designer', 'HOM', { ...visitorSession, roles: ['order'] })).toBe(true);
    expect(mayList('designer', 'HOM', { ...visitorSession, roles: ['favorites'] })).toBe(false);
    expect(mayList('customer', 'HOM', { ...visitorSession, roles: [] })).toBe(true);
  });

  it('read their filters from the address, leaving out what is not understood', () => {
    expect(filtersFrom({ state: 'shipped', customer_id: ID, keyword: 'SO1', page: '3' }, 'designer')).toEqual({ state: 'shipped', customerId: ID, keyword: 'SO1', page: 3 });
    expect(filtersFrom({ state: 'lost', customer_id: 'x', page: '-1' }, 'designer')).toEqual({ state: null, customerId: null, keyword: '', page: 1 });
    expect(filtersFrom({ customer_id: ID }, 'customer').customerId).toBeNull();
  });

  it('write them back into the address and the call, the set ones only', () => {
    const filters = { state: 'delivered' as const, customerId: ID, keyword: ' SO100001 ', page: 1 };
    expect(listHref('designer', filters)).toBe(`/designerOrder?state=delivered&customer_id=${ID}&keyword=SO100001`);
    expect(listHref('ffd', { ...filters, page: 2 })).toBe('/ffdOrder?state=delivered&keyword=SO100001&page=2');
    expect(listBody('designer', filters)).toEqual({ page: 1, state: 'delivered', customer_id: ID, keyword: 'SO100001' });
    expect(listBody('customer', { state: null, customerId: ID, keyword: '', page: 1 })).toEqual({ page: 1 });
  });
});

describe('an order', () => {
  it('reads its payment method', () => {
    expect(paymentMethodLabel({ method: 'card', brand: 'visa', funding: 'credit', last4: '4242' })).toBe('Visa credit •••• 4242');
    expect(paymentMethodLabel({ method: 'card', brand: 'mastercard', funding: 'debit', last4: '8210' })).toBe('Mastercard debit •••• 8210');
    expect(paymentMethodLabel({ method: 'ach', brand: 'checking account', funding: 'bank', last4: '6789' })).toBe('Bank account •••• 6789');
  });

  it('reads an address as lines, leaving out empty parts', () => {
    expect(addressLines({ full_name: 'A B', company: '', street_address: '1 Main St', apartment: '', city: 'Austin', state: 'TX', postal: '78701', country: 'United States' })).toEqual([
      'A B',
      '1 Main St',
      'Austin, TX 78701',
      'United States',
    ]);
  });
});
