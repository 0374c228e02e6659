/**
 * What a chat question asks for, read from plain English with the catalog's own vocabulary (its rooms, categories,
 * styles, finishes and brands): no network, no model. The engine turns an Intent into a search of the live catalog.
 */
import type { ProductBrand } from '@storefront/contracts';
import { ALL_FINISHES, BRAND_PROFILES, CATEGORIES, ROOMS, type Room } from '../catalog';

export type Action = 'search' | 'more_like' | 'pair' | 'suggest' | 'statement' | 'visualize';

export interface Intent {
  action: Action;
  categories: string[];
  room: Room | null;
  styles: string[];
  /** Finish names asked for by name ("walnut" -> Walnut, Dark Walnut, Burl Walnut ...). */
  finishes: string[];
  /** Colour families asked for ("black", "green"). */
  colors: string[];
  /** Material words to find in the product's materials ("marble", "velvet", "leather"). */
  materials: string[];
  brands: ProductBrand[];
  priceMin: number | null;
  priceMax: number | null;
  seats: number | null;
  size: 'small' | 'large' | null;
  /** Round (true) or rectangular (false) tables and mirrors. */
  round: boolean | null;
  /** A SKU named in the question. */
  sku: string | null;
  /** Words left over, searched in the catalog's text. */
  keywords: string[];
}

// ---------------------------------------------------------------------------------------------
// Vocabulary.

/** Phrases naming categories; the longest phrase found wins over the words it holds. */
const CATEGORY_PHRASES: Array<[string, string[]]> = [
  ['outdoor dining table', ['Outdoor Dining Tables']],
  ['patio dining table', ['Outdoor Dining Tables']],
  ['outdoor dining chair', ['Outdoor Dining Chairs']],
  ['patio chair', ['Outdoor Lounge Chairs', 'Outdoor Dining Chairs']],
  ['outdoor lounge chair', ['Outdoor Lounge Chairs']],
  ['outdoor chair', ['Outdoor Lounge Chairs', 'Outdoor Dining Chairs']],
  ['outdoor sofa', ['Outdoor Sofas']],
  ['patio sofa', ['Outdoor Sofas']],
  ['outdoor couch', ['Outdoor Sofas']],
  ['lounge chair', ['Accent Chairs', 'Outdoor Lounge Chairs']],
  ['dining table', ['Dining Tables']],
  ['kitchen table', ['Dining Tables']],
  ['dinner table', ['Dining Tables']],
  ['dining chair', ['Dining Chairs']],
  ['side chair', ['Dining Chairs']],
  ['arm chair', ['Accent Chairs']],
  ['armchair', ['Accent Chairs']],
  ['accent chair', ['Accent Chairs']],
  ['club chair', ['Accent Chairs']],
  ['wingback', ['Accent Chairs']],
  ['swivel chair', ['Swivel Chairs']],
  ['office chair', ['Office Chairs']],
  ['desk chair', ['Office Chairs']],
  ['coffee table', ['Coffee Tables']],
  ['cocktail table', ['Coffee Tables']],
  ['side table', ['Side Tables']],
  ['end table', ['Side Tables']],
  ['accent table', ['Side Tables']],
  ['bedside table', ['Nightstands']],
  ['night stand', ['Nightstands']],
  ['nightstand', ['Nightstands']],
  ['console table', ['Consoles']],
  ['entry table', ['Consoles']],
  ['sofa table', ['Consoles']],
  ['console', ['Consoles']],
  ['media cabinet', ['Media Cabinets']],
  ['media console', ['Media Cabinets']],
  ['tv stand', ['Media Cabinets']],
  ['tv cabinet', ['Media Cabinets']],
  ['entertainment center', ['Media Cabinets']],
  ['table lamp', ['Table Lamps']],
  ['floor lamp', ['Floor Lamps']],
  ['lamp', ['Table Lamps', 'Floor Lamps']],
  ['bar stool', ['Bar Stools']],
  ['barstool', ['Bar Stools']],
  ['counter stool', ['Counter Stools']],
  ['stool', ['Bar Stools', 'Counter Stools']],
  ['sideboard', ['Sideboards']],
  ['buffet', ['Sideboards']],
  ['credenza', ['Sideboards']],
  ['china cabinet', ['China Cabinets']],
  ['display cabinet', ['China Cabinets']],
  ['hutch', ['China Cabinets']],
  ['curio', ['China Cabinets']],
  ['chandelier', ['Chandeliers']],
  ['pendant', ['Chandeliers']],
  ['light fixture', ['Chandeliers']],
  ['bed frame', ['Beds']],
  ['headboard', ['Beds']],
  ['bed', ['Beds']],
  ['dresser', ['Dressers']],
  ['chest of drawers', ['Chests']],
  ['tall chest', ['Chests']],
  ['chest', ['Chests']],
  ['bench', ['Benches']],
  ['mirror', ['Mirrors']],
  ['writing desk', ['Desks']],
  ['desk', ['Desks']],
  ['bookcase', ['Bookcases']],
  ['bookshelf', ['Bookcases']],
  ['bookshelves', ['Bookcases']],
  ['shelving', ['Bookcases']],
  ['etagere', ['Bookcases']],
  ['bar cabinet', ['Cabinets']],
  ['wine cabinet', ['Cabinets']],
  ['storage cabinet', ['Cabinets']],
  ['cabinet', ['Cabinets']],
  ['sectional', ['Sectionals']],
  ['loveseat', ['Loveseats']],
  ['love seat', ['Loveseats']],
  ['settee', ['Loveseats']],
  ['sofa', ['Sofas']],
  ['couch', ['Sofas']],
  ['ottoman', ['Ottomans']],
  ['pouf', ['Ottomans']],
  ['footstool', ['Ottomans']],
  ['chair', ['Accent Chairs', 'Dining Chairs']],
  ['table', ['Dining Tables', 'Coffee Tables', 'Side Tables']],
  ['seating', ['Sofas', 'Sectionals', 'Loveseats', 'Accent Chairs']],
  ['lighting', ['Table Lamps', 'Floor Lamps', 'Chandeliers']],
  ['storage', ['Cabinets', 'Chests', 'Sideboards', 'Bookcases']],
];

