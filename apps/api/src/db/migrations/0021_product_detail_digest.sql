ALTER TABLE "products" ADD COLUMN "detail_digest" text;
--> statement-breakpoint
-- The listing index's whole read tells an edited product by this digest (catalogue-repository.ts
-- listIndexRows). Made on every write of the row rather than at each read: turning 100,000 rows
-- with their descriptions and specifications into text took most of that read's time. A sale
-- (sales_count) and the search columns made from the others do not change it.
CREATE FUNCTION "product_detail_digest"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.detail_digest := md5((to_jsonb(NEW) - 'sales_count' - 'search_vector' - 'search_collections' - 'detail_digest')::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_detail_digest" BEFORE INSERT OR UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "product_detail_digest"();
--> statement-breakpoint
UPDATE "products" SET "detail_digest" = NULL;
