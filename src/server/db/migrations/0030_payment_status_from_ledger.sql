-- The payment status follows the ledger (decision 037): an order is completed when the money it
-- holds covers its total, refunded when everything received has gone back. A status the edit
-- dialog set by hand, with money that does not say so, goes back to pending; each correction
-- is an order event, so the history shows why the status moved.
WITH derived AS (
  SELECT
    id,
    payment_status AS old_status,
    CASE
      WHEN status <> 'cancelled' AND total_price > 0
        AND amount_received - amount_refunded >= total_price THEN 'completed'
      WHEN amount_received > 0 AND amount_received - amount_refunded <= 0 THEN 'refunded'
      WHEN payment_status = 'completed' AND (status <> 'cancelled' OR amount_received = 0)
        THEN 'pending'
      WHEN payment_status = 'refunded' THEN 'pending'
      ELSE payment_status
    END AS new_status
  FROM orders
),
corrected AS (
  UPDATE orders o
  SET payment_status = d.new_status, updated_at = now()
  FROM derived d
  WHERE o.id = d.id AND d.old_status <> d.new_status
  RETURNING o.id, d.old_status, d.new_status
)
INSERT INTO order_events (order_id, actor, type, field, old_value, new_value, created_at)
SELECT id, 'system', 'payment_status', 'paymentStatus', old_status, new_status, now()
FROM corrected;
