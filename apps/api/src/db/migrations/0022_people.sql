CREATE TYPE "public"."gender" AS ENUM('M', 'F', 'O', 'NOT_KNOWN');--> statement-breakpoint
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
ALTER TABLE "employees" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" "gender";--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_verifications_facility_mobile_idx" ON "mobile_verifications" USING btree ("facility_id","country_code","mobile","sent_at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_termination_after_hire" CHECK ("employees"."termination_date" is null or "employees"."date_of_joining" is null or "employees"."termination_date" >= "employees"."date_of_joining");