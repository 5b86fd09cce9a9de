CREATE TABLE "live_games" (
	"quiz_id" integer PRIMARY KEY NOT NULL,
	"step" text DEFAULT 'lobby' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"question_index" integer,
	"question_started_at" timestamp (6) with time zone,
	"question_ends_at" timestamp (6) with time zone,
	"revealed_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_games_step_check" CHECK ("live_games"."step" in ('lobby', 'question', 'reveal', 'podium'))
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "question_time" integer DEFAULT 20;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "scoring" text DEFAULT 'accuracy' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "show_question_on_devices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "nickname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "session_answers" ADD COLUMN "answer_time_ms" integer;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_nickname_idx" ON "quiz_sessions" USING btree ("quiz_id",lower("nickname")) WHERE "quiz_sessions"."nickname" <> '';--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_scoring_check" CHECK ("quizzes"."scoring" in ('accuracy', 'speed'));