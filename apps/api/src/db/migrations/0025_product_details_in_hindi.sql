ALTER TABLE "products" ADD COLUMN "highlights_hi" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features_hi" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sub_category_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_content_hi" jsonb;