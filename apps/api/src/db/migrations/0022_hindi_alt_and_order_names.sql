ALTER TABLE "order_items" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_hi" text;