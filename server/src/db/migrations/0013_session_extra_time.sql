-- quiz_sessions.extra_minutes: the minutes a teacher granted one student beyond the quiz's duration (their
-- end_date already includes them); shown in the results report. Constant default: no table rewrite.
ALTER TABLE "quiz_sessions" ADD COLUMN "extra_minutes" integer DEFAULT 0 NOT NULL;
