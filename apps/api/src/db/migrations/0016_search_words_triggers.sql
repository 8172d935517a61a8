-- The words of the catalogue's names follow its rows into search_words: each active product counts
-- the words of its name, collections, sub-category and colour, each collection and deity the words
-- of its name; a word no row uses any more goes. The typo fallback (modules/search) compares a
-- mistyped word with these through their trigram index instead of reading every product's words.
CREATE FUNCTION "catalogue_words"(document text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(w ORDER BY w), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, document))) w
$$;
--> statement-breakpoint
-- Words counted once more (delta 1) or once less (delta -1), in word order so that concurrent
-- writers take the rows' locks in the same order.
CREATE FUNCTION "count_search_words"(words text[], delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(words) = 0 THEN
    RETURN;
  END IF;
  IF delta > 0 THEN
    INSERT INTO search_words (word, uses)
      SELECT w, delta FROM unnest(words) w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET uses = search_words.uses + excluded.uses;
  ELSE
    UPDATE search_words s SET uses = s.uses + delta
      FROM (SELECT w FROM unnest(words) w ORDER BY w) changed WHERE s.word = changed.w;
    DELETE FROM search_words s WHERE s.word = ANY (words) AND s.uses <= 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "change_search_words"(old_words text[], new_words text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_search_words(ARRAY(SELECT unnest(new_words) EXCEPT SELECT unnest(old_words) ORDER BY 1), 1);
  PERFORM count_search_words(ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(new_words) ORDER BY 1), -1);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
    old_words := catalogue_words(OLD.name || ' ' || OLD.search_collections || ' ' || OLD.sub_category || ' ' || OLD.color);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    new_words := catalogue_words(NEW.name || ' ' || NEW.search_collections || ' ' || NEW.sub_category || ' ' || NEW.color);
  END IF;
  PERFORM change_search_words(old_words, new_words);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "name_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_words := catalogue_words(OLD.name);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_words := catalogue_words(NEW.name);
  END IF;
  PERFORM change_search_words(old_words, new_words);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every word counted again from the rows: at this migration, and after a truncate (which row
-- triggers do not see).
CREATE FUNCTION "rebuild_search_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  INSERT INTO search_words (word, uses)
    SELECT w, count(*)::int FROM (
      SELECT unnest(catalogue_words(name || ' ' || search_collections || ' ' || sub_category || ' ' || color)) AS w
        FROM products WHERE status = 'active'
      UNION ALL SELECT unnest(catalogue_words(name)) FROM deities
      UNION ALL SELECT unnest(catalogue_words(name)) FROM collections
    ) words
    GROUP BY w;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "search_words_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_search_words();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR DELETE OR UPDATE OF "name", "search_collections", "sub_category", "color", "status" ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_words"();
--> statement-breakpoint
CREATE TRIGGER "collections_search_words" AFTER INSERT OR DELETE OR UPDATE OF "name" ON "collections" FOR EACH ROW EXECUTE FUNCTION "name_search_words"();
--> statement-breakpoint
CREATE TRIGGER "deities_search_words" AFTER INSERT OR DELETE OR UPDATE OF "name" ON "deities" FOR EACH ROW EXECUTE FUNCTION "name_search_words"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_truncated"();
--> statement-breakpoint
CREATE TRIGGER "collections_search_words_truncate" AFTER TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_truncated"();
--> statement-breakpoint
CREATE TRIGGER "deities_search_words_truncate" AFTER TRUNCATE ON "deities" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_truncated"();
--> statement-breakpoint
SELECT rebuild_search_words();
