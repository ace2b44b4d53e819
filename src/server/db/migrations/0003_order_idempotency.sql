DROP TABLE "idempotency_keys" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- Email bodies are written once and read once: storing them uncompressed saves the work of
-- compressing about 12 KB per email on every order.
ALTER TABLE "email_outbox" ALTER COLUMN "text_body" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html_body" SET STORAGE EXTERNAL;
