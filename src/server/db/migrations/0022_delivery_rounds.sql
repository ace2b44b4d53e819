CREATE TABLE "delivery_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"depot" text DEFAULT 'Scunthorpe' NOT NULL,
	"areas" text[] NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"capacity_tonnes" numeric(4, 1) NOT NULL,
	"lorries" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rounds_capacity_check" CHECK ("delivery_rounds"."capacity_tonnes" > 0),
	CONSTRAINT "delivery_rounds_lorries_check" CHECK ("delivery_rounds"."lorries" >= 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_closed_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"round_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_closed_days" ADD CONSTRAINT "delivery_closed_days_round_id_delivery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."delivery_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_closed_days_round_date_idx" ON "delivery_closed_days" USING btree ("date","round_id") WHERE "delivery_closed_days"."round_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_closed_days_all_date_idx" ON "delivery_closed_days" USING btree ("date") WHERE "delivery_closed_days"."round_id" is null;
