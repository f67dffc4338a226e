-- Order search (q) without reading a million orders' trigrams:
-- * client names and account numbers repeat across orders, so their distinct values go into a
--   small dictionary with a trigram index; a search finds the matching values there and then the
--   orders by equality. The two indexes below carry every list filter's column, so the total of
--   a search is counted from them alone (index-only), without visiting each matching order;
-- * external refs are mostly unique, so they keep a trigram index of their own;
-- * the combined index of 0002 goes.
CREATE TABLE "order_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_search_terms_trgm_idx" ON "order_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_client_name_idx" ON "orders" USING btree ("client_name")
  INCLUDE ("id", "medical_company", "company_id", "status", "delivery_status", "order_date");--> statement-breakpoint
CREATE INDEX "orders_client_account_idx" ON "orders" USING btree ("client_account_no")
  INCLUDE ("id", "medical_company", "company_id", "status", "delivery_status", "order_date");--> statement-breakpoint
CREATE INDEX "orders_external_ref_trgm_idx" ON "orders" USING gin ("external_ref" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";--> statement-breakpoint
INSERT INTO "order_search_terms" ("term")
SELECT "client_name" FROM "orders" UNION SELECT "client_account_no" FROM "orders" WHERE "client_account_no" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_search_terms_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_search_terms" ("term")
  SELECT v FROM (VALUES (NEW."client_name"), (NEW."client_account_no")) AS t(v)
  WHERE v IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_search_terms" AFTER INSERT OR UPDATE OF "client_name", "client_account_no" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "order_search_terms_keep"();
