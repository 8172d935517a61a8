ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cod_refused_phone_idx" ON "orders" USING btree ("cod_phone") WHERE "orders"."status" = 'returned_to_origin' and "orders"."payment_method" = 'cod';