CREATE TABLE "top_up_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"date" date NOT NULL,
	"price_per_tonne_pence" integer NOT NULL,
	"tonnes" numeric(5, 1) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_offers_price_check" CHECK ("top_up_offers"."price_per_tonne_pence" > 0),
	CONSTRAINT "top_up_offers_tonnes_check" CHECK ("top_up_offers"."tonnes" >= 1 and "top_up_offers"."tonnes" <= 50)
);
--> statement-breakpoint
CREATE TABLE "top_up_offer_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_order_id" integer,
	CONSTRAINT "top_up_offer_recipients_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "top_up_offers" ADD CONSTRAINT "top_up_offers_round_id_delivery_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."delivery_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_offer_recipients" ADD CONSTRAINT "top_up_offer_recipients_offer_id_top_up_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."top_up_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_offer_recipients" ADD CONSTRAINT "top_up_offer_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_offer_recipients" ADD CONSTRAINT "top_up_offer_recipients_accepted_order_id_orders_id_fk" FOREIGN KEY ("accepted_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "top_up_offer_recipients_offer_customer_idx" ON "top_up_offer_recipients" USING btree ("offer_id","customer_id");--> statement-breakpoint
CREATE INDEX "top_up_offer_recipients_customer_idx" ON "top_up_offer_recipients" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "top_up_offers_unsent_idx" ON "top_up_offers" USING btree ("date") WHERE "top_up_offers"."sent_at" is null;
