/**
 * The catalog's rules without I/O: the price filter a caller may use, names of rooms, categories and brands as
 * people write them, the search text split into words, and the facet counts folded from their rows.
 */
import {
  ApiError,
  ERR,
  MESSAGES,
  PRODUCT_BRANDS,
  PRODUCT_BRAND_NAMES,
  SEARCH_MIN_CHARS,
  catalogSlug,
  priceRangeProblem,
  type ProductFacets,
  type ProductSort,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import { seesRetail } from './cards';

// ---------------------------------------------------------------------------------------------
// Calls.

/** Hot products a site shows when the call does not say how many. */
export const HOT_PRODUCTS = 12;

/**
 * Units on hand (stock above 0): a tie-break of Cara's ranking. Not the 'in_stock' tag, which is the contracts'
 * `stockState` (stock or backorders to sell, nothing merely coming).
 */
export const hasStock = (stock: number): boolean => stock > 0;

/** A flag of a form: true, 1 or '1'. */
export const isOn = (v: unknown) => v === true || v === 1 || v === '1';

/** Ten digits shown as (212) 555-0100. */
export function phoneText(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
}

// ---------------------------------------------------------------------------------------------
// Names.

export type NameResolver = (value: string) => string | null;

/** Name lookup by exact name, lower case or slug. */
export function nameResolver(names: readonly string[]): NameResolver {
  const map = new Map<string, string>();
  for (const name of names) {
    map.set(name, name);
    if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), name);
    const slug = catalogSlug(name);
    if (!map.has(slug)) map.set(slug, name);
  }
  return (value) => map.get(value) ?? map.get(value.toLowerCase()) ?? map.get(catalogSlug(value)) ?? null;
}

const BRAND_BY_NAME = nameResolver([...PRODUCT_BRANDS, ...Object.values(PRODUCT_BRAND_NAMES)]);

/** A product brand's code from its code or its name (as people write either); anything else as it is. */
export const brandCodeOf = (value: string): string => {
  const name = BRAND_BY_NAME(value);
  if (!name) return value;
  const code = (Object.entries(PRODUCT_BRAND_NAMES) as Array<[string, string]>).find(([, n]) => n === name)?.[0];
  return code ?? name;
};

// ---------------------------------------------------------------------------------------------
// Lists.

/** Refuses what the caller may not ask: a one-sided or upside-down price range, prices the mode may not see. */
export function checkPrices(caller: Caller, input: { minPrice?: number; maxPrice?: number; sort?: ProductSort }): void {
  const problem = priceRangeProblem(input.minPrice, input.maxPrice);
  if (problem) throw new ApiError(ERR.PRICE_FILTER, problem);
  const usesPrice = input.minPrice !== undefined || input.sort === 'price_asc' || input.sort === 'price_desc';
  if (usesPrice && !seesRetail(caller)) {
    throw new ApiError(ERR.PRICE_FILTER, caller.account ? MESSAGES.pricesHiddenInMode : MESSAGES.pricesLogin);
  }
}

/**
 * A search that finds at most this many products is ordered by relevance; a broader one by popularity. Relevance is
 * computed for every match (ts_rank and the name's word similarity, some 10 µs a product), while the popularity
 * order walks the (rank, sku_number) index and stops after a page: at 100k products "bed" took 250 ms by relevance
 * and about a millisecond by rank.
 */
export const RELEVANCE_MAX = 500;

export interface FacetsAndTotal {
  facets: Required<Pick<ProductFacets, 'space' | 'category' | 'brand_id'>> & { price: { min: number; max: number } | null };
  total: number;
}

/** Products of one brand, room and category: the unit facet counts are added up from. */
export interface SectionCell {
  brand: string;
  space: string;
  category: string;
  count: number;
  /** Lowest and highest retail price, in cents. */
  minCents: number;
  maxCents: number;
}

/** A list filtered by room, category and brand only: the site's cells and the values asked for. */
export interface CellFilter {
  cells: readonly SectionCell[];
  spaces: Set<string>;
  categories: Set<string>;
  brands: Set<string>;
}

