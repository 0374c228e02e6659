import { describe, expect, it } from 'vitest';
import { BRANDS, type Brand } from './brands';
import {
  ACCOUNT_KINDS,
  DEFAULT_MODE,
  MODE_LABELS,
  MODES,
  MSRP_PERMISSIONS,
  PERMISSIONS,
  PERMISSION_MATRIX,
  hasPermission,
  isMode,
  modeHeader,
  modesOf,
  permissionFor,
  rolesFor,
} from './permissions';

const MSRP_BY_BRAND: Record<Brand, string | null> = {
  HOM: 'hom_msrp',
  CA: 'ca_msrp',
  CA_DEALER: 'ca_dealer_msrp',
  JC: 'jc_msrp',
  ART: 'art_msrp',
  ROWE: null,
  FFD: null,
};
const ALL_MSRP = ['hom_msrp', 'ca_msrp', 'jc_msrp', 'art_msrp', 'ca_dealer_msrp'];

describe('modes', () => {
  it('has the five work modes of the spec', () => {
    expect([...MODES].sort()).toEqual(['mibd_communicate', 'mibd_customer', 'mibd_designer', 'mibd_safe', 'mibd_visitor']);
  });

  it('labels the three working modes as the product names them', () => {
    expect(MODE_LABELS.mibd_safe).toBe('Browsing Mode');
    expect(MODE_LABELS.mibd_communicate).toBe('Client Mode');
    expect(MODE_LABELS.mibd_designer).toBe('Designer Mode');
  });

  it('recognises modes', () => {
    for (const mode of MODES) expect(isMode(mode)).toBe(true);
    expect(isMode('designer')).toBe(false);
    expect(isMode(null)).toBe(false);
  });
});

describe('permission names', () => {
  it('includes every permission name of spec section 6', () => {
    expect(PERMISSIONS).toEqual(
      expect.arrayContaining([
        'AI_customer_service_page_entrance',
        'AI_design_scheme_list',
        'designer_price',
        'msrp',
        ...ALL_MSRP,
        'shopping_cart',
        'navigation_logo',
        'brand_menu',
        'designer_benefits',
        'favorites',
        'mode',
        'designer_project',
        'order',
        'settle_accounts',
        'home',
      ]),
    );
  });
});

describe('msrp mapping', () => {
  it.each(Object.entries(MSRP_BY_BRAND))('maps msrp on %s to %s', (brand, name) => {
    expect(MSRP_PERMISSIONS[brand as Brand]).toBe(name);
    expect(permissionFor(brand as Brand, 'msrp')).toBe(name);
  });

  it.each(Object.entries(MSRP_BY_BRAND).filter(([, n]) => n !== null))('grants msrp on %s to a role list holding %s', (brand, name) => {
    expect(hasPermission([name as string], 'msrp', brand as Brand)).toBe(true);
  });

  it.each(['ROWE', 'FFD'] as const)('never grants msrp on %s, whatever the role list holds', (brand) => {
    expect(hasPermission(['msrp', ...ALL_MSRP], 'msrp', brand)).toBe(false);
  });

  it('does not take another brand\'s msrp, nor the bare generic name, as this brand\'s', () => {
    expect(hasPermission(['ca_msrp'], 'msrp', 'HOM')).toBe(false);
    expect(hasPermission(['ca_msrp'], 'msrp', 'CA_DEALER')).toBe(false);
    expect(hasPermission(['hom_msrp', 'jc_msrp'], 'msrp', 'ART')).toBe(false);
    expect(hasPermission(['msrp'], 'msrp', 'CA')).toBe(false);
  });

  it('uses brand-specific names directly', () => {
    expect(hasPermission(['ca_msrp'], 'ca_msrp', 'HOM')).toBe(true);
    expect(hasPermission(['jc_msrp'], 'jc_msrp', 'ROWE')).toBe(true);
    expect(hasPermission([], 'jc_msrp', 'JC')).toBe(false);
  });
});

