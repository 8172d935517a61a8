-- What a search reads of each active product, kept by triggers on products (decision 0159). Its
-- rows stay whole in the table (storage main, no TOAST below a full page): a search reads one row
-- per match and nothing beside it.
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"sales_count" integer NOT NULL,
	"name" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"names" "tsvector" NOT NULL
) WITH (toast_tuple_target = 8160);
--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name" SET STORAGE MAIN, ALTER COLUMN "document" SET STORAGE MAIN, ALTER COLUMN "names" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An active product has its row, with its document (search_vector, generated from the row and
-- search_collections, which the collections' and deities' triggers keep), the names' part of it
-- and what breaks ties; any other product has none. A deleted product's row goes with it (the
-- foreign key).
CREATE FUNCTION "product_search_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' THEN
    INSERT INTO product_search (product_id, sales_count, name, document, names)
      VALUES (NEW.id, NEW.sales_count, NEW.name, NEW.search_vector, ts_filter(NEW.search_vector, '{a,b}'))
      ON CONFLICT (product_id) DO UPDATE SET sales_count = excluded.sales_count, name = excluded.name,
        document = excluded.document, names = excluded.names;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every row made again from the products: at this migration, and after a bulk load with triggers
-- off.
CREATE FUNCTION "rebuild_product_search"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search;
  INSERT INTO product_search (product_id, sales_count, name, document, names)
    SELECT id, sales_count, name, search_vector, ts_filter(search_vector, '{a,b}') FROM products WHERE status = 'active';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_row_insert" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_row"();--> statement-breakpoint
CREATE TRIGGER "products_search_row_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.sales_count IS DISTINCT FROM NEW.sales_count
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION "product_search_row"();--> statement-breakpoint
SELECT rebuild_product_search();--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
DROP INDEX "products_search_idx";
