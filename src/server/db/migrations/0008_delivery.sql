CREATE TABLE "order_tracking_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "hold_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_form" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_lorry_limit" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_hose_metres" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_access_notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_status" text DEFAULT 'to_be_scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_tracking_tokens" ADD CONSTRAINT "order_tracking_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tracking_tokens_order_id_idx" ON "order_tracking_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_open_deliveries_idx" ON "orders" USING btree ("delivery_date","postcode") WHERE status = 'confirmed' and delivery_status <> 'delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_status_check" CHECK ("orders"."delivery_status" in ('to_be_scheduled', 'scheduled', 'out_for_delivery', 'delivered', 'failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_hose_check" CHECK ("orders"."delivery_hose_metres" is null or "orders"."delivery_hose_metres" between 1 and 60);