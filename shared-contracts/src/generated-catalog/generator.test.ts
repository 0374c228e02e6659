import { createHash } from 'node:crypto';
import { PRICE_LABELS, PRODUCT_BRANDS, type PriceLabel } from '../catalog';
import { describe, expect, it } from 'vitest';
import { BRAND_PROFILES, BROADER_SUITES } from './brands';
import coreLine from './core-line.json';
import { CATEGORY_CODES, KIT_CODE, generateCatalog, type CatalogProduct } from './generator';
import { ALL_FINISHES } from './names';
import { DESIGNER_SHARE } from './prices';
import { BROADER_LINE, CATEGORY_BY_NAME, ROOMS, SHAPES } from './taxonomy';

const NOW = new Date('2026-03-15T10:00:00Z');
const catalog = generateCatalog({ seed: 1, count: 3000, now: NOW });
const bySku = new Map(catalog.products.map((p) => [p.skuNumber, p]));
const isKit = (p: CatalogProduct) => p.skuNumber.includes(`-${KIT_CODE}-`);
const BROADER = new Set(BROADER_LINE.map((c) => c.name));
const core = catalog.products.slice(0, 3000);
const broader = catalog.products.slice(3000);
const share = (predicate: (p: CatalogProduct) => boolean) => catalog.products.filter(predicate).length / catalog.products.length;

