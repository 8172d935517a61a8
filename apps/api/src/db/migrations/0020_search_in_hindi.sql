ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name" || ' ' || coalesce("name_hi", '')), 'A') || setweight(to_tsvector('english'::regconfig, replace("category_slug", '-', ' ') || ' ' || replace(coalesce("deity_slug", ''), '-', ' ') || ' ' || "sub_category" || ' ' || "search_collections"), 'B') || setweight(to_tsvector('english'::regconfig, "material" || ' ' || "color" || ' ' || "description"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Hindi names are searched beside the English (decision 0078): a product's own Hindi name is in
-- search_vector above; the names its row does not hold (its collections in both languages, the
-- Hindi of its category and deity, whose English the slugs give) are copied into
-- search_collections, by these functions and triggers.
CREATE FUNCTION "product_search_names"(product uuid, category text, deity text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(c.name || ' ' || coalesce(c.name_hi, ''), ' ' ORDER BY c.slug)
     FROM product_collections pc JOIN collections c ON c.slug = pc.collection_slug
     WHERE pc.product_id = $1),
    (SELECT c.name_hi FROM collections c WHERE c.slug = $2),
    (SELECT d.name_hi FROM deities d WHERE d.slug = $3));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_product_search_collections"(product_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET search_collections = product_search_names(p.id, p.category_slug, p.deity_slug)
  WHERE p.id = ANY (product_ids);
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_names_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_collections := product_search_names(NEW.id, NEW.category_slug, NEW.deity_slug);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_names" BEFORE INSERT OR UPDATE OF "category_slug", "deity_slug" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_names_kept"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collections_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_collections(ARRAY(
    SELECT pc.product_id
    FROM product_collections pc
    JOIN inserted_rows n ON n.slug = pc.collection_slug
    JOIN deleted_rows o ON o.slug = n.slug
    WHERE o.name IS DISTINCT FROM n.name OR o.name_hi IS DISTINCT FROM n.name_hi
    UNION
    SELECT p.id
    FROM products p
    JOIN inserted_rows n ON n.slug = p.category_slug
    JOIN deleted_rows o ON o.slug = n.slug
    WHERE o.name_hi IS DISTINCT FROM n.name_hi));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "deities_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_collections(ARRAY(
    SELECT p.id
    FROM products p
    JOIN inserted_rows n ON n.slug = p.deity_slug
    JOIN deleted_rows o ON o.slug = n.slug
    WHERE o.name_hi IS DISTINCT FROM n.name_hi));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deities_search_rename" AFTER UPDATE ON "deities"
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "deities_renamed"();--> statement-breakpoint
-- The typo words (search_words) count the Hindi names too, so a Hindi word finds its other spellings.
CREATE OR REPLACE FUNCTION "product_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
    old_words := catalogue_words(OLD.name || ' ' || coalesce(OLD.name_hi, '') || ' ' || OLD.search_collections || ' ' || OLD.sub_category || ' ' || OLD.color);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    new_words := catalogue_words(NEW.name || ' ' || coalesce(NEW.name_hi, '') || ' ' || NEW.search_collections || ' ' || NEW.sub_category || ' ' || NEW.color);
  END IF;
  PERFORM change_search_words(old_words, new_words);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "name_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_words := catalogue_words(OLD.name || ' ' || coalesce(OLD.name_hi, ''));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_words := catalogue_words(NEW.name || ' ' || coalesce(NEW.name_hi, ''));
  END IF;
  PERFORM change_search_words(old_words, new_words);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_search_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  INSERT INTO search_words (word, uses)
    SELECT w, count(*)::int FROM (
      SELECT unnest(catalogue_words(name || ' ' || coalesce(name_hi, '') || ' ' || search_collections || ' ' || sub_category || ' ' || color)) AS w
        FROM products WHERE status = 'active'
      UNION ALL SELECT unnest(catalogue_words(name || ' ' || coalesce(name_hi, ''))) FROM deities
      UNION ALL SELECT unnest(catalogue_words(name || ' ' || coalesce(name_hi, ''))) FROM collections
    ) words
    GROUP BY w;
END;
$$;--> statement-breakpoint
DROP TRIGGER "products_search_words" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR DELETE OR UPDATE OF "name", "name_hi", "search_collections", "sub_category", "color", "status" ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_words"();--> statement-breakpoint
DROP TRIGGER "collections_search_words" ON "collections";--> statement-breakpoint
CREATE TRIGGER "collections_search_words" AFTER INSERT OR DELETE OR UPDATE OF "name", "name_hi" ON "collections" FOR EACH ROW EXECUTE FUNCTION "name_search_words"();--> statement-breakpoint
DROP TRIGGER "deities_search_words" ON "deities";--> statement-breakpoint
CREATE TRIGGER "deities_search_words" AFTER INSERT OR DELETE OR UPDATE OF "name", "name_hi" ON "deities" FOR EACH ROW EXECUTE FUNCTION "name_search_words"();--> statement-breakpoint
SELECT refresh_product_search_collections(ARRAY(SELECT id FROM products));--> statement-breakpoint
SELECT rebuild_search_words();
