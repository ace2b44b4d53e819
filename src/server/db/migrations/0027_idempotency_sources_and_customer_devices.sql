-- An order's Idempotency-Key is unique within its source (decision 006): a browser's checkout,
-- or the shop accepting a top-up. Keys already stored came from checkouts, except those of
-- accepted top-ups, which the shop chose itself.
ALTER TABLE "orders" ADD COLUMN "idempotency_source" text;--> statement-breakpoint
UPDATE "orders" SET "idempotency_source" = 'checkout' WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "idempotency_source" = 'top-up'
  WHERE "id" IN (SELECT "accepted_order_id" FROM "top_up_offer_recipients")
    AND "idempotency_key" LIKE 'top-up-%';--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_idempotency_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("idempotency_source","idempotency_key");
--> statement-breakpoint
-- The customer device cookie becomes a random token kept hashed here (decision 009).
CREATE TABLE "customer_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"session_id_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_devices" ADD CONSTRAINT "customer_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_devices_customer_id_idx" ON "customer_devices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_devices_session_id_hash_idx" ON "customer_devices" USING btree ("session_id_hash");
