import { describe, expect, it } from 'vitest';
import { COMPLEMENTS, rank, scoreProduct, seatsOf, similarity, singular, type EngineRow } from './engine';
import { parseIntent } from './intent';

let n = 0;
function row(over: Partial<EngineRow>): EngineRow {
  n += 1;
  return {
    skuNumber: `T-XXX-${10000 + n}`,
    brandId: 'hom',
    name: 'Test Piece',
    style: 'Modern',
    portfolio: 'Harlow',
    space: 'Living Room',
    category: 'Sofas',
    finish: 'Oatmeal Linen',
    width: 90,
    length: 38,
    height: 32,
    status: 1,
    stock: 5,
    futureStock: 0,
    backorderQuantity: 0,
    customizableType: 0,
    msrpCents: 600_000,
    designerCents: 250_000,
    promotionalCents: null,
    consumerCents: 400_000,
    shape: 'sofa',
    materials: 'Oatmeal Linen upholstery, kiln-dried hardwood frame',
    finishColor: '#d8cbb3',
    rank: 5000,
    textRank: 0,
    ...over,
  };
}

const price = (r: EngineRow) => r.consumerCents / 100;

describe('seats and names', () => {
  it('estimates seats of dining tables from their size', () => {
    expect(seatsOf({ category: 'Dining Tables', shape: 'table-rect', width: 60 })).toBe(6);
    expect(seatsOf({ category: 'Dining Tables', shape: 'table-rect', width: 84 })).toBe(8);
    expect(seatsOf({ category: 'Dining Tables', shape: 'table-rect', width: 108 })).toBe(10);
    expect(seatsOf({ category: 'Dining Tables', shape: 'table-round', width: 48 })).toBe(4);
    expect(seatsOf({ category: 'Dining Tables', shape: 'table-round', width: 72 })).toBe(8);
    expect(seatsOf({ category: 'Beds', shape: 'bed', width: 80 })).toBeNull();
  });

  it('names one piece of a category', () => {
    expect(singular('Coffee Tables')).toBe('Coffee Table');
    expect(singular('Benches')).toBe('Bench');
    expect(singular('Dining Chairs')).toBe('Dining Chair');
  });

  it('pairs the issue\'s complements', () => {
    expect(COMPLEMENTS.Sofas).toEqual(expect.arrayContaining(['Coffee Tables', 'Side Tables', 'Table Lamps']));
    expect(COMPLEMENTS.Beds).toEqual(expect.arrayContaining(['Nightstands', 'Dressers']));
    expect(COMPLEMENTS['Dining Tables']).toEqual(expect.arrayContaining(['Dining Chairs', 'Sideboards']));
  });
});

describe('ranking', () => {
  it('ranks the walnut table for 8 under budget above the others', () => {
    const intent = parseIntent('a walnut dining table for 8 under $5000');
    const base = { category: 'Dining Tables', space: 'Dining Room', shape: 'table-rect' };
    const best = row({ ...base, finish: 'Walnut', materials: 'Walnut veneer', width: 90, consumerCents: 450_000 });
    const small = row({ ...base, finish: 'Walnut', materials: 'Walnut veneer', width: 60, consumerCents: 300_000 });
    const oak = row({ ...base, finish: 'Natural Oak', materials: 'Oak veneers', width: 90, consumerCents: 400_000 });
    const dear = row({ ...base, finish: 'Walnut', materials: 'Walnut veneer', width: 96, consumerCents: 900_000 });
    const ranked = rank([small, oak, dear, best], intent, price).map((r) => r.row);
    expect(ranked[0]).toBe(best);
    // Too small for 8, or over the budget: below a table that only misses the finish.
    expect(ranked[1]).toBe(oak);
    expect(ranked.slice(2)).toEqual(expect.arrayContaining([small, dear]));
  });

  it('prefers the asked style, colour, material and brand, and gives reasons', () => {
    const intent = parseIntent('Caracole glam navy velvet sofa');
    const match = row({ brandId: 'ca', style: 'Glam', finish: 'Navy Velvet', materials: 'Navy Velvet upholstery' });
    const styleOnly = row({ brandId: 'ca', style: 'Glam' });
    const neither = row({ brandId: 'rowe', style: 'Classic' });
    expect(rank([neither, styleOnly, match], intent, price).map((r) => r.row)).toEqual([match, styleOnly, neither]);
    expect(scoreProduct(match, intent, 4000).reasons).toEqual(expect.arrayContaining(['Glam style', 'Navy Velvet finish']));
    const black = parseIntent('black accent chair');
    expect(scoreProduct(row({ category: 'Accent Chairs', finish: 'Onyx Leather' }), black, null).score).toBeGreaterThan(scoreProduct(row({ category: 'Accent Chairs', finish: 'Ivory Boucle' }), black, null).score);
  });

  it('breaks ties by popularity, then SKU', () => {
    const intent = parseIntent('sofa');
    const a = row({ rank: 10 });
    const b = row({ rank: 90_000 });
    expect(rank([b, a], intent, price)[0]!.row).toBe(a);
  });

  it('ignores the price range when the caller sees no price', () => {
    const intent = parseIntent('sofa under $1000');
    const dear = row({ consumerCents: 900_000 });
    expect(scoreProduct(dear, intent, null).score).toBeGreaterThan(scoreProduct(dear, intent, 9000).score);
  });
});

describe('similarity', () => {
  it('finds pieces of the same collection, style and finish closest', () => {
    const sofa = row({ portfolio: 'Harlow', style: 'Modern', finish: 'Walnut', finishColor: '#5c3b22' });
    const sameCollection = row({ category: 'Coffee Tables', portfolio: 'Harlow', style: 'Modern', finish: 'Walnut', finishColor: '#5c3b22' });
    const sameStyle = row({ category: 'Coffee Tables', portfolio: 'Other', style: 'Modern', finish: 'Dark Walnut', finishColor: '#3f2a1b' });
    const unlike = row({ category: 'Coffee Tables', portfolio: 'Other', style: 'Traditional', finish: 'White Oak', finishColor: '#c9b08a', brandId: 'jc' });
    const scores = [sameCollection, sameStyle, unlike].map((r) => similarity(sofa, r, false, true));
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(scores[2]!);
  });

  it('counts size and price for more of the same category', () => {
    const anchor = row({ width: 90, consumerCents: 400_000 });
    const close = row({ width: 88, consumerCents: 420_000 });
    const far = row({ width: 60, consumerCents: 1_200_000 });
    expect(similarity(anchor, close, true, true)).toBeGreaterThan(similarity(anchor, far, true, true));
  });

  it('L7: leaves price out for a caller whose mode sees none', () => {
    const anchor = row({ width: 90, consumerCents: 400_000 });
    const cheap = row({ width: 88, consumerCents: 100_000 });
    const dear = row({ width: 88, consumerCents: 2_000_000 });
    expect(similarity(anchor, cheap, true, false)).toBe(similarity(anchor, dear, true, false));
    const table = row({ category: 'Coffee Tables', consumerCents: 50_000 });
    const dearTable = row({ category: 'Coffee Tables', consumerCents: 9_000_000 });
    expect(similarity(anchor, table, false, false)).toBe(similarity(anchor, dearTable, false, false));
  });
});
