import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_CODES,
  BRAND_TABLE,
  BRANDS,
  brandByCode,
  brandHomeTarget,
  brandInfo,
  copyrightLine,
  isBrand,
  parseBrand,
  type Brand,
  type BrandCode,
} from './brands';

/** Spec section 1: the brand each build serves and the code sent to the server for it. */
const SPEC_CODES: Record<Brand, BrandCode> = {
  HOM: 'hom',
  CA: 'ca',
  CA_DEALER: 'ca_dealer',
  ROWE: 'rowe',
  JC: 'jc',
  ART: 'art',
  FFD: 'ol',
};

const onlyFor = (...brands: Brand[]) => BRANDS.map((b) => [b, brands.includes(b)] as const);

describe('build values and server codes', () => {
  it('has exactly the seven build values of the spec', () => {
    expect([...BRANDS]).toEqual(['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD']);
    expect(Object.keys(BRAND_TABLE).sort()).toEqual([...BRANDS].sort());
  });

  it('has exactly the seven server codes of the spec', () => {
    expect([...BRAND_CODES].sort()).toEqual(['art', 'ca', 'ca_dealer', 'hom', 'jc', 'ol', 'rowe']);
  });

  it.each(Object.entries(SPEC_CODES))('%s is sent to the server as %s', (brand, code) => {
    expect(brandInfo(brand as Brand).code).toBe(code);
    expect(brandByCode(code).brand).toBe(brand);
  });

  it('gives every brand its own code', () => {
    const codes = BRANDS.map((b) => brandInfo(b).code);
    expect(new Set(codes).size).toBe(BRANDS.length);
  });

  it('rejects an unknown server code', () => {
    expect(() => brandByCode('xyz' as BrandCode)).toThrow(/xyz/);
  });

  it('describes each brand under its own key', () => {
    for (const brand of BRANDS) expect(brandInfo(brand).brand).toBe(brand);
  });

  it('puts the luxury brand and its dealer variant on one site type and layout', () => {
    expect(brandInfo('CA').siteType).toBe('ca');
    expect(brandInfo('CA_DEALER').siteType).toBe('ca');
    expect(brandInfo('CA_DEALER').layout).toBe('ca');
    expect(brandInfo('FFD').siteType).toBe('ffd');
    expect(brandInfo('HOM').siteType).toBe('hom');
  });
});

describe('isBrand', () => {
  it('accepts the build values only, exactly as spelled', () => {
    for (const brand of BRANDS) expect(isBrand(brand)).toBe(true);
    expect(isBrand('ca')).toBe(false);
    expect(isBrand('ol')).toBe(false);
    expect(isBrand('')).toBe(false);
    expect(isBrand(undefined)).toBe(false);
    expect(isBrand(42)).toBe(false);
  });
});

describe('parseBrand', () => {
  it.each([undefined, null, ''])('defaults to HOM when the value is %j', (value) => {
    expect(parseBrand(value)).toBe('HOM');
  });

  it.each([
    ['HOM', 'HOM'],
    ['ca', 'CA'],
    ['Ca_Dealer', 'CA_DEALER'],
    ['rowe', 'ROWE'],
    ['jC', 'JC'],
    ['art', 'ART'],
    ['ffd', 'FFD'],
  ])('reads %s case-insensitively as %s', (value, brand) => {
    expect(parseBrand(value)).toBe(brand);
  });

  it.each(['ol', 'hub', 'CA-DEALER', 'ca dealer', 'X'])('fails loudly on %s, naming the bad value and the allowed ones', (value) => {
    expect(() => parseBrand(value)).toThrow(`got "${value}"`);
    expect(() => parseBrand(value)).toThrow(/BRAND must be one of HOM, CA, CA_DEALER, ROWE, JC, ART, FFD/);
  });
});

describe('msrp permission per brand (spec section 6)', () => {
  it.each([
    ['HOM', 'hom_msrp'],
    ['CA', 'ca_msrp'],
    ['CA_DEALER', 'ca_dealer_msrp'],
    ['JC', 'jc_msrp'],
    ['ART', 'art_msrp'],
    ['ROWE', null],
    ['FFD', null],
  ] as const)('%s -> %s', (brand, permission) => {
    expect(brandInfo(brand).msrpPermission).toBe(permission);
  });
});

