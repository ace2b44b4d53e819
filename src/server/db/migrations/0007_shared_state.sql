CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text,
	"description" text,
	"redirect_url" text NOT NULL,
	"webhook_url" text,
	"status" text NOT NULL,
	"bank_id" text,
	"cancelled_by_shop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_at_idx" ON "sandbox_payments" USING btree ("created_at");