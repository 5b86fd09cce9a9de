-- quizzes.revision: grows with each correction of a started or closed quiz; a session ended against an older
-- revision is scored again, and run screens reload their questions. Constant default: no table rewrite.
ALTER TABLE "quizzes" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;