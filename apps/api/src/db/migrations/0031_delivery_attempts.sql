CREATE TABLE "delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"attempt_number" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"claimed_at" timestamp with time zone,
	"choice" text,
	"chosen_by" text,
	"chosen_by_user_id" uuid,
	"passed_to_courier" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_chosen_by_user_id_users_id_fk" FOREIGN KEY ("chosen_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_once_idx" ON "delivery_attempts" USING btree ("order_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_one_open_idx" ON "delivery_attempts" USING btree ("order_id") WHERE "delivery_attempts"."state" <> 'closed';