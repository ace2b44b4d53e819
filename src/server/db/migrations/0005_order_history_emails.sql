-- An order's history now reads its emails from the outbox; the events that repeated them go.
DELETE FROM "order_events" WHERE "type" = 'email_queued';
