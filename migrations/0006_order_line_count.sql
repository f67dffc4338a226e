-- Each order's line count on the order itself (kept by replaceLines), so the list and the
-- export read it with the row instead of counting order_lines once per order.
ALTER TABLE "orders" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "orders" o SET "line_count" = c.n
FROM (SELECT "order_id", count(*)::int AS n FROM "order_lines" GROUP BY "order_id") c
WHERE c."order_id" = o."id";
