CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
-- Every statement that changes products raises the catalog's version in its own transaction, so a reader sees the
-- new version exactly when it sees the change (what the api keeps per version, facet counts and sections, is read
-- again then). An upsert, so a missing row starts again rather than leaving the version still. The trigger is named
-- to fire after the search-words ones: the version's row lock is taken last and held only until the commit.
CREATE FUNCTION catalog_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_version (id, version) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_version_raise AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_raise();
