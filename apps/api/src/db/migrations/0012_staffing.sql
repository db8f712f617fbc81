CREATE TYPE "public"."availability_kind" AS ENUM('AVAILABLE', 'UNAVAILABLE');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('OFFERED', 'ACCEPTED', 'DECLINED', 'FILLED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."release_plan_status" AS ENUM('ACTIVE', 'FILLED', 'STOPPED');--> statement-breakpoint
CREATE TYPE "public"."release_tier" AS ENUM('INTERNAL', 'MARKETPLACE', 'AGENCY');--> statement-breakpoint
ALTER TYPE "public"."assignment_source" ADD VALUE 'OFFER';--> statement-breakpoint
CREATE TABLE "nurse_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"time_clock_link_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" "availability_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tier" "release_tier" NOT NULL,
	"rank" smallint NOT NULL,
	"score" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "offer_status" DEFAULT 'OFFERED' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"assignment_id" uuid,
	CONSTRAINT "position_offers_rank_positive" CHECK ("position_offers"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "release_plans" (
	"position_id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"marketplace_after_hours" smallint NOT NULL,
	"agency_after_hours" smallint NOT NULL,
	"agency_within_hours" smallint NOT NULL,
	"status" "release_plan_status" DEFAULT 'ACTIVE' NOT NULL,
	"tier" "release_tier" DEFAULT 'INTERNAL' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tier_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_plans_hours_range" CHECK ("release_plans"."marketplace_after_hours" between 0 and 336 and "release_plans"."agency_after_hours" between 0 and 336 and "release_plans"."agency_within_hours" between 0 and 336),
	CONSTRAINT "release_plans_agency_after_marketplace" CHECK ("release_plans"."agency_after_hours" >= "release_plans"."marketplace_after_hours")
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "min_rest_hours" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "release_marketplace_after_hours" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "release_agency_after_hours" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "release_agency_within_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "target_weekly_hours" smallint;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "home_latitude" double precision;--> statement-breakpoint
ALTER TABLE "nurses" ADD COLUMN "home_longitude" double precision;--> statement-breakpoint
ALTER TABLE "nurse_push_subscriptions" ADD CONSTRAINT "nurse_push_subscriptions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_push_subscriptions" ADD CONSTRAINT "nurse_push_subscriptions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nurse_push_subscriptions" ADD CONSTRAINT "nurse_push_subscriptions_time_clock_link_id_time_clock_links_id_fk" FOREIGN KEY ("time_clock_link_id") REFERENCES "public"."time_clock_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_availability" ADD CONSTRAINT "employee_availability_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_availability" ADD CONSTRAINT "employee_availability_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_offers" ADD CONSTRAINT "position_offers_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_offers" ADD CONSTRAINT "position_offers_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_offers" ADD CONSTRAINT "position_offers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_offers" ADD CONSTRAINT "position_offers_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_plans" ADD CONSTRAINT "release_plans_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_plans" ADD CONSTRAINT "release_plans_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_plans" ADD CONSTRAINT "release_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nurse_push_subscriptions_endpoint_key" ON "nurse_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "nurse_push_subscriptions_employee_idx" ON "nurse_push_subscriptions" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_availability_employee_date_key" ON "employee_availability" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "employee_availability_facility_date_idx" ON "employee_availability" USING btree ("facility_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "position_offers_position_employee_key" ON "position_offers" USING btree ("position_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_offers_token_key" ON "position_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "position_offers_facility_position_idx" ON "position_offers" USING btree ("facility_id","position_id","offered_at");--> statement-breakpoint
CREATE INDEX "release_plans_facility_idx" ON "release_plans" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "release_plans_due_idx" ON "release_plans" USING btree ("next_at") WHERE "release_plans"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_min_rest_hours" CHECK ("facilities"."min_rest_hours" between 0 and 24);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_release_hours" CHECK ("facilities"."release_marketplace_after_hours" between 0 and 336 and "facilities"."release_agency_after_hours" between "facilities"."release_marketplace_after_hours" and 336 and "facilities"."release_agency_within_hours" between 0 and 336);--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_target_weekly_hours" CHECK ("employees"."target_weekly_hours" is null or "employees"."target_weekly_hours" between 0 and 80);