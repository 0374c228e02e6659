/**
 * The catalog search's SQL (see search.ts for how a search matches): the lookup of searched words in the catalog's
 * vocabulary (`search_words`), and the full-text condition and relevance of a search over `search_vector`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { CORRECT_MIN, CORRECTIONS, EXPANSIONS_MAX, type SearchTerms, type WordLookup } from '../rules';

/** What the vocabulary says of one word: one row per fact (a catalog word, a stop word, a word it begins, a close word). */
export interface LookupRow {
  word: string;
  kind: 'known' | 'stop' | 'begins' | 'close';
  alt: string | null;
  similarity: number | null;
  [key: string]: unknown;
}

/**
 * Looks the words up in the catalog's vocabulary, in one query for all of them: whether each is a catalog word or a
 * stop word, the vocabulary words it begins (EXPANSIONS_MAX and one more, to tell that there are more), and the
 * CORRECTIONS closest words by trigram similarity for a word of CORRECT_MIN letters or more without digits.
 */
export async function vocabularyRows(db: Db, words: readonly string[]): Promise<LookupRow[]> {
  // Words are letters and digits only (see searchWords), so they hold no LIKE wildcards.
  const rows = (await db.execute(sql`
    select q.w as word, m.kind, m.alt, m.similarity
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
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
  return rows.rows;
}

const NO_LOOKUP: WordLookup = { known: false, stop: false, expansions: null, corrections: [] };

/**
 * What one word matches: itself (by its stem) when it is a catalog word, else its stem, the words it begins and close
 * words; and, either way, the catalog phrases of the kind it names by another word (its synonyms).
 */
function wordQuery(word: string, lookup: WordLookup = NO_LOOKUP): SQL {
  const parts = [sql`plainto_tsquery('english', ${word})`];
  for (const phrase of lookup.synonyms ?? []) parts.push(sql`phraseto_tsquery('english', ${phrase})`);
  if (!lookup.known || lookup.stop) {
    // Vocabulary words and corrections are letters only, so the joined text is a well-formed query; so is `word:*`
    // (words are letters and digits only).
    const alternatives = [...(lookup.expansions ?? []), ...lookup.corrections];
    if (alternatives.length) parts.push(sql`to_tsquery('english', ${[...new Set(alternatives)].join(' | ')})`);
    if (!lookup.expansions || /\p{N}/u.test(word)) parts.push(sql`to_tsquery('simple', ${`${word}:*`})`);
  }
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
