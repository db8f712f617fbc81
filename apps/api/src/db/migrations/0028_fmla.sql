CREATE TYPE "public"."fmla_case_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."fmla_certification_status" AS ENUM('REQUESTED', 'RECEIVED', 'APPROVED', 'INSUFFICIENT');--> statement-breakpoint
CREATE TYPE "public"."fmla_leave_kind" AS ENUM('CONTINUOUS', 'INTERMITTENT');--> statement-breakpoint
CREATE TYPE "public"."fmla_period_method" AS ENUM('CALENDAR_YEAR', 'LEAVE_YEAR', 'FORWARD', 'ROLLING');--> statement-breakpoint
CREATE TYPE "public"."fmla_reason" AS ENUM('OWN_HEALTH', 'FAMILY_CARE', 'BIRTH_BONDING', 'MILITARY_EXIGENCY');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'FMLA';--> statement-breakpoint
CREATE TABLE "fmla_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"reason" "fmla_reason" NOT NULL,
	"kind" "fmla_leave_kind" NOT NULL,
	"start_date" date NOT NULL,
	"expected_end_date" date NOT NULL,
	"notice_date" date NOT NULL,
	"status" "fmla_case_status" DEFAULT 'OPEN' NOT NULL,
	"workweek_minutes" integer NOT NULL,
	"other_worked_minutes" integer DEFAULT 0 NOT NULL,
	"eligibility" jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fmla_cases_dates" CHECK ("fmla_cases"."expected_end_date" >= "fmla_cases"."start_date" and "fmla_cases"."workweek_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "fmla_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"status" "fmla_certification_status" DEFAULT 'REQUESTED' NOT NULL,
	"requested_on" date NOT NULL,
	"due_date" date NOT NULL,
	"received_on" date,
	"file_path" text,
	"filename" text,
	"content_type" text,
	"filesize" integer,
	"note" text,
	"reminded_before_for" date,
	"reminded_overdue_for" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fmla_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"pto_request_id" uuid,
	"pto_minutes" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fmla_entries_minutes" CHECK ("fmla_entries"."minutes" > 0 and "fmla_entries"."pto_minutes" between 0 and "fmla_entries"."minutes")
);
--> statement-breakpoint
CREATE TABLE "fmla_settings" (
	"facility_id" uuid PRIMARY KEY NOT NULL,
	"method" "fmla_period_method" DEFAULT 'ROLLING' NOT NULL,
	"leave_year_start" text DEFAULT '01-01' NOT NULL,
	"previous_method" "fmla_period_method",
	"previous_leave_year_start" text,
	"effective_from" date,
	"other_worksite_employees" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fmla_settings_other_employees" CHECK ("fmla_settings"."other_worksite_employees" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fmla_cases" ADD CONSTRAINT "fmla_cases_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_cases" ADD CONSTRAINT "fmla_cases_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_cases" ADD CONSTRAINT "fmla_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_certifications" ADD CONSTRAINT "fmla_certifications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_certifications" ADD CONSTRAINT "fmla_certifications_case_id_fmla_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."fmla_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_certifications" ADD CONSTRAINT "fmla_certifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_entries" ADD CONSTRAINT "fmla_entries_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_entries" ADD CONSTRAINT "fmla_entries_case_id_fmla_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."fmla_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_entries" ADD CONSTRAINT "fmla_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_entries" ADD CONSTRAINT "fmla_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmla_settings" ADD CONSTRAINT "fmla_settings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmla_cases_facility_idx" ON "fmla_cases" USING btree ("facility_id","status","start_date");--> statement-breakpoint
CREATE INDEX "fmla_cases_employee_idx" ON "fmla_cases" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "fmla_certifications_case_idx" ON "fmla_certifications" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "fmla_certifications_due_idx" ON "fmla_certifications" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fmla_entries_case_date_key" ON "fmla_entries" USING btree ("case_id","date");--> statement-breakpoint
CREATE INDEX "fmla_entries_facility_date_idx" ON "fmla_entries" USING btree ("facility_id","date");--> statement-breakpoint
CREATE INDEX "fmla_entries_employee_idx" ON "fmla_entries" USING btree ("employee_id","date");