-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated column or an
-- index directly. This wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual
-- PostgreSQL idiom for accent-insensitive indexes (serves: market keyword search).
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
