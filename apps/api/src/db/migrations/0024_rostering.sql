CREATE TABLE "roster_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"weeks" smallint NOT NULL,
	"seconds" smallint NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"problem" jsonb,
	"shift_types" jsonb,
	"roster" jsonb,
	"score" jsonb,
	"progress" jsonb,
	"failure" text,
	"published" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	CONSTRAINT "roster_drafts_status" CHECK ("roster_drafts"."status" in ('QUEUED', 'RUNNING', 'READY', 'FAILED', 'PUBLISHED', 'DISCARDED')),
	CONSTRAINT "roster_drafts_weeks" CHECK ("roster_drafts"."weeks" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "roster_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"timing_id" uuid,
	"kind" text NOT NULL,
	"weight" smallint NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_requests_kind" CHECK ("roster_requests"."kind" in ('OFF', 'ON')),
	CONSTRAINT "roster_requests_source" CHECK ("roster_requests"."source" in ('STAFF', 'NURSE'))
);
--> statement-breakpoint
CREATE TABLE "roster_rotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cycle" jsonb NOT NULL,
	"weight" smallint NOT NULL,
	"hard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_team_members" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"rotation_id" uuid,
	"rotation_start" date,
	CONSTRAINT "roster_team_members_rotation_start" CHECK (("roster_team_members"."rotation_id" is null) = ("roster_team_members"."rotation_start" is null))
);
--> statement-breakpoint
ALTER TABLE "roster_contracts" ADD CONSTRAINT "roster_contracts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_drafts" ADD CONSTRAINT "roster_drafts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_drafts" ADD CONSTRAINT "roster_drafts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_drafts" ADD CONSTRAINT "roster_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_drafts" ADD CONSTRAINT "roster_drafts_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_requests" ADD CONSTRAINT "roster_requests_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_requests" ADD CONSTRAINT "roster_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_requests" ADD CONSTRAINT "roster_requests_timing_id_master_timings_id_fk" FOREIGN KEY ("timing_id") REFERENCES "public"."master_timings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_requests" ADD CONSTRAINT "roster_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_rotations" ADD CONSTRAINT "roster_rotations_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_team_members" ADD CONSTRAINT "roster_team_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_team_members" ADD CONSTRAINT "roster_team_members_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_team_members" ADD CONSTRAINT "roster_team_members_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_team_members" ADD CONSTRAINT "roster_team_members_contract_id_roster_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."roster_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_team_members" ADD CONSTRAINT "roster_team_members_rotation_id_roster_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."roster_rotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_contracts_facility_name_key" ON "roster_contracts" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE INDEX "roster_drafts_facility_unit_idx" ON "roster_drafts" USING btree ("facility_id","unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_requests_employee_day_key" ON "roster_requests" USING btree ("employee_id","date",coalesce("timing_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "roster_requests_facility_date_idx" ON "roster_requests" USING btree ("facility_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_rotations_facility_name_key" ON "roster_rotations" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE INDEX "roster_team_members_unit_idx" ON "roster_team_members" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "roster_team_members_contract_idx" ON "roster_team_members" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "roster_team_members_rotation_idx" ON "roster_team_members" USING btree ("rotation_id");