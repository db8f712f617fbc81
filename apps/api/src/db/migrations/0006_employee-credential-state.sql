-- Decision 012. The employees pages and the nurse picker read a nurse's credential state from her
-- employee rows instead of recomputing it from every credential on every page. Triggers keep it in
-- the writing transaction, whoever writes: the credential services, the expiry job, bulk loads and
-- seeds alike. pg_trgm indexes name search by substring; PGlite loads it in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "credentials_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "credentials_valid_through" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
-- The one definition of the state (spec 000 section 4, decision 004): complete when the nurse has
-- credentials and every one is verified with its required expiry date; valid through the earliest
-- expiry date, or never valid once one is marked expired. "Expired by a day" is then
-- `credentials_valid_through < day`, so the date stays a parameter of the query.
CREATE FUNCTION "nurse_credential_state"(nurse uuid, OUT complete boolean, OUT valid_through date)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(bool_and(c.status = 'CREDENTIAL_VERIFIED' AND NOT (c.expiry_required AND c.expiry IS NULL)), false),
         coalesce(min(CASE WHEN c.status = 'CREDENTIAL_EXPIRED' THEN '-infinity'::date ELSE c.expiry END), 'infinity'::date)
  FROM credentials c
  WHERE c.nurse_id = nurse
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_employee_credential_state"(nurse_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE employees e
  SET credentials_complete = s.complete, credentials_valid_through = s.valid_through
  FROM unnest(nurse_ids) AS n(id), LATERAL nurse_credential_state(n.id) s
  WHERE e.nurse_id = n.id
    AND (e.credentials_complete, e.credentials_valid_through) IS DISTINCT FROM (s.complete, s.valid_through)
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert or the nightly expiry sweep refreshes
-- each nurse once, not once per credential row.
CREATE FUNCTION "credentials_refresh_employees"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_employee_credential_state(array(SELECT DISTINCT nurse_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_employee_credential_state(array(SELECT DISTINCT nurse_id FROM old_rows));
  ELSE
    PERFORM refresh_employee_credential_state(array(SELECT nurse_id FROM new_rows UNION SELECT nurse_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credentials_after_insert" AFTER INSERT ON "credentials"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credentials_refresh_employees();--> statement-breakpoint
CREATE TRIGGER "credentials_after_update" AFTER UPDATE ON "credentials"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credentials_refresh_employees();--> statement-breakpoint
CREATE TRIGGER "credentials_after_delete" AFTER DELETE ON "credentials"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credentials_refresh_employees();--> statement-breakpoint
-- A nurse who already has credentials may join another facility (walk-in, bulk invite).
CREATE FUNCTION "employees_take_credential_state"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.complete, s.valid_through INTO NEW.credentials_complete, NEW.credentials_valid_through
  FROM nurse_credential_state(NEW.nurse_id) s;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "employees_before_write" BEFORE INSERT OR UPDATE OF nurse_id ON "employees"
  FOR EACH ROW EXECUTE FUNCTION employees_take_credential_state();--> statement-breakpoint
UPDATE "employees" e SET (credentials_complete, credentials_valid_through) = (SELECT s.complete, s.valid_through FROM nurse_credential_state(e.nurse_id) s);--> statement-breakpoint
CREATE INDEX "employees_pickable_idx" ON "employees" USING btree ("facility_id","job_title_id","worker_type","credentials_valid_through","nurse_id","agency_id") WHERE "employees"."status" = 'ACTIVE' and "employees"."credentials_complete" and "employees"."monthly_rate_cents" is not null;--> statement-breakpoint
CREATE INDEX "nurses_full_name_trgm_idx" ON "nurses" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);
