-- The "Approved Today" counters of 0005, unused since the card counted the history (0017 replaces them).
DROP TABLE "approval_counts" CASCADE;--> statement-breakpoint
ALTER TABLE "order_search_terms" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "order_search_terms_xid_idx" ON "order_search_terms" USING btree ("xid");--> statement-breakpoint
-- Each service instance keeps the dictionary in memory and reads only the terms added since its
-- last look (xid at or past the snapshot's xmin); the trigram index is no longer read.
DROP INDEX IF EXISTS "order_search_terms_trgm_idx";
