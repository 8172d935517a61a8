CREATE TABLE "cart_set_items" (
	"cart_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_set_items_cart_id_set_id_pk" PRIMARY KEY("cart_id","set_id"),
	CONSTRAINT "cart_set_items_quantity_positive" CHECK ("cart_set_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_set_parts" (
	"set_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_set_parts_set_id_variant_id_pk" PRIMARY KEY("set_id","variant_id"),
	CONSTRAINT "product_set_parts_quantity_positive" CHECK ("product_set_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"discount_percent" integer,
	"fixed_price_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sets_slug_unique" UNIQUE("slug"),
	CONSTRAINT "product_sets_one_pricing" CHECK (("product_sets"."discount_percent" is null) <> ("product_sets"."fixed_price_paise" is null))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "set_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "set_slug" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "set_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "set_name_hi" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "set_quantity" integer;--> statement-breakpoint
ALTER TABLE "cart_set_items" ADD CONSTRAINT "cart_set_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_set_items" ADD CONSTRAINT "cart_set_items_set_id_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_parts" ADD CONSTRAINT "product_set_parts_set_id_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_parts" ADD CONSTRAINT "product_set_parts_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_set_parts_variant_idx" ON "product_set_parts" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_set_id_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A set's contents and price change what its parts' pages show ("Complete the shringar"): logged
-- as `all` changes, as campaigns are, so every instance's caches hear of them.
CREATE TRIGGER "product_sets_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sets" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_set_parts_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_set_parts" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
