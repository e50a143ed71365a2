import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedStatement, type Executor } from '../../db/db';
import { searchWords } from '../listings/listings.schema';
import { arrayOverlaps } from './array-overlaps';
import { expandCategorySlugs, type CatalogDictionary } from './catalog.dictionary';
import { categoriesNamed } from './category-names';

/**
 * Multilingual text search over a listing's weighted `search_vector` (title A, short
 * description B, long description C; each in Russian, English and `simple` words), through its
 * text index only:
 * - Russian and English morphology through `websearch_to_tsquery` (школы finds школа,
 *   "courses" finds "course");
 * - Kazakh (and names) through `simple` words matched as prefixes (мектеп finds мектептер);
 * - typos through the title words of `search_words`: a query word that starts no title word
 *   also matches the title words it resembles (pg_trgm word similarity on that small table),
 *   so матиматика finds математика;
 * - categories: a text that names a category (балабақша, детский сад, kindergarten; see
 *   category-names.ts) also finds every record of that category, through the category index;
 * - tags: a text that names a tag (бассейн, swimming pool) finds the cards carrying it, the same
 *   way, through the tag index.
 */

/** Words shorter than this (in letters and digits) are too noisy for trigram matching. */
const TRIGRAM_MIN_LENGTH = 4;
const MAX_WORDS = 8;
/** Title words a query word may stand for (the most similar first). */
const MAX_SIMILAR_WORDS = 5;

/** What a text query compiles to, once per request. */
export interface TextQuery {
  /** The query as typed (trimmed). */
  text: string;
  /** The tsquery of all three configurations. */
  tsquery: SQL;
  /** The query's words, each with the title words it may be a typo of. */
  words: Array<{ word: string; similar: string[] }>;
  /** Whether typo matching applies to the whole text (provider names, suggestions). */
  trigram: boolean;
  /** The ids of the categories the text names, children of a top category included. */
  categoryIds: number[];
  /** The ids of the tags the text names (cards carry tags; events do not). */
  tagIds: number[];
}

/** The query's words: letters and digits only (so a tsquery can be built from them safely). */
function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** A `simple` tsquery source: each word as a prefix or one of its similar words, all of them. */
export function simpleQuerySource(
  words: TextQuery['words'],
  weight: '' | 'A' = '',
): string | undefined {
  if (words.length === 0) return undefined;
  return words
    .map(({ word, similar }) =>
      similar.length === 0
        ? `${word}:*${weight}`
        : `(${[`${word}:*${weight}`, ...similar.map((one) => (weight ? `${one}:${weight}` : one))].join(' | ')})`,
    )
    .join(' & ');
}

/**
 * Compiles a text query with the similar title words found for its words (see
 * `resolveTextQuery`); undefined when there is nothing to search for.
 */
function compileTextQuery(
  text: string | undefined,
  similarWords: ReadonlyMap<string, string[]>,
  named: Pick<TextQuery, 'categoryIds' | 'tagIds'>,
): TextQuery | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const words = queryWords(trimmed).map((word) => ({
    word,
    similar: similarWords.get(word) ?? [],
  }));
  const parts: SQL[] = [
    sql`websearch_to_tsquery('russian', ${trimmed})`,
    sql`websearch_to_tsquery('english', ${trimmed})`,
  ];
  if (words.some(({ similar }) => similar.length > 0)) {
    // The text with each typo replaced by its likeliest word, in Russian (and, for Latin
    // letters, English) forms, so a typo does not cost the other words their morphology.
    const corrected = words.map(({ word, similar }) => similar[0] ?? word).join(' ');
    parts.push(sql`websearch_to_tsquery('russian', ${corrected})`);
  }
  const simple = simpleQuerySource(words);
  if (simple) parts.push(sql`to_tsquery('simple', ${simple})`);
  return {
    text: trimmed,
    tsquery: sql`(${sql.join(parts, sql` || `)})`,
    words,
    trigram: words.map(({ word }) => word).join('').length >= TRIGRAM_MIN_LENGTH,
    ...named,
  };
}

/** A title word as a tsquery lexeme needs no quoting: letters and digits only. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * For each query word that starts no title word, the title words it resembles (the most similar
 * first): one small indexed statement on `search_words`.
 */