describe('catalog generator', () => {
  it('gives the same catalog for the same seed, another for another seed, and a longer one starts with the shorter', () => {
    const again = generateCatalog({ seed: 1, count: 3000, now: NOW });
    expect(again).toEqual(catalog);
    const other = generateCatalog({ seed: 2, count: 50, now: NOW });
    expect(other.products.map((p) => p.skuNumber)).not.toEqual(catalog.products.slice(0, 50).map((p) => p.skuNumber));
    const shorter = generateCatalog({ seed: 1, count: 200, now: NOW });
    expect(shorter.products.slice(0, 200)).toEqual(catalog.products.slice(0, 200));
    // ... and holds every product of the shorter one, the broader line's too.
    for (const p of shorter.products) expect(bySku.get(p.skuNumber)).toEqual(p);
    expect(generateCatalog({ seed: 'demo', count: 5, now: NOW })).toEqual(generateCatalog({ seed: 'demo', count: 5, now: NOW }));
    expect(generateCatalog({ seed: 1, count: 0 }).products).toEqual([]);
  });

  it('pins the first products of seed 1, so a change to the generator is a visible decision', () => {
    expect(catalog.products.slice(0, 3).map((p) => `${p.skuNumber} ${p.name} ${p.consumerCents}`)).toMatchInlineSnapshot(`
      [
        "HOM-DSK-10001 Ivy Writing Desk 364900",
        "HOM-OFC-10003 Ivy Desk Chair 66900",
        "HOM-BKC-10006 Ivy Bookcase 199900",
      ]
    `);
  });

  it('keeps the core line as it was before the broader line came: the same products, in the same order, and the same kits', () => {
    // core-line.json holds digests of the catalogs the generator made before the broader line was added.
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    for (const before of coreLine) {
      const now = generateCatalog({ seed: before.seed, count: before.count, now: new Date(before.now) });
      const line = now.products.slice(0, before.count);
      const chunks: string[] = [];
      for (let i = 0; i < line.length; i += 1000) chunks.push(sha(JSON.stringify(line.slice(i, i + 1000))));
      expect(chunks).toEqual(before.productsSha256);
      expect(now.kits).toHaveLength(before.kitLines);
      expect(sha(JSON.stringify(now.kits))).toBe(before.kitsSha256);
      for (const p of now.products.slice(before.count)) expect(BROADER.has(p.category)).toBe(true);
    }
  });

  it('adds the broader line after the core line: every kind of it, from the brands that make it, in rooms it belongs to', () => {
    for (const p of core) expect(BROADER.has(p.category)).toBe(false);
    expect(new Set(broader.map((p) => p.category))).toEqual(BROADER);
    expect(broader.length / core.length).toBeGreaterThan(0.06);
    expect(broader.length / core.length).toBeLessThan(0.2);
    for (const category of BROADER) expect(broader.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(category === 'Outdoor Sectionals' ? 2 : 10);
    const portfolios = new Map(core.map((p) => [`${p.brandId}/${p.portfolio}`, p]));
    for (const p of broader) {
      expect(p.brandId).not.toBe('ol');
      expect(BRAND_PROFILES[p.brandId as keyof typeof BRAND_PROFILES].broader).toContain(p.category);
      expect(isKit(p)).toBe(false);
      // Of a collection of the core line, whose suite adds its kind.
      expect(portfolios.has(`${p.brandId}/${p.portfolio}`)).toBe(true);
      expect(Object.values(BROADER_SUITES).some((kinds) => kinds.includes(p.category))).toBe(true);
    }
    expect(new Set(broader.filter((p) => p.category === 'Rugs').map((p) => p.brandId))).toEqual(new Set(['hom']));
    for (const p of broader.filter((x) => x.brandId === 'rowe')) expect(['Chaises', 'Daybeds', 'Sleeper Sofas']).toContain(p.category);
    // Rugs in standard sizes, named in feet too.
    for (const p of broader.filter((x) => x.category === 'Rugs')) {
      expect(CATEGORY_BY_NAME.get('Rugs')!.sizes).toContainEqual([p.width, p.length]);
      expect(p.specifications.find((s) => s.name === 'Size')!.value).toMatch(/^\d+'(\d+")? x \d+'(\d+")?$/);
      expect(p.materials).toMatch(/wool|jute|polypropylene/);
    }
  });

  it('has the count asked for in its core line, unique SKUs of the form BRAND-CAT-NNNNN, every brand, room and shape', () => {
    expect(core.filter((p) => !BROADER.has(p.category))).toHaveLength(3000);
    expect(bySku.size).toBe(catalog.products.length);
    for (const p of catalog.products) {
      expect(p.skuNumber).toMatch(/^(HOM|CA|RW|JC|ART|OL)-[A-Z]{3}-\d{5,6}$/);
      expect([...Object.values(CATEGORY_CODES), KIT_CODE]).toContain(p.skuNumber.split('-')[1]);
    }
    expect(new Set(catalog.products.map((p) => p.brandId))).toEqual(new Set(PRODUCT_BRANDS));
    expect(new Set(catalog.products.map((p) => p.space))).toEqual(new Set(ROOMS));
    for (const p of catalog.products) expect(SHAPES).toContain(p.shape);
    expect(new Set(catalog.products.map((p) => p.shape))).toEqual(new Set(SHAPES));
    for (const brand of PRODUCT_BRANDS) expect(share((p) => p.brandId === brand)).toBeGreaterThan(0.05);
  });

  it('keeps each brand to what it makes', () => {
    const rowe = catalog.products.filter((p) => p.brandId === 'rowe');
    for (const p of rowe) expect(['Sofas', 'Sectionals', 'Loveseats', 'Accent Chairs', 'Swivel Chairs', 'Ottomans', 'Benches', 'Chaises', 'Daybeds', 'Sleeper Sofas']).toContain(p.category);
    for (const p of catalog.products.filter((x) => x.brandId === 'jc')) expect(BRAND_PROFILES.jc.excludes).not.toContain(p.category);
    const art = catalog.products.filter((p) => p.brandId === 'art');
    expect(art.filter((p) => p.space === 'Bedroom' || p.space === 'Dining Room').length / art.length).toBeGreaterThan(0.7);
    const ca = catalog.products.filter((p) => p.brandId === 'ca' && CATEGORY_BY_NAME.get(p.category)!.kind === 'case');
    expect(ca.filter((p) => /brass|gold|champagne|nickel|silver|bronze/i.test(p.finish)).length / ca.length).toBeGreaterThan(0.4);
    const jcCase = catalog.products.filter((p) => p.brandId === 'jc' && CATEGORY_BY_NAME.get(p.category)!.kind === 'case');
    expect(jcCase.filter((p) => /walnut|mahogany/i.test(p.materials)).length / jcCase.length).toBeGreaterThan(0.8);
    // The outlet sells closeouts: below the original retail, a few units, nothing coming.
    for (const p of catalog.products.filter((x) => x.brandId === 'ol')) {
      expect(p.stock).toBeLessThanOrEqual(6);
      expect(p.futureStock).toBe(0);
      expect(p.description).toMatch(/^Closeout from the /);
    }
  });

  it('names products as a buyer would believe and gives each category its drawing and a room it belongs to', () => {
    for (const p of catalog.products) {
      const category = CATEGORY_BY_NAME.get(p.category)!;
      expect(category).toBeDefined();
      expect(category.rooms).toContain(p.space);
      expect([category.shape, category.roundShape]).toContain(p.shape);
      if (isKit(p)) expect(p.name).toMatch(/^[A-Z][a-z]+ \d+-Piece [A-Za-z ]+Set$/);
      else expect(p.name).toMatch(new RegExp(`^[A-Z][a-z]+ .*${category.noun}$`));
      expect(p.searchText).toContain(p.name);
      expect(p.searchText).toContain(p.skuNumber);
      expect(p.searchText).toContain(p.portfolio);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.specifications.map((s) => s.name)).toEqual(expect.arrayContaining(['Dimensions', 'Materials', 'Finish', 'Assembly', 'Care']));
      if (category.seat && !isKit(p)) expect(p.specifications.map((s) => s.name)).toContain('Seat height');
    }
  });

  it('keeps dimensions inside the ranges of the category', () => {
    for (const p of catalog.products) {
      const c = CATEGORY_BY_NAME.get(p.category)!;
      const dimensions = p.specifications.find((s) => s.name === 'Dimensions')!.value;
      if (dimensions.startsWith('Dia ')) {
        expect(p.shape).toBe(c.roundShape);
        expect(p.width).toBe(p.length);
        expect(p.width).toBeGreaterThanOrEqual(c.round![0]);
        expect(p.width).toBeLessThanOrEqual(c.round![1]);
        expect(dimensions).toBe(`Dia ${p.width}" x H ${p.height}"`);
      } else {
        expect(dimensions).toBe(`W ${p.width}" x D ${p.length}" x H ${p.height}"`);
        expect(p.width).toBeGreaterThanOrEqual(c.width[0]);
        expect(p.width).toBeLessThanOrEqual(c.width[1]);
        expect(p.length).toBeGreaterThanOrEqual(c.depth[0]);
        expect(p.length).toBeLessThanOrEqual(c.depth[1]);
      }
      expect(p.height).toBeGreaterThanOrEqual(c.height[0]);
      expect(p.height).toBeLessThanOrEqual(c.height[1]);
    }
    const sofas = catalog.products.filter((p) => p.category === 'Sofas');
    for (const s of sofas) expect([s.width >= 84 && s.width <= 100, s.length >= 36 && s.length <= 42, s.height >= 30 && s.height <= 36]).toEqual([true, true, true]);
  });

  it('orders prices msrp >= retail > promotional > designer, the designer price following the label', () => {
    expect(DESIGNER_SHARE).toEqual({ 'Retail 50': 0.5, 'Retail 50/20': 0.4, 'Retail 50/30': 0.35, 'Stocking Dealer': 0.3 });
    for (const p of catalog.products) {
      expect(PRICE_LABELS).toContain(p.priceLabel);
      expect(p.msrpCents).toBeGreaterThanOrEqual(p.consumerCents);
      expect(p.designerCents).toBe(Math.round(p.consumerCents * DESIGNER_SHARE[p.priceLabel as PriceLabel]));
      expect(p.designerCents).toBeLessThan(p.consumerCents);
      if (p.promotionalCents !== null) {
        expect(p.promotionalCents).toBeLessThan(p.consumerCents);
        expect(p.promotionalCents).toBeGreaterThan(p.designerCents);
      }
      expect(p.consumerCents % 100).toBe(0);
      expect(p.consumerCents).toBeGreaterThanOrEqual(9_900);
    }
    expect(share((p) => p.promotionalCents !== null)).toBeGreaterThan(0.1);
    expect(share((p) => p.promotionalCents !== null)).toBeLessThan(0.2);
    // Brands price their lines differently: Jonathan Charles and Caracole above the hub's own line.
    const median = (brand: string, category: string) => {
      const prices = catalog.products.filter((p) => p.brandId === brand && p.category === category && !isKit(p)).map((p) => p.consumerCents).sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    expect(median('jc', 'Dining Tables')).toBeGreaterThan(median('hom', 'Dining Tables'));
    expect(median('ca', 'Sofas')).toBeGreaterThan(median('hom', 'Sofas'));
  });

  it('gives each finish one colour, and flags in believable shares', () => {
    const colours = new Map(ALL_FINISHES.map((f) => [f.name, f.color]));
    for (const p of catalog.products) {
      expect(p.finishColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(colours.get(p.finish)).toBe(p.finishColor);
      expect(p.views).toBeGreaterThanOrEqual(2);
      expect(p.views).toBeLessThanOrEqual(5);
      expect(p.rank).toBeGreaterThan(0);
    }
    expect(share((p) => p.status === 2)).toBeGreaterThan(0.02);
    expect(share((p) => p.status === 2)).toBeLessThan(0.07);
    expect(share((p) => p.isNew)).toBeGreaterThan(0.05);
    expect(share((p) => p.isHot)).toBeGreaterThan(0.04);
  });

  it('keeps stock coherent: future stock exactly with a coming delivery date, backorders only against it', () => {
    const inSixMonths = Date.UTC(2026, 9, 1);
    for (const p of catalog.products) {
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.futureStock > 0).toBe(p.expectedDelivery !== null);
      if (p.expectedDelivery) {
        expect(p.expectedDelivery.getTime()).toBeGreaterThan(Date.UTC(2026, 3, 1) - 1);
        expect(p.expectedDelivery.getTime()).toBeLessThan(inSixMonths);
      }
      if (p.backorderQuantity > 0) {
        expect(p.stock).toBe(0);
        expect(p.backorderQuantity).toBeLessThanOrEqual(p.futureStock);
      }
      if (p.status === 2) expect([p.stock, p.futureStock, p.backorderQuantity, p.expectedDelivery]).toEqual([0, 0, 0, null]);
    }
    expect(share((p) => p.status === 1 && p.stock === 0 && p.futureStock > 0)).toBeGreaterThan(0.1);
    expect(share((p) => p.backorderQuantity > 0)).toBeGreaterThan(0.03);
  });

  it('offers COM on upholstery only and customized types on some products', () => {
    for (const p of catalog.products.filter((x) => x.customizableType === 4)) expect(CATEGORY_BY_NAME.get(p.category)!.kind).toBe('upholstery');
    const upholstery = catalog.products.filter((p) => CATEGORY_BY_NAME.get(p.category)!.kind === 'upholstery' && !isKit(p) && p.brandId !== 'ol');
    expect(upholstery.filter((p) => p.customizableType === 4).length / upholstery.length).toBeGreaterThan(0.2);
    expect(share((p) => p.customizableType >= 1 && p.customizableType <= 3)).toBeGreaterThan(0.05);
    for (const p of catalog.products) expect([0, 1, 2, 3, 4]).toContain(p.customizableType);
  });

  it('makes about 3% kits of 2 to 4 earlier products of the same brand and collection', () => {
    const kits = new Map<string, Array<{ componentSku: string; quantity: number }>>();
    for (const line of catalog.kits) kits.set(line.kitSku, [...(kits.get(line.kitSku) ?? []), line]);
    expect(kits.size / catalog.products.length).toBeGreaterThan(0.02);
    expect(kits.size / catalog.products.length).toBeLessThan(0.05);
    expect(catalog.products.filter(isKit).map((p) => p.skuNumber).sort()).toEqual([...kits.keys()].sort());
    const position = new Map(catalog.products.map((p, i) => [p.skuNumber, i]));
    for (const [kitSku, lines] of kits) {
      const kit = bySku.get(kitSku)!;
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(4);
      expect(new Set(lines.map((l) => l.componentSku)).size).toBe(lines.length);
      for (const line of lines) {
        const part = bySku.get(line.componentSku)!;
        expect(part).toBeDefined();
        expect(isKit(part)).toBe(false);
        expect([part.brandId, part.portfolio]).toEqual([kit.brandId, kit.portfolio]);
        expect(position.get(part.skuNumber)!).toBeLessThan(position.get(kitSku)!);
        expect(line.quantity).toBeGreaterThanOrEqual(1);
      }
      const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);
      expect(kit.name).toContain(`${pieces}-Piece`);
      const parts = lines.map((l) => ({ p: bySku.get(l.componentSku)!, q: l.quantity }));
      expect(kit.consumerCents).toBeLessThan(parts.reduce((sum, x) => sum + x.p.consumerCents * x.q, 0));
      if (kit.stock > 0) for (const x of parts) expect(x.p.stock).toBeGreaterThanOrEqual(kit.stock * x.q);
      if (parts.some((x) => x.p.status === 2)) expect(kit.status).toBe(2);
    }
  });
});
