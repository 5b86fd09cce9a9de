ALTER TABLE "market_questions" ADD COLUMN "question_type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "correct_answers" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "partial_credit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "accepted_answers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "case_sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "correct_value" double precision;--> statement-breakpoint
ALTER TABLE "market_questions" ADD COLUMN "tolerance" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_questions" ADD CONSTRAINT "market_questions_question_type_check" CHECK ("market_questions"."question_type" in ('single', 'true_false', 'multiple', 'text', 'numeric', 'ordering', 'poll'));