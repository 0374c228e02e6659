import { describe, expect, it } from 'vitest';
import { followUp, isEmptyIntent, parseIntent } from './intent';

describe('intent parsing', () => {
  it('reads the issue question: walnut dining table for 8 under $5000', () => {
    const intent = parseIntent('a walnut dining table for 8 under $5000');
    expect(intent).toMatchObject({ action: 'search', categories: ['Dining Tables'], seats: 8, priceMax: 5000, priceMin: null });
    expect(intent.terms.map((t) => t.label)).toEqual(['walnut']);
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
    ['buffet', ['Buffets', 'Sideboards']],
    ['tv stand', ['Media Cabinets']],
    ['bar stools', ['Bar Stools']],
    ['king bed', ['Beds']],
    ['dresser', ['Dressers', 'Chests']],
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
    expect(intent).toMatchObject({ room: 'Living Room', brands: ['ca'] });
    expect(intent.categories[0]).toBe('Accent Chairs');
    expect(intent.styles).toContain('Glam');
    expect(intent.terms.map((t) => t.label).sort()).toEqual(['black', 'leather']);
    expect(parseIntent('mid-century walnut desk').styles).toEqual(['Mid-Century']);
    expect(parseIntent('Jonathan Charles mahogany sideboard').brands).toEqual(['jc']);
    expect(parseIntent('round marble coffee table')).toMatchObject({ round: true, terms: [{ label: 'marble' }] });
    expect(parseIntent('navy velvet sofa').terms.map((t) => t.label)).toEqual(['navy velvet']);
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

  it.each([
    ['credenza', ['Credenzas', 'Sideboards']],
    ['a buffet', ['Buffets', 'Sideboards']],
    ['server', ['Sideboards', 'Buffets']],
    ['cocktail table', ['Coffee Tables']],
    ['etagere', ['Etageres', 'Bookcases']],
    ['étagère', ['Etageres', 'Bookcases']],
    ['a wardrobe', ['Armoires']],
    ['dressing table', ['Vanities']],
    ['chaise longue', ['Chaises']],
    ['day bed', ['Daybeds']],
    ['area rug', ['Rugs']],
    ['sofa bed', ['Sleeper Sofas']],
    ['patio sectional', ['Outdoor Sectionals']],
    ['counter height stools', ['Counter Stools']],
    ['buffet lamp', ['Table Lamps']],
    ['cocktail ottoman', ['Ottomans']],
  ])('reads the trade word "%s" from the vocabulary', (phrase, categories) => {
    expect(parseIntent(phrase).categories).toEqual(categories);
  });

  it('knows the kinds the site does not sell, and never reads a word by its prefix ("armoire" is not "arm")', () => {
    const vanity = parseIntent('walnut bathroom vanity');
    expect(vanity.notSold?.plural).toBe('bathroom vanities');
    expect(vanity.categories).toEqual([]);
    expect(parseIntent('futon').notSold?.nearest).toEqual(['Sleeper Sofas', 'Daybeds']);
    expect(parseIntent('walnut armoire')).toMatchObject({ notSold: null, categories: ['Armoires'] });
    expect(parseIntent('walnut armoire').terms.map((t) => t.label)).toEqual(['walnut']);
    expect(parseIntent('chaise lounge')).toMatchObject({ notSold: null, categories: ['Chaises'] });
    expect(parseIntent('sectional with a chaise')).toMatchObject({ notSold: null, categories: ['Sectionals'], named: ['Chaise'] });
    expect(parseIntent('sectional for the patio')).toMatchObject({ categories: ['Outdoor Sectionals'], room: 'Outdoor' });
    expect(parseIntent('linear chandelier over an island')).toMatchObject({ notSold: null, categories: ['Chandeliers'] });
  });

  it('reads refusals, maximums and dimensions', () => {
    expect(parseIntent('sofa, not leather').excludes.map((t) => t.label)).toEqual(['leather']);
    expect(parseIntent('accent chair, anything but grey').excludes.map((t) => t.label)).toEqual(['grey']);
    expect(parseIntent('sofa, nothing over 3k')).toMatchObject({ priceMax: 3000, priceMin: null });
    expect(parseIntent('sofas between 2 and 4 thousand')).toMatchObject({ priceMin: 2000, priceMax: 4000 });
    expect(parseIntent('console under 60 inches wide')).toMatchObject({ widthMax: 60, priceMax: null });
    expect(parseIntent('a sofa no longer than 90"')).toMatchObject({ widthMax: 90, widthMin: null });
    expect(parseIntent('bookcase taller than 84 inches')).toMatchObject({ heightMin: 85 });
  });

  it('reads typos of the vocabulary', () => {
    expect(parseIntent('credensa').categories).toEqual(['Credenzas', 'Sideboards']);
    expect(parseIntent('accent chiar').categories[0]).toBe('Accent Chairs');
    expect(parseIntent('nighstand').categories).toEqual(['Nightstands']);
    expect(parseIntent('coffe table marble').categories).toEqual(['Coffee Tables']);
  });

  it('keeps the last question\'s kind in a follow-up, and reads "this desk" as the piece the chat is about', () => {
    const next = followUp(parseIntent('any in oak?'), parseIntent('walnut dining tables'));
    expect(next.categories).toEqual(['Dining Tables']);
    expect(next.terms.map((t) => t.label)).toEqual(['oak']);
    expect(followUp(parseIntent('not velvet'), parseIntent('dining chairs')).excludes.map((t) => t.label)).toEqual(['velvet']);
    // "Instead" after a kind the site sells: the kinds offered instead of it; with a constraint of its own, the same kind.
    expect(followUp(parseIntent('what do you have instead?'), parseIntent('armoire')).categories).toEqual(['Chests', 'Dressers', 'Cabinets']);
    expect(followUp(parseIntent('something else'), parseIntent('a daybed')).categories).toEqual(['Sleeper Sofas', 'Sofas', 'Loveseats']);
    expect(followUp(parseIntent('in oak instead'), parseIntent('armoire')).categories).toEqual(['Armoires']);
    expect(followUp(parseIntent('what do you have instead?'), parseIntent('dining tables')).categories).toEqual(['Dining Tables']);
    expect(followUp(parseIntent('what do you have instead?'), parseIntent('a futon')).categories).toEqual(['Sleeper Sofas', 'Daybeds']);
    expect(parseIntent('a chair for this desk')).toMatchObject({ action: 'pair', refersBack: true, categories: ['Accent Chairs', 'Dining Chairs'] });
    expect(parseIntent('like this but in oak')).toMatchObject({ action: 'more_like', terms: [{ label: 'oak' }] });
  });
});