describe('hasPermission for other names', () => {
  it.each(BRANDS)('checks the role list as is on %s', (brand) => {
    const roles = ['shopping_cart', 'designer_price', 'AI_customer_service_page_entrance'];
    expect(hasPermission(roles, 'shopping_cart', brand)).toBe(true);
    expect(hasPermission(roles, 'designer_price', brand)).toBe(true);
    expect(hasPermission(roles, 'AI_customer_service_page_entrance', brand)).toBe(true);
    expect(hasPermission(roles, 'settle_accounts', brand)).toBe(false);
    expect(hasPermission(roles, 'home', brand)).toBe(false);
    expect(hasPermission([], 'favorites', brand)).toBe(false);
  });

  it('matches names exactly', () => {
    expect(hasPermission(['Shopping_Cart', 'shopping_cart '], 'shopping_cart', 'HOM')).toBe(false);
    expect(hasPermission(['designer_project_x'], 'designer_project', 'HOM')).toBe(false);
  });

  it('passes names other than msrp through unchanged', () => {
    expect(permissionFor('ROWE', 'order')).toBe('order');
    expect(permissionFor('CA', 'hom_msrp')).toBe('hom_msrp');
  });
});

describe('modeHeader', () => {
  it.each(BRANDS.filter((b) => b !== 'CA_DEALER'))('sends the mode as is on %s', (brand) => {
    for (const mode of MODES) expect(modeHeader(brand, mode)).toBe(mode);
  });

  it('sends it empty on CA_DEALER', () => {
    for (const mode of MODES) expect(modeHeader('CA_DEALER', mode)).toBe('');
  });
});

describe('the permission matrix (spec sections 1 and 6)', () => {
  const roles = (who: Parameters<typeof rolesFor>[0], mode: Parameters<typeof rolesFor>[1]) => rolesFor(who, mode) ?? [];

  it('gives visitors limited browsing: no prices, no cart, no customers', () => {
    const visitor = roles('visitor', 'mibd_visitor');
    expect(visitor).toContain('home');
    for (const p of ['designer_price', 'msrp', 'shopping_cart', 'customers', 'settle_accounts', 'favorites']) expect(visitor).not.toContain(p);
  });

  it('keeps browsing mode to basic product info: no MSRP, no designer price, no cart, no customers, no checkout', () => {
    const safe = roles('designer', 'mibd_safe');
    for (const p of ['msrp', ...ALL_MSRP, 'designer_price', 'shopping_cart', 'customers', 'settle_accounts', 'order']) expect(safe).not.toContain(p);
    expect(safe).toContain('mode');
  });

  it('lets client mode view the cart and retail prices but not designer prices or checkout', () => {
    const client = roles('designer', 'mibd_communicate');
    expect(client).toEqual(expect.arrayContaining(['shopping_cart', 'msrp', 'designer_project', 'customers']));
    for (const p of ['designer_price', 'settle_accounts']) expect(client).not.toContain(p);
  });

  it('gives designer mode designer prices, checkout, orders and every brand msrp', () => {
    expect(roles('designer', 'mibd_designer')).toEqual(expect.arrayContaining(['designer_price', 'settle_accounts', 'order', ...ALL_MSRP]));
  });

  it('keeps invited customers to favorites and their own projects, with retail prices, no mode switch and no cart', () => {
    const customer = roles('customer', 'mibd_customer');
    expect(customer).toEqual(expect.arrayContaining(['favorites', 'designer_project', 'msrp']));
    for (const p of ['mode', 'shopping_cart', 'designer_price', 'settle_accounts', 'customers']) expect(customer).not.toContain(p);
    expect(modesOf('customer')).toEqual(['mibd_customer']);
  });

  it('lets client agents build carts but never check out themselves', () => {
    const agent = roles('client_agent', 'mibd_designer');
    expect(agent).toEqual(expect.arrayContaining(['shopping_cart', 'client_agent']));
    expect(agent).not.toContain('settle_accounts');
  });

  it('reserves sub-account management to the company designer', () => {
    expect(roles('designer', 'mibd_designer')).toContain('sub_accounts');
    expect(roles('sub_account', 'mibd_designer')).not.toContain('sub_accounts');
  });

  it('answers null for a mode the principal does not have, and every default mode is one it has', () => {
    expect(rolesFor('customer', 'mibd_designer')).toBeNull();
    expect(rolesFor('visitor', 'mibd_safe')).toBeNull();
    for (const who of ['visitor', ...ACCOUNT_KINDS] as const) {
      expect(rolesFor(who, DEFAULT_MODE[who])).not.toBeNull();
      for (const mode of Object.keys(PERMISSION_MATRIX[who])) expect(MODES).toContain(mode);
    }
  });
});
