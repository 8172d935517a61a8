-- Each row written to what the catalogue snapshot is read from takes its own catalogue_version and
-- records the product it belongs to and how it changed, so an instance re-reads only those products
-- (modules/catalogue/catalogue-changes.ts). `stock`: only counts moved (a variant's stock, a
-- product's sales); `product`: anything else of that product; `all`: what every product hangs on
-- (collections, deities) or a truncate, which the instances answer with a full read.
CREATE FUNCTION "log_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_column text := CASE WHEN TG_TABLE_NAME = 'products' THEN 'id' ELSE 'product_id' END;
  old_id uuid;
  new_id uuid;
  kind text := 'product';
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO catalogue_changes (version, product_id, kind) VALUES (nextval('catalogue_version'), NULL, 'all');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_id := (to_jsonb(OLD) ->> id_column)::uuid;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_id := (to_jsonb(NEW) ->> id_column)::uuid;
  END IF;
  IF TG_OP = 'UPDATE' AND old_id = new_id THEN
    IF TG_TABLE_NAME = 'variants' AND (to_jsonb(NEW) - 'stock') = (to_jsonb(OLD) - 'stock') THEN
      kind := 'stock';
    ELSIF TG_TABLE_NAME = 'products'
      AND (to_jsonb(NEW) - 'sales_count' - 'updated_at') = (to_jsonb(OLD) - 'sales_count' - 'updated_at') THEN
      kind := 'stock';
    END IF;
  END IF;
  INSERT INTO catalogue_changes (version, product_id, kind)
    VALUES (nextval('catalogue_version'), coalesce(new_id, old_id), kind);
  IF old_id <> new_id THEN
    INSERT INTO catalogue_changes (version, product_id, kind) VALUES (nextval('catalogue_version'), old_id, kind);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_catalogue_version" ON "products";
--> statement-breakpoint
DROP TRIGGER "variants_catalogue_version" ON "variants";
--> statement-breakpoint
DROP TRIGGER "product_images_catalogue_version" ON "product_images";
--> statement-breakpoint
DROP TRIGGER "product_collections_catalogue_version" ON "product_collections";
--> statement-breakpoint
DROP TRIGGER "collections_catalogue_version" ON "collections";
--> statement-breakpoint
DROP TRIGGER "deities_catalogue_version" ON "deities";
--> statement-breakpoint
DROP TRIGGER "reviews_catalogue_version" ON "reviews";
--> statement-breakpoint
DROP FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "variants" FOR EACH ROW EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH ROW EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_collections_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_collections" FOR EACH ROW EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "collections_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "deities_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deities" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_truncate" AFTER TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_truncate" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_collections_catalogue_truncate" AFTER TRUNCATE ON "product_collections" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
