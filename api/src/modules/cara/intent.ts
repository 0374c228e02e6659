/**
 * What a chat question asks for, read from plain English with the furniture vocabulary kept as data in the catalog
 * (its kinds with their synonyms, materials and their families, colours, shapes, style families, sizes; see
 * catalog/vocabulary.ts): no network, no model. Phrases match as whole words, the longest first, and a matched phrase
 * is taken out of the text so its words are not read again. The engine turns an Intent into a search of the catalog.
 */
import type { ProductBrand } from '@storefront/contracts';
import { COLOURS, FINISH_MATERIALS, KINDS, MATERIALS, ROOM_WORDS, SHAPE_WORDS, SIZE_WORDS, STYLE_WORDS, foldText, phrasePattern, type KindWord, type Room } from '../catalog';

export type Action = 'search' | 'more_like' | 'pair' | 'suggest' | 'statement' | 'visualize';

/** A wanted (or refused) material, finish or colour: what it is called and the words that show it in a product. */
export interface Term {
  label: string;
  finds: readonly string[];
}

export interface Intent {
  action: Action;
  categories: string[];
  /** Words of a product's name that make it the asked kind ("Wingback", "Etagere"). */
  named: string[];
  /** A kind the site does not sell, when that is what is asked. */
  notSold: KindWord | null;
  room: Room | null;
  styles: string[];
  /** Materials, finishes and colours asked for. */
  terms: Term[];
  /** Materials, finishes and colours refused ("not leather", "no velvet", "anything but grey"). */
  excludes: Term[];
  brands: ProductBrand[];
  priceMin: number | null;
  priceMax: number | null;
  /** Dimensions in inches: the width (a table's length), and the height. */
  widthMin: number | null;
  widthMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
  seats: number | null;
  size: 'small' | 'large' | null;
  /** Round (true) or rectangular (false) tables and mirrors. */
  round: boolean | null;
  /** In stock now. */
  inStock: boolean;
  /** The cheapest first ("cheapest", "least expensive"): only by a price the caller sees. */
  cheapest: boolean;
  /** "this", "it", "them", "the first one": the piece the chat is about. */
  refersBack: boolean;
  /** "more", "other ones": more of the last answer, without what it showed. */
  more: boolean;
  /** "what do you have instead?", "something else": another kind than the last answer's. */
  instead: boolean;
  /** A SKU named in the question. */
  sku: string | null;
  /** Words left over, searched in the catalog's text. */
  keywords: string[];
}

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
  'we', 'us', 'need', 'want', 'looking', 'look', 'find', 'show', 'some', 'something', 'any', 'anything', 'please', 'can', 'you', 'could',
  'would', 'like', 'get', 'have', 'has', 'it', 'this', 'that', 'these', 'those', 'them', 'what', 'which', 'goes', 'go', 'suggest',
  'recommend', 'ideas', 'idea', 'piece', 'pieces', 'furniture', 'item', 'items', 'one', 'ones', 'under', 'over', 'below', 'above',
  'between', 'less', 'more', 'than', 'around', 'about', 'budget', 'price', 'dollars', 'usd', 'seat', 'seats', 'seater', 'people',
  'person', 'guests', 'up', 'max', 'maximum', 'min', 'minimum', 'least', 'most', 'room', 'style', 'styled', 'color', 'colour',
  'finish', 'finished', 'made', 'material', 'set', 'new', 'good', 'nice', 'great', 'best', 'cheap', 'cheaper', 'cheapest', 'affordable', 'expensive',
  'similar', 'match', 'matching', 'pair', 'pairs', 'complement', 'complements', 'well', 'also', 'too', 'add', 'statement', 'make',
  'suggestion', 'help', 'hi', 'hello', 'there', 'are', 'be', 'do', 'does', 'should', 'will', 'inch', 'inches', 'wide', 'long',
  'tall', 'ft', 'feet', 'k', 'only', 'stock', 'available', 'space', 'just', 'really', 'very', 'home', 'house', 'place', 'but', 'not',
  'no', 'without', 'instead', 'other', 'others', 'else', 'same', 'first', 'second', 'last', 'again', 'what', 'about', 'how', 'hang',
  'under', 'top', 'go', 'goes', 'work', 'works', 'kind', 'kinds', 'sort', 'type', 'types', 'options', 'option', 'thing', 'things',
  'prefer', 'preferably', 'ideally', 'maybe', 'perhaps', 'thanks', 'thank', 'ok', 'okay', 'yes', 'sure', 'fit', 'fits', 'use', 'put',
  'the', 'all', 'weather', 'height', 'heights', 'backs', 'back', 'drawers', 'drawer', 'doors', 'door', 'hardware', 'kids', 'children',
  'family', 'sell', 'carry', 'offer', 'got', 'any', 'lot', 'list', 'ones', 'thousand', 'grand', 'bucks', 'less', 'dollar', 'cost', 'costs',
]);

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** '$5,000', '5000', '5k', '4.5k' as dollars. */
function money(text: string, thousands = false): number | null {
  const m = /^\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|grand)?$/i.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return m[2] || (thousands && value < 100) ? value * 1000 : value;
}

