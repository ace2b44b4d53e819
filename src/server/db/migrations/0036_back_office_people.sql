-- The back office's people (decision 044): the owner is person 1, as the one shared account
-- was; sessions and audit entries name the person.
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"password_hash" text,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_check" CHECK ("role" IN ('owner', 'office', 'driver')),
	CONSTRAINT "staff_status_check" CHECK ("status" IN ('invited', 'active', 'suspended')),
	CONSTRAINT "staff_email_lower_check" CHECK ("email" = lower("email")),
	CONSTRAINT "staff_email_check" CHECK ("email" IS NOT NULL OR "id" = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");--> statement-breakpoint
INSERT INTO "staff" ("id", "name", "role", "status") VALUES (1, 'Owner', 'owner', 'active');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('staff', 'id'), 1);--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_invitations_staff_id_idx" ON "staff_invitations" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_id" integer REFERENCES "staff"("id") ON DELETE cascade;--> statement-breakpoint
-- Back-office sessions open before people existed were the owner's.
UPDATE "sessions" SET "staff_id" = 1 WHERE "kind" <> 'customer';--> statement-breakpoint
CREATE INDEX "sessions_staff_id_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "staff_id" integer;
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "staff_id" integer;
