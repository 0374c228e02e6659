/**
 * Cara's embedded engine: answers a question from the live catalog. It reads the question (intent.ts), retrieves
 * candidates with the catalog's own Postgres search (full text over search_vector, corrected words from the
 * vocabulary) plus the structured filters, ranks them by how well their attributes match, pairs complementary
 * pieces in matching styles and finishes, finds "more like this" by attribute similarity and proposes follow-up
 * questions. Unavailable products (status 2) are never recommended; prices go through the catalog's card builder,
 * so a price the caller's mode may not see is never sent. Its catalog reads are in `repository.ts`.
 */
import { MESSAGES, PRODUCT_BRANDS, siteProductBrands, type ChatProduct, type MessageKind, type ProductBrand } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { CATEGORY_BY_NAME, foldText, hasStock, searchTerms, toCard, visibilityFor, type CardRow } from '../catalog';
import { followUp, hasConstraints, isEmptyIntent, narrowByRoom, parseIntent, type Intent, type Term } from './intent';
import { companionsOf, filteredCandidates, productsLike, productsWithSkus, searchedCandidates, type CandidateFilter, type EngineRow, type PriceBasis } from './repository';

export type { EngineRow } from './repository';

/** How many products an answer shows. */
export const ANSWER_SIZE = 6;
/** Candidates read per query before ranking. */
const CANDIDATES = 300;

/** What goes with what (the issue's pairings first). */
export const COMPLEMENTS: Readonly<Record<string, readonly string[]>> = {
  Sofas: ['Coffee Tables', 'Side Tables', 'Table Lamps', 'Accent Chairs'],
  Sectionals: ['Coffee Tables', 'Side Tables', 'Table Lamps', 'Floor Lamps'],
  Loveseats: ['Coffee Tables', 'Side Tables', 'Table Lamps'],
  'Accent Chairs': ['Side Tables', 'Floor Lamps', 'Ottomans'],
  'Swivel Chairs': ['Side Tables', 'Floor Lamps', 'Coffee Tables'],
  Ottomans: ['Sofas', 'Accent Chairs'],
  'Coffee Tables': ['Sofas', 'Side Tables', 'Table Lamps'],
  'Side Tables': ['Table Lamps', 'Accent Chairs', 'Sofas'],
  Consoles: ['Mirrors', 'Table Lamps', 'Benches'],
  'Media Cabinets': ['Sofas', 'Coffee Tables', 'Floor Lamps'],
  'Table Lamps': ['Side Tables', 'Nightstands'],
  'Floor Lamps': ['Accent Chairs', 'Sofas'],
  'Dining Tables': ['Dining Chairs', 'Sideboards', 'Chandeliers'],
  'Dining Chairs': ['Dining Tables', 'Sideboards'],
  'Bar Stools': ['Chandeliers', 'Cabinets'],
  'Counter Stools': ['Chandeliers', 'Cabinets'],
  Sideboards: ['Dining Tables', 'Mirrors', 'Table Lamps'],
  'China Cabinets': ['Dining Tables', 'Dining Chairs'],
  Chandeliers: ['Dining Tables', 'Sideboards'],
  Beds: ['Nightstands', 'Dressers', 'Benches'],
  Nightstands: ['Beds', 'Table Lamps', 'Dressers'],
  Dressers: ['Mirrors', 'Beds', 'Nightstands'],
  Chests: ['Beds', 'Nightstands'],
  Benches: ['Beds', 'Consoles'],
  Mirrors: ['Consoles', 'Dressers', 'Sideboards'],
  Desks: ['Office Chairs', 'Bookcases', 'Table Lamps'],
  'Office Chairs': ['Desks', 'Bookcases'],
  Bookcases: ['Desks', 'Accent Chairs'],
  Cabinets: ['Consoles', 'Mirrors'],
  'Outdoor Sofas': ['Outdoor Lounge Chairs', 'Outdoor Dining Tables'],
  'Outdoor Lounge Chairs': ['Outdoor Sofas'],
  'Outdoor Dining Tables': ['Outdoor Dining Chairs'],
  'Outdoor Dining Chairs': ['Outdoor Dining Tables'],
};

/** A category's name for one piece ("Coffee Tables" -> "Coffee Table"). */
export function singular(category: string): string {
  if (category.endsWith('Benches')) return category.slice(0, -2);
  if (category.endsWith('ches')) return category.slice(0, -2);
  return category.endsWith('s') ? category.slice(0, -1) : category;
}

