DROP INDEX "products_search_trgm";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
CREATE INDEX "products_space_rank" ON "products" USING btree ("space","rank","sku_number");--> statement-breakpoint
CREATE INDEX "products_category_rank" ON "products" USING btree ("category","rank","sku_number");--> statement-breakpoint
CREATE INDEX "products_category_consumer" ON "products" USING btree ("category","consumer_cents","sku_number");--> statement-breakpoint
CREATE INDEX "products_brand_category_rank" ON "products" USING btree ("brand_id","category","rank","sku_number");--> statement-breakpoint
CREATE INDEX "products_brand_category_consumer" ON "products" USING btree ("brand_id","category","consumer_cents","sku_number");