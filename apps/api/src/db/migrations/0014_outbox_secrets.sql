CREATE TYPE "public"."outbox_priority" AS ENUM('URGENT', 'NORMAL', 'BULK');--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secrets" text[];--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" "outbox_priority" DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_secrets_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."secrets" is not null;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("priority","next_attempt_at") WHERE "outbox"."status" = 'PENDING';--> statement-breakpoint
-- Rows written before this migration hold their link tokens in clear (newToken: 43 base64url
-- characters). Every 32+ run of them goes: the tokens, and the user id of a set-password link
-- (36), which is no loss. Delivered or failed rows lose them now; rows still pending list them,
-- so the dispatcher cuts them out once it sends.
UPDATE "outbox" SET "text" = regexp_replace("text", '[A-Za-z0-9_-]{32,}', '[redacted]', 'g'), "html" = regexp_replace("html", '[A-Za-z0-9_-]{32,}', '[redacted]', 'g') WHERE "status" <> 'PENDING';--> statement-breakpoint
UPDATE "outbox" SET "secrets" = NULLIF(ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(coalesce("text", '') || ' ' || coalesce("html", ''), '([A-Za-z0-9_-]{32,})', 'g') AS m), '{}') WHERE "status" = 'PENDING';
