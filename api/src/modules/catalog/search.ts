import { ApiError, ERR, MESSAGES, SEARCH_MIN_CHARS } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Services } from '../../platform/services';

/**
 * Catalog search in Postgres itself (the same SQL on PGlite and Postgres), every branch answered from the GIN
 * full-text index of search_vector:
 *
 * - every word must match, by any of: a prefix of a lexeme (`nightst` -> nightstand, `so` -> sofa), the word's
 *   English stem (`dining` -> dine), or the catalog words closest to it by trigram similarity (`sofe` -> sofa,
 *   `dinning` -> dining), looked up in `search_words` (the catalog's vocabulary, a few hundred words kept by a trigger)
 *   with its trigram index, for words of three letters or more;
 * - text using web-search syntax (quoted phrases, `or`, `-word`) may also match as a whole (`websearch_to_tsquery`).
 *
 * Comparing trigrams against every product's search text (`q <% search_text`) was measured at 100k products: the
 * recheck of its candidates took 0.9 s for "sofe" and 6 s for "dinning"; correcting against the vocabulary takes
 * about a millisecond and leaves the matching to the full-text index. Text shorter than two characters is refused.
 * Relevance: ts_rank of the matched words plus the word similarity of the text to the product name.
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

export interface SearchTerms {
  text: string;
  words: string[];
  /** The catalog words closest to each searched word (absent: none, or the word was too short). */
  corrections: Map<string, string[]>;
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
const correctionCaches = new WeakMap<Services, Map<string, { at: number; words: string[] }>>();

/** The catalog words closest to each word (trigram similarity on the vocabulary), kept a minute per word. */
async function correct(services: Services, words: readonly string[]): Promise<Map<string, string[]>> {
  let cache = correctionCaches.get(services);
  if (!cache) {
    cache = new Map();
    correctionCaches.set(services, cache);
  }
  const now = services.now().getTime();
  const result = new Map<string, string[]>();
  const missing: string[] = [];
  for (const word of words) {
    if ([...word].length < CORRECT_MIN || !/^\p{L}+$/u.test(word)) continue;
    const hit = cache.get(word);
    if (hit && now - hit.at < CACHE_TTL_MS) result.set(word, hit.words);
    else missing.push(word);
  }
  if (missing.length) {
    const rows = (await services.db.execute(sql`
      select q.w as word, s.word as alt
      from unnest(array[${sql.join(
        missing.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as q(w)
      cross join lateral (
        select word from search_words where word % q.w order by similarity(word, q.w) desc, word limit ${CORRECTIONS}
      ) s
    `)) as unknown as { rows: Array<{ word: string; alt: string }> };
    const found = new Map<string, string[]>(missing.map((w) => [w, []]));
    for (const row of rows.rows) found.get(row.word)?.push(row.alt);
    if (cache.size + found.size > CACHE_MAX) cache.clear();
    for (const [word, alts] of found) {
      cache.set(word, { at: now, words: alts });
      result.set(word, alts);
    }
  }
  return result;
}

/** The search terms with their corrections; null when there is nothing to search. */
export async function searchTerms(services: Services, raw: string | null | undefined): Promise<SearchTerms | null> {
  const split = searchWords(raw);
  if (!split) return null;
  return { ...split, corrections: await correct(services, split.words) };
}

/** What one word matches: a lexeme prefix, its English stem, or a close catalog word. */
function wordQuery(word: string, corrections: readonly string[]): SQL {
  // Words are letters and digits only, so `word:*` is a well-formed prefix query; corrections are letters only.
  const parts = [sql`to_tsquery('simple', ${`${word}:*`})`, sql`plainto_tsquery('english', ${word})`];
  if (corrections.length) parts.push(sql`to_tsquery('english', ${corrections.join(' | ')})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

const usesWebSyntax = (text: string) => /"|(^|\s)-\S|\sor\s/i.test(text);

/** The condition a product must meet to be found. */
export function searchCondition(terms: SearchTerms): SQL {
  const web = sql`(numnode(websearch_to_tsquery('english', ${terms.text})) > 0 and search_vector @@ websearch_to_tsquery('english', ${terms.text}))`;
  if (!terms.words.length) return web;
  const each = sql.join(
    terms.words.map((w) => sql`search_vector @@ ${wordQuery(w, terms.corrections.get(w) ?? [])}`),
    sql` and `,
  );
  return usesWebSyntax(terms.text) ? sql`(${web} or (${each}))` : sql`(${each})`;
}

/** Relevance, higher first; null when every word is too short to rank by (popularity orders those). */
export function searchRank(terms: SearchTerms): SQL | null {
  if (!terms.words.some((w) => [...w].length >= CORRECT_MIN)) return null;
  const all = terms.words.length ? sql.join(terms.words.map((w) => wordQuery(w, terms.corrections.get(w) ?? [])), sql` && `) : sql`websearch_to_tsquery('english', ${terms.text})`;
  return sql`(ts_rank(search_vector, ${all}) + word_similarity(${terms.text}, name))`;
}