const MONEY = String.raw`\$?\s*\d[\d,]*(?:\.\d+)?\s*(?:k|thousand|grand)?`;
const INCHES = String.raw`(?:"|”|''|\s*(?:inches|inch|in\b))`;

/** The SKU pattern of the catalogs ("CA-SOF-10234", "OL-DTB-10012"). */
const SKU = /\b([A-Za-z]{2,4}-[A-Za-z]{3}-\d{4,6})\b/;

function emptyIntent(): Intent {
  return {
    action: 'search', categories: [], named: [], notSold: null, room: null, styles: [], terms: [], excludes: [], brands: [],
    priceMin: null, priceMax: null, widthMin: null, widthMax: null, heightMin: null, heightMax: null, seats: null, size: null,
    round: null, inStock: false, cheapest: false, refersBack: false, more: false, instead: false, sku: null, keywords: [],
  };
}

function add<T>(list: T[], values: readonly T[]): void {
  for (const v of values) if (!list.includes(v)) list.push(v);
}

/** Every phrase of the vocabulary that reads as something, longest first. */
interface Entry {
  pattern: RegExp;
  length: number;
  apply: (intent: Intent, negated: boolean, before: string) => void;
}

const termOf = (label: string, finds: readonly string[]): Term => ({ label, finds });

const ENTRIES: Entry[] = (() => {
  const out: Entry[] = [];
  const push = (phrase: string, apply: Entry['apply']) => out.push({ pattern: phrasePattern(phrase), length: phrase.length, apply });
  for (const kind of KINDS) {
    for (const phrase of kind.phrases) {
      push(phrase, (intent, _negated, before) => {
        // "this desk", "that table": the piece the chat is about, not a kind asked for.
        if (/\b(this|that|these|those|its|the same)\s*$/.test(before)) {
          intent.refersBack = true;
          return;
        }
        if (!kind.categories.length) {
          // "a chandelier over an island": where it goes, not what is asked.
          if (!/\b(over|above|for|beside|next to|near|by|around|at|on)\s+(an?|the|my|our|your|a kitchen)?\s*$/.test(before)) intent.notSold ??= kind;
          return;
        }
        add(intent.categories, kind.categories);
        add(intent.named, kind.named ?? []);
      });
    }
  }
  for (const material of [...MATERIALS, ...FINISH_MATERIALS]) {
    for (const phrase of material.phrases) {
      push(phrase, (intent, negated) => (negated ? intent.excludes : intent.terms).push(termOf(phrase, material.finds)));
    }
  }
  for (const [phrases, finds] of COLOURS) {
    for (const phrase of phrases) push(phrase, (intent, negated) => (negated ? intent.excludes : intent.terms).push(termOf(phrase, finds)));
  }
  for (const [phrase, styles] of STYLE_WORDS) push(phrase, (intent) => add(intent.styles, styles));
  for (const [phrase, shape] of SHAPE_WORDS) push(phrase, (intent) => (intent.round = shape === 'round'));
  for (const [phrase, size] of SIZE_WORDS) push(phrase, (intent) => (intent.size ??= size));
  for (const [phrase, room] of ROOM_WORDS) push(phrase, (intent) => (intent.room ??= room as Room));
  return out.sort((a, b) => b.length - a.length);
})();

