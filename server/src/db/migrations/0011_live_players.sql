-- Hosted games' players. nickname_key, nickname_skeleton: the nickname's two forms of comparison
-- (taking.nickname.ts), each unique in its game, so that a lookalike of a player's name is refused; rows
-- joined before them keep '' (the lower(nickname) index still covers those). removed_at: the host removed
-- the player. Constant defaults: no table rewrite.
ALTER TABLE "quiz_sessions" ADD COLUMN "nickname_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "nickname_skeleton" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "removed_at" timestamp (6) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_nickname_key_idx" ON "quiz_sessions" USING btree ("quiz_id","nickname_key") WHERE "quiz_sessions"."nickname_key" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_nickname_skeleton_idx" ON "quiz_sessions" USING btree ("quiz_id","nickname_skeleton") WHERE "quiz_sessions"."nickname_skeleton" <> '';