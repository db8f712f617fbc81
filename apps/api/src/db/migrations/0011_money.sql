CREATE TYPE "public"."earning_kind" AS ENUM('REGULAR', 'OVERTIME', 'DOUBLE_TIME', 'DIFFERENTIAL', 'PTO', 'REIMBURSEMENT');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('FUNDING_BANK', 'FUNDING_IN_TRANSIT', 'VAULT', 'FEES', 'NURSE_PAYABLES', 'AGENCY_PAYABLES', 'REIMBURSEMENTS');--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('FUNDING', 'FUNDING_SETTLED', 'FUNDING_RETURNED', 'PAYOUT', 'AGENCY_PAYMENT', 'REIMBURSEMENT');--> statement-breakpoint
CREATE TYPE "public"."payroll_run_status" AS ENUM('DRAFT', 'APPROVED', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."reimbursement_category" AS ENUM('MILEAGE', 'PARKING', 'SUPPLIES', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."reimbursement_status" AS ENUM('PENDING', 'PAID', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_non_zero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" "ledger_transaction_kind" NOT NULL,
	"memo" text NOT NULL,
	"employee_id" uuid,
	"agency_id" uuid,
	"settles_id" uuid,
	"payroll_run_id" uuid,
	"reimbursement_id" uuid,
	"provider_ref" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paychex_category_mappings" (
	"facility_id" uuid NOT NULL,
	"earning_kind" "earning_kind" NOT NULL,
	"category" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"worker_type" text NOT NULL,
	"agency_id" uuid,
	"regular_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"double_time_minutes" integer DEFAULT 0 NOT NULL,
	"differential_minutes" integer DEFAULT 0 NOT NULL,
	"pto_minutes" integer DEFAULT 0 NOT NULL,
	"rate_cents" integer NOT NULL,
	"regular_cents" integer DEFAULT 0 NOT NULL,
	"overtime_cents" integer DEFAULT 0 NOT NULL,
	"double_time_cents" integer DEFAULT 0 NOT NULL,
	"differential_cents" integer DEFAULT 0 NOT NULL,
	"pto_cents" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_run_lines_worker_type" CHECK ("payroll_run_lines"."worker_type" in ('IN', 'EN', 'AN')),
	CONSTRAINT "payroll_run_lines_non_negative" CHECK ("payroll_run_lines"."regular_minutes" >= 0 and "payroll_run_lines"."overtime_minutes" >= 0 and "payroll_run_lines"."double_time_minutes" >= 0 and "payroll_run_lines"."differential_minutes" >= 0 and "payroll_run_lines"."pto_minutes" >= 0 and "payroll_run_lines"."gross_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" "payroll_run_status" DEFAULT 'DRAFT' NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"payout_cents" integer DEFAULT 0 NOT NULL,
	"agency_cents" integer DEFAULT 0 NOT NULL,
	"internal_cents" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_period" CHECK ("payroll_runs"."period_end" >= "payroll_runs"."period_start")
);
--> statement-breakpoint
CREATE TABLE "pbj_job_title_codes" (
	"facility_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"code" smallint,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pbj_job_title_codes_range" CHECK ("pbj_job_title_codes"."code" is null or "pbj_job_title_codes"."code" between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "pbj_quarter_notices" (
	"facility_id" uuid NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"category" "reimbursement_category" NOT NULL,
	"description" text NOT NULL,
	"incurred_on" date NOT NULL,
	"miles" integer,
	"mile_rate_cents" integer,
	"amount_cents" integer NOT NULL,
	"status" "reimbursement_status" DEFAULT 'PENDING' NOT NULL,
	"transaction_id" uuid,
	"created_by" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_amount_positive" CHECK ("reimbursements"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "cms_facility_id" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychex_category_mappings" ADD CONSTRAINT "paychex_category_mappings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychex_category_mappings" ADD CONSTRAINT "paychex_category_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbj_job_title_codes" ADD CONSTRAINT "pbj_job_title_codes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbj_job_title_codes" ADD CONSTRAINT "pbj_job_title_codes_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbj_job_title_codes" ADD CONSTRAINT "pbj_job_title_codes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbj_quarter_notices" ADD CONSTRAINT "pbj_quarter_notices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_facility_kind_key" ON "ledger_accounts" USING btree ("facility_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_facility_created_idx" ON "ledger_transactions" USING btree ("facility_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_transactions_employee_idx" ON "ledger_transactions" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_settles_key" ON "ledger_transactions" USING btree ("settles_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_run_idx" ON "ledger_transactions" USING btree ("payroll_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reimbursement_key" ON "ledger_transactions" USING btree ("reimbursement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paychex_category_mappings_key" ON "paychex_category_mappings" USING btree ("facility_id","earning_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_lines_run_employee_key" ON "payroll_run_lines" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_run_lines_facility_employee_idx" ON "payroll_run_lines" USING btree ("facility_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_facility_period_key" ON "payroll_runs" USING btree ("facility_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "pbj_job_title_codes_key" ON "pbj_job_title_codes" USING btree ("facility_id","job_title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pbj_quarter_notices_key" ON "pbj_quarter_notices" USING btree ("facility_id","fiscal_year","quarter");--> statement-breakpoint
CREATE INDEX "reimbursements_facility_created_idx" ON "reimbursements" USING btree ("facility_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_cms_facility_id" CHECK ("facilities"."cms_facility_id" is null or "facilities"."cms_facility_id" ~ '^[A-Za-z0-9]{1,16}$');--> statement-breakpoint
-- The ledger's rules live in the database (decision 028), so no code path can break them.
-- Append-only: a correction is a new transaction, never an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- At commit: every transaction has two or more entries that sum to zero.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txn uuid;
  legs integer;
  total bigint;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transactions' THEN
    txn := NEW.id;
  ELSE
    txn := NEW.transaction_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO legs, total FROM ledger_entries WHERE transaction_id = txn;
  IF legs < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries summing to % cents', txn, legs, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- An entry belongs to its transaction's and its account's facility.
CREATE FUNCTION ledger_entry_same_facility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_transactions WHERE id = NEW.transaction_id AND facility_id = NEW.facility_id)
     OR NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.account_id AND facility_id = NEW.facility_id) THEN
    RAISE EXCEPTION 'ledger entry crosses facilities' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_same_facility BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entry_same_facility();
--> statement-breakpoint
-- At commit: no account but the facility's own bank is below zero. The services lock the account
-- row before they read its balance, so concurrent payouts queue instead of both passing.
CREATE FUNCTION ledger_account_not_negative() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  IF (SELECT kind FROM ledger_accounts WHERE id = NEW.account_id) = 'FUNDING_BANK' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO balance FROM ledger_entries WHERE account_id = NEW.account_id;
  IF balance < 0 THEN
    RAISE EXCEPTION 'ledger account % would be overdrawn (% cents)', NEW.account_id, balance USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_not_negative AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_account_not_negative();