/** A negation just before a phrase: "not leather", "no velvet", "without brass", "anything but grey", "non-leather". */
const NEGATION = /(?:\bnot|\bno|\bwithout|\bnon|\bexcept|\banything but|\bnothing in|\bavoid|\bisn't|\baren't|\bnot in)[\s-]+(?:(?:a|an|any|in|made of|made from|too|so)\s+)?$/;

/** The vocabulary's words and two-word phrases, for reading typos ("credensa", "accent chiar", "side bord"). */
const KNOWN: { words: Set<string>; pairs: Set<string> } = (() => {
  const words = new Set<string>();
  const pairs = new Set<string>();
  const phrases = [
    ...KINDS.flatMap((k) => k.phrases),
    ...MATERIALS.flatMap((x) => x.phrases),
    ...COLOURS.flatMap(([p]) => p),
    ...STYLE_WORDS.map(([p]) => p),
    ...ROOM_WORDS.map(([p]) => p),
  ].map((p) => foldText(p));
  for (const p of phrases) {
    const parts = p.split(' ');
    if (parts.length === 1 && p.length >= 4) words.add(p);
    if (parts.length === 2) pairs.add(p);
  }
  return { words, pairs };
})();

/** Edit distance with transpositions (Damerau), stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The vocabulary's phrase a mistyped word (or two) stands for; null when none is close enough. */
function closest(text: string, among: ReadonlySet<string>): string | null {
  const max = text.length >= 7 ? 2 : text.length >= 4 ? 1 : 0;
  if (!max) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const known of among) {
    if (known[0] !== text[0] && max < 2) continue;
    const d = distance(text, known, max);
    if (d < bestDistance || (d === bestDistance && best !== null && known < best)) {
      best = known;
      bestDistance = d;
    }
  }
  return bestDistance <= max ? best : null;
}

/** The question with its mistyped vocabulary words read as the words they stand for; null when none is. */
function corrected(question: string, keywords: readonly string[]): string | null {
  let text = ` ${foldText(question)} `;
  let changed = false;
  const fix = (from: string, to: string) => {
    text = text.replace(new RegExp(`(?<![a-z0-9])${from.replace(/ /g, '\\s+')}(?![a-z0-9])`), to);
    changed = true;
  };
  const left = [...keywords];
  const all = text.split(/[^a-z0-9]+/).filter(Boolean);
  for (let i = 0; i + 1 < all.length; i++) {
    if (!left.includes(all[i]!) && !left.includes(all[i + 1]!)) continue;
    const pair = `${all[i]} ${all[i + 1]}`;
    const joined = `${all[i]}${all[i + 1]}`;
    const to = (KNOWN.pairs.has(pair) ? null : closest(pair, KNOWN.pairs)) ?? (left.includes(all[i]!) && left.includes(all[i + 1]!) ? closest(joined, KNOWN.words) : null);
    if (to) {
      fix(pair, to);
      for (const w of [all[i]!, all[i + 1]!]) if (left.includes(w)) left.splice(left.indexOf(w), 1);
      i++;
    }
  }
  for (const word of left) {
    if (word.length < 4) continue;
    const to = closest(word, KNOWN.words);
    if (to && to !== word) fix(word, to);
  }
  return changed ? text : null;
}

/** Reads a question; a word the vocabulary does not know but nearly does is read as the word it stands for. */
export function parseIntent(question: string): Intent {
  const first = parseOnce(question);
  if (!first.keywords.length) return first;
  const fixed = corrected(question, first.keywords);
  return fixed ? parseOnce(fixed) : first;
}

