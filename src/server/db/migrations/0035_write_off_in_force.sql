-- A write-off only closes the gap between what an order is due and what it holds, never
-- crosses it: once an order is cancelled or reduced below what it holds, a balance given up no
-- longer counts as held (else it would read as money owed back), and once an order grows, an
-- overpayment kept no longer counts against it. So a balance is due when what is due exceeds
-- what is held plus any balance given up, and a refund is owed when what is held, less any
-- overpayment kept, exceeds what is due.
DROP INDEX "orders_balance_due_idx";--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("created_at","id") WHERE status = 'confirmed' and total_price > amount_received - amount_refunded + greatest(amount_written_off, 0);--> statement-breakpoint
DROP INDEX "orders_refund_owed_idx";--> statement-breakpoint
CREATE INDEX "orders_refund_owed_idx" ON "orders" USING btree ("created_at","id") WHERE amount_received > 0 and amount_received - amount_refunded + least(amount_written_off, 0) > case when status = 'cancelled' then 0 else total_price end;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_part"(status text, total numeric, received numeric, refunded numeric, written_off numeric)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN received > 0 AND received - refunded + least(written_off, 0) > CASE WHEN status = 'cancelled' THEN 0 ELSE total END THEN 'owed'
    WHEN received > 0 AND status = 'confirmed' AND total > received - refunded + greatest(written_off, 0) THEN 'short'
    WHEN received > 0 THEN 'held'
    WHEN status = 'confirmed' AND total > received - refunded + greatest(written_off, 0) THEN 'due'
    WHEN written_off <> 0 THEN 'written_off'
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_day_totals_add"(o "orders", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p text := ledger_part(o.status, o.total_price, o.amount_received, o.amount_refunded, o.amount_written_off);
  due numeric := CASE WHEN o.status = 'cancelled' THEN 0 ELSE o.total_price END;
  held numeric := o.amount_received - o.amount_refunded;
BEGIN
  IF p IS NULL THEN RETURN; END IF;
  INSERT INTO "ledger_day_totals" AS t ("method", "part", "day", "orders", "received", "refunded", "refund_owed", "balance_due", "written_off", "overpayment_kept")
  SELECT m, p, (o.created_at AT TIME ZONE 'Europe/London')::date, sign, sign * o.amount_received,
    sign * o.amount_refunded,
    sign * greatest(held + least(o.amount_written_off, 0) - due, 0),
    sign * greatest(due - held - greatest(o.amount_written_off, 0), 0),
    sign * greatest(least(o.amount_written_off, due - held), 0),
    sign * greatest(least(-o.amount_written_off, held - due), 0)
  FROM unnest(array[''] || o.ledger_methods) AS m
  ON CONFLICT ("method", "part", "day") DO UPDATE SET
    "orders" = t."orders" + excluded."orders",
    "received" = t."received" + excluded."received",
    "refunded" = t."refunded" + excluded."refunded",
    "refund_owed" = t."refund_owed" + excluded."refund_owed",
    "balance_due" = t."balance_due" + excluded."balance_due",
    "written_off" = t."written_off" + excluded."written_off",
    "overpayment_kept" = t."overpayment_kept" + excluded."overpayment_kept";
END;
$$;--> statement-breakpoint
-- Orders already written off and since changed read by the new rule.
DELETE FROM "ledger_day_totals";--> statement-breakpoint
SELECT ledger_day_totals_add(o, 1) FROM "orders" o;
