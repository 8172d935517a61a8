CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"round" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_failed_at" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cart_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_spell_round_idx" ON "cart_reminders" USING btree ("user_id","touched_at","round");--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");