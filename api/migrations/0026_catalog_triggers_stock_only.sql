-- An order's stock update fired the catalog's two update triggers, and each did work a change of stock alone never
-- needs: the search words read every updated row's search text again, and the catalog version compared whole rows
-- turned into JSON. Together they cost about as much of Postgres's time as the update itself (decision 043).
-- The search words now read only the rows whose search text changed (or that are new under their SKU).
CREATE FUNCTION search_words_collect_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM new_rows n LEFT JOIN old_rows o ON o.sku_number = n.sku_number, unnest(tsvector_to_array(to_tsvector('simple', n.search_text))) AS w
  WHERE (o.sku_number IS NULL OR n.search_text IS DISTINCT FROM o.search_text) AND w ~ '^[[:alpha:]]{3,}$'
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER products_search_words_update ON products;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_changed();--> statement-breakpoint
-- The version's rule is unchanged (0019): a change of stock alone, on hand before and after, leaves it. The rows are
-- compared as they are stored with their stock and backorders set aside, instead of as JSON.
CREATE OR REPLACE FUNCTION catalog_version_raise_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1
    FROM new_rows n FULL JOIN old_rows o ON o.sku_number = n.sku_number
    WHERE o.sku_number IS NULL OR n.sku_number IS NULL
       OR o.stock < 1 OR n.stock < 1
       OR jsonb_populate_record(n, '{"stock": 0, "backorder_quantity": 0}') *<> jsonb_populate_record(o, '{"stock": 0, "backorder_quantity": 0}')
  ) THEN
    INSERT INTO catalog_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
  END IF;
  RETURN NULL;
END
$$;