// ---------------------------------------------------------------------------------------------
// Attributes.

/** How many people a dining table (or sofa) seats, from its size; null for other pieces. */
export function seatsOf(row: Pick<EngineRow, 'category' | 'shape' | 'width'>): number | null {
  if (row.category === 'Dining Tables' || row.category === 'Outdoor Dining Tables') {
    if (row.shape === 'table-round') return row.width < 54 ? 4 : row.width < 66 ? 6 : 8;
    return Math.max(4, 2 * Math.floor((row.width - 12) / 24) + 2);
  }
  if (row.category === 'Sofas' || row.category === 'Outdoor Sofas' || row.category === 'Loveseats') return Math.max(2, Math.floor(row.width / 28));
  if (row.category === 'Sectionals') return Math.max(4, Math.floor(row.width / 26));
  return null;
}

function hexDistance(a: string, b: string): number {
  const p = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) || 0);
  const [x, y] = [p(a), p(b)];
  return Math.sqrt(x.reduce((sum, v, i) => sum + (v - y[i]!) ** 2, 0)) / 441.7;
}

/** The price the caller would pay, in dollars; null when its mode sees no price. */
export function visiblePrice(row: CardRow, see: ReturnType<typeof visibilityFor>): number | null {
  const v = see(row.brandId as ProductBrand);
  if (v.designer) return row.designerCents / 100;
  if (v.retail) return (row.promotionalCents ?? row.consumerCents) / 100;
  return null;
}

/** The price a range is judged against: what the caller would pay when it sees prices, else none. */
export function priceBasis(caller: Caller): PriceBasis {
  const v = visibilityFor(caller)('hom');
  if (v.designer) return 'designer';
  if (v.retail) return 'retail';
  return null;
}

/** A product's own words (name, materials, finish), as the vocabulary reads them. */
function wordsOf(row: Pick<EngineRow, 'name' | 'materials' | 'finish'>): string {
  return ` ${foldText(`${row.name} ${row.materials} ${row.finish}`).replace(/[^a-z0-9]+/g, ' ')} `;
}

/** Whether a product shows a material, finish or colour (any of its words, whole). */
export function shows(row: Pick<EngineRow, 'name' | 'materials' | 'finish'>, term: Term): boolean {
  const words = wordsOf(row);
  return term.finds.some((f) => words.includes(` ${foldText(f).replace(/[^a-z0-9]+/g, ' ')} `));
}

/** Whether a product's name holds the word ("Wingback", "Lift-Top"). */
export function namedAs(row: Pick<EngineRow, 'name'>, word: string): boolean {
  const name = ` ${foldText(row.name).replace(/[^a-z0-9]+/g, ' ')} `;
  return name.includes(` ${foldText(word).replace(/[^a-z0-9]+/g, ' ')} `);
}

/** Whether a product is round: drawn round, or as deep as it is wide. */
export const isRound = (row: Pick<EngineRow, 'shape' | 'width' | 'length'>): boolean => row.shape.includes('round') || row.width === row.length;

