CREATE TYPE "public"."category_list" AS ENUM('labor-categories', 'expense-categories');--> statement-breakpoint
CREATE TYPE "public"."tax_account_kind" AS ENUM('STATE_WITHHOLDING', 'STATE_UNEMPLOYMENT', 'LOCAL');--> statement-breakpoint
CREATE TABLE "company_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"list" "category_list" NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_category_job_titles" (
	"facility_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "labor_category_job_titles_facility_id_job_title_id_pk" PRIMARY KEY("facility_id","job_title_id")
);
--> statement-breakpoint
CREATE TABLE "employer_tax_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" "tax_account_kind" NOT NULL,
	"state" text NOT NULL,
	"locality" text,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_tax_settings" (
	"facility_id" uuid PRIMARY KEY NOT NULL,
	"ein" text
);
--> statement-breakpoint
CREATE TABLE "sui_rates" (
	"facility_id" uuid NOT NULL,
	"state" text NOT NULL,
	"year" integer NOT NULL,
	"rate_millipercent" integer NOT NULL,
	CONSTRAINT "sui_rates_facility_id_state_year_pk" PRIMARY KEY("facility_id","state","year")
);
--> statement-breakpoint
ALTER TABLE "reimbursements" ALTER COLUMN "category" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_category_job_titles" ADD CONSTRAINT "labor_category_job_titles_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_category_job_titles" ADD CONSTRAINT "labor_category_job_titles_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_category_job_titles" ADD CONSTRAINT "labor_category_job_titles_category_id_company_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."company_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_tax_accounts" ADD CONSTRAINT "employer_tax_accounts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_tax_settings" ADD CONSTRAINT "employer_tax_settings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sui_rates" ADD CONSTRAINT "sui_rates_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_categories_code_key" ON "company_categories" USING btree ("facility_id","list","code");--> statement-breakpoint
CREATE UNIQUE INDEX "company_categories_name_key" ON "company_categories" USING btree ("facility_id","list",lower("name"));--> statement-breakpoint
CREATE INDEX "labor_category_job_titles_category_idx" ON "labor_category_job_titles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "employer_tax_accounts_facility_idx" ON "employer_tax_accounts" USING btree ("facility_id","state");--> statement-breakpoint
DROP TYPE "public"."reimbursement_category";