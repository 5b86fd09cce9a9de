-- Languages: an account's (its e-mails and spreadsheets, the default of its content), and the content
-- language of a quiz and of a market question (`lang` on their texts, the market's filter). Existing rows
-- are English, as everything was. Constant defaults: no table rewrite.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "market_status_language_idx" ON "market_questions" USING btree ("status","language","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr', 'de', 'it', 'es', 'pt'));--> statement-breakpoint
ALTER TABLE "market_questions" ADD CONSTRAINT "market_questions_language_check" CHECK ("market_questions"."language" in ('en', 'fr', 'de', 'it', 'es', 'pt'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_language_check" CHECK ("quizzes"."language" in ('en', 'fr', 'de', 'it', 'es', 'pt'));