function parseOnce(question: string): Intent {
  const intent = emptyIntent();
  const sku = SKU.exec(question);
  let text = ` ${foldText(question).replace(/[“”]/g, '"')} `;
  if (sku) {
    intent.sku = sku[1]!.toUpperCase();
    text = text.replace(sku[1]!.toLowerCase(), ' ');
  }

  // Actions.
  if (/\b(goes? with|go with|going with|pair(s|ed|ing)? (well )?with|pairs? (with )?(it|this|that|them)|match(es|ing)?|complement|coordinat|what else|to go with|for (it|this|that|these|them)\b|above (it|this)|under (it|this)|next to (it|this)|beside (it|this))/.test(text)) intent.action = 'pair';
  else if (/\b(more like|similar|something like|like (this|that|it|these|those|the first|the last)|alternatives?|same style|same but|this in|it in|that in|these in|one in|ones in)\b/.test(text)) intent.action = 'more_like';
  else if (/\bstatement\b/.test(text)) intent.action = 'statement';
  else if (/\b(suggestion|suggest|surprise me|inspire|ideas?)\b/.test(text)) intent.action = 'suggest';
  if (/\b(visuali[sz]e|in my room|in my photo|replace (the|my)|put (it|this) in)\b/.test(text)) intent.action = 'visualize';
  intent.refersBack = /\b(this|it|that|them|these|those|the first( one)?|the last one|the second( one)?)\b/.test(text) && !/\bthat (is|are|seats?|has|have|fits?|would)\b/.test(text);
  intent.more = intent.action === 'search' && (/\b(show me more|more please|more of (these|those|them)|other ones|others|any more|some more|next ones)\b(?! like)|^\s*more\s*$/.test(text));
  intent.instead = /\b(instead|something else|anything else|other than (this|that|these|those|them))\b/.test(text);
  intent.inStock = /\b(in stock|on hand|ready to ship|ships now|available now|quick ship)\b/.test(text);
  intent.cheapest = /\b(cheapest|least expensive|lowest price|lowest priced)\b/.test(text);

  // Dimensions before prices: '60 inches', '90"' are never dollars.
  const dim = (re: RegExp, set: (n: number) => void) => {
    const m = re.exec(text);
    if (!m) return;
    const n = Number(m[1]);
    if (n > 0 && n < 400) {
      set(n);
      text = text.replace(m[0], ' ');
    }
  };
  dim(new RegExp(String.raw`\b(?:taller than|at least|over|more than|min(?:imum)?)\s*(\d{2,3})${INCHES}\s*(?:tall|high)`), (n) => (intent.heightMin = n));
  dim(new RegExp(String.raw`\btaller than\s*(\d{2,3})${INCHES}?`), (n) => (intent.heightMin = n + 1));
  dim(new RegExp(String.raw`\b(?:under|less than|no taller than|not taller than|at most|max(?:imum)?|up to)\s*(\d{2,3})${INCHES}\s*(?:tall|high)`), (n) => (intent.heightMax = n));
  dim(new RegExp(String.raw`\bshorter than\s*(\d{2,3})${INCHES}?`), (n) => (intent.heightMax = n - 1));
  dim(new RegExp(String.raw`\b(?:under|less than|no (?:more|longer|wider|bigger) than|not (?:more|longer|wider) than|at most|max(?:imum)?|up to|within)\s*(\d{2,3})${INCHES}(?:\s*(?:wide|long|across|in width|in length))?`), (n) => (intent.widthMax = n));
  dim(new RegExp(String.raw`\b(?:at least|over|more than|min(?:imum)?|longer than|wider than|no shorter than)\s*(\d{2,3})${INCHES}(?:\s*(?:wide|long|across|in width|in length))?`), (n) => (intent.widthMin = n));
  dim(new RegExp(String.raw`\b(\d{2,3})${INCHES}\s*(?:wide|long|across)?\s*(?:or less|max|at most|or smaller|or under)`), (n) => (intent.widthMax = n));

  // Price: between X and Y, X-Y, a maximum (under, nothing over, no more than, tops), a minimum, around X.
  let m = new RegExp(String.raw`\b(?:between|from)\s+(${MONEY})\s+(?:and|to|-)\s+(${MONEY})`).exec(text);
  m ??= new RegExp(String.raw`(\$\s*\d[\d,]*(?:\.\d+)?\s*(?:k|thousand)?)\s*(?:-|–|to)\s*(${MONEY})`).exec(text);
  if (m) {
    const thousands = /k|thousand|grand/.test(m[2]!);
    const a = money(m[1]!, thousands);
    const b = money(m[2]!);
    if (a !== null && b !== null) {
      intent.priceMin = Math.min(a, b);
      intent.priceMax = Math.max(a, b);
      text = text.replace(m[0], ' ');
    }
  }
  const maxRe = new RegExp(String.raw`\b(?:nothing (?:over|above|more than)|not (?:over|above|more than)|no more than|under|below|less than|up to|at most|max(?:imum)?|within|cheaper than|<|tops|no higher than|not exceeding)\s*(${MONEY})`);
  m = maxRe.exec(text);
  m ??= new RegExp(String.raw`(${MONEY})\s*(?:or less|or under|tops|max|at most|or below)\b`).exec(text);
  if (m) {
    const v = money(m[1]!);
    if (v !== null && (m[1]!.includes('$') || v >= 100 || /k|thousand|grand/.test(m[1]!))) {
      intent.priceMax = v;
      text = text.replace(m[0], ' ');
    }
  }
  m = new RegExp(String.raw`\b(?:over|above|more than|at least|starting at|from|>)\s*(${MONEY})`).exec(text);
  if (m) {
    const v = money(m[1]!);
    if (v !== null && (m[1]!.includes('$') || v >= 100 || /k|thousand|grand/.test(m[1]!))) {
      intent.priceMin = v;
      text = text.replace(m[0], ' ');
    }
  }
  m = new RegExp(String.raw`\b(?:around|about|roughly|approximately|~)\s*(${MONEY})`).exec(text);
  if (m && intent.priceMin === null && intent.priceMax === null) {
    const v = money(m[1]!);
    if (v !== null && v >= 100) {
      intent.priceMin = Math.round(v * 0.75);
      intent.priceMax = Math.round(v * 1.25);
      text = text.replace(m[0], ' ');
    }
  }
  m = /\$\s*(\d[\d,]*(?:\.\d+)?\s*(?:k|thousand)?)/.exec(text);
  if (m && intent.priceMax === null && intent.priceMin === null) {
    const v = money(m[1]!);
    if (v !== null) {
      intent.priceMax = v;
      text = text.replace(m[0], ' ');
    }
  }

  // Seats: "for 8", "seats 8", "8 people", "8-seater", "eight guests".
  m = /\b(?:for|seats?|seating)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(?:k|thousand|inch|in\b|"))/.exec(text);
  m ??= /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)[\s-]*(?:people|persons|guests|seater|seat)\b/.exec(text);
  if (m) {
    const n = NUMBER_WORDS[m[1]!] ?? Number(m[1]);
    if (n >= 1 && n <= 20) {
      intent.seats = n;
      text = text.replace(m[0], ' ');
    }
  }

  // Brands.
  for (const [phrase, brand] of BRAND_PHRASES) {
    const re = new RegExp(String.raw`(^|[^a-z])${phrase.replace(/\./g, '\\.')}([^a-z]|$)`);
    if (re.test(text)) {
      add(intent.brands, [brand]);
      text = text.replace(re, ' ');
    }
  }

  // The vocabulary, longest phrases first; a phrase just after a negation is refused.
  for (const entry of ENTRIES) {
    for (;;) {
      const found = entry.pattern.exec(text);
      if (!found) break;
      const before = text.slice(0, found.index);
      entry.apply(intent, NEGATION.test(before), before);
      text = `${before} ${' '.repeat(found[0].length)} ${text.slice(found.index + found[0].length)}`;
    }
  }

  // "a runner rug for the hall", "a vanity stool": the kind not sold is what is asked; the others describe it. (A kind
  // the site sells named with a feature, "sectional with a chaise", is a phrase of the vocabulary.)
  if (intent.notSold && intent.categories.length) {
    intent.categories = [];
    intent.named = [];
  }

  // Generic "chair"/"table"/"stool": narrowed by the room.
  narrowByRoom(intent, intent.room);
  if (intent.seats !== null && intent.categories.length === 0 && !intent.notSold) intent.categories = intent.room === 'Outdoor' ? ['Outdoor Dining Tables'] : ['Dining Tables'];
  if (intent.room === 'Outdoor') intent.categories = intent.categories.map((c) => OUTDOOR_OF[c] ?? c).filter((c, i, all) => all.indexOf(c) === i);
  if (intent.room === null && intent.categories.length && intent.categories.every((c) => c.startsWith('Outdoor'))) intent.room = 'Outdoor';

  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  for (const raw of words) {
    if (!STOP.has(raw) && raw.length >= 3 && !/^\d/.test(raw) && !NUMBER_WORDS[raw]) intent.keywords.push(raw);
  }
  return intent;
}

