ALTER TABLE "orders" ADD COLUMN "cod_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_address_key" text;--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_phone_idx" ON "orders" USING btree ("cod_phone") WHERE "orders"."cod_confirmation" = 'awaiting';--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_address_idx" ON "orders" USING btree ("cod_address_key") WHERE "orders"."cod_confirmation" = 'awaiting';