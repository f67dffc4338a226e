CREATE TABLE "approval_day_counts" (
	"day" date NOT NULL,
	"medical_company" text NOT NULL,
	"stages" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "approval_day_counts_day_medical_company_stages_pk" PRIMARY KEY("day","medical_company","stages")
);
--> statement-breakpoint
CREATE TABLE "order_approval_days" (
	"day" date NOT NULL,
	"order_id" uuid NOT NULL,
	"medical_company" text NOT NULL,
	"stages" smallint NOT NULL,
	CONSTRAINT "order_approval_days_day_order_id_pk" PRIMARY KEY("day","order_id")
);
--> statement-breakpoint
ALTER TABLE "order_approval_days" ADD CONSTRAINT "order_approval_days_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approval_days_order_idx" ON "order_approval_days" USING btree ("order_id");--> statement-breakpoint
-- Rebuilds both tables from the history (here once, and by the bench's bulk seed, which writes
-- history with triggers off). The stage bits follow the domain's APPROVAL_STEPS (credit 1,
-- higher 2, warehouse 4; see approvalStageMask); from now on the service records them as it
-- writes each approval.
CREATE OR REPLACE FUNCTION "order_approval_days_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "approval_day_counts";
  ALTER TABLE "order_approval_days" DISABLE TRIGGER USER;
  DELETE FROM "order_approval_days";
  INSERT INTO "order_approval_days" ("day", "order_id", "medical_company", "stages")
  SELECT "day", "order_id", "medical_company", bit_or("bit")::smallint
  FROM (
    SELECT (h."created_at" AT TIME ZONE 'UTC' + interval '3 hours')::date AS "day", h."order_id", o."medical_company",
      CASE
        WHEN h."action" = 'approve' AND h."from_status" IN ('PENDING_CREDIT', 'RESUBMITTED') THEN 1
        WHEN (h."action" = 'approve' AND h."from_status" = 'PENDING_HIGHER') OR h."action" = 'accept-appeal' THEN 2
        WHEN h."action" = 'mark-ready' THEN 4
      END AS "bit"
    FROM "order_history" h JOIN "orders" o ON o."id" = h."order_id"
    WHERE h."action" IN ('approve', 'accept-appeal', 'mark-ready')
  ) AS "approvals"
  WHERE "bit" IS NOT NULL
  GROUP BY 1, 2, 3;
  ALTER TABLE "order_approval_days" ENABLE TRIGGER USER;
  INSERT INTO "approval_day_counts" ("day", "medical_company", "stages", "count")
  SELECT "day", "medical_company", "stages", count(*) FROM "order_approval_days" GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
-- The counters follow every change of order_approval_days: a new day, more stages, a deletion.
-- An order's stages only grow within a day, so each change locks the lower-valued counter row
-- first, and concurrent approvals cannot deadlock on them.
CREATE OR REPLACE FUNCTION "approval_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "approval_day_counts" SET "count" = "count" - 1
    WHERE "day" = OLD."day" AND "medical_company" = OLD."medical_company" AND "stages" = OLD."stages";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "approval_day_counts" ("day", "medical_company", "stages", "count")
    VALUES (NEW."day", NEW."medical_company", NEW."stages", 1)
    ON CONFLICT ("day", "medical_company", "stages") DO UPDATE SET "count" = "approval_day_counts"."count" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_approval_days_counts" AFTER INSERT OR UPDATE OR DELETE ON "order_approval_days"
FOR EACH ROW EXECUTE FUNCTION "approval_day_counts_keep"();--> statement-breakpoint
SELECT "order_approval_days_rebuild"();
