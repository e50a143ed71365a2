/** Word similarity (0..1) a word needs to count as a typo of another (pg_trgm's `<%`). */
const TRIGRAM_THRESHOLD = 0.5;

/**
 * Settings every database session starts with (db.ts): the `<%` operator's threshold, so a
 * search needs no transaction of its own to set it. Apart from text-search.ts, which needs the
 * database module, so neither waits for the other to load.
 */
export const TEXT_SEARCH_SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': String(TRIGRAM_THRESHOLD),
};
