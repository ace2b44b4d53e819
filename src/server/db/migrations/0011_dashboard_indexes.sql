CREATE TABLE "order_sales_daily" (
	"day" date NOT NULL,
	"region" text NOT NULL,
	"orders" integer NOT NULL,
	"tonnes" numeric(12, 1) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_sales_daily_day_region_pk" PRIMARY KEY("day","region")
);
--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","payment_status");--> statement-breakpoint
-- The daily sales follow every change to orders (decision 016). Statement triggers with
-- transition tables: a batch of orders adds its days and regions in one upsert, in key order,
-- so concurrent writers lock the rows they share in the same order.
CREATE FUNCTION "order_sales_daily_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_sales_daily" AS s ("day", "region", "orders", "tonnes", "net", "gross")
    SELECT ("created_at" AT TIME ZONE 'Europe/London')::date, "region", count(*), sum("quantity"),
      sum("total_price" - "vat_amount"), sum("total_price")
    FROM new_rows WHERE "status" <> 'cancelled'
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "region") DO UPDATE SET "orders" = s."orders" + excluded."orders",
      "tonnes" = s."tonnes" + excluded."tonnes", "net" = s."net" + excluded."net",
      "gross" = s."gross" + excluded."gross";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_sales_daily" AS s ("day", "region", "orders", "tonnes", "net", "gross")
    SELECT ("created_at" AT TIME ZONE 'Europe/London')::date, "region", -count(*), -sum("quantity"),
      -sum("total_price" - "vat_amount"), -sum("total_price")
    FROM old_rows WHERE "status" <> 'cancelled'
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "region") DO UPDATE SET "orders" = s."orders" + excluded."orders",
      "tonnes" = s."tonnes" + excluded."tonnes", "net" = s."net" + excluded."net",
      "gross" = s."gross" + excluded."gross";
  ELSE
    -- Only orders whose status, region, figures or date changed: a payment update locks nothing.
    INSERT INTO "order_sales_daily" AS s ("day", "region", "orders", "tonnes", "net", "gross")
    SELECT "day", "region", sum("orders"), sum("tonnes"), sum("net"), sum("gross") FROM (
      SELECT (o."created_at" AT TIME ZONE 'Europe/London')::date AS "day", o."region", -1 AS "orders",
        -o."quantity" AS "tonnes", -(o."total_price" - o."vat_amount") AS "net", -o."total_price" AS "gross",
        o."status" <> 'cancelled' AS "counts"
      FROM old_rows o JOIN new_rows n USING ("id")
      WHERE (o."status", o."region", o."quantity", o."total_price", o."vat_amount", o."created_at")
        IS DISTINCT FROM (n."status", n."region", n."quantity", n."total_price", n."vat_amount", n."created_at")
      UNION ALL
      SELECT (n."created_at" AT TIME ZONE 'Europe/London')::date, n."region", 1, n."quantity",
        n."total_price" - n."vat_amount", n."total_price", n."status" <> 'cancelled'
      FROM old_rows o JOIN new_rows n USING ("id")
      WHERE (o."status", o."region", o."quantity", o."total_price", o."vat_amount", o."created_at")
        IS DISTINCT FROM (n."status", n."region", n."quantity", n."total_price", n."vat_amount", n."created_at")
    ) AS changes
    WHERE "counts"
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "region") DO UPDATE SET "orders" = s."orders" + excluded."orders",
      "tonnes" = s."tonnes" + excluded."tonnes", "net" = s."net" + excluded."net",
      "gross" = s."gross" + excluded."gross";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_sales_daily_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "order_sales_daily";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_sales_daily_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_daily_apply"();--> statement-breakpoint
CREATE TRIGGER "order_sales_daily_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_daily_apply"();--> statement-breakpoint
CREATE TRIGGER "order_sales_daily_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_daily_apply"();--> statement-breakpoint
CREATE TRIGGER "order_sales_daily_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_sales_daily_clear"();--> statement-breakpoint
-- The sales of the orders placed before this migration.
INSERT INTO "order_sales_daily" ("day", "region", "orders", "tonnes", "net", "gross")
SELECT ("created_at" AT TIME ZONE 'Europe/London')::date, "region", count(*), sum("quantity"),
  sum("total_price" - "vat_amount"), sum("total_price")
FROM "orders" WHERE "status" <> 'cancelled' GROUP BY 1, 2;
