-- Typo-tolerant and prefix search on titles (cards, events) needs trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
