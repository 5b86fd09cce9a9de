-- issue 12 follow-up: the client's sequence of each stored answer; a save replaces an answer only with a
-- sequence at least as high (a late save the client gave up on never overwrites a newer answer). Existing
-- answers get 0, as do saves of clients that send no sequence. A constant default: no table rewrite.
ALTER TABLE "session_answers" ADD COLUMN "sequence" bigint DEFAULT 0 NOT NULL;