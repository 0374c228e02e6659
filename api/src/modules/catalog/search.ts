import { ApiError, ERR, MESSAGES, SEARCH_MIN_CHARS } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Catalog search in Postgres itself (the same SQL on PGlite and Postgres):
 *
 * - the whole text as a web search on the full-text vector (`websearch_to_tsquery`: quoted phrases, `or`, `-word`);
 * - or every word matching on its own, by any of: a prefix of a lexeme (`nightst` -> nightstand, `so` -> sofa), the
 *   word's English stem (`dining` -> dine), or trigram word similarity for typos (`sofe` -> sofa, `dinning` ->
 *   dining), words of three characters or more only (`w <% search_text`, the GIN trigram index; the default
 *   `pg_trgm.word_similarity_threshold` of 0.6 lets one wrong letter in a four-letter word through).
 *
 * Every branch is answered from an index (the GIN index of search_vector, the GIN trigram index of search_text), so
 * even a two-character search never reads the table sequentially. Text shorter than two characters is refused.
 * Relevance is ts_rank of the web search plus the word similarity of the whole text.
 */

/** Words that carry no meaning in a furniture search (the English stop words people type). */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'or', 'at', 'is', 'my', 'our', 'your', 'from',
]);
/** The most words of a search that each must match; further words only count through the web search. */
const MAX_WORDS = 6;
/** Words at least this long also match by trigram similarity (shorter ones have too few trigrams to judge). */
const TRIGRAM_MIN = 3;

export interface SearchTerms {
  text: string;
  words: string[];
}

/** The search text split into words; null when there is nothing to search. Too short a text is refused. */
export function searchTerms(raw: string | null | undefined): SearchTerms | null {
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

function wordMatches(word: string): SQL {
  // Words are letters and digits only, so `word:*` is a well-formed prefix query.
  const lexical = sql`search_vector @@ (to_tsquery('simple', ${`${word}:*`}) || plainto_tsquery('english', ${word}))`;
  if ([...word].length < TRIGRAM_MIN) return lexical;
  return sql`(${lexical} or ${word} <% search_text)`;
}

/** The condition a product must meet to be found. */
export function searchCondition(terms: SearchTerms): SQL {
  const web = sql`search_vector @@ websearch_to_tsquery('english', ${terms.text})`;
  if (!terms.words.length) return web;
  return sql`(${web} or (${sql.join(terms.words.map(wordMatches), sql` and `)}))`;
}

/** Relevance: higher first. */
export function searchRank(terms: SearchTerms): SQL {
  return sql`(ts_rank(search_vector, websearch_to_tsquery('english', ${terms.text})) + word_similarity(${terms.text}, search_text))`;
}
