import { ApiError, ERR, MESSAGES, SEARCH_MIN_CHARS } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Services } from '../../platform/services';

/**
 * Catalog search in Postgres itself (the same SQL on PGlite and Postgres), every branch answered from the GIN
 * full-text index of search_vector. Each searched word is first looked up in `search_words` (the catalog's
 * vocabulary: its words of three letters or more, kept by a trigger; a few hundred words):
 *
 * - a word of the vocabulary matches itself, by its English stem (`dining` -> dine, `sofas` -> sofa);
 * - any other word matches the vocabulary words it begins (`nightst` -> nightstand, `so` -> sofa, solid...), its
 *   stem, and the vocabulary words closest to it by trigram similarity (`sofe` -> sofa, `dinning` -> dining), for
 *   words of three letters or more; a word with digits (part of a SKU) matches the lexemes it begins;
 * - every word must match; text using web-search syntax (quoted phrases, `or`, `-word`) may also match as a whole
 *   (`websearch_to_tsquery`).
 *
 * The query names plain lexemes wherever it can: the planner estimates those from the column's statistics, while
 * a prefix (`w:*`) is overestimated (it chose a parallel scan of the table for "sofe" at 100k products, 0.4 s).
 * Comparing trigrams against every product's search text (`q <% search_text`) was measured at 100k products: the
 * recheck of its candidates took 0.9 s for "sofe" and 6 s for "dinning"; the vocabulary takes about a millisecond.
 * Text shorter than two characters is refused.
 *
 * Relevance (the ts_rank of the matched words plus the word similarity of the text to the product name) orders a
 * search that finds few products; computing it for thousands of matches costs tens of milliseconds, so a broad
 * search is ordered by popularity (see `RELEVANCE_MAX` in listing.ts).
 */

/** Words that carry no meaning in a furniture search (the English stop words people type). */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'or', 'at', 'is', 'my', 'our', 'your', 'from',
]);
/** The most words of a search that each must match. */
const MAX_WORDS = 6;
/** Words at least this long are also corrected against the catalog's words (shorter ones have too few trigrams). */
const CORRECT_MIN = 3;
/** Closest catalog words taken for one searched word. */
const CORRECTIONS = 3;
/** A correction is kept when it is at least this close to the word, relative to the closest one ("chandelir" takes
 * chandelier and chandeliers, not chandler). */
const CORRECTION_SHARE = 0.75;
/** Most vocabulary words a partial word stands for; a word that begins more is matched as a prefix instead. */
const EXPANSIONS_MAX = 40;

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

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 5_000;
const lookupCaches = new WeakMap<Services, Map<string, { at: number; lookup: WordLookup }>>();

interface LookupRow {
  word: string;
  kind: 'known' | 'stop' | 'begins' | 'close';
  alt: string | null;
  similarity: number | null;
  [key: string]: unknown;
}

/** Looks the words up in the catalog's vocabulary (one query for all of them), kept a minute per word. */
async function lookUp(services: Services, words: readonly string[]): Promise<Map<string, WordLookup>> {
  let cache = lookupCaches.get(services);
  if (!cache) {
    cache = new Map();
    lookupCaches.set(services, cache);
  }
  const now = services.now().getTime();
  const result = new Map<string, WordLookup>();
  const missing: string[] = [];
  for (const word of words) {
    const hit = cache.get(word);
    if (hit && now - hit.at < CACHE_TTL_MS) result.set(word, hit.lookup);
    else missing.push(word);
  }
  if (!missing.length) return result;
  // Words are letters and digits only (see searchWords), so they hold no LIKE wildcards.
  const rows = (await services.db.execute(sql`
    select q.w as word, m.kind, m.alt, m.similarity
    from unnest(array[${sql.join(
      missing.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as q(w)
    cross join lateral (
      select 'known' as kind, null as alt, null::real as similarity where exists (select 1 from search_words where word = q.w)
      union all
      select 'stop', null, null where numnode(plainto_tsquery('english', q.w)) = 0
      union all
      (select 'begins', word, null from search_words where word like q.w || '%' and word <> q.w order by word limit ${EXPANSIONS_MAX + 1})
      union all
      (select 'close', word, similarity(word, q.w) from search_words
        where char_length(q.w) >= ${CORRECT_MIN} and q.w !~ '[0-9]' and word % q.w and not exists (select 1 from search_words k where k.word = q.w)
        order by similarity(word, q.w) desc, word limit ${CORRECTIONS})
    ) m
  `)) as unknown as { rows: LookupRow[] };
  const found = new Map<string, WordLookup>(missing.map((w) => [w, { known: false, stop: false, expansions: [], corrections: [] }]));
  const closest = new Map<string, number>();
  for (const row of rows.rows) if (row.kind === 'close') closest.set(row.word, Math.max(closest.get(row.word) ?? 0, Number(row.similarity)));
  for (const row of rows.rows) {
    const lookup = found.get(row.word);
    if (!lookup) continue;
    if (row.kind === 'known') lookup.known = true;
    else if (row.kind === 'stop') lookup.stop = true;
    else if (row.kind === 'begins' && row.alt) lookup.expansions?.push(row.alt);
    else if (row.kind === 'close' && row.alt && Number(row.similarity) >= CORRECTION_SHARE * (closest.get(row.word) ?? 0)) {
      lookup.corrections.push(row.alt);
    }
  }
  for (const lookup of found.values()) if (lookup.expansions && lookup.expansions.length > EXPANSIONS_MAX) lookup.expansions = null;
  if (cache.size + found.size > CACHE_MAX) cache.clear();
  for (const [word, lookup] of found) {
    cache.set(word, { at: now, lookup });
    result.set(word, lookup);
  }
  return result;
}

