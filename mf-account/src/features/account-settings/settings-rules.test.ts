import { addressLines, formOf, initialsOf, settingsTabs, tabFromQuery } from './settings-rules';

describe('the sections of an account', () => {
  it('gives trade accounts all four, invited customers and client agents login and profile, FFD login and addresses', () => {
    expect(settingsTabs('designer', false)).toEqual(['security', 'addresses', 'profile', 'certificate']);
    expect(settingsTabs('sub_account', false)).toEqual(['security', 'addresses', 'profile', 'certificate']);
    expect(settingsTabs('dealer', false)).toEqual(['security', 'addresses', 'profile', 'certificate']);
    expect(settingsTabs('customer', false)).toEqual(['security', 'profile']);
    expect(settingsTabs('client_agent', false)).toEqual(['security', 'profile']);
    expect(settingsTabs('ffd_shopper', false)).toEqual(['security', 'addresses']);
    expect(settingsTabs('designer', true)).toEqual(['security', 'addresses']);
  });

  it('opens the section a link names when the account has it, else the first', () => {
    const all = settingsTabs('designer', false);
    expect(tabFromQuery('certificate', all)).toBe('certificate');
    expect(tabFromQuery(' Certificates ', all)).toBe('certificate');
    expect(tabFromQuery('address', all)).toBe('addresses');
    expect(tabFromQuery('password', all)).toBe('security');
    expect(tabFromQuery('certificate', settingsTabs('designer', true))).toBe('security');
    expect(tabFromQuery('nonsense', all)).toBe('security');
    expect(tabFromQuery(undefined, all)).toBe('security');
  });
});

describe('addresses and files as they read', () => {
  const address = {
    id: 'a1',
    first_name: 'Dana',
    last_name: 'Reyes',
    company: 'Studio One',
    street_address: '200 Lexington Ave',
    apartment: 'Suite 4',
    city: 'Toronto',
    country: 'CA',
    state: 'ON',
    postal: 'M5H 1A1',
    phone: '2125550100',
    is_default: true,
    updated_at: '2025-03-05T12:00:00.000Z',
  };

  it('shows an address in lines with the country by name, and edits it with the phone in groups', () => {
    expect(addressLines(address)).toEqual(['Dana Reyes, Studio One', '200 Lexington Ave, Suite 4', 'Toronto, ON M5H 1A1', 'Canada']);
    expect(formOf(address)).toMatchObject({ phone: '212-555-0100', country: 'CA', state: 'ON' });
  });


  it('stands initials in for a missing picture', () => {
    expect(initialsOf('dana', 'reyes')).toBe('DR');
    expect(initialsOf('', '', 'shay@outlet.test')).toBe('S');
  });
});
