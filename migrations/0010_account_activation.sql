-- Accounts wait for an administrator (REGISTRATION=approval) until activated_at is set.
-- Every account that exists already was usable, so it stays active.
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "activated_at" = "created_at" WHERE "activated_at" IS NULL;
--> statement-breakpoint
-- Sign-in throttling now keys failures by account and client address and blocks with growing
-- delays; the old per-email counters mean nothing to it.
ALTER TABLE "rate_limits" ADD COLUMN "blocked_until" timestamp with time zone;
--> statement-breakpoint
DELETE FROM "rate_limits";
