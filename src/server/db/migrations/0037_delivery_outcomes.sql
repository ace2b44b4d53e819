ALTER TABLE "orders" ADD COLUMN "billed_tonnes" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_charge" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billed_tonnes_check" CHECK ("orders"."billed_tonnes" is null or "orders"."billed_tonnes" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_extra_charge_check" CHECK ("orders"."extra_charge" >= 0);--> statement-breakpoint
CREATE TABLE "delivery_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"delivered_tonnes" numeric(6, 2),
	"ticket_number" text,
	"proof" text,
	"proof_image" bytea,
	"proof_image_type" text,
	"reason" text,
	"reason_note" text,
	"charge" numeric(10, 2),
	"staff_id" integer REFERENCES "staff"("id") ON DELETE set null,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_outcomes_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "delivery_outcomes_outcome_check" CHECK ("delivery_outcomes"."outcome" in ('delivered', 'not_delivered')),
	CONSTRAINT "delivery_outcomes_delivered_check" CHECK (("delivery_outcomes"."outcome" = 'delivered') = ("delivery_outcomes"."delivered_tonnes" is not null and "delivery_outcomes"."ticket_number" is not null and "delivery_outcomes"."proof" is not null)),
	CONSTRAINT "delivery_outcomes_not_delivered_check" CHECK (("delivery_outcomes"."outcome" = 'not_delivered') = ("delivery_outcomes"."reason" is not null)),
	CONSTRAINT "delivery_outcomes_image_check" CHECK (("delivery_outcomes"."proof_image" is null) = ("delivery_outcomes"."proof_image_type" is null) and coalesce(octet_length("delivery_outcomes"."proof_image"), 0) <= 2097152),
	CONSTRAINT "delivery_outcomes_tonnes_check" CHECK ("delivery_outcomes"."delivered_tonnes" is null or "delivery_outcomes"."delivered_tonnes" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_outcomes" ADD CONSTRAINT "delivery_outcomes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "delivery_outcomes_order_id_idx" ON "delivery_outcomes" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_outcomes_delivered_idx" ON "delivery_outcomes" USING btree ("order_id") WHERE outcome = 'delivered';
