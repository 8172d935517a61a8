ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_key" text;--> statement-breakpoint
CREATE INDEX "carts_guest_updated_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."guest_key" is not null;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_key_unique" UNIQUE("guest_key");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_one_owner" CHECK (("carts"."user_id" is null) <> ("carts"."guest_key" is null));