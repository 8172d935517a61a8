-- The catalogue in Hindi (decision 0066): nullable columns beside the English; null shows the English.
ALTER TABLE "blog_posts" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_hi" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "deities" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "deities" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_features_hi" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specifications_hi" jsonb;