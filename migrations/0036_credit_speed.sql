ALTER TABLE "client_aging" ADD COLUMN "d90plus" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "d61to90" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "d31to60" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "d1to30" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "receivables" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "overdue" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "credit_limit_sar" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "client_aging_day_idx" ON "client_aging" USING btree ("day");--> statement-breakpoint
-- Every client has its client_aging row from its creation (outdated: '-infinity'), so the report
-- finds the rows to compute again by the day index alone instead of matching every client to its
-- row on each read (aging.ts keeps a full check for rows missing all the same).
CREATE OR REPLACE FUNCTION "client_aging_client_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_aging" ("client_id", "day", "version")
  SELECT n."id", '-infinity'::date, 1 FROM "added_rows" n ORDER BY 1
  ON CONFLICT ("client_id") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_aging_insert" AFTER INSERT ON "clients"
REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "client_aging_client_added"();--> statement-breakpoint
INSERT INTO "client_aging" ("client_id", "day", "version")
SELECT "id", '-infinity'::date, 1 FROM "clients" ORDER BY 1
ON CONFLICT ("client_id") DO NOTHING;--> statement-breakpoint
-- The allocated figures, account key and limit are new: every row is computed again on the first read.
UPDATE "client_aging" SET "day" = '-infinity', "version" = "version" + 1;
--> statement-breakpoint
-- The row keeps the client's account number and credit limit (the report reads this table alone):
-- a change of either, like a new receivables import, outdates the row.
CREATE OR REPLACE FUNCTION "client_aging_client_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."receivables_imported_at" IS DISTINCT FROM OLD."receivables_imported_at"
    OR NEW."account_no" IS DISTINCT FROM OLD."account_no"
    OR NEW."credit_limit_sar" IS DISTINCT FROM OLD."credit_limit_sar" THEN
    INSERT INTO "client_aging" ("client_id", "day", "version") VALUES (NEW."id", '-infinity', 1)
    ON CONFLICT ("client_id") DO UPDATE SET "day" = '-infinity', "version" = "client_aging"."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "clients_aging" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_aging" AFTER UPDATE OF "receivables_imported_at", "account_no", "credit_limit_sar" ON "clients"
FOR EACH ROW EXECUTE FUNCTION "client_aging_client_changed"();