/** How well a product fits the question (higher is better) and why. */
export function scoreProduct(row: EngineRow, intent: Intent, price: number | null): { score: number; reasons: string[] } {
  let score = 0;
  const reasons: string[] = [];
  if (intent.categories.length) {
    const at = intent.categories.indexOf(row.category);
    if (at === -1) score -= 4;
    // The kind's own category first; its neighbours (a dresser's chests) after.
    else score += 3 - Math.min(at, 3) * 0.5;
  }
  if (intent.room) score += row.space === intent.room ? 0.5 : 0;
  for (const word of intent.named) {
    if (namedAs(row, word)) {
      score += 1.8;
      reasons.push(word.toLowerCase());
    }
  }
  if (intent.styles.length) {
    const at = intent.styles.indexOf(row.style);
    if (at !== -1) {
      score += 2.2 - Math.min(at, 3) * 0.3;
      reasons.push(`${row.style} style`);
    }
  }
  for (const term of intent.terms) {
    if (shows(row, term)) {
      const inFinish = term.finds.some((f) => foldText(row.finish).includes(foldText(f)));
      score += inFinish ? 2.4 : 1.4;
      reasons.push(inFinish ? `${row.finish} finish` : term.label);
    }
  }
  for (const term of intent.excludes) if (shows(row, term)) score -= 10;
  if (intent.brands.length && intent.brands.includes(row.brandId as ProductBrand)) score += 1.5;
  if (intent.seats !== null) {
    const seats = seatsOf(row);
    if (seats !== null) {
      const diff = seats - intent.seats;
      score += diff === 0 ? 1.5 : diff > 0 && diff <= 2 ? 1 : diff < 0 ? -2.5 : 0.2;
      if (diff >= 0) reasons.push(`seats ${seats}`);
    }
  }
  if (intent.round !== null) score += isRound(row) === intent.round ? 1.2 : -0.6;
  if (intent.size) {
    const name = row.name.toLowerCase();
    // Where the piece sits in its kind's range of widths: 0 the narrowest, 1 the widest.
    const range = CATEGORY_BY_NAME.get(row.category)?.width;
    const place = range && range[1] > range[0] ? Math.min(1, Math.max(0, (row.width - range[0]) / (range[1] - range[0]))) : 0.5;
    if (intent.size === 'large') score += (/king|oversized|grand/.test(name) ? 0.6 : 0) + place;
    if (intent.size === 'small') score += (/apartment|compact|petite/.test(name) ? 0.6 : 0) + (1 - place);
  }
  if (price !== null && (intent.priceMax !== null || intent.priceMin !== null)) {
    const inRange = (intent.priceMax === null || price <= intent.priceMax) && (intent.priceMin === null || price >= intent.priceMin);
    score += inRange ? 0.5 : -3;
  }
  score += Math.min(row.textRank, 1) * 0.8;
  // Popularity (rank 1 is the most popular) and stock break ties.
  score += (1 - Math.min(row.rank, 100_000) / 100_000) * 0.3;
  if (hasStock(row.stock)) score += 0.15;
  return { score, reasons };
}

/**
 * How alike two products are (more like this, and pairing by style and finish). Closeness in price counts only
 * `byPrice`, for a caller whose mode sees prices: an order a mode without prices can read must not rank by them.
 */
