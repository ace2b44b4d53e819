-- The append-only trigger binds everyone but the table's owner, who can disable it, drop the
-- table or replace the trigger's function. So in production the audit log belongs to a role
-- nobody signs in as, and the shop's own user may only add entries and read them.

-- Deletes are refused as before, except of entries older than the cutoff prune_audit_log sets
-- for its own transaction, and never of anything from the last year, whoever sets it.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff timestamptz := nullif(current_setting('pellets.audit_prune_before', true), '')::timestamptz;
BEGIN
  IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND cutoff <= now() - interval '1 year' THEN
    IF OLD.at < cutoff THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- The one way entries leave: those older than `cutoff`, at least a year back, for a retention
-- job. It runs as the audit log's owner, so the shop needs no right to delete.
CREATE OR REPLACE FUNCTION "prune_audit_log"(cutoff timestamptz) RETURNS bigint
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  removed bigint;
BEGIN
  IF cutoff IS NULL OR cutoff > now() - interval '1 year' THEN
    RAISE EXCEPTION 'audit entries are kept for a year: cutoff % is too recent', cutoff
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM set_config('pellets.audit_prune_before', cutoff::text, true);
  DELETE FROM public.audit_log WHERE at < cutoff;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('pellets.audit_prune_before', '', true);
  RETURN removed;
END;
$$;--> statement-breakpoint
-- Hands the audit log to `pellets_audit_owner` (created if missing), leaving the role that
-- owned it (the shop's, which ran the migrations) only INSERT and SELECT. Only a superuser can:
-- run by anyone else (the shop's own user in production) this changes nothing and says so, and
-- the production guide's SQL does the same once by hand. SELECT on the sequence lets the
-- shop's own pg_dump read where it stands.
DO $$
DECLARE
  owner_role constant name := 'pellets_audit_owner';
  shop name;
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    RAISE NOTICE 'audit_log stays owned by %: only a superuser can hand it to % (docs/production.md)',
      current_user, owner_role;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = owner_role) THEN
    BEGIN
      EXECUTE format('CREATE ROLE %I NOLOGIN', owner_role);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- created meanwhile by the migration of another database on this server
    END;
  END IF;
  SELECT tableowner INTO shop FROM pg_tables WHERE schemaname = 'public' AND tablename = 'audit_log';
  EXECUTE format('ALTER TABLE public.audit_log OWNER TO %I', owner_role);
  EXECUTE format('ALTER FUNCTION public.audit_log_refuse_change() OWNER TO %I', owner_role);
  EXECUTE format('ALTER FUNCTION public.prune_audit_log(timestamptz) OWNER TO %I', owner_role);
  REVOKE ALL ON public.audit_log FROM PUBLIC;
  REVOKE ALL ON SEQUENCE public.audit_log_id_seq FROM PUBLIC;
  IF shop <> owner_role THEN
    EXECUTE format('REVOKE ALL ON public.audit_log FROM %I', shop);
    EXECUTE format('REVOKE ALL ON SEQUENCE public.audit_log_id_seq FROM %I', shop);
    EXECUTE format('GRANT SELECT, INSERT ON public.audit_log TO %I', shop);
    EXECUTE format('GRANT USAGE, SELECT ON SEQUENCE public.audit_log_id_seq TO %I', shop);
  END IF;
END;
$$;
