ALTER TABLE "orders" ADD COLUMN "delivery_round_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_booked_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_round_id_delivery_rounds_id_fk" FOREIGN KEY ("delivery_round_id") REFERENCES "public"."delivery_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_booking_check" CHECK ("orders"."delivery_round_id" is null or "orders"."delivery_booked_date" is not null);--> statement-breakpoint
CREATE INDEX "orders_booked_days_idx" ON "orders" USING btree ("delivery_round_id","delivery_booked_date","quantity") WHERE "orders"."delivery_round_id" is not null and "orders"."status" <> 'cancelled';
