ALTER TABLE "orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_cancel_requested_idx" ON "orders" USING btree ("cancel_requested_at") WHERE cancel_requested_at is not null and status <> 'cancelled';
