-- Order search (q): one trigram index over client name, account number and external ref,
-- so "contains" searches use an index instead of scanning every order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin (
  (coalesce("client_name", '') || ' ' || coalesce("client_account_no", '') || ' ' || coalesce("external_ref", '')) gin_trgm_ops
);
