CREATE TYPE "public"."role" AS ENUM('OWNER', 'ADMIN', 'MANAGER');--> statement-breakpoint
CREATE TYPE "public"."credential_data_type" AS ENUM('UPLOAD');--> statement-breakpoint
CREATE TYPE "public"."credential_status" AS ENUM('CREDENTIAL_PENDING', 'CREDENTIAL_VERIFIED', 'CREDENTIAL_EXPIRED', 'CREDENTIAL_REJECTED');--> statement-breakpoint
CREATE TYPE "public"."employee_status" AS ENUM('INVITED', 'ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."worker_type" AS ENUM('IN', 'EN', 'AN', 'WN');--> statement-breakpoint
CREATE TYPE "public"."agency_preference" AS ENUM('ALL', 'CUSTOM_PREFERENCE', 'FAVORITE');--> statement-breakpoint
CREATE TYPE "public"."applicant_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'ENDED');--> statement-breakpoint
CREATE TYPE "public"."assignment_source" AS ENUM('APPLICATION', 'MANAGER');--> statement-breakpoint
CREATE TYPE "public"."differential_type" AS ENUM('FR', 'BP');--> statement-breakpoint
CREATE TYPE "public"."position_status" AS ENUM('OPEN', 'FILLED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."recurring_type" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM');--> statement-breakpoint
CREATE TYPE "public"."shift_type" AS ENUM('morning', 'evening', 'night', 'custom');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('PTO', 'CREDENTIAL', 'JOB-REQUEST', 'APPLICATION', 'OVERTIME', 'PAYROLL', 'PAYMENT', 'PBJ', 'BANK');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"facility_id" uuid,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"request_id" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "corporations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporation_id" uuid,
	"name" text NOT NULL,
	"timezone" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"payroll_setting" text DEFAULT 'WEEKLY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_facility_id_pk" PRIMARY KEY("user_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"channel" text DEFAULT 'EMAIL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" uuid NOT NULL,
	"file_path" text NOT NULL,
	"filename" text NOT NULL,
	"filesize" integer NOT NULL,
	"content_type" text NOT NULL,
	"data_type" "credential_data_type" DEFAULT 'UPLOAD' NOT NULL,
	"category" text,
	"thumbnail_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nurse_id" uuid NOT NULL,
	"credential_name" text NOT NULL,
	"expiry" date,
	"expiry_required" boolean DEFAULT false NOT NULL,
	"status" "credential_status" DEFAULT 'CREDENTIAL_PENDING' NOT NULL,
	"feedback" varchar(150),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"udid" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" varchar(250) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"nurse_id" uuid NOT NULL,
	"worker_type" "worker_type" NOT NULL,
	"emp_id" integer NOT NULL,
	"job_title_id" uuid NOT NULL,
	"department_id" uuid,
	"discipline" text,
	"hourly_rate_cents" integer NOT NULL,
	"monthly_rate_cents" integer,
	"status" "employee_status" DEFAULT 'INVITED' NOT NULL,
	"agency_id" uuid,
	"date_of_joining" date,
	"pay_type" text,
	"payment_category" text,
	"is_resident" boolean DEFAULT true NOT NULL,
	"paychex_emp_id" text,
	"paychex_org_id" text,
	"paychex_org_id_15" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_agency_iff_an" CHECK (("employees"."worker_type" = 'AN') = ("employees"."agency_id" is not null)),
	CONSTRAINT "employees_rates_non_negative" CHECK ("employees"."hourly_rate_cents" >= 0 and coalesce("employees"."monthly_rate_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "facility_agencies" (
	"facility_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_agencies_facility_id_agency_id_pk" PRIMARY KEY("facility_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"abbreviation" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nurses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"country_code" text DEFAULT '+1' NOT NULL,
	"mobile" text NOT NULL,
	"profile_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"floor_id" uuid,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" "applicant_status" DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"nurse_id" uuid NOT NULL,
	"source" "assignment_source" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_ends_after_start" CHECK ("assignments"."ends_at" > "assignments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"date" date NOT NULL,
	"job_title_id" uuid NOT NULL,
	"budgeted_hours" numeric(7, 2) NOT NULL,
	"budgeted_spend_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_lines_non_negative" CHECK ("budget_lines"."budgeted_hours" >= 0 and "budget_lines"."budgeted_spend_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "census" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"date" date NOT NULL,
	"patient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "census_patient_count_non_negative" CHECK ("census"."patient_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "position_agencies" (
	"facility_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	CONSTRAINT "position_agencies_position_id_agency_id_pk" PRIMARY KEY("position_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"total_positions" smallint NOT NULL,
	"accepted_count" smallint DEFAULT 0 NOT NULL,
	"assigned_count" smallint DEFAULT 0 NOT NULL,
	"status" "position_status" DEFAULT 'OPEN' NOT NULL,
	"rate_cents" integer,
	"agency_rate_cents" integer,
	"rate_type" text,
	"applicable_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"agency_preference" "agency_preference",
	"recurring_values" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"recurring_end_date" date,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"description" text,
	"special_shift" boolean DEFAULT false NOT NULL,
	"differential_type" "differential_type",
	"differential_value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_openings_range" CHECK ("positions"."total_positions" between 0 and 999),
	CONSTRAINT "positions_filled_within_openings" CHECK ("positions"."accepted_count" >= 0 and "positions"."assigned_count" >= 0 and "positions"."accepted_count" + "positions"."assigned_count" <= "positions"."total_positions"),
	CONSTRAINT "positions_applicable_for_codes" CHECK ("positions"."applicable_for" <@ array['IN', 'EN', 'AN']::text[]),
	CONSTRAINT "positions_recurring_weekdays" CHECK ("positions"."recurring_values" <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]),
	CONSTRAINT "positions_rates_non_negative" CHECK (coalesce("positions"."rate_cents", 0) >= 0 and coalesce("positions"."agency_rate_cents", 0) >= 0 and coalesce("positions"."differential_value", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meal_minutes" smallint DEFAULT 0 NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"shift_type" "shift_type" DEFAULT 'custom' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_type" "recurring_type",
	"recurring_end_date" date,
	"floor_id" uuid,
	"unit_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_ends_after_start" CHECK ("shifts"."ends_at" > "shifts"."starts_at"),
	CONSTRAINT "shifts_meal_non_negative" CHECK ("shifts"."meal_minutes" >= 0),
	CONSTRAINT "shifts_recurring_has_type" CHECK (not "shifts"."is_recurring" or "shifts"."recurring_type" is not null)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"user_id" uuid,
	"type" "notification_type" NOT NULL,
	"type_id" uuid,
	"nurse_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_notes" ADD CONSTRAINT "employee_notes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_notes" ADD CONSTRAINT "employee_notes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_notes" ADD CONSTRAINT "employee_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_agencies" ADD CONSTRAINT "facility_agencies_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_agencies" ADD CONSTRAINT "facility_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census" ADD CONSTRAINT "census_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_agencies" ADD CONSTRAINT "position_agencies_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_agencies" ADD CONSTRAINT "position_agencies_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_agencies" ADD CONSTRAINT "position_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_facility_idx" ON "audit_log" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE INDEX "memberships_facility_idx" ON "memberships" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_key" ON "agencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "credential_documents_credential_idx" ON "credential_documents" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "credentials_nurse_idx" ON "credentials" USING btree ("nurse_id");--> statement-breakpoint
CREATE INDEX "credentials_status_expiry_idx" ON "credentials" USING btree ("status","expiry");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_facility_name_key" ON "departments" USING btree ("facility_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_facility_udid_key" ON "devices" USING btree ("facility_id","udid");--> statement-breakpoint
CREATE INDEX "employee_notes_facility_employee_idx" ON "employee_notes" USING btree ("facility_id","employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_facility_nurse_key" ON "employees" USING btree ("facility_id","nurse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_facility_emp_id_key" ON "employees" USING btree ("facility_id","emp_id");--> statement-breakpoint
CREATE INDEX "employees_facility_type_emp_id_idx" ON "employees" USING btree ("facility_id","worker_type","emp_id");--> statement-breakpoint
CREATE INDEX "employees_facility_title_status_idx" ON "employees" USING btree ("facility_id","job_title_id","status");--> statement-breakpoint
CREATE INDEX "employees_nurse_idx" ON "employees" USING btree ("nurse_id");--> statement-breakpoint
CREATE INDEX "facility_agencies_agency_idx" ON "facility_agencies" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "floors_facility_name_key" ON "floors" USING btree ("facility_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_abbreviation_key" ON "job_titles" USING btree ("abbreviation");--> statement-breakpoint
CREATE UNIQUE INDEX "nurses_email_key" ON "nurses" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "nurses_mobile_key" ON "nurses" USING btree ("country_code","mobile");--> statement-breakpoint
CREATE INDEX "nurses_name_idx" ON "nurses" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "units_facility_parent_idx" ON "units" USING btree ("facility_id","parent_id");--> statement-breakpoint
CREATE INDEX "units_parent_idx" ON "units" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_position_employee_key" ON "applications" USING btree ("position_id","employee_id");--> statement-breakpoint
CREATE INDEX "applications_employee_idx" ON "applications" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "applications_facility_status_idx" ON "applications" USING btree ("facility_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_position_employee_key" ON "assignments" USING btree ("position_id","employee_id");--> statement-breakpoint
CREATE INDEX "assignments_employee_starts_at_idx" ON "assignments" USING btree ("employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "assignments_facility_starts_at_idx" ON "assignments" USING btree ("facility_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_lines_facility_date_title_key" ON "budget_lines" USING btree ("facility_id","date","job_title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "census_facility_date_key" ON "census" USING btree ("facility_id","date");--> statement-breakpoint
CREATE INDEX "position_agencies_facility_agency_idx" ON "position_agencies" USING btree ("facility_id","agency_id");--> statement-breakpoint
CREATE INDEX "positions_facility_shift_idx" ON "positions" USING btree ("facility_id","shift_id");--> statement-breakpoint
CREATE INDEX "positions_shift_idx" ON "positions" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "shifts_facility_start_date_idx" ON "shifts" USING btree ("facility_id","start_date");--> statement-breakpoint
CREATE INDEX "shifts_facility_starts_at_idx" ON "shifts" USING btree ("facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "notifications_facility_created_idx" ON "notifications" USING btree ("facility_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_facility_unread_idx" ON "notifications" USING btree ("facility_id","user_id") WHERE not "notifications"."is_read";