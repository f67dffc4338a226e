-- The stock search (q, inventory/repository.ts): an item code or lot number prefix or a word of
-- the description, case-insensitive (ILIKE), read through trigram indexes instead of every lot.
CREATE INDEX "stock_items_code_trgm_idx" ON "stock_items" USING gin ("item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_items_description_trgm_idx" ON "stock_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_lots_lot_number_trgm_idx" ON "stock_lots" USING gin ("lot_number" gin_trgm_ops);