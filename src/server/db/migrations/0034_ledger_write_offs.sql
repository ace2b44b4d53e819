-- Write-offs: a balance the business gives up, or an overpayment the customer said to keep,
-- entered in the ledger with a reason, and the entry that reverses a mistaken one.
ALTER TABLE "order_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD COLUMN "write_off_part" text;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD COLUMN "reverses_id" integer;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_reverses_id_unique" UNIQUE("reverses_id");--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_reverses_id_order_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."order_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" DROP CONSTRAINT "order_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_kind_check" CHECK ("order_ledger"."kind" in ('payment', 'refund', 'write_off', 'write_off_reversal'));--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_write_off_check" CHECK (("order_ledger"."kind" in ('write_off', 'write_off_reversal')) = ("order_ledger"."write_off_part" is not null and "order_ledger"."reason" is not null and "order_ledger"."method" = 'none')
        and ("order_ledger"."kind" = 'write_off_reversal') = ("order_ledger"."reverses_id" is not null));--> statement-breakpoint
-- Positive: a balance given up; negative: an overpayment kept. It closes the gap between what
-- an order asks for and what it holds, so the predicates below add it to what is held.
ALTER TABLE "orders" ADD COLUMN "amount_written_off" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
DROP INDEX "orders_balance_due_idx";--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("created_at","id") WHERE status = 'confirmed' and total_price > amount_received - amount_refunded + amount_written_off;--> statement-breakpoint
DROP INDEX "orders_refund_owed_idx";--> statement-breakpoint
CREATE INDEX "orders_refund_owed_idx" ON "orders" USING btree ("created_at","id") WHERE amount_received > 0 and amount_received - amount_refunded + amount_written_off > case when status = 'cancelled' then 0 else total_price end;--> statement-breakpoint
CREATE INDEX "orders_written_off_idx" ON "orders" USING btree ("created_at","id") WHERE amount_written_off <> 0;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD COLUMN "written_off" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD COLUMN "overpayment_kept" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The parts as before, with a write-off counted as held; an order written off with nothing
-- received is a part of its own ('written_off'), so the Payments tab still lists it.
CREATE OR REPLACE FUNCTION "ledger_part"(status text, total numeric, received numeric, refunded numeric, written_off numeric)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN received > 0 AND received - refunded + written_off > CASE WHEN status = 'cancelled' THEN 0 ELSE total END THEN 'owed'
    WHEN received > 0 AND status = 'confirmed' AND total > received - refunded + written_off THEN 'short'
    WHEN received > 0 THEN 'held'
    WHEN status = 'confirmed' AND total > received - refunded + written_off THEN 'due'
    WHEN written_off <> 0 THEN 'written_off'
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_day_totals_add"(o "orders", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p text := ledger_part(o.status, o.total_price, o.amount_received, o.amount_refunded, o.amount_written_off);
  due numeric := CASE WHEN o.status = 'cancelled' THEN 0 ELSE o.total_price END;
  held numeric := o.amount_received - o.amount_refunded + o.amount_written_off;
BEGIN
  IF p IS NULL THEN RETURN; END IF;
  INSERT INTO "ledger_day_totals" AS t ("method", "part", "day", "orders", "received", "refunded", "refund_owed", "balance_due", "written_off", "overpayment_kept")
  SELECT m, p, (o.created_at AT TIME ZONE 'Europe/London')::date, sign, sign * o.amount_received,
    sign * o.amount_refunded, sign * greatest(held - due, 0), sign * greatest(due - held, 0),
    sign * greatest(o.amount_written_off, 0), sign * greatest(-o.amount_written_off, 0)
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
DROP FUNCTION "ledger_part"(text, numeric, numeric, numeric);--> statement-breakpoint
DROP TRIGGER "orders_ledger_day_totals_update" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_ledger_day_totals_update" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.total_price IS DISTINCT FROM NEW.total_price
    OR OLD.amount_received IS DISTINCT FROM NEW.amount_received
    OR OLD.amount_refunded IS DISTINCT FROM NEW.amount_refunded
    OR OLD.amount_written_off IS DISTINCT FROM NEW.amount_written_off
    OR OLD.ledger_methods IS DISTINCT FROM NEW.ledger_methods
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION "orders_ledger_day_totals"();
