CREATE TABLE "stock_levels" (
	"item_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"minimum_level" integer NOT NULL,
	"available" bigint NOT NULL,
	CONSTRAINT "stock_levels_item_warehouse_key" UNIQUE NULLS NOT DISTINCT("item_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "stock_lots" ADD COLUMN "expired_in_levels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_item_id_stock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_below_minimum_idx" ON "stock_levels" USING btree ("warehouse_id","item_id") WHERE "stock_levels"."available" < "stock_levels"."minimum_level";--> statement-breakpoint
CREATE INDEX "stock_lots_levels_expiry_idx" ON "stock_lots" USING btree ("expired_in_levels","expiry_date");--> statement-breakpoint
-- Adds signed changes of counted units (on hand less reserved) to stock_levels: per (item,
-- warehouse) and per item (null warehouse), in the unique key's order so that concurrent
-- statements lock the rows they share in the same order and cannot deadlock on them. With
-- `with_zero`, rows are made even when nothing changed (a new, empty lot still has a level).
CREATE OR REPLACE FUNCTION "stock_levels_add"("item_ids" uuid[], "warehouse_ids" uuid[], "deltas" bigint[], "with_zero" boolean)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "stock_levels" ("item_id", "warehouse_id", "minimum_level", "available")
  SELECT c."item_id", c."warehouse_id", i."minimum_level", c."delta"
  FROM (
    SELECT u."item_id", u."warehouse_id", sum(u."delta")::bigint AS "delta"
    FROM unnest("item_ids", "warehouse_ids", "deltas") AS u("item_id", "warehouse_id", "delta")
    GROUP BY GROUPING SETS ((u."item_id", u."warehouse_id"), (u."item_id"))
    HAVING "with_zero" OR sum(u."delta") <> 0
  ) c JOIN "stock_items" i ON i."id" = c."item_id"
  ORDER BY c."item_id", c."warehouse_id"
  ON CONFLICT ("item_id", "warehouse_id") DO UPDATE SET "available" = "stock_levels"."available" + excluded."available"
$$;--> statement-breakpoint
-- Once per statement that changes lots: a lot counts its on hand less reserved until the
-- periodic pass marks it expired_in_levels.
CREATE OR REPLACE FUNCTION "stock_levels_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "stock_levels_add"(array_agg("item_id"), array_agg("warehouse_id"),
      array_agg(CASE WHEN "expired_in_levels" THEN 0 ELSE "on_hand" - "reserved" END), true)
    FROM "new_lots";
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "stock_levels_add"(array_agg(c."item_id"), array_agg(c."warehouse_id"), array_agg(c."delta"), false)
    FROM (
      SELECT "item_id", "warehouse_id", CASE WHEN "expired_in_levels" THEN 0 ELSE "on_hand" - "reserved" END AS "delta" FROM "new_lots"
      UNION ALL
      SELECT "item_id", "warehouse_id", CASE WHEN "expired_in_levels" THEN 0 ELSE "reserved" - "on_hand" END FROM "old_lots"
    ) c;
  ELSE
    PERFORM "stock_levels_add"(array_agg("item_id"), array_agg("warehouse_id"),
      array_agg(CASE WHEN "expired_in_levels" THEN 0 ELSE "reserved" - "on_hand" END), false)
    FROM "old_lots";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_lots_levels_insert" AFTER INSERT ON "stock_lots"
  REFERENCING NEW TABLE AS "new_lots" FOR EACH STATEMENT EXECUTE FUNCTION "stock_levels_keep"();--> statement-breakpoint
CREATE TRIGGER "stock_lots_levels_update" AFTER UPDATE ON "stock_lots"
  REFERENCING OLD TABLE AS "old_lots" NEW TABLE AS "new_lots" FOR EACH STATEMENT EXECUTE FUNCTION "stock_levels_keep"();--> statement-breakpoint
CREATE TRIGGER "stock_lots_levels_delete" AFTER DELETE ON "stock_lots"
  REFERENCING OLD TABLE AS "old_lots" FOR EACH STATEMENT EXECUTE FUNCTION "stock_levels_keep"();--> statement-breakpoint
-- An item's new minimum level reaches its levels (in the unique key's order, as above).
CREATE OR REPLACE FUNCTION "stock_levels_minimum"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_levels" SET "minimum_level" = NEW."minimum_level" WHERE "item_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_items_levels_minimum" AFTER UPDATE OF "minimum_level" ON "stock_items"
  FOR EACH ROW WHEN (OLD."minimum_level" IS DISTINCT FROM NEW."minimum_level")
  EXECUTE FUNCTION "stock_levels_minimum"();--> statement-breakpoint
-- The levels of the stock already here (every lot counted: the periodic pass marks the expired).
INSERT INTO "stock_levels" ("item_id", "warehouse_id", "minimum_level", "available")
SELECT l."item_id", l."warehouse_id", i."minimum_level", sum(l."on_hand" - l."reserved")
FROM "stock_lots" l JOIN "stock_items" i ON i."id" = l."item_id"
GROUP BY GROUPING SETS ((l."item_id", l."warehouse_id", i."minimum_level"), (l."item_id", i."minimum_level"));
