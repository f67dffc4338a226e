-- Striped counters: each connection adds to its own row of a counter (stripe), so concurrent
-- transitions of one company's orders no longer queue behind each other's commits on one row.
-- Readers already sum every row matching their filter; the existing rows become stripe 0.
ALTER TABLE "approval_day_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_day_counts" DROP CONSTRAINT "approval_day_counts_day_medical_company_stages_pk";--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_medical_company_owner_id_status_pk";--> statement-breakpoint
ALTER TABLE "approval_day_counts" ADD CONSTRAINT "approval_day_counts_day_medical_company_stages_stripe_pk" PRIMARY KEY("day","medical_company","stages","stripe");--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_medical_company_owner_id_status_stripe_pk" PRIMARY KEY("medical_company","owner_id","status","stripe");--> statement-breakpoint
-- The stripe a connection writes: its server process, modulo 16 (a pool's connections are
-- usually consecutive processes, so concurrent writers rarely share one).
CREATE OR REPLACE FUNCTION "counter_stripe"() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
-- approval_day_counts follow order_approval_days as before (0017), each change in the writer's
-- stripe. Within one stripe an order's stages only grow within a day, so the lower-valued
-- counter row is still locked first and concurrent approvals cannot deadlock on them.
CREATE OR REPLACE FUNCTION "approval_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "approval_day_counts" ("day", "medical_company", "stages", "stripe", "count")
    VALUES (OLD."day", OLD."medical_company", OLD."stages", "counter_stripe"(), -1)
    ON CONFLICT ("day", "medical_company", "stages", "stripe") DO UPDATE SET "count" = "approval_day_counts"."count" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "approval_day_counts" ("day", "medical_company", "stages", "stripe", "count")
    VALUES (NEW."day", NEW."medical_company", NEW."stages", "counter_stripe"(), 1)
    ON CONFLICT ("day", "medical_company", "stages", "stripe") DO UPDATE SET "count" = "approval_day_counts"."count" + 1;
  END IF;
  RETURN NULL;
END;
$$;
