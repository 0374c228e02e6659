/**
 * The designers' query set: questions phrased the way designers write them (trade terms, synonyms, typos, several
 * constraints, follow-ups to the last answer, questions asked on a product's page, kinds of furniture the site does
 * not sell), each graded by rules of its own over a product's whole record: its name, category, materials, finish,
 * description, dimensions and the price the caller's mode shows.
 *
 * The rules are written from a designer's reading of the question and share nothing with the engine: no parser, no
 * vocabulary, no filter of it is imported here. A product is relevant (1) when it passes every `must` rule, very
 * relevant (2) when it also passes every `want` rule. A question whose `must` no product passes (a kind the site does
 * not sell, a budget nothing meets) is answered well only by the spec's sentence for an empty answer.
 */

/** A product as the grader reads it. */
export interface GradedRecord {
  sku: string;
  name: string;
  category: string;
  brand: string;
  style: string;
  portfolio: string;
  space: string;
  materials: string;
  finish: string;
  description: string;
  /** Inches: width (the long side of a table), depth, height. */
  width: number;
  depth: number;
  height: number;
  /** Dollars, the price the caller's mode shows (what the caller pays); null when it shows none. */
  price: number | null;
  available: boolean;
}

export type Rule = (r: GradedRecord, anchor: GradedRecord | null) => boolean;

export interface DesignerQuery {
  q: string;
  /** Earlier questions of the same conversation, asked first (the last answer is what "it" and "them" mean). */
  before?: string[];
  /** The chat was opened on the page of the most popular available product of this category. */
  page?: string;
  /** The caller's mode: a designer in designer mode unless said (`safe`, the safe mode, shows no prices). */
  mode?: 'designer' | 'safe';
  must: Rule[];
  want?: Rule[];
  /** What the question tests (the report groups by it). */
  kind: 'trade' | 'material' | 'negation' | 'range' | 'multi' | 'style' | 'typo' | 'not-sold' | 'broader' | 'follow-up' | 'page' | 'mode';
}

// ---------------------------------------------------------------------------------------------
// Rules.

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');
const wordsOf = (r: GradedRecord) => ` ${fold(`${r.name} ${r.materials} ${r.finish} ${r.description}`)} `;
const phraseIn = (text: string, phrase: string) => text.includes(` ${fold(phrase).trim()} `);

/** Of one of these categories. */
export const cat =
  (...names: string[]): Rule =>
  (r) =>
    names.includes(r.category);
/** One of these words or phrases, whole, anywhere in the record's text (name, materials, finish, description). */
export const has =
  (...phrases: string[]): Rule =>
  (r) =>
    phrases.some((p) => phraseIn(wordsOf(r), p));
/** None of these words or phrases in the record's text. */
export const lacks =
  (...phrases: string[]): Rule =>
  (r) =>
    !phrases.some((p) => phraseIn(wordsOf(r), p));
/** One of these words or phrases, whole, in the name. */
export const named =
  (...phrases: string[]): Rule =>
  (r) =>
    phrases.some((p) => phraseIn(` ${fold(r.name)} `, p));
/** One of these words in the finish's name. */
export const finish =
  (...phrases: string[]): Rule =>
  (r) =>
    phrases.some((p) => phraseIn(` ${fold(r.finish)} `, p));
export const style =
  (...names: string[]): Rule =>
  (r) =>
    names.includes(r.style);
export const brand =
  (...ids: string[]): Rule =>
  (r) =>
    ids.includes(r.brand);
/** A price the mode does not show cannot be judged, so it passes. */
export const priceMax =
  (dollars: number): Rule =>
  (r) =>
    r.price === null || r.price <= dollars;
export const priceMin =
  (dollars: number): Rule =>
  (r) =>
    r.price === null || r.price >= dollars;
export const widthMax =
  (inches: number): Rule =>
  (r) =>
    r.width <= inches;
export const widthMin =
  (inches: number): Rule =>
  (r) =>
    r.width >= inches;
export const heightMin =
  (inches: number): Rule =>
  (r) =>
    r.height >= inches;
/** A round piece: its name says so, or it is as deep as it is wide. */
export const round: Rule = (r) => /\b(round|drum)\b/i.test(r.name) || r.width === r.depth;

/**
 * Places at a dining table, by the trade's rule of thumb: 26 inches of edge a person; a rectangular table seats two
 * along each long side per 26 inches and one at each end, a round one its circumference over 26.
 */
export function places(r: GradedRecord): number {
  if (r.width === r.depth) return Math.floor((Math.PI * r.width) / 26);
  return 2 * Math.floor(r.width / 26) + 2;
}
export const seats =
  (n: number): Rule =>
  (r) =>
    places(r) >= n;

