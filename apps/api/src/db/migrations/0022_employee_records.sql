CREATE TYPE "public"."gender" AS ENUM('M', 'F', 'O', 'NOT_KNOWN');--> statement-breakpoint
CREATE TYPE "public"."dependent_relation" AS ENUM('PARENT', 'CHILDREN', 'SPOUSE');--> statement-breakpoint
CREATE TYPE "public"."w2_source" AS ENUM('UPLOAD', 'IMPORT');--> statement-breakpoint
CREATE TABLE "time_clock_kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"device_label" text,
	"paired_at" timestamp with time zone NOT NULL,
	"paired_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_clock_passcodes" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"passcode_hash" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_pay_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"monthly_rate_cents" integer,
	"pay_type" text,
	"payment_category" text,
	"paychex_emp_id" text,
	"paychex_org_id" text,
	"paychex_org_id_15" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "employee_pay_details_rates_check" CHECK ("employee_pay_details"."hourly_rate_cents" >= 0 and ("employee_pay_details"."monthly_rate_cents" is null or "employee_pay_details"."monthly_rate_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "employee_dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"relation" "dependent_relation" NOT NULL,
	"date_of_birth" date NOT NULL,
	"ssn_sealed" text,
	"ssn_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employee_dependents_ssn_pair" CHECK (("employee_dependents"."ssn_sealed" is null) = ("employee_dependents"."ssn_last4" is null))
);
--> statement-breakpoint
CREATE TABLE "employee_w2s" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tax_year" smallint NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"filesize" integer NOT NULL,
	"content_key_sealed" text NOT NULL,
	"source" "w2_source" NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_w4s" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"signed_date" date NOT NULL,
	"form_sealed" text NOT NULL,
	"entered_by" uuid,
	"entered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prior_employments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employer" text NOT NULL,
	"job_title" text NOT NULL,
	"from_month" date NOT NULL,
	"to_month" date,
	"city" text,
	"state" text,
	"reason_for_leaving" text,
	"reference_name" text,
	"reference_phone" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prior_employments_months" CHECK (extract(day from "prior_employments"."from_month") = 1 and ("prior_employments"."to_month" is null or (extract(day from "prior_employments"."to_month") = 1 and "prior_employments"."to_month" >= "prior_employments"."from_month")))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" "gender";--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "kiosk_id" uuid;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_paired_by_users_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_passcodes" ADD CONSTRAINT "time_clock_passcodes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_passcodes" ADD CONSTRAINT "time_clock_passcodes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_passcodes" ADD CONSTRAINT "time_clock_passcodes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_details" ADD CONSTRAINT "employee_pay_details_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_details" ADD CONSTRAINT "employee_pay_details_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_details" ADD CONSTRAINT "employee_pay_details_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_dependents" ADD CONSTRAINT "employee_dependents_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_dependents" ADD CONSTRAINT "employee_dependents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w2s" ADD CONSTRAINT "employee_w2s_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w2s" ADD CONSTRAINT "employee_w2s_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w2s" ADD CONSTRAINT "employee_w2s_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w4s" ADD CONSTRAINT "employee_w4s_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w4s" ADD CONSTRAINT "employee_w4s_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w4s" ADD CONSTRAINT "employee_w4s_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_employments" ADD CONSTRAINT "prior_employments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_employments" ADD CONSTRAINT "prior_employments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_employments" ADD CONSTRAINT "prior_employments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_kiosks_secret_key" ON "time_clock_kiosks" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_kiosks_live_device_key" ON "time_clock_kiosks" USING btree ("device_id") WHERE "time_clock_kiosks"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "time_clock_kiosks_facility_idx" ON "time_clock_kiosks" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "mobile_verifications_facility_mobile_idx" ON "mobile_verifications" USING btree ("facility_id","country_code","mobile","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pay_details_employee_date_key" ON "employee_pay_details" USING btree ("facility_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "employee_pay_details_due_idx" ON "employee_pay_details" USING btree ("facility_id","effective_from") WHERE "employee_pay_details"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "employee_dependents_facility_employee_idx" ON "employee_dependents" USING btree ("facility_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_w2s_facility_employee_idx" ON "employee_w2s" USING btree ("facility_id","employee_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_w4s_employee_version_key" ON "employee_w4s" USING btree ("employee_id","version");--> statement-breakpoint
CREATE INDEX "employee_w4s_facility_employee_idx" ON "employee_w4s" USING btree ("facility_id","employee_id","signed_date");--> statement-breakpoint
CREATE INDEX "prior_employments_employee_idx" ON "prior_employments" USING btree ("facility_id","employee_id","from_month");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_kiosk_id_time_clock_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."time_clock_kiosks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_termination_after_hire" CHECK ("employees"."termination_date" is null or "employees"."date_of_joining" is null or "employees"."termination_date" >= "employees"."date_of_joining");