ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(client_name) || chr(31) || lower(coalesce(client_account_no, '')) || chr(31) || lower(coalesce(external_ref, ''))) STORED;
--> statement-breakpoint
-- Statistics for the new column, so the planner knows broad words match many orders (a capped count then reads a few pages, not the whole table in parallel).
ANALYZE "orders";
