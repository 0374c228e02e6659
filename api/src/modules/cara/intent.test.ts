import { describe, expect, it } from 'vitest';
import { isEmptyIntent, parseIntent } from './intent';

describe('intent parsing', () => {
  it('reads the issue question: walnut dining table for 8 under $5000', () => {
    const intent = parseIntent('a walnut dining table for 8 under $5000');
    expect(intent).toMatchObject({ action: 'search', categories: ['Dining Tables'], seats: 8, priceMax: 5000, priceMin: null });
    expect(intent.finishes).toContain('Walnut');
    expect(intent.materials).toContain('walnut');
    expect(intent.keywords).toEqual([]);
  });

  it.each([
    ['under $5,000', { priceMax: 5000, priceMin: null }],
    ['below 5k', { priceMax: 5000, priceMin: null }],
    ['less than $1200', { priceMax: 1200, priceMin: null }],
    ['between $2,000 and $4k', { priceMin: 2000, priceMax: 4000 }],
    ['$1500-$3000', { priceMin: 1500, priceMax: 3000 }],
    ['over $3000', { priceMin: 3000, priceMax: null }],
    ['around $2000', { priceMin: 1500, priceMax: 2500 }],
  ])('reads the price range "%s"', (phrase, range) => {
    expect(parseIntent(`a sofa ${phrase}`)).toMatchObject(range);
  });

  it.each([
    ['for 8', 8],
    ['seats six', 6],
    ['for eight people', 8],
    ['10-seater', 10],
  ])('reads the seat count "%s"', (phrase, seats) => {
    expect(parseIntent(`dining table ${phrase}`).seats).toBe(seats);
  });

  it('reads a seat count alone as a dining table', () => {
    expect(parseIntent('something for 8 people').categories).toEqual(['Dining Tables']);
  });

  it.each([
    ['couch', ['Sofas']],
    ['coffee table', ['Coffee Tables']],
    ['cocktail tables', ['Coffee Tables']],
    ['end table', ['Side Tables']],
    ['bedside table', ['Nightstands']],
    ['buffet', ['Sideboards']],
    ['tv stand', ['Media Cabinets']],
    ['bar stools', ['Bar Stools']],
    ['king bed', ['Beds']],
    ['dresser', ['Dressers']],
    ['floor lamp', ['Floor Lamps']],
    ['patio sofa', ['Outdoor Sofas']],
  ])('reads the category of "%s"', (phrase, categories) => {
    expect(parseIntent(phrase).categories).toEqual(categories);
  });

  it('narrows a generic chair or table by the room', () => {
    expect(parseIntent('chairs for the dining room').categories).toEqual(['Dining Chairs']);
    expect(parseIntent('a table for the living room').categories).toEqual(['Coffee Tables', 'Side Tables']);
    expect(parseIntent('outdoor teak dining table').categories).toEqual(['Outdoor Dining Tables']);
  });

  it('reads rooms, styles, colours, materials and brands', () => {
    const intent = parseIntent('Caracole glam black leather accent chair for the living room');
    expect(intent).toMatchObject({ room: 'Living Room', categories: ['Accent Chairs'], brands: ['ca'], colors: ['black'] });
    expect(intent.styles).toContain('Glam');
    expect(intent.materials).toContain('leather');
    expect(parseIntent('mid-century walnut desk').styles).toEqual(['Mid-Century']);
    expect(parseIntent('Jonathan Charles mahogany sideboard').brands).toEqual(['jc']);
    expect(parseIntent('round marble coffee table')).toMatchObject({ round: true, materials: ['marble'] });
    expect(parseIntent('navy velvet sofa').finishes).toContain('Navy Velvet');
  });

  it('reads "more like this" with a SKU and "what goes with it"', () => {
    expect(parseIntent('something like CA-SOF-10234')).toMatchObject({ action: 'more_like', sku: 'CA-SOF-10234' });
    expect(parseIntent('show me more like this')).toMatchObject({ action: 'more_like', sku: null });
    expect(parseIntent('what goes with it?').action).toBe('pair');
    expect(parseIntent('what goes with this sofa').action).toBe('pair');
    expect(parseIntent('Make a suggestion for me!').action).toBe('suggest');
    expect(parseIntent('Add a statement piece of furniture').action).toBe('statement');
  });

  it('keeps unknown words as keywords and knows an empty question', () => {
    expect(parseIntent('harlow sofa').keywords).toEqual(['harlow']);
    expect(isEmptyIntent(parseIntent('hello there'))).toBe(true);
    expect(isEmptyIntent(parseIntent('sofa'))).toBe(false);
  });
});
