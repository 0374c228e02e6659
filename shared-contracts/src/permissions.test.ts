import { describe, expect, it } from 'vitest';
import { BRANDS, type Brand } from './brands';
import { MODE_LABELS, MODES, MSRP_PERMISSIONS, PERMISSIONS, hasPermission, isMode, modeHeader, permissionFor } from './permissions';

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