/** Generic words of the vocabulary, by the categories they stand for. */
const GENERIC_CHAIR = ['Accent Chairs', 'Dining Chairs'];
const GENERIC_TABLE = ['Dining Tables', 'Coffee Tables', 'Side Tables'];

/** A generic chair, table or stool narrowed by a room (the question's, or the room of the piece it is about). */
export function narrowByRoom(intent: Intent, room: string | null): void {
  const same = (cats: readonly string[]) => cats.length === intent.categories.length && cats.every((c) => intent.categories.includes(c));
  const isChair = same(GENERIC_CHAIR);
  if (!isChair && !same(GENERIC_TABLE)) return;
  const byRoom: Record<string, string[]> = isChair
    ? { 'Dining Room': ['Dining Chairs'], 'Living Room': ['Accent Chairs', 'Swivel Chairs'], Bedroom: ['Accent Chairs'], 'Home Office': ['Office Chairs'], Outdoor: ['Outdoor Lounge Chairs', 'Outdoor Dining Chairs'] }
    : { 'Dining Room': ['Dining Tables'], 'Living Room': ['Coffee Tables', 'Side Tables'], Bedroom: ['Nightstands', 'Side Tables'], Outdoor: ['Outdoor Dining Tables'], Entryway: ['Consoles'], 'Home Office': ['Desks'] };
  const narrowed = room ? byRoom[room] : undefined;
  if (narrowed) intent.categories = [...narrowed];
  else if (!isChair && intent.seats !== null) intent.categories = ['Dining Tables'];
}

