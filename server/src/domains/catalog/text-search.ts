import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Multilingual text search over a listing's weighted `search_vector` (title A, short
 * description B, long description C; each in Russian, English and `simple` words):
 * - Russian and English morphology through `websearch_to_tsquery` (школы finds школа,
 *   "courses" finds "course");
 * - Kazakh (and names) through `simple` words matched as prefixes (мектеп finds мектептер);
 * - typos through pg_trgm's word similarity on the title (матиматика finds математика).
 */

/** Word similarity (0..1) a title needs to match a query with typos. */
export const TRIGRAM_THRESHOLD = 0.5;

/**
 * Settings every database session starts with (db.ts): the `<%` operator's threshold, so a
 * search needs no transaction of its own to set it.
 */
export const TEXT_SEARCH_SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': String(TRIGRAM_THRESHOLD),
};
/** Queries shorter than this (in letters and digits) are too noisy for trigram matching. */
const TRIGRAM_MIN_LENGTH = 4;
const MAX_WORDS = 8;

/** What a text query compiles to, once per request. */
export interface TextQuery {
  /** The query as typed (trimmed). */
  text: string;
  /** The tsquery of all three configurations. */
  tsquery: SQL;
  /** Whether typo matching on the title applies. */
  trigram: boolean;
}

/** The query's words: letters and digits only (so a tsquery can be built from them safely). */
export function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Compiles a text query; undefined when there is nothing to search for. */
export function compileTextQuery(text: string | undefined): TextQuery | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const words = queryWords(trimmed);
  const parts: SQL[] = [
    sql`websearch_to_tsquery('russian', ${trimmed})`,
    sql`websearch_to_tsquery('english', ${trimmed})`,
  ];
  if (words.length > 0) {
    parts.push(sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`);
  }
  return {
    text: trimmed,
    tsquery: sql`(${sql.join(parts, sql` || `)})`,
    trigram: words.join('').length >= TRIGRAM_MIN_LENGTH,
  };
}

interface Searchable {
  title: AnyPgColumn;
  searchVector: AnyPgColumn;
}

/**
 * A record matches when its title is similar enough or its document matches the tsquery. The
 * title comes first: it is in the row, while the document is stored apart (TOAST), so rows the
 * trigram index finds need not read it.
 */
export function textCondition(table: Searchable, query: TextQuery): SQL {
  const document = sql`${table.searchVector} @@ ${query.tsquery}`;
  return query.trigram ? sql`(${query.text} <% ${table.title} or ${document})` : document;
}

/** Relevance: cover density with the weights D 0.1, C 0.2, B 0.4, A 1.0, plus title similarity. */
export function textRank(table: Searchable, query: TextQuery): SQL<number> {
  const rank = sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${table.searchVector}, ${query.tsquery})`;
  return query.trigram
    ? sql<number>`(${rank} + word_similarity(${query.text}, ${table.title}))`
    : sql<number>`${rank}`;
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
