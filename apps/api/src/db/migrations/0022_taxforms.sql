CREATE TYPE "public"."dependent_relation" AS ENUM('PARENT', 'CHILDREN', 'SPOUSE');--> statement-breakpoint
CREATE TYPE "public"."w2_source" AS ENUM('UPLOAD', 'IMPORT');--> statement-breakpoint
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
ALTER TABLE "employee_dependents" ADD CONSTRAINT "employee_dependents_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_dependents" ADD CONSTRAINT "employee_dependents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w2s" ADD CONSTRAINT "employee_w2s_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w2s" ADD CONSTRAINT "employee_w2s_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w2s" ADD CONSTRAINT "employee_w2s_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w4s" ADD CONSTRAINT "employee_w4s_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w4s" ADD CONSTRAINT "employee_w4s_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_w4s" ADD CONSTRAINT "employee_w4s_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_dependents_facility_employee_idx" ON "employee_dependents" USING btree ("facility_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_w2s_facility_employee_idx" ON "employee_w2s" USING btree ("facility_id","employee_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_w4s_employee_version_key" ON "employee_w4s" USING btree ("employee_id","version");--> statement-breakpoint
CREATE INDEX "employee_w4s_facility_employee_idx" ON "employee_w4s" USING btree ("facility_id","employee_id","signed_date");