const ROOM_PHRASES: Array<[string, Room]> = [
  ['outdoor', 'Outdoor'],
  ['patio', 'Outdoor'],
  ['terrace', 'Outdoor'],
  ['garden', 'Outdoor'],
  ['living room', 'Living Room'],
  ['family room', 'Living Room'],
  ['lounge', 'Living Room'],
  ['den', 'Living Room'],
  ['dining room', 'Dining Room'],
  ['dining', 'Dining Room'],
  ['kitchen', 'Dining Room'],
  ['bedroom', 'Bedroom'],
  ['master suite', 'Bedroom'],
  ['guest room', 'Bedroom'],
  ['home office', 'Home Office'],
  ['office', 'Home Office'],
  ['study', 'Home Office'],
  ['library', 'Home Office'],
  ['entryway', 'Entryway'],
  ['entry', 'Entryway'],
  ['foyer', 'Entryway'],
  ['hallway', 'Entryway'],
  ['deck', 'Outdoor'],
];

/** Every style the brands make, longest first ("Modern Glam" before "Modern"). */
export const STYLES: readonly string[] = [...new Set(Object.values(BRAND_PROFILES).flatMap((p) => p.styles))].sort((a, b) => b.length - a.length);
const STYLE_SYNONYMS: Array<[string, string[]]> = [
  ['midcentury', ['Mid-Century']],
  ['mid century', ['Mid-Century']],
  ['mcm', ['Mid-Century']],
  ['deco', ['Art Deco']],
  ['glamorous', ['Glam', 'Modern Glam', 'Hollywood Regency']],
  ['luxe', ['Glam', 'Modern Glam']],
  ['contemporary', ['Contemporary', 'Modern']],
  ['beach', ['Coastal']],
  ['nautical', ['Coastal']],
  ['scandi', ['Scandinavian']],
  ['nordic', ['Scandinavian']],
  ['minimal', ['Minimalist']],
  ['country', ['English Country', 'Farmhouse']],
  ['classic', ['Classic', 'Traditional']],
  ['traditional', ['Traditional', 'Classic', 'Georgian', 'Regency']],
  ['loft', ['Industrial']],
  ['cottage', ['Farmhouse', 'English Country']],
  ['modern', ['Modern', 'Contemporary', 'Minimalist']],
];

