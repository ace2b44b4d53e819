-- Trigram indexes make the back office's contains-search on orders and customers fast.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. The
-- embedded PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
