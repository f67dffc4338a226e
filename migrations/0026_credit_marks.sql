CREATE TABLE "credit_mark_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_marks_valid_until" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_rank" smallint;--> statement-breakpoint
CREATE INDEX "clients_marks_valid_idx" ON "clients" USING btree ("credit_marks_valid_until");--> statement-breakpoint
CREATE INDEX "orders_credit_rank_idx" ON "orders" USING btree ("credit_rank","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Credit marks (DESIGN §11, sort=risk): whatever can change an order's mark queues its client's
-- account key in the transaction of the change; the service computes the marks again (with the
-- domain's credit check) before a staff list is read. Nothing here decides a mark. An order whose
-- amount, status or client changes loses its mark until then (no stale mark is ever shown).
CREATE OR REPLACE FUNCTION "credit_marks_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."status" IS NOT DISTINCT FROM OLD."status"
      AND NEW."total_value_sar" IS NOT DISTINCT FROM OLD."total_value_sar"
      AND NEW."client_account_no" IS NOT DISTINCT FROM OLD."client_account_no"
      AND NEW."withdrawn_at" IS NOT DISTINCT FROM OLD."withdrawn_at" THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND btrim(coalesce(OLD."client_account_no", '')) <> '' THEN
    INSERT INTO "credit_mark_queue" ("account_key") VALUES (lower(btrim(OLD."client_account_no")));
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  NEW."credit_rank" := NULL;
  IF btrim(coalesce(NEW."client_account_no", '')) <> ''
    AND (TG_OP = 'INSERT' OR lower(btrim(NEW."client_account_no")) IS DISTINCT FROM lower(btrim(OLD."client_account_no"))) THEN
    INSERT INTO "credit_mark_queue" ("account_key") VALUES (lower(btrim(NEW."client_account_no")));
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_credit_marks" BEFORE INSERT OR DELETE OR UPDATE OF "status", "total_value_sar", "client_account_no", "withdrawn_at" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "credit_marks_order_changed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "credit_marks_client_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'DELETE'
    OR NEW."account_no" IS DISTINCT FROM OLD."account_no"
    OR NEW."credit_limit_sar" IS DISTINCT FROM OLD."credit_limit_sar"
    OR NEW."status" IS DISTINCT FROM OLD."status"
    OR NEW."licence_expiry" IS DISTINCT FROM OLD."licence_expiry"
    OR NEW."receivables_imported_at" IS DISTINCT FROM OLD."receivables_imported_at" THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO "credit_mark_queue" ("account_key") VALUES (lower(btrim(OLD."account_no")));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO "credit_mark_queue" ("account_key") VALUES (lower(btrim(NEW."account_no")));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_credit_marks" AFTER INSERT OR DELETE OR UPDATE ON "clients"
FOR EACH ROW EXECUTE FUNCTION "credit_marks_client_changed"();--> statement-breakpoint
-- Documents and payments: once per statement (a 10,000-row import queues each client once).
CREATE OR REPLACE FUNCTION "credit_marks_money_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "credit_mark_queue" ("account_key")
  SELECT lower(btrim(c."account_no")) FROM "clients" c
  WHERE c."id" IN (SELECT "client_id" FROM "changed_rows");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "receivable_documents_credit_marks_insert" AFTER INSERT ON "receivable_documents"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_marks_money_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_documents_credit_marks_update" AFTER UPDATE ON "receivable_documents"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_marks_money_changed"();--> statement-breakpoint
CREATE TRIGGER "receivable_documents_credit_marks_delete" AFTER DELETE ON "receivable_documents"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_marks_money_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_credit_marks_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_marks_money_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_credit_marks_update" AFTER UPDATE ON "payments"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_marks_money_changed"();--> statement-breakpoint
CREATE TRIGGER "payments_credit_marks_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_marks_money_changed"();
--> statement-breakpoint
-- Existing orders awaiting a credit-checked decision: their clients' marks are computed on the
-- first staff list read (every client is outdated, '-infinity'); accounts not in the master are
-- queued too, for CREDIT_STRICT, where an unknown client blocks.
INSERT INTO "credit_mark_queue" ("account_key")
SELECT DISTINCT lower(btrim("client_account_no")) FROM "orders"
WHERE "status" IN ('PENDING_CREDIT', 'RESUBMITTED', 'PENDING_HIGHER', 'APPEAL_REVIEW')
  AND "withdrawn_at" IS NULL AND btrim(coalesce("client_account_no", '')) <> '';
