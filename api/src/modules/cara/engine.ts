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
import { hasStock, searchTerms, toCard, visibilityFor, type CardRow } from '../catalog';
import { COLOR_FINISHES, isEmptyIntent, parseIntent, type Intent } from './intent';
import { companionsOf, filteredCandidates, productsLike, productsWithSkus, searchedCandidates, type CandidateFilter, type EngineRow, type PriceBasis } from './repository';

export type { EngineRow } from './repository';

/** How many products an answer shows. */
export const ANSWER_SIZE = 6;
/** Candidates read per query before ranking. */
const CANDIDATES = 300;

/** What goes with what (the pairings first). */
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

/** How well a product fits the question (higher is better) and why. */
export function scoreProduct(row: EngineRow, intent: Intent, price: number | null): { score: number; reasons: string[] } {
  let score = 0;
  const reasons: string[] = [];
  if (intent.categories.length) {
    const at = intent.categories.indexOf(row.category);
    if (at === -1) score -= 4;
    else score += 3 - Math.min(at, 3) * 0.15;
  }
  if (intent.room) score += row.space === intent.room ? 1 : 0;
  if (intent.styles.length) {
    const at = intent.styles.indexOf(row.style);
    if (at !== -1) {
      score += 2.2 - Math.min(at, 3) * 0.3;
      reasons.push(`${row.style} style`);
    }
  }
  const finishHit = intent.finishes.includes(row.finish);
  if (intent.finishes.length && finishHit) {
    score += 2;
    reasons.push(`${row.finish} finish`);
  }
  const materials = `${row.materials} ${row.finish}`.toLowerCase();
  for (const material of intent.materials) {
    if (materials.includes(material)) {
      score += finishHit && row.finish.toLowerCase().includes(material) ? 0.6 : 1.4;
      if (!finishHit) reasons.push(material);
    }
  }
  for (const color of intent.colors) {
    const finishes = COLOR_FINISHES[color] ?? [];
    if (finishes.includes(row.finish)) {
      score += 1.8 - finishes.indexOf(row.finish) * 0.05;
      reasons.push(`${color} ${row.finish.toLowerCase()}`);
    } else if (finishes.some((f) => materials.includes(f.toLowerCase()))) score += 0.6;
  }
  if (intent.brands.length && intent.brands.includes(row.brandId as ProductBrand)) score += 1.5;
  if (intent.seats !== null) {
    const seats = seatsOf(row);
    if (seats !== null) {
      const diff = seats - intent.seats;
      score += diff === 0 ? 1.5 : diff > 0 && diff <= 2 ? 1 : diff < 0 ? -2.5 : 0.2;
      if (diff >= 0) reasons.push(`seats ${seats}`);
    }
  }
  if (intent.round !== null) {
    const isRound = row.shape.includes('round') || row.width === row.length;
    score += isRound === intent.round ? 0.8 : -0.4;
  }
  if (intent.size) {
    const name = row.name.toLowerCase();
    if (intent.size === 'large') score += /king|oversized|grand/.test(name) ? 0.6 : 0;
    if (intent.size === 'small') score += /apartment|compact|petite/.test(name) ? 0.6 : 0;
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

/** The words searched in the catalog's text: materials, finishes asked by word and the words left over. */
function softText(intent: Intent): string {
  return [...intent.materials, ...intent.keywords].join(' ').trim();
}

/** Candidates for a question: the structured filters, with and without the catalog search of its words. */
export async function retrieve(services: Services, caller: Caller, intent: Intent, exclude: readonly string[] = []): Promise<{ rows: EngineRow[]; priceIgnored: boolean }> {
  const basis = priceBasis(caller);
  const filter: CandidateFilter = {
    // Only what the site sells (the catalog's own rule): a Caracole visitor is never offered another brand.
    siteBrands: siteProductBrands(caller.brand),
    categories: intent.categories,
    room: intent.room,
    brands: intent.brands,
    exclude,
    price: {
      basis,
      minCents: intent.priceMin === null ? null : Math.round(intent.priceMin * 100),
      maxCents: intent.priceMax === null ? null : Math.round(intent.priceMax * 100),
    },
  };
  const priceAsked = intent.priceMax !== null || intent.priceMin !== null;
  const structured = intent.categories.length > 0 || intent.room !== null || intent.brands.length > 0 || intent.styles.length > 0 || intent.finishes.length > 0 || intent.colors.length > 0;

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
  if (terms) lists.push(searchedCandidates(services.db, filter, terms, CANDIDATES));
  if (structured || !terms) {
    // Styles and finishes first, so a broad category still brings the matching ones among its candidates.
    const finishes = [...intent.finishes, ...intent.colors.flatMap((c) => COLOR_FINISHES[c] ?? [])];
    lists.push(filteredCandidates(services.db, filter, { styles: intent.styles, finishes }, CANDIDATES));
  }
  const seen = new Set<string>();
  const rows: EngineRow[] = [];
  for (const list of await Promise.all(lists)) {
    for (const row of list) {
      if (seen.has(row.skuNumber)) continue;
      seen.add(row.skuNumber);
      rows.push(row);
    }
  }
  return { rows, priceIgnored: priceAsked && !basis };
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

function describeIntent(intent: Intent, category: string | null): string {
  const parts: string[] = [];
  if (intent.styles.length) parts.push(intent.styles[0]!.toLowerCase());
  if (intent.colors.length) parts.push(intent.colors[0]!);
  if (intent.materials.length) parts.push(intent.materials.slice(0, 2).join(' and '));
  else if (intent.finishes.length) parts.push(intent.finishes[0]!.toLowerCase());
  const noun = category ? category.toLowerCase() : intent.room ? `pieces for the ${intent.room.toLowerCase()}` : 'pieces';
  let text = `${parts.join(' ')} ${noun}`.trim();
  if (intent.seats) text += ` seating ${intent.seats}`;
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
  if (!intent.finishes.length && !intent.colors.length) out.push('Any finish or colour in mind?');
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

/** Answers one question. */
export async function answer(services: Services, caller: Caller, input: AskInput): Promise<Answer> {
  const question = input.type === 5 && input.lastQuestion ? input.lastQuestion : input.text;
  const intent = parseIntent(question);
  if (input.type === 6) intent.action = 'more_like';
  if (input.type === 7) intent.action = 'pair';
  if (input.type === 5) intent.action = intent.action === 'more_like' || intent.action === 'pair' ? intent.action : 'search';
  const see = visibilityFor(caller);
  const byPrice = priceBasis(caller) !== null;
  const size = input.size ?? ANSWER_SIZE;

  // More like this, and pairings: of the named SKU, the target, or the conversation's last products.
  if (intent.action === 'more_like' || intent.action === 'pair') {
    const anchorSku = intent.sku ?? input.target ?? input.lastProducts[0] ?? null;
    const [anchor] = anchorSku ? await productsBySku(services, [anchorSku]) : [];
    if (!anchor) {
      if (intent.categories.length || intent.styles.length) intent.action = 'search';
      else return { ...none(intent), text: 'Which piece do you mean? Ask about a product first, or name its SKU.', followUps: ['Make a suggestion for me!'] };
    } else if (intent.action === 'more_like') {
      const found = await moreLike(services, anchor, input.type === 5 ? input.shown : [], size, siteProductBrands(caller.brand), byPrice);
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
    } else {
      const perGroup = Math.ceil(size / Math.max(1, Math.min(3, (COMPLEMENTS[anchor.category] ?? []).length)));
      const found = (await pairings(services, anchor, input.type === 5 ? input.shown : [], perGroup, siteProductBrands(caller.brand), byPrice)).slice(0, size);
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

  const { rows, priceIgnored } = await retrieve(services, caller, intent, input.type === 5 ? input.shown : []);
  let ranked = rank(rows, intent, (row) => visiblePrice(row, see));
  // A seat count is a need, not a preference: tables too small are left out when others fit.
  if (intent.seats !== null) {
    const fits = ranked.filter((r) => (seatsOf(r.row) ?? intent.seats!) >= intent.seats!);
    if (fits.length) ranked = fits;
  }
  // Statement pieces lead with the dearest, by the price the caller sees; a mode without prices keeps the ranking,
  // so the order never tells a price it hides (L7).
  if (intent.action === 'statement' && byPrice) ranked.sort((a, b) => (visiblePrice(b.row, see) ?? 0) - (visiblePrice(a.row, see) ?? 0));
  const top = ranked.slice(0, size);
  if (!top.length) return none(intent);

  const category = intent.categories.length === 1 ? intent.categories[0]! : null;
  let text: string;
  if (intent.action === 'statement') text = 'A statement piece anchors a room: here are striking pieces from the catalog.';
  else if (intent.action === 'suggest') text = intent.room ? `Here are some favourites for the ${intent.room.toLowerCase()}.` : 'Here are some of our most loved pieces right now.';
  else {
    text = `Here are ${top.length} ${describeIntent(intent, category)}`;
    if (!priceIgnored && intent.priceMax !== null && intent.priceMin !== null) text += ` between ${money(intent.priceMin)} and ${money(intent.priceMax)}`;
    else if (!priceIgnored && intent.priceMax !== null) text += ` under ${money(intent.priceMax)}`;
    else if (!priceIgnored && intent.priceMin !== null) text += ` over ${money(intent.priceMin)}`;
    if (intent.brands.length === 1) text += ` by ${top[0]!.row.brandId === intent.brands[0] ? brandName(intent.brands[0]!) : 'the brands you named'}`;
    text += '.';
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
