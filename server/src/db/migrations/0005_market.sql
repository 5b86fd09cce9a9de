CREATE TABLE "market_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"tags" text NOT NULL,
	"theme" integer,
	"level" integer,
	"type" integer,
	"text" text NOT NULL,
	"answer1" text NOT NULL,
	"answer2" text NOT NULL,
	"answer3" text DEFAULT '' NOT NULL,
	"answer4" text DEFAULT '' NOT NULL,
	"correct_answer" smallint DEFAULT 1 NOT NULL,
	"small_image_url" text DEFAULT '' NOT NULL,
	"big_image_url" text DEFAULT '' NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"explanation_small_image_url" text DEFAULT '' NOT NULL,
	"explanation_big_image_url" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent("market_questions"."description" || ' ' || "market_questions"."tags" || ' ' || "market_questions"."text" || ' ' || "market_questions"."answer1" || ' ' || "market_questions"."answer2" || ' ' || "market_questions"."answer3" || ' ' || "market_questions"."answer4" || ' ' || "market_questions"."explanation"))) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."description" || ' ' || "market_questions"."tags"))), 'A')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."text"))), 'B')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."answer1" || ' ' || "market_questions"."answer2" || ' ' || "market_questions"."answer3" || ' ' || "market_questions"."answer4"))), 'C')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent("market_questions"."explanation"))), 'D')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_questions" ADD CONSTRAINT "market_questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_status_filters_idx" ON "market_questions" USING btree ("status","theme","level","type","id");--> statement-breakpoint
CREATE INDEX "market_search_vector_idx" ON "market_questions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "market_search_text_trgm_idx" ON "market_questions" USING gin ("search_text" gin_trgm_ops);