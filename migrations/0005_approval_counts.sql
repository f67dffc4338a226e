CREATE TABLE "approval_counts" (
	"day" date NOT NULL,
	"stage" text NOT NULL,
	"medical_company" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "approval_counts_day_stage_medical_company_pk" PRIMARY KEY("day","stage","medical_company")
);
--> statement-breakpoint
-- Backfill from the history already recorded, by Riyadh calendar day.
INSERT INTO "approval_counts" ("day", "stage", "medical_company", "count")
SELECT ("h"."created_at" AT TIME ZONE 'Asia/Riyadh')::date,
  CASE WHEN "h"."action" = 'mark-ready' THEN 'warehouse'
       WHEN "h"."action" = 'accept-appeal' OR "h"."from_status" = 'PENDING_HIGHER' THEN 'higher'
       ELSE 'credit' END,
  "o"."medical_company", count(*)
FROM "order_history" "h" JOIN "orders" "o" ON "o"."id" = "h"."order_id"
WHERE ("h"."action" = 'approve' AND "h"."from_status" IN ('PENDING_CREDIT', 'RESUBMITTED', 'PENDING_HIGHER'))
   OR "h"."action" IN ('accept-appeal', 'mark-ready')
GROUP BY 1, 2, 3;
