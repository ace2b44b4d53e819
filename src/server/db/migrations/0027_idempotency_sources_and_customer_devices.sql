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
