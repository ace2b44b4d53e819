ALTER TABLE "orders" ADD COLUMN "payment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "check_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "next_check_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "last_check_error" text;--> statement-breakpoint
-- Attempts made together before references were drawn under a lock may share one: keep the
-- first, mark the others so every reference is unique.
UPDATE "payment_transactions" AS p SET "provider_reference_code" = p."provider_reference_code" || '-D' || p."id"
  WHERE EXISTS (SELECT 1 FROM "payment_transactions" AS q
    WHERE q."provider_reference_code" = p."provider_reference_code" AND q."id" < p."id");--> statement-breakpoint
UPDATE "orders" SET "payment_attempts" = (SELECT count(*) FROM "payment_transactions" AS p WHERE p."order_id" = "orders"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_reference_idx" ON "payment_transactions" USING btree ("provider_reference_code");--> statement-breakpoint
CREATE INDEX "payment_transactions_next_check_idx" ON "payment_transactions" USING btree ("status","next_check_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_issue_check" CHECK ("orders"."payment_issue" is null or "orders"."payment_issue" in ('refund_due', 'balance_due'));