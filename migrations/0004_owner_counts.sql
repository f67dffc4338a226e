-- Counters gain the owner so "My Orders" totals come from them too; rebuilt from the orders.
DELETE FROM "order_counts";--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_medical_company_status_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "owner_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_medical_company_owner_id_status_pk" PRIMARY KEY("medical_company","owner_id","status");--> statement-breakpoint
INSERT INTO "order_counts" ("medical_company", "owner_id", "status", "count")
  SELECT "medical_company", "company_id", "status", count(*) FROM "orders" GROUP BY 1, 2, 3;