/** Relative to the anchor (the page's product, or the last answer's). */
export const anchorKind: Rule = (r, a) => a !== null && r.category === a.category && r.sku !== a.sku;
export const notAnchor: Rule = (r, a) => a === null || r.sku !== a.sku;
export const anchorLook: Rule = (r, a) => a !== null && (r.finish === a.finish || r.portfolio === a.portfolio || r.style === a.style);
/** Nothing passes: a kind the site does not sell. */
export const notSold: Rule = () => false;

const GREY = ['grey', 'gray', 'charcoal', 'slate', 'graphite', 'gunmetal', 'ash grey'];
const WHITE = ['white', 'ivory', 'cream'];
const GOLD = ['gold', 'gold leaf', 'brass', 'champagne', 'antique brass'];
const LIGHT_WOOD = ['white oak', 'natural oak', 'driftwood', 'weathered oak', 'ash grey', 'honey pecan'];
const DARK_WOOD = ['dark walnut', 'espresso', 'ebonized', 'mahogany', 'walnut', 'black lacquer'];
const GLAM = ['Glam', 'Modern Glam', 'Hollywood Regency', 'Art Deco'];
const TRADITIONAL = ['Traditional', 'Regency', 'Georgian', 'English Country', 'Classic'];
const MODERN = ['Modern', 'Contemporary', 'Minimalist', 'Mid-Century', 'Scandinavian'];

const SOFA_MATES = cat('Coffee Tables', 'Side Tables', 'Table Lamps', 'Floor Lamps', 'Accent Chairs', 'Swivel Chairs', 'Ottomans', 'Consoles', 'Media Cabinets');
const COFFEE_TABLE_MATES = cat('Sofas', 'Sectionals', 'Loveseats', 'Side Tables', 'Table Lamps', 'Floor Lamps', 'Accent Chairs', 'Swivel Chairs', 'Ottomans');
const BED_MATES = cat('Nightstands', 'Dressers', 'Chests', 'Benches', 'Table Lamps', 'Mirrors');
const DINING_MATES = cat('Dining Chairs', 'Sideboards', 'Chandeliers', 'China Cabinets', 'Mirrors');

// ---------------------------------------------------------------------------------------------
// The set.

