-- Emails are deleted once past their period (the retention job), so its look-up is for every
-- email no longer waiting, by when it was queued.
DROP INDEX IF EXISTS "email_outbox_body_kept_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_outbox_done_idx" ON "email_outbox" USING btree ("created_at") WHERE status <> 'pending';--> statement-breakpoint
-- The audit log names people by record id only (decision 024). Entries written before kept a
-- person's details in `before`/`after`; an erasure must reach them. The append-only trigger
-- gains one narrow exception: erase_audit_personal_data may overwrite the values of the
-- personal fields below (src/domain/audit-values.ts, AUDIT_PERSONAL_FIELDS, plus the email and
-- its digest) with a marker, and nothing else. Whoever cannot replace the audit log's functions
-- (the shop's own user once the log has its own owner, docs/production.md) changes nothing
-- here and is told so; an administrator then runs this file once as postgres (docs/production.md).
DO $migration$
DECLARE
  owner_role name;
BEGIN
  SELECT tableowner INTO owner_role FROM pg_tables
    WHERE schemaname = 'public' AND tablename = 'audit_log';
  IF NOT (
    (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) OR owner_role = current_user
  ) THEN
    RAISE NOTICE 'audit entries keep their personal values: only % or a superuser can add erase_audit_personal_data (docs/production.md)',
      owner_role;
    RETURN;
  END IF;

  EXECUTE $f$
    CREATE OR REPLACE FUNCTION "audit_personal_values_erased"(v jsonb) RETURNS jsonb
      LANGUAGE sql IMMUTABLE SET search_path = pg_catalog AS $body$
      SELECT CASE WHEN v IS NULL OR jsonb_typeof(v) <> 'object' THEN v ELSE (
        SELECT coalesce(jsonb_object_agg(key, CASE
          WHEN key = ANY (ARRAY[
            'firstName', 'lastName', 'companyName', 'email', 'emailDigest', 'phone',
            'addressLine1', 'addressLine2', 'city', 'postcode', 'billingAddressLine1',
            'billingAddressLine2', 'billingCity', 'billingPostcode', 'deliveryAccessNotes',
            'deliveryFailureReason', 'deliveryEarlyReason', 'recipient', 'subject'
          ]) AND value <> 'null'::jsonb THEN '"[personal data]"'::jsonb
          ELSE value END), '{}'::jsonb)
        FROM jsonb_each(v)
      ) END
    $body$
  $f$;

  -- Deletes as before (prune_audit_log); an update only while erase_audit_personal_data runs,
  -- and only of `before`/`after`, into what audit_personal_values_erased makes of them.
  EXECUTE $f$
    CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $body$
    DECLARE
      cutoff timestamptz := nullif(current_setting('pellets.audit_prune_before', true), '')::timestamptz;
    BEGIN
      IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND cutoff <= now() - interval '1 year' THEN
        IF OLD.at < cutoff THEN
          RETURN OLD;
        END IF;
      END IF;
      IF TG_OP = 'UPDATE' AND current_setting('pellets.audit_erase_personal', true) = 'on'
        AND (NEW.id, NEW.at, NEW.action, NEW.actor, NEW.session_id, NEW.ip, NEW.entity_type, NEW.entity_id)
          IS NOT DISTINCT FROM
            (OLD.id, OLD.at, OLD.action, OLD.actor, OLD.session_id, OLD.ip, OLD.entity_type, OLD.entity_id)
        AND NEW.before IS NOT DISTINCT FROM public.audit_personal_values_erased(OLD.before)
        AND NEW.after IS NOT DISTINCT FROM public.audit_personal_values_erased(OLD.after) THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $body$
  $f$;

  -- The one way a person's details leave the log: the entries about these records (`entity_ids`
  -- of `entity_type`), or with null, every entry. Entries of privacy requests keep their digest:
  -- they are the record that a request was answered. Runs as the audit log's owner.
  EXECUTE $f$
    CREATE OR REPLACE FUNCTION "erase_audit_personal_data"(entity text, entity_ids text[])
      RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $body$
    DECLARE
      changed bigint;
    BEGIN
      PERFORM set_config('pellets.audit_erase_personal', 'on', true);
      UPDATE public.audit_log
        SET before = public.audit_personal_values_erased(before),
            after = public.audit_personal_values_erased(after)
        WHERE action NOT LIKE 'privacy.%'
          AND (entity_ids IS NULL OR (entity_type = entity AND entity_id = ANY (entity_ids)))
          AND (before IS DISTINCT FROM public.audit_personal_values_erased(before)
            OR after IS DISTINCT FROM public.audit_personal_values_erased(after));
      GET DIAGNOSTICS changed = ROW_COUNT;
      PERFORM set_config('pellets.audit_erase_personal', '', true);
      RETURN changed;
    END;
    $body$
  $f$;

  IF owner_role <> current_user THEN
    EXECUTE format('ALTER FUNCTION public.audit_personal_values_erased(jsonb) OWNER TO %I', owner_role);
    EXECUTE format('ALTER FUNCTION public.erase_audit_personal_data(text, text[]) OWNER TO %I', owner_role);
  END IF;
  -- Entries written before this release hold no more of anyone's details than new ones.
  PERFORM erase_audit_personal_data(NULL, NULL);
END;
$migration$;
