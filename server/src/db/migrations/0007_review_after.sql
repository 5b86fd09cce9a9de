-- issue 12: correct answers are shown when the quiz is closed unless the owner chooses 'end';
-- existing quizzes get 'close' too (with 'end' a second session could read them while the quiz runs)
ALTER TABLE "quizzes" ADD COLUMN "review_after" text DEFAULT 'close' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_review_after_check" CHECK ("quizzes"."review_after" in ('end', 'close'));
