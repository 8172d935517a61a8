-- Full-text search: pg_trgm for typo-tolerant matching (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_collections" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, replace("category_slug", '-', ' ') || ' ' || replace(coalesce("deity_slug", ''), '-', ' ') || ' ' || "sub_category" || ' ' || "search_collections"), 'B') || setweight(to_tsvector('english'::regconfig, "material" || ' ' || "color" || ' ' || "description"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- A generated column may read only its own row, so the names of a product's collections are
-- copied into products.search_collections by these triggers; search_vector is then recomputed.
CREATE FUNCTION refresh_product_search_collections(product_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET search_collections = coalesce(
    (SELECT string_agg(c.name, ' ' ORDER BY c.slug)
     FROM product_collections pc JOIN collections c ON c.slug = pc.collection_slug
     WHERE pc.product_id = p.id),
    '')
  WHERE p.id = ANY (product_ids);
$$;--> statement-breakpoint
CREATE FUNCTION product_collections_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_collections(ARRAY(SELECT DISTINCT product_id FROM inserted_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_collections_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_collections(ARRAY(SELECT DISTINCT product_id FROM deleted_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_collections_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_collections(
    ARRAY(SELECT product_id FROM deleted_rows UNION SELECT product_id FROM inserted_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION collections_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_collections(ARRAY(
    SELECT DISTINCT pc.product_id
    FROM product_collections pc
    JOIN inserted_rows n ON n.slug = pc.collection_slug
    JOIN deleted_rows o ON o.slug = n.slug
    WHERE o.name IS DISTINCT FROM n.name));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_collections_search_insert AFTER INSERT ON product_collections
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION product_collections_inserted();--> statement-breakpoint
CREATE TRIGGER product_collections_search_delete AFTER DELETE ON product_collections
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION product_collections_deleted();--> statement-breakpoint
CREATE TRIGGER product_collections_search_update AFTER UPDATE ON product_collections
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_collections_updated();--> statement-breakpoint
CREATE TRIGGER collections_search_rename AFTER UPDATE ON collections
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collections_renamed();--> statement-breakpoint
-- Products that already exist get their collection names once.
SELECT refresh_product_search_collections(ARRAY(SELECT id FROM products));