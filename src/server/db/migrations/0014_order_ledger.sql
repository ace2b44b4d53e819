CREATE TABLE "order_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"moved_on" date NOT NULL,
	"reference" text,
	"note" text,
	"payment_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ledger_payment_transaction_id_unique" UNIQUE("payment_transaction_id"),
	CONSTRAINT "order_ledger_amount_check" CHECK ("order_ledger"."amount" > 0),
	CONSTRAINT "order_ledger_kind_check" CHECK ("order_ledger"."kind" in ('payment', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_early_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_received" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ledger_order_id_idx" ON "order_ledger" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_ledger_moved_on_idx" ON "order_ledger" USING btree ("moved_on","id");--> statement-breakpoint
CREATE INDEX "orders_money_held_idx" ON "orders" USING btree ("created_at","id") WHERE amount_received > 0;--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("created_at","id") WHERE status = 'confirmed' and total_price > amount_received - amount_refunded;--> statement-breakpoint
-- Online payments already received enter the ledger, and their orders' sums follow.
INSERT INTO "order_ledger" ("order_id", "kind", "method", "amount", "moved_on", "reference", "payment_transaction_id", "created_at")
SELECT "order_id", 'payment', 'online', "amount", ("updated_at" AT TIME ZONE 'Europe/London')::date,
       "provider_reference_code", "id", "updated_at"
FROM "payment_transactions" WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "orders" SET "amount_received" = received.total
FROM (SELECT "order_id", sum("amount") AS total FROM "order_ledger" GROUP BY "order_id") AS received
WHERE "orders"."id" = received."order_id";
