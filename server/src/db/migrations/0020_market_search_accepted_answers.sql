-- array_to_string() is only STABLE (an array's output could depend on its element type's settings), so it
-- cannot feed a generated column. For text[] it depends on nothing: this wrapper is declared IMMUTABLE,
-- as immutable_unaccent is (serves: market keyword search of a text question's accepted answers).
CREATE OR REPLACE FUNCTION immutable_text_list(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
ALTER TABLE "market_questions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("market_questions"."description" || ' ' || "market_questions"."tags" || ' ' || "market_questions"."text" || ' ' || "market_questions"."answer1" || ' ' || "market_questions"."answer2" || ' ' || "market_questions"."answer3" || ' ' || "market_questions"."answer4" || ' ' || immutable_text_list("market_questions"."accepted_answers") || ' ' || coalesce("market_questions"."correct_value"::text, '') || ' ' || "market_questions"."explanation"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."description" || ' ' || "market_questions"."tags"))), 'A')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."text"))), 'B')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."answer1" || ' ' || "market_questions"."answer2" || ' ' || "market_questions"."answer3" || ' ' || "market_questions"."answer4" || ' ' || immutable_text_list("market_questions"."accepted_answers") || ' ' || coalesce("market_questions"."correct_value"::text, '')))), 'C')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."explanation"))), 'D')) STORED NOT NULL;--> statement-breakpoint
-- dropping the generated columns dropped their indexes: the same ones again, of the same kinds
CREATE INDEX "market_search_vector_idx" ON "market_questions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "market_search_text_trgm_idx" ON "market_questions" USING gin ("search_text" gin_trgm_ops);
