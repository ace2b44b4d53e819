ALTER TABLE "customers" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_body_kept_idx" ON "email_outbox" USING btree ("sent_at") WHERE status = 'sent' and body_cleared_at is null;--> statement-breakpoint
-- Accounts opened before sign-ins were kept on the account: their last one from the audit log.
UPDATE "customers" SET "last_signed_in_at" = (
  SELECT max("at") FROM "audit_log"
  WHERE "action" IN ('customer.signed_in', 'customer.registered')
    AND "entity_id" = "customers"."id"::text
);
