CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"banner_text_hi" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"collection_slug" text,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"budget_paise" integer,
	"per_shopper_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_window" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_ends_at_idx" ON "campaigns" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_campaign_idx" ON "order_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE TRIGGER "campaigns_catalogue_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();
