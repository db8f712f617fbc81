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
ALTER TABLE "prior_employments" ADD CONSTRAINT "prior_employments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_employments" ADD CONSTRAINT "prior_employments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_employments" ADD CONSTRAINT "prior_employments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prior_employments_employee_idx" ON "prior_employments" USING btree ("facility_id","employee_id","from_month");