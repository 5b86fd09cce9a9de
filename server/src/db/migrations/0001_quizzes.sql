CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"answer1" text NOT NULL,
	"answer2" text NOT NULL,
	"answer3" text DEFAULT '' NOT NULL,
	"answer4" text DEFAULT '' NOT NULL,
	"correct_answer" smallint DEFAULT 1 NOT NULL,
	"small_image_url" text DEFAULT '' NOT NULL,
	"big_image_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"share_code" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 15 NOT NULL,
	"theme" integer,
	"level" integer,
	"type" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"number_students" integer,
	"anonymous" boolean DEFAULT true NOT NULL,
	"random_questions" boolean DEFAULT false NOT NULL,
	"random_answers" boolean DEFAULT false NOT NULL,
	"answers_available" boolean DEFAULT true NOT NULL,
	"comment_allowed" boolean DEFAULT true NOT NULL,
	"rating_enabled" boolean DEFAULT true NOT NULL,
	"created_date" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_code_unique" UNIQUE("code"),
	CONSTRAINT "quizzes_share_code_unique" UNIQUE("share_code")
);
--> statement-breakpoint
CREATE TABLE "quiz_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"student_number" text DEFAULT '' NOT NULL,
	"start_date" timestamp (6) with time zone NOT NULL,
	"end_date" timestamp (6) with time zone NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp (6) with time zone,
	"score" double precision,
	"correct_count" integer,
	"comment" text DEFAULT '' NOT NULL,
	"rating" smallint,
	"order_seed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_answers" (
	"session_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"answer" smallint NOT NULL,
	"saved_at" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "session_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_session_id_quiz_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_quiz_idx" ON "questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_owner_idx" ON "quizzes" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "quizzes_public_idx" ON "quizzes" USING btree ("public","created_date");--> statement-breakpoint
CREATE INDEX "quiz_sessions_quiz_idx" ON "quiz_sessions" USING btree ("quiz_id","finished");--> statement-breakpoint
CREATE INDEX "session_answers_quiz_idx" ON "session_answers" USING btree ("quiz_id","question_id");