/** The search terms with what the vocabulary says of each word; null when there is nothing to search. */
export async function searchTerms(services: Services, raw: string | null | undefined): Promise<SearchTerms | null> {
  const split = searchWords(raw);
  if (!split) return null;
  const lookups = split.words.length ? await lookUp(services, split.words) : new Map<string, WordLookup>();
  // A stop word that begins no catalog word (say "all") can match nothing: it is left out like the stop words above.
  const words = split.words.filter((w) => {
    const lookup = lookups.get(w);
    return !lookup?.stop || /\p{N}/u.test(w) || lookup.expansions === null || lookup.expansions.length > 0 || lookup.corrections.length > 0;
  });
  return { text: split.text, words, lookups };
}

const NO_LOOKUP: WordLookup = { known: false, stop: false, expansions: null, corrections: [] };

/** What one word matches: itself (by its stem) when it is a catalog word, else its stem, the words it begins and close words. */
function wordQuery(word: string, lookup: WordLookup = NO_LOOKUP): SQL {
  if (lookup.known && !lookup.stop) return sql`plainto_tsquery('english', ${word})`;
  const parts = [sql`plainto_tsquery('english', ${word})`];
  // Vocabulary words and corrections are letters only, so the joined text is a well-formed query; so is `word:*`
  // (words are letters and digits only).
  const alternatives = [...(lookup.expansions ?? []), ...lookup.corrections];
  if (alternatives.length) parts.push(sql`to_tsquery('english', ${[...new Set(alternatives)].join(' | ')})`);
  if (!lookup.expansions || /\p{N}/u.test(word)) parts.push(sql`to_tsquery('simple', ${`${word}:*`})`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` || `)})`;
}

const usesWebSyntax = (text: string) => /"|(^|\s)-\S|\sor\s/i.test(text);

/** The condition a product must meet to be found. */
export function searchCondition(terms: SearchTerms): SQL {
  const web = sql`(numnode(websearch_to_tsquery('english', ${terms.text})) > 0 and search_vector @@ websearch_to_tsquery('english', ${terms.text}))`;
  if (!terms.words.length) return web;
  const each = sql.join(
    terms.words.map((w) => sql`search_vector @@ ${wordQuery(w, terms.lookups.get(w))}`),
    sql` and `,
  );
  return usesWebSyntax(terms.text) ? sql`(${web} or (${each}))` : sql`(${each})`;
}

/** Relevance, higher first; null when every word is too short to rank by (popularity orders those). */
export function searchRank(terms: SearchTerms): SQL | null {
  if (!terms.words.some((w) => [...w].length >= CORRECT_MIN)) return null;
  const all = terms.words.length
    ? sql.join(
        terms.words.map((w) => wordQuery(w, terms.lookups.get(w))),
        sql` && `,
      )
    : sql`websearch_to_tsquery('english', ${terms.text})`;
  return sql`(ts_rank(search_vector, ${all}) + word_similarity(${terms.text}, name))`;
}