export const DESIGNER_QUERIES: DesignerQuery[] = [
  // Trade terms and synonyms.
  { kind: 'trade', q: 'credenza for the dining room', must: [cat('Sideboards', 'Credenzas', 'Buffets')], want: [named('credenza')] },
  { kind: 'trade', q: 'a buffet in walnut', must: [cat('Sideboards', 'Buffets')], want: [has('walnut')] },
  { kind: 'trade', q: 'server with brass hardware', must: [cat('Sideboards', 'Buffets')], want: [has('brass')] },
  { kind: 'trade', q: 'cocktail table', must: [cat('Coffee Tables')] },
  { kind: 'trade', q: 'round cocktail table in brass', must: [cat('Coffee Tables')], want: [round, has('brass')] },
  { kind: 'trade', q: 'etagere', must: [cat('Bookcases', 'Etageres')], want: [named('etagere')] },
  { kind: 'trade', q: 'étagère for the living room', must: [cat('Bookcases', 'Etageres')], want: [named('etagere')] },
  { kind: 'trade', q: 'settee', must: [cat('Loveseats', 'Sofas')], want: [cat('Loveseats')] },
  { kind: 'trade', q: 'couch for a family room', must: [cat('Sofas', 'Sectionals')] },
  { kind: 'trade', q: 'chesterfield', must: [cat('Sofas', 'Loveseats')], want: [named('tufted', 'roll arm')] },
  { kind: 'trade', q: 'wingback chair', must: [cat('Accent Chairs')], want: [named('wingback')] },
  { kind: 'trade', q: 'barrel chair', must: [cat('Accent Chairs', 'Swivel Chairs')], want: [named('barrel')] },
  { kind: 'trade', q: 'slipper chairs for a bedroom', must: [cat('Accent Chairs')], want: [named('slipper')] },
  { kind: 'trade', q: 'club chair in leather', must: [cat('Accent Chairs', 'Swivel Chairs')], want: [named('club'), has('leather')] },
  { kind: 'trade', q: 'swivel barrel chair', must: [cat('Swivel Chairs')], want: [named('barrel')] },
  { kind: 'trade', q: 'occasional chair', must: [cat('Accent Chairs', 'Swivel Chairs')] },
  { kind: 'trade', q: 'host chairs', must: [cat('Dining Chairs')], want: [named('host')] },
  { kind: 'trade', q: 'dining arm chairs', must: [cat('Dining Chairs')], want: [named('arm')] },
  { kind: 'trade', q: 'counter height stools', must: [cat('Counter Stools')] },
  { kind: 'trade', q: 'backless counter stool', must: [cat('Counter Stools')], want: [named('backless')] },
  { kind: 'trade', q: 'hutch for the dining room', must: [cat('China Cabinets')] },
  { kind: 'trade', q: 'vitrine', must: [cat('China Cabinets')], want: [named('glass front', 'curio', 'display')] },
  { kind: 'trade', q: 'curio cabinet', must: [cat('China Cabinets')], want: [named('curio')] },
  { kind: 'trade', q: 'bunching cabinet', must: [cat('China Cabinets', 'Cabinets')], want: [named('bunching')] },
  { kind: 'trade', q: "bachelor's chest", must: [cat('Nightstands', 'Chests')], want: [named('bachelor')] },
  { kind: 'trade', q: 'highboy', must: [cat('Chests')] },
  { kind: 'trade', q: 'tallboy in cherry', must: [cat('Chests')], want: [has('cherry')] },
  { kind: 'trade', q: 'chest of drawers', must: [cat('Chests', 'Dressers')] },
  { kind: 'trade', q: 'bureau', must: [cat('Dressers', 'Chests')] },
  { kind: 'trade', q: 'double dresser', must: [cat('Dressers')], want: [named('double')] },
  { kind: 'trade', q: 'night tables', must: [cat('Nightstands')] },
  { kind: 'trade', q: 'end tables for the living room', must: [cat('Side Tables')] },
  { kind: 'trade', q: 'drinks table', must: [cat('Side Tables')] },
  { kind: 'trade', q: 'martini table', must: [cat('Side Tables')] },
  { kind: 'trade', q: 'nesting tables', must: [cat('Coffee Tables', 'Side Tables')], want: [named('nesting')] },
  { kind: 'trade', q: 'lift-top coffee table', must: [cat('Coffee Tables')], want: [named('lift top')] },
  { kind: 'trade', q: 'drum table', must: [cat('Side Tables')], want: [named('drum')] },
  { kind: 'trade', q: 'pedestal dining table', must: [cat('Dining Tables')], want: [named('pedestal')] },
  { kind: 'trade', q: 'trestle table', must: [cat('Dining Tables')], want: [named('trestle')] },
  { kind: 'trade', q: 'media console', must: [cat('Media Cabinets')] },
  { kind: 'trade', q: 'entertainment unit', must: [cat('Media Cabinets')] },
  { kind: 'trade', q: 'sofa table', must: [cat('Consoles')] },
  { kind: 'trade', q: 'demilune', must: [cat('Consoles')], want: [named('demilune')] },
  { kind: 'trade', q: 'hall table', must: [cat('Consoles')] },
  { kind: 'trade', q: 'floor mirror', must: [cat('Mirrors')], want: [named('floor')] },
  { kind: 'trade', q: 'sunburst mirror', must: [cat('Mirrors')], want: [named('sunburst')] },
  { kind: 'trade', q: 'linear chandelier over an island', must: [cat('Chandeliers')], want: [named('linear')] },
  { kind: 'trade', q: 'arc floor lamp', must: [cat('Floor Lamps')], want: [named('arc')] },
  { kind: 'trade', q: 'ginger jar lamp', must: [cat('Table Lamps')], want: [named('ginger jar')] },
  { kind: 'trade', q: 'buffet lamp', must: [cat('Table Lamps')] },
  { kind: 'trade', q: 'partners desk', must: [cat('Desks')], want: [named('partners')] },
  { kind: 'trade', q: 'campaign desk', must: [cat('Desks')], want: [named('campaign')] },
  { kind: 'trade', q: 'writing table', must: [cat('Desks')] },
  { kind: 'trade', q: 'task chair', must: [cat('Office Chairs')] },
  { kind: 'trade', q: 'library bookcase', must: [cat('Bookcases')], want: [named('library')] },
  { kind: 'trade', q: 'bookshelf with glass doors', must: [cat('Bookcases')], want: [named('glass door')] },
  { kind: 'trade', q: 'bar cabinet', must: [cat('Cabinets')], want: [named('bar')] },
  { kind: 'trade', q: 'wine cabinet', must: [cat('Cabinets')], want: [named('wine')] },
  { kind: 'trade', q: 'canopy bed', must: [cat('Beds')], want: [named('canopy')] },
  { kind: 'trade', q: 'sleigh bed', must: [cat('Beds')], want: [named('sleigh')] },
  { kind: 'trade', q: 'four poster bed', must: [cat('Beds')], want: [named('poster')] },
  { kind: 'trade', q: 'king upholstered headboard', must: [cat('Beds')], want: [named('king'), named('upholstered')] },
  { kind: 'trade', q: 'storage bench', must: [cat('Benches')], want: [named('storage')] },
  { kind: 'trade', q: 'storage ottoman', must: [cat('Ottomans')], want: [named('storage')] },
  { kind: 'trade', q: 'cocktail ottoman', must: [cat('Ottomans')], want: [named('cocktail')] },
  { kind: 'trade', q: 'pouf', must: [cat('Ottomans')] },
  { kind: 'trade', q: 'L-shaped sectional', must: [cat('Sectionals')], want: [named('l shaped')] },
  { kind: 'trade', q: 'sectional with a chaise', must: [cat('Sectionals')], want: [named('chaise')] },
  { kind: 'trade', q: 'modular sofa', must: [cat('Sectionals', 'Sofas')], want: [named('modular')] },
  { kind: 'trade', q: 'all-weather wicker lounge chair', must: [cat('Outdoor Lounge Chairs')], want: [has('woven')] },

  // Materials and finishes, often named only in the materials or the description.
  { kind: 'material', q: 'dining table with a stone top', must: [cat('Dining Tables')], want: [has('marble', 'travertine', 'stone')] },
  { kind: 'material', q: 'marble top side table', must: [cat('Side Tables')], want: [has('marble')] },
  { kind: 'material', q: 'glass top coffee table', must: [cat('Coffee Tables')], want: [has('glass')] },
  { kind: 'material', q: 'smoked glass console', must: [cat('Consoles')], want: [has('smoked glass')] },
  { kind: 'material', q: 'gold sideboard', must: [cat('Sideboards')], want: [has(...GOLD)] },
  { kind: 'material', q: 'nickel floor lamp', must: [cat('Floor Lamps')], want: [has('nickel')] },
  { kind: 'material', q: 'black metal bar stools', must: [cat('Bar Stools')], want: [has('steel'), has('matte black', 'gunmetal')] },
  { kind: 'material', q: 'bouclé accent chair', must: [cat('Accent Chairs')], want: [has('boucle')] },
  { kind: 'material', q: 'mohair lounge chair', must: [cat('Accent Chairs', 'Swivel Chairs')], want: [has('mohair')] },
  { kind: 'material', q: 'performance fabric sofa', must: [cat('Sofas')], want: [has('performance')] },
  { kind: 'material', q: 'leather dining chairs', must: [cat('Dining Chairs')], want: [has('leather')] },
  { kind: 'material', q: 'velvet dining chairs', must: [cat('Dining Chairs')], want: [has('velvet')] },
  { kind: 'material', q: 'light wood nightstand', must: [cat('Nightstands')], want: [finish(...LIGHT_WOOD)] },
  { kind: 'material', q: 'dark wood dresser', must: [cat('Dressers')], want: [finish(...DARK_WOOD)] },
  { kind: 'material', q: 'ebony desk', must: [cat('Desks')], want: [finish('ebonized', 'black lacquer')] },
  { kind: 'material', q: 'lacquered nightstand', must: [cat('Nightstands')], want: [has('lacquer')] },
  { kind: 'material', q: 'painted white chest', must: [cat('Chests')], want: [has('painted ivory')] },
  { kind: 'material', q: 'burl wood sideboard', must: [cat('Sideboards')], want: [has('burl')] },
  { kind: 'material', q: 'teak chairs for the patio', must: [cat('Outdoor Dining Chairs', 'Outdoor Lounge Chairs')], want: [has('teak')] },
  { kind: 'material', q: 'chenille loveseat', must: [cat('Loveseats')], want: [has('chenille')] },
  { kind: 'material', q: 'slipcovered linen sofa', must: [cat('Sofas')], want: [named('slipcovered'), has('linen')] },
  { kind: 'material', q: 'tufted leather sofa', must: [cat('Sofas')], want: [named('tufted'), has('leather')] },
  { kind: 'material', q: 'travertine coffee table', must: [cat('Coffee Tables')], want: [has('travertine')] },
  { kind: 'material', q: 'silver mirror', must: [cat('Mirrors')], want: [has('silver', 'nickel')] },

  // Negations.
  { kind: 'negation', q: 'sofa, not leather', must: [cat('Sofas'), lacks('leather')] },
  { kind: 'negation', q: 'dining chairs but no velvet', must: [cat('Dining Chairs'), lacks('velvet')] },
  { kind: 'negation', q: 'a coffee table that is not glass', must: [cat('Coffee Tables'), lacks('glass')] },
  { kind: 'negation', q: 'nightstand without brass', must: [cat('Nightstands'), lacks('brass')] },
  { kind: 'negation', q: 'accent chair, anything but grey', must: [cat('Accent Chairs'), lacks(...GREY)] },
  { kind: 'negation', q: 'bed not upholstered', must: [cat('Beds'), lacks('upholstered')] },

  // Ranges and comparisons (dollars on the designer price; inches on the record's dimensions).
  { kind: 'range', q: 'sofa, nothing over 3k', must: [cat('Sofas'), priceMax(3000)] },
  { kind: 'range', q: 'dining table under 2,500', must: [cat('Dining Tables'), priceMax(2500)] },
  { kind: 'range', q: 'sofas between 2 and 4 thousand', must: [cat('Sofas'), priceMin(2000), priceMax(4000)] },
  { kind: 'range', q: 'a desk for less than $1,500', must: [cat('Desks'), priceMax(1500)] },
  { kind: 'range', q: 'chandelier at least $2000', must: [cat('Chandeliers'), priceMin(2000)] },
  { kind: 'range', q: 'oak bed no more than 2k', must: [cat('Beds'), priceMax(2000)], want: [has('oak')] },
  { kind: 'range', q: 'nightstand around $800', must: [cat('Nightstands'), priceMin(600), priceMax(1000)] },
  { kind: 'range', q: 'console under 60 inches wide', must: [cat('Consoles'), widthMax(60)] },
  { kind: 'range', q: 'a sofa no longer than 90"', must: [cat('Sofas'), widthMax(90)] },
  { kind: 'range', q: 'dining table at least 96 inches long', must: [cat('Dining Tables'), widthMin(96)] },
  { kind: 'range', q: 'bookcase taller than 84 inches', must: [cat('Bookcases'), heightMin(85)] },
  { kind: 'range', q: 'small sofa for an apartment', must: [cat('Sofas', 'Loveseats')], want: [widthMax(86)] },
  { kind: 'range', q: 'oversized sectional', must: [cat('Sectionals')], want: [widthMin(125)] },
  { kind: 'range', q: 'sofa under $200', must: [cat('Sofas'), priceMax(200)] },
  { kind: 'range', q: 'chandelier under $100', must: [cat('Chandeliers'), priceMax(100)] },
  { kind: 'range', q: 'side table max $400', must: [cat('Side Tables'), priceMax(400)] },

  // Several constraints.
  { kind: 'multi', q: 'walnut dining table for 8 under $5000', must: [cat('Dining Tables'), seats(8), priceMax(5000)], want: [has('walnut')] },
  { kind: 'multi', q: 'grey performance fabric sofa by Rowe under $3,000', must: [cat('Sofas'), brand('rowe'), priceMax(3000)], want: [has(...GREY), has('performance')] },
  { kind: 'multi', q: 'mid century walnut media console under 3k', must: [cat('Media Cabinets'), priceMax(3000)], want: [style('Mid-Century'), has('walnut')] },
  { kind: 'multi', q: 'round brass and marble coffee table', must: [cat('Coffee Tables')], want: [round, has('brass'), has('marble')] },
  { kind: 'multi', q: 'traditional mahogany sideboard from Jonathan Charles', must: [cat('Sideboards'), brand('jc')], want: [has('mahogany'), style(...TRADITIONAL)] },
  { kind: 'multi', q: 'coastal white oak nightstand with two drawers', must: [cat('Nightstands')], want: [style('Coastal'), has('white oak'), named('two drawer')] },
  { kind: 'multi', q: 'black leather swivel chair', must: [cat('Swivel Chairs')], want: [has('onyx leather', 'black leather')] },
  { kind: 'multi', q: 'farmhouse oak dining table that seats 8', must: [cat('Dining Tables'), seats(8)], want: [style('Farmhouse', 'Rustic'), has('oak')] },
  { kind: 'multi', q: 'emerald velvet barrel chair', must: [cat('Accent Chairs', 'Swivel Chairs')], want: [has('emerald'), named('barrel')] },
  { kind: 'multi', q: 'art deco bar cabinet in black lacquer', must: [cat('Cabinets')], want: [style('Art Deco'), has('black lacquer')] },
  { kind: 'multi', q: 'industrial desk in gunmetal under $2000', must: [cat('Desks'), priceMax(2000)], want: [style('Industrial'), has('gunmetal')] },
  { kind: 'multi', q: 'scandinavian dining chairs in light oak', must: [cat('Dining Chairs')], want: [style('Scandinavian'), finish(...LIGHT_WOOD)] },
  { kind: 'multi', q: 'hollywood regency gold leaf mirror', must: [cat('Mirrors')], want: [style('Hollywood Regency'), has('gold leaf')] },
  { kind: 'multi', q: 'round pedestal dining table for 6 in walnut', must: [cat('Dining Tables'), seats(6)], want: [round, has('walnut')] },
  { kind: 'multi', q: 'cognac leather sofa under 4k, in stock', must: [cat('Sofas'), priceMax(4000)], want: [has('cognac leather')] },
  { kind: 'multi', q: 'navy velvet loveseat from Caracole', must: [cat('Loveseats'), brand('ca')], want: [has('navy velvet')] },

  // Style families.
  { kind: 'style', q: 'mid-mod sofa', must: [cat('Sofas')], want: [style('Mid-Century')] },
  { kind: 'style', q: 'MCM nightstand', must: [cat('Nightstands')], want: [style('Mid-Century')] },
  { kind: 'style', q: 'regency dining chairs', must: [cat('Dining Chairs')], want: [style('Regency', 'Hollywood Regency')] },
  { kind: 'style', q: 'transitional bed', must: [cat('Beds')], want: [style('Transitional')] },
  { kind: 'style', q: 'modern farmhouse dining table', must: [cat('Dining Tables')], want: [style('Farmhouse', 'Rustic', 'Transitional')] },
  { kind: 'style', q: 'japandi coffee table', must: [cat('Coffee Tables')], want: [style('Scandinavian', 'Minimalist')] },
  { kind: 'style', q: 'glam accent chair', must: [cat('Accent Chairs')], want: [style(...GLAM)] },
  { kind: 'style', q: 'old world dresser', must: [cat('Dressers')], want: [style(...TRADITIONAL)] },
  { kind: 'style', q: 'contemporary sectional', must: [cat('Sectionals')], want: [style(...MODERN)] },
  { kind: 'style', q: 'rustic bench', must: [cat('Benches')], want: [style('Rustic', 'Farmhouse')] },
  { kind: 'style', q: 'beachy side table', must: [cat('Side Tables')], want: [style('Coastal')] },

  // Typos.
  { kind: 'typo', q: 'sofe in navy velvet', must: [cat('Sofas')], want: [has('navy velvet')] },
  { kind: 'typo', q: 'nighstand', must: [cat('Nightstands')] },
  { kind: 'typo', q: 'brass chandelir', must: [cat('Chandeliers')], want: [has('brass')] },
  { kind: 'typo', q: 'dinning table walnut', must: [cat('Dining Tables')], want: [has('walnut')] },
  { kind: 'typo', q: 'credensa', must: [cat('Sideboards', 'Credenzas', 'Buffets')], want: [named('credenza')] },
  { kind: 'typo', q: 'bookcsae', must: [cat('Bookcases')] },
  { kind: 'typo', q: 'grey sectionnal', must: [cat('Sectionals')], want: [has(...GREY)] },
  { kind: 'typo', q: 'accent chiar', must: [cat('Accent Chairs')] },
  { kind: 'typo', q: 'coffe table marble', must: [cat('Coffee Tables')], want: [has('marble')] },
  { kind: 'typo', q: 'dreser in oak', must: [cat('Dressers')], want: [has('oak')] },
  { kind: 'typo', q: 'ottomon', must: [cat('Ottomans')] },
  { kind: 'typo', q: 'barstools', must: [cat('Bar Stools')] },
  { kind: 'typo', q: 'night stand in walnut', must: [cat('Nightstands')], want: [has('walnut')] },
  { kind: 'typo', q: 'side bord', must: [cat('Sideboards')] },

  // Kinds the site does not sell: the spec's sentence, and nearest kinds only as such.
  { kind: 'not-sold', q: 'bathroom vanity', must: [notSold] },
  { kind: 'not-sold', q: 'bunk beds for the kids', must: [notSold] },
  { kind: 'not-sold', q: 'a crib', must: [notSold] },
  { kind: 'not-sold', q: 'leather recliner', must: [notSold] },
  { kind: 'not-sold', q: 'futon', must: [notSold] },
  { kind: 'not-sold', q: 'hammock', must: [notSold] },
  { kind: 'not-sold', q: 'patio umbrella', must: [notSold] },
  { kind: 'not-sold', q: 'fire pit table', must: [notSold] },
  { kind: 'not-sold', q: 'throw pillows', must: [notSold] },
  { kind: 'not-sold', q: 'curtains for the living room', must: [notSold] },
  { kind: 'not-sold', q: 'wallpaper', must: [notSold] },
  { kind: 'not-sold', q: 'bar cart in brass', must: [notSold] },
  { kind: 'not-sold', q: 'murphy bed', must: [notSold] },
  { kind: 'not-sold', q: 'coat rack for the entry', must: [notSold] },
  { kind: 'not-sold', q: 'kitchen island', must: [notSold] },
  { kind: 'not-sold', q: 'filing cabinet', must: [notSold] },
  { kind: 'not-sold', q: 'standing desk', must: [notSold] },
  { kind: 'not-sold', q: 'pool table', must: [notSold] },
  { kind: 'not-sold', q: 'sconces', must: [notSold] },
  { kind: 'not-sold', q: 'a vanity stool', must: [notSold] },
  { kind: 'not-sold', q: 'a runner rug for the hallway', must: [notSold] },
  { kind: 'not-sold', q: 'outdoor rug for the patio', must: [notSold] },
  { kind: 'not-sold', q: 'double sink bathroom vanity', must: [notSold] },

  // The broader line (armoires, chaises, daybeds, credenzas, buffets, etageres, vanities, rugs, sleepers, outdoor
  // sectionals): once kinds the site did not sell.
  { kind: 'broader', q: 'armoire', must: [cat('Armoires')] },
  { kind: 'broader', q: 'a wardrobe for the bedroom', must: [cat('Armoires')] },
  { kind: 'broader', q: 'walnut armoire with drawers', must: [cat('Armoires')], want: [has('walnut')] },
  { kind: 'broader', q: 'linen press', must: [cat('Armoires')], want: [named('linen press')] },
  { kind: 'broader', q: 'mirrored armoire', must: [cat('Armoires')], want: [named('mirrored')] },
  { kind: 'broader', q: 'daybed', must: [cat('Daybeds')] },
  { kind: 'broader', q: 'upholstered daybed for a guest room', must: [cat('Daybeds'), has('upholstered', 'upholstery')] },
  { kind: 'broader', q: 'daybed with a trundle', must: [cat('Daybeds')], want: [named('trundle')] },
  { kind: 'broader', q: 'chaise lounge', must: [cat('Chaises')] },
  { kind: 'broader', q: 'tufted chaise in velvet', must: [cat('Chaises')], want: [named('tufted'), has('velvet')] },
  { kind: 'broader', q: 'chaise longue for the bedroom', must: [cat('Chaises')] },
  { kind: 'broader', q: 'leather chaise under $2,000', must: [cat('Chaises'), priceMax(2000)], want: [has('leather')] },
  { kind: 'broader', q: 'office credenza', must: [cat('Credenzas')] },
  { kind: 'broader', q: 'fluted credenza', must: [cat('Credenzas')], want: [named('fluted')] },
  { kind: 'broader', q: 'buffet for the dining room under $3,000', must: [cat('Buffets', 'Sideboards'), priceMax(3000)] },
  { kind: 'broader', q: 'brass etagere with glass shelves', must: [cat('Etageres', 'Bookcases')], want: [named('etagere'), has('brass'), has('glass')] },
  { kind: 'broader', q: 'makeup vanity with mirror', must: [cat('Vanities')] },
  { kind: 'broader', q: 'dressing table in walnut', must: [cat('Vanities')], want: [has('walnut')] },
  { kind: 'broader', q: 'area rug 8x10', must: [cat('Rugs')], want: [(r) => Math.min(r.width, r.depth) === 96 && Math.max(r.width, r.depth) === 120] },
  { kind: 'broader', q: 'wool rug for the living room', must: [cat('Rugs')], want: [has('wool')] },
  { kind: 'broader', q: 'jute rug', must: [cat('Rugs')], want: [has('jute')] },
  { kind: 'broader', q: 'hand-knotted rug', must: [cat('Rugs')], want: [named('hand knotted')] },
  { kind: 'broader', q: 'sleeper sofa', must: [cat('Sleeper Sofas')] },
  { kind: 'broader', q: 'sofa bed for the den', must: [cat('Sleeper Sofas')] },
  { kind: 'broader', q: 'queen sleeper in performance fabric', must: [cat('Sleeper Sofas')], want: [named('queen'), has('performance')] },
  { kind: 'broader', q: 'outdoor sectional', must: [cat('Outdoor Sectionals')] },
  { kind: 'broader', q: 'teak patio sectional', must: [cat('Outdoor Sectionals')], want: [has('teak')] },

  // Follow-ups: the earlier questions are asked first; "it", "them" and "one" mean the last answer.
  { kind: 'follow-up', before: ['walnut dining tables'], q: 'any in oak?', must: [cat('Dining Tables')], want: [has('oak')] },
  { kind: 'follow-up', before: ['navy velvet sofas'], q: 'cheaper ones, under 3k', must: [cat('Sofas'), priceMax(3000)] },
  { kind: 'follow-up', before: ['show me nightstands'], q: 'in white', must: [cat('Nightstands')], want: [has(...WHITE)] },
  { kind: 'follow-up', before: ['modern sofas'], q: 'what about leather?', must: [cat('Sofas')], want: [has('leather')] },
  { kind: 'follow-up', before: ['round dining tables'], q: 'something that seats 8', must: [cat('Dining Tables'), seats(8)] },
  { kind: 'follow-up', before: ['accent chairs'], q: 'in velvet please', must: [cat('Accent Chairs')], want: [has('velvet')] },
  { kind: 'follow-up', before: ['a credenza'], q: 'do you have one in walnut', must: [cat('Sideboards', 'Credenzas', 'Buffets')], want: [has('walnut')] },
  { kind: 'follow-up', before: ['coffee tables'], q: 'what goes with them', must: [COFFEE_TABLE_MATES] },
  { kind: 'follow-up', before: ['dressers'], q: 'more like the first one', must: [anchorKind], want: [anchorLook] },
  { kind: 'follow-up', before: ['walnut sideboards'], q: 'like this but in oak', must: [cat('Sideboards'), notAnchor], want: [has('oak')] },
  { kind: 'follow-up', before: ['a leather sofa'], q: 'like this but in velvet', must: [cat('Sofas'), notAnchor], want: [has('velvet')] },
  { kind: 'follow-up', before: ['bar stools'], q: 'counter height instead', must: [cat('Counter Stools')] },
  { kind: 'follow-up', before: ['king beds'], q: 'upholstered ones', must: [cat('Beds')], want: [named('upholstered')] },
  { kind: 'follow-up', before: ['sectionals'], q: 'nothing over 6k', must: [cat('Sectionals'), priceMax(6000)] },
  { kind: 'follow-up', before: ['brass floor lamps'], q: 'show me more', must: [cat('Floor Lamps')], want: [has('brass')] },
  { kind: 'follow-up', before: ['dining chairs'], q: 'not velvet', must: [cat('Dining Chairs'), lacks('velvet')] },
  { kind: 'follow-up', before: ['armoire'], q: 'what do you have instead?', must: [cat('Chests', 'Dressers', 'Cabinets', 'China Cabinets', 'Bookcases')] },
  { kind: 'follow-up', before: ['a futon'], q: 'what do you have instead?', must: [cat('Sleeper Sofas', 'Daybeds', 'Sofas', 'Loveseats')] },

  // On a product's page: "this" and "it" mean the page's product until the conversation moves on.
  { kind: 'page', page: 'Sofas', q: 'what goes with this?', must: [SOFA_MATES] },
  { kind: 'page', page: 'Beds', q: 'what would go with it', must: [BED_MATES] },
  { kind: 'page', page: 'Dining Tables', q: 'chairs to go with this table', must: [cat('Dining Chairs')], want: [anchorLook] },
  { kind: 'page', page: 'Dining Tables', q: 'what pairs with it', must: [DINING_MATES] },
  { kind: 'page', page: 'Beds', q: 'like this but in oak', must: [cat('Beds'), notAnchor], want: [has('oak')] },
  { kind: 'page', page: 'Accent Chairs', q: 'like this but in leather', must: [cat('Accent Chairs'), notAnchor], want: [has('leather')] },
  { kind: 'page', page: 'Sofas', q: 'something like this under $3000', must: [cat('Sofas'), notAnchor, priceMax(3000)] },
  { kind: 'page', page: 'Dressers', q: 'a matching nightstand', must: [cat('Nightstands')], want: [anchorLook] },
  { kind: 'page', page: 'Dining Tables', q: 'show me more like this', must: [anchorKind] },
  { kind: 'page', page: 'Nightstands', q: 'do you have this in white?', must: [cat('Nightstands'), notAnchor], want: [has(...WHITE)] },
  { kind: 'page', page: 'Coffee Tables', q: 'a rug to go under it', must: [cat('Rugs')] },
  { kind: 'page', page: 'Sofas', before: ['show me floor lamps'], q: 'what goes with it', must: [cat('Accent Chairs', 'Sofas', 'Side Tables', 'Swivel Chairs', 'Loveseats', 'Sectionals', 'Table Lamps')] },
  { kind: 'page', page: 'Sideboards', q: 'a mirror to hang above it', must: [cat('Mirrors')], want: [anchorLook] },
  { kind: 'page', page: 'Desks', q: 'a chair for this desk', must: [cat('Office Chairs')] },

  // A mode without prices: a budget cannot be judged and is never used to filter or order.
  { kind: 'mode', mode: 'safe', q: 'sofa under $2000', must: [cat('Sofas')] },
  { kind: 'mode', mode: 'safe', q: 'cheapest walnut dining table', must: [cat('Dining Tables')], want: [has('walnut')] },
  { kind: 'mode', mode: 'safe', q: 'an expensive statement chandelier', must: [cat('Chandeliers')] },
];
