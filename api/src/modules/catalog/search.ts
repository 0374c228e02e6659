import type { Services } from '../../platform/services';
import { vocabularyRows } from './repository/search';
import { CORRECTION_SHARE, EXPANSIONS_MAX, isCorrection, searchWords, type SearchTerms, type WordLookup } from './rules';
import { kindSynonyms } from './vocabulary';

/**
 * Catalog search in Postgres itself (the same SQL on PGlite and Postgres), every branch answered from the GIN
 * full-text index of search_vector. Each searched word is first looked up in `search_words` (the catalog's
 * vocabulary: its words of three letters or more, kept by a trigger; a few hundred words):
 *
 * - a word of the vocabulary matches itself, by its English stem (`dining` -> dine, `sofas` -> sofa);
 * - any other word matches the vocabulary words it begins (`nightst` -> nightstand, `so` -> sofa, solid...), its
 *   stem, and the vocabulary words closest to it by trigram similarity (`sofe` -> sofa, `dinning` -> dining), for
 *   words of three letters or more; a word with digits (part of a SKU) matches the lexemes it begins;
 * - a word naming a kind by another word also matches the catalog phrases of that kind (`server` -> sideboards,
 *   `wardrobe` -> armoires, vocabulary.ts); a close word never begins the word or is begun by it ("armoire" is not "arm");
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
 * search is ordered by popularity (see `RELEVANCE_MAX` in rules.ts).
 *
 * The SQL of the lookup, of the condition and of the relevance is in repository/search.ts; the words' rules in rules.ts.
 */

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 5_000;
const lookupCaches = new WeakMap<Services, Map<string, { at: number; lookup: WordLookup }>>();

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
  const rows = await vocabularyRows(services.db, missing);
  const found = new Map<string, WordLookup>(missing.map((w) => [w, { known: false, stop: false, expansions: [], corrections: [] }]));
  const closest = new Map<string, number>();
  for (const row of rows) if (row.kind === 'close' && row.alt && isCorrection(row.word, row.alt)) closest.set(row.word, Math.max(closest.get(row.word) ?? 0, Number(row.similarity)));
  for (const row of rows) {
    const lookup = found.get(row.word);
    if (!lookup) continue;
    if (row.kind === 'known') lookup.known = true;
    else if (row.kind === 'stop') lookup.stop = true;
    else if (row.kind === 'begins' && row.alt) lookup.expansions?.push(row.alt);
    else if (row.kind === 'close' && row.alt && isCorrection(row.word, row.alt) && Number(row.similarity) >= CORRECTION_SHARE * (closest.get(row.word) ?? 0)) {
      lookup.corrections.push(row.alt);
    }
  }
  for (const [word, lookup] of found) {
    if (lookup.expansions && lookup.expansions.length > EXPANSIONS_MAX) lookup.expansions = null;
    const synonyms = kindSynonyms(word);
    if (synonyms.length) lookup.synonyms = synonyms;
  }
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
  // A stop word that begins no catalog word (say "all") can match nothing: it is left out like the stop words (searchWords).
  const words = split.words.filter((w) => {
    const lookup = lookups.get(w);
    return !lookup?.stop || /\p{N}/u.test(w) || lookup.expansions === null || lookup.expansions.length > 0 || lookup.corrections.length > 0;
  });
  return { text: split.text, words, lookups };
}
