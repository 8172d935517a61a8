CREATE TABLE "user_idols" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"deity" text NOT NULL,
	"size" text NOT NULL,
	"height_hundredths" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_idols_size_idol" CHECK ("user_idols"."size" in ('0', '1', '2', '3', '4', '5', '6'))
);
--> statement-breakpoint
ALTER TABLE "user_idols" ADD CONSTRAINT "user_idols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_idols_user_idx" ON "user_idols" USING btree ("user_id","created_at");