-- Accent- and case-insensitive search (public quizzes, market) needs unaccent; relevance ranking of
-- the market needs trigram similarity. Both ship with PostgreSQL contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