/** Colour families: the finishes whose colour reads as it. */
export const COLOR_FINISHES: Readonly<Record<string, string[]>> = {
  black: ['Ebonized', 'Black Lacquer', 'Matte Black', 'Onyx Leather', 'Nero Marquina Marble', 'Espresso'],
  white: ['Painted Ivory', 'Ivory Boucle', 'White Canvas', 'White Marble', 'White Aluminum', 'Cream Mohair', 'White Oak'],
  ivory: ['Painted Ivory', 'Ivory Boucle', 'Cream Mohair'],
  cream: ['Cream Mohair', 'Ivory Boucle', 'Painted Ivory', 'Oatmeal Linen'],
  beige: ['Oatmeal Linen', 'Sand Performance Linen', 'Travertine', 'Champagne'],
  neutral: ['Oatmeal Linen', 'Sand Performance Linen', 'Ivory Boucle', 'Natural Oak', 'White Oak', 'Driftwood'],
  grey: ['Charcoal Linen', 'Slate Performance Weave', 'Dove Grey Chenille', 'Ash Grey', 'Gunmetal', 'Graphite Aluminum', 'Weathered Oak'],
  gray: ['Charcoal Linen', 'Slate Performance Weave', 'Dove Grey Chenille', 'Ash Grey', 'Gunmetal', 'Graphite Aluminum', 'Weathered Oak'],
  charcoal: ['Charcoal Linen', 'Graphite Aluminum', 'Gunmetal'],
  blue: ['Navy Velvet'],
  navy: ['Navy Velvet'],
  green: ['Emerald Velvet', 'Sage Boucle'],
  emerald: ['Emerald Velvet'],
  sage: ['Sage Boucle'],
  pink: ['Blush Velvet'],
  blush: ['Blush Velvet'],
  brown: ['Walnut', 'Dark Walnut', 'Espresso', 'Cognac Leather', 'Saddle Leather', 'Mahogany', 'Bronze', 'Honey Pecan'],
  tan: ['Saddle Leather', 'Cognac Leather', 'Honey Pecan', 'Sand Performance Linen'],
  gold: ['Gold Leaf', 'Brass', 'Antique Brass', 'Champagne'],
  golden: ['Gold Leaf', 'Brass', 'Antique Brass', 'Champagne'],
  silver: ['Silver Leaf', 'Polished Nickel'],
  light: ['White Oak', 'Natural Oak', 'Driftwood', 'Painted Ivory', 'Ivory Boucle', 'Oatmeal Linen'],
  dark: ['Dark Walnut', 'Espresso', 'Ebonized', 'Black Lacquer', 'Onyx Leather', 'Charcoal Linen'],
  red: ['Mahogany', 'Cherry'],
};

/** Finish words: a word naming one or more finishes ("walnut" -> Walnut, Dark Walnut, Burl Walnut). */
const FINISH_NAMES = ALL_FINISHES.map((f) => f.name);
const FINISH_WORDS = new Map<string, string[]>();
for (const name of FINISH_NAMES) {
  for (const word of name.toLowerCase().split(' ')) {
    if (['performance', 'natural', 'dark', 'white', 'grey', 'black', 'light', 'painted', 'polished', 'antique', 'matte', 'weathered', 'burl', 'honey', 'dove', 'nero'].includes(word)) continue;
    FINISH_WORDS.set(word, [...(FINISH_WORDS.get(word) ?? []), name]);
  }
}

/** Material words looked for in the product's materials text. */
const MATERIAL_WORDS = [
  'marble', 'travertine', 'glass', 'stone', 'leather', 'velvet', 'linen', 'boucle', 'mohair', 'chenille', 'rope', 'teak', 'oak',
  'walnut', 'mahogany', 'cherry', 'pecan', 'ash', 'brass', 'nickel', 'bronze', 'steel', 'iron', 'aluminum', 'metal', 'wood',
  'crystal', 'lacquer', 'veneer', 'upholstered', 'fabric', 'woven', 'cane',
];
const MATERIAL_SYNONYMS: Record<string, string> = { wooden: 'wood', timber: 'wood', metallic: 'metal', leathers: 'leather', marbles: 'marble', aluminium: 'aluminum', upholstery: 'upholstered' };

const BRAND_PHRASES: Array<[string, ProductBrand]> = [
  ['caracole', 'ca'],
  ['jonathan charles', 'jc'],
  ['jonathancharles', 'jc'],
  ['a.r.t. furniture', 'art'],
  ['a.r.t.', 'art'],
  ['art furniture', 'art'],
  ['rowe', 'rowe'],
  ['hom', 'hom'],
  ['flash deals', 'ol'],
  ['outlet', 'ol'],
];