/** The counts of a list filtered by room, category and brand only, added up from the site's sections in memory. */
export function facetsFromCells(by: CellFilter): FacetsAndTotal {
  const space = new Map<string, number>();
  const category = new Map<string, number>();
  const brand = new Map<string, number>();
  let total = 0;
  let minCents = Infinity;
  let maxCents = -Infinity;
  const bump = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const cell of by.cells) {
    const s = !by.spaces.size || by.spaces.has(cell.space);
    const c = !by.categories.size || by.categories.has(cell.category);
    const b = !by.brands.size || by.brands.has(cell.brand);
    if (c && b) bump(space, cell.space, cell.count);
    if (s && b) bump(category, cell.category, cell.count);
    if (s && c) bump(brand, cell.brand, cell.count);
    if (s && c && b) {
      total += cell.count;
      minCents = Math.min(minCents, cell.minCents);
      maxCents = Math.max(maxCents, cell.maxCents);
    }
  }
  const list = (map: Map<string, number>) =>
    [...map].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
  return {
    facets: {
      space: list(space),
      category: list(category),
      brand_id: list(brand),
      price: total > 0 ? { min: minCents / 100, max: maxCents / 100 } : null,
    },
    total,
  };
}

// ---------------------------------------------------------------------------------------------
// Search words (see search.ts).

/** Words that carry no meaning in a furniture search (the English stop words people type). */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'or', 'at', 'is', 'my', 'our', 'your', 'from',
]);
/** The most words of a search that each must match. */
const MAX_WORDS = 6;
/** Words at least this long are also corrected against the catalog's words (shorter ones have too few trigrams). */
export const CORRECT_MIN = 3;
/** Closest catalog words taken for one searched word. */
export const CORRECTIONS = 3;
/** A correction is kept when it is at least this close to the word, relative to the closest one ("chandelir" takes
 * chandelier and chandeliers, not chandler). */
export const CORRECTION_SHARE = 0.75;
/** Most vocabulary words a partial word stands for; a word that begins more is matched as a prefix instead. */
export const EXPANSIONS_MAX = 40;

/** What the vocabulary says about one searched word. */
export interface WordLookup {
  /** The word is a catalog word. */
  known: boolean;
  /** Its English form is empty (a stop word such as "all"): it is matched as a partial word. */
  stop: boolean;
  /** The vocabulary words it begins (itself left out); null when there are more than EXPANSIONS_MAX. */
  expansions: string[] | null;
  /** The catalog words closest to it (only for a word that is not a catalog word). */
  corrections: string[];
  /** The catalog phrases of the kind it names by another word ("credenza" -> "Sideboards"; see vocabulary.ts). */
  synonyms?: string[];
}

/**
 * Whether a close catalog word may stand for a searched word: never a word that begins it or that it begins (a word
 * never matches by its prefix inside another: "armoire" is not "arm"), and only as long as it, give or take a third.
 */
export function isCorrection(word: string, close: string): boolean {
  if (word.startsWith(close) || close.startsWith(word)) return false;
  return Math.abs(close.length - word.length) <= Math.max(2, Math.floor(word.length / 3));
}

export interface SearchTerms {
  text: string;
  words: string[];
  lookups: Map<string, WordLookup>;
}

/** The search text split into words; null when there is nothing to search. Too short a text is refused. */
export function searchWords(raw: string | null | undefined): { text: string; words: string[] } | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if ([...text].length < SEARCH_MIN_CHARS) throw new ApiError(ERR.SEARCH_TOO_SHORT, MESSAGES.searchTooShort);
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => [...w].length >= SEARCH_MIN_CHARS && !STOP_WORDS.has(w)),
    ),
  ].slice(0, MAX_WORDS);
  if (!words.length && [...text.replace(/[^\p{L}\p{N}]/gu, '')].length < SEARCH_MIN_CHARS) {
    throw new ApiError(ERR.SEARCH_TOO_SHORT, MESSAGES.searchTooShort);
  }
  return { text, words };
}
