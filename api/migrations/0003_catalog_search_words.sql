CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_rank_sku" ON "products" USING btree ("rank","sku_number");--> statement-breakpoint
CREATE INDEX "products_created_sku" ON "products" USING btree ("created_at","sku_number");--> statement-breakpoint
CREATE INDEX "products_name_sku" ON "products" USING btree ("name","sku_number");--> statement-breakpoint
-- The words of new or changed search text join the vocabulary (letters only, three or more). Words are taken in order,
-- so parallel seeding transactions never wait on each other in opposite orders.
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed_rows, unnest(tsvector_to_array(to_tsvector('simple', changed_rows.search_text))) AS w
  WHERE w ~ '^[[:alpha:]]{3,}$'
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, unnest(tsvector_to_array(to_tsvector('simple', products.search_text))) AS w
WHERE w ~ '^[[:alpha:]]{3,}$'
ON CONFLICT (word) DO NOTHING;
