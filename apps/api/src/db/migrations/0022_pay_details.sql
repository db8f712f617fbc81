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
ALTER TABLE "employee_pay_details" ADD CONSTRAINT "employee_pay_details_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_details" ADD CONSTRAINT "employee_pay_details_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_details" ADD CONSTRAINT "employee_pay_details_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pay_details_employee_date_key" ON "employee_pay_details" USING btree ("facility_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "employee_pay_details_due_idx" ON "employee_pay_details" USING btree ("facility_id","effective_from") WHERE "employee_pay_details"."applied_at" is null;