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
