-- The Deliveries tab totals each day by postcode area in SQL (decision 020): the area is kept
-- with the order, and the open deliveries' index holds everything the totals read.
DROP INDEX "orders_open_deliveries_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "postcode_area" text GENERATED ALWAYS AS (coalesce(substring(upper(regexp_replace(postcode, '[^A-Za-z0-9]', '', 'g')) from '^([A-Z]{1,2})[0-9]'), left(postcode, 2))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_open_deliveries_idx" ON "orders" USING btree ("delivery_date","postcode_area","postcode","region","delivery_form","quantity") WHERE status = 'confirmed' and delivery_status <> 'delivered';