-- quizzes.hosted: a live game exists for the quiz. The quizzes module owns the flag and the live module
-- sets it (through quizzes' service) in the transaction that opens the game, so the students' saves, the
-- dashboard and the results report read it on the quiz row instead of querying live's table. Constant
-- default: no table rewrite; the games opened before this migration mark their quizzes here.
ALTER TABLE "quizzes" ADD COLUMN "hosted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "quizzes" SET "hosted" = true WHERE "id" IN (SELECT "quiz_id" FROM "live_games");