const STOP = new Set([
  'a', 'an', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'or', 'and', 'at', 'is', 'my', 'our', 'your', 'from', 'i', 'me',
  'we', 'us', 'need', 'want', 'looking', 'look', 'find', 'show', 'some', 'something', 'any', 'please', 'can', 'you', 'could',
  'would', 'like', 'get', 'have', 'has', 'it', 'this', 'that', 'these', 'those', 'what', 'which', 'goes', 'go', 'suggest',
  'recommend', 'ideas', 'idea', 'piece', 'pieces', 'furniture', 'item', 'items', 'one', 'ones', 'under', 'over', 'below', 'above',
  'between', 'less', 'more', 'than', 'around', 'about', 'budget', 'price', 'dollars', 'usd', 'seat', 'seats', 'seater', 'people',
  'person', 'guests', 'up', 'max', 'maximum', 'min', 'minimum', 'least', 'most', 'room', 'style', 'styled', 'color', 'colour',
  'finish', 'finished', 'made', 'material', 'set', 'new', 'good', 'nice', 'great', 'best', 'cheap', 'affordable', 'expensive',
  'similar', 'match', 'matching', 'pair', 'pairs', 'complement', 'complements', 'well', 'also', 'too', 'add', 'statement', 'make',
  'suggestion', 'help', 'hi', 'hello', 'there', 'are', 'be', 'do', 'does', 'should', 'will', 'inch', 'inches', 'wide', 'long',
  'tall', 'small', 'large', 'big', 'compact', 'oversized', 'round', 'rectangular', 'square', 'oval', 'ft', 'feet', 'k', 'only',
  'stock', 'available', 'space', 'just', 'really', 'very', 'around', 'home', 'house', 'apartment', 'place',
]);

// ---------------------------------------------------------------------------------------------
// Parsing.

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** '$5,000', '5000', '5k', '4.5k' as dollars. */
function money(text: string): number | null {
  const m = /^\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?$/i.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return m[2] ? value * 1000 : value;
}

const MONEY = String.raw`\$?\s*\d[\d,]*(?:\.\d+)?\s*(?:k|thousand)?`;

/** The SKU pattern of the catalogs ("CA-SOF-10234", "OL-DTB-10012"). */
const SKU = /\b([A-Za-z]{2,4}-[A-Za-z]{3}-\d{4,6})\b/;

function emptyIntent(): Intent {
  return {
    action: 'search', categories: [], room: null, styles: [], finishes: [], colors: [], materials: [], brands: [],
    priceMin: null, priceMax: null, seats: null, size: null, round: null, sku: null, keywords: [],
  };
}

function add<T>(list: T[], values: readonly T[]): void {
  for (const v of values) if (!list.includes(v)) list.push(v);
}

