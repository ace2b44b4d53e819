CREATE TABLE "ledger_day_totals" (
	"method" text NOT NULL,
	"part" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"received" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refunded" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refund_owed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_due" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_day_totals_method_part_day_pk" PRIMARY KEY("method","part","day")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ledger_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_refund_owed_idx" ON "orders" USING btree ("created_at","id") WHERE amount_received > 0 and amount_received - amount_refunded > case when status = 'cancelled' then 0 else total_price end;--> statement-breakpoint
-- Each order's ledger methods, each once and sorted, as the ledger keeps them from now on.
UPDATE "orders" SET "ledger_methods" = m.methods
FROM (SELECT "order_id", array_agg(DISTINCT "method" ORDER BY "method") AS methods
      FROM "order_ledger" GROUP BY "order_id") AS m
WHERE "orders"."id" = m."order_id";--> statement-breakpoint
-- The part of the Payments tab's list an order is in (null: none), as #domain/ledger's
-- orderBalance reads its money; the tab's states are unions of these parts.
CREATE FUNCTION "ledger_part"(status text, total numeric, received numeric, refunded numeric)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN received > 0 AND received - refunded > CASE WHEN status = 'cancelled' THEN 0 ELSE total END THEN 'owed'
    WHEN received > 0 AND status = 'confirmed' AND total > received - refunded THEN 'short'
    WHEN received > 0 THEN 'held'
    WHEN status = 'confirmed' AND total > received - refunded THEN 'due'
  END
$$;--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one order's figures in its day's totals: once for
-- any method, and once for each method its money moved by.
CREATE FUNCTION "ledger_day_totals_add"(o "orders", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p text := ledger_part(o.status, o.total_price, o.amount_received, o.amount_refunded);
  due numeric := CASE WHEN o.status = 'cancelled' THEN 0 ELSE o.total_price END;
  held numeric := o.amount_received - o.amount_refunded;
BEGIN
  IF p IS NULL THEN RETURN; END IF;
  INSERT INTO "ledger_day_totals" AS t ("method", "part", "day", "orders", "received", "refunded", "refund_owed", "balance_due")
  SELECT m, p, (o.created_at AT TIME ZONE 'Europe/London')::date, sign, sign * o.amount_received,
    sign * o.amount_refunded, sign * greatest(held - due, 0), sign * greatest(due - held, 0)
  FROM unnest(array[''] || o.ledger_methods) AS m
  ON CONFLICT ("method", "part", "day") DO UPDATE SET
    "orders" = t."orders" + excluded."orders",
    "received" = t."received" + excluded."received",
    "refunded" = t."refunded" + excluded."refunded",
    "refund_owed" = t."refund_owed" + excluded."refund_owed",
    "balance_due" = t."balance_due" + excluded."balance_due";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "orders_ledger_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM ledger_day_totals_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM ledger_day_totals_add(NEW, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_ledger_day_totals_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_ledger_day_totals"();--> statement-breakpoint
CREATE TRIGGER "orders_ledger_day_totals_update" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.total_price IS DISTINCT FROM NEW.total_price
    OR OLD.amount_received IS DISTINCT FROM NEW.amount_received
    OR OLD.amount_refunded IS DISTINCT FROM NEW.amount_refunded
    OR OLD.ledger_methods IS DISTINCT FROM NEW.ledger_methods
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION "orders_ledger_day_totals"();--> statement-breakpoint
-- The totals of the orders already there.
INSERT INTO "ledger_day_totals" ("method", "part", "day", "orders", "received", "refunded", "refund_owed", "balance_due")
SELECT m, p, day, count(*), sum(received), sum(refunded), sum(greatest(held - due, 0)), sum(greatest(due - held, 0))
FROM (
  SELECT ledger_part(status, total_price, amount_received, amount_refunded) AS p,
    (created_at AT TIME ZONE 'Europe/London')::date AS day, amount_received AS received,
    amount_refunded AS refunded, amount_received - amount_refunded AS held,
    CASE WHEN status = 'cancelled' THEN 0 ELSE total_price END AS due,
    array[''] || ledger_methods AS methods
  FROM "orders"
) AS o, unnest(o.methods) AS m
WHERE p IS NOT NULL
GROUP BY m, p, day;