describe('brand features', () => {
  it.each(onlyFor('CA', 'CA_DEALER'))('My Visualizations on %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.myVisualizations).toBe(expected);
  });

  it.each(onlyFor('CA'))("Cara's chat on %s: %s", (brand, expected) => {
    expect(brandInfo(brand).features.caraChat).toBe(expected);
  });

  it.each(onlyFor('CA_DEALER'))('Request Access on %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.requestAccess).toBe(expected);
  });

  it.each(onlyFor('ART'))('Designer and Dealer Login and the live search on %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.designerAndDealerLogin).toBe(expected);
    expect(brandInfo(brand).features.liveSearchDropdown).toBe(expected);
  });

  it('sends ART dealers to an external dealer portal', () => {
    expect(brandInfo('ART').dealerPortalUrl).toMatch(/^https:\/\//);
  });

  it.each(BRANDS.map((b) => [b, b !== 'CA_DEALER'] as const))('sends the Mode header on %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.sendsModeHeader).toBe(expected);
  });

  it.each(onlyFor('JC', 'ART'))('confirm dialog in the layout of %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.confirmDialog).toBe(expected);
  });

  it.each(onlyFor('FFD'))('FFD screens and the guest cart on %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.ffdVariants).toBe(expected);
    expect(brandInfo(brand).features.guestCart).toBe(expected);
  });

  it.each(onlyFor('HOM'))('hub brand landing pages on %s: %s', (brand, expected) => {
    expect(brandInfo(brand).features.brandLandings).toBe(expected);
  });
});

describe('names and titles', () => {
  it('gives every brand a name, a home title and a title suffix', () => {
    for (const brand of BRANDS) {
      const info = brandInfo(brand);
      expect(info.name.trim()).not.toBe('');
      expect(info.homeTitle.trim()).not.toBe('');
      expect(info.titleSuffix.trim()).not.toBe('');
    }
  });

  it('gives every brand its own home title', () => {
    expect(new Set(BRANDS.map((b) => brandInfo(b).homeTitle)).size).toBe(BRANDS.length);
  });
});

describe('copyrightLine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(BRANDS.filter((b) => b !== 'ART'))('shows the given year alone for %s', (brand) => {
    const line = copyrightLine(brand, new Date(2031, 5, 15));
    expect(line).toContain('2031');
    expect(line).not.toMatch(/\d{4}-\d{4}/);
    expect(line).toContain(brandInfo(brand).name);
  });

  it('shows a range from 2020 to the given year for ART', () => {
    expect(copyrightLine('ART', new Date(2031, 0, 1))).toContain('2020-2031');
  });

  it('uses the current year when no date is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2034, 6, 1));
    expect(copyrightLine('HOM')).toBe('© 2034 HOM. All rights reserved.');
    expect(copyrightLine('ART')).toBe('© 2020-2034 A.R.T. Furniture. All rights reserved.');
  });

  it('shows the real current year by default', () => {
    const year = new Date().getFullYear();
    expect(copyrightLine('CA')).toContain(String(year));
    expect(copyrightLine('ART')).toContain(`2020-${year}`);
  });

  it('does not show a one-year range for ART in 2020', () => {
    expect(copyrightLine('ART', new Date(2020, 3, 1))).toBe('© 2020 A.R.T. Furniture. All rights reserved.');
  });
});

describe('brandHomeTarget', () => {
  it.each(['CA', 'ROWE', 'JC', 'ART'] as const)('sends %s to its external brand site', (brand) => {
    const target = brandHomeTarget(brand);
    expect(target).toMatch(/^https:\/\//);
    expect(target).toBe(brandInfo(brand).homeUrl);
  });

  it.each(['HOM', 'FFD'] as const)('sends %s to /home', (brand) => {
    expect(brandHomeTarget(brand)).toBe('/home');
  });
});

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("every brand's colours", () => {
  it.each(BRANDS)('%s: white text on the ink and the accent (buttons, hovered buttons), and both as text on white and on the surface, at AA', (brand) => {
    const { ink, accent, surface } = BRAND_TABLE[brand].theme;
    for (const [fore, back] of [['#ffffff', ink], ['#ffffff', accent], [accent, surface], [ink, surface]] as const) {
      expect(contrast(fore, back), `${fore} on ${back}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