/** Reads a question. */
export function parseIntent(question: string): Intent {
  const intent = emptyIntent();
  let text = ` ${question.toLowerCase().replace(/[“”"]/g, ' ').replace(/\s+/g, ' ')} `;
  const blank = (match: string) => {
    text = text.replace(match, ' ');
  };

  const sku = SKU.exec(question);
  if (sku) {
    intent.sku = sku[1]!.toUpperCase();
    blank(sku[1]!.toLowerCase());
  }

  // Actions.
  if (/\b(goes? with|go with|pair(s|ed|ing)? (with|it|this)|match(es)? (with )?(it|this|that)|complement|coordinat|what else|to go with|pieces? for (it|this))\b/.test(text)) intent.action = 'pair';
  else if (/\b(more like|similar|something like|like this|like that|alternatives?|other options|same style)\b/.test(text)) intent.action = 'more_like';
  else if (/\bstatement\b/.test(text)) intent.action = 'statement';
  else if (/\b(suggestion|suggest|surprise me|inspire|ideas?)\b/.test(text) && !/\b(sofa|table|chair|bed|lamp|desk)/.test(text)) intent.action = 'suggest';
  if (/\b(visuali[sz]e|in my room|in my photo|replace (the|my)|put (it|this) in)\b/.test(text)) intent.action = 'visualize';

  // Price: between X and Y, X-Y, under/below/less than X, over/above/more than X, around X.
  let m = new RegExp(String.raw`\b(?:between|from)\s+(${MONEY})\s+(?:and|to|-)\s+(${MONEY})`).exec(text);
  m ??= new RegExp(String.raw`(\$\s*\d[\d,]*(?:\.\d+)?\s*(?:k|thousand)?)\s*(?:-|–|to)\s*(${MONEY})`).exec(text);
  if (m) {
    const a = money(m[1]!);
    const b = money(m[2]!);
    if (a !== null && b !== null) {
      intent.priceMin = Math.min(a, b);
      intent.priceMax = Math.max(a, b);
      blank(m[0]);
    }
  }
  m = new RegExp(String.raw`\b(?:under|below|less than|up to|no more than|at most|max(?:imum)?|within|cheaper than|<)\s*(${MONEY})`).exec(text);
  if (m && !/\b(inch|in\b|"|ft|feet|wide|long)/.test(text.slice(text.indexOf(m[0]) + m[0].length, text.indexOf(m[0]) + m[0].length + 8))) {
    const v = money(m[1]!);
    if (v !== null && (m[1]!.includes('$') || v >= 100 || /k|thousand/.test(m[1]!))) {
      intent.priceMax = v;
      blank(m[0]);
    }
  }
  m = new RegExp(String.raw`\b(?:over|above|more than|at least|starting at|>)\s*(${MONEY})`).exec(text);
  if (m) {
    const v = money(m[1]!);
    if (v !== null && (m[1]!.includes('$') || v >= 100)) {
      intent.priceMin = v;
      blank(m[0]);
    }
  }
  m = new RegExp(String.raw`\b(?:around|about|roughly|approximately|~)\s*(${MONEY})`).exec(text);
  if (m && intent.priceMin === null && intent.priceMax === null) {
    const v = money(m[1]!);
    if (v !== null && v >= 100) {
      intent.priceMin = Math.round(v * 0.75);
      intent.priceMax = Math.round(v * 1.25);
      blank(m[0]);
    }
  }
  m = /\$\s*(\d[\d,]*(?:\.\d+)?\s*(?:k|thousand)?)/.exec(text);
  if (m && intent.priceMax === null && intent.priceMin === null) {
    const v = money(m[1]!);
    if (v !== null) {
      intent.priceMax = v;
      blank(m[0]);
    }
  }
  if (/\b(cheap|affordable|budget|inexpensive)\b/.test(text) && intent.priceMax === null) intent.priceMax = null;

  // Seats: "for 8", "seats 8", "8 people", "8-seater", "eight guests".
  m = /\b(?:for|seats?|seating)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(?:k|thousand|inch|in\b|"))/.exec(text);
  m ??= /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)[\s-]*(?:people|persons|guests|seater|seat)\b/.exec(text);
  if (m) {
    const n = NUMBER_WORDS[m[1]!] ?? Number(m[1]);
    if (n >= 1 && n <= 20) {
      intent.seats = n;
      blank(m[0]);
    }
  }

  // Size.
  if (/\b(small|compact|apartment|petite|narrow|tiny)\b/.test(text)) intent.size = 'small';
  else if (/\b(large|big|oversized|grand|long|huge|king)\b/.test(text)) intent.size = 'large';
  if (/\b(round|circular|oval|drum)\b/.test(text)) intent.round = true;
  else if (/\b(rectangular|rectangle|square)\b/.test(text)) intent.round = false;

  // Brands.
  for (const [phrase, brand] of BRAND_PHRASES) {
    const re = new RegExp(String.raw`(^|[^a-z])${phrase.replace(/\./g, '\\.')}([^a-z]|$)`);
    if (re.test(text)) {
      add(intent.brands, [brand]);
      text = text.replace(re, ' ');
    }
  }

  // Categories: longest phrases first, with plurals.
  const phrases = [...CATEGORY_PHRASES].sort((a, b) => b[0].length - a[0].length);
  for (const [phrase, categories] of phrases) {
    const re = new RegExp(String.raw`\b${phrase}(?:s|es)?\b`);
    if (re.test(text)) {
      // "chair" and "table" stand for the room's own kind when a room is named.
      add(intent.categories, categories);
      text = text.replace(re, ' ');
    }
  }

  // Rooms.
  for (const [phrase, room] of ROOM_PHRASES) {
    const re = new RegExp(String.raw`\b${phrase}s?\b`);
    if (re.test(text)) {
      intent.room ??= room;
      text = text.replace(re, ' ');
    }
  }
  if (intent.room === null && intent.categories.some((c) => c.startsWith('Outdoor'))) intent.room = 'Outdoor';

  // Generic "chair"/"table": narrowed by the room.
  const generic = (cats: string[]) => cats.length === intent.categories.length && cats.every((c) => intent.categories.includes(c));
  if (generic(['Accent Chairs', 'Dining Chairs']) || generic(['Dining Tables', 'Coffee Tables', 'Side Tables'])) {
    const isChair = intent.categories.includes('Accent Chairs');
    const byRoom: Partial<Record<Room, string[]>> = isChair
      ? { 'Dining Room': ['Dining Chairs'], 'Living Room': ['Accent Chairs', 'Swivel Chairs'], Bedroom: ['Accent Chairs'], 'Home Office': ['Office Chairs'], Outdoor: ['Outdoor Lounge Chairs', 'Outdoor Dining Chairs'] }
      : { 'Dining Room': ['Dining Tables'], 'Living Room': ['Coffee Tables', 'Side Tables'], Bedroom: ['Nightstands', 'Side Tables'], Outdoor: ['Outdoor Dining Tables'], Entryway: ['Consoles'], 'Home Office': ['Desks'] };
    const narrowed = intent.room ? byRoom[intent.room] : undefined;
    if (narrowed) intent.categories = [...narrowed];
    else if (!isChair && intent.seats !== null) intent.categories = ['Dining Tables'];
  }
  if (intent.seats !== null && intent.categories.length === 0) intent.categories = intent.room === 'Outdoor' ? ['Outdoor Dining Tables'] : ['Dining Tables'];
  if (intent.room === 'Outdoor') intent.categories = intent.categories.map((c) => OUTDOOR_OF[c] ?? c).filter((c, i, all) => all.indexOf(c) === i);

  // Styles.
  for (const [phrase, styles] of STYLE_SYNONYMS) {
    const re = new RegExp(String.raw`\b${phrase}\b`);
    if (re.test(text)) {
      const exact = STYLES.find((s) => s.toLowerCase() === phrase);
      add(intent.styles, exact && phrase !== 'modern' && phrase !== 'traditional' && phrase !== 'classic' ? [exact] : styles);
      text = text.replace(re, ' ');
    }
  }
  for (const style of STYLES) {
    const re = new RegExp(String.raw`\b${style.toLowerCase().replace('-', '[- ]?')}\b`);
    if (re.test(text)) {
      add(intent.styles, [style]);
      text = text.replace(re, ' ');
    }
  }

  // Finishes by full name, then finish words, colours and materials.
  for (const name of [...FINISH_NAMES].sort((a, b) => b.length - a.length)) {
    const lower = name.toLowerCase();
    if (text.includes(` ${lower} `) || text.includes(` ${lower}`)) {
      add(intent.finishes, [name]);
      if (name.split(' ').length > 1) text = text.replace(lower, ' ');
    }
  }
  const words = text.split(/[^a-z0-9.-]+/).filter(Boolean);
  for (const raw of words) {
    const word = MATERIAL_SYNONYMS[raw] ?? raw.replace(/(es|s)$/, (s) => (FINISH_WORDS.has(raw) || MATERIAL_WORDS.includes(raw) ? s : ''));
    const finishes = FINISH_WORDS.get(word) ?? FINISH_WORDS.get(raw);
    if (finishes) add(intent.finishes, finishes);
    if (COLOR_FINISHES[raw]) add(intent.colors, [raw === 'gray' ? 'grey' : raw]);
    if (MATERIAL_WORDS.includes(word)) add(intent.materials, [word]);
    else if (MATERIAL_WORDS.includes(raw)) add(intent.materials, [raw]);
    if (!finishes && !COLOR_FINISHES[raw] && !MATERIAL_WORDS.includes(word) && !MATERIAL_WORDS.includes(raw) && !STOP.has(raw) && raw.length >= 3 && !/^\d/.test(raw) && !/^[.-]+$/.test(raw)) {
      intent.keywords.push(raw);
    }
  }
  return intent;
}

const OUTDOOR_OF: Record<string, string> = {
  Sofas: 'Outdoor Sofas',
  'Dining Tables': 'Outdoor Dining Tables',
  'Dining Chairs': 'Outdoor Dining Chairs',
  'Accent Chairs': 'Outdoor Lounge Chairs',
};

/** True when the intent names nothing the catalog can be searched by. */
export function isEmptyIntent(intent: Intent): boolean {
  return (
    intent.categories.length === 0 && intent.room === null && intent.styles.length === 0 && intent.finishes.length === 0 && intent.colors.length === 0 &&
    intent.materials.length === 0 && intent.brands.length === 0 && intent.sku === null && intent.keywords.length === 0 && intent.priceMax === null && intent.priceMin === null
  );
}

/** Every category name of the taxonomy (tests, the labeled set). */
export const CATEGORY_NAMES: readonly string[] = CATEGORIES.map((c) => c.name);
export const ROOM_NAMES: readonly Room[] = ROOMS;
