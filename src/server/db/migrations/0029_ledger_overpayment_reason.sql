ALTER TABLE "order_ledger" ADD COLUMN "overpayment_reason" text;
