CREATE TABLE "client_aging" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"day" date DEFAULT '-infinity' NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"b90" numeric DEFAULT '0' NOT NULL,
	"b61" numeric DEFAULT '0' NOT NULL,
	"b31" numeric DEFAULT '0' NOT NULL,
	"b1" numeric DEFAULT '0' NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_aging" ADD CONSTRAINT "client_aging_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The credit report's per-client sums (DESIGN §11): whatever changes a client's open documents,
-- its payments or which payments count (receivables_imported_at) marks its row outdated in the
-- transaction of the change, once per statement; the service computes outdated rows again
-- before reading (aging.ts). The version lets a computation that read older data lose the race.
CREATE OR REPLACE FUNCTION "client_aging_money_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_aging" ("client_id", "day", "version")
  SELECT DISTINCT r."client_id", '-infinity'::date, 1 FROM "changed_rows" r
  WHERE EXISTS (SELECT 1 FROM "clients" c WHERE c."id" = r."client_id")
  ORDER BY 1
  ON CONFLICT ("client_id") DO UPDATE SET "day" = '-infinity', "version" = "client_aging"."version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "receivable_documents_aging_insert" AFTER INSERT ON "receivable_documents"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_money_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_documents_aging_update" AFTER UPDATE ON "receivable_documents"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_money_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_documents_aging_delete" AFTER DELETE ON "receivable_documents"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_money_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_aging_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_money_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_aging_update" AFTER UPDATE ON "payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_money_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_aging_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_money_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "client_aging_client_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."receivables_imported_at" IS DISTINCT FROM OLD."receivables_imported_at" THEN
    INSERT INTO "client_aging" ("client_id", "day", "version") VALUES (NEW."id", '-infinity', 1)
    ON CONFLICT ("client_id") DO UPDATE SET "day" = '-infinity', "version" = "client_aging"."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_aging" AFTER UPDATE OF "receivables_imported_at" ON "clients"
FOR EACH ROW EXECUTE FUNCTION "client_aging_client_changed"();
--> statement-breakpoint
CREATE TABLE "account_open_orders" (
	"account_key" text PRIMARY KEY NOT NULL,
	"open_sar" numeric DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Open orders per account key (DESIGN §11 exposure: the payable totals, domain orderCreditAmount,
-- of orders a reviewer approved, not yet delivered and invoiced, as OPEN_ORDER_STATUSES lists them; credit-report.test.ts checks this sum
-- equals the orders' on PGlite and PostgreSQL): each change of an order moves its amount out of
-- its old account's sum and into its new one, in the transaction of the change.
CREATE OR REPLACE FUNCTION "account_open_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."withdrawn_at" IS NULL AND OLD."client_account_no" IS NOT NULL
    AND OLD."status" IN ('PENDING_HIGHER', 'PENDING_WAREHOUSE', 'READY_TO_PRINT', 'PRINTED', 'ORDER_DISPATCHED', 'ORDER_TRANSPORTED') THEN
    old_key := lower(btrim(OLD."client_account_no"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."withdrawn_at" IS NULL AND NEW."client_account_no" IS NOT NULL
    AND NEW."status" IN ('PENDING_HIGHER', 'PENDING_WAREHOUSE', 'READY_TO_PRINT', 'PRINTED', 'ORDER_DISPATCHED', 'ORDER_TRANSPORTED') THEN
    new_key := lower(btrim(NEW."client_account_no"));
  END IF;
  IF old_key IS NOT NULL AND old_key = new_key AND OLD."payable_sar" IS NOT DISTINCT FROM NEW."payable_sar" THEN
    RETURN NULL;
  END IF;
  IF old_key IS NOT NULL THEN
    UPDATE "account_open_orders" SET "open_sar" = "open_sar" - coalesce(OLD."payable_sar", 0), "orders" = "orders" - 1
    WHERE "account_key" = old_key;
  END IF;
  IF new_key IS NOT NULL THEN
    INSERT INTO "account_open_orders" ("account_key", "open_sar", "orders") VALUES (new_key, coalesce(NEW."payable_sar", 0), 1)
    ON CONFLICT ("account_key") DO UPDATE SET "open_sar" = "account_open_orders"."open_sar" + excluded."open_sar",
      "orders" = "account_open_orders"."orders" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_account_open_orders" AFTER INSERT OR DELETE OR UPDATE OF "status", "payable_sar", "client_account_no", "withdrawn_at" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "account_open_orders_changed"();--> statement-breakpoint
INSERT INTO "account_open_orders" ("account_key", "open_sar", "orders")
SELECT lower(btrim("client_account_no")), sum("payable_sar"), count(*) FROM "orders"
WHERE "status" IN ('PENDING_HIGHER', 'PENDING_WAREHOUSE', 'READY_TO_PRINT', 'PRINTED', 'ORDER_DISPATCHED', 'ORDER_TRANSPORTED')
  AND "withdrawn_at" IS NULL AND "client_account_no" IS NOT NULL
GROUP BY 1;