const OUTDOOR_OF: Record<string, string> = {
  Sofas: 'Outdoor Sofas',
  'Dining Tables': 'Outdoor Dining Tables',
  'Dining Chairs': 'Outdoor Dining Chairs',
  'Accent Chairs': 'Outdoor Lounge Chairs',
  'Swivel Chairs': 'Outdoor Lounge Chairs',
  Sectionals: 'Outdoor Sectionals',
};

/** True when the question names something the catalog can be searched by. */
export function hasConstraints(intent: Intent): boolean {
  return (
    intent.categories.length > 0 || intent.terms.length > 0 || intent.styles.length > 0 || intent.excludes.length > 0 || intent.priceMax !== null ||
    intent.priceMin !== null || intent.widthMax !== null || intent.widthMin !== null || intent.heightMin !== null || intent.heightMax !== null ||
    intent.seats !== null || intent.round !== null || intent.size !== null || intent.named.length > 0 || intent.inStock || intent.brands.length > 0
  );
}

/** True when the intent names nothing the catalog can be searched by. */
export function isEmptyIntent(intent: Intent): boolean {
  return !hasConstraints(intent) && intent.room === null && intent.sku === null && intent.keywords.length === 0 && intent.notSold === null;
}

/**
 * A follow-up read with the question before it ("any in oak?" after "walnut dining tables"): what it does not name
 * is kept from the last question (the kind first; materials and colours, the style, the budget and the sizes when it
 * names none of its own), and its refusals add to the last one's.
 */
export function followUp(intent: Intent, last: Intent): Intent {
  if (intent.categories.length || intent.notSold || intent.sku) return intent;
  // "What do you have instead?" after a kind the site sells: the kinds its vocabulary offers instead of it.
  const instead = intent.instead && !hasConstraints(intent) ? KINDS.find((k) => k.instead?.length && k.categories[0] === last.categories[0])?.instead : undefined;
  if (instead) return { ...intent, categories: [...instead], room: intent.room ?? last.room };
  const out: Intent = { ...intent, categories: [...last.categories], named: [...last.named], room: intent.room ?? last.room };
  if (!intent.terms.length) out.terms = [...last.terms];
  if (!intent.styles.length) out.styles = [...last.styles];
  out.excludes = [...last.excludes.filter((x) => !intent.terms.some((t) => t.label === x.label)), ...intent.excludes];
  out.terms = out.terms.filter((t) => !out.excludes.some((x) => x.label === t.label));
  if (intent.priceMax === null && intent.priceMin === null) {
    out.priceMax = last.priceMax;
    out.priceMin = last.priceMin;
  }
  if (!intent.brands.length) out.brands = [...last.brands];
  out.seats ??= last.seats;
  out.round ??= last.round;
  out.widthMax ??= last.widthMax;
  out.widthMin ??= last.widthMin;
  if (!out.categories.length && last.notSold?.nearest?.length) out.categories = [...last.notSold.nearest];
  return out;
}
