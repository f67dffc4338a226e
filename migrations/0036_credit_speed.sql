ALTER TABLE "client_aging" ADD COLUMN "d90plus" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "d61to90" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "d31to60" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "d1to30" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "receivables" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_aging" ADD COLUMN "overdue" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
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
-- The allocated figures are new: every row is computed again on the first read.
UPDATE "client_aging" SET "day" = '-infinity', "version" = "version" + 1;
