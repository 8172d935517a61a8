-- Suggestions read the active best sellers in order from their index alone (an index-only scan over
-- sales count, names and slug), and an English page matches English names through their own index,
-- so a common prefix no longer reads the wide product rows (decision 0088).
DROP INDEX "products_best_sellers_idx";--> statement-breakpoint
CREATE INDEX "products_suggestion_english_names_idx" ON "products" USING gin (to_tsvector('simple'::regconfig, "name"));--> statement-breakpoint
CREATE INDEX "products_best_sellers_idx" ON "products" USING btree ("sales_count" DESC NULLS FIRST,"name","name_hi","slug") WHERE "products"."status" = 'active';