export function similarity(a: EngineRow, b: EngineRow, sameCategory: boolean, byPrice: boolean): number {
  let s = 0;
  if (a.portfolio === b.portfolio && a.brandId === b.brandId) s += sameCategory ? 1 : 3;
  if (a.style === b.style) s += 2.5;
  if (a.finish === b.finish) s += 2;
  else s += (1 - hexDistance(a.finishColor, b.finishColor)) * 1.2;
  if (a.brandId === b.brandId) s += 0.8;
  if (a.space === b.space) s += 0.4;
  if (sameCategory) {
    s += 1.5 * (1 - Math.min(1, Math.abs(a.width - b.width) / Math.max(a.width, 1)));
    if (a.shape === b.shape) s += 0.5;
    if (byPrice) {
      const pa = a.consumerCents;
      const pb = b.consumerCents;
      s += 1.2 * (1 - Math.min(1, Math.abs(pa - pb) / Math.max(pa, pb, 1)));
    }
  } else if (byPrice) {
    // A companion piece in the same price band reads as one room.
    const ratio = b.consumerCents / Math.max(a.consumerCents, 1);
    s += ratio > 0.15 && ratio < 1.5 ? 0.5 : 0;
  }
  s += (1 - Math.min(b.rank, 100_000) / 100_000) * 0.2;
  if (hasStock(b.stock)) s += 0.1;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Retrieval.

export async function productsBySku(services: Services, skus: readonly string[]): Promise<EngineRow[]> {
  const rows = await productsWithSkus(services.db, skus);
  const order = new Map(skus.map((s, i) => [s.toUpperCase(), i]));
  return rows.sort((a, b) => (order.get(a.skuNumber.toUpperCase()) ?? 0) - (order.get(b.skuNumber.toUpperCase()) ?? 0));
}

/** The words searched in the catalog's text: the words the vocabulary did not read. */
function softText(intent: Intent): string {
  return intent.keywords.join(' ').trim();
}

/** Candidates for a question: the firm filters, with and without the catalog search of its leftover words. */
export async function retrieve(services: Services, caller: Caller, intent: Intent, exclude: readonly string[] = []): Promise<{ rows: EngineRow[]; priceIgnored: boolean; unmatched: boolean }> {
  const basis = priceBasis(caller);
  const filter: CandidateFilter = {
    // Only what the site sells (the catalog's own rule): a Caracole visitor is never offered another brand.
    siteBrands: siteProductBrands(caller.brand),
    categories: intent.categories,
    room: intent.room,
    brands: intent.brands,
    exclude,
    // A budget only by a price the caller's mode shows (L7).
    price: {
      basis,
      minCents: intent.priceMin === null ? null : Math.round(intent.priceMin * 100),
      maxCents: intent.priceMax === null ? null : Math.round(intent.priceMax * 100),
    },
    excludes: intent.excludes.flatMap((t) => t.finds),
    widthMin: intent.widthMin,
    widthMax: intent.widthMax,
    heightMin: intent.heightMin,
    heightMax: intent.heightMax,
    inStock: intent.inStock,
  };
  const priceAsked = intent.priceMax !== null || intent.priceMin !== null;
  const structured = hasConstraints(intent) || intent.room !== null;

  const lists: Array<Promise<EngineRow[]>> = [];
  const text = softText(intent);
  let terms = null;
  if (text) {
    try {
      terms = await searchTerms(services, text);
    } catch {
      terms = null;
    }
  }
  const searched = terms ? searchedCandidates(services.db, filter, terms, CANDIDATES) : Promise.resolve([]);
  if (structured || !terms) {
    const phrases = [...new Set([...intent.terms.flatMap((t) => t.finds), ...intent.named])];
    lists.push(filteredCandidates(services.db, filter, { styles: intent.styles, phrases }, CANDIDATES));
  }
  const found = await searched;
  const seen = new Set<string>();
  const rows: EngineRow[] = [];
  for (const list of [found, ...(await Promise.all(lists))]) {
    for (const row of list) {
      if (seen.has(row.skuNumber)) continue;
      seen.add(row.skuNumber);
      rows.push(row);
    }
  }
  return { rows, priceIgnored: priceAsked && !basis, unmatched: terms !== null && found.length === 0 };
}

/** Ranks candidates for an intent, best first. */
export function rank(rows: readonly EngineRow[], intent: Intent, price: (row: EngineRow) => number | null): Array<{ row: EngineRow; score: number; reasons: string[] }> {
  return rows
    .map((row) => ({ row, ...scoreProduct(row, intent, price(row)) }))
    .sort((a, b) => b.score - a.score || a.row.rank - b.row.rank || a.row.skuNumber.localeCompare(b.row.skuNumber));
}

/** Products like the anchor: its category, by attribute similarity (by price too only `byPrice`, see similarity). */
export async function moreLike(
  services: Services,
  anchor: EngineRow,
  exclude: readonly string[],
  limit = ANSWER_SIZE,
  site: readonly ProductBrand[] = PRODUCT_BRANDS,
  byPrice = false,
): Promise<Array<{ row: EngineRow; score: number }>> {
  const rows = await productsLike(services.db, anchor, site, exclude, CANDIDATES);
  return rows
    .map((row) => ({ row, score: similarity(anchor, row, true, byPrice) }))
    .sort((a, b) => b.score - a.score || a.row.skuNumber.localeCompare(b.row.skuNumber))
    .slice(0, limit);
}

/**
 * Pieces that go with the anchor: for each complementary category, the closest in collection, style and finish (and
 * price band only `byPrice`, see similarity).
 */
export async function pairings(
  services: Services,
  anchor: EngineRow,
  exclude: readonly string[],
  perGroup = 2,
  site: readonly ProductBrand[] = PRODUCT_BRANDS,
  byPrice = false,
): Promise<Array<{ row: EngineRow; score: number; group: string }>> {
  const groups = (COMPLEMENTS[anchor.category] ?? []).slice(0, 3);
  const found = await Promise.all(
    groups.map(async (category) => {
      const rows = await companionsOf(services.db, anchor, category, site, exclude, CANDIDATES);
      return rows
        .map((row) => ({ row, score: similarity(anchor, row, false, byPrice), group: singular(category) }))
        .sort((a, b) => b.score - a.score || a.row.skuNumber.localeCompare(b.row.skuNumber))
        .slice(0, perGroup);
    }),
  );
  return found.flat();
}

// ---------------------------------------------------------------------------------------------
// Answers.

export interface Answer {
  kind: MessageKind;
  text: string;
  /** 4 product list, 5 recommendation, 6 more like this, 7 related pairings. */
  listKind: 4 | 5 | 6 | 7 | null;
  title: string;
  products: ChatProduct[];
  target: string | null;
  followUps: string[];
  intent: Intent;
}

export interface AskInput {
  text: string;
  /** 5 re-recommend, 6 more like this, 7 pairings (of `target`). */
  type: number | null;
  target: string | null;
  /** SKUs shown already (left out of a re-recommendation). */
  shown: readonly string[];
  /** The products of the conversation's last answer ("what goes with it"). */
  lastProducts: readonly string[];
  /** The question re-recommend repeats. */
  lastQuestion: string | null;
  /** Products per answer (ANSWER_SIZE by default). */
  size?: number;
  /** The product of the page the chat was opened on, while the conversation has not moved on from it. */
  page?: string | null;
}

/** Categories as words ("Coffee Tables" -> "coffee tables"; several: "chests, dressers and cabinets"). */
function kindsOf(categories: readonly string[]): string {
  const words = [...new Set(categories)].map((c) => c.toLowerCase());
  return words.length <= 1 ? (words[0] ?? 'pieces') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What the shown products are, in words that hold for every card: the asked materials, colours, styles and name words
 * all of them have lead the noun; one only some have is counted ("3 of them in walnut"); one none has is said to
 * be missing. The noun is the cards' own kind.
 */
export function describeShown(intent: Intent, rows: readonly EngineRow[], price: { applied: boolean }): string {
  const n = rows.length;
  const categories = [...new Set(rows.map((r) => r.category))];
  const noun = categories.length === 1 ? categories[0]!.toLowerCase() : intent.categories.length ? kindsOf(categories.length <= 3 ? categories : intent.categories.filter((c) => categories.includes(c)).slice(0, 3)) : 'pieces';
  const all: string[] = [];
  const some: string[] = [];
  const missing: string[] = [];
  const weigh = (label: string, hits: number) => {
    if (hits === n) all.push(label);
    else if (hits > 0) some.push(`${hits} of them ${label}`);
    else missing.push(label);
  };
  for (const style of intent.styles.slice(0, 1)) {
    const hits = rows.filter((r) => intent.styles.includes(r.style)).length;
    weigh(hits === n && new Set(rows.map((r) => r.style)).size === 1 ? style.toLowerCase() : 'in the style asked', hits);
  }
  for (const term of intent.terms) weigh(`in ${term.label}`, rows.filter((r) => shows(r, term)).length);
  for (const word of intent.named) weigh(word.toLowerCase(), rows.filter((r) => namedAs(r, word)).length);
  if (intent.round !== null) weigh(intent.round ? 'round' : 'rectangular', rows.filter((r) => isRound(r) === intent.round).length);
  const lead = all.filter((l) => !l.startsWith('in '));
  let text = `Here ${n === 1 ? 'is' : 'are'} ${n} ${[...lead, noun].join(' ')}`;
  const trailing = all.filter((l) => l.startsWith('in '));
  if (trailing.length) text += ` ${trailing.map((l) => l.slice(3)).join(' and ').replace(/^/, 'in ')}`;
  if (intent.seats !== null && rows.every((r) => (seatsOf(r) ?? 0) >= intent.seats!)) text += ` seating ${intent.seats}`;
  if (intent.excludes.length) text += `, none in ${intent.excludes.map((t) => t.label).join(' or ')}`;
  if (intent.inStock && rows.every((r) => hasStock(r.stock))) text += ', in stock now';
  if (price.applied && intent.priceMax !== null && intent.priceMin !== null) text += ` between ${money(intent.priceMin)} and ${money(intent.priceMax)}`;
  else if (price.applied && intent.priceMax !== null) text += ` under ${money(intent.priceMax)}`;
  else if (price.applied && intent.priceMin !== null) text += ` over ${money(intent.priceMin)}`;
  if (intent.brands.length === 1 && rows.every((r) => r.brandId === intent.brands[0])) text += ` by ${brandName(intent.brands[0]!)}`;
  text += '.';
  if (some.length) text += ` ${some.join('; ')}.`.replace(/^ (\d)/, ' $1');
  if (missing.length) text += ` None ${n === 1 ? 'is' : 'are'} ${missing.join(' or ')}: nothing of that kind is, so these are the closest.`;
  return text;
}

function money(n: number): string {
  return `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

function followUpsFor(intent: Intent, top: EngineRow | null): string[] {
  const out: string[] = [];
  if (top) out.push(`What goes with the ${top.name}?`);
  if (!intent.styles.length) out.push(intent.categories[0] === 'Sofas' ? 'Show me something more modern' : 'Which style do you prefer: modern, transitional or traditional?');
  if (intent.priceMax === null && intent.priceMin === null) out.push('What is your budget?');
  if (!intent.terms.length) out.push('Any finish or colour in mind?');
  if (top && out.length < 4) out.push(`Show me more like the ${top.name}`);
  return out.slice(0, 3);
}

function toChat(rows: ReadonlyArray<{ row: EngineRow; reasons?: string[]; group?: string }>, caller: Caller): ChatProduct[] {
  const see = visibilityFor(caller);
  return rows.map(({ row, reasons, group }) => ({
    ...toCard(row, see),
    ...(reasons?.length ? { reason: [...new Set(reasons)].slice(0, 3).join(', ') } : {}),
    ...(group ? { group } : {}),
  }));
}

const none = (intent: Intent): Answer => ({
  kind: 1,
  text: MESSAGES.noItemsForQuery,
  listKind: null,
  title: '',
  products: [],
  target: null,
  followUps: ['Make a suggestion for me!', 'Show me living room sofas'],
  intent,
});

/** The spec's answer when nothing fits, with the nearest kinds the site sells offered as such (never as matches). */
async function notSoldAnswer(services: Services, caller: Caller, intent: Intent, size: number): Promise<Answer> {
  const kind = intent.notSold!;
  const nearest = kind.nearest ?? [];
  let products: ChatProduct[] = [];
  if (nearest.length) {
    const instead: Intent = { ...intent, categories: [...nearest], named: [], notSold: null, keywords: [] };
    const { rows } = await retrieve(services, caller, instead);
    const see = visibilityFor(caller);
    const ranked = rank(rows, instead, (row) => visiblePrice(row, see));
    // A few of each nearest kind, the best first.
    const picked: typeof ranked = [];
    for (let round = 0; picked.length < size && round < size; round++) {
      for (const category of nearest) {
        const next = ranked.filter((r) => r.row.category === category)[round];
        if (next && picked.length < size) picked.push(next);
      }
    }
    products = toChat(picked.map((p) => ({ row: p.row, group: singular(p.row.category) })), caller);
  }
  const text = products.length
    ? `${MESSAGES.noItemsForQuery} No ${kind.plural} here; ${kind.because ?? `these ${kindsOf(nearest)} are the nearest`}.`
    : `${MESSAGES.noItemsForQuery} The site does not sell ${kind.plural}.`;
  return {
    kind: products.length ? 4 : 1,
    text,
    listKind: products.length ? 4 : null,
    title: products.length ? `Instead of ${kind.plural}` : '',
    products,
    target: null,
    followUps: ['Make a suggestion for me!', ...nearest.slice(0, 2).map((c) => `Show me ${c.toLowerCase()}`)],
    intent,
  };
}

/** Answers one question. */
export async function answer(services: Services, caller: Caller, input: AskInput): Promise<Answer> {
  const question = input.type === 5 && input.lastQuestion ? input.lastQuestion : input.text;
  let intent = parseIntent(question);
  if (input.type === 6) intent.action = 'more_like';
  if (input.type === 7) intent.action = 'pair';
  if (input.type === 5) intent.action = intent.action === 'more_like' || intent.action === 'pair' ? intent.action : 'search';
  // A follow-up keeps what the last question asked that it does not change ("any in oak?" after dining tables).
  if (input.type !== 5 && input.lastQuestion && intent.action === 'search') {
    const last = parseIntent(input.lastQuestion);
    if ((last.categories.length || last.notSold) && (intent.room === null || intent.room === last.room)) intent = followUp(intent, last);
  }
  const see = visibilityFor(caller);
  const byPrice = priceBasis(caller) !== null;
  const size = input.size ?? ANSWER_SIZE;
  if (intent.notSold && !intent.categories.length) return notSoldAnswer(services, caller, intent, size);
  // "show me more": the last answer's question again, without what it showed.
  const shown = input.type === 5 ? [...input.shown] : intent.more && intent.action === 'search' ? [...input.shown, ...input.lastProducts] : [];

  // More like this, and pairings: of the named SKU, the target, the last answer's product, or the page's product.
  if (intent.action === 'more_like' || intent.action === 'pair') {
    const anchorSku = intent.sku ?? input.target ?? input.page ?? input.lastProducts[0] ?? null;
    const [anchor] = anchorSku ? await productsBySku(services, [anchorSku]) : [];
    if (!anchor) {
      if (hasConstraints(intent)) intent.action = 'search';
      else return { ...none(intent), text: 'Which piece do you mean? Ask about a product first, or name its SKU.', followUps: ['Make a suggestion for me!'] };
    } else if (intent.action === 'more_like') {
      const changed = intent.terms.length || intent.styles.length || intent.excludes.length || intent.priceMax !== null || intent.priceMin !== null || intent.widthMax !== null || intent.widthMin !== null || intent.round !== null || intent.size !== null;
      if (changed) {
        // "Like this but in oak": the anchor's kind, the named attribute changed, the rest as close as can be.
        const like: Intent = { ...intent, categories: [anchor.category], room: null, named: [] };
        const { rows, priceIgnored } = await retrieve(services, caller, like, [anchor.skuNumber, ...shown]);
        const ranked = rank(rows, like, (row) => visiblePrice(row, see))
          .map((r) => ({ ...r, score: r.score + similarity(anchor, r.row, true, byPrice) * 0.25 }))
          .sort((a, b) => b.score - a.score || a.row.skuNumber.localeCompare(b.row.skuNumber))
          .slice(0, size);
        if (!ranked.length) return none(intent);
        return {
          kind: 6,
          text: `Like the ${anchor.name}: ${describeShown(like, ranked.map((r) => r.row), { applied: !priceIgnored }).replace(/^Here (are|is) /, '')}`,
          listKind: 6,
          title: `Like ${anchor.name}`,
          products: toChat(ranked, caller),
          target: anchor.skuNumber,
          followUps: [`What goes with the ${anchor.name}?`, ...followUpsFor(like, null)].slice(0, 3),
          intent: like,
        };
      }
      const found = await moreLike(services, anchor, shown, size, siteProductBrands(caller.brand), byPrice);
      if (!found.length) return none(intent);
      return {
        kind: 6,
        text: `Here are pieces like the ${anchor.name}: ${singular(anchor.category).toLowerCase()}s close in style, finish and size.`,
        listKind: 6,
        title: `More like ${anchor.name}`,
        products: toChat(found.map((f) => ({ row: f.row, reasons: [f.row.style === anchor.style ? `${f.row.style} style` : '', f.row.finish === anchor.finish ? `${f.row.finish} finish` : ''].filter(Boolean) })), caller),
        target: anchor.skuNumber,
        followUps: [`What goes with the ${anchor.name}?`, ...followUpsFor(intent, null)].slice(0, 3),
        intent,
      };
    } else if (intent.categories.length) {
      // "Chairs to go with this table": the asked kind (a generic one read in the anchor's room), closest to the anchor.
      const mate: Intent = { ...intent, room: null };
      narrowByRoom(mate, anchor.space);
      mate.categories = mate.categories.filter((c) => c !== anchor.category || mate.categories.length === 1);
      const { rows, priceIgnored } = await retrieve(services, caller, mate, [anchor.skuNumber, ...shown]);
      const ranked = rank(rows, mate, (row) => visiblePrice(row, see))
        .map((r) => ({ ...r, score: r.score + similarity(anchor, r.row, false, byPrice) * 0.5 }))
        .sort((a, b) => b.score - a.score || a.row.skuNumber.localeCompare(b.row.skuNumber))
        .slice(0, size);
      if (!ranked.length) return none(intent);
      return {
        kind: 7,
        text: `To go with the ${anchor.name} (${anchor.style.toLowerCase()}, ${anchor.finish.toLowerCase()}): ${describeShown(mate, ranked.map((r) => r.row), { applied: !priceIgnored }).replace(/^Here (are|is) /, '')}`,
        listKind: 7,
        title: `Goes with ${anchor.name}`,
        products: toChat(ranked.map((r) => ({ ...r, group: singular(r.row.category) })), caller),
        target: anchor.skuNumber,
        followUps: [`Show me more like the ${anchor.name}`, 'Make a suggestion for me!'],
        intent: mate,
      };
    } else {
      const perGroup = Math.ceil(size / Math.max(1, Math.min(3, (COMPLEMENTS[anchor.category] ?? []).length)));
      const found = (await pairings(services, anchor, shown, perGroup, siteProductBrands(caller.brand), byPrice)).slice(0, size);
      if (!found.length) return none(intent);
      const groups = [...new Set(found.map((f) => f.group.toLowerCase()))];
      return {
        kind: 7,
        text: `These go with the ${anchor.name} (${anchor.style.toLowerCase()}, ${anchor.finish.toLowerCase()}): ${groups.join(', ')} in a matching style and finish.`,
        listKind: 7,
        title: `Goes with ${anchor.name}`,
        products: toChat(
          found.map((f) => ({ row: f.row, group: f.group, reasons: [f.row.portfolio === anchor.portfolio ? `${f.row.portfolio} collection` : '', f.row.style === anchor.style ? `${f.row.style} style` : '', f.row.finish === anchor.finish ? `${f.row.finish} finish` : ''].filter(Boolean) })),
          caller,
        ),
        target: anchor.skuNumber,
        followUps: [`Show me more like the ${anchor.name}`, 'Make a suggestion for me!'],
        intent,
      };
    }
  }

  // Suggestions and statement pieces: popular, available pieces (of the asked room when there is one).
  if ((intent.action === 'suggest' || intent.action === 'statement') && intent.categories.length === 0) {
    if (intent.action === 'statement') intent.categories = ['Chandeliers', 'Accent Chairs', 'Sideboards', 'Coffee Tables', 'Mirrors'];
    const last = input.lastProducts.length ? await productsBySku(services, input.lastProducts.slice(0, 1)) : [];
    if (intent.action === 'suggest' && last[0]) {
      intent.room ??= last[0].space as Intent['room'];
      intent.styles = intent.styles.length ? intent.styles : [last[0].style];
    }
  }
  if (isEmptyIntent(intent) && intent.action === 'search') {
    return {
      ...none(intent),
      text: "I can help you find furniture from the catalog: tell me the room, the piece, a style, a finish or a budget (for example 'a walnut dining table for 8 under $5000').",
      followUps: ['Make a suggestion for me!', 'Add a statement piece of furniture', 'Show me a modern sofa'],
    };
  }

  const { rows, priceIgnored, unmatched } = await retrieve(services, caller, intent, shown);
  // Words the vocabulary does not know and the catalog does not hold, with nothing else asked: not sold here.
  if (unmatched && intent.categories.length === 0 && intent.terms.length === 0 && intent.styles.length === 0 && intent.named.length === 0 && intent.action === 'search') return none(intent);
  let ranked = rank(rows, intent, (row) => visiblePrice(row, see)).filter((r) => !intent.excludes.some((t) => shows(r.row, t)));
  // A seat count is a need, not a preference: tables too small are left out when others fit.
  if (intent.seats !== null) {
    const fits = ranked.filter((r) => (seatsOf(r.row) ?? intent.seats!) >= intent.seats!);
    if (fits.length) ranked = fits;
  }
  // Statement pieces lead with the dearest, and "the cheapest" with the cheapest, by the price the caller sees; a mode
  // without prices keeps the ranking, so the order never tells a price it hides (L7).
  if (intent.action === 'statement' && byPrice) ranked.sort((a, b) => (visiblePrice(b.row, see) ?? 0) - (visiblePrice(a.row, see) ?? 0));
  if (intent.cheapest && byPrice) {
    const best = ranked.slice(0, Math.max(size * 3, 30));
    ranked = [...best].sort((a, b) => (visiblePrice(a.row, see) ?? 0) - (visiblePrice(b.row, see) ?? 0) || b.score - a.score);
  }
  const top = ranked.slice(0, size);
  if (!top.length) return none(intent);

  const category = intent.categories.length === 1 ? intent.categories[0]! : null;
  let text: string;
  if (intent.action === 'statement') text = 'A statement piece anchors a room: here are striking pieces from the catalog.';
  else if (intent.action === 'suggest') text = intent.room ? `Here are some favourites for the ${intent.room.toLowerCase()}.` : 'Here are some of our most loved pieces right now.';
  else {
    text = describeShown(intent, top.map((t) => t.row), { applied: !priceIgnored });
    if (priceIgnored) text += ` ${MESSAGES.pricesHiddenInMode}, so I did not filter by price.`;
  }
  const listKind: 4 | 5 = input.type === 5 || intent.action === 'suggest' || intent.action === 'statement' ? 5 : 4;
  return {
    kind: listKind,
    text,
    listKind,
    title: category ?? (intent.room ? intent.room : 'Recommended for you'),
    products: toChat(top, caller),
    target: null,
    followUps: followUpsFor(intent, top[0]!.row),
    intent,
  };
}

function brandName(brand: ProductBrand): string {
  return { hom: 'HOM', ca: 'Caracole', rowe: 'Rowe', jc: 'Jonathan Charles', art: 'A.R.T. Furniture', ol: 'Flash Deals' }[brand];
}
