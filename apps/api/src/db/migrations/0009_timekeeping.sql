CREATE TYPE "public"."overtime_enforcement" AS ENUM('WARN', 'BLOCK');--> statement-breakpoint
CREATE TYPE "public"."overtime_rule" AS ENUM('FLSA_WEEKLY', 'EIGHT_EIGHTY', 'CALIFORNIA');--> statement-breakpoint
CREATE TYPE "public"."change_actor_kind" AS ENUM('USER', 'NURSE', 'SUPERVISOR', 'APPROVER', 'SYSTEM');--> statement-breakpoint
CREATE TYPE "public"."corporate_line_kind" AS ENUM('TIMECARD', 'LOGGED_ATTENDANCE');--> statement-breakpoint
CREATE TYPE "public"."corporate_line_status" AS ENUM('PENDING', 'APPROVED', 'DISPUTED');--> statement-breakpoint
CREATE TYPE "public"."corporate_timesheet_status" AS ENUM('SENT', 'IN_REVIEW', 'APPROVED', 'DISPUTED');--> statement-breakpoint
CREATE TYPE "public"."missed_punch_status" AS ENUM('OPEN', 'PROPOSED', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."pto_entry_kind" AS ENUM('ACCRUAL', 'USAGE', 'CARRY_OVER', 'ADJUSTMENT', 'FORFEIT');--> statement-breakpoint
CREATE TYPE "public"."pto_request_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."punch_flag" AS ENUM('OUTSIDE_GEOFENCE', 'NO_LOCATION', 'NO_PHOTO');--> statement-breakpoint
CREATE TYPE "public"."punch_kind" AS ENUM('IN', 'OUT');--> statement-breakpoint
CREATE TYPE "public"."timecard_status" AS ENUM('PENDING', 'APPROVED', 'DISPUTED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'MISSED-PUNCH';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'TIMESHEET';--> statement-breakpoint
CREATE TABLE "corporate_timesheet_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"corporate_timesheet_id" uuid NOT NULL,
	"kind" "corporate_line_kind" DEFAULT 'TIMECARD' NOT NULL,
	"timecard_id" uuid,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone,
	"clock_out_at" timestamp with time zone,
	"worked_minutes" integer NOT NULL,
	"status" "corporate_line_status" DEFAULT 'PENDING' NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_lines_disputed_has_comment" CHECK ("corporate_timesheet_lines"."status" <> 'DISPUTED' or "corporate_timesheet_lines"."comment" is not null)
);
--> statement-breakpoint
CREATE TABLE "corporate_timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"agency_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"approver_name" text,
	"approver_email" text NOT NULL,
	"status" "corporate_timesheet_status" DEFAULT 'SENT' NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resend_count" smallint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_timesheets_period" CHECK ("corporate_timesheets"."period_end" >= "corporate_timesheets"."period_start")
);
--> statement-breakpoint
CREATE TABLE "employee_pto_policies" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missed_punch_action_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"missed_punch_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missed_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"timecard_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" "punch_kind" NOT NULL,
	"status" "missed_punch_status" DEFAULT 'OPEN' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposed_at" timestamp with time zone,
	"proposed_reason" text,
	"proposed_recorded_at" timestamp with time zone,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"resolved_time" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_by_label" text,
	"resolution_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overtime_alerts" (
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overtime_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"assignment_id" uuid,
	"employee_id" uuid NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" "pto_entry_kind" NOT NULL,
	"minutes" integer NOT NULL,
	"year" smallint NOT NULL,
	"timecard_id" uuid,
	"request_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"accrual_per_hour" numeric(6, 4) NOT NULL,
	"annual_cap_minutes" integer NOT NULL,
	"carry_over_minutes" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pto_policies_non_negative" CHECK ("pto_policies"."accrual_per_hour" >= 0 and "pto_policies"."annual_cap_minutes" >= 0 and "pto_policies"."carry_over_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pto_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text,
	"status" "pto_request_status" DEFAULT 'PENDING' NOT NULL,
	"entered_by" "change_actor_kind" NOT NULL,
	"entered_by_user" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pto_requests_dates" CHECK ("pto_requests"."end_date" >= "pto_requests"."start_date" and "pto_requests"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"time_clock_link_id" uuid,
	"kind" "punch_kind" NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_metres" double precision,
	"distance_metres" double precision,
	"photo_key" text,
	"flags" "punch_flag"[] DEFAULT '{}' NOT NULL,
	"flag_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punches_flagged_has_reason" CHECK (cardinality("punches"."flags") = 0 or "punches"."flag_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "time_clock_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"link_token_hash" text NOT NULL,
	"link_used_at" timestamp with time zone,
	"device_token_hash" text,
	"device_label" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"last_seen_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timecard_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"timecard_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"reason" text,
	"actor_kind" "change_actor_kind" NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone,
	"clock_out_at" timestamp with time zone,
	"clock_in_punch_id" uuid,
	"clock_out_punch_id" uuid,
	"break_minutes" smallint DEFAULT 0 NOT NULL,
	"rounding_minutes" smallint DEFAULT 0 NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"status" timecard_status DEFAULT 'PENDING' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"dispute_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timecards_worked_non_negative" CHECK ("timecards"."worked_minutes" >= 0 and "timecards"."break_minutes" >= 0),
	CONSTRAINT "timecards_out_after_in" CHECK ("timecards"."clock_out_at" is null or "timecards"."clock_in_at" is null or "timecards"."clock_out_at" > "timecards"."clock_in_at"),
	CONSTRAINT "timecards_disputed_has_reason" CHECK ("timecards"."status" <> 'DISPUTED' or "timecards"."dispute_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "geofence_radius_metres" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "rounding_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "approval_deadline_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "pay_period_anchor" date DEFAULT '2026-01-04' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "overtime_rule" "overtime_rule" DEFAULT 'FLSA_WEEKLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "overtime_enforcement" "overtime_enforcement" DEFAULT 'WARN' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_timesheet_lines" ADD CONSTRAINT "corporate_timesheet_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_timesheet_lines" ADD CONSTRAINT "corporate_timesheet_lines_corporate_timesheet_id_corporate_timesheets_id_fk" FOREIGN KEY ("corporate_timesheet_id") REFERENCES "public"."corporate_timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_timesheet_lines" ADD CONSTRAINT "corporate_timesheet_lines_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_timesheet_lines" ADD CONSTRAINT "corporate_timesheet_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_timesheets" ADD CONSTRAINT "corporate_timesheets_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_timesheets" ADD CONSTRAINT "corporate_timesheets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_timesheets" ADD CONSTRAINT "corporate_timesheets_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pto_policies" ADD CONSTRAINT "employee_pto_policies_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pto_policies" ADD CONSTRAINT "employee_pto_policies_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pto_policies" ADD CONSTRAINT "employee_pto_policies_policy_id_pto_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pto_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punch_action_tokens" ADD CONSTRAINT "missed_punch_action_tokens_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punch_action_tokens" ADD CONSTRAINT "missed_punch_action_tokens_missed_punch_id_missed_punches_id_fk" FOREIGN KEY ("missed_punch_id") REFERENCES "public"."missed_punches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punches" ADD CONSTRAINT "missed_punches_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punches" ADD CONSTRAINT "missed_punches_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punches" ADD CONSTRAINT "missed_punches_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punches" ADD CONSTRAINT "missed_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_punches" ADD CONSTRAINT "missed_punches_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_alerts" ADD CONSTRAINT "overtime_alerts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_alerts" ADD CONSTRAINT "overtime_alerts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_overrides" ADD CONSTRAINT "overtime_overrides_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_overrides" ADD CONSTRAINT "overtime_overrides_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_overrides" ADD CONSTRAINT "overtime_overrides_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_overrides" ADD CONSTRAINT "overtime_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_ledger" ADD CONSTRAINT "pto_ledger_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_ledger" ADD CONSTRAINT "pto_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_ledger" ADD CONSTRAINT "pto_ledger_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_ledger" ADD CONSTRAINT "pto_ledger_request_id_pto_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."pto_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_ledger" ADD CONSTRAINT "pto_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_policies" ADD CONSTRAINT "pto_policies_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_requests" ADD CONSTRAINT "pto_requests_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_requests" ADD CONSTRAINT "pto_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_requests" ADD CONSTRAINT "pto_requests_entered_by_user_users_id_fk" FOREIGN KEY ("entered_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_requests" ADD CONSTRAINT "pto_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_time_clock_link_id_time_clock_links_id_fk" FOREIGN KEY ("time_clock_link_id") REFERENCES "public"."time_clock_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_links" ADD CONSTRAINT "time_clock_links_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_links" ADD CONSTRAINT "time_clock_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_links" ADD CONSTRAINT "time_clock_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_links" ADD CONSTRAINT "time_clock_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_changes" ADD CONSTRAINT "timecard_changes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_changes" ADD CONSTRAINT "timecard_changes_timecard_id_timecards_id_fk" FOREIGN KEY ("timecard_id") REFERENCES "public"."timecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecard_changes" ADD CONSTRAINT "timecard_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_clock_in_punch_id_punches_id_fk" FOREIGN KEY ("clock_in_punch_id") REFERENCES "public"."punches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_clock_out_punch_id_punches_id_fk" FOREIGN KEY ("clock_out_punch_id") REFERENCES "public"."punches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_timesheet_lines_sheet_idx" ON "corporate_timesheet_lines" USING btree ("corporate_timesheet_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_timesheets_token_key" ON "corporate_timesheets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "corporate_timesheets_facility_period_idx" ON "corporate_timesheets" USING btree ("facility_id","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "missed_punch_action_tokens_hash_key" ON "missed_punch_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "missed_punches_assignment_kind_key" ON "missed_punches" USING btree ("assignment_id","kind");--> statement-breakpoint
CREATE INDEX "missed_punches_facility_status_idx" ON "missed_punches" USING btree ("facility_id","status","detected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_alerts_key" ON "overtime_alerts" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE INDEX "overtime_overrides_facility_idx" ON "overtime_overrides" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE INDEX "pto_ledger_employee_year_idx" ON "pto_ledger" USING btree ("employee_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "pto_ledger_accrual_per_timecard" ON "pto_ledger" USING btree ("timecard_id") WHERE "pto_ledger"."kind" = 'ACCRUAL';--> statement-breakpoint
CREATE UNIQUE INDEX "pto_policies_facility_name_key" ON "pto_policies" USING btree ("facility_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pto_policies_one_default" ON "pto_policies" USING btree ("facility_id") WHERE "pto_policies"."is_default";--> statement-breakpoint
CREATE INDEX "pto_requests_facility_status_idx" ON "pto_requests" USING btree ("facility_id","status","start_date");--> statement-breakpoint
CREATE INDEX "pto_requests_employee_idx" ON "pto_requests" USING btree ("employee_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "punches_assignment_idx" ON "punches" USING btree ("assignment_id","punched_at");--> statement-breakpoint
CREATE INDEX "punches_facility_punched_at_idx" ON "punches" USING btree ("facility_id","punched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_links_link_token_key" ON "time_clock_links" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_links_device_token_key" ON "time_clock_links" USING btree ("device_token_hash");--> statement-breakpoint
CREATE INDEX "time_clock_links_employee_idx" ON "time_clock_links" USING btree ("employee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timecard_changes_timecard_idx" ON "timecard_changes" USING btree ("timecard_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timecards_assignment_key" ON "timecards" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "timecards_facility_work_date_idx" ON "timecards" USING btree ("facility_id","work_date");--> statement-breakpoint
CREATE INDEX "timecards_employee_work_date_idx" ON "timecards" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "timecards_pending_idx" ON "timecards" USING btree ("facility_id","work_date") WHERE "timecards"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_geofence_min" CHECK ("facilities"."geofence_radius_metres" >= 200);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_rounding_minutes" CHECK ("facilities"."rounding_minutes" in (0, 5, 6, 15));--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_approval_deadline" CHECK ("facilities"."approval_deadline_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_pay_period_anchor_sunday" CHECK (extract(dow from "facilities"."pay_period_anchor") = 0);--> statement-breakpoint
-- Raw punches are evidence: corrections are timecard_changes rows, never edits of a punch.
CREATE FUNCTION punches_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'punches are never changed' USING ERRCODE = 'raise_exception';
END $$;
--> statement-breakpoint
CREATE TRIGGER punches_no_update BEFORE UPDATE ON punches FOR EACH ROW EXECUTE FUNCTION punches_immutable();