const similarTitleWords = preparedStatement('similar_title_words', (db) =>
  db
    .select({ queryWord: sql<string>`query.word`, similar: sql<string>`found.word` })
    .from(
      sql`unnest(${sql.placeholder('words')}::text[]) as query(word)
        cross join lateral (
          select ${searchWords.word} as word from ${searchWords}
          where query.word <% ${searchWords.word}
          group by ${searchWords.word}
          order by word_similarity(query.word, ${searchWords.word}) desc, ${searchWords.word}
          limit ${sql.raw(String(MAX_SIMILAR_WORDS))}
        ) as found`,
    )
    .where(
      sql`not exists (select 1 from ${searchWords} where ${searchWords.word} like query.word || '%')`,
    ),
);

/**
 * Compiles a text query, first looking up the title words each query word may be a typo of.
 * Only a word that starts no title word (long enough to judge) is taken for a typo, so a known
 * word or prefix (балабақ) is not widened. The categories and tags the text names come from the
 * dictionary's compiled names, in memory.
 */
export async function resolveTextQuery(
  db: Executor,
  dictionary: CatalogDictionary,
  text: string | undefined,
): Promise<TextQuery | undefined> {
  const words = queryWords(text?.trim() ?? '').filter((word) => word.length >= TRIGRAM_MIN_LENGTH);
  const similarWords = new Map<string, string[]>();
  if (words.length > 0) {
    const rows = await similarTitleWords(db).execute({ words: [...new Set(words)] });
    for (const { queryWord, similar } of rows) {
      if (!PLAIN_WORD.test(similar)) continue;
      similarWords.set(queryWord, [...(similarWords.get(queryWord) ?? []), similar]);
    }
  }
  const categoryIds = expandCategorySlugs(
    dictionary,
    categoriesNamed(dictionary.categoryNames, text ?? ''),
  );
  const tagIds = categoriesNamed(dictionary.tagNames, text ?? '').flatMap(
    (slug) => dictionary.tagBySlug.get(slug)?.id ?? [],
  );
  return compileTextQuery(text, similarWords, { categoryIds, tagIds });
}

interface Searchable {
  searchVector: AnyPgColumn;
  categoryIds: AnyPgColumn;
  /** Cards only. */
  tagIds?: AnyPgColumn;
}

/**
 * Whether a record is of a category the text names or carries a tag it names; undefined when the
 * text names neither.
 */
function ofNamedDictionary(table: Searchable, query: TextQuery): SQL | undefined {
  const named: SQL[] = [];
  if (query.categoryIds.length > 0) {
    named.push(arrayOverlaps(table.categoryIds, query.categoryIds, 'integer'));
  }
  if (table.tagIds && query.tagIds.length > 0) {
    named.push(arrayOverlaps(table.tagIds, query.tagIds, 'integer'));
  }
  return named.length === 0 ? undefined : sql`(${sql.join(named, sql` or `)})`;
}

/**
 * A record matches when its document matches the tsquery (through the text index), or it is of
 * a category or carries a tag the text names (through the category and tag indexes).
 */
export function textCondition(table: Searchable, query: TextQuery): SQL {
  const text = sql`${table.searchVector} @@ ${query.tsquery}`;
  const named = ofNamedDictionary(table, query);
  return named ? sql`(${text} or ${named})` : text;
}

/**
 * What being of a named category (or carrying a named tag) adds to the relevance: as much as a
 * title naming the text once
 * (2: a title word matches as its stem and as a simple word, 1.0 each), so a kindergarten whose
 * title says балабақша comes before one whose title does not, and both before a record that
 * only mentions the word in its descriptions.
 */
const NAMED_CATEGORY_RANK = 2;

/**
 * Relevance: cover density with the weights D 0.1, C 0.2, B 0.4, A 1.0, and NAMED_CATEGORY_RANK
 * for a record of a category (or with a tag) the text names.
 */
export function textRank(table: Searchable, query: TextQuery): SQL<number> {
  const rank = sql<number>`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${table.searchVector}, ${query.tsquery})`;
  const named = ofNamedDictionary(table, query);
  if (!named) return rank;
  return sql<number>`(${rank} + case when ${named} then ${sql.raw(String(NAMED_CATEGORY_RANK))} else 0 end)`;
}

/** The column's text HTML-escaped in SQL, so a headline built on it is safe to render. */
function escapedHtml(column: AnyPgColumn): SQL {
  return sql`replace(replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

/**
 * The whole text with the matches wrapped in <mark>…</mark>. The headline is built on the
 * escaped text, so everything but the marks is inert HTML.
 */
export function textHeadline(column: AnyPgColumn, query: TextQuery): SQL<string> {
  return sql<string>`ts_headline('russian', ${escapedHtml(column)}, ${query.tsquery}, 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true')`;
}
