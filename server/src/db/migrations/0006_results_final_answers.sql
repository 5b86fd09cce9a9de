ALTER TABLE "quiz_sessions" ADD COLUMN "final_answers" text;--> statement-breakpoint
-- sessions finished before this column existed
UPDATE "quiz_sessions" s SET "final_answers" = (
  SELECT coalesce(string_agg(coalesce(a."answer"::text, '0'), '' ORDER BY q."position", q."id"), '')
  FROM "questions" q
  LEFT JOIN "session_answers" a ON a."question_id" = q."id" AND a."session_id" = s."id"
  WHERE q."quiz_id" = s."quiz_id"
) WHERE s."finished";
