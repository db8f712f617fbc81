CREATE TABLE "benefit_elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"plan_year_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" uuid,
	"tier" text,
	"dependent_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"employee_cents" integer NOT NULL,
	"employer_cents" integer NOT NULL,
	"source" text NOT NULL,
	"life_event_id" uuid,
	"by_employee" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_elections_waiver" CHECK (("benefit_elections"."plan_id" is null) = ("benefit_elections"."tier" is null)),
	CONSTRAINT "benefit_elections_dates" CHECK ("benefit_elections"."effective_to" is null or "benefit_elections"."effective_to" >= "benefit_elections"."effective_from" - 1)
);
--> statement-breakpoint
CREATE TABLE "benefit_life_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_plan_tiers" (
	"plan_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"employee_cents" integer NOT NULL,
	"employer_cents" integer NOT NULL,
	CONSTRAINT "benefit_plan_tiers_plan_id_tier_pk" PRIMARY KEY("plan_id","tier"),
	CONSTRAINT "benefit_plan_tiers_costs" CHECK ("benefit_plan_tiers"."employee_cents" >= 0 and "benefit_plan_tiers"."employer_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "benefit_plan_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"enrolment_opens" date NOT NULL,
	"enrolment_closes" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_plan_years_dates" CHECK ("benefit_plan_years"."end_date" > "benefit_plan_years"."start_date" and "benefit_plan_years"."enrolment_closes" >= "benefit_plan_years"."enrolment_opens")
);
--> statement-breakpoint
CREATE TABLE "benefit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"plan_year_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"deduction_code" text,
	"worker_types" text[] NOT NULL,
	"waiting_days" smallint DEFAULT 0 NOT NULL,
	"aca_full_time_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_plans_kind" CHECK ("benefit_plans"."kind" in ('MEDICAL', 'DENTAL', 'VISION', 'LIFE', 'RETIREMENT')),
	CONSTRAINT "benefit_plans_waiting_days" CHECK ("benefit_plans"."waiting_days" between 0 and 90),
	CONSTRAINT "benefit_plans_no_agency" CHECK (not ('AN' = any("benefit_plans"."worker_types")))
);
--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_plan_year_id_benefit_plan_years_id_fk" FOREIGN KEY ("plan_year_id") REFERENCES "public"."benefit_plan_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_plan_id_benefit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."benefit_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_life_event_id_benefit_life_events_id_fk" FOREIGN KEY ("life_event_id") REFERENCES "public"."benefit_life_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_life_events" ADD CONSTRAINT "benefit_life_events_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_life_events" ADD CONSTRAINT "benefit_life_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_life_events" ADD CONSTRAINT "benefit_life_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plan_tiers" ADD CONSTRAINT "benefit_plan_tiers_plan_id_benefit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."benefit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plan_tiers" ADD CONSTRAINT "benefit_plan_tiers_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plan_years" ADD CONSTRAINT "benefit_plan_years_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_plan_year_id_benefit_plan_years_id_fk" FOREIGN KEY ("plan_year_id") REFERENCES "public"."benefit_plan_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_elections_employee_idx" ON "benefit_elections" USING btree ("facility_id","employee_id","kind");--> statement-breakpoint
CREATE INDEX "benefit_elections_facility_dates_idx" ON "benefit_elections" USING btree ("facility_id","effective_from");--> statement-breakpoint
CREATE INDEX "benefit_life_events_employee_idx" ON "benefit_life_events" USING btree ("facility_id","employee_id");--> statement-breakpoint
CREATE INDEX "benefit_plan_years_facility_start_idx" ON "benefit_plan_years" USING btree ("facility_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_plans_year_name_key" ON "benefit_plans" USING btree ("plan_year_id",lower("name"));