-- Homework: quizzes.opens_at and closes_at (the quiz starts and closes by itself then, once, whichever
-- instance sees it due: quizzes.scheduler.ts) and accommodations (students' time factors, jsonb). New
-- nullable columns and a constant default: no table rewrite. The two partial indexes serve the scheduler's
-- due checks (UPDATE ... WHERE status = 0 AND opens_at <= now; status = 1 AND closes_at <= now).
ALTER TABLE "quizzes" ADD COLUMN "opens_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "closes_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "accommodations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "quizzes_opens_due_idx" ON "quizzes" USING btree ("opens_at") WHERE "quizzes"."status" = 0 and "quizzes"."opens_at" is not null;--> statement-breakpoint
CREATE INDEX "quizzes_closes_due_idx" ON "quizzes" USING btree ("closes_at") WHERE "quizzes"."status" = 1 and "quizzes"."closes_at" is not null;