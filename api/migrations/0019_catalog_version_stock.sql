-- An order takes units from stock in its own transaction, and the catalog's version was raised by every statement that
-- changed products: each order then waited on the version row's lock held by the order before it, and every sale made
-- the api read its facet counts and sections again. A change of stock alone changes nothing the version keeps when
-- the product had units on hand before and still has after (its stock tag stays what it was: a product with stock on
-- hand is neither unavailable for want of units nor coming soon); only then is the version left as it is. Any other
-- change, a product reaching 0 or coming back from it, an insert, a delete or a truncate still raises it.
DROP TRIGGER products_version_raise ON products;--> statement-breakpoint
CREATE TRIGGER products_version_raise AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_raise();--> statement-breakpoint
CREATE FUNCTION catalog_version_raise_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1
    FROM new_rows n FULL JOIN old_rows o ON o.sku_number = n.sku_number
    WHERE o.sku_number IS NULL OR n.sku_number IS NULL
       OR o.stock < 1 OR n.stock < 1
       OR (to_jsonb(n) - 'stock' - 'backorder_quantity') IS DISTINCT FROM (to_jsonb(o) - 'stock' - 'backorder_quantity')
  ) THEN
    INSERT INTO catalog_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_version_raise_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_raise_on_update();
