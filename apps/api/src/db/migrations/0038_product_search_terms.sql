-- A one-word search's ranking among the products whose names hold the word, stored (decision
-- 0162): one row per word of each product_search row's names, with ts_rank of its document for
-- that word and what breaks ties, kept from product_search by the statement triggers below.
CREATE TABLE "product_search_terms" (
	"term" text NOT NULL,
	"product_id" uuid NOT NULL,
	"rank" real NOT NULL,
	"sales_count" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_product_id_product_search_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_search"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A lexeme as a one-word tsquery (quoted, its quotes and backslashes escaped). Its text is what a
-- search's tsquery reads when it is that one word, so `term = q::text` finds it; and ts_rank of a
-- document for it is ts_rank for that search.
CREATE FUNCTION "product_search_term"(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery;
--> statement-breakpoint
-- The rows of the product_search rows just written (the transition table `written`): those of an
-- updated row (a sale, an edit) are written again.
CREATE FUNCTION "product_search_terms_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search_terms WHERE product_id IN (SELECT product_id FROM written);
  END IF;
  INSERT INTO product_search_terms (term, product_id, rank, sales_count, name)
    SELECT t.term::text, w.product_id, ts_rank(w.document, t.term), w.sales_count, w.name
    FROM written w, unnest(w.names) u, product_search_term(u.lexeme) t(term);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO product_search_terms (term, product_id, rank, sales_count, name)
  SELECT t.term::text, s.product_id, ts_rank(s.document, t.term), s.sales_count, s.name
  FROM product_search s, unnest(s.names) u, product_search_term(u.lexeme) t(term);
--> statement-breakpoint
CREATE INDEX "product_search_terms_order_idx" ON "product_search_terms" USING btree ("term","rank" DESC NULLS LAST,"sales_count" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "product_search_terms_product_idx" ON "product_search_terms" USING btree ("product_id");--> statement-breakpoint
CREATE TRIGGER "product_search_terms_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_terms_rows"();--> statement-breakpoint
CREATE TRIGGER "product_search_terms_update" AFTER UPDATE ON "product_search" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_terms_rows"();--> statement-breakpoint
-- A rebuild (after a bulk load with triggers off) empties the terms in one statement first: the
-- foreign key would otherwise delete them product by product.
CREATE OR REPLACE FUNCTION "rebuild_product_search"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_terms;
  DELETE FROM product_search;
  INSERT INTO product_search (product_id, sales_count, name, document, names)
    SELECT id, sales_count, name, search_vector, ts_filter(search_vector, '{a,b}') FROM products WHERE status = 'active';
END;
$$;
