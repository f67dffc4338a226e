ALTER TABLE "order_lines" ADD COLUMN "vat_category" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_percent" numeric(5, 2) DEFAULT '15' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_sar" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_sar" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payable_sar" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vat_category_check" CHECK ("order_lines"."vat_category" IN ('S', 'Z'));--> statement-breakpoint
-- Existing orders (DESIGN §12): every line standard-rated at 15 %, its VAT rounded once to
-- halalas half away from zero (PostgreSQL's round() on numeric), the order's VAT the sum of
-- its lines' VAT and the payable total SPEC's total plus that VAT.
UPDATE "order_lines" SET "vat_sar" = round("net_value" * "vat_rate_percent" / 100, 2) WHERE "net_value" <> 0;--> statement-breakpoint
UPDATE "orders" AS o SET "vat_sar" = v."vat", "payable_sar" = o."total_value_sar" + v."vat"
FROM (
  SELECT o2."id", coalesce(sum(l."vat_sar"), 0) AS "vat"
  FROM "orders" AS o2 LEFT JOIN "order_lines" AS l ON l."order_id" = o2."id"
  GROUP BY o2."id"
) AS v
WHERE v."id" = o."id";--> statement-breakpoint
-- The credit exposure (DESIGN §11) counts the payable total now: its change unmarks the order
-- like a change of the net total, and every marked client is marked again.
CREATE OR REPLACE FUNCTION "credit_marks_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."status" IS NOT DISTINCT FROM OLD."status"
      AND NEW."total_value_sar" IS NOT DISTINCT FROM OLD."total_value_sar"
      AND NEW."payable_sar" IS NOT DISTINCT FROM OLD."payable_sar"
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
DROP TRIGGER "orders_credit_marks" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_credit_marks" BEFORE INSERT OR DELETE OR UPDATE OF "status", "total_value_sar", "payable_sar", "client_account_no", "withdrawn_at" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "credit_marks_order_changed"();--> statement-breakpoint
INSERT INTO "credit_mark_queue" ("account_key")
SELECT DISTINCT lower(btrim("client_account_no")) FROM "orders"
WHERE "credit_rank" IS NOT NULL AND btrim(coalesce("client_account_no", '')) <